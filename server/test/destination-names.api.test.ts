/**
 * Planning a covered destination named the way travellers, the chat and API clients write it
 * ("Hong Kong, China", "Edinburgh" in "Scotland"), over REST and GraphQL; and the refusal of
 * one the guide does not cover, in a traveller's words, with the nearest destinations first.
 */
import { distanceKm } from '../src/modules/guide/guide-distance.js';
import { Guide } from '../src/modules/guide/guide-loader.js';
import { DATABASE_KINDS } from './databases.js';
import { graphql, startTestServer, type TestServer } from './harness.js';

const PREFERENCES = { travelStyle: [], accommodation: [], activities: ['Museums & Art', 'Food Tours'], budgetLevel: 3, currency: 'USD', duration: '3 days', travelers: '2' };
const trip = (destination: string, country = '') => ({ destination, country, startDate: '2026-06-01', endDate: '2026-06-03', preferences: PREFERENCES });
const GENERATE = `mutation($input: GenerateTripInput!) { generateTrip(input: $input) { destination country } }`;

async function post(url: string, body: unknown) {
  const response = await fetch(`${url}/api/trips/generate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each(DATABASE_KINDS)('destinations named as people write them, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });

  test.each([
    ['Hong Kong, China', '', 'Hong Kong', 'Hong Kong'],
    ['Hong Kong', 'China', 'Hong Kong', 'Hong Kong'],
    ['Macau, China', '', 'Macau', 'Macau'],
    ['Macau', 'China', 'Macau', 'Macau'],
    ['Edinburgh, Scotland', '', 'Edinburgh', 'United Kingdom'],
    ['Edinburgh', 'Scotland', 'Edinburgh', 'United Kingdom'],
    ['Edinburgh', 'England', 'Edinburgh', 'United Kingdom'],
    ['Amsterdam', 'Holland', 'Amsterdam', 'Netherlands'],
    ['Chicago', 'USA', 'Chicago', 'United States'],
  ])('%j (country %j) is planned over REST and GraphQL', async (destination, country, plannedDestination, plannedCountry) => {
    const rest = await post(server.url, trip(destination, country));
    expect(rest.body).toMatchObject({ destination: plannedDestination, country: plannedCountry });
    expect(rest.status).toBe(201);
    const { body } = await graphql<{ generateTrip: { destination: string; country: string } }>(server.url, GENERATE, { input: trip(destination, country) });
    expect(body.errors).toBeUndefined();
    expect(body.data?.generateTrip).toEqual({ destination: plannedDestination, country: plannedCountry });
  });

  test.each([
    ['We want 4 days in Hong Kong, China, we love food', 'Hong Kong'],
    ['Two of us, 3 days in Macau, China please', 'Macau'],
    ['A long weekend in Edinburgh, Scotland with museums', 'Edinburgh'],
  ])('the chat\'s draft of %j is planned', async (content, planned) => {
    const messages = [{ role: 'user', content }];
    const draft = await fetch(`${server.url}/api/generate/destination`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ messages }) });
    const { data } = (await draft.json()) as { data: Record<string, unknown> };
    expect(data.destination).toBe(planned);
    const { status, body } = await post(server.url, data);
    expect(status).toBe(201);
    expect(body.destination).toBe(planned);
  });

  test('an uncovered place is refused in a traveller\'s words, with the nearest destinations closest first', async () => {
    const { status, body } = await post(server.url, trip('Glasgow', 'Scotland'));
    expect(status).toBe(422);
    expect(body.error).toBe('destination_not_covered');
    expect(body.message).toMatch(/^We can't plan Glasgow yet\. Try one of these nearby destinations: Edinburgh, United Kingdom \(\d+ km away\); /);
    expect(body.message).not.toMatch(/AI|provider|offline|guide/);
    const glasgow = { lat: 55.8652, lng: -4.2576 };
    const byDistance = new Guide()
      .list()
      .sort((a, b) => distanceKm(glasgow, a) - distanceKm(glasgow, b))
      .slice(0, 3)
      .map((destination) => ({ id: destination.id, name: destination.name, country: destination.country }));
    const nearest = body.nearestDestinations as Array<{ id: string; name: string; country: string; distanceKm: number }>;
    expect(nearest.map(({ id, name, country }) => ({ id, name, country }))).toEqual(byDistance);

    const { body: graphqlBody } = await graphql(server.url, GENERATE, { input: trip('Glasgow', 'Scotland') });
    expect(graphqlBody.errors?.[0]).toMatchObject({ message: body.message, extensions: { code: 'DESTINATION_NOT_COVERED', nearestDestinations: nearest } });
  });
});
