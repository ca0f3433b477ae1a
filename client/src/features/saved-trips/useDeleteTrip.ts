import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../components/toast';
import { graphql } from '../../gql';

const DeleteSavedTrip = graphql(`
  mutation SavedTripsDeleteTrip($uuid: String!) {
    deleteTrip(uuid: $uuid)
  }
`);

/** Deletes a saved trip, drops it from the cache (so the list refreshes) and says how it went. */
export function useDeleteTrip() {
  const [mutate] = useMutation(DeleteSavedTrip);
  const [deleting, setDeleting] = useState<string | null>(null);
  const { toast } = useToast();

  const deleteTrip = async (uuid: string) => {
    setDeleting(uuid);
    try {
      await mutate({
        variables: { uuid },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'Trip', uuid }) });
          cache.gc();
        },
      });
      toast({ title: 'Trip deleted successfully' });
    } catch (error) {
      toast({ title: 'Error deleting trip', description: (error as Error).message || 'Please try again later', variant: 'destructive' });
    } finally {
      setDeleting(null);
    }
  };

  return { deleteTrip, deleting };
}
