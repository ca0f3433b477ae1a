/**
 * The spec's startup logic (docs/product/accounts-admin.md, section 4): with a stored token and user, ask the
 * server who the token belongs to (the `me` query). Valid: the session is restored. Rejected
 * (UNAUTHENTICATED): both are cleared. Network failure: the stored user is used; if it cannot
 * be parsed, both are cleared.
 */
import { loadApolloClient } from '../../app/apollo-loader';
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
    // Every page's first load includes this module: the query and Apollo Client come later (the one shared client).
    const [client, { fetchSessionUser }] = await Promise.all([loadApolloClient(), import('./session-user-query')]);
    const user = await fetchSessionUser(client);
    if (!user) {
      clearStoredSession();
      return null;
    }
    storeSession(token, user);
    return user;
  } catch {
    // Offline or the server is unreachable: trust the stored user until the server can say.
    const stored = readStoredUser();
    if (!stored) clearStoredSession();
    return stored;
  }
}
