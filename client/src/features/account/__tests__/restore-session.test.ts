import { AUTH_TOKEN_KEY, expireSession, STORED_USER_KEY } from '../../../app/session';
import { restoreSession } from '../restore-session';

// A rejected token at start-up clears the session quietly: it must not send the browser to /auth.
jest.mock('../../../app/session', () => ({ ...jest.requireActual('../../../app/session'), expireSession: jest.fn() }));

const storedUser = { id: 1, email: 'ada@example.com', username: 'ada', firstName: 'Ada', lastName: null, profileImageUrl: null, bio: null, isAdmin: false, createdAt: '2026-01-01T00:00:00.000Z', lastLogin: null };
const fresh = { ...storedUser, bio: 'Loves maps' };

/** The server's answer to the `me` query, as Apollo Server sends it. */
function answer(status: number, body: unknown) {
  return jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/graphql-response+json' } }));
}
const graphQLError = (message: string, extensions: Record<string, unknown>) => ({ errors: [{ message, path: ['me'], extensions }], data: null });

describe('restoring the session on startup (docs/product/accounts-admin.md, section 4)', () => {
  const originalFetch = globalThis.fetch;
  beforeEach(() => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'a.b.c');
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(storedUser));
    (expireSession as jest.Mock).mockClear();
  });
  afterEach(() => {
    globalThis.fetch = originalFetch;
    localStorage.clear();
  });

  test('a valid token: `me` is asked over GraphQL with it and the session restored', async () => {
    const fetchMock = answer(200, { data: { me: { __typename: 'User', ...fresh } } });
    globalThis.fetch = fetchMock;
    await expect(restoreSession()).resolves.toEqual(fresh);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer a.b.c');
    expect(JSON.parse(init.body)).toMatchObject({ operationName: 'SessionUser' });
    expect(JSON.parse(init.body).query).toContain('me {');
    // Stored as the plain user the REST profile gave: no GraphQL __typename.
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY)!)).toEqual(fresh);
  });

  test('each answer is a fresh one from the server, never the cache', async () => {
    globalThis.fetch = answer(200, { data: { me: { __typename: 'User', ...fresh } } });
    await restoreSession();
    const changed = { ...fresh, username: 'ada2' };
    globalThis.fetch = answer(200, { data: { me: { __typename: 'User', ...changed } } });
    await expect(restoreSession()).resolves.toEqual(changed);
  });

  test('rejected by the server (UNAUTHENTICATED): token and user are cleared, with no redirect', async () => {
    globalThis.fetch = answer(200, graphQLError('Your session has expired. Please sign in again.', { code: 'UNAUTHENTICATED', errorCode: 'unauthenticated', status: 401 }));
    await expect(restoreSession()).resolves.toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(expireSession).not.toHaveBeenCalled();
  });

  test('an HTTP 401 from /graphql, or no user for the token, is a rejection too', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue(new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));
    await expect(restoreSession()).resolves.toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();

    localStorage.setItem(AUTH_TOKEN_KEY, 'a.b.c');
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(storedUser));
    globalThis.fetch = answer(200, { data: { me: null } });
    await expect(restoreSession()).resolves.toBeNull();
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(expireSession).not.toHaveBeenCalled();
  });

  test('offline: the stored user is used; an unreadable one clears both', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(restoreSession()).resolves.toEqual(storedUser);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('a.b.c');

    localStorage.setItem(STORED_USER_KEY, '{not json');
    await expect(restoreSession()).resolves.toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  test('a server failure other than a rejection keeps the stored session, as before', async () => {
    globalThis.fetch = answer(200, graphQLError('Something went wrong on our side. Please try again later.', { code: 'INTERNAL_SERVER_ERROR' }));
    await expect(restoreSession()).resolves.toEqual(storedUser);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('a.b.c');
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
