import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { GraphQLError } from 'graphql';
import { Observable, of, throwError } from 'rxjs';
import { AccountLoginDocument, AccountRegisterDocument, SiteSettingsDocument } from '../../gql/graphql';
import { ApiError, toApiError } from '../api';
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

  it('leaves the session alone when sign-in or registration itself is refused', async () => {
    const client = clientAnswering(graphQLError('UNAUTHENTICATED'));
    await expect(client.mutate({ mutation: AccountLoginDocument, variables: { input: { email: 'a@b.c', password: 'wrong-one' } } })).rejects.toThrow();
    const input = { email: 'a@b.c', username: 'ada', password: 'secret1', confirmPassword: 'secret1' };
    await expect(client.mutate({ mutation: AccountRegisterDocument, variables: { input } })).rejects.toThrow();
    expect(expireSessionMock).not.toHaveBeenCalled();
  });

  it('honours skipSessionExpiry in the operation context', async () => {
    const client = clientAnswering(graphQLError('UNAUTHENTICATED'));
    await expect(client.query({ query, context: { skipSessionExpiry: true } })).rejects.toThrow();
    expect(expireSessionMock).not.toHaveBeenCalled();
  });
});

describe('toApiError (docs/product/traveller.md, section 8)', () => {
  it('shapes errors: status, code from body.error, message from body.message', () => {
    const error = toApiError(422, 'Unprocessable Entity', '{"error":"destination_not_covered","message":"We cannot plan Atlantis yet"}');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'destination_not_covered', message: 'We cannot plan Atlantis yet' });
  });

  it('falls back to the status text, then the raw body, then the status', () => {
    expect(toApiError(502, 'Bad Gateway', '{"error":"invalid_response_format"}')).toMatchObject({ message: 'Bad Gateway', code: 'invalid_response_format' });
    expect(toApiError(500, '', 'upstream exploded')).toMatchObject({ message: 'upstream exploded', code: undefined });
    expect(toApiError(503, '', '')).toMatchObject({ message: '503' });
  });
});
