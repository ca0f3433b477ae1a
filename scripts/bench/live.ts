/**
 * Live trip changes across instances (issue 22): two built instances on one PostgreSQL; a page
 * on the second follows a trip over WebSocket (graphql-ws) while its owner edits the itinerary
 * through the first, one edit at a time: first by sending the whole itinerary back ("PUT
 * itinerary", the REST PUT), then by co-editing's one-activity change ("activity edit":
 * editTripItinerary updating an activity's title, made on the revision the previous reply gave).
 * Figures, for each: the time from each edit's acknowledgement (its HTTP reply) to the change's
 * arrival on the second instance's subscriber, and from sending the edit. The change is announced
 * before the reply is sent, so it can arrive first: a negative figure means it did.
 */
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createTestDatabase } from '../../server/test/databases.js';
import { startInstance, stopInstance, type Instance } from './instances.js';

const EDITS = 200;

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function call(url: string, method: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 200)}`);
  return { body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

export async function benchLive(): Promise<Record<string, string>> {
  const db = await createTestDatabase('postgres');
  if (db.database.kind !== 'postgres') throw new Error('the live benchmark needs PostgreSQL');
  const instances: Instance[] = [];
  try {
    for (let i = 0; i < 2; i++) instances.push(await startInstance({ DATABASE_URL: db.database.url }));
    const [first, second] = instances;
    const account = { email: 'bench@example.com', username: 'bench', password: 'correct horse', confirmPassword: 'correct horse' };
    await call(`${first.url}/api/auth/register`, 'POST', account);
    const token = (await call(`${first.url}/api/auth/login`, 'POST', { email: account.email, password: account.password })).body.token as string;
    const planned = await call(`${first.url}/api/trips/generate`, 'POST', { destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-03' });
    const cookie = (planned.headers.get('set-cookie') ?? '').split(';')[0];
    const uuid = planned.body.uuid as string;
    await call(`${first.url}/api/trips/uuid/${uuid}/save`, 'POST', undefined, { cookie, authorization: `Bearer ${token}` });
    const itinerary = (await call(`${first.url}/api/trips/uuid/${uuid}`, 'GET')).body.itinerary as Array<{ title: string }>;

    const arrivals: number[] = [];
    let wake: (() => void) | undefined;
    const client = createClient({ url: `${second.url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
    client.subscribe<{ tripChanged: { kind: string } }>(
      { query: 'subscription($u: String!) { tripChanged(tripUuid: $u) { kind } }', variables: { u: uuid } },
      {
        // Only the itinerary's changes: the page's own arrival is announced too (presence).
        next: ({ data }) => {
          if (data?.tripChanged.kind !== 'itinerary') return;
          arrivals.push(performance.now());
          wake?.();
        },
        error: (error) => console.error(error),
        complete: () => {},
      },
    );
    const heard = async (count: number, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (arrivals.length < count && Date.now() < deadline) await new Promise<void>((resolve) => ((wake = resolve), setTimeout(resolve, 20)));
      return arrivals.length >= count;
    };
    /** EDITS edits one after another: from each one's reply (and its sending) to its arrival on the other instance. */
    const measure = async (label: string, edit: (i: number) => Promise<void>): Promise<Record<string, string>> => {
      await heard(Number.MAX_SAFE_INTEGER, 300);
      const fromAck: number[] = [];
      const fromSend: number[] = [];
      let lost = 0;
      for (let i = 0; i < EDITS; i++) {
        const before = arrivals.length;
        const sent = performance.now();
        await edit(i);
        const acknowledged = performance.now();
        if (!(await heard(before + 1, 1_000))) {
          lost++;
          continue;
        }
        fromAck.push(arrivals[before] - acknowledged);
        fromSend.push(arrivals[before] - sent);
      }
      return {
        [`${label} edits / heard`]: `${EDITS} / ${EDITS - lost}`,
        [`${label} ack → arrival p50`]: ms(percentile(fromAck, 0.5)),
        [`${label} ack → arrival p95`]: ms(percentile(fromAck, 0.95)),
        [`${label} send → arrival p50`]: ms(percentile(fromSend, 0.5)),
        [`${label} send → arrival p95`]: ms(percentile(fromSend, 0.95)),
      };
    };
    const put = async (title: string) => {
      const days = itinerary.map((day, index) => (index === 0 ? { ...day, title } : day));
      await call(`${first.url}/api/trips/${uuid}/itinerary`, 'PUT', { itinerary: days }, { authorization: `Bearer ${token}` });
    };
    // Until the subscription is in place no change is heard; edit until one is, then count from there.
    for (let tries = 0; !(await heard(1, 100)); tries++) {
      if (tries > 100) throw new Error('the second instance never heard a change');
      await put(`Warm-up ${tries}`);
    }
    const whole = await measure('PUT itinerary', (i) => put(`Edit ${i}`));

    const graphql = async <T>(query: string, variables: Record<string, unknown>) => {
      const { body } = await call(`${first.url}/graphql`, 'POST', { query, variables }, { authorization: `Bearer ${token}` });
      if (body.errors) throw new Error(`GraphQL: ${JSON.stringify(body.errors).slice(0, 300)}`);
      return body.data as T;
    };
    const read = await graphql<{ trip: { revision: number; itinerary: Array<{ activities: Array<{ id: string }> }> } }>('query($u: String!) { trip(uuid: $u) { revision itinerary { activities { id } } } }', { u: uuid });
    const activityId = read.trip.itinerary[0].activities[0].id;
    let revision = read.trip.revision;
    const update = 'mutation($u: String!, $b: Int!, $e: ItineraryEditInput!) { editTripItinerary(tripUuid: $u, baseRevision: $b, edit: $e) { revision applied } }';
    const oneActivity = await measure('activity edit', async (i) => {
      const reply = await graphql<{ editTripItinerary: { revision: number; applied: boolean } }>(update, { u: uuid, b: revision, e: { kind: 'update', activityId, changes: { title: `Edit ${i}` } } });
      if (!reply.editTripItinerary.applied) throw new Error(`edit ${i} on revision ${revision} was not applied`);
      revision = reply.editTripItinerary.revision;
    });
    await client.dispose();
    return { ...whole, ...oneActivity };
  } finally {
    for (const instance of instances) await stopInstance(instance);
    await db.drop();
  }
}
