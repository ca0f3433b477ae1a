import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpwardRounded';
import { useNavigate } from 'react-router-dom';
import type { FragmentType } from '../../gql';
import { popularDestinations } from '../../content/marketing';
import { PopularDestinationCard, type PopularDestinationCard_trip } from './PopularDestinationCard';
import { scrollToPlanner } from './scroll-to-planner';
import { SectionHeading } from './SectionHeading';

type PopularTrip = FragmentType<typeof PopularDestinationCard_trip> & { uuid: string };

interface PopularDestinationsProps {
  trips: readonly PopularTrip[] | undefined;
  loading: boolean;
  failed: boolean;
}

const grid = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 1.5, sm: 2.5 }, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } } as const;

/** 'Popular Destinations': a grid of up to four columns, and 'Start Planning Now'. */
export function PopularDestinations({ trips, loading, failed }: PopularDestinationsProps) {
  const navigate = useNavigate();
  const startPlanning = () => {
    if (!scrollToPlanner()) navigate('/');
  };

  let body;
  if (failed) body = <Message>Failed to load popular destinations</Message>;
  else if (loading || !trips)
    body = (
      <Box component="ul" sx={grid} aria-busy>
        {[0, 1, 2, 3].map((i) => (
          <li key={i} aria-hidden>
            <Skeleton variant="rounded" sx={{ aspectRatio: { xs: '3 / 4', sm: '4 / 3' }, height: 'auto', borderRadius: 5 }} />
          </li>
        ))}
      </Box>
    );
  else if (trips.length === 0) body = <Message>No popular destinations found</Message>;
  else
    body = (
      <Box component="ul" sx={grid}>
        {trips.map((trip) => (
          <li key={trip.uuid}>
            <PopularDestinationCard trip={trip} />
          </li>
        ))}
      </Box>
    );

  return (
    <Container component="section" maxWidth="lg" aria-labelledby="popular-title" sx={{ pt: { xs: 7, md: 10 } }}>
      <SectionHeading id="popular-title" title={popularDestinations.title} lead={popularDestinations.lead} />
      {body}
      <Box sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}>
        <Button variant="contained" size="large" endIcon={<ArrowUpwardIcon />} onClick={startPlanning}>
          {popularDestinations.cta}
        </Button>
      </Box>
    </Container>
  );
}

function Message({ children }: { children: string }) {
  return (
    <Typography role="status" color="text.secondary" sx={{ py: 6, textAlign: 'center', borderRadius: 4, border: 1, borderStyle: 'dashed', borderColor: 'divider' }}>
      {children}
    </Typography>
  );
}
