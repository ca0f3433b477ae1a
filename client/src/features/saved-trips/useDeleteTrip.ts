import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../components/toast';
import { graphql } from '../../gql';

const DeleteSavedTrip = graphql(`
  mutation SavedTripsDeleteTrip($uuid: String!) {
    deleteTrip(uuid: $uuid)
  }
`);

/**
 * Deletes a saved trip, drops it from the cache (so the list refreshes) and says how it went;
 * resolves true once the trip is gone.
 */
export function useDeleteTrip() {
  const [mutate] = useMutation(DeleteSavedTrip);
  const [deleting, setDeleting] = useState(false);
  const { toast } = useToast();

  const deleteTrip = async (uuid: string): Promise<boolean> => {
    setDeleting(true);
    try {
      await mutate({
        variables: { uuid },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'Trip', uuid }) });
          cache.gc();
        },
      });
      toast({ title: 'Trip deleted successfully' });
      return true;
    } catch (error) {
      toast({ title: 'Error deleting trip', description: (error as Error).message || 'Please try again later', variant: 'destructive' });
      return false;
    } finally {
      setDeleting(false);
    }
  };

  return { deleteTrip, deleting };
}
