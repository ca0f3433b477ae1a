/**
 * PostgreSQL goes away under a running app and comes back. The real server process runs on a
 * PostgreSQL cluster of the test's own, which is stopped twice: `pg_ctl stop -m immediate` (a
 * crash: connections cut, recovery at the next start) and `-m fast` (a clean stop that ends
 * every session). While it is down, every kind of request must fail cleanly and quickly: a 503
 * in the app's JSON error shape, code `database_unavailable`, with Retry-After, no stack and no
 * driver text; /api/health says the database is down. Once it is back the same app, never
 * restarted, must serve again, with the data written before the outage.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.js';
import { buildServerIfStale, startServerProcess, type ServerProcess } from './support/server-process.js';

/** How long a request may take while the database is down: pg's connection timeout (5 s) and some room. */
const OUTAGE_ANSWER_BOUND_MS = 8_000;
const RECOVERY_BOUND_MS = 15_000;
const PASSWORD = 'restart password';

interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes
  text: string;
  headers: Headers;
  ms: number;
}

let cluster: PrivatePostgres;
let server: ServerProcess;
let dataDir: string;
let token: string;
let tripUuid: string;
let cookie: string;

async function call(method: string, urlPath: string, options: { json?: unknown; headers?: Record<string, string> } = {}): Promise<Reply> {
  const started = Date.now();
  const headers: Record<string, string> = { ...options.headers };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  // A request that hangs fails here rather than at the suite's time limit.
  const response = await fetch(`${server.url}${urlPath}`, { method, headers, body: options.json === undefined ? undefined : JSON.stringify(options.json), signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  const body = (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : undefined;
  return { status: response.status, body, text, headers: response.headers, ms: Date.now() - started };
}

const graphql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) => call('POST', '/graphql', { json: { query, variables }, headers });

const signUp = (name: string) => call('POST', '/api/auth/register', { json: { email: `${name}@example.com`, username: name, password: PASSWORD, confirmPassword: PASSWORD } });
const generate = (headers: Record<string, string> = {}) =>
  call('POST', '/api/trips/generate', { json: { destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-02' }, headers });

/** One request of each kind the app serves from the database: reads and writes, REST and GraphQL, signed in or not. */
const REQUESTS: Array<[string, (outage: string) => Promise<Reply>]> = [
  ['reading a trip', () => call('GET', `/api/trips/uuid/${tripUuid}`)],
  ['a signed-in profile', () => call('GET', '/api/user/profile', { headers: { authorization: `Bearer ${token}` } })],
  ['the saved trips', () => call('GET', '/api/trips', { headers: { authorization: `Bearer ${token}` } })],
  ['a sign-up', (outage) => signUp(`signup-${outage}`)],
  ['a sign-in', () => call('POST', '/api/auth/login', { json: { email: 'first@example.com', password: PASSWORD } })],
  ['a newsletter sign-up', (outage) => call('POST', '/api/newsletter/subscribe', { json: { email: `reader-${outage}@example.com` } })],
  ['planning a trip', () => generate({ cookie })],
  ['a GraphQL query', () => graphql('query($uuid: String!) { trip(uuid: $uuid) { uuid destination } }', { uuid: tripUuid })],
  ['a GraphQL mutation', (outage) => graphql('mutation($email: String!) { subscribeNewsletter(email: $email) { message } }', { email: `graph-${outage}@example.com` })],
];

beforeAll(async () => {
  buildServerIfStale();
  cluster = await startPrivatePostgres();
  dataDir = mkdtempSync(path.join(tmpdir(), 'odyssey-pg-restart-'));
  server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: cluster.url });
  expect((await signUp('first')).status).toBe(201);
  token = (await call('POST', '/api/auth/login', { json: { email: 'first@example.com', password: PASSWORD } })).body.token;
  const trip = await generate();
  expect(trip.status).toBe(201);
  tripUuid = trip.body.uuid;
  cookie = (trip.headers.get('set-cookie') ?? '').split(';')[0];
  // a build of the server when its sources are newer (never in CI, which builds first), then a start
}, 180_000);
afterAll(async () => {
  await server?.stop();
  cluster?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.each(['immediate', 'fast'] as const)('PostgreSQL stopped with -m %s while the app runs', (mode) => {
  test('while it is down, every request fails quickly with a clean 503, and health says so', async () => {
    cluster.stop(mode);
    const health = await call('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'degraded', database: { kind: 'postgres', ok: false }, version: expect.any(String) });
    expect(health.ms).toBeLessThan(OUTAGE_ANSWER_BOUND_MS);

    for (const [name, send] of REQUESTS) {
      const reply = await send(mode);
      const context = `${name}: ${reply.status} ${reply.text}`;
      expect(reply.ms).toBeLessThan(OUTAGE_ANSWER_BOUND_MS);
      expect(reply.text).not.toMatch(/ECONNREFUSED|Connection terminated|\.ts:\d|\.js:\d|\bat [A-Za-z.]+ \(|postgres:\/\/|SELECT|INSERT/);
      if (name.startsWith('a GraphQL')) {
        expect([200, 503]).toContain(reply.status);
        expect(reply.body?.errors?.[0]?.extensions).toMatchObject({ code: 'DATABASE_UNAVAILABLE', errorCode: 'database_unavailable', status: 503 });
        expect(reply.body.errors[0].message).toBe('The database is not reachable right now. Please try again in a moment.');
      } else {
        expect({ context, status: reply.status }).toEqual({ context, status: 503 });
        expect(reply.body).toEqual({
          error: 'database_unavailable',
          errorCode: 'database_unavailable',
          status: 503,
          message: 'The database is not reachable right now. Please try again in a moment.',
          retryAfterSeconds: 5,
        });
        expect(reply.headers.get('retry-after')).toBe('5');
      }
    }
  });

  test('while it is down, the planning progress stream ends with the same error as an event', async () => {
    const reply = await call('POST', '/api/trips/generate/stream', {
      json: { destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-02' },
      headers: { cookie },
    });
    expect(reply.ms).toBeLessThan(OUTAGE_ANSWER_BOUND_MS);
    const events = reply.text.split('\n\n').filter((block) => block.startsWith('event:'));
    expect(events.at(-1)).toBe(
      'event: error\ndata: ' +
        JSON.stringify({ error: 'database_unavailable', errorCode: 'database_unavailable', status: 503, message: 'The database is not reachable right now. Please try again in a moment.', retryAfterSeconds: 5 }),
    );
  });

  test('once it is back, the same app process serves again, with the data written before', async () => {
    const pid = server.pid;
    cluster.start();
    const until = Date.now() + RECOVERY_BOUND_MS;
    let health = await call('GET', '/api/health');
    while (health.status !== 200 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      health = await call('GET', '/api/health');
    }
    expect(health.body).toMatchObject({ status: 'ok', database: { kind: 'postgres', ok: true } });

    expect((await call('GET', `/api/trips/uuid/${tripUuid}`)).body).toMatchObject({ uuid: tripUuid, destination: expect.stringContaining('Lisbon') });
    expect((await call('GET', '/api/user/profile', { headers: { authorization: `Bearer ${token}` } })).body).toMatchObject({ email: 'first@example.com' });
    expect((await signUp(`after-${mode}`)).status).toBe(201);
    expect((await call('POST', '/api/newsletter/subscribe', { json: { email: `after-${mode}@example.com` } })).status).toBe(200);
    expect((await generate({ cookie })).status).toBe(201);
    const query = await graphql('query($uuid: String!) { trip(uuid: $uuid) { uuid } }', { uuid: tripUuid });
    expect(query.body).toEqual({ data: { trip: { uuid: tripUuid } } });
    // The writes refused during the outage left nothing behind: the sign-up can be made now.
    expect((await signUp(`signup-${mode}`)).status).toBe(201);

    // Still the process started before the outages: it neither crashed nor was restarted.
    expect(server.pid).toBe(pid);
    expect(await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('running'), 100))])).toBe('running');
    expect(server.log.filter((line) => line.level >= 60)).toEqual([]);
  });
});
