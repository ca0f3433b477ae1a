import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { GraphQLError, parse } from 'graphql';
import { Observable, of, throwError } from 'rxjs';
import { SiteSettingsDocument } from '../../gql/graphql';
import { apiRequest, ApiError } from '../api';
import { createSessionExpiryLink } from '../apollo';
import { AUTH_TOKEN_KEY, expireSession, STORED_USER_KEY, type BrowserLocation } from '../session';

jest.mock('../session', () => {
  const actual = jest.requireActual('../session');
  return { ...actual, expireSession: jest.fn() };
});

const { expireSession: realExpireSession } = jest.requireActual<typeof import('../session')>('../session');
const expireSessionMock = expireSession as jest.MockedFunction<typeof expireSession>;

beforeEach(() => {
  expireSessionMock.mockClear();
  localStorage.clear();
});

describe('expireSession', () => {
  const fakeLocation = (pathname: string): BrowserLocation & { assign: jest.Mock } => ({ pathname, assign: jest.fn() });

  it('clears the stored token and user and goes to /auth', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
    localStorage.setItem(STORED_USER_KEY, '{"id":1}');
    localStorage.setItem('tripPreferences', '{}');
    const location = fakeLocation('/my-trips');

    realExpireSession(location);

    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(localStorage.getItem('tripPreferences')).toBe('{}');
    expect(location.assign).toHaveBeenCalledWith('/auth');
  });

  it('does not redirect when already on /auth', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
    const location = fakeLocation('/auth');
    realExpireSession(location);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(location.assign).not.toHaveBeenCalled();
  });
});

describe('the GraphQL session-expiry link', () => {
  const query = SiteSettingsDocument;

  function clientAnswering(answer: () => Observable<ApolloLink.Result>) {
    return new ApolloClient({
      link: ApolloLink.from([createSessionExpiryLink(), new ApolloLink(answer)]),
      cache: new InMemoryCache(),
    });
  }

  const graphQLError = (code: string) => () => of({ errors: [new GraphQLError('nope', { extensions: { code } })] });

  it('expires the session on UNAUTHENTICATED', async () => {
    const client = clientAnswering(graphQLError('UNAUTHENTICATED'));
    await expect(client.query({ query })).rejects.toThrow('nope');
    expect(expireSessionMock).toHaveBeenCalledTimes(1);
  });

  it('expires the session on an HTTP 401', async () => {
    const response = { status: 401, statusText: 'Unauthorized' } as Response;
    const client = clientAnswering(() => throwError(() => new ServerError('Response not successful', { response, bodyText: '' })));
    await expect(client.query({ query })).rejects.toThrow();
    expect(expireSessionMock).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone for other errors', async () => {
    const client = clientAnswering(graphQLError('NOT_FOUND'));
    await expect(client.query({ query })).rejects.toThrow('nope');
    expect(expireSessionMock).not.toHaveBeenCalled();
  });

  it('leaves the session alone when sign-in itself is refused', async () => {
    const link = ApolloLink.from([createSessionExpiryLink(), new ApolloLink(graphQLError('UNAUTHENTICATED'))]);
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    // Not a document of the app (the schema has no login yet), so it is built by hand here.
    await expect(client.mutate({ mutation: parse('mutation SignIn { login(email: "a@b.c", password: "x") { token } }') })).rejects.toThrow();
    expect(expireSessionMock).not.toHaveBeenCalled();
  });

  it('honours skipSessionExpiry in the operation context', async () => {
    const client = clientAnswering(graphQLError('UNAUTHENTICATED'));
    await expect(client.query({ query, context: { skipSessionExpiry: true } })).rejects.toThrow();
    expect(expireSessionMock).not.toHaveBeenCalled();
  });
});

describe('apiRequest', () => {
  const fetchMock = jest.fn();
  beforeAll(() => {
    globalThis.fetch = fetchMock;
  });
  beforeEach(() => fetchMock.mockReset());

  const answer = (status: number, body: string, statusText = '') =>
    fetchMock.mockResolvedValueOnce(new Response(body, { status, statusText, headers: { 'Content-Type': 'application/json' } }));

  it('sends credentials, JSON and the bearer token', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
    answer(200, '{"uuid":"u1"}');
    await expect(apiRequest('/api/trips/generate', { method: 'POST', body: { destination: 'Kyoto' } })).resolves.toEqual({ uuid: 'u1' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/trips/generate');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-1', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"destination":"Kyoto"}');
  });

  it('shapes errors: status, code from body.error, message from body.message', async () => {
    answer(422, '{"error":"destination_not_covered","message":"We cannot plan Atlantis yet"}', 'Unprocessable Entity');
    const error = await apiRequest('/api/trips/generate', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'destination_not_covered', message: 'We cannot plan Atlantis yet' });
  });

  it('falls back to the status text, then the raw body, then the status', async () => {
    answer(502, '{"error":"invalid_response_format"}', 'Bad Gateway');
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ message: 'Bad Gateway', code: 'invalid_response_format' });
    answer(500, 'upstream exploded');
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ message: 'upstream exploded', code: undefined });
    answer(503, '');
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ message: '503' });
  });

  it('expires the session on a 401 from a normal call', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
    answer(401, '{"error":"unauthenticated","message":"Please sign in"}', 'Unauthorized');
    await expect(apiRequest('/api/trips')).rejects.toMatchObject({ status: 401 });
    expect(expireSessionMock).toHaveBeenCalledTimes(1);
  });

  it('does not expire the session when sign-in or registration answers 401', async () => {
    answer(401, '{"error":"unauthenticated","message":"Wrong email or password"}');
    await expect(apiRequest('/api/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ message: 'Wrong email or password' });
    answer(401, '{}');
    await expect(apiRequest('/api/auth/register', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(expireSessionMock).not.toHaveBeenCalled();
  });

  it('does not expire a session that never existed on a write', async () => {
    answer(401, '{}');
    await expect(apiRequest('/api/trips/uuid/u1/save', { method: 'POST' })).rejects.toMatchObject({ status: 401 });
    expect(expireSessionMock).not.toHaveBeenCalled();
  });

  it("resolves with null on a 401 when asked to ('return-null')", async () => {
    answer(401, '{}');
    await expect(apiRequest('/api/user/profile', { on401: 'return-null' })).resolves.toBeNull();
    expect(expireSessionMock).not.toHaveBeenCalled();
  });
});
