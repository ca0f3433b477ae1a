import { ApiError } from '../../../app/api';
import { expireSession } from '../../../app/session';
import { login, register, requestPasswordReset, resetPassword, serverMessage } from '../account-api';

// Wrong credentials on the sign-in screens are an answer for the form, never an expired session.
jest.mock('../../../app/session', () => ({ ...jest.requireActual('../../../app/session'), expireSession: jest.fn() }));

const user = { id: 7, email: 'ada@example.com', username: 'ada', firstName: 'Ada', lastName: null, profileImageUrl: null, bio: null, isAdmin: false, createdAt: '2026-01-01T00:00:00.000Z', lastLogin: '2026-02-01T00:00:00.000Z' };

const originalFetch = globalThis.fetch;
let fetchMock: jest.Mock;
/** Apollo Server's answer: a GraphQL JSON body (errors included) with the given HTTP status. */
function answer(body: unknown, status = 200) {
  fetchMock = jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/graphql-response+json' } }));
  globalThis.fetch = fetchMock;
}
const failure = (message: string, extensions: Record<string, unknown>) => ({ errors: [{ message, extensions }], data: null });
const sent = () => JSON.parse(fetchMock.mock.calls[0][1].body) as { operationName: string; variables: { input: Record<string, unknown> } };

beforeEach(() => (expireSession as jest.Mock).mockClear());
afterEach(() => {
  globalThis.fetch = originalFetch;
});

describe('sign-in (docs/product/accounts-admin.md, sections 7 and 8) over the login mutation', () => {
  test('sends the trimmed email to /graphql and returns the token and the plain user', async () => {
    answer({ data: { login: { __typename: 'AuthPayload', token: 'jwt.1', user: { __typename: 'User', ...user } } } });
    await expect(login('  ada@example.com ', 'secret1')).resolves.toEqual({ token: 'jwt.1', user });
    expect(fetchMock.mock.calls[0][0]).toBe('/graphql');
    expect(sent()).toMatchObject({ operationName: 'AccountLogin', variables: { input: { email: 'ada@example.com', password: 'secret1' } } });
  });

  test('wrong credentials: an ApiError 401 with the server message, and the session is not expired', async () => {
    answer(failure('Invalid email or password', { code: 'UNAUTHENTICATED', errorCode: 'unauthenticated', status: 401 }));
    const error = await login('ada@example.com', 'wrong-one').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'unauthenticated', message: 'Invalid email or password' });
    expect(serverMessage(error)).toBe('Invalid email or password');
    expect(expireSession).not.toHaveBeenCalled();
  });

  test('too many attempts: the 429 message is what the screen shows', async () => {
    const message = 'Too many failed sign-in attempts. Please try again in 15 minutes.';
    answer(failure(message, { code: 'RATE_LIMITED', errorCode: 'rate_limited', status: 429, retryAfterSeconds: 900 }));
    const error = await login('ada@example.com', 'wrong-one').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', message });
    expect(serverMessage(error)).toBe(message);
  });

  test('an answer without a token gives "Invalid response from server", which is no server message', async () => {
    answer({ data: null });
    const error = await login('ada@example.com', 'secret1').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 200, message: 'Invalid response from server' });
    expect(serverMessage(error)).toBeUndefined();
  });

  test('offline: the error is not an ApiError, so the screens fall back to their own text', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await login('ada@example.com', 'secret1').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(serverMessage(error)).toBeUndefined();
  });
});

describe('registration and password reset over their mutations', () => {
  test('register sends the whole form, trimmed, with isAdmin false', async () => {
    answer({ data: { register: { __typename: 'ActionMessage', message: 'Your account has been created. Please sign in.' } } });
    await expect(register({ firstName: 'Ada', lastName: '', email: ' ada@example.com', username: ' ada ', password: 'secret1', confirmPassword: 'secret1' })).resolves.toEqual({ message: 'Your account has been created. Please sign in.' });
    expect(sent()).toMatchObject({
      operationName: 'AccountRegister',
      variables: { input: { firstName: 'Ada', lastName: '', email: 'ada@example.com', username: 'ada', password: 'secret1', confirmPassword: 'secret1', isAdmin: false } },
    });
  });

  test("a refused registration (BAD_USER_INPUT) carries the server's field message", async () => {
    answer(failure('Username must be at least 3 characters', { code: 'BAD_USER_INPUT', errorCode: 'validation_failed', status: 400 }));
    const error = await register({ firstName: '', lastName: '', email: 'ada@example.com', username: 'ad', password: 'secret1', confirmPassword: 'secret1' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(serverMessage(error)).toBe('Username must be at least 3 characters');
    expect(expireSession).not.toHaveBeenCalled();
  });

  test('forgot password returns the message and the development token when the server gives one', async () => {
    answer({ data: { forgotPassword: { __typename: 'ForgotPasswordPayload', message: 'If that email exists, a reset link has been sent', token: 'reset-1' } } });
    await expect(requestPasswordReset(' ada@example.com ')).resolves.toEqual({ message: 'If that email exists, a reset link has been sent', token: 'reset-1' });
    expect(sent()).toMatchObject({ operationName: 'AccountForgotPassword', variables: { input: { email: 'ada@example.com' } } });

    answer({ data: { forgotPassword: { __typename: 'ForgotPasswordPayload', message: 'sent', token: null } } });
    await expect(requestPasswordReset('ada@example.com')).resolves.toEqual({ message: 'sent', token: undefined });
  });

  test("reset password sends the token and both passwords; a bad token's message reaches the screen", async () => {
    answer({ data: { resetPassword: { __typename: 'ActionMessage', message: 'Your password has been reset.' } } });
    await expect(resetPassword('reset-1', 'newpass1', 'newpass1')).resolves.toEqual({ message: 'Your password has been reset.' });
    expect(sent()).toMatchObject({ operationName: 'AccountResetPassword', variables: { input: { token: 'reset-1', password: 'newpass1', confirmPassword: 'newpass1' } } });

    answer(failure('This reset link is invalid or has expired. Please request a new one.', { code: 'BAD_USER_INPUT', errorCode: 'bad_request', status: 400 }));
    const error = await resetPassword('used', 'newpass1', 'newpass1').catch((e: unknown) => e);
    expect(serverMessage(error)).toBe('This reset link is invalid or has expired. Please request a new one.');
  });
});
