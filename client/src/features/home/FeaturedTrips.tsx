import { useRef } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightIcon from '@mui/icons-material/ChevronRightRounded';
import type { FragmentType } from '../../gql';
import { FEATURED_CARD_HEIGHT, FeaturedTripCard, type FeaturedTripCard_trip } from './FeaturedTripCard';
import { beInspired } from '../../content/marketing';
import { SectionHeading } from './SectionHeading';

export const FEATURED_SCROLL_STEP = 400;

type FeaturedTrip = FragmentType<typeof FeaturedTripCard_trip> & { uuid: string };

interface FeaturedTripsProps {
  trips: readonly FeaturedTrip[] | undefined;
  loading: boolean;
  failed: boolean;
}

const cardWidth = { xs: 'calc(100% - 40px)', sm: 320, md: 340 };

/** 'Be Inspired': a sideways-scrolling row of featured trips; hidden when there are none or they fail to load. */
export function FeaturedTrips({ trips, loading, failed }: FeaturedTripsProps) {
  const rowRef = useRef<HTMLUListElement>(null);
  if (failed || (!loading && (!trips || trips.length === 0))) return null;
  const scroll = (direction: 1 | -1) => rowRef.current?.scrollBy({ left: direction * FEATURED_SCROLL_STEP, behavior: 'smooth' });

  return (
    <Container component="section" maxWidth="lg" aria-labelledby="be-inspired-title" sx={{ pt: { xs: 7, md: 10 } }}>
      <SectionHeading
        id="be-inspired-title"
        title={beInspired.title}
        lead={beInspired.lead}
        actions={
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1 }}>
            <IconButton aria-label="Scroll featured trips left" onClick={() => scroll(-1)} sx={{ border: 1, borderColor: 'divider' }}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton aria-label="Scroll featured trips right" onClick={() => scroll(1)} sx={{ border: 1, borderColor: 'divider' }}>
              <ChevronRightIcon />
            </IconButton>
          </Box>
        }
      />
      <Box
        component="ul"
        ref={rowRef}
        aria-busy={loading}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          pb: 2,
          mx: { xs: -2, sm: 0 },
          px: { xs: 2, sm: 0 },
          display: 'flex',
          gap: 2.5,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollPaddingInline: { xs: 16, sm: 0 },
          scrollbarWidth: 'thin',
          '& > li': { flex: '0 0 auto', width: cardWidth, scrollSnapAlign: 'start' },
        }}
      >
        {loading || !trips
          ? [0, 1, 2].map((i) => (
              <li key={i} aria-hidden>
                <Skeleton variant="rounded" height={FEATURED_CARD_HEIGHT} sx={{ borderRadius: 5 }} />
              </li>
            ))
          : trips.map((trip) => (
              <li key={trip.uuid}>
                <FeaturedTripCard trip={trip} />
              </li>
            ))}
      </Box>
    </Container>
  );
}
