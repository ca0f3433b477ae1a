import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import Link from '@mui/material/Link';
import { useToast } from '../../components/toast';
import { graphql } from '../../gql';
import type { WizardRequest } from '../wizard';

const TripPageRegenerateTrip = graphql(`
  mutation TripPageRegenerateTrip($uuid: String!, $input: GenerateTripInput!) {
    regenerateTrip(uuid: $uuid, input: $input) {
      uuid
      canUndoRegeneration
    }
  }
`);

const TripPageUndoRegeneration = graphql(`
  mutation TripPageUndoRegeneration($uuid: String!) {
    undoTripRegeneration(uuid: $uuid) {
      uuid
      canUndoRegeneration
    }
  }
`);

/** Long enough to read the toast and reach its Undo. */
const UNDO_TOAST_MS = 12_000;

/**
 * Modify Trip, for a trip this traveller may edit: plans the same trip again from the wizard's
 * choices (the server keeps its address and wallet), then offers to undo it. The page's
 * queries are fetched again, so the whole page shows the new plan.
 */
export function useRegenerateTrip(uuid: string) {
  const { toast } = useToast();
  const [regenerate] = useMutation(TripPageRegenerateTrip, { refetchQueries: 'active', awaitRefetchQueries: true });
  const [undoMutation, { loading: undoing }] = useMutation(TripPageUndoRegeneration, { refetchQueries: 'active', awaitRefetchQueries: true });

  const undo = useCallback(async () => {
    try {
      await undoMutation({ variables: { uuid } });
      toast({ title: 'Previous plan restored', description: 'Your trip is back as it was before Modify Trip.' });
    } catch (error) {
      toast({ title: 'Could not undo', description: (error as Error).message || 'Please try again later', variant: 'destructive' });
    }
  }, [undoMutation, toast, uuid]);

  const run = useCallback(
    async (request: WizardRequest): Promise<boolean> => {
      try {
        await regenerate({ variables: { uuid, input: request } });
      } catch (error) {
        toast({ title: 'Error generating trip', description: (error as Error).message || 'Please try again later', variant: 'destructive' });
        return false;
      }
      window.scrollTo({ top: 0 });
      const done = toast({
        title: 'Trip updated',
        description: (
          <>
            Your trip has a new plan.{' '}
            <Link
              component="button"
              type="button"
              onClick={() => {
                done.dismiss();
                void undo();
              }}
              sx={{ fontWeight: 700, verticalAlign: 'baseline' }}
            >
              Undo
            </Link>
          </>
        ),
        duration: UNDO_TOAST_MS,
      });
      return true;
    },
    [regenerate, toast, uuid, undo],
  );

  return { run, undo, undoing };
}
