/**
 * The browser side of a signed-in session: the bearer token and the user object kept in
 * local storage, and what happens when the server says the session is no longer valid.
 */
export const AUTH_TOKEN_KEY = 'authToken';
export const STORED_USER_KEY = 'user';
/** Where an expired session sends the browser (docs/product/traveller.md, section 4: session expiry). */
export const SESSION_EXPIRED_ROUTE = '/auth';

/** The part of `window.location` the expiry handler needs; tests pass a stand-in. */
export type BrowserLocation = Pick<Location, 'pathname' | 'assign'>;

export function readAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    // Storage can be unavailable (privacy modes, sandboxed frames): behave as signed out.
    return null;
  }
}

/** The signed-in user as the server describes them (the `me` query; GET /api/user/profile for REST clients). */
export interface SessionUser {
  id: number;
  email: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  bio: string | null;
  isAdmin: boolean;
  createdAt: string;
  lastLogin: string | null;
}

export function storeSession(token: string, user: SessionUser): void {
  try {
    window.localStorage.setItem(AUTH_TOKEN_KEY, token);
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
  } catch {
    // Without storage the session lasts as long as the page (the provider still holds it).
  }
}

/** The stored user, or null when there is none or it cannot be parsed. */
export function readStoredUser(): SessionUser | null {
  try {
    const raw = window.localStorage.getItem(STORED_USER_KEY);
    if (!raw) return null;
    const user = JSON.parse(raw) as Partial<SessionUser> | null;
    return user && typeof user === 'object' && typeof user.username === 'string' && typeof user.email === 'string' ? (user as SessionUser) : null;
  } catch {
    return null;
  }
}

export function clearStoredSession(): void {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
    window.localStorage.removeItem(STORED_USER_KEY);
  } catch {
    // Nothing stored that we could reach, so nothing to clear.
  }
}

/**
 * Called when a request is answered with 401 / UNAUTHENTICATED: forget the session and go to
 * the sign-in screen. A full page load (not a router navigation) also drops every cached
 * query that was fetched with the old credentials.
 */
export function expireSession(location: BrowserLocation = window.location): void {
  clearStoredSession();
  if (location.pathname !== SESSION_EXPIRED_ROUTE) location.assign(SESSION_EXPIRED_ROUTE);
}
