/**
 * Companions (issue 22), over REST and GraphQL, on both databases: an owner invites by link or
 * by email as an editor or a viewer; an invitation works once, lapses and can be withdrawn;
 * an editor changes the trip and its wallet, a viewer only reads them; only the owner invites,
 * removes and deletes; a companion sees the trip in My Trips and may leave.
 */
import { DATABASE_KINDS } from './databases.js';
import { startTestServer, type TestServer } from './harness.js';
import { HttpClient, waitForMail } from './support/http-client.js';

const PASSWORD = 'correct horse';

describe.each(DATABASE_KINDS)('companions on %s', (kind) => {
  let server: TestServer;
  const http = new HttpClient(() => server.url);
  const token: Record<string, string> = {};
  const id: Record<string, number> = {};
  let tripUuid: string;

  async function signUp(name: string): Promise<void> {
    expect((await http.call('POST', '/api/auth/register', { json: { email: `${name}@example.com`, username: name, password: PASSWORD, confirmPassword: PASSWORD } })).status).toBe(201);
    token[name] = (await http.call('POST', '/api/auth/login', { json: { email: `${name}@example.com`, password: PASSWORD } })).body.token;
    id[name] = (await http.call('GET', '/api/user/profile', { token: token[name] })).body.id;
  }

  async function savedTrip(owner: string): Promise<string> {
    const reply = await http.call('POST', '/api/trips/generate', { json: { destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-03' } });
    expect(reply.status).toBe(201);
    const cookie = (reply.headers.get('set-cookie') ?? '').split(';')[0];
    expect((await http.call('POST', `/api/trips/uuid/${reply.body.uuid}/save`, { cookie, token: token[owner] })).status).toBe(200);
    return reply.body.uuid;
  }

  const invite = (as: string, body: Record<string, unknown>, trip = tripUuid) => http.call('POST', `/api/trips/${trip}/companions/invitations`, { token: token[as], json: body });
  const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!;

  beforeAll(async () => {
    server = await startTestServer(kind, { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password' });
    for (const name of ['owner', 'editor', 'viewer', 'stranger', 'late']) await signUp(name);
    tripUuid = await savedTrip('owner');
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  test('an invitation needs the owner, a known role and, when given, a real address', async () => {
    expect((await http.call('POST', `/api/trips/${tripUuid}/companions/invitations`, { json: { role: 'editor' } })).status).toBe(401);
    expect(await invite('stranger', { role: 'editor' })).toMatchObject({ status: 403, body: { message: "Only the trip's owner can invite companions and remove them" } });
    expect(await invite('owner', { role: 'admin' })).toMatchObject({ status: 400, body: { message: expect.stringContaining('Role must be one of: editor, viewer') } });
    expect(await invite('owner', { role: 'viewer', email: 'not an address' })).toMatchObject({ status: 400, body: { message: expect.stringContaining('valid email') } });
    expect(await invite('owner', { role: 'viewer', email: 'owner@example.com' })).toMatchObject({ status: 400, body: { message: 'That is your own address: you are on this trip already.' } });
    expect((await invite('owner', { role: 'viewer' }, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    // A trip not yet saved has no owner to share it.
    const temporary = (await http.call('POST', '/api/trips/generate', { json: { destination: 'Porto', country: 'Portugal' } })).body.uuid as string;
    expect((await invite('owner', { role: 'viewer' }, temporary)).status).toBe(403);
    const gql = await http.graphql('mutation($t: String!) { inviteCompanion(tripUuid: $t, input: { role: "owner" }) { id } }', { t: tripUuid }, { token: token.owner });
    expect(gql.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  test('an editor joins by link: the link works once, and the editor changes the trip and its wallet', async () => {
    const made = await invite('owner', { role: 'editor' });
    expect(made).toMatchObject({ status: 201, body: { role: 'editor', email: null, link: expect.stringMatching(/\/invite\/[A-Za-z0-9_-]{43}$/) } });
    const link = tokenOf(made.body.link);
    expect(await http.call('GET', `/api/invitations/${link}`)).toMatchObject({ status: 200, body: { tripUuid, destination: 'Lisbon', invitedBy: 'owner', role: 'editor', sentTo: null } });
    expect((await http.call('POST', `/api/invitations/${link}/accept`)).status).toBe(401);
    expect(await http.call('POST', `/api/invitations/${link}/accept`, { token: token.owner })).toMatchObject({ status: 409 });
    expect(await http.call('POST', `/api/invitations/${link}/accept`, { token: token.editor })).toMatchObject({ status: 200, body: { uuid: tripUuid } });
    expect(await http.call('POST', `/api/invitations/${link}/accept`, { token: token.stranger })).toMatchObject({ status: 410, body: { message: expect.stringContaining('used already') } });
    expect((await http.call('GET', `/api/invitations/${link}`)).status).toBe(410);

    expect((await http.call('GET', `/api/trips/${tripUuid}/permissions`, { token: token.editor })).body).toEqual({ canEdit: true, canViewWallet: true, canShare: false, role: 'editor' });
    const trip = (await http.call('GET', `/api/trips/uuid/${tripUuid}`)).body;
    expect(trip).not.toHaveProperty('members');
    const edited = trip.itinerary.map((day: { activities: Array<Record<string, unknown>> }, index: number) => (index === 0 ? { ...day, activities: day.activities.slice(1) } : day));
    expect((await http.call('PUT', `/api/trips/${tripUuid}/itinerary`, { token: token.editor, json: { itinerary: edited } })).status).toBe(200);
    expect((await http.call('POST', `/api/trips/${tripUuid}/wallet`, { token: token.editor, json: { type: 'flight', title: 'Editor flight' } })).status).toBe(201);
    // Only the owner shares and deletes.
    expect((await invite('editor', { role: 'viewer' })).status).toBe(403);
    expect((await http.call('DELETE', `/api/trips/uuid/${tripUuid}`, { token: token.editor })).status).toBe(403);
  });

  test('a viewer reads the wallet but changes nothing; a stranger reads neither the wallet nor who is on the trip', async () => {
    const link = tokenOf((await invite('owner', { role: 'viewer' })).body.link);
    expect((await http.call('POST', `/api/invitations/${link}/accept`, { token: token.viewer })).status).toBe(200);
    expect((await http.call('GET', `/api/trips/${tripUuid}/permissions`, { token: token.viewer })).body).toEqual({ canEdit: false, canViewWallet: true, canShare: false, role: 'viewer' });
    const wallet = await http.call('GET', `/api/trips/${tripUuid}/wallet`, { token: token.viewer });
    expect(wallet.status).toBe(200);
    expect(wallet.body.map((item: { title: string }) => item.title)).toContain('Editor flight');
    expect((await http.call('POST', `/api/trips/${tripUuid}/wallet`, { token: token.viewer, json: { type: 'flight', title: 'Viewer flight' } })).status).toBe(403);
    const trip = (await http.call('GET', `/api/trips/uuid/${tripUuid}`)).body;
    expect((await http.call('PUT', `/api/trips/${tripUuid}/itinerary`, { token: token.viewer, json: { itinerary: trip.itinerary } })).status).toBe(403);

    expect((await http.call('GET', `/api/trips/${tripUuid}/wallet`, { token: token.stranger })).status).toBe(403);
    expect((await http.call('GET', `/api/trips/${tripUuid}/companions`, { token: token.stranger })).status).toBe(403);
    expect((await http.call('GET', `/api/trips/${tripUuid}/permissions`, { token: token.stranger })).body).toEqual({ canEdit: false, canViewWallet: false, canShare: false, role: null });
    const sharing = await http.graphql('query($u: String!) { trip(uuid: $u) { sharing { owner } } }', { u: tripUuid }, { token: token.stranger });
    expect(sharing.body.data.trip.sharing).toBeNull();
  });

  test('who is on the trip: all its travellers see it, only the owner sees the open invitations', async () => {
    const open = await invite('owner', { role: 'viewer' });
    const asOwner = (await http.call('GET', `/api/trips/${tripUuid}/companions`, { token: token.owner })).body;
    expect(asOwner).toMatchObject({ owner: 'owner', role: 'owner', companions: [{ username: 'editor', role: 'editor' }, { username: 'viewer', role: 'viewer' }] });
    expect(asOwner.invitations).toEqual([expect.objectContaining({ id: open.body.id, role: 'viewer', link: null })]);
    const asViewer = (await http.call('GET', `/api/trips/${tripUuid}/companions`, { token: token.viewer })).body;
    expect(asViewer).toMatchObject({ owner: 'owner', role: 'viewer', invitations: [] });
    // No token or its hash is ever listed.
    expect(JSON.stringify(asOwner)).not.toMatch(/tokenHash|[0-9a-f]{64}/);

    const mine = await http.graphql('{ myTrips { uuid sharing { owner role companions { username role } } } }', {}, { token: token.editor });
    expect(mine.body.data.myTrips).toEqual([{ uuid: tripUuid, sharing: { owner: 'owner', role: 'editor', companions: [{ username: 'editor', role: 'editor' }, { username: 'viewer', role: 'viewer' }] } }]);
    // Saving a trip one is on keeps it as it is: no copy.
    expect(await http.call('POST', `/api/trips/uuid/${tripUuid}/save`, { token: token.viewer })).toMatchObject({ status: 200, body: { uuid: tripUuid } });
    expect((await http.call('GET', '/api/trips', { token: token.viewer })).body.map((trip: { uuid: string }) => trip.uuid)).toEqual([tripUuid]);
  });

  test('a withdrawn invitation stops working; an expired one says so', async () => {
    const made = await invite('owner', { role: 'editor' });
    expect((await http.call('DELETE', `/api/trips/${tripUuid}/companions/invitations/${made.body.id}`, { token: token.editor })).status).toBe(403);
    expect(await http.call('DELETE', `/api/trips/${tripUuid}/companions/invitations/${made.body.id}`, { token: token.owner })).toMatchObject({ status: 200, body: { revoked: true } });
    expect(await http.call('POST', `/api/invitations/${tokenOf(made.body.link)}/accept`, { token: token.late })).toMatchObject({ status: 410, body: { message: 'This invitation was withdrawn by the trip’s owner.' } });
    expect((await http.call('DELETE', `/api/trips/${tripUuid}/companions/invitations/999999`, { token: token.owner })).status).toBe(404);

    const lapsed = await invite('owner', { role: 'viewer' });
    await server.odyssey.dataSource.query(`UPDATE trip_invitations SET "expiresAt" = now() - interval '1 minute' WHERE id = $1`, [lapsed.body.id]);
    expect(await http.call('POST', `/api/invitations/${tokenOf(lapsed.body.link)}/accept`, { token: token.late })).toMatchObject({ status: 410, body: { message: 'This invitation has expired. Ask the trip’s owner for a new one.' } });
    expect(await http.call('GET', '/api/invitations/not-a-token')).toMatchObject({ status: 404, body: { message: expect.stringContaining('not valid') } });
    const gql = await http.graphql('query($t: String!) { companionInvitation(token: $t) { destination } }', { t: tokenOf(lapsed.body.link) });
    expect(gql.body.errors[0]).toMatchObject({ extensions: { code: 'GONE' } });
  });

  test('an email invitation is mailed, and only the account with that address may accept it', async () => {
    const made = await invite('owner', { role: 'viewer', email: ' Late@Example.com ' });
    expect(made).toMatchObject({ status: 201, body: { email: 'late@example.com' } });
    const mail = await waitForMail(server.config.mail.outboxDir, 'late@example.com');
    expect(mail).toContain('owner invited you to their trip to Lisbon');
    // quoted-printable folds long lines with a trailing '='
    expect(mail.replace(/=\r?\n/g, '')).toContain(tokenOf(made.body.link));
    const link = tokenOf(made.body.link);
    expect((await http.call('GET', `/api/invitations/${link}`)).body.sentTo).toBe('l•••@example.com');
    expect(await http.call('POST', `/api/invitations/${link}/accept`, { token: token.stranger })).toMatchObject({ status: 403, body: { message: 'This invitation was sent to l•••@example.com. Sign in with that account to accept it.' } });
    expect((await http.call('POST', `/api/invitations/${link}/accept`, { token: token.late })).status).toBe(200);
  });

  test('two acceptances of one link at once admit one traveller', async () => {
    const trip = await savedTrip('owner');
    const link = tokenOf((await invite('owner', { role: 'editor' }, trip)).body.link);
    const replies = await Promise.all(['stranger', 'late'].map((name) => http.call('POST', `/api/invitations/${link}/accept`, { token: token[name] })));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 410]);
    const [{ count }] = await server.odyssey.dataSource.query(`SELECT count(*)::int AS count FROM trip_members m JOIN trips t ON t.id = m."tripId" WHERE t.uuid = $1`, [trip]);
    expect(count).toBe(1);
  });

  test('the owner removes a companion, a companion leaves, and their rights go with them', async () => {
    expect((await http.call('DELETE', `/api/trips/${tripUuid}/companions/${id.editor}`, { token: token.viewer })).status).toBe(403);
    expect(await http.call('DELETE', `/api/trips/${tripUuid}/companions/${id.editor}`, { token: token.owner })).toMatchObject({ status: 200, body: { removed: true } });
    expect((await http.call('POST', `/api/trips/${tripUuid}/wallet`, { token: token.editor, json: { type: 'flight', title: 'Too late' } })).status).toBe(403);
    expect(await http.graphql('mutation($t: String!, $u: Int!) { removeCompanion(tripUuid: $t, userId: $u) }', { t: tripUuid, u: id.viewer }, { token: token.viewer })).toMatchObject({ body: { data: { removeCompanion: true } } });
    expect((await http.call('GET', `/api/trips/${tripUuid}/wallet`, { token: token.viewer })).status).toBe(403);
    expect((await http.call('GET', '/api/trips', { token: token.viewer })).body).toEqual([]);
    expect((await http.call('DELETE', `/api/trips/${tripUuid}/companions/${id.viewer}`, { token: token.owner })).status).toBe(404);
  });

  test('deleting the trip takes its memberships with it', async () => {
    const trip = await savedTrip('owner');
    const link = tokenOf((await invite('owner', { role: 'viewer' }, trip)).body.link);
    expect((await http.call('POST', `/api/invitations/${link}/accept`, { token: token.editor })).status).toBe(200);
    expect((await http.call('DELETE', `/api/trips/uuid/${trip}`, { token: token.owner })).status).toBe(200);
    const rows = await server.odyssey.dataSource.query(`SELECT count(*)::int AS count FROM trip_members m WHERE NOT EXISTS (SELECT 1 FROM trips t WHERE t.id = m."tripId")`);
    expect(rows[0].count).toBe(0);
    expect((await http.call('GET', '/api/trips', { token: token.editor })).body.map((row: { uuid: string }) => row.uuid)).not.toContain(trip);
  });
});
