/**
 * The three doors into the generation pipeline (REST, the REST progress stream and GraphQL)
 * take the same inputs and options, the seed included, and give the same plan and the same
 * errors. One database is enough here: the doors do not touch it differently (trips.api.test.ts
 * covers storing on both).
 */
import { Trip } from '../src/modules/trips/trip.entity.js';
import { graphql, startTestServer, type TestServer } from './harness.js';

const LISBON = {
  destination: 'Lisbon',
  country: 'Portugal',
  preferences: { travelStyle: [], accommodation: [], activities: ['Historical Sites', 'Food Tours'], budgetLevel: 3, currency: 'EUR', duration: '3 days', travelers: '2' },
};

type Itinerary = Array<{ day: number; activities: Array<{ title: string; time: string }> }>;
const stops = (itinerary: Itinerary) => itinerary.map((day) => day.activities.map((activity) => `${activity.time} ${activity.title}`));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('embedded');
});
afterAll(async () => {
  await server?.stop();
});

async function rest(path: string, body: unknown) {
  const response = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, text: await response.text() };
}

async function viaRest(seed?: number) {
  const { status, text } = await rest(`/trips/generate${seed === undefined ? '' : `?seed=${seed}`}`, LISBON);
  expect(status).toBe(201);
  return stops((JSON.parse(text) as { itinerary: Itinerary }).itinerary);
}

async function viaStream(seed: number) {
  const { status, text } = await rest(`/trips/generate/stream?seed=${seed}`, LISBON);
  expect(status).toBe(200);
  const trip = text.split('\n\n').find((block) => block.startsWith('event: trip'));
  return stops((JSON.parse(trip!.split('\n')[1]!.slice('data: '.length)) as { itinerary: Itinerary }).itinerary);
}

async function viaGraphQL(seed?: number) {
  const { body } = await graphql<{ generateTrip: { itinerary: Itinerary } }>(server.url, 'mutation($i: GenerateTripInput!, $s: Int) { generateTrip(input: $i, seed: $s) { itinerary { day activities { title time } } } }', { i: LISBON, s: seed ?? null });
  expect(body.errors).toBeUndefined();
  return stops(body.data!.generateTrip.itinerary);
}

test('the same request and seed give the same plan through every door; another seed another plan', async () => {
  const [rest5, stream5, graphql5, rest6, restDefault, graphqlDefault] = [await viaRest(5), await viaStream(5), await viaGraphQL(5), await viaRest(6), await viaRest(), await viaGraphQL()];
  expect(stream5).toEqual(rest5);
  expect(graphql5).toEqual(rest5);
  expect(rest6).not.toEqual(rest5);
  expect(graphqlDefault).toEqual(restDefault);
});

test.each([
  ['-1', 'seed must be at least 0'],
  ['2147483648', 'seed must be at most 2147483647'],
  ['1.5', 'seed must be a whole number'],
  ['abc', 'seed must be a whole number'],
])('?seed=%s is refused with a 400 naming the seed, on both REST doors, and nothing is stored', async (seed, message) => {
  const before = await server.odyssey.dataSource.getRepository(Trip).count();
  for (const door of ['/trips/generate', '/trips/generate/stream']) {
    const { status, text } = await rest(`${door}?seed=${seed}`, LISBON);
    expect(status).toBe(400);
    expect(JSON.parse(text)).toMatchObject({ error: 'validation_failed', message });
  }
  expect(await server.odyssey.dataSource.getRepository(Trip).count()).toBe(before);
});

test('GraphQL refuses the same seeds with the same words', async () => {
  const { body } = await graphql(server.url, 'mutation($i: GenerateTripInput!) { generateTrip(input: $i, seed: -1) { uuid } }', { i: LISBON });
  expect(body.errors?.[0]).toMatchObject({ message: expect.stringContaining('seed must be at least 0'), extensions: { code: 'BAD_USER_INPUT' } });
});

test('an unknown query option is refused, not ignored', async () => {
  const { status, text } = await rest('/trips/generate?sead=5', LISBON);
  expect(status).toBe(400);
  expect(text).toMatch(/sead/);
});
