import { useCallback, useMemo, useState } from 'react';
import { useToast } from '../../../components/toast';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { shareText, WHAT_A_LINK_SHOWS, type ShareableTrip } from './share-text';

export const TripShare_trip = graphql(`
  fragment TripShare_trip on Trip {
    uuid
    destination
    country
    customHeader
    itinerary {
      day
      activities {
        title
      }
    }
  }
`);

export function shareableTrip(trip: FragmentType<typeof TripShare_trip>, origin = window.location.origin): ShareableTrip {
  const data = getFragmentData(TripShare_trip, trip);
  return {
    title: `${data.customHeader || data.destination} trip itinerary`,
    destination: data.destination,
    country: data.country,
    activities: data.itinerary.flatMap((day) => day.activities.map((activity) => activity.title)),
    url: `${origin}/trip/${data.uuid}`,
  };
}

/**
 * Share: the device's share sheet when there is one; otherwise, or when it fails, the
 * fallback dialog with copyable text and links. Cancelling the share sheet is not a failure.
 */
export function useShareTrip(trip: FragmentType<typeof TripShare_trip>) {
  const { toast } = useToast();
  const [dialogOpen, setDialogOpen] = useState(false);
  const shareable = useMemo(() => shareableTrip(trip), [trip]);

  const share = useCallback(async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: shareable.title, text: shareText(shareable), url: shareable.url });
        toast({ title: 'Shared successfully!', description: WHAT_A_LINK_SHOWS });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setDialogOpen(true);
  }, [shareable, toast]);

  return { share, shareable, dialogOpen, closeDialog: () => setDialogOpen(false) };
}
