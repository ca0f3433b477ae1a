/** Trip generation and reading over REST and GraphQL, on both databases. */
import { ActivityLog } from '../src/modules/activity/activity-log.entity.js';
import { Trip } from '../src/modules/trips/trip.entity.js';
import { DATABASE_KINDS } from './databases.js';
import { graphql, startTestServer, type TestServer } from './harness.js';

const PARIS = {
  destination: 'Paris',
  country: 'France',
  startDate: '2026-06-01',
  endDate: '2026-06-04',
  preferences: { travelStyle: [], accommodation: [], activities: ['Museums & Art', 'Food Tours'], budgetLevel: 3, currency: 'USD', duration: '1 Week', travelers: '2' },
};

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/api/trips/generate`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, cookie: response.headers.get('set-cookie') };
}

describe.each(DATABASE_KINDS)('trips on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });

  test('POST /api/trips/generate plans and stores a trip, and the generating browser gets its cookie', async () => {
    const { status, body, cookie } = await post(server.url, PARIS);
    expect(status).toBe(201);
    expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toMatchObject({ destination: 'Paris', country: 'France', startDate: '2026-06-01', endDate: '2026-06-04', saved: false, userId: null });
    expect(body).not.toHaveProperty('creatorKey');
    expect((body.itinerary as unknown[]).length).toBe(4);
    expect(cookie).toMatch(/odyssey_browser=s%3A.+HttpOnly/i);

    const read = await fetch(`${server.url}/api/trips/uuid/${body.uuid}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ uuid: body.uuid, destination: 'Paris', itinerary: body.itinerary });

    const stored = await server.odyssey.dataSource.getRepository(Trip).findOneByOrFail({ uuid: body.uuid as string });
    expect(stored.creatorKey).toMatch(/^[0-9a-f]{64}$/);
    const log = await server.odyssey.dataSource.getRepository(ActivityLog).findOneByOrFail({ entityId: body.uuid as string });
    expect(log).toMatchObject({ action: 'Trip Generated', details: { destination: 'Paris', country: 'France' } });
  });

  test('the same request gives the same plan; the Louvre is never scheduled on a Tuesday', async () => {
    const first = await post(server.url, PARIS);
    const second = await post(server.url, PARIS);
    expect(second.body.itinerary).toEqual(first.body.itinerary);
    const days = first.body.itinerary as Array<{ activities: Array<{ title: string }> }>;
    const tuesday = days[1]; // 2026-06-02 is a Tuesday
    expect(tuesday.activities.map((a) => a.title).join(' ')).not.toMatch(/Louvre/);
  });

  test('GraphQL generateTrip returns the trip, and another seed gives another plan', async () => {
    const mutation = `mutation($input: GenerateTripInput!, $seed: Int) { generateTrip(input: $input, seed: $seed) { uuid destination itinerary { day activities { title time type } } } }`;
    const generate = (seed: number) => graphql<{ generateTrip: { uuid: string; itinerary: unknown[] } }>(server.url, mutation, { input: PARIS, seed });
    const trips = await Promise.all([1, 2, 3, 4].map(generate));
    for (const trip of trips) expect(trip.body.errors).toBeUndefined();
    expect(new Set(trips.map((trip) => trip.body.data?.generateTrip.uuid)).size).toBe(4);
    // Two seeds may meet on the same plan (the must-sees fill much of it); four may not.
    expect(new Set(trips.map((trip) => JSON.stringify(trip.body.data?.generateTrip.itinerary))).size).toBeGreaterThan(1);
  });

  test.each([
    ['a blank destination', { ...PARIS, destination: '   ' }, 'Please enter a destination for your trip'],
    ['a destination of 5,000 characters', { ...PARIS, destination: 'x'.repeat(5000) }, 'Destination must be at most 200 characters'],
    ['an end date before the start date', { ...PARIS, startDate: '2026-06-05', endDate: '2026-06-01' }, 'End date must be on or after the start date'],
    ['an impossible date', { ...PARIS, startDate: '2026-02-30', endDate: '2026-03-02' }, 'Start date is not a real date: 2026-02-30'],
    ['a budget level outside 1-5', { ...PARIS, preferences: { ...PARIS.preferences, budgetLevel: 6 } }, 'Budget level must be from 1 to 5'],
    ['an unknown interest', { ...PARIS, preferences: { ...PARIS.preferences, activities: ['Skydiving on Mars'] } }, 'Unknown interest: Skydiving on Mars'],
    ['a trip longer than 30 days', { ...PARIS, startDate: '2026-06-01', endDate: '2026-07-15' }, 'Trips can be at most 30 days long'],
    ['a duration longer than 30 days', { ...PARIS, startDate: undefined, endDate: undefined, preferences: { ...PARIS.preferences, duration: '45 days' } }, 'Trips can be at most 30 days long'],
    ['a non-object body', [1, 2], 'The request body must be a JSON object'],
  ])('%s gets a 400 with a clear message, and nothing is stored', async (_case, body, message) => {
    const before = await server.odyssey.dataSource.getRepository(Trip).count();
    const { status, body: error } = await post(server.url, body);
    expect(status).toBe(400);
    expect(error).toMatchObject({ error: 'validation_failed', status: 400, message });
    expect(await server.odyssey.dataSource.getRepository(Trip).count()).toBe(before);
  });

  test('GraphQL refuses the same bad input with BAD_USER_INPUT', async () => {
    const { body } = await graphql(server.url, `mutation($input: GenerateTripInput!) { generateTrip(input: $input) { uuid } }`, {
      input: { ...PARIS, preferences: { ...PARIS.preferences, budgetLevel: 0 } },
    });
    expect(body.errors?.[0]).toMatchObject({ message: 'Budget level must be from 1 to 5', extensions: { code: 'BAD_USER_INPUT' } });
    const blank = await graphql(server.url, `mutation($input: GenerateTripInput!) { generateTrip(input: $input) { uuid } }`, { input: { ...PARIS, destination: '   ' } });
    expect(blank.body.errors?.[0]).toMatchObject({ message: 'Please enter a destination for your trip', extensions: { code: 'BAD_USER_INPUT' } });
  });

  test('a destination the guide does not cover gets a 422 naming the nearest covered ones, never a made-up plan', async () => {
    const before = await server.odyssey.dataSource.getRepository(Trip).count();
    const { status, body } = await post(server.url, { ...PARIS, destination: 'Graz', country: 'Austria' });
    expect(status).toBe(422);
    expect(body.error).toBe('destination_not_covered');
    expect(body.message).toMatch(/Graz/);
    expect((body.nearestDestinations as Array<{ name: string }>).map((d) => d.name)).toContain('Vienna');
    expect(await server.odyssey.dataSource.getRepository(Trip).count()).toBe(before);
  });

  test('a fresh database is seeded with featured trips and popular destinations', async () => {
    const featured = (await (await fetch(`${server.url}/api/trips/featured`)).json()) as Array<Record<string, unknown>>;
    const popular = (await (await fetch(`${server.url}/api/trips/popular-destinations`)).json()) as Array<Record<string, unknown>>;
    expect(featured.length).toBeGreaterThanOrEqual(5);
    expect(featured.every((t) => t.isFeaturedTrip === true && (t.itinerary as unknown[]).length > 0)).toBe(true);
    expect(featured.map((t) => t.destination)).toEqual(expect.arrayContaining(['Kyoto', 'Santorini', 'Costa Rica', 'Seoul']));
    expect(popular.length).toBeGreaterThanOrEqual(4);
    expect(popular.every((t) => t.isPopularDestination === true && typeof t.customHeader === 'string')).toBe(true);
    const { body } = await graphql<{ featuredTrips: unknown[]; popularDestinations: unknown[] }>(server.url, '{ featuredTrips { uuid } popularDestinations { uuid customHeader } }');
    expect(body.data?.featuredTrips).toHaveLength(featured.length);
    expect(body.data?.popularDestinations).toHaveLength(popular.length);
  });
});
