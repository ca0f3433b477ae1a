import Box from '@mui/material/Box';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { DestinationGuide } from './DestinationGuide';
import { TripMapSection } from './map/TripMapSection';
import { ShareDialog } from './share/ShareDialog';
import { useShareTrip } from './share/useShareTrip';
import { TripAccommodations } from './TripAccommodations';
import { TripBottomActions } from './TripBottomActions';
import { TripHero } from './TripHero';
import { TripItinerary } from './TripItinerary';
import { TripPrintStyles } from './TripPrintStyles';
import { usePrintTrip } from './usePrintTrip';
import { useSaveTrip } from './useSaveTrip';

export const TripView_trip = graphql(`
  fragment TripView_trip on Trip {
    uuid
    ...TripHero_trip
    ...TripItinerary_trip
    ...TripMapSection_trip
    ...TripAccommodations_trip
    ...DestinationGuide_trip
    ...TripBottomActions_trip
    ...TripShare_trip
  }
`);

/** A whole trip: hero, itinerary beside the map, stays, the destination guide and what to do next. */
export function TripView(props: { trip: FragmentType<typeof TripView_trip> }) {
  const trip = getFragmentData(TripView_trip, props.trip);
  const { save, saving } = useSaveTrip(trip.uuid);
  const print = usePrintTrip();
  const { share, shareable, dialogOpen, closeDialog } = useShareTrip(trip);

  return (
    <>
      <TripPrintStyles />
      <TripHero trip={trip} onSave={save} saving={saving} onShare={share} />
      <Box sx={{ mt: { xs: 4, md: 6 }, display: 'grid', gap: { xs: 4, md: 4 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' }, alignItems: 'start' }}>
        <TripItinerary trip={trip} onPrint={print} onShare={share} />
        <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
          <TripMapSection trip={trip} />
        </Box>
      </Box>
      <Box sx={{ mt: { xs: 5, md: 7 }, display: 'grid', gap: { xs: 5, md: 7 } }}>
        <TripAccommodations trip={trip} />
        <DestinationGuide trip={trip} />
        <TripBottomActions trip={trip} onSave={save} saving={saving} />
      </Box>
      <ShareDialog open={dialogOpen} onClose={closeDialog} trip={shareable} />
    </>
  );
}
