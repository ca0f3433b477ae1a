import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { AccommodationCard } from './AccommodationCard';

export const TripAccommodations_trip = graphql(`
  fragment TripAccommodations_trip on Trip {
    preferences {
      budgetLevel
    }
    destinationOverview {
      placeData {
        verified
      }
    }
    accommodations {
      ...AccommodationCard_accommodation
    }
  }
`);

const PRINTED_STAYS = 3;

/** 'Recommended Accommodations': a grid of places to stay, at the trip's budget level and the levels beside it. */
export function TripAccommodations(props: { trip: FragmentType<typeof TripAccommodations_trip> }) {
  const { accommodations, preferences, destinationOverview } = getFragmentData(TripAccommodations_trip, props.trip);
  const unverified = destinationOverview?.placeData?.verified === false;
  if (accommodations.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="stays-title">
      <Typography id="stays-title" variant="h4" component="h2" sx={{ mb: 2.5, '@media print': { mb: 1.5 } }}>
        Recommended Accommodations
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }, '@media print': { gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }}>
        {accommodations.map((accommodation, index) => (
          // Print keeps to the first three (the traveller's own level comes first), so a trip still fits its pages.
          <Box component="li" key={index} sx={index >= PRINTED_STAYS ? { '@media print': { display: 'none' } } : undefined}>
            <AccommodationCard accommodation={accommodation} tripBudgetLevel={preferences.budgetLevel} unverified={unverified} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
