import { AUTH_TOKEN_KEY, STORED_USER_KEY } from '../../../app/session';
import { restoreSession } from '../restore-session';

const storedUser = { id: 1, email: 'ada@example.com', username: 'ada', firstName: 'Ada', lastName: null, profileImageUrl: null, bio: null, isAdmin: false, createdAt: '2026-01-01T00:00:00.000Z', lastLogin: null };
const fresh = { ...storedUser, bio: 'Loves maps' };

function answer(status: number, body: unknown) {
  return jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('restoring the session on startup (accounts spec, section 4)', () => {
  const originalFetch = globalThis.fetch;
  beforeEach(() => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'a.b.c');
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(storedUser));
  });
  afterEach(() => {
    globalThis.fetch = originalFetch;
    localStorage.clear();
  });

  test('a valid token: the profile is fetched with it and the session restored', async () => {
    const fetchMock = answer(200, fresh);
    globalThis.fetch = fetchMock;
    await expect(restoreSession()).resolves.toEqual(fresh);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/user/profile');
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe('Bearer a.b.c');
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY)!)).toEqual(fresh);
  });

  test('rejected by the server: token and user are cleared, with no redirect', async () => {
    globalThis.fetch = answer(401, { message: 'Your session has expired. Please sign in again.' });
    await expect(restoreSession()).resolves.toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  test('offline: the stored user is used; an unreadable one clears both', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(restoreSession()).resolves.toEqual(storedUser);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('a.b.c');

    localStorage.setItem(STORED_USER_KEY, '{not json');
    await expect(restoreSession()).resolves.toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  test('nothing stored (or only half a session): signed out without asking the server', async () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
    localStorage.removeItem(STORED_USER_KEY);
    await expect(restoreSession()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});
