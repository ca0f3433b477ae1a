/**
 * The spec's startup logic (accounts spec, section 4): with a stored token and user, ask the
 * server for the profile. Valid: the session is restored. Rejected (401): both are cleared.
 * Network failure: the stored user is used; if it cannot be parsed, both are cleared.
 */
import { api, ApiError } from '../../app/api';
import { clearStoredSession, readAuthToken, readStoredUser, STORED_USER_KEY, storeSession, type SessionUser } from '../../app/session';

const hasStoredUser = () => {
  try {
    return window.localStorage.getItem(STORED_USER_KEY) !== null;
  } catch {
    return false;
  }
};

/** Whether there is a stored session to check at all; without one the visitor is simply signed out. */
export const hasStoredSession = () => readAuthToken() !== null && hasStoredUser();

export async function restoreSession(): Promise<SessionUser | null> {
  const token = readAuthToken();
  if (!token || !hasStoredSession()) {
    clearStoredSession();
    return null;
  }
  try {
    const user = await api.get<SessionUser>('/api/user/profile', { on401: 'throw' });
    storeSession(token, user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearStoredSession();
      return null;
    }
    // Offline or the server is unreachable: trust the stored user until the server can say.
    const stored = readStoredUser();
    if (!stored) clearStoredSession();
    return stored;
  }
}
