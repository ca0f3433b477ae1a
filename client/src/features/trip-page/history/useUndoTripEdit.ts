import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../components/toast';
import { graphql } from '../../../gql';
import { failureMessage } from '../editing/edit-failure';
import { editOutcomeOf, type EditOutcome } from '../editing/edit-outcome';

const TripChangesUndo = graphql(`
  mutation TripChangesUndo($tripUuid: String!, $revision: Int!) {
    undoTripEdit(tripUuid: $tripUuid, revision: $revision) {
      ...EditOutcome_result
    }
  }
`);

/**
 * Takes back one of the traveller's own changes, by the revision it made. What others changed
 * since stays theirs and comes back as conflicts. Resolves undefined (after a toast) on failure.
 */
export function useUndoTripEdit(tripUuid: string) {
  const [mutate, { loading }] = useMutation(TripChangesUndo);
  const { toast } = useToast();

  const undo = useCallback(
    async (revision: number): Promise<EditOutcome | undefined> => {
      try {
        const { data } = await mutate({ variables: { tripUuid, revision } });
        if (!data) throw new Error('no answer');
        const outcome = editOutcomeOf(data.undoTripEdit);
        if (outcome.applied) toast({ title: 'Change undone' });
        return outcome;
      } catch (error) {
        toast({ title: 'Could not undo this change', description: failureMessage(error), variant: 'destructive' });
        return undefined;
      }
    },
    [mutate, toast, tripUuid],
  );

  return { undo, undoing: loading };
}
