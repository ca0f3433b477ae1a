import { useCallback, useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../components/toast';
import { graphql } from '../../gql';
import { useSession } from '../account/useSession';

const TripPageSaveTrip = graphql(`
  mutation TripPageSaveTrip($uuid: String!) {
    saveTrip(uuid: $uuid) {
      uuid
      saved
      userId
    }
  }
`);

/**
 * 'Save Trip' / 'Save This Trip': saving needs an account (accounts spec). The trip becomes
 * the traveller's; edit rights now follow the owner, so permissions are fetched again.
 */
export function useSaveTrip(uuid: string) {
  const { session } = useSession();
  const { toast } = useToast();
  const [mutate, { loading }] = useMutation(TripPageSaveTrip, { refetchQueries: 'active' });
  // A click while the stored session is still being checked (the page shows at once, from its
  // HTML) waits for the answer instead of telling a signed-in traveller to log in.
  const [waitingForSession, setWaitingForSession] = useState(false);

  const saveNow = useCallback(async () => {
    if (session.status !== 'signed-in') {
      toast({ title: 'You should login first to save the trip' });
      return;
    }
    try {
      await mutate({ variables: { uuid } });
      toast({ title: 'Trip saved', description: 'You can find it in My Trips.' });
    } catch (error) {
      toast({ title: 'Error saving trip', description: (error as Error).message || 'Please try again later', variant: 'destructive' });
    }
  }, [session.status, toast, mutate, uuid]);

  const save = useCallback(() => {
    if (session.status === 'loading') setWaitingForSession(true);
    else void saveNow();
  }, [session.status, saveNow]);

  useEffect(() => {
    if (!waitingForSession || session.status === 'loading') return;
    setWaitingForSession(false);
    void saveNow();
  }, [waitingForSession, session.status, saveNow]);

  return { save, saving: loading || waitingForSession };
}
