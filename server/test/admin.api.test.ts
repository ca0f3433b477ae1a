/**
 * The admin area's API (docs/product/accounts-admin.md; issue 8, server side), over REST and GraphQL, on
 * both databases. The first tests enumerate every admin operation, from the emitted GraphQL
 * schema (Query and Mutation fields named admin…) and from the REST router stack (every route
 * under /admin and every route guarded by requireRole('admin')), and prove that each answers 401 to the
 * anonymous and 403 to a regular traveller: an admin operation added later without its guard
 * fails them.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type IntrospectionQuery,
} from 'graphql';
import { ActivityLog } from '../src/modules/activity/activity-log.entity.js';
import { Trip } from '../src/modules/trips/trip.entity.js';
import { apiRouter } from '../src/rest/api-router.js';
import { DATABASE_KINDS } from './databases.js';
import { restRoutes } from './support/api-operations.js';
import { startTestServer, type TestServer } from './harness.js';
import { HttpClient, waitForMail } from './support/http-client.js';
import { settlesTo } from './support/uploads-folder.js';

const PASSWORD = 'correct horse';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]);

/** A value of the given input type that passes GraphQL's own checks (so that the resolver runs). */
function sampleValue(type: GraphQLInputType): unknown {
  const named = getNamedType(type);
  if (isScalarType(named)) {
    const samples: Record<string, unknown> = { Int: 1, Float: 1, String: 'sample', Boolean: true, ID: '1' };
    if (!(named.name in samples)) throw new Error(`no sample for scalar ${named.name}: teach the authorisation test about it`);
    return samples[named.name];
  }
  if (isEnumType(named)) return named.getValues()[0].value;
  if (isInputObjectType(named)) {
    return Object.fromEntries(Object.values(named.getFields()).filter((field) => isNonNullType(field.type)).map((field) => [field.name, sampleValue(field.type)]));
  }
  throw new Error(`unexpected input type ${String(type)}`);
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const args = field.args.filter((arg) => isNonNullType(arg.type));
  const declarations = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const call = args.length ? `(${args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : '';
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return {
    query: `${kind} Probe${declarations ? `(${declarations})` : ''} { ${field.name}${call}${selection} }`,
    variables: Object.fromEntries(args.map((arg) => [arg.name, sampleValue(arg.type)])),
  };
}

describe.each(DATABASE_KINDS)('admin API on %s', (kind) => {
  let server: TestServer;
  const http = new HttpClient(() => server.url);
  let admin: string;
  let traveller: string;
  let adminId: number;
  let travellerId: number;

  async function signUp(name: string): Promise<string> {
    expect((await http.call('POST', '/api/auth/register', { json: { email: `${name}@example.com`, username: name, password: PASSWORD, confirmPassword: PASSWORD } })).status).toBe(201);
    return (await http.call('POST', '/api/auth/login', { json: { email: `${name}@example.com`, password: PASSWORD } })).body.token;
  }

  async function generateTrip(_label = 'Lisbon', token?: string): Promise<{ uuid: string; cookie: string }> {
    const reply = await http.call('POST', '/api/trips/generate', { token, json: { destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-03' } });
    expect(reply.status).toBe(201);
    return { uuid: reply.body.uuid, cookie: (reply.headers.get('set-cookie') ?? '').split(';')[0] };
  }

  const uploadsDir = () => server.config.uploadsDir;
  const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()).filter((name) => !name.startsWith('.')).sort() : []);

  async function uploadImage(uuid: string, bytes: Buffer, name = 'image.png', token = admin) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${server.url}/api/trips/${uuid}/featured-image`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password' });
    traveller = await signUp('traveller');
    admin = (await http.call('POST', '/api/auth/login', { json: { email: 'admin@example.com', password: 'admin password' } })).body.token;
    adminId = (await http.call('GET', '/api/user/profile', { token: admin })).body.id;
    travellerId = (await http.call('GET', '/api/user/profile', { token: traveller })).body.id;
  }, 120_000);
  afterAll(async () => {
    await server.stop();
  });

  describe('authorisation', () => {
    test('every admin GraphQL operation in the schema answers UNAUTHENTICATED (401) anonymously and FORBIDDEN (403) to a traveller', async () => {
      const introspection = await http.graphql(getIntrospectionQuery());
      const schema = buildClientSchema(introspection.body.data as IntrospectionQuery);
      const operations = (['query', 'mutation'] as const).flatMap((kind) => {
        const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
        return Object.values(root!.getFields()).filter((field) => field.name.startsWith('admin')).map((field) => ({ kind, field }));
      });
      expect(operations.map(({ field }) => field.name).sort()).toEqual(expect.arrayContaining(['adminStats', 'adminActivity', 'adminUsers', 'adminUpdateUser', 'adminDeleteUser', 'adminTrips', 'adminUpdateTrip', 'adminSetTripFeatured', 'adminSetTripPopular', 'adminDeleteTrip', 'adminSubscribers', 'adminSubscriberPage', 'adminUnsubscribe', 'adminSettings', 'adminUpdateSettings']));
      for (const { kind, field } of operations) {
        const { query, variables } = operationFor(kind, field);
        for (const [token, code, status] of [[undefined, 'UNAUTHENTICATED', 401], [traveller, 'FORBIDDEN', 403]] as const) {
          const reply = await http.graphql(query, variables, { token });
          expect({ operation: field.name, as: token ? 'traveller' : 'anonymous', data: reply.body.data?.[field.name] ?? null, error: reply.body.errors?.[0]?.extensions }).toEqual({
            operation: field.name,
            as: token ? 'traveller' : 'anonymous',
            data: null,
            error: expect.objectContaining({ code, status }),
          });
        }
      }
      console.log(`admin GraphQL operations checked: ${operations.length}`);
    });

    test('every admin REST path in the router stack answers 401 anonymously and 403 to a traveller', async () => {
      const routes = restRoutes(apiRouter(server.odyssey.services).stack);
      const unmarked = routes.filter((route) => route.path.startsWith('/admin') && !route.admin);
      expect(unmarked).toEqual([]);
      const guarded = routes.filter((route) => route.admin);
      expect(guarded.map((route) => `${route.method} ${route.path}`)).toEqual(
        expect.arrayContaining(['GET /admin/stats', 'GET /admin/activity', 'PATCH /admin/trips/:uuid', 'PATCH /trips/:uuid/featured', 'POST /trips/:uuid/featured-image', 'POST /newsletter/unsubscribe', 'GET /admin/subscribers/page', 'GET /admin/subscribers/export']),
      );
      for (const route of guarded) {
        const url = '/api' + route.path.replace(/:uuid\b/g, randomUUID()).replace(/:(\w+)/g, '1');
        const json = ['POST', 'PATCH', 'PUT'].includes(route.method) ? {} : undefined;
        const anonymous = await http.call(route.method, url, { json });
        const regular = await http.call(route.method, url, { json, token: traveller });
        expect({ route: `${route.method} ${route.path}`, anonymous: anonymous.status, regular: regular.status, message: regular.body.message }).toEqual({
          route: `${route.method} ${route.path}`,
          anonymous: 401,
          regular: 403,
          message: 'Admin access required',
        });
      }
      console.log(`admin REST routes checked: ${guarded.length}`);
    });

    test('a bad session is a 401, not a 403', async () => {
      expect((await http.call('GET', '/api/admin/stats', { token: 'not.a.token' })).status).toBe(401);
    });
  });

  describe('dashboard', () => {
    test('stats are counted in SQL: users, trips of the last 30 days, all trips, average length in days', async () => {
      const ds = server.odyssey.dataSource;
      const old = await generateTrip('Porto');
      await ds.query(`UPDATE trips SET "createdAt" = now() - interval '40 days' WHERE uuid = $1`, [old.uuid]);
      const [{ users, recent, all, average }] = await ds.query(
        `SELECT (SELECT COUNT(*) FROM users)::int AS users, (SELECT COUNT(*) FROM trips WHERE "createdAt" > now() - interval '30 days')::int AS recent,
                (SELECT COUNT(*) FROM trips)::int AS all, (SELECT AVG(jsonb_array_length(itinerary)) FROM trips WHERE jsonb_array_length(itinerary) > 0)::float AS average`,
      );
      const reply = await http.call('GET', '/api/admin/stats', { token: admin });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('cache-control')).toBe('private, max-age=60');
      expect(reply.body).toEqual({ totalUsers: users, activeTrips: recent, tripsGenerated: all, averageTripLength: Math.round(average * 10) / 10 });
      expect(reply.body.activeTrips).toBe(reply.body.tripsGenerated - 1);
      expect(reply.body.totalUsers).toBe(2);
      const gql = await http.graphql('{ adminStats { totalUsers activeTrips tripsGenerated averageTripLength } }', {}, { token: admin });
      expect(gql.body.data.adminStats).toEqual(reply.body);
    });

    test("recent activity comes newest first with the user's email", async () => {
      const trip = await generateTrip();
      expect((await http.call('POST', `/api/trips/uuid/${trip.uuid}/save`, { cookie: trip.cookie, token: traveller })).status).toBe(200);
      const reply = await http.call('GET', '/api/admin/activity', { token: admin });
      expect(reply.status).toBe(200);
      expect(reply.body[0]).toMatchObject({ action: 'Trip Saved', details: { destination: 'Lisbon', country: 'Portugal' }, userInfo: { email: 'traveller@example.com' } });
      expect(reply.body.find((item: { action: string }) => item.action === 'Trip Generated')).toMatchObject({ userInfo: null });
      const times = reply.body.map((item: { createdAt: string }) => item.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect((await http.call('GET', '/api/admin/activity?limit=0', { token: admin })).status).toBe(400);
      expect((await http.call('GET', '/api/admin/activity?limit=abc', { token: admin })).body.message).toBe('limit must be a whole number from 1 to 100');
      const gql = await http.graphql('{ adminActivity(limit: 1) { action userInfo { email } } }', {}, { token: admin });
      expect(gql.body.data.adminActivity).toEqual([{ action: 'Trip Saved', userInfo: { email: 'traveller@example.com' } }]);
    });

    test("'Trip Generated' carries the email of a signed-in traveller, over REST, the progress stream and GraphQL", async () => {
      const latest = async () => (await http.call('GET', '/api/admin/activity?limit=1', { token: admin })).body[0];
      const rest = await generateTrip('Lisbon', traveller);
      expect(await latest()).toMatchObject({ action: 'Trip Generated', details: { destination: 'Lisbon', country: 'Portugal' }, userInfo: { email: 'traveller@example.com' } });
      const stream = await http.call('POST', '/api/trips/generate/stream', { token: traveller, json: { destination: 'Lisbon', country: 'Portugal' } });
      expect(String(stream.body)).toContain('event: trip');
      expect(await latest()).toMatchObject({ action: 'Trip Generated', userInfo: { email: 'traveller@example.com' } });
      const gql = await http.graphql('mutation { generateTrip(input: { destination: "Lisbon", country: "Portugal" }) { uuid } }', {}, { token: admin });
      expect(gql.body.data.generateTrip.uuid).toEqual(expect.any(String));
      expect(await latest()).toMatchObject({ action: 'Trip Generated', userInfo: { email: 'admin@example.com' } });
      // The trip itself stays temporary until saved; only the activity names who planned it.
      expect((await http.call('GET', `/api/trips/uuid/${rest.uuid}`)).body.userId).toBeNull();
      // A visitor's generation has no user; a bad token plans as a visitor too.
      await generateTrip('Lisbon', 'not.a.token');
      expect(await latest()).toMatchObject({ action: 'Trip Generated', userInfo: null });
    });
  });

  describe('users', () => {
    test('the list searches username or email, any case', async () => {
      await signUp('Zed');
      const all = await http.call('GET', '/api/admin/users', { token: admin });
      expect(all.body.map((user: { username: string }) => user.username)).toEqual(expect.arrayContaining(['traveller', 'Zed', 'admin']));
      expect(all.body[0]).not.toHaveProperty('password');
      expect((await http.call('GET', '/api/admin/users?search=zED', { token: admin })).body.map((u: { username: string }) => u.username)).toEqual(['Zed']);
      expect((await http.call('GET', '/api/admin/users?search=ADMIN%40', { token: admin })).body.map((u: { username: string }) => u.username)).toEqual(['admin']);
      expect((await http.call('GET', '/api/admin/users?search=%25', { token: admin })).body).toEqual([]);
      expect((await http.call('GET', '/api/admin/users?search=a&search=b', { token: admin })).status).toBe(400);
      const gql = await http.graphql('query($s: String) { adminUsers(search: $s) { username } }', { s: 'TRAV' }, { token: admin });
      expect(gql.body.data.adminUsers).toEqual([{ username: 'traveller' }]);
    });

    test('edit: admin switch, names, email, bio and image; empty fields are stored as null', async () => {
      const reply = await http.call('PATCH', `/api/admin/users/${travellerId}`, {
        token: admin,
        json: { isAdmin: true, firstName: ' Ana ', lastName: 'Silva', email: 'Ana@Example.com', bio: 'Hi', profileImageUrl: 'https://example.com/a.png' },
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ message: 'User details have been updated successfully.', user: { isAdmin: true, firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com', bio: 'Hi', profileImageUrl: 'https://example.com/a.png' } });
      const cleared = await http.call('PATCH', `/api/admin/users/${travellerId}`, { token: admin, json: { isAdmin: false, firstName: '', lastName: null, bio: '  ', profileImageUrl: '' } });
      expect(cleared.body.user).toMatchObject({ isAdmin: false, firstName: null, lastName: null, bio: null, profileImageUrl: null, email: 'ana@example.com' });
      const stored = (await http.call('GET', '/api/admin/users?search=ana@', { token: admin })).body[0];
      expect(stored).toMatchObject({ firstName: null, lastName: null, bio: null, profileImageUrl: null, isAdmin: false });
      const gql = await http.graphql('mutation($id: Int!, $input: AdminUserInput!) { adminUpdateUser(id: $id, input: $input) { message user { firstName } } }', { id: travellerId, input: { firstName: 'Ana' } }, { token: admin });
      expect(gql.body.data.adminUpdateUser).toEqual({ message: 'User details have been updated successfully.', user: { firstName: 'Ana' } });
    });

    test('bad edits are refused with a clear message and change nothing', async () => {
      const before = (await http.call('GET', '/api/admin/users?search=ana@', { token: admin })).body[0];
      const cases: Array<[unknown, number, string]> = [
        [{ email: 'not an email', firstName: 'X' }, 400, 'Please enter a valid email address'],
        [{ email: 'a@b' }, 400, 'Please enter a valid email address'],
        [{ email: '' }, 400, 'Please enter a valid email address'],
        [{ email: 'zed@example.com' }, 409, 'An account with this email already exists'],
        [{ isAdmin: 'yes' }, 400, 'isAdmin must be true or false'],
        // may be left out, but null is no admin flag (it reached the NOT NULL column: a 500)
        [{ isAdmin: null }, 400, 'isAdmin must be true or false'],
        [{ firstName: 'x'.repeat(101) }, 400, 'First name must be at most 100 characters'],
        [{ profileImageUrl: 'javascript:alert(1)' }, 400, 'Profile image URL must be an http(s) address'],
        [[1, 2], 400, 'The request body must be a JSON object'],
      ];
      for (const [json, status, message] of cases) {
        const reply = await http.call('PATCH', `/api/admin/users/${travellerId}`, { token: admin, json });
        expect({ json, status: reply.status, message: reply.body.message }).toEqual({ json, status, message });
      }
      expect((await http.call('GET', '/api/admin/users?search=ana@', { token: admin })).body[0]).toEqual(before);
      expect((await http.call('PATCH', '/api/admin/users/999999', { token: admin, json: {} })).status).toBe(404);
      expect((await http.call('PATCH', '/api/admin/users/abc', { token: admin, json: {} })).status).toBe(404);
      const demote = await http.call('PATCH', `/api/admin/users/${adminId}`, { token: admin, json: { isAdmin: false } });
      expect([demote.status, demote.body.message]).toEqual([403, 'You cannot remove your own admin privileges']);
    });

    test("delete: not one's own account; a user goes with their trips and their trips' files", async () => {
      const self = await http.call('DELETE', `/api/admin/users/${adminId}`, { token: admin });
      expect([self.status, self.body.message]).toEqual([403, 'You cannot delete your own account']);
      const gqlSelf = await http.graphql('mutation($id: Int!) { adminDeleteUser(id: $id) }', { id: adminId }, { token: admin });
      expect(gqlSelf.body.errors[0].message).toBe('You cannot delete your own account');
      const doomed = await signUp('doomed');
      const doomedId = (await http.call('GET', '/api/user/profile', { token: doomed })).body.id;
      const trip = await generateTrip();
      await http.call('POST', `/api/trips/uuid/${trip.uuid}/save`, { cookie: trip.cookie, token: doomed });
      const filesBefore = storedFiles();
      expect((await uploadImage(trip.uuid, PNG)).status).toBe(200);
      expect(storedFiles()).toHaveLength(filesBefore.length + 1);
      const reply = await http.call('DELETE', `/api/admin/users/${doomedId}`, { token: admin });
      expect(reply.body).toEqual({ id: doomedId, deleted: true, message: 'User has been deleted successfully.' });
      expect((await http.call('GET', `/api/trips/uuid/${trip.uuid}`)).status).toBe(404);
      expect(storedFiles()).toEqual(filesBefore);
      expect((await http.call('GET', '/api/user/profile', { token: doomed })).status).toBe(401);
      expect((await http.call('DELETE', `/api/admin/users/${doomedId}`, { token: admin })).status).toBe(404);
    });
  });

  describe('trips', () => {
    let tripUuid: string;

    test('the list filters by featured, popular and user (temporary or saved)', async () => {
      const temporary = await generateTrip('Faro');
      tripUuid = temporary.uuid;
      const saved = await generateTrip('Braga');
      await http.call('POST', `/api/trips/uuid/${saved.uuid}/save`, { cookie: saved.cookie, token: traveller });
      const list = async (query: string) => (await http.call('GET', `/api/admin/trips${query}`, { token: admin })).body as Array<{ uuid: string; userId: number | null; isFeatured: boolean; isPopularDestination: boolean }>;
      const all = await list('');
      expect(all.length).toBe((await server.odyssey.dataSource.getRepository(Trip).count()));
      const none = await list('?user=none');
      expect(none.every((trip) => trip.userId === null) && none.some((trip) => trip.uuid === temporary.uuid)).toBe(true);
      const withUser = await list('?user=with');
      expect(withUser.map((trip) => trip.uuid)).toContain(saved.uuid);
      expect(withUser.every((trip) => trip.userId !== null)).toBe(true);
      const featured = await list('?featured=featured');
      expect(featured.length).toBeGreaterThan(0);
      expect(featured.every((trip) => trip.isFeatured)).toBe(true);
      expect((await list('?featured=non-featured')).every((trip) => !trip.isFeatured)).toBe(true);
      expect((await list('?popular=popular')).every((trip) => trip.isPopularDestination)).toBe(true);
      expect((await list('?popular=non-popular&featured=all&user=all')).every((trip) => !trip.isPopularDestination)).toBe(true);
      const bad = await http.call('GET', '/api/admin/trips?featured=maybe', { token: admin });
      expect([bad.status, bad.body.message]).toEqual([400, 'featured must be one of: all, featured, non-featured']);
      const gql = await http.graphql('{ adminTrips(filter: { user: "none", popular: "popular" }) { uuid userId isPopularDestination } }', {}, { token: admin });
      expect(gql.body.data.adminTrips.length).toBeGreaterThan(0);
      expect(gql.body.data.adminTrips.every((trip: { userId: null; isPopularDestination: boolean }) => trip.userId === null && trip.isPopularDestination)).toBe(true);
    });

    test('PATCH /api/admin/trips/{uuid} changes every field of the Edit Trip dialog', async () => {
      const reply = await http.call('PATCH', `/api/admin/trips/${tripUuid}`, {
        token: admin,
        json: { destination: 'Faro Old Town', country: 'Portugal', startDate: '2026-07-01', endDate: '2026-07-04', customHeader: 'Sun and salt', featuredImage: 'https://example.com/faro.jpg', isPopularDestination: true, preferences: { budgetLevel: 5, travelers: '3', duration: '4 days' } },
      });
      expect(reply.status).toBe(200);
      expect(reply.body.message).toBe('Trip details updated successfully');
      const trip = (await http.call('GET', `/api/trips/uuid/${tripUuid}`)).body;
      expect(trip).toMatchObject({ destination: 'Faro Old Town', startDate: '2026-07-01', endDate: '2026-07-04', customHeader: 'Sun and salt', featuredImage: 'https://example.com/faro.jpg', isPopularDestination: true });
      expect(trip.preferences).toMatchObject({ budgetLevel: 5, travelers: '3', duration: '4 days', currency: 'USD' });
      const cleared = await http.call('PATCH', `/api/admin/trips/${tripUuid}`, { token: admin, json: { customHeader: '', featuredImage: null, startDate: null, endDate: '' } });
      expect(cleared.body.trip).toMatchObject({ customHeader: null, featuredImage: null, startDate: null, endDate: null });
      const gql = await http.graphql('mutation($u: String!, $i: AdminTripInput!) { adminUpdateTrip(uuid: $u, input: $i) { message trip { preferences { budgetLevel } } } }', { u: tripUuid, i: { preferences: { budgetLevel: 2 } } }, { token: admin });
      expect(gql.body.data.adminUpdateTrip).toEqual({ message: 'Trip details updated successfully', trip: { preferences: { budgetLevel: 2 } } });
    });

    test('bad trip edits are refused with a clear message and change nothing', async () => {
      const before = (await http.call('GET', `/api/trips/uuid/${tripUuid}`)).body;
      const cases: Array<[unknown, string]> = [
        [{ destination: 'Elsewhere', preferences: { budgetLevel: 6 } }, 'Budget level must be a whole number from 1 to 5'],
        [{ preferences: { budgetLevel: 0 } }, 'Budget level must be a whole number from 1 to 5'],
        [{ preferences: { budgetLevel: 2.5 } }, 'Budget level must be a whole number from 1 to 5'],
        [{ startDate: '2026-02-30' }, 'Start date must be a date (YYYY-MM-DD)'],
        [{ startDate: '2026-07-05', endDate: '2026-07-01' }, 'End date must be on or after the start date'],
        [{ destination: '  ' }, 'Destination cannot be empty'],
        [{ featuredImage: 'javascript:alert(1)' }, 'Featured image must be an image file name or an http(s) URL'],
        [{ isPopularDestination: 'yes' }, 'isPopularDestination must be true or false'],
        [{ preferences: { travelers: '' } }, 'Number of travelers is required'],
        // null clears the dates, the image and the header; anywhere else it is refused (it was a 500, or a null stored in the preferences)
        [{ destination: null }, 'Destination must be text'],
        [{ country: null }, 'Country must be text'],
        [{ isFeatured: null }, 'isFeatured must be true or false'],
        [{ isPopularDestination: null }, 'isPopularDestination must be true or false'],
        [{ preferences: { travelers: null } }, 'Number of travelers is required'],
        [{ preferences: { budgetLevel: null } }, 'Budget level must be a whole number from 1 to 5'],
      ];
      for (const [json, message] of cases) {
        const reply = await http.call('PATCH', `/api/admin/trips/${tripUuid}`, { token: admin, json });
        expect({ json, status: reply.status, message: reply.body.message }).toEqual({ json, status: 400, message });
      }
      const gql = await http.graphql('mutation($u: String!, $i: AdminTripInput!) { adminUpdateTrip(uuid: $u, input: $i) { message } }', { u: tripUuid, i: { preferences: { budgetLevel: 9 } } }, { token: admin });
      expect(gql.body.errors[0]).toMatchObject({ message: 'Budget level must be a whole number from 1 to 5', extensions: { code: 'BAD_USER_INPUT' } });
      const nullGql = await http.graphql('mutation($u: String!) { adminUpdateTrip(uuid: $u, input: { isFeatured: null }) { message } }', { u: tripUuid }, { token: admin });
      expect(nullGql.body.errors[0]).toMatchObject({ message: 'isFeatured must be true or false', extensions: { code: 'BAD_USER_INPUT' } });
      expect((await http.call('GET', `/api/trips/uuid/${tripUuid}`)).body).toEqual(before);
      expect((await http.call('PATCH', '/api/admin/trips/not-a-uuid', { token: admin, json: {} })).status).toBe(404);
      expect((await http.call('PATCH', `/api/admin/trips/${randomUUID()}`, { token: admin, json: {} })).status).toBe(404);
    });

    test('featured (PATCH /api/trips/{uuid}/featured) and popular toggle, with their messages', async () => {
      const on = await http.call('PATCH', `/api/trips/${tripUuid}/featured`, { token: admin, json: { isFeatured: true } });
      expect([on.status, on.body.message, on.body.trip.isFeatured]).toEqual([200, 'Trip featured successfully', true]);
      expect((await http.call('GET', '/api/trips/featured')).body.map((trip: { uuid: string }) => trip.uuid)).toContain(tripUuid);
      const off = await http.call('PATCH', `/api/trips/${tripUuid}/featured`, { token: admin, json: { isFeatured: false } });
      expect([off.body.message, off.body.trip.isFeatured]).toEqual(['Trip unfeatured successfully', false]);
      const bad = await http.call('PATCH', `/api/trips/${tripUuid}/featured`, { token: admin, json: { isFeatured: 'no' } });
      expect([bad.status, bad.body.message]).toEqual([400, 'isFeatured must be true or false']);
      const popular = await http.call('PATCH', `/api/admin/trips/${tripUuid}/popular`, { token: admin, json: { isPopularDestination: false } });
      expect([popular.body.message, popular.body.trip.isPopularDestination]).toEqual(['Destination unmarked as popular successfully', false]);
      const gql = await http.graphql('mutation($u: String!) { adminSetTripPopular(uuid: $u, isPopularDestination: true) { message trip { isPopularDestination } } adminSetTripFeatured(uuid: $u, isFeatured: true) { message } }', { u: tripUuid }, { token: admin });
      expect(gql.body.data).toEqual({ adminSetTripPopular: { message: 'Destination marked as popular successfully', trip: { isPopularDestination: true } }, adminSetTripFeatured: { message: 'Trip featured successfully' } });
    });

    test('featured image: JPG or PNG by content, at most 5 MB; the old file goes when replaced', async () => {
      const before = storedFiles();
      const png = await uploadImage(tripUuid, PNG, 'anything.bin');
      expect([png.status, png.body.message]).toEqual([200, 'Image uploaded successfully']);
      expect(png.body.featuredImage).toMatch(new RegExp(`^/api/trips/${tripUuid}/featured-image\\?v=`));
      const served = await fetch(`${server.url}${png.body.featuredImage}`);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
      expect(storedFiles()).toHaveLength(before.length + 1);
      const jpeg = await uploadImage(tripUuid, JPEG, 'photo.png');
      expect(jpeg.status).toBe(200);
      expect((await fetch(`${server.url}${jpeg.body.featuredImage}`)).headers.get('content-type')).toBe('image/jpeg');
      expect(storedFiles()).toHaveLength(before.length + 1);
      const afterJpeg = storedFiles();

      const refusals: Array<[Buffer, string, number, string]> = [
        [Buffer.from('<script>alert(1)</script>'), 'evil.png', 415, "The file's contents are not a JPEG image or a PNG image"],
        [Buffer.from('%PDF-1.4 not an image'), 'doc.pdf', 415, "The file's contents are not a JPEG image or a PNG image"],
        [Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'big.png', 413, 'File too large: the limit is 5 MB'],
        [Buffer.alloc(0), 'empty.png', 400, 'The file is empty'],
      ];
      for (const [bytes, name, status, message] of refusals) {
        const reply = await uploadImage(tripUuid, bytes, name);
        expect({ name, status: reply.status, message: reply.body.message }).toEqual({ name, status, message });
      }
      const noFile = await fetch(`${server.url}/api/trips/${tripUuid}/featured-image`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body: '{}' });
      expect(noFile.status).toBe(415);
      const emptyForm = new FormData();
      emptyForm.append('other', 'x');
      const noFilePart = await fetch(`${server.url}/api/trips/${tripUuid}/featured-image`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: emptyForm });
      expect([noFilePart.status, ((await noFilePart.json()) as { message: string }).message]).toEqual([400, 'Choose an image to upload: send it in the "file" field']);
      expect((await uploadImage(randomUUID(), PNG)).status).toBe(404);
      expect((await uploadImage(tripUuid, PNG, 'x.png', traveller)).status).toBe(403);
      await settlesTo(storedFiles, afterJpeg);
      // An address typed in the dialog replaces the uploaded image, whose file is removed.
      await http.call('PATCH', `/api/admin/trips/${tripUuid}`, { token: admin, json: { featuredImage: 'faro.jpg' } });
      expect(storedFiles()).toEqual(before);
      expect((await http.call('GET', `/api/trips/${tripUuid}/featured-image`)).status).toBe(404);
    });

    test('delete, over REST and GraphQL, takes the uploaded image with it', async () => {
      const before = storedFiles();
      const trip = await generateTrip('Evora');
      await uploadImage(trip.uuid, PNG);
      const reply = await http.call('DELETE', `/api/admin/trips/${trip.uuid}`, { token: admin });
      expect(reply.body).toEqual({ uuid: trip.uuid, deleted: true, message: 'Trip deleted successfully' });
      expect(storedFiles()).toEqual(before);
      const other = await generateTrip('Sintra');
      expect((await http.graphql('mutation($u: String!) { adminDeleteTrip(uuid: $u) }', { u: other.uuid }, { token: admin })).body.data).toEqual({ adminDeleteTrip: other.uuid });
      expect((await http.call('GET', `/api/trips/uuid/${other.uuid}`)).status).toBe(404);
    });
  });

  describe('subscribers', () => {
    test('the footer sign-up validates, says alreadySubscribed, and re-subscribes', async () => {
      for (const email of ['', 'nope', 'a@b', 'x y@example.com']) {
        const reply = await http.call('POST', '/api/newsletter/subscribe', { json: { email } });
        expect([email, reply.status, reply.body.message]).toEqual([email, 400, 'Please enter a valid email address']);
      }
      expect((await http.call('POST', '/api/newsletter/subscribe', { json: {} })).status).toBe(400);
      expect((await http.call('POST', '/api/newsletter/subscribe', { json: { email: 'First@Example.com' } })).body).toEqual({ alreadySubscribed: false, message: 'Thank you for subscribing to our newsletter.' });
      expect((await http.call('POST', '/api/newsletter/subscribe', { json: { email: 'first@example.com' } })).body).toEqual({ alreadySubscribed: true, message: 'This email is already subscribed to our newsletter.' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await http.graphql('mutation { subscribeNewsletter(email: "second@example.com") { alreadySubscribed } }')).body.data).toEqual({ subscribeNewsletter: { alreadySubscribed: false } });
      const unsubscribed = await http.call('POST', '/api/newsletter/unsubscribe', { token: admin, json: { email: 'first@example.com' } });
      expect(unsubscribed.body).toMatchObject({ message: 'first@example.com has been unsubscribed from the newsletter.', subscriber: { subscribed: false } });
      expect((await http.call('POST', '/api/newsletter/unsubscribe', { token: admin, json: { email: 'nobody@example.com' } })).status).toBe(404);
      expect((await http.call('POST', '/api/newsletter/unsubscribe', { token: admin, json: { email: 'bad' } })).status).toBe(400);
      const list = (await http.call('GET', '/api/admin/subscribers', { token: admin })).body;
      expect(list.map((s: { email: string; subscribed: boolean }) => [s.email, s.subscribed])).toEqual([['second@example.com', true], ['first@example.com', false]]);
      expect((await http.call('POST', '/api/newsletter/subscribe', { json: { email: 'first@example.com' } })).body.alreadySubscribed).toBe(false);
      const again = (await http.call('GET', '/api/admin/subscribers?search=FIRST', { token: admin })).body;
      expect(again).toEqual([expect.objectContaining({ email: 'first@example.com', subscribed: true, unsubscribedAt: null })]);
    });

    test('the admin table pages in SQL: 10 per page, newest first, search, counts; bad pages refused', async () => {
      const ds = server.odyssey.dataSource;
      for (let index = 1; index <= 21; index++) expect((await http.call('POST', '/api/newsletter/subscribe', { json: { email: `reader${String(index).padStart(2, '0')}@example.com` } })).status).toBe(200);
      // Distinct sign-up times, reader21 the newest; the earlier tests' subscribers older still.
      await ds.query(`UPDATE subscribers SET "subscribedAt" = "subscribedAt" - interval '1 day' WHERE email NOT LIKE 'reader__@example.com'`);
      await ds.query(`UPDATE subscribers SET "subscribedAt" = now() - make_interval(mins => 100 - substring(email from 7 for 2)::int) WHERE email LIKE 'reader__@example.com'`);
      await http.call('POST', '/api/newsletter/unsubscribe', { token: admin, json: { email: 'reader05@example.com' } });
      const [{ rows, active }] = await ds.query(`SELECT COUNT(*)::int AS rows, (COUNT(*) FILTER (WHERE subscribed))::int AS active FROM subscribers`);
      const first = (await http.call('GET', '/api/admin/subscribers/page', { token: admin })).body;
      expect(first).toMatchObject({ page: 1, pageCount: Math.ceil(rows / 10), matching: rows, total: rows, active });
      expect(first.subscribers.map((s: { email: string }) => s.email)).toEqual(Array.from({ length: 10 }, (_, i) => `reader${21 - i}@example.com`));

      const found = (await http.call('GET', '/api/admin/subscribers/page?search=READER0&page=2', { token: admin })).body;
      expect(found).toMatchObject({ page: 1, pageCount: 1, matching: 9, total: rows, active });
      expect(found.subscribers.map((s: { email: string }) => s.email)).toEqual(['reader09', 'reader08', 'reader07', 'reader06', 'reader05', 'reader04', 'reader03', 'reader02', 'reader01'].map((name) => `${name}@example.com`));
      expect(found.subscribers.find((s: { email: string }) => s.email === 'reader05@example.com').subscribed).toBe(false);

      const pageOfReaders = (page: number) => http.call('GET', `/api/admin/subscribers/page?search=reader&page=${page}`, { token: admin });
      expect((await pageOfReaders(3)).body).toMatchObject({ page: 3, pageCount: 3, matching: 21, subscribers: [expect.objectContaining({ email: 'reader01@example.com' })] });
      expect((await pageOfReaders(99)).body).toMatchObject({ page: 3, pageCount: 3 });
      expect((await http.call('GET', '/api/admin/subscribers/page?search=nobody', { token: admin })).body).toMatchObject({ subscribers: [], page: 1, pageCount: 1, matching: 0 });
      for (const bad of ['0', '-1', '1.5', 'abc', '99999999']) {
        const reply = await http.call('GET', `/api/admin/subscribers/page?page=${bad}`, { token: admin });
        expect([bad, reply.status, reply.body.message]).toEqual([bad, 400, 'page must be a whole number from 1 to 1000000']);
      }
      expect((await http.call('GET', '/api/admin/subscribers/page?search=a&search=b', { token: admin })).status).toBe(400);

      const gql = await http.graphql('query($s: String, $p: Int) { adminSubscriberPage(search: $s, page: $p) { page pageCount matching total active subscribers { email subscribed } } }', { s: 'reader2', p: 1 }, { token: admin });
      expect(gql.body.data.adminSubscriberPage).toEqual({ page: 1, pageCount: 1, matching: 2, total: rows, active, subscribers: [{ email: 'reader21@example.com', subscribed: true }, { email: 'reader20@example.com', subscribed: true }] });
      const badGql = await http.graphql('{ adminSubscriberPage(page: 0) { page } }', {}, { token: admin });
      expect(badGql.body.errors[0]).toMatchObject({ message: 'page must be a whole number from 1 to 1000000', extensions: { code: 'BAD_USER_INPUT' } });
      await ds.query(`DELETE FROM subscribers WHERE email LIKE 'reader__@example.com'`);
    });

    test('CSV export: ID, Email, Status, Subscribed Date, named with the date', async () => {
      const reply = await http.call('GET', '/api/admin/subscribers/export', { token: admin });
      expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = String(reply.body).trim().split('\n');
      expect(lines[0]).toBe('ID,Email,Status,Subscribed Date');
      expect(lines.slice(1).map((line) => line.split(',').slice(1, 3))).toEqual([['first@example.com', 'Subscribed'], ['second@example.com', 'Subscribed']]);
      expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2}$/);
    });

    test('CSV export: an address a spreadsheet would run as a formula is written as text', async () => {
      const formulas = ['=1+2@example.com', '+cmd@example.com', '-2+3@example.com'];
      for (const email of formulas) expect((await http.call('POST', '/api/newsletter/subscribe', { json: { email } })).status).toBe(200);
      const reply = await http.call('GET', '/api/admin/subscribers/export', { token: admin });
      const emails = String(reply.body).trim().split('\n').slice(1).map((line) => line.split(',')[1]);
      expect(emails).toEqual(expect.arrayContaining(formulas.map((email) => `'${email}`)));
      expect(emails.filter((email) => /^[=+\-@]/.test(email))).toEqual([]);
      await server.odyssey.dataSource.query(`DELETE FROM subscribers WHERE email = ANY($1)`, [formulas]);
    });
  });

  describe('settings', () => {
    test('read and save, validated; the saved values take effect', async () => {
      const read = await http.call('GET', '/api/admin/settings', { token: admin });
      expect(read.body).toMatchObject({ siteName: 'Odyssey', maintenanceMode: false, analyticsEnabled: true, openaiModel: 'gpt-4', openaiTemperature: 0.7, googlePlacesEnabled: true, tripCacheDuration: 7 });
      const bad: Array<[unknown, string]> = [
        [{ siteName: '', openaiModel: 'gpt-3.5-turbo' }, 'Site name is required'],
        [{ supportEmail: 'nope' }, 'Support email must be a valid email address'],
        [{ openaiModel: 'gpt-5' }, 'OpenAI model must be one of: gpt-3.5-turbo, gpt-4, gpt-4-turbo'],
        [{ openaiTemperature: 2 }, 'OpenAI temperature must be one of: 0.3, 0.5, 0.7, 0.9, 1'],
        [{ tripCacheDuration: 5 }, 'Trip cache duration must be one of: 1, 3, 7, 14, 30 days'],
        [{ maintenanceMode: 'on' }, 'maintenanceMode must be true or false'],
      ];
      for (const [json, message] of bad) {
        const reply = await http.call('PATCH', '/api/admin/settings', { token: admin, json });
        expect({ json, status: reply.status, message: reply.body.message }).toEqual({ json, status: 400, message });
      }
      expect((await http.call('GET', '/api/admin/settings', { token: admin })).body).toEqual(read.body);
      const saved = await http.call('PATCH', '/api/admin/settings', { token: admin, json: { siteName: 'Wander', supportEmail: 'help@wander.example', openaiModel: 'gpt-4-turbo', openaiTemperature: 0.3 } });
      expect(saved.body).toMatchObject({ siteName: 'Wander', supportEmail: 'help@wander.example', openaiModel: 'gpt-4-turbo', openaiTemperature: 0.3 });
      expect((await http.graphql('{ publicSettings { siteName supportEmail } }')).body.data.publicSettings).toEqual({ siteName: 'Wander', supportEmail: 'help@wander.example' });
      // The site name and support email reach the page the server sends (read before the client loads).
      const html = String((await http.call('GET', '/about')).body);
      expect(JSON.parse(/<script[^>]*id="odyssey-settings"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}')).toMatchObject({ siteName: 'Wander', supportEmail: 'help@wander.example' });
      // Emails carry the site name, as the sender and in the words (MAIL_FROM is unset here).
      expect((await http.call('POST', '/api/auth/forgot-password', { json: { email: 'admin@example.com' } })).status).toBe(200);
      const mail = await waitForMail(server.config.mail.outboxDir, 'Reset your Wander password');
      expect(mail).toMatch(/^From: Wander <no-reply@odyssey\.local>$/m);
      expect(mail).toContain('your Wander account');
      // The map's tiles and their credit come from the settings too (the trip page's map reads publicSettings).
      const tiles = { mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png', mapTileAttribution: '© Example Maps', mapTileAttributionUrl: 'https://maps.example.com/credits' };
      expect((await http.call('PATCH', '/api/admin/settings', { token: admin, json: tiles })).status).toBe(200);
      expect((await http.graphql('{ publicSettings { mapTileUrl mapTileAttribution mapTileAttributionUrl } }')).body.data.publicSettings).toEqual(tiles);
      expect((await http.call('PATCH', '/api/admin/settings', { token: admin, json: { mapTileUrl: 'http://insecure.example.com/{z}/{x}/{y}.png' } })).status).toBe(400);
      await http.call('PATCH', '/api/admin/settings', { token: admin, json: { mapTileUrl: read.body.mapTileUrl, mapTileAttribution: read.body.mapTileAttribution, mapTileAttributionUrl: read.body.mapTileAttributionUrl } });
      const gql = await http.graphql('mutation { adminUpdateSettings(input: { siteName: "Odyssey" }) { siteName openaiModel } }', {}, { token: admin });
      expect(gql.body.data.adminUpdateSettings).toEqual({ siteName: 'Odyssey', openaiModel: 'gpt-4-turbo' });
    });

    test('analytics off stops activity logging', async () => {
      const logs = server.odyssey.dataSource.getRepository(ActivityLog);
      await http.call('PATCH', '/api/admin/settings', { token: admin, json: { analyticsEnabled: false } });
      const count = await logs.count();
      await generateTrip();
      expect(await logs.count()).toBe(count);
      await http.call('PATCH', '/api/admin/settings', { token: admin, json: { analyticsEnabled: true } });
      await generateTrip();
      expect(await logs.count()).toBe(count + 1);
    });

    test('maintenance mode: writes by anyone but an admin get 503 with a message; reads and admins carry on', async () => {
      await http.call('PATCH', '/api/admin/settings', { token: admin, json: { maintenanceMode: true, siteName: 'Wander' } });
      try {
        const message = 'Wander is undergoing maintenance. Please try again later.';
        const generate = await http.call('POST', '/api/trips/generate', { json: { destination: 'Lisbon' } });
        expect([generate.status, generate.body.message]).toEqual([503, message]);
        expect((await http.call('POST', '/api/newsletter/subscribe', { token: traveller, json: { email: 'third@example.com' } })).status).toBe(503);
        const gql = await http.graphql('mutation { subscribeNewsletter(email: "third@example.com") { alreadySubscribed } }', {}, { token: traveller });
        expect([gql.status, gql.body.errors[0].message, gql.body.errors[0].extensions.code]).toEqual([503, message, 'MAINTENANCE']);
        expect((await http.call('GET', '/api/trips/featured')).status).toBe(200);
        expect((await http.call('POST', '/api/auth/login', { json: { email: 'admin@example.com', password: 'admin password' } })).status).toBe(200);
        expect((await http.call('POST', '/api/trips/generate', { token: admin, json: { destination: 'Lisbon' } })).status).toBe(201);
        expect((await http.graphql('{ publicSettings { maintenanceMode } }')).body.data.publicSettings.maintenanceMode).toBe(true);
      } finally {
        await http.call('PATCH', '/api/admin/settings', { token: admin, json: { maintenanceMode: false, siteName: 'Odyssey' } });
      }
      expect((await http.call('POST', '/api/newsletter/subscribe', { json: { email: 'third@example.com' } })).status).toBe(200);
    });

    test('trip cache duration: the cleanup deletes temporary trips older than that, with their files; saved, featured and popular trips stay', async () => {
      const ds = server.odyssey.dataSource;
      await http.call('PATCH', '/api/admin/settings', { token: admin, json: { tripCacheDuration: 3 } });
      const before = storedFiles();
      const old = await generateTrip('Coimbra');
      const recent = await generateTrip('Aveiro');
      const oldSaved = await generateTrip('Tavira');
      await http.call('POST', `/api/trips/uuid/${oldSaved.uuid}/save`, { cookie: oldSaved.cookie, token: traveller });
      await uploadImage(old.uuid, PNG);
      const walletForm = new FormData();
      walletForm.append('data', JSON.stringify({ type: 'document', title: 'Ticket' }));
      walletForm.append('file', new Blob([new Uint8Array(PNG)]), 'ticket.png');
      expect((await fetch(`${server.url}/api/trips/${old.uuid}/wallet/upload`, { method: 'POST', headers: { cookie: old.cookie }, body: walletForm })).status).toBe(201);
      expect(storedFiles()).toHaveLength(before.length + 2);
      await ds.query(`UPDATE trips SET "createdAt" = now() - interval '4 days' WHERE uuid = ANY($1)`, [[old.uuid, oldSaved.uuid]]);
      await ds.query(`UPDATE trips SET "createdAt" = now() - interval '2 days' WHERE uuid = $1`, [recent.uuid]);
      await ds.query(`UPDATE trips SET "createdAt" = now() - interval '90 days' WHERE "isFeaturedTrip" OR "isPopularDestination"`);
      const showcase = await ds.getRepository(Trip).count({ where: [{ isFeaturedTrip: true }, { isPopularDestination: true }] });
      const removed = await server.odyssey.services.tripCleanup.removeExpired();
      expect(removed).toBeGreaterThanOrEqual(1);
      expect((await http.call('GET', `/api/trips/uuid/${old.uuid}`)).status).toBe(404);
      expect((await http.call('GET', `/api/trips/uuid/${recent.uuid}`)).status).toBe(200);
      expect((await http.call('GET', `/api/trips/uuid/${oldSaved.uuid}`)).status).toBe(200);
      expect(await ds.getRepository(Trip).count({ where: [{ isFeaturedTrip: true }, { isPopularDestination: true }] })).toBe(showcase);
      expect(storedFiles()).toEqual(before);
      const [{ stale }] = await ds.query(`SELECT COUNT(*)::int AS stale FROM trips WHERE "userId" IS NULL AND "createdAt" < now() - interval '3 days' AND NOT "isFeaturedTrip" AND NOT "isPopularDestination"`);
      expect(stale).toBe(0);
    });
  });
});
