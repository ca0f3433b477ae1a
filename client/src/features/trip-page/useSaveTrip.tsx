import { useCallback, useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Link from '@mui/material/Link';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast';
import { graphql } from '../../gql';
import { useSession } from '../account';

const TripPageSaveTrip = graphql(`
  mutation TripPageSaveTrip($uuid: String!) {
    saveTrip(uuid: $uuid) {
      uuid
      saved
      userId
    }
  }
`);

/** How long the sign-in advice stays: long enough to read it and reach its link. */
const SIGN_IN_TOAST_MS = 10_000;

/**
 * 'Save Trip' / 'Save This Trip': saving needs an account (docs/product/accounts-admin.md). A trip planned in
 * this browser becomes the traveller's; anyone else's trip is copied into their account by
 * the server, and the page moves to the copy, which is theirs to edit. Either way edit rights
 * change, so the page's queries are fetched again.
 *
 * `ownerId` is the trip's owner: when it is the signed-in traveller, the trip is saved already.
 * So it is for a companion (`companion`): the trip is in their My Trips.
 */
export function useSaveTrip(uuid: string, ownerId: number | null | undefined, companion = false) {
  const { session } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(TripPageSaveTrip, { refetchQueries: 'active' });
  // A click while the stored session is still being checked (the page shows at once, from its
  // HTML) waits for the answer instead of telling a signed-in traveller to log in.
  const [waitingForSession, setWaitingForSession] = useState(false);
  const saved = session.status === 'signed-in' && ((ownerId != null && ownerId === session.user.id) || companion);

  const saveNow = useCallback(async () => {
    if (session.status !== 'signed-in') {
      // The sign-in page sends the traveller back here (RequireAuth's `from`, which it honours).
      const signIn = () => {
        advice.dismiss();
        navigate('/login', { state: { from: { pathname: `/trip/${uuid}` } } });
      };
      const advice = toast({
        title: 'You should login first to save the trip',
        description: (
          <Link component="button" type="button" onClick={signIn} sx={{ fontWeight: 700, verticalAlign: 'baseline' }}>
            Sign in to save it
          </Link>
        ),
        duration: SIGN_IN_TOAST_MS,
      });
      return;
    }
    try {
      const { data } = await mutate({ variables: { uuid } });
      const copy = data?.saveTrip.uuid;
      if (copy && copy !== uuid) {
        toast({ title: 'Trip saved', description: 'A copy is now in My Trips, yours to edit.' });
        navigate(`/trip/${copy}`);
      } else {
        toast({ title: 'Trip saved', description: 'You can find it in My Trips.' });
      }
    } catch (error) {
      toast({ title: 'Error saving trip', description: (error as Error).message || 'Please try again later', variant: 'destructive' });
    }
  }, [session.status, toast, mutate, uuid, navigate]);

  const save = useCallback(() => {
    if (saved) return;
    if (session.status === 'loading') setWaitingForSession(true);
    else void saveNow();
  }, [saved, session.status, saveNow]);

  useEffect(() => {
    if (!waitingForSession || session.status === 'loading') return;
    setWaitingForSession(false);
    void saveNow();
  }, [waitingForSession, session.status, saveNow]);

  return { save, saving: loading || waitingForSession, saved };
}
