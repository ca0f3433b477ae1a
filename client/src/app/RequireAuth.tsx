import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { readAuthToken } from './session';

/**
 * Guards signed-in-only routes (My Trips, Profile): without a stored session the traveller
 * is sent to /login, remembering where they were headed.
 */
export function RequireAuth() {
  const location = useLocation();
  if (!readAuthToken()) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
