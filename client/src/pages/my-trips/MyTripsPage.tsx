import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExploreIcon from '@mui/icons-material/ExploreOutlined';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { NoticeCard } from '../../components/NoticeCard';
import { PageContainer } from '../../components/PageContainer';
import { PageIntro } from '../../components/PageIntro';
import { graphql } from '../../gql';
import { SavedTripCard } from '../../features/saved-trips/SavedTripCard';
import { DeleteSavedTripDialog, type SavedTripToDelete } from '../../features/saved-trips/DeleteSavedTripDialog';

const MyTripsPageQuery = graphql(`
  query MyTripsPage {
    myTrips {
      uuid
      ...SavedTripCard_trip
    }
  }
`);

/** My Saved Trips (signed-in travellers only). */
export default function MyTripsPage() {
  const { data, loading, error } = useQuery(MyTripsPageQuery, { fetchPolicy: 'cache-and-network' });
  const [toDelete, setToDelete] = useState<SavedTripToDelete | null>(null);
  const trips = data?.myTrips;

  return (
    <PageContainer>
      <PageIntro title="My Saved Trips" lead="Every trip you save, ready on any device." />
      {!trips && loading && <LoadingIndicator label="Loading your trips…" />}
      {!trips && error && (
        <NoticeCard title="We couldn't load your trips" tone="error" headingLevel="h2">
          Please try again later.
        </NoticeCard>
      )}
      {trips && trips.length === 0 && (
        <NoticeCard
          icon={<ExploreIcon />}
          title="No saved trips yet"
          headingLevel="h2"
          actions={
            <Button component={RouterLink} to="/" variant="contained" size="large">
              Plan a New Trip
            </Button>
          }
        />
      )}
      {trips && trips.length > 0 && (
        <Box component="section" aria-label="Saved trips" sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {trips.map((trip) => (
            <SavedTripCard key={trip.uuid} trip={trip} onDelete={setToDelete} />
          ))}
        </Box>
      )}
      <DeleteSavedTripDialog trip={toDelete} onClose={() => setToDelete(null)} />
    </PageContainer>
  );
}
