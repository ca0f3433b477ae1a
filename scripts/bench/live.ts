/**
 * Live trip changes across instances (issue 22): two built instances on one PostgreSQL; a page
 * on the second follows a trip over WebSocket (graphql-ws) while its owner edits the itinerary
 * through the first, one edit at a time. Figures: the time from each edit's acknowledgement (its
 * HTTP reply) to the change's arrival on the second instance's subscriber, and from sending the
 * edit. The change is announced before the reply is sent, so it can arrive first: a negative
 * figure means it did.
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
    client.subscribe(
      { query: 'subscription($u: String!) { tripChanged(tripUuid: $u) { kind } }', variables: { u: uuid } },
      {
        next: () => {
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
    const edit = async (title: string) => {
      const days = itinerary.map((day, index) => (index === 0 ? { ...day, title } : day));
      await call(`${first.url}/api/trips/${uuid}/itinerary`, 'PUT', { itinerary: days }, { authorization: `Bearer ${token}` });
    };
    // Until the subscription is in place no change is heard; edit until one is, then count from there.
    for (let tries = 0; !(await heard(1, 100)); tries++) {
      if (tries > 100) throw new Error('the second instance never heard a change');
      await edit(`Warm-up ${tries}`);
    }
    await heard(Number.MAX_SAFE_INTEGER, 300);
    const fromAck: number[] = [];
    const fromSend: number[] = [];
    let lost = 0;
    for (let i = 0; i < EDITS; i++) {
      const before = arrivals.length;
      const sent = performance.now();
      await edit(`Edit ${i}`);
      const acknowledged = performance.now();
      if (!(await heard(before + 1, 1_000))) {
        lost++;
        continue;
      }
      fromAck.push(arrivals[before] - acknowledged);
      fromSend.push(arrivals[before] - sent);
    }
    await client.dispose();
    return {
      'edits / heard on the other instance': `${EDITS} / ${EDITS - lost}`,
      'acknowledgement → arrival p50': ms(percentile(fromAck, 0.5)),
      'acknowledgement → arrival p95': ms(percentile(fromAck, 0.95)),
      'sending the edit → arrival p50': ms(percentile(fromSend, 0.5)),
      'sending the edit → arrival p95': ms(percentile(fromSend, 0.95)),
    };
  } finally {
    for (const instance of instances) await stopInstance(instance);
    await db.drop();
  }
}
