import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast';
import { useSession } from './useSession';

/** Ends the session and goes to `to` (the navigation's Logout goes to /, the profile's to /login). */
export function useLogout() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const { toast } = useToast();
  return useCallback(
    async (to: '/' | '/login') => {
      // The session ends now, marked as leaving: a signed-in-only page still on screen while
      // the next one renders (a route transition keeps it until then) waits instead of sending
      // the traveller to /login. RootLayout settles the sign-out once the new page is shown.
      signOut({ leaving: true });
      await navigate(to);
      if (to === '/login') toast({ title: 'Logged out' });
    },
    [signOut, navigate, toast],
  );
}
