/**
 * Accounts over REST and GraphQL, on both databases: registration, sign-in, sessions, the
 * first admin, forgotten and reset passwords, the rate limits, and that no response ever
 * carries a password or its hash. Each attack tried is a test here.
 */
import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';
import { createApp, shutdown, type OdysseyApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { AUTH_RATE_LIMITS } from '../src/modules/auth/auth-rate-limits.js';
import { PasswordResetToken } from '../src/modules/auth/password-reset-token.entity.js';
import { User } from '../src/modules/users/user.entity.js';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './databases.js';
import { startTestServer, type TestServer } from './harness.js';
import { HttpClient, resetTokenOf, waitForMail } from './support/http-client.js';

const PASSWORD = 'correct horse';
const account = (name: string) => ({ email: `${name}@example.com`, username: name, password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' });

describe.each(DATABASE_KINDS)('accounts on %s', (kind) => {
  let server: TestServer;
  const http = new HttpClient(() => server.url);
  const users = () => server.odyssey.dataSource.getRepository(User);

  beforeAll(async () => {
    server = await startTestServer(kind);
    // Generous: a cold start on a busy machine (PGlite, argon2 and the seed trips).
  }, 120_000);
  afterAll(async () => {
    await server.stop();
  });

  const register = (body: object) => http.call('POST', '/api/auth/register', { json: body });
  const login = (email: string, password = PASSWORD, headers?: Record<string, string>) => http.call('POST', '/api/auth/login', { json: { email, password }, headers });
  const profile = (token?: string) => http.call('GET', '/api/user/profile', { token });

  describe('register', () => {
    test('creates a regular account and answers with the documented message, without the password', async () => {
      const reply = await register(account('ada'));
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({ message: 'Your account has been created. Please sign in.', user: { email: 'ada@example.com', username: 'ada', firstName: 'Ada', isAdmin: false } });
      expect(reply.body.user).not.toHaveProperty('password');
      const stored = await users().findOneByOrFail({ email: 'ada@example.com' });
      expect(stored.password).toMatch(/^\$argon2id\$/);
    });

    test('isAdmin: true is accepted and ignored (REST and GraphQL)', async () => {
      const reply = await register({ ...account('mallory'), isAdmin: true });
      expect(reply.status).toBe(201);
      expect(reply.body.user.isAdmin).toBe(false);
      const viaGraphql = await http.graphql('mutation($input: RegisterInput!) { register(input: $input) { message } }', { input: { ...account('mallory2'), isAdmin: true } });
      expect(viaGraphql.body.data.register.message).toBe('Your account has been created. Please sign in.');
      for (const email of ['mallory@example.com', 'mallory2@example.com']) expect((await users().findOneByOrFail({ email })).isAdmin).toBe(false);
    });

    test.each([
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
      [{ username: '<script>' }, 'username', 'Username may only contain letters, numbers, dots, hyphens and underscores'],
      [{ password: '12345', confirmPassword: '12345' }, 'password', 'Password must be at least 6 characters'],
      [{ confirmPassword: 'something else' }, 'confirmPassword', "Passwords don't match"],
      [{ email: { $gt: '' } }, 'email', 'Please enter a valid email address'],
    ])('refuses %p with a 400 naming the field', async (change, field, message) => {
      const reply = await register({ ...account('valid'), ...change });
      expect(reply.status).toBe(400);
      expect(reply.body.fields).toEqual(expect.arrayContaining([{ field, messages: expect.arrayContaining([message]) }]));
    });

    test('a taken email (in any case) or username (in any case) is a 409', async () => {
      const email = await register({ ...account('other'), email: 'ADA@Example.com' });
      expect(email.status).toBe(409);
      expect(email.body.message).toBe('An account with this email already exists');
      const username = await register({ ...account('other'), username: 'ADA' });
      expect(username.status).toBe(409);
      expect(username.body.message).toBe('This username is already taken');
    });

    test('a body that is not an object, or not JSON, is a 400', async () => {
      expect((await http.call('POST', '/api/auth/register', { json: ['ada'] })).status).toBe(400);
      const broken = await http.call('POST', '/api/auth/register', { headers: { 'content-type': 'application/json' }, json: undefined });
      expect([400]).toContain(broken.status);
    });
  });

  describe('login and sessions', () => {
    let token: string;

    test('answers {token, user}, records lastLogin, and the token opens the profile', async () => {
      const reply = await login('ADA@example.com');
      expect(reply.status).toBe(200);
      token = reply.body.token;
      expect(token.split('.')).toHaveLength(3);
      expect(reply.body.user).toMatchObject({ username: 'ada', isAdmin: false });
      expect(reply.body.user.lastLogin).toEqual(expect.any(String));
      expect((await users().findOneByOrFail({ username: 'ada' })).lastLogin).not.toBeNull();
      const decoded = jwt.decode(token) as jwt.JwtPayload;
      expect(decoded.exp! - decoded.iat!).toBe(7 * 24 * 3600);
      const me = await profile(token);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ email: 'ada@example.com', username: 'ada', bio: null });
    });

    test('a wrong password and an unknown email get the same generic 401', async () => {
      const wrong = await login('ada@example.com', 'wrong password');
      const unknown = await login('nobody@example.com');
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body.message).toBe('Invalid email or password');
      expect(unknown.body).toEqual(wrong.body);
    });

    test('no token, a garbage, tampered, expired, foreign or unsigned token: 401', async () => {
      const [header, payload, signature] = token.split('.');
      const claims = jwt.decode(token) as jwt.JwtPayload;
      const asSomeoneElse = Buffer.from(JSON.stringify({ ...claims, sub: String(Number(claims.sub) + 1) })).toString('base64url');
      const secret = server.config.jwtSecret;
      const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
      const expired = jwt.sign({ ver: 0 }, secret, { algorithm: 'HS256', audience: 'odyssey-session', subject: String(claims.sub), expiresIn: -10 });
      const foreign = jwt.sign({ ver: 0 }, 'another secret that is long enough to be used', { algorithm: 'HS256', audience: 'odyssey-session', subject: String(claims.sub), expiresIn: 600 });
      const noAudience = jwt.sign({ ver: 0 }, secret, { algorithm: 'HS256', subject: String(claims.sub), expiresIn: 600 });
      expect((await profile()).body.message).toBe('Please sign in to continue');
      for (const bad of ['garbage', `${header}.${asSomeoneElse}.${signature}`, unsigned, foreign, noAudience, `${token}x`]) {
        const reply = await profile(bad);
        expect(reply.status).toBe(401);
        expect(reply.body.message).toBe('Your session is no longer valid. Please sign in again.');
      }
      const reply = await profile(expired);
      expect(reply.status).toBe(401);
      expect(reply.body.message).toBe('Your session has expired. Please sign in again.');
      expect((await http.call('GET', '/api/user/profile', { headers: { authorization: `Basic ${token}` } })).status).toBe(401);
    });

    test('a bad token does not block public calls or signing in again', async () => {
      expect((await http.call('GET', '/api/trips/featured', { token: 'garbage' })).status).toBe(200);
      expect((await http.call('POST', '/api/auth/login', { token: 'garbage', json: { email: 'ada@example.com', password: PASSWORD } })).status).toBe(200);
    });

    test('GraphQL: login, me, and UNAUTHENTICATED for a bad token; the hash is not in the schema', async () => {
      const signIn = await http.graphql('mutation($input: LoginInput!) { login(input: $input) { token user { username isAdmin } } }', { input: { email: 'ada@example.com', password: PASSWORD } });
      expect(signIn.body.data.login.user).toEqual({ username: 'ada', isAdmin: false });
      const me = await http.graphql('{ me { username email } }', {}, { token: signIn.body.data.login.token });
      expect(me.body.data.me).toEqual({ username: 'ada', email: 'ada@example.com' });
      expect((await http.graphql('{ me { username } }')).body.data.me).toBeNull();
      const bad = await http.graphql('{ me { username } }', {}, { token: 'garbage' });
      expect(bad.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      const wrong = await http.graphql('mutation($input: LoginInput!) { login(input: $input) { token } }', { input: { email: 'ada@example.com', password: 'wrong password' } });
      expect(wrong.body.errors[0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
      const hash = await http.graphql('{ me { password } }', {}, { token: signIn.body.data.login.token });
      expect(hash.status).toBe(400);
      expect(hash.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });
  });

  describe('forgot and reset password', () => {
    let session: string;

    test('answers the same for an unknown email; emails a link for a known one (dev token in the answer)', async () => {
      session = (await login('ada@example.com')).body.token;
      const unknown = await http.call('POST', '/api/auth/forgot-password', { json: { email: 'nobody@example.com' } });
      const known = await http.call('POST', '/api/auth/forgot-password', { json: { email: 'Ada@Example.com' } });
      expect(unknown.status).toBe(200);
      expect(known.status).toBe(200);
      expect(known.body.message).toBe(unknown.body.message);
      expect(unknown.body).not.toHaveProperty('token');
      expect(known.body.token).toEqual(expect.any(String));

      const mail = await waitForMail(server.config.mail.outboxDir, 'ada@example.com');
      expect(mail).toContain('Subject: Reset your Odyssey password');
      expect(resetTokenOf(mail)).toBe(known.body.token);
      // Only the token's hash is stored.
      const stored = await server.odyssey.dataSource.getRepository(PasswordResetToken).find();
      expect(stored.map((row) => row.tokenHash)).toContain(createHash('sha256').update(known.body.token).digest('hex'));
      expect(JSON.stringify(stored)).not.toContain(known.body.token);
    });

    test('reset sets the password, ends existing sessions, and the token works once', async () => {
      const { token } = (await http.call('POST', '/api/auth/forgot-password', { json: { email: 'ada@example.com' } })).body;
      const mismatch = await http.call('POST', '/api/auth/reset-password', { json: { token, password: 'new password', confirmPassword: 'other password' } });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.message).toBe("Passwords don't match");

      const reset = await http.call('POST', '/api/auth/reset-password', { json: { token, password: 'new password', confirmPassword: 'new password' } });
      expect(reset.status).toBe(200);
      expect(reset.body.message).toBe('Your password has been reset. Please sign in with your new password.');
      expect((await profile(session)).status).toBe(401);
      expect((await login('ada@example.com')).status).toBe(401);
      expect((await login('ada@example.com', 'new password')).status).toBe(200);

      const again = await http.call('POST', '/api/auth/reset-password', { json: { token, password: 'third password', confirmPassword: 'third password' } });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('This reset link is invalid or has expired. Please request a new one.');
    });

    test('an expired, unknown or missing token is refused; an older link dies when a newer one is used', async () => {
      const tokens = server.odyssey.dataSource.getRepository(PasswordResetToken);
      await tokens.clear();
      const first = (await http.call('POST', '/api/auth/forgot-password', { json: { email: 'mallory@example.com' } })).body.token;
      const second = (await http.call('POST', '/api/auth/forgot-password', { json: { email: 'mallory@example.com' } })).body.token;
      await tokens.update({ tokenHash: createHash('sha256').update(first).digest('hex') }, { expiresAt: new Date(Date.now() - 1000) });
      const body = (token: unknown) => ({ json: { token, password: 'new password', confirmPassword: 'new password' } });
      expect((await http.call('POST', '/api/auth/reset-password', body(first))).status).toBe(400);
      expect((await http.call('POST', '/api/auth/reset-password', body('made-up-token'))).status).toBe(400);
      const missing = await http.call('POST', '/api/auth/reset-password', body(''));
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('No reset token provided. Please use the link from your email.');

      await tokens.update({ tokenHash: createHash('sha256').update(first).digest('hex') }, { expiresAt: new Date(Date.now() + 60_000) });
      expect((await http.call('POST', '/api/auth/reset-password', body(second))).status).toBe(200);
      expect((await http.call('POST', '/api/auth/reset-password', body(first))).status).toBe(400);
    });

    test('two concurrent resets with one token: exactly one succeeds', async () => {
      const { token } = (await http.call('POST', '/api/auth/forgot-password', { json: { email: 'mallory2@example.com' } })).body;
      const replies = await Promise.all(['one password', 'two password'].map((password) => http.call('POST', '/api/auth/reset-password', { json: { token, password, confirmPassword: password } })));
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
    });

    test('GraphQL forgotPassword and resetPassword', async () => {
      const forgot = await http.graphql('mutation($input: ForgotPasswordInput!) { forgotPassword(input: $input) { message token } }', { input: { email: 'ada@example.com' } });
      const { token } = forgot.body.data.forgotPassword;
      const reset = await http.graphql('mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }', { input: { token, password: PASSWORD, confirmPassword: PASSWORD } });
      expect(reset.body.data.resetPassword.message).toBe('Your password has been reset. Please sign in with your new password.');
      expect((await login('ada@example.com')).status).toBe(200);
    });

    test('reset emails are limited per account: the 4th request in an hour is a 429', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < AUTH_RATE_LIMITS.resetRequestsPerAccount.points + 1; i++) {
        statuses.push((await http.call('POST', '/api/auth/forgot-password', { json: { email: 'flood@example.com' } })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });

  // Last: these spend the test client's address's budgets.
  describe('rate limits', () => {
    test('per account: after 5 failures even the right password gets a 429 with a clear message', async () => {
      await register(account('target'));
      for (let i = 0; i < AUTH_RATE_LIMITS.loginFailuresPerAccount.points; i++) expect((await login('target@example.com', `guess ${i}`)).status).toBe(401);
      const blocked = await login('target@example.com');
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      const viaGraphql = await http.graphql('mutation($input: LoginInput!) { login(input: $input) { token } }', { input: { email: 'target@example.com', password: PASSWORD } });
      expect(viaGraphql.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    });

    test('per address: failures over many accounts are limited too, and X-Forwarded-For does not get around it', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < AUTH_RATE_LIMITS.loginFailuresPerAddress.points; i++) {
        statuses.push((await login(`spray${i}@example.com`, 'wrong password', { 'x-forwarded-for': `203.0.113.${i}` })).status);
      }
      expect(statuses).toContain(429);
      const fresh = await login('ada@example.com', PASSWORD, { 'x-forwarded-for': '198.51.100.7' });
      expect(fresh.status).toBe(429);
    });
  });

  test('no response in this suite carried a password, its hash or the session version', () => {
    expect(http.seen.length).toBeGreaterThan(40);
    for (const body of http.seen) {
      expect(body).not.toMatch(/\$argon2/);
      expect(body).not.toMatch(/"password"\s*:/);
      expect(body).not.toMatch(/tokenVersion/);
      expect(body).not.toContain(PASSWORD);
    }
  });
});

describe.each(DATABASE_KINDS)('accounts in production on %s', (kind) => {
  let server: TestServer;
  const http = new HttpClient(() => server.url);

  beforeAll(async () => {
    server = await startTestServer(kind, { NODE_ENV: 'production', ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'admin password', PUBLIC_URL: 'https://trips.example.org' });
  });
  afterAll(async () => {
    await server.stop();
  });

  test('the first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD', async () => {
    const reply = await http.call('POST', '/api/auth/login', { json: { email: 'boss@example.com', password: 'admin password' } });
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({ email: 'boss@example.com', isAdmin: true });
  });

  test('forgot-password answers byte for byte the same whether or not the account exists, with no token; the link uses PUBLIC_URL', async () => {
    const known = await http.call('POST', '/api/auth/forgot-password', { json: { email: 'boss@example.com' }, headers: { host: 'evil.example.net' } });
    const unknown = await http.call('POST', '/api/auth/forgot-password', { json: { email: 'nobody@example.com' } });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(http.seen.at(-2)).toBe(http.seen.at(-1));
    expect(known.body).not.toHaveProperty('token');
    const mail = await waitForMail(server.config.mail.outboxDir, 'boss@example.com');
    expect(mail.replace(/=\r?\n/g, '')).toContain('https://trips.example.org/reset-password?token=3D');
    expect(mail).not.toContain('evil.example.net');
  });

  test('per address: reset requests over many emails and registrations are limited too, with a 429 and a clear message', async () => {
    // The test above spent two reset requests from this address.
    const resets: number[] = [];
    for (let i = 2; i <= AUTH_RATE_LIMITS.resetRequestsPerAddress.points; i++) {
      resets.push((await http.call('POST', '/api/auth/forgot-password', { json: { email: `someone${i}@example.com` }, headers: { 'x-forwarded-for': `203.0.113.${i}` } })).status);
    }
    expect(resets).toEqual([...Array(AUTH_RATE_LIMITS.resetRequestsPerAddress.points - 2).fill(200), 429]);
    expect(http.seen.at(-1)).toMatch(/"message":"Too many password reset requests\. Please try again in \d+ minutes?\."/);

    const registrations: number[] = [];
    for (let i = 0; i <= AUTH_RATE_LIMITS.registrationsPerAddress.points; i++) {
      registrations.push((await http.call('POST', '/api/auth/register', { json: account(`newcomer${i}`) })).status);
    }
    expect(registrations).toEqual([...Array(AUTH_RATE_LIMITS.registrationsPerAddress.points).fill(201), 429]);
    const refused = await http.graphql('mutation($input: RegisterInput!) { register(input: $input) { message } }', { input: account('one-more') });
    expect(refused.body.errors[0]).toMatchObject({ message: expect.stringMatching(/^Too many accounts created from your network\. Please try again in \d+ minutes?\.$/), extensions: { code: 'RATE_LIMITED' } });
  });
});

describe('the sign-in limit is shared by instances on one PostgreSQL', () => {
  let db: TestDatabase;
  const running: Array<{ app: OdysseyApp; server: Server; url: string }> = [];

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    const config: Config = { ...loadConfig({ DATA_DIR: db.dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' }), database: db.database };
    for (let i = 0; i < 2; i++) {
      const app = await createApp(config, createLogger(config));
      const server: Server = await new Promise((resolve) => {
        const listening = app.app.listen(0, '127.0.0.1', () => resolve(listening));
      });
      running.push({ app, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    }
  });
  afterAll(async () => {
    for (const { app, server } of running) await shutdown(server, app, 2_000);
    await db.drop();
  });

  test('failures spread over two instances add up to one 429', async () => {
    const [first, second] = running.map(({ url }) => new HttpClient(() => url));
    expect((await first.call('POST', '/api/auth/register', { json: account('shared') })).status).toBe(201);
    const fail = (client: HttpClient) => client.call('POST', '/api/auth/login', { json: { email: 'shared@example.com', password: 'wrong password' } });
    for (let i = 0; i < AUTH_RATE_LIMITS.loginFailuresPerAccount.points; i++) expect((await fail(i % 2 ? first : second)).status).toBe(401);
    expect((await first.call('POST', '/api/auth/login', { json: { email: 'shared@example.com', password: PASSWORD } })).status).toBe(429);
    expect((await second.call('POST', '/api/auth/login', { json: { email: 'shared@example.com', password: PASSWORD } })).status).toBe(429);
  });
});
