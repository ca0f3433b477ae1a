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
    (to: '/' | '/login') => {
      signOut();
      navigate(to);
      if (to === '/login') toast({ title: 'Logged out' });
    },
    [signOut, navigate, toast],
  );
}
