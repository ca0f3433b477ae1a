import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingIndicator } from '../components/LoadingIndicator';
import { useSession } from '../features/account/useSession';

/**
 * Guards signed-in-only routes (My Trips, Profile): a spinner while the stored session is
 * being checked, then /login for the signed-out (remembering where they were headed).
 */
export function RequireAuth() {
  const location = useLocation();
  const { session } = useSession();
  if (session.status === 'loading') return <LoadingIndicator label="Checking your session…" />;
  // Logout is already taking the traveller elsewhere; a redirect here would race it to /login.
  if (session.status === 'signed-out') return session.leaving ? null : <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
