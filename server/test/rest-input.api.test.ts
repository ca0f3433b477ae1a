/**
 * The REST shim's one input check (rest/checked-input.ts), over HTTP: the bodies issue 18 found
 * answering 500, and each kind of bad value it names (null where a value is required, a wrong
 * type, a list for an object, an unknown field), get a 400 naming the field, and nothing is
 * stored. A default applies as in GraphQL. The admin and newsletter routes, the admin lists'
 * query strings, the wallet's ?type= and the itinerary edit are checked the same way, and an
 * admin route refuses a non-admin (401, 403) before it looks at the input.
 */
import { HttpClient } from './support/http-client.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
const http = new HttpClient(() => server.url);
const ADMIN = { email: 'admin@example.com', password: 'admin password' };

beforeAll(async () => {
  server = await startTestServer('embedded', { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
}, 120_000);
afterAll(async () => {
  await server.stop();
});

describe('REST bodies are checked against their GraphQL input types', () => {
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

  // A body nested 5,000 deep overflowed class-transformer's stack: a 500 from login and generate.
  test.each(['/auth/login', '/trips/generate', '/chat/homepage'])('POST %s with a body nested 5,000 levels deep is a 400, not a 500', async (path) => {
    const deep = '{"messages":' + '['.repeat(5000) + ']'.repeat(5000) + '}';
    const response = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('The request body may not nest objects or lists more than 32 levels deep');
  });

  test('GraphQL refuses a request nested 5,000 levels deep the same way', async () => {
    const body = '{"query":"mutation($i: LoginInput!) { login(input: $i) { user { id } } }","variables":{"i":' + '['.repeat(5000) + ']'.repeat(5000) + '}}';
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(400);
    const reply = (await response.json()) as { errors: Array<{ message: string; extensions: { errorCode: string } }> };
    expect(reply.errors[0]).toMatchObject({ message: 'The request body may not nest objects or lists more than 32 levels deep', extensions: { errorCode: 'validation_failed' } });
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

/** A bad input for one route, the field its 400 must name (none for a body that is not an object) and its message. */
interface BadInput {
  route: string;
  send: { json?: unknown; query?: string };
  field: string | undefined;
  message: RegExp;
}

describe('the admin, newsletter, wallet and itinerary routes check their input before any service runs', () => {
  const PASSWORD = 'correct horse';
  let admin: string;
  let traveller: string;

  /** Every row an input of these routes could write: a refused request must leave them all as they were. */
  const snapshot = async () => {
    const rows: Record<string, unknown> = {};
    for (const [table, order] of [['users', 'id'], ['trips', 'id'], ['subscribers', 'id'], ['settings', 'key'], ['wallet_items', 'id']]) {
      rows[table] = await server.odyssey.dataSource.query(`SELECT * FROM ${table} ORDER BY "${order}"`);
    }
    return rows;
  };

  /** The fixture's ids, for the routes' {user} and {trip}. */
  const ids = { user: '', trip: '' };

  beforeAll(async () => {
    const email = 'reader@example.com';
    expect((await http.call('POST', '/api/auth/register', { json: { email, username: 'reader', password: PASSWORD, confirmPassword: PASSWORD } })).status).toBe(201);
    traveller = (await http.call('POST', '/api/auth/login', { json: { email, password: PASSWORD } })).body.token;
    admin = (await http.call('POST', '/api/auth/login', { json: ADMIN })).body.token;
    ids.user = String((await http.call('GET', '/api/user/profile', { token: traveller })).body.id);
    expect((await http.call('POST', '/api/newsletter/subscribe', { json: { email } })).status).toBe(200);
    const trip = await http.call('POST', '/api/trips/generate', { json: { destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-03' } });
    expect(trip.status).toBe(201);
    ids.trip = trip.body.uuid;
  });

  /** The request path of a route, with the fixture's ids for its parameters. */
  const pathOf = (route: string) => route.split(' ')[1]!.replace(/\{(user|trip)\}/g, (_all, id: keyof typeof ids) => ids[id]);
  const call = (route: string, send: BadInput['send'], as: { token?: string; cookie?: string } = {}) =>
    http.call(route.split(' ')[0]!, `/api${pathOf(route)}${send.query ?? ''}`, { ...as, json: send.json });

  const NOT_AN_OBJECT = /^The request body must be a JSON object$/;
  const bodyCases = (route: string, cases: { nullField?: [unknown, string, RegExp]; wrongType: [unknown, string, RegExp]; list: [unknown, string | undefined, RegExp]; extra: [unknown, string, RegExp] }): BadInput[] =>
    [cases.nullField, cases.wrongType, cases.list, cases.extra].flatMap((found) => (found ? [{ route, send: { json: found[0] }, field: found[1], message: found[2] }] : []));

  /** A query string is text: a number that is not one, a field sent twice (a list) and an unknown field. */
  const queryCases = (route: string, cases: Array<[string, string, RegExp]>): BadInput[] => cases.map(([query, field, message]) => ({ route, send: { query }, field, message }));

  const PUBLIC: BadInput[] = [
    ...bodyCases('POST /newsletter/subscribe', {
      nullField: [{ email: null }, 'email', /^Please enter a valid email address$/],
      wrongType: [{ email: 5 }, 'email', /^Please enter a valid email address$/],
      list: [[{ email: 'list@example.com' }], undefined, NOT_AN_OBJECT],
      extra: [{ email: 'extra@example.com', name: 'Ana' }, 'name', /^property name should not exist$/],
    }),
    // the trip's editors may change its days (an admin among them), but a bad body is refused before that is asked
    ...bodyCases('PUT /trips/{trip}/itinerary', {
      nullField: [{ itinerary: null }, 'itinerary', /^Send the itinerary as a list of days$/],
      wrongType: [{ itinerary: [{ day: 'one', title: 'Arrival', activities: [] }] }, 'itinerary.0.day', /^Day 1: Day numbers must be whole numbers$/],
      list: [{ itinerary: [[{ day: 1, title: 'Arrival', activities: [] }]] }, 'itinerary.0', /^Day 1: Each day must be an object$/],
      extra: [{ itinerary: [{ day: 1, title: 'Arrival', activities: [], mood: 'calm' }] }, 'itinerary.0.mood', /^Day 1: property mood should not exist$/],
    }),
    { route: 'PUT /trips/{trip}/itinerary', send: { json: { itinerary: [{ day: 1, title: 'Arrival', activities: [[{ title: 'Castle', description: 'Views', type: 'sightseeing', duration: 60 }]] }] } }, field: 'itinerary.0.activities.0', message: /^Day 1, activity 1: Each activity must be an object$/ },
    { route: 'PUT /trips/{trip}/itinerary', send: { json: { itinerary: [], note: 'x' } }, field: 'note', message: /^property note should not exist$/ },
    { route: 'PUT /trips/{trip}/itinerary', send: { json: [] }, field: undefined, message: NOT_AN_OBJECT },
    // the trip's editors may read its wallet, but a bad ?type= is refused before that is asked
    ...queryCases('GET /trips/{trip}/wallet', [
      ['?type=spaceship', 'type', /^Type must be one of: flight, train, bus, ferry, car_rental, ticket, reservation, document, other$/],
      ['?type=flight&type=train', 'type', /^Type must be one of: /],
      ['?kind=flight', 'kind', /^property kind should not exist$/],
    ]),
    // a document's file: its signed link token and ?download are checked before the item is looked up
    ...queryCases('GET /trips/{trip}/wallet/1/file', [
      ['?access=a&access=b', 'access', /^access must be text$/],
      [`?access=${'x'.repeat(201)}`, 'access', /^access must be at most 200 characters$/],
      ['?download=yes-please-now', 'download', /^download takes no value$/],
      ['?token=abc', 'token', /^property token should not exist$/],
    ]),
  ];
  const ADMIN_ONLY: BadInput[] = [
    ...bodyCases('POST /newsletter/unsubscribe', {
      nullField: [{ email: null }, 'email', /^Please enter a valid email address$/],
      wrongType: [{ email: ['reader@example.com'] }, 'email', /^Please enter a valid email address$/],
      list: [[{ email: 'reader@example.com' }], undefined, NOT_AN_OBJECT],
      extra: [{ email: 'reader@example.com', reason: 'spam' }, 'reason', /^property reason should not exist$/],
    }),
    // AdminUserInput's fields may be left out; null clears a name, the bio or the image, keeps the email, and is refused for isAdmin
    ...bodyCases('PATCH /admin/users/{user}', {
      nullField: [{ isAdmin: null }, 'isAdmin', /^isAdmin must be true or false$/],
      wrongType: [{ isAdmin: 'yes' }, 'isAdmin', /^isAdmin must be true or false$/],
      list: [[{ isAdmin: true }], undefined, NOT_AN_OBJECT],
      extra: [{ bio: 'Hi', username: 'someone' }, 'username', /^username: Field "username" is not defined by type "AdminUserInput"/],
    }),
    // AdminTripInput's fields may be left out; null clears the dates, the image and the header, and is refused elsewhere
    ...bodyCases('PATCH /admin/trips/{trip}', {
      nullField: [{ destination: null }, 'destination', /^Destination must be text$/],
      wrongType: [{ destination: 5 }, 'destination', /^Destination must be text$/],
      list: [{ preferences: [{ budgetLevel: 2 }] }, 'preferences', /^preferences: Expected type "AdminTripPreferencesInput" to be an object/],
      extra: [{ customHeader: 'Hi', preferences: { pace: 'slow' } }, 'preferences.pace', /^preferences\.pace: Field "pace" is not defined by type "AdminTripPreferencesInput"/],
    }),
    ...bodyCases('PATCH /admin/trips/{trip}/popular', {
      nullField: [{ isPopularDestination: null }, 'isPopularDestination', /^isPopularDestination must be true or false$/],
      wrongType: [{ isPopularDestination: 'yes' }, 'isPopularDestination', /^isPopularDestination must be true or false$/],
      list: [[{ isPopularDestination: true }], undefined, NOT_AN_OBJECT],
      extra: [{ isPopularDestination: true, isFeatured: true }, 'isFeatured', /^property isFeatured should not exist$/],
    }),
    ...bodyCases('PATCH /trips/{trip}/featured', {
      nullField: [{ isFeatured: null }, 'isFeatured', /^isFeatured must be true or false$/],
      wrongType: [{ isFeatured: 1 }, 'isFeatured', /^isFeatured must be true or false$/],
      list: [[{ isFeatured: true }], undefined, NOT_AN_OBJECT],
      extra: [{ isFeatured: true, featuredImage: 'x.png' }, 'featuredImage', /^property featuredImage should not exist$/],
    }),
    ...bodyCases('PATCH /admin/settings', {
      // nullable in the input type (left out keeps a setting), but a setting always has a value
      nullField: [{ siteName: null }, 'siteName', /^siteName must have a value$/],
      wrongType: [{ maintenanceMode: 'on' }, 'maintenanceMode', /^maintenanceMode must be true or false$/],
      list: [[{ siteName: 'Wander' }], undefined, NOT_AN_OBJECT],
      extra: [{ siteName: 'Wander', theme: 'dark' }, 'theme', /^theme: Field "theme" is not defined by type "SiteSettingsInput"/],
    }),
    ...queryCases('GET /admin/activity', [
      ['?limit=abc', 'limit', /^limit must be a whole number from 1 to 100$/],
      ['?limit=1&limit=2', 'limit', /^limit must be a whole number from 1 to 100$/],
      ['?since=yesterday', 'since', /^property since should not exist$/],
    ]),
    ...queryCases('GET /admin/users', [
      [`?search=${'x'.repeat(201)}`, 'search', /^search must be at most 200 characters$/],
      ['?search=a&search=b', 'search', /^search must be text$/],
      ['?sort=name', 'sort', /^property sort should not exist$/],
    ]),
    ...queryCases('GET /admin/trips', [
      ['?popular=maybe', 'popular', /^popular must be one of: all, popular, non-popular$/],
      ['?featured=all&featured=featured', 'featured', /^featured must be one of: all, featured, non-featured$/],
      ['?owner=1', 'owner', /^owner: Field "owner" is not defined by type "AdminTripFilterInput"/],
    ]),
    ...queryCases('GET /admin/subscribers', [
      [`?search=${'x'.repeat(201)}`, 'search', /^search must be at most 200 characters$/],
      ['?search=a&search=b', 'search', /^search must be text$/],
      ['?search[$ne]=1', 'search[$ne]', /^property search\[\$ne\] should not exist$/],
    ]),
    ...queryCases('GET /admin/subscribers/page', [
      ['?page=1.5', 'page', /^page must be a whole number from 1 to 1000000$/],
      ['?page=1&page=2', 'page', /^page must be a whole number from 1 to 1000000$/],
      ['?size=10', 'size', /^property size should not exist$/],
    ]),
  ];

  test('GraphQL takes the admin lists\' arguments from the same classes: null is "not given", and the same rules refuse', async () => {
    const lists = await http.graphql('{ adminActivity(limit: null) { action } adminUsers(search: null) { id } adminSubscribers(search: null) { email } adminSubscriberPage(search: null, page: null) { page } }', {}, { token: admin });
    expect(lists.body.errors).toBeUndefined();
    expect(lists.body.data.adminSubscriberPage).toEqual({ page: 1 });
    for (const [operation, message] of [
      ['{ adminActivity(limit: 101) { action } }', 'limit must be a whole number from 1 to 100'],
      [`{ adminUsers(search: "${'x'.repeat(201)}") { id } }`, 'search must be at most 200 characters'],
      ['{ adminSubscriberPage(page: 0) { page } }', 'page must be a whole number from 1 to 1000000'],
    ]) {
      expect((await http.graphql(operation!, {}, { token: admin })).body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  test.each([...PUBLIC, ...ADMIN_ONLY].map((bad) => [bad.route, JSON.stringify(bad.send), bad] as const))('%s %s is a 400 naming the field, and writes nothing', async (route, _sent, bad) => {
    const before = await snapshot();
    const reply = await call(route, bad.send, { token: admin });
    expect({ status: reply.status, field: reply.body.fields?.[0]?.field }).toEqual({ status: 400, field: bad.field });
    expect(reply.body.message).toMatch(bad.message);
    expect(await snapshot()).toEqual(before);
  });

  test.each(ADMIN_ONLY.map((bad) => [bad.route, JSON.stringify(bad.send), bad] as const))('%s %s is refused to a non-admin (401, 403) before its input is checked', async (route, _sent, bad) => {
    const before = await snapshot();
    expect((await call(route, bad.send)).status).toBe(401);
    const traveller403 = await call(route, bad.send, { token: traveller });
    expect([traveller403.status, traveller403.body.message]).toEqual([403, 'Admin access required']);
    expect(await snapshot()).toEqual(before);
  });
});
