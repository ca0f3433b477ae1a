/**
 * The REST shim's one input check (rest/checked-input.ts), over HTTP: the bodies issue 18 found
 * answering 500, and each kind of bad value it names (null where a value is required, a wrong
 * type, a list for an object, an unknown field), get a 400 naming the field, and nothing is
 * stored. A default applies as in GraphQL.
 */
import { startTestServer, type TestServer } from './harness.js';

describe('REST bodies are checked against their GraphQL input types', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('embedded');
  }, 120_000);
  afterAll(async () => {
    await server.stop();
  });

  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as { message: string; fields?: Array<{ field: string; messages: string[] }> } };
  };
  const tripCount = async () => Number((await server.odyssey.dataSource.query('SELECT count(*) AS n FROM trips'))[0].n);

  // The message is the class's own wording where it has one for the field, else graphql-js's, led by the field's path.
  test.each([
    ['/trips/generate', { destination: 'Lisbon', country: null }, 'country', /^country: Expected non-nullable type "String!" not to be null/],
    ['/trips/generate', { destination: 'Lisbon', preferences: null }, 'preferences', /^preferences: Expected non-nullable type "PreferencesInput!" not to be null/],
    ['/trips/generate', { destination: 'Lisbon', preferences: [] }, 'preferences', /^preferences: Expected type "PreferencesInput" to be an object/],
    ['/trips/generate', { destination: 'Lisbon', preferences: { budgetLevel: 'cheap' } }, 'preferences.budgetLevel', /^Budget level must be/],
    ['/trips/generate', { destination: 'Lisbon', preferences: { activities: [['Food']] } }, 'preferences.activities.0', /^preferences\.activities\.0: String cannot represent a non string value/],
    ['/trips/generate', { destination: 'Lisbon', nights: 3 }, 'nights', /^nights: Field "nights" is not defined by type "GenerateTripInput"/],
    ['/trips/generate', { destination: 'Lisbon', preferences: { pets: true } }, 'preferences.pets', /^preferences\.pets: Field "pets" is not defined/],
    ['/trips/generate/stream', { destination: 'Lisbon', country: null }, 'country', /^country: /],
    ['/chat/homepage', { messages: [[[[[]]]]] }, 'messages.0', /messages/],
    ['/generate/destination', { messages: [[[[[]]]]] }, 'messages.0', /messages/],
    ['/chat/trip-modification', { messages: [[[[[]]]]], tripContext: { destination: 'Lisbon' } }, 'messages.0', /messages/],
    ['/auth/login', { email: 'ana@example.com', password: 'secret', remember: true }, 'remember', /^remember: Field "remember" is not defined by type "LoginInput"/],
  ])('POST %s %j is a 400 naming %s, and stores nothing', async (path, body, field, message) => {
    const before = await tripCount();
    const reply = await post(path, body);
    expect(reply.status).toBe(400);
    expect(reply.body.fields?.[0]?.field).toBe(field);
    expect(reply.body.message).toMatch(message);
    expect(await tripCount()).toBe(before);
  });

  test('a field left out takes the GraphQL input default (country "", the form preferences)', async () => {
    const reply = await post('/trips/generate', { destination: 'Lisbon' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ destination: 'Lisbon', preferences: { budgetLevel: 3, currency: 'USD', duration: '1 Week', travelers: '1' } });
  });

  test('a query string with an unknown or ill-typed field is a 400 naming it', async () => {
    const unknown = await fetch(`${server.url}/api/destinations/suggest?q=lis&bogus=1`);
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { fields: Array<{ field: string }> }).fields[0]?.field).toBe('bogus');
    const wrong = await fetch(`${server.url}/api/destinations/suggest?q=lis&limit=many`);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fields: Array<{ field: string }> }).fields[0]?.field).toBe('limit');
  });
});
