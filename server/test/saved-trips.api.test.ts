/**
 * Saved trips over REST and GraphQL, on both databases: saving needs a session, the trip
 * becomes the saver's (with a 'Trip Saved' activity), lists show only one's own trips,
 * deleting is for the owner or an admin, and the trip's edit rights pass to its owner.
 */
import { existsSync, readdirSync } from 'node:fs';
import { ActivityLog } from '../src/modules/activity/activity-log.entity.js';
import { DATABASE_KINDS } from './databases.js';
import { startTestServer, type TestServer } from './harness.js';
import { HttpClient } from './support/http-client.js';

const PASSWORD = 'correct horse';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

describe.each(DATABASE_KINDS)('saved trips on %s', (kind) => {
  let server: TestServer;
  const http = new HttpClient(() => server.url);
  /** the browsers (cookies) and sessions (tokens) of two travellers and the admin */
  let ownerBrowser: string;
  let strangerBrowser: string;
  let owner: string;
  let stranger: string;
  let admin: string;

  async function generateTrip(): Promise<{ uuid: string; cookie: string }> {
    const reply = await http.call('POST', '/api/trips/generate', { json: { destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-03' } });
    expect(reply.status).toBe(201);
    return { uuid: reply.body.uuid, cookie: (reply.headers.get('set-cookie') ?? '').split(';')[0] };
  }

  async function signUp(name: string): Promise<string> {
    expect((await http.call('POST', '/api/auth/register', { json: { email: `${name}@example.com`, username: name, password: PASSWORD, confirmPassword: PASSWORD } })).status).toBe(201);
    return (await http.call('POST', '/api/auth/login', { json: { email: `${name}@example.com`, password: PASSWORD } })).body.token;
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password' });
    owner = await signUp('owner');
    stranger = await signUp('stranger');
    admin = (await http.call('POST', '/api/auth/login', { json: { email: 'admin@example.com', password: 'admin password' } })).body.token;
    // Generous: a cold start on a busy machine (PGlite, argon2 and the seed trips).
  }, 120_000);
  afterAll(async () => {
    await server.stop();
  });

  let tripUuid: string;

  test('saving needs a session: 401 without one, with a bad one', async () => {
    const trip = await generateTrip();
    tripUuid = trip.uuid;
    ownerBrowser = trip.cookie;
    expect((await http.call('POST', `/api/trips/uuid/${tripUuid}/save`, { cookie: ownerBrowser })).status).toBe(401);
    expect((await http.call('POST', `/api/trips/uuid/${tripUuid}/save`, { cookie: ownerBrowser, token: 'garbage' })).status).toBe(401);
  });

  test("the planner's browser saves it: it becomes the user's, saved, and 'Trip Saved' is logged", async () => {
    const reply = await http.call('POST', `/api/trips/uuid/${tripUuid}/save`, { cookie: ownerBrowser, token: owner });
    expect(reply.status).toBe(200);
    const me = (await http.call('GET', '/api/user/profile', { token: owner })).body;
    expect(reply.body).toMatchObject({ uuid: tripUuid, saved: true, userId: me.id });
    expect(reply.body).not.toHaveProperty('creatorKey');
    const logs = await server.odyssey.dataSource.getRepository(ActivityLog).findBy({ action: 'Trip Saved' });
    expect(logs).toEqual([expect.objectContaining({ userId: me.id, entityId: tripUuid, details: { destination: 'Lisbon', country: 'Portugal' } })]);
    // Saving again changes nothing.
    expect((await http.call('POST', `/api/trips/uuid/${tripUuid}/save`, { cookie: ownerBrowser, token: owner })).status).toBe(200);
  });

  test("saving someone else's trip copies it into the saver's account; the original stays as it was", async () => {
    const wallet = await http.call('POST', `/api/trips/${tripUuid}/wallet`, { token: owner, json: { type: 'flight', title: 'Owner flight', reference: 'PNR123' } });
    expect(wallet.status).toBe(201);
    const copied = await http.call('POST', `/api/trips/uuid/${tripUuid}/save`, { token: stranger });
    expect(copied.status).toBe(200);
    expect(copied.body.uuid).not.toBe(tripUuid);
    expect(copied.body).toMatchObject({ saved: true, destination: 'Lisbon' });
    const original = (await http.call('GET', `/api/trips/uuid/${tripUuid}`)).body;
    expect(copied.body.itinerary).toEqual(original.itinerary);
    // The copy is the stranger's to edit, with an empty wallet; the original is still the owner's alone.
    expect((await http.call('GET', `/api/trips/${copied.body.uuid}/permissions`, { token: stranger })).body).toEqual({ canEdit: true, canViewWallet: true, canShare: true, role: 'owner' });
    expect((await http.call('GET', `/api/trips/${copied.body.uuid}/wallet`, { token: stranger })).body).toEqual([]);
    expect((await http.call('GET', `/api/trips/${tripUuid}/permissions`, { token: stranger })).body).toEqual({ canEdit: false, canViewWallet: false, canShare: false, role: null });
    expect((await http.call('GET', '/api/trips', { token: owner })).body.map((trip: { uuid: string }) => trip.uuid)).toEqual([tripUuid]);
    expect((await http.call('GET', '/api/trips', { token: stranger })).body.map((trip: { uuid: string }) => trip.uuid)).toEqual([copied.body.uuid]);
    // Saving one's copy again changes nothing.
    expect((await http.call('POST', `/api/trips/uuid/${copied.body.uuid}/save`, { token: stranger })).body.uuid).toBe(copied.body.uuid);
    await http.call('DELETE', `/api/trips/uuid/${copied.body.uuid}`, { token: stranger });
    await http.call('DELETE', `/api/wallet/${wallet.body.id}`, { token: owner });

    // A temporary trip planned in another browser is copied too, and stays that browser's.
    const other = await generateTrip();
    strangerBrowser = (await generateTrip()).cookie;
    const notTheirs = await http.call('POST', `/api/trips/uuid/${other.uuid}/save`, { cookie: strangerBrowser, token: stranger });
    expect(notTheirs.status).toBe(200);
    expect(notTheirs.body.uuid).not.toBe(other.uuid);
    expect((await http.call('GET', `/api/trips/${other.uuid}/permissions`, { cookie: other.cookie })).body).toEqual({ canEdit: true, canViewWallet: true, canShare: false, role: null });
    await http.call('DELETE', `/api/trips/uuid/${notTheirs.body.uuid}`, { token: stranger });
    expect((await http.call('POST', '/api/trips/uuid/not-a-uuid/save', { token: stranger })).status).toBe(404);
  });

  test("GET /api/trips lists only the caller's trips; there is no way to read another user's", async () => {
    const mine = await http.call('GET', '/api/trips', { token: owner });
    expect(mine.body.map((trip: { uuid: string }) => trip.uuid)).toEqual([tripUuid]);
    expect((await http.call('GET', '/api/trips', { token: stranger })).body).toEqual([]);
    expect((await http.call('GET', '/api/trips?userId=1', { token: stranger })).body).toEqual([]);
    expect((await http.call('GET', '/api/trips')).status).toBe(401);
    const viaGraphql = await http.graphql('{ myTrips { uuid saved } }', {}, { token: stranger });
    expect(viaGraphql.body.data.myTrips).toEqual([]);
    expect((await http.graphql('{ myTrips { uuid } }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  test("edit rights pass to the owner: the planner's browser alone no longer edits; the owner does, anywhere", async () => {
    const canEdit = async (options: { cookie?: string; token?: string }) => (await http.call('GET', `/api/trips/${tripUuid}/permissions`, options)).body.canEdit;
    expect(await canEdit({ cookie: ownerBrowser })).toBe(false);
    expect(await canEdit({ token: owner })).toBe(true);
    expect(await canEdit({ token: stranger, cookie: ownerBrowser })).toBe(false);
    expect(await canEdit({ token: admin })).toBe(true);
    const item = { type: 'flight', title: 'Lisbon to Paris' };
    expect((await http.call('POST', `/api/trips/${tripUuid}/wallet`, { cookie: ownerBrowser, json: item })).status).toBe(403);
    expect((await http.call('POST', `/api/trips/${tripUuid}/wallet`, { token: stranger, json: item })).status).toBe(403);
    expect((await http.call('POST', `/api/trips/${tripUuid}/wallet`, { token: owner, json: item })).status).toBe(201);
    // an admin may change anyone's wallet, as they may edit anyone's trip page
    const byAdmin = await http.call('POST', `/api/trips/${tripUuid}/wallet`, { token: admin, json: { ...item, title: 'Added by an admin' } });
    expect(byAdmin.status).toBe(201);
    expect((await http.call('PUT', `/api/wallet/${byAdmin.body.id}`, { token: admin, json: { ...item, title: 'Edited by an admin' } })).status).toBe(200);
    expect((await http.call('DELETE', `/api/wallet/${byAdmin.body.id}`, { token: admin })).status).toBe(200);
    const permissions = await http.graphql('query($uuid: String!) { tripPermissions(tripUuid: $uuid) { canEdit } }', { uuid: tripUuid }, { token: owner });
    expect(permissions.body.data.tripPermissions.canEdit).toBe(true);
  });

  test('delete: 401 signed out, 403 for someone else, and the owner deletes the trip with its wallet documents', async () => {
    const form = new FormData();
    form.append('data', JSON.stringify({ type: 'ticket', title: 'Tram ticket' }));
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'ticket.png');
    const upload = await fetch(`${server.url}/api/trips/${tripUuid}/wallet/upload`, { method: 'POST', headers: { authorization: `Bearer ${owner}` }, body: form });
    expect(upload.status).toBe(201);
    const stored = () => (existsSync(server.config.uploadsDir) ? readdirSync(server.config.uploadsDir) : []);
    expect(stored()).toHaveLength(1);

    expect((await http.call('DELETE', `/api/trips/uuid/${tripUuid}`)).status).toBe(401);
    expect((await http.call('DELETE', `/api/trips/uuid/${tripUuid}`, { token: stranger, cookie: ownerBrowser })).status).toBe(403);
    const deleted = await http.call('DELETE', `/api/trips/uuid/${tripUuid}`, { token: owner });
    expect(deleted).toMatchObject({ status: 200, body: { uuid: tripUuid, deleted: true } });
    expect((await http.call('GET', `/api/trips/uuid/${tripUuid}`)).status).toBe(404);
    expect((await http.call('GET', '/api/trips', { token: owner })).body).toEqual([]);
    expect(stored()).toEqual([]);
  });

  test("GraphQL saveTrip and deleteTrip; an admin may delete anyone's trip", async () => {
    const trip = await generateTrip();
    const save = await http.graphql('mutation($uuid: String!) { saveTrip(uuid: $uuid) { uuid saved userId } }', { uuid: trip.uuid }, { token: owner, cookie: trip.cookie });
    expect(save.body.data.saveTrip).toMatchObject({ uuid: trip.uuid, saved: true });
    const anonymous = await http.graphql('mutation($uuid: String!) { saveTrip(uuid: $uuid) { uuid } }', { uuid: trip.uuid }, { cookie: trip.cookie });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const refused = await http.graphql('mutation($uuid: String!) { deleteTrip(uuid: $uuid) }', { uuid: trip.uuid }, { token: stranger });
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const byAdmin = await http.graphql('mutation($uuid: String!) { deleteTrip(uuid: $uuid) }', { uuid: trip.uuid }, { token: admin });
    expect(byAdmin.body.data.deleteTrip).toBe(trip.uuid);
    expect((await http.graphql('{ myTrips { uuid } }', {}, { token: owner })).body.data.myTrips).toEqual([]);
  });

  test('no response carried a password or its hash', () => {
    for (const body of http.seen) {
      expect(body).not.toMatch(/\$argon2/);
      expect(body).not.toMatch(/"password"\s*:/);
    }
  });
});
