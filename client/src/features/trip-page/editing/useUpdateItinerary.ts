import { useCallback } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../components/toast';
import { graphql } from '../../../gql';
import { itineraryInput, type EditableDay } from './itinerary-edits';

/** It returns everything the trip page shows, so the hero, the days and the map all follow the edit. */
const TripPageUpdateItinerary = graphql(`
  mutation TripPageUpdateItinerary($uuid: String!, $itinerary: [ItineraryDayInput!]!) {
    updateTripItinerary(uuid: $uuid, itinerary: $itinerary) {
      uuid
      ...TripView_trip
    }
  }
`);

/** Server messages are written for travellers; a failed request gets a hint instead. */
function failureMessage(error: unknown): string {
  const message = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
  return message ?? 'Please check your connection and try again.';
}

/**
 * Saves a trip's days. Resolves true once the server has stored them (the cache then holds
 * the saved trip); on failure it says why in a toast and resolves false, changing nothing.
 */
export function useUpdateItinerary(uuid: string) {
  const [mutate, { loading }] = useMutation(TripPageUpdateItinerary);
  const { toast } = useToast();

  const save = useCallback(
    async (days: readonly EditableDay[]): Promise<boolean> => {
      try {
        await mutate({ variables: { uuid, itinerary: itineraryInput(days) } });
        return true;
      } catch (error) {
        toast({ title: 'Could not save your changes', description: failureMessage(error), variant: 'destructive' });
        return false;
      }
    },
    [mutate, toast, uuid],
  );

  return { save, saving: loading };
}
