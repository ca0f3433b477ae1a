/**
 * Live trip changes (issue 22): a page subscribed to a trip over WebSocket (graphql-ws) hears
 * every change to it, from any instance. On the embedded database the instance tells its own
 * subscribers; two instances on one PostgreSQL tell each other through LISTEN/NOTIFY. Who made a
 * change is told only to the trip's own travellers. The figures printed are the time from a
 * change's acknowledgement to its arrival on the other instance.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createTestDatabase } from './databases.js';
import { startTestServer, startTestServerOn, type TestServer } from './harness.js';
import { HttpClient } from './support/http-client.js';

const PASSWORD = 'correct horse';
const SUBSCRIPTION = 'subscription($u: String!) { tripChanged(tripUuid: $u) { tripUuid kind by at } }';
const JWT_SECRET = 'a shared secret of the two instances, long enough for HS256 signing';

interface Change {
  tripUuid: string;
  kind: string;
  by: string | null;
}

/** Waits until `count` pages on the server follow the trip: a subscription has no acknowledgement of its own. */
async function followed(server: TestServer, tripUuid: string, count: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (server.odyssey.services.trips.events.followers(tripUuid) < count) {
    if (Date.now() > deadline) throw new Error(`${count} followers of ${tripUuid} did not arrive`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A graphql-ws subscriber: the changes it has heard (with when), and a wait for the next one. */
function subscriber(url: string, tripUuid: string, token?: string) {
  const client: Client = createClient({ url: `${url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: token ? { authorization: `Bearer ${token}` } : {}, retryAttempts: 0, lazy: false });
  const heard: Change[] = [];
  const heardAt: number[] = [];
  const presence: Change[] = [];
  const errors: unknown[] = [];
  /** how many of the changes heard the test has read (a change can arrive before the edit's own reply) */
  let read = 0;
  let wake: (() => void) | undefined;
  let started: () => void;
  const ready = new Promise<void>((resolve) => (started = resolve));
  client.on('connected', () => started());
  client.subscribe<{ tripChanged: Change }>(
    { query: SUBSCRIPTION, variables: { u: tripUuid } },
    {
      next: (message) => {
        if (message.errors) errors.push(...message.errors);
        // Arrivals and departures (presence) are kept apart: the tests below read the trip's changes in order.
        if (message.data?.tripChanged.kind === 'presence') presence.push(message.data.tripChanged);
        else if (message.data) {
          heard.push(message.data.tripChanged);
          heardAt.push(performance.now());
        }
        wake?.();
      },
      error: (error) => {
        errors.push(error);
        wake?.();
      },
      complete: () => {},
    },
  );
  return {
    heard,
    heardAt,
    presence,
    errors,
    ready,
    /** the next change not yet read (or the error), or fails after `ms` */
    async next(ms = 5_000): Promise<Change> {
      const deadline = Date.now() + ms;
      while (heard.length === read && errors.length === 0) {
        if (Date.now() > deadline) throw new Error(`no change heard within ${ms} ms`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      if (errors.length > 0) throw new Error(JSON.stringify(errors));
      return heard[read++];
    },
    close: () => client.dispose(),
  };
}

async function signUp(http: HttpClient, name: string): Promise<string> {
  expect((await http.call('POST', '/api/auth/register', { json: { email: `${name}@example.com`, username: name, password: PASSWORD, confirmPassword: PASSWORD } })).status).toBe(201);
  return (await http.call('POST', '/api/auth/login', { json: { email: `${name}@example.com`, password: PASSWORD } })).body.token;
}

async function savedTrip(http: HttpClient, token: string): Promise<string> {
  const planned = await http.call('POST', '/api/trips/generate', { json: { destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-03' } });
  const cookie = (planned.headers.get('set-cookie') ?? '').split(';')[0];
  expect((await http.call('POST', `/api/trips/uuid/${planned.body.uuid}/save`, { cookie, token })).status).toBe(200);
  return planned.body.uuid;
}

/** The trip with its first day retitled, as an edit sends it. */
async function retitled(http: HttpClient, tripUuid: string, title: string) {
  const trip = (await http.call('GET', `/api/trips/uuid/${tripUuid}`)).body;
  return { itinerary: trip.itinerary.map((day: { title: string }, index: number) => (index === 0 ? { ...day, title } : day)) };
}

describe('live trip changes on the embedded database', () => {
  let server: TestServer;
  const http = new HttpClient(() => server.url);
  beforeAll(async () => {
    server = await startTestServer('embedded');
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  test('a page following a trip hears its edits and its wallet; a stranger is not told who made them', async () => {
    const owner = await signUp(http, 'owner');
    const tripUuid = await savedTrip(http, owner);
    const mine = subscriber(server.url, tripUuid, owner);
    const stranger = subscriber(server.url, tripUuid);
    await followed(server, tripUuid, 2);
    expect((await http.call('PUT', `/api/trips/${tripUuid}/itinerary`, { token: owner, json: await retitled(http, tripUuid, 'Live day') })).status).toBe(200);
    expect(await mine.next()).toEqual({ tripUuid, kind: 'itinerary', by: 'owner', at: expect.any(String) });
    expect(await stranger.next()).toMatchObject({ tripUuid, kind: 'itinerary', by: null });
    expect((await http.call('POST', `/api/trips/${tripUuid}/wallet`, { token: owner, json: { type: 'flight', title: 'TP 123' } })).status).toBe(201);
    expect(await mine.next()).toMatchObject({ kind: 'wallet', by: 'owner' });
    await mine.close();
    await stranger.close();
  });

  test('the socket carries subscriptions only, and an unknown trip is refused', async () => {
    const unknown = subscriber(server.url, '00000000-0000-4000-8000-000000000000');
    await expect(unknown.next()).rejects.toThrow(/Trip not found/);
    await unknown.close();
    const client = createClient({ url: `${server.url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    const result = await new Promise<unknown>((resolve) => client.subscribe({ query: '{ health { status } }' }, { next: resolve, error: resolve, complete: () => {} }));
    expect(JSON.stringify(result)).toContain('this socket carries subscriptions');
    await client.dispose();
    // And the other way round: a subscription sent over HTTP is told where to go.
    const overHttp = await http.graphql('subscription($u: String!) { tripChanged(tripUuid: $u) { kind } }', { u: '00000000-0000-4000-8000-000000000000' });
    expect(overHttp.status).toBe(400);
    expect(overHttp.body.errors[0]).toMatchObject({ message: 'Subscriptions are served over WebSocket at /graphql, with the graphql-ws protocol', extensions: { code: 'BAD_REQUEST' } });
  });
});

describe('live trip changes across two instances on one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    const db = await createTestDatabase('postgres');
    first = await startTestServerOn(db, { JWT_SECRET });
    second = await startTestServerOn(db, { JWT_SECRET });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first?.stop();
  });

  test("an edit acknowledged on one instance reaches the other's subscriber, every time, within a second", async () => {
    const http = new HttpClient(() => first.url);
    const owner = await signUp(http, 'traveller');
    const tripUuid = await savedTrip(http, owner);
    const listener = subscriber(second.url, tripUuid, owner);
    await followed(second, tripUuid, 1);
    const fromAck: number[] = [];
    const fromSend: number[] = [];
    for (let edit = 1; edit <= 20; edit++) {
      const body = await retitled(http, tripUuid, `Edit ${edit}`);
      const sent = performance.now();
      const reply = await http.call('PUT', `/api/trips/${tripUuid}/itinerary`, { token: owner, json: body });
      expect(reply.status).toBe(200);
      const acknowledged = performance.now();
      expect(await listener.next(1_000)).toMatchObject({ tripUuid, kind: 'itinerary', by: 'traveller' });
      const arrived = listener.heardAt[edit - 1];
      // The change is announced before the edit's reply is sent, so it often arrives first (a negative figure).
      fromAck.push(arrived - acknowledged);
      fromSend.push(arrived - sent);
    }
    const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))].toFixed(1);
    console.log(`live updates across instances: ${fromAck.length} edits; from the edit's acknowledgement to its arrival p50 ${percentile(fromAck, 0.5)} ms, p95 ${percentile(fromAck, 0.95)} ms; from sending the edit p50 ${percentile(fromSend, 0.5)} ms, p95 ${percentile(fromSend, 0.95)} ms`);
    expect(listener.heard).toHaveLength(20);
    await listener.close();
  });

  test('who is viewing: a page on one instance is listed on the other, for the trip\'s own travellers, until it closes', async () => {
    const http = new HttpClient(() => first.url);
    const owner = await signUp(http, 'host');
    const stranger = await signUp(http, 'passer-by');
    const tripUuid = await savedTrip(http, owner);
    const watcher = subscriber(first.url, tripUuid, owner);
    await followed(first, tripUuid, 1);
    const page = subscriber(second.url, tripUuid, owner);
    const anonymous = subscriber(second.url, tripUuid);
    await followed(second, tripUuid, 2);
    // A page is listed once its arrival is stored, which is announced: the first page hears itself
    // and the others arrive, named only to the trip's own travellers (the owner here). Following
    // the trip comes a moment before that, so the arrivals are what to wait for.
    for (const deadline = Date.now() + 2_000; watcher.presence.length < 3 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(watcher.presence.map((change) => change.by).sort()).toEqual(['host', 'host', null]);
    const viewers = async (token?: string) => http.graphql('query($u: String!) { tripViewers(tripUuid: $u) { username pages } }', { u: tripUuid }, { token });
    expect((await viewers(owner)).body.data.tripViewers).toEqual([{ username: 'host', pages: 2 }, { username: null, pages: 1 }]);
    expect((await viewers(stranger)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await http.call('GET', `/api/trips/${tripUuid}/viewers`)).status).toBe(403);
    await page.close();
    await anonymous.close();
    for (const deadline = Date.now() + 5_000; Date.now() < deadline; ) {
      if ((await viewers(owner)).body.data.tripViewers.length === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await viewers(owner)).body.data.tripViewers).toEqual([{ username: 'host', pages: 1 }]);
    await watcher.close();
  });
});
