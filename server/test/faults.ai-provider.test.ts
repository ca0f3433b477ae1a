/**
 * An AI provider that hangs or fails, during real requests, is contained by the time limit
 * (AI_TIMEOUT_MS) and the retry policy, and the rest of the app carries on. What
 * ai-provider.test.ts (the provider alone) and ai-generation.api.test.ts (the error codes over
 * HTTP against an HTTP stand-in) already prove is not repeated; this adds providers that
 * misbehave below HTTP and the app around the failing call:
 * - a provider that accepts the TCP connection and never reads nor answers a byte;
 * - one that accepts and hangs up at once, every time (a crashing proxy);
 * - one that answers 500 to every request;
 * - no provider listening at all.
 * For each, a trip generation over REST and GraphQL and a home chat end within the time limit
 * plus retries (the bound below), in the app's error shape, storing nothing, while other
 * requests are answered in the meantime.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Trip } from '../src/modules/trips/trip.entity.js';
import { startTestServer, type TestServer } from './harness.js';

const AI_TIMEOUT_MS = 2_000;
/**
 * The longest a failing call may take: one attempt to the time limit, or three quick attempts
 * with the default retry waits (0.5 s and 1 s at most) between them, plus room for a loaded
 * 2-core machine. It bounds a hang; it is not a speed target.
 */
const BOUND_MS = AI_TIMEOUT_MS + 8_000;

// Outside the guide, so the model is asked (a covered destination never fails because of the model).
const COIMBRA = (variant: string) => ({
  destination: 'Coimbra',
  country: 'Portugal',
  preferences: { travelStyle: [variant], accommodation: [], activities: ['Food Tours'], budgetLevel: 3, currency: 'USD', duration: '3 days', travelers: '2' },
});
const CHAT = [{ role: 'user', content: 'Two of us want 4 days somewhere warm with good food' }];

type Behaviour = 'silent' | 'hang-up' | 'server-error' | 'nothing listening';

/**
 * A provider that misbehaves as it is told, counting the connections it gets. One app (one
 * embedded database) serves every case: the misbehaviour changes, the provider's address does not.
 */
async function startBadProvider() {
  const sockets = new Set<Socket>();
  let connections = 0;
  let requests = 0;
  let behaviour: Behaviour = 'silent';
  const server: Server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (behaviour === 'hang-up') socket.destroy();
    if (behaviour === 'server-error') {
      // one answer per request (kept-alive connections carry several), whatever it asked: a 500 in OpenAI's error shape
      socket.on('data', (chunk: Buffer) => {
        if (!chunk.toString('latin1').startsWith('POST ')) return; // the rest of a request's body
        requests++;
        const body = JSON.stringify({ error: { message: 'upstream model crashed', type: 'server_error', param: null, code: null } });
        socket.write(`HTTP/1.1 500 Internal Server Error\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
      });
    }
    // 'silent': the connection is accepted and left alone; nothing is read, nothing is sent
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = async () => {
    for (const socket of sockets) socket.destroy();
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  };
  return {
    url: `http://127.0.0.1:${port}/v1`,
    connections: () => connections,
    /** requests answered with a 500 */
    requests: () => requests,
    /** from now on; 'nothing listening' closes the port for good (it comes last) */
    async behave(next: Behaviour) {
      for (const socket of sockets) socket.destroy();
      connections = 0;
      requests = 0;
      behaviour = next;
      if (next === 'nothing listening') await close();
    },
    close,
  };
}

interface Timed {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes
  ms: number;
  settledAt: number;
}

async function timed(url: string, path: string, body: unknown): Promise<Timed> {
  const started = Date.now();
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(60_000) });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), ms: Date.now() - started, settledAt: Date.now() };
}

const CASES: Array<[string, Behaviour, number, string]> = [
  ['accepts the connection and never answers', 'silent', 504, 'ai_timeout'],
  ['hangs up on every connection', 'hang-up', 502, 'ai_provider_error'],
  ['answers 500 to everything', 'server-error', 502, 'ai_provider_error'],
  ['is not listening', 'nothing listening', 502, 'ai_provider_error'],
];

let provider: Awaited<ReturnType<typeof startBadProvider>>;
let server: TestServer;
const tripCount = () => server.odyssey.dataSource.getRepository(Trip).count();

beforeAll(async () => {
  provider = await startBadProvider();
  // the default retry policy, as in production; only the time limit is short
  server = await startTestServer('embedded', { OPENAI_BASE_URL: provider.url, OPENAI_API_KEY: 'test', AI_TIMEOUT_MS: String(AI_TIMEOUT_MS) });
});
afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

describe.each(CASES)('an AI provider that %s', (name, behaviour, status, code) => {
  beforeAll(() => provider.behave(behaviour));

  test(`a trip generation ends in ${status} ${code} within the bound, stores nothing, and other requests are served meanwhile`, async () => {
    const before = await tripCount();
    const generation = timed(server.url, '/api/trips/generate', COIMBRA(behaviour));
    // While the model call is failing, the app answers others: its health, over REST and GraphQL (each reads the database).
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    const options = await timed(server.url, '/graphql', { query: '{ health { status database { ok } } }' });
    expect(options.body).toEqual({ data: { health: { status: 'ok', database: { ok: true } } } });

    const failed = await generation;
    expect(failed.body).toEqual({ error: code, errorCode: code, status, message: expect.any(String) });
    expect(failed.status).toBe(status);
    expect(failed.body.message).not.toMatch(/crashed|ECONN|127\.0\.0\.1|socket|fetch/i);
    expect(failed.ms).toBeLessThan(BOUND_MS);
    if (behaviour === 'silent') {
      expect(failed.ms).toBeGreaterThanOrEqual(AI_TIMEOUT_MS - 50); // it waited for the limit
      expect(options.settledAt).toBeLessThan(failed.settledAt); // others were served while the call hung
    }
    // the retry policy tried again (a new connection each time after a hang-up; over one kept-alive connection after a 500)
    if (behaviour === 'hang-up') expect(provider.connections()).toBeGreaterThanOrEqual(2);
    if (behaviour === 'server-error') expect(provider.requests()).toBe(3);
    expect(await tripCount()).toBe(before);
    console.log(`provider that ${name}: the generation ended in ${failed.status} ${failed.body.error} after ${failed.ms} ms (AI_TIMEOUT_MS ${AI_TIMEOUT_MS})`);
  });

  test('the same over GraphQL and in a home chat: the same code, within the bound', async () => {
    const graphql = await timed(server.url, '/graphql', {
      query: 'mutation($input: GenerateTripInput!) { generateTrip(input: $input) { uuid } }',
      variables: { input: { destination: 'Coimbra', country: 'Portugal', startDate: '2026-07-01', endDate: '2026-07-03' } },
    });
    expect(graphql.body.data).toBeNull();
    expect(graphql.body.errors).toEqual([expect.objectContaining({ extensions: { code: code.toUpperCase(), errorCode: code, status } })]);
    expect(graphql.ms).toBeLessThan(BOUND_MS);

    const chat = await timed(server.url, '/api/chat/homepage', { messages: CHAT });
    expect({ status: chat.status, error: chat.body.error }).toEqual({ status, error: code });
    expect(chat.ms).toBeLessThan(BOUND_MS);
  });
});
