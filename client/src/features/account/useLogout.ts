import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast';
import { useSession } from './useSession';

/**
 * Ends the session and goes to `to` (the navigation's Logout goes to /, the profile's to
 * /login). The session ends once the navigation is done: ending it first would let a
 * signed-in-only page send the traveller to /login instead.
 */
export function useLogout() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const { toast } = useToast();
  return useCallback(
    async (to: '/' | '/login') => {
      await navigate(to);
      signOut();
      if (to === '/login') toast({ title: 'Logged out' });
    },
    [signOut, navigate, toast],
  );
}
