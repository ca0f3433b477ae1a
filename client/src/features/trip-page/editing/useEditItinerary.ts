import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../components/toast';
import { graphql } from '../../../gql';
import type { ItineraryEditInput } from '../../../gql/graphql';
import { failureMessage } from './edit-failure';
import { editOutcomeOf, type EditOutcome } from './edit-outcome';

const TripPageEditItinerary = graphql(`
  mutation TripPageEditItinerary($tripUuid: String!, $baseRevision: Int!, $edit: ItineraryEditInput!) {
    editTripItinerary(tripUuid: $tripUuid, baseRevision: $baseRevision, edit: $edit) {
      ...EditOutcome_result
    }
  }
`);

/**
 * Sends one change to one activity, made on the trip revision the page showed (`baseRevision`).
 * Resolves with what the server did once it has it (the cache then holds the trip as it stands);
 * on failure it says why in a toast and resolves undefined, changing nothing.
 */
export function useEditItinerary(tripUuid: string) {
  const [mutate, { loading }] = useMutation(TripPageEditItinerary);
  const { toast } = useToast();

  const edit = useCallback(
    async (baseRevision: number, input: ItineraryEditInput): Promise<EditOutcome | undefined> => {
      try {
        const { data } = await mutate({ variables: { tripUuid, baseRevision, edit: input } });
        if (!data) throw new Error('no answer');
        return editOutcomeOf(data.editTripItinerary);
      } catch (error) {
        toast({ title: 'Could not save your changes', description: failureMessage(error), variant: 'destructive' });
        return undefined;
      }
    },
    [mutate, toast, tripUuid],
  );

  return { edit, saving: loading };
}
