/**
 * The rows of the authorisation matrix (see ../authorisation-matrix.api.test.ts): one per REST
 * path or GraphQL operation, and per target where the caller's relation to the target matters
 * (a temporary trip, still the creating browser's, or a trip saved by its owner).
 *
 * The rules, from trip-access.ts, the saved-trip service and the admin guard:
 * - Reading a trip needs only the link (its uuid). Its wallet and the wallet's documents are
 *   private: only those who may change the trip read them (403 for anyone else), or a caller
 *   holding a document address signed for one of them.
 * - Changing a temporary trip (itinerary, wallet) is for the browser that generated it and admins;
 *   anyone else gets 403. Once saved, it is for the owner and admins; the creating browser's
 *   rights passed to the owner with the save.
 * - Saved trips, the profile and the plan need a signed-in user (401 otherwise) and only ever
 *   touch that user's own account.
 * - Saving needs a signed-in user, and then works for any trip they can see: their own is a
 *   no-op, anyone else's is copied into their account (the original never changes hands). Only
 *   the planning browser's own traveller takes over a temporary trip itself.
 * - Deleting a trip is for its owner and admins.
 * - Modify Trip (regenerate in place) and its undo are for whoever may change the trip.
 * - Companions (issue 22): an editor companion on the saved trip changes it and its wallet as
 *   its owner does; a viewer companion reads the wallet and who is on the trip but changes
 *   nothing. Only the owner invites, withdraws invitations and removes companions; neither
 *   companion deletes the trip. Saving a trip one is on keeps it as it is. Accepting an
 *   invitation needs a session, and the owner cannot join their own trip (409).
 * - Expenses (issue 22) are read like the wallet; the owner, editors and admins record them on a
 *   saved trip. Currency rates are public to read and an admin's to set.
 * - Admin operations: 401 without a session, 403 for a non-admin.
 * - The rest (planning, chats, places, sign-up, sign-in, reset by token, newsletter sign-up,
 *   health, options) touches nobody else's data and is open to everyone.
 */
import type { CallOptions, HttpClient, Reply } from './http-client.js';

export const ACTORS = ['anonymous', 'creatorBrowser', 'otherBrowser', 'user', 'owner', 'admin', 'editor', 'viewer'] as const;
export type ActorName = (typeof ACTORS)[number];
export type Outcome = 'ok' | 401 | 403 | 404 | 409;
type TripState = 'temporary' | 'saved';

export interface Matrix {
  http: HttpClient;
  actors: Record<ActorName, CallOptions & { userId: number | null }>;
  /** the two shared targets, each with a plain wallet item and one with a document */
  trips: Record<TripState, { uuid: string; item: number; document: number }>;
  /** a trip with an uploaded featured image */
  featuredTrip: string;
  png: Buffer;
  upload(method: string, urlPath: string, as: CallOptions, fields: Record<string, string>, file?: Buffer): Promise<Reply>;
  freshTrip(state: TripState): Promise<string>;
  /** a document's address signed by the server's key, as it would be at `now` */
  signedDocumentAddress(tripUuid: string, itemId: number, now?: number): string;
  freshItem(tripUuid: string): Promise<number>;
  freshUser(name: string): Promise<number>;
  freshSubscriber(email: string): Promise<void>;
  freshResetToken(email: string): Promise<string>;
  row(table: string, where: { sql: string; params: unknown[] }): Promise<Record<string, any> | null>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** subscribes to a trip's changes over WebSocket as the caller, and answers with the first change it hears */
  followChanges(as: CallOptions, tripUuid: string): Promise<Reply>;
  /** a companion row: `userId` joins the trip with `role` */
  addCompanion(tripUuid: string, userId: number, role: 'editor' | 'viewer'): Promise<void>;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- replies of many shapes */
export interface Row {
  /** 'METHOD /path' as the router has it, or 'query name' / 'mutation name' */
  op: string;
  target?: string;
  expect: Record<ActorName, Outcome>;
  /** a fresh target for each cell, when the call would use the shared one up */
  prepare?(actor: ActorName): Promise<any>;
  call(as: CallOptions, target: any, actor: ActorName): Promise<Reply>;
  /** for an allowed cell: the reply carries the right data and the change is stored */
  check?(reply: Reply, actor: ActorName, target: any): void | Promise<void>;
}

type Refusals = Partial<Record<ActorName, 401 | 403 | 404 | 409>>;
const rule = (refused: Refusals): Record<ActorName, Outcome> => Object.fromEntries(ACTORS.map((actor) => [actor, refused[actor] ?? 'ok'])) as Record<ActorName, Outcome>;
const NO_SESSION = { anonymous: 401, creatorBrowser: 401, otherBrowser: 401 } as const;

export const EVERYONE = rule({});
export const SIGNED_IN = rule(NO_SESSION);
export const ADMINS = rule({ ...NO_SESSION, user: 403, owner: 403, editor: 403, viewer: 403 });
/** who may change a trip, by its state (the companions are on the saved trip only) */
export const EDITORS: Record<TripState, Record<ActorName, Outcome>> = {
  temporary: rule({ anonymous: 403, otherBrowser: 403, user: 403, owner: 403, editor: 403, viewer: 403 }),
  saved: rule({ anonymous: 403, creatorBrowser: 403, otherBrowser: 403, user: 403, viewer: 403 }),
};
/** who may read a trip's private side: its wallet, its documents, who is on it */
const READERS: Record<TripState, Record<ActorName, Outcome>> = {
  temporary: EDITORS.temporary,
  saved: rule({ anonymous: 403, creatorBrowser: 403, otherBrowser: 403, user: 403 }),
};
const DELETERS: Record<TripState, Record<ActorName, Outcome>> = {
  temporary: rule({ ...NO_SESSION, user: 403, owner: 403, editor: 403, viewer: 403 }),
  saved: rule({ ...NO_SESSION, user: 403, editor: 403, viewer: 403 }),
};
/** who may invite and remove companions: the owner of a saved trip; a temporary trip has none to share it */
const SHARERS: Record<TripState, Record<ActorName, Outcome>> = {
  temporary: rule({ ...NO_SESSION, user: 403, owner: 403, admin: 403, editor: 403, viewer: 403 }),
  saved: rule({ ...NO_SESSION, user: 403, admin: 403, editor: 403, viewer: 403 }),
};
/** the actors who are on the saved trip: its owner and its two companions */
const ON_SAVED_TRIP: readonly ActorName[] = ['owner', 'editor', 'viewer'];
const STATES: TripState[] = ['temporary', 'saved'];
/** whether the actor may change a trip in that state */
const mayEdit = (state: TripState, actor: ActorName) => EDITORS[state][actor] === 'ok';

const ITINERARY_FIELDS = 'itinerary { day title description activities { title description type time duration } }';
const MESSAGES = [{ role: 'USER', content: 'Three days in Lisbon in June for two, museums and food' }];
const REST_MESSAGES = [{ role: 'user', content: MESSAGES[0].content }];
const TRIP_CONTEXT = { destination: 'Lisbon', country: 'Portugal', dates: '2026-06-01 to 2026-06-03' };
const GENERATE_INPUT = { destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-03' };
/** Modify Trip's request: the same trip with a luxury budget, which the stored preferences then show. */
const REGENERATE_INPUT = { ...GENERATE_INPUT, preferences: { budgetLevel: 5 } };

export function matrixRows(m: Matrix): Row[] {
  const { http } = m;
  const gql = (query: string, variables: Record<string, unknown> = {}) => (as: CallOptions) => http.graphql(query, variables, as);
  const data = (reply: Reply) => reply.body.data as Record<string, any>;
  const tripRow = (uuid: string) => m.row('trips', { sql: 'uuid = $1', params: [uuid] });
  const itemRow = (id: number) => m.row('wallet_items', { sql: 'id = $1', params: [id] });
  const userNamed = (username: string) => m.row('users', { sql: 'username = $1', params: [username] });
  let made = 0;
  /** a name no other cell uses (a counter, so runs are repeatable) */
  const unique = (actor: ActorName, label: string) => `${label}-${actor}-${++made}`.toLowerCase();

  /** The trip's days as the editing calls take them, with day 1 retitled by the caller. */
  async function editedItinerary(uuid: string, actor: ActorName) {
    const reply = await http.graphql(`query($uuid: String!) { trip(uuid: $uuid) { ${ITINERARY_FIELDS} } }`, { uuid });
    const days = structuredClone(reply.body.data.trip.itinerary) as Array<{ title: string }>;
    days[0].title = `Edited by ${actor}`;
    return { uuid, days };
  }
  /** A change of the first activity's title, made on the trip's current revision, named for the cell. */
  async function activityEdit(uuid: string, actor: ActorName) {
    const trip = (await http.graphql('query($u: String!) { trip(uuid: $u) { revision itinerary { activities { id } } } }', { u: uuid })).body.data.trip;
    const title = unique(actor, 'Activity edited by');
    return { uuid, title, body: { baseRevision: trip.revision, edit: { kind: 'update', activityId: trip.itinerary[0].activities[0].id, changes: { title } } } };
  }
  async function checkActivityEdit(result: { applied: boolean; trip: { itinerary: Array<{ activities: Array<{ title: string }> }> } }, t: { uuid: string; title: string }) {
    expect(result.applied).toBe(true);
    expect(result.trip.itinerary[0].activities[0].title).toBe(t.title);
    expect((await tripRow(t.uuid))!.itinerary[0].activities[0].title).toBe(t.title);
  }
  /** A change the actor made (an admin's, for those who may not edit): the revision to undo. */
  async function ownEdit(state: TripState, uuid: string, actor: ActorName): Promise<number> {
    const author = EDITORS[state][actor] === 'ok' ? actor : 'admin';
    const { body } = await activityEdit(uuid, author);
    const reply = await http.call('POST', `/api/trips/${uuid}/itinerary/edits`, { ...m.actors[author], json: body });
    expect(reply.status).toBe(200);
    return reply.body.revision;
  }
  /** A regeneration keeps the trip's address and keeps the plan it replaced for undoing. */
  const checkRegenerated = async (returned: string, uuid: string) => {
    expect(returned).toBe(uuid);
    const row = await tripRow(uuid);
    expect(row!.preferences.budgetLevel).toBe(REGENERATE_INPUT.preferences.budgetLevel);
    expect(row!.previousPlan).not.toBeNull();
  };
  /** A fresh copy that an admin has regenerated, so that it has a plan to put back. */
  const regeneratedTrip = async (state: TripState) => {
    const uuid = await m.freshTrip(state);
    expect((await http.call('POST', `/api/trips/${uuid}/regenerate`, { ...m.actors.admin, json: REGENERATE_INPUT })).status).toBe(200);
    return uuid;
  };
  const checkUndone = async (uuid: string) => {
    const row = await tripRow(uuid);
    expect(row!.previousPlan).toBeNull();
    expect(row!.preferences.budgetLevel).not.toBe(REGENERATE_INPUT.preferences.budgetLevel);
  };
  /** A save keeps the trip for the caller: their own trip stays put; anyone else's is copied, and the original is untouched. */
  const checkSaved = async (savedUuid: string, actor: ActorName, original: string, state: TripState) => {
    // The owner and the companions already have the saved trip: saving keeps it as it is.
    const ownsOriginal = state === 'saved' && ON_SAVED_TRIP.includes(actor);
    expect(savedUuid === original).toBe(ownsOriginal);
    expect(await tripRow(savedUuid)).toMatchObject({ userId: ownsOriginal ? m.actors.owner.userId : m.actors[actor].userId, saved: true });
    expect(await tripRow(original)).toMatchObject({ userId: state === 'saved' ? m.actors.owner.userId : null });
    const copiedWallet = await m.row('wallet_items', { sql: '"tripUuid" = $1', params: [savedUuid] });
    if (!ownsOriginal) expect(copiedWallet).toBeNull();
  };
  const checkMyTrips = (trips: Array<{ uuid: string; userId: number }>, actor: ActorName) => {
    const companion = actor === 'editor' || actor === 'viewer';
    expect(trips.every((t) => t.userId === m.actors[actor].userId || (companion && t.userId === m.actors.owner.userId))).toBe(true);
    expect(trips.some((t) => t.uuid === m.trips.saved.uuid)).toBe(ON_SAVED_TRIP.includes(actor));
  };
  const checkEdited = async (returned: Array<{ title: string }>, target: { uuid: string; days: Array<{ title: string }> }) => {
    expect(returned[0].title).toBe(target.days[0].title);
    expect((await tripRow(target.uuid))!.itinerary[0].title).toBe(target.days[0].title);
  };

  const rows: Row[] = [
    // Open to everyone: no one's data is read or changed.
    { op: 'GET /health', expect: EVERYONE, call: (as) => http.call('GET', '/api/health', as), check: (r) => expect(r.body.status).toBe('ok') },
    { op: 'query health', expect: EVERYONE, call: gql('{ health { status } }'), check: (r) => expect(data(r).health.status).toBe('ok') },
    { op: 'query tripOptions', expect: EVERYONE, call: gql('{ tripOptions { interests } }'), check: (r) => expect(data(r).tripOptions.interests.length).toBeGreaterThan(0) },
    { op: 'query publicSettings', expect: EVERYONE, call: gql('{ publicSettings { siteName } }'), check: (r) => expect(typeof data(r).publicSettings.siteName).toBe('string') },
    { op: 'GET /chat/ready-phrases', expect: EVERYONE, call: (as) => http.call('GET', '/api/chat/ready-phrases', as), check: (r) => expect(r.body.phrases.length).toBeGreaterThan(0) },
    { op: 'query chatReadyPhrases', expect: EVERYONE, call: gql('{ chatReadyPhrases }'), check: (r) => expect(data(r).chatReadyPhrases.length).toBeGreaterThan(0) },
    { op: 'GET /destinations/suggest', expect: EVERYONE, call: (as) => http.call('GET', '/api/destinations/suggest?q=Lis', as), check: (r) => expect(r.body.suggestions.length).toBeGreaterThan(0) },
    { op: 'query destinationSuggestions', expect: EVERYONE, call: gql('{ destinationSuggestions(query: "Lis") { suggestions { __typename } } }'), check: (r) => expect(data(r).destinationSuggestions.suggestions.length).toBeGreaterThan(0) },
    { op: 'GET /destinations/coverage', expect: EVERYONE, call: (as) => http.call('GET', '/api/destinations/coverage', as), check: (r) => expect(r.body.guideDestinations).toBeGreaterThan(0) },
    { op: 'query destinationCoverage', expect: EVERYONE, call: gql('{ destinationCoverage { guideDestinations } }'), check: (r) => expect(data(r).destinationCoverage.guideDestinations).toBeGreaterThan(0) },
    { op: 'GET /places/search', expect: EVERYONE, call: (as) => http.call('GET', '/api/places/search?query=Belem%20Tower', as) },
    { op: 'query placeSearch', expect: EVERYONE, call: gql('{ placeSearch(query: "Belem Tower") { placeId } }') },
    { op: 'GET /places/photo', expect: EVERYONE, call: (as) => http.call('GET', '/api/places/photo?placeId=abc123', as) },
    { op: 'query placePhoto', expect: EVERYONE, call: gql('{ placePhoto(placeId: "abc123") { __typename } }') },
    // Without a Google key there is no photo to give anyone: the same 404 for every caller.
    { op: 'GET /places/media/:placeId/:photoId', expect: rule(Object.fromEntries(ACTORS.map((a) => [a, 404]))), call: (as) => http.call('GET', '/api/places/media/abc123/photo1', as) },
    { op: 'POST /chat/homepage', expect: EVERYONE, call: (as) => http.call('POST', '/api/chat/homepage', { ...as, json: { messages: REST_MESSAGES } }), check: (r) => expect(typeof r.body.message).toBe('string') },
    { op: 'mutation homeChat', expect: EVERYONE, call: gql('mutation($m: [ChatMessageInput!]!) { homeChat(input: { messages: $m }) { message } }', { m: MESSAGES }), check: (r) => expect(typeof data(r).homeChat.message).toBe('string') },
    { op: 'POST /generate/destination', expect: EVERYONE, call: (as) => http.call('POST', '/api/generate/destination', { ...as, json: { messages: REST_MESSAGES } }), check: (r) => expect(r.body.data.destination).toBe('Lisbon') },
    { op: 'mutation tripRequestFromChat', expect: EVERYONE, call: gql('mutation($m: [ChatMessageInput!]!) { tripRequestFromChat(input: { messages: $m }) { destination } }', { m: MESSAGES }), check: (r) => expect(data(r).tripRequestFromChat.destination).toBe('Lisbon') },
    // The trip assistant works on the context the client sends; it reads and changes no stored trip.
    { op: 'POST /chat/trip-modification', expect: EVERYONE, call: (as) => http.call('POST', '/api/chat/trip-modification', { ...as, json: { messages: REST_MESSAGES, tripContext: TRIP_CONTEXT } }), check: (r) => expect(typeof r.body.message).toBe('string') },
    { op: 'mutation tripChat', expect: EVERYONE, call: gql('mutation($m: [ChatMessageInput!]!, $c: TripContextInput!) { tripChat(input: { messages: $m, tripContext: $c }) { message } }', { m: MESSAGES, c: TRIP_CONTEXT }), check: (r) => expect(typeof data(r).tripChat.message).toBe('string') },
    { op: 'POST /newsletter/subscribe', expect: EVERYONE, call: (as, _t, actor) => http.call('POST', '/api/newsletter/subscribe', { ...as, json: { email: `${unique(actor, 'rest')}@example.com` } }), check: (r) => expect(r.body.alreadySubscribed).toBe(false) },
    { op: 'mutation subscribeNewsletter', expect: EVERYONE, call: (as, _t, actor) => http.graphql('mutation($e: String!) { subscribeNewsletter(email: $e) { alreadySubscribed } }', { e: `${unique(actor, 'gql')}@example.com` }, as), check: (r) => expect(data(r).subscribeNewsletter.alreadySubscribed).toBe(false) },

    // Planning: anyone may plan; the new trip is temporary, whoever asks, until it is saved.
    ...(['POST /trips/generate', 'POST /trips/generate/stream', 'mutation generateTrip'] as const).map(
      (op): Row => ({
        op,
        expect: EVERYONE,
        call: (as) =>
          op === 'mutation generateTrip'
            ? http.graphql('mutation($i: GenerateTripInput!) { generateTrip(input: $i) { uuid userId } }', { i: GENERATE_INPUT }, as)
            : http.call('POST', `/api${op.slice(5)}`, { ...as, json: GENERATE_INPUT }),
        check: async (r) => {
          const uuid = op === 'mutation generateTrip' ? data(r).generateTrip.uuid : op === 'POST /trips/generate' ? r.body.uuid : JSON.parse(/event: trip\ndata: (.*)\n/.exec(String(r.body))![1]).uuid;
          expect((await tripRow(uuid))!.userId).toBeNull();
        },
      }),
    ),

    // Accounts: sign-up, sign-in and reset by token are open; the token is the authority.
    // isAdmin is sent and must be ignored: a new account is a regular one, whoever asks.
    { op: 'POST /auth/register', expect: EVERYONE, prepare: async (actor) => unique(actor, 'r'), call: (as, name) => http.call('POST', '/api/auth/register', { ...as, json: { email: `${name}@example.com`, username: name, password: 'long enough', confirmPassword: 'long enough', isAdmin: true } }), check: async (_r, _a, name) => expect(await userNamed(name)).toMatchObject({ isAdmin: false }) },
    { op: 'mutation register', expect: EVERYONE, prepare: async (actor) => unique(actor, 'g'), call: (as, name) => http.graphql('mutation($i: RegisterInput!) { register(input: $i) { message } }', { i: { email: `${name}@example.com`, username: name, password: 'long enough', confirmPassword: 'long enough', isAdmin: true } }, as), check: async (_r, _a, name) => expect(await userNamed(name)).toMatchObject({ isAdmin: false }) },
    { op: 'POST /auth/login', expect: EVERYONE, call: (as) => http.call('POST', '/api/auth/login', { ...as, json: { email: 'signin@example.com', password: 'correct horse' } }), check: (r) => expect(r.body.user.username).toBe('signin') },
    { op: 'mutation login', expect: EVERYONE, call: gql('mutation { login(input: { email: "signin@example.com", password: "correct horse" }) { user { username } } }'), check: (r) => expect(data(r).login.user.username).toBe('signin') },
    { op: 'POST /auth/forgot-password', expect: EVERYONE, call: (as, _t, actor) => http.call('POST', '/api/auth/forgot-password', { ...as, json: { email: `${unique(actor, 'nobody')}@example.com` } }), check: (r) => expect(typeof r.body.message).toBe('string') },
    { op: 'mutation forgotPassword', expect: EVERYONE, call: (as, _t, actor) => http.graphql('mutation($e: String!) { forgotPassword(input: { email: $e }) { message } }', { e: `${unique(actor, 'nobody')}@example.com` }, as), check: (r) => expect(typeof data(r).forgotPassword.message).toBe('string') },
    { op: 'POST /auth/reset-password', expect: EVERYONE, prepare: () => m.freshResetToken('signin@example.com'), call: (as, token) => http.call('POST', '/api/auth/reset-password', { ...as, json: { token, password: 'correct horse', confirmPassword: 'correct horse' } }), check: async (_r, _a, token) => expect((await m.row('password_reset_tokens', { sql: `"usedAt" IS NOT NULL AND "tokenHash" = encode(sha256(convert_to($1, 'UTF8')), 'hex')`, params: [token] }))).not.toBeNull() },
    { op: 'mutation resetPassword', expect: EVERYONE, prepare: () => m.freshResetToken('signin@example.com'), call: (as, token) => http.graphql('mutation($t: String!) { resetPassword(input: { token: $t, password: "correct horse", confirmPassword: "correct horse" }) { message } }', { t: token }, as), check: (r) => expect(typeof data(r).resetPassword.message).toBe('string') },

    // One's own account: the profile and the plan.
    { op: 'GET /user/profile', expect: SIGNED_IN, call: (as) => http.call('GET', '/api/user/profile', as), check: (r, actor) => expect(r.body.id).toBe(m.actors[actor].userId) },
    // The profile query answers null rather than refusing when no one is signed in.
    { op: 'query me', expect: EVERYONE, call: gql('{ me { id } }'), check: (r, actor) => expect(data(r).me?.id ?? null).toBe(m.actors[actor].userId) },
    { op: 'PUT /user/plan', expect: SIGNED_IN, call: (as) => http.call('PUT', '/api/user/plan', { ...as, json: { plan: 'premium' } }), check: async (r, actor) => { expect(r.body.id).toBe(m.actors[actor].userId); expect((await m.row('users', { sql: 'id = $1', params: [m.actors[actor].userId] }))!.plan).toBe('premium'); } },
    { op: 'mutation choosePlan', expect: SIGNED_IN, call: gql('mutation { choosePlan(input: { plan: BASIC }) { id plan } }'), check: (r, actor) => expect(data(r).choosePlan).toEqual({ id: m.actors[actor].userId, plan: 'BASIC' }) },

    // Saved trips: the list is one's own.
    // The list is one's own trips and the trips one is a companion on.
    { op: 'GET /trips', expect: SIGNED_IN, call: (as) => http.call('GET', '/api/trips', as), check: (r, actor) => checkMyTrips(r.body, actor) },
    { op: 'query myTrips', expect: SIGNED_IN, call: gql('{ myTrips { uuid userId } }'), check: (r, actor) => checkMyTrips(data(r).myTrips, actor) },

    // Public trip lists and the featured image.
    { op: 'GET /trips/featured', expect: EVERYONE, call: (as) => http.call('GET', '/api/trips/featured', as), check: (r) => expect(Array.isArray(r.body)).toBe(true) },
    { op: 'query featuredTrips', expect: EVERYONE, call: gql('{ featuredTrips { uuid } }'), check: (r) => expect(Array.isArray(data(r).featuredTrips)).toBe(true) },
    { op: 'GET /trips/popular-destinations', expect: EVERYONE, call: (as) => http.call('GET', '/api/trips/popular-destinations', as), check: (r) => expect(Array.isArray(r.body)).toBe(true) },
    { op: 'query popularDestinations', expect: EVERYONE, call: gql('{ popularDestinations { uuid } }'), check: (r) => expect(Array.isArray(data(r).popularDestinations)).toBe(true) },
    { op: 'GET /trips/:uuid/featured-image', expect: EVERYONE, call: (as) => http.call('GET', `/api/trips/${m.featuredTrip}/featured-image`, as), check: (r) => expect(r.headers.get('content-type')).toBe('image/png') },
  ];

  for (const state of STATES) {
    const shared = m.trips[state];
    const target = `${state} trip`;
    rows.push(
      // Reading needs only the link.
      { op: 'GET /trips/uuid/:uuid', target, expect: EVERYONE, call: (as) => http.call('GET', `/api/trips/uuid/${shared.uuid}`, as), check: (r) => { expect(r.body.uuid).toBe(shared.uuid); expect(Object.keys(r.body)).not.toContain('creatorKey'); } },
      { op: 'query trip', target, expect: EVERYONE, call: gql('query($u: String!) { trip(uuid: $u) { uuid } }', { u: shared.uuid }), check: (r) => expect(data(r).trip.uuid).toBe(shared.uuid) },
      // Following a trip's changes needs only its link too; nothing private travels (who made a change is null here).
      { op: 'subscription tripChanged', target, expect: EVERYONE, call: (as) => m.followChanges(as, shared.uuid), check: (r) => expect(data(r).tripChanged).toEqual({ tripUuid: shared.uuid, kind: 'wallet', by: null }) },
      { op: 'GET /trips/:uuid/permissions', target, expect: EVERYONE, call: (as) => http.call('GET', `/api/trips/${shared.uuid}/permissions`, as), check: (r, actor) => expect(r.body.canEdit).toBe(mayEdit(state, actor)) },
      { op: 'query tripPermissions', target, expect: EVERYONE, call: gql('query($u: String!) { tripPermissions(tripUuid: $u) { canEdit } }', { u: shared.uuid }), check: (r, actor) => expect(data(r).tripPermissions.canEdit).toBe(mayEdit(state, actor)) },
      { op: 'GET /trips/:tripUuid/wallet', target, expect: READERS[state], call: (as) => http.call('GET', `/api/trips/${shared.uuid}/wallet`, as), check: (r) => { expect(r.body.map((i: { id: number }) => i.id)).toEqual(expect.arrayContaining([shared.item, shared.document])); expect(Object.keys(r.body[0])).not.toContain('fileKey'); } },
      { op: 'query walletItems', target, expect: READERS[state], call: gql('query($u: String!) { walletItems(tripUuid: $u) { id } }', { u: shared.uuid }), check: (r) => expect(data(r).walletItems.map((i: { id: number }) => i.id)).toEqual(expect.arrayContaining([shared.item, shared.document])) },
      { op: 'GET /trips/:tripUuid/wallet/:id/file', target, expect: READERS[state], call: (as) => http.call('GET', `/api/trips/${shared.uuid}/wallet/${shared.document}/file`, as), check: (r) => expect(r.headers.get('content-type')).toBe('image/png') },

      // Changing the trip: its editors only.
      { op: 'PUT /trips/:uuid/itinerary', target, expect: EDITORS[state], prepare: (actor) => editedItinerary(shared.uuid, actor), call: (as, t) => http.call('PUT', `/api/trips/${shared.uuid}/itinerary`, { ...as, json: { itinerary: t.days } }), check: (r, _a, t) => checkEdited(r.body.itinerary, t) },
      { op: 'mutation updateTripItinerary', target, expect: EDITORS[state], prepare: (actor) => editedItinerary(shared.uuid, actor), call: (as, t) => http.graphql(`mutation($u: String!, $d: [ItineraryDayInput!]!) { updateTripItinerary(uuid: $u, itinerary: $d) { ${ITINERARY_FIELDS} } }`, { u: shared.uuid, d: t.days }, as), check: (r, _a, t) => checkEdited(data(r).updateTripItinerary.itinerary, t) },
      // Co-editing: one activity at a time, its history, its undo, and who is viewing.
      { op: 'POST /trips/:uuid/itinerary/edits', target, expect: EDITORS[state], prepare: (actor) => activityEdit(shared.uuid, actor), call: (as, t) => http.call('POST', `/api/trips/${shared.uuid}/itinerary/edits`, { ...as, json: t.body }), check: (r, _a, t) => checkActivityEdit(r.body, t) },
      { op: 'mutation editTripItinerary', target, expect: EDITORS[state], prepare: (actor) => activityEdit(shared.uuid, actor), call: (as, t) => http.graphql(`mutation($u: String!, $b: Int!, $e: ItineraryEditInput!) { editTripItinerary(tripUuid: $u, baseRevision: $b, edit: $e) { applied trip { ${ITINERARY_FIELDS} } } }`, { u: shared.uuid, b: t.body.baseRevision, e: t.body.edit }, as), check: (r, _a, t) => checkActivityEdit(data(r).editTripItinerary, t) },
      { op: 'POST /trips/:uuid/itinerary/edits/:revision/undo', target, expect: EDITORS[state], prepare: (actor) => ownEdit(state, shared.uuid, actor), call: (as, revision) => http.call('POST', `/api/trips/${shared.uuid}/itinerary/edits/${revision}/undo`, as), check: (r) => expect(r.body.applied).toBe(true) },
      { op: 'mutation undoTripEdit', target, expect: EDITORS[state], prepare: (actor) => ownEdit(state, shared.uuid, actor), call: (as, revision) => http.graphql('mutation($u: String!, $r: Int!) { undoTripEdit(tripUuid: $u, revision: $r) { applied } }', { u: shared.uuid, r: revision }, as), check: (r) => expect(data(r).undoTripEdit.applied).toBe(true) },
      { op: 'GET /trips/:uuid/itinerary/history', target, expect: READERS[state], call: (as) => http.call('GET', `/api/trips/${shared.uuid}/itinerary/history`, as), check: (r) => expect(r.body.length).toBeGreaterThan(0) },
      { op: 'query tripHistory', target, expect: READERS[state], call: gql('query($u: String!) { tripHistory(tripUuid: $u) { revision summary } }', { u: shared.uuid }), check: (r) => expect(data(r).tripHistory.length).toBeGreaterThan(0) },
      { op: 'GET /trips/:uuid/viewers', target, expect: READERS[state], call: (as) => http.call('GET', `/api/trips/${shared.uuid}/viewers`, as), check: (r) => expect(Array.isArray(r.body)).toBe(true) },
      { op: 'query tripViewers', target, expect: READERS[state], call: gql('query($u: String!) { tripViewers(tripUuid: $u) { username pages } }', { u: shared.uuid }), check: (r) => expect(Array.isArray(data(r).tripViewers)).toBe(true) },
      { op: 'POST /trips/:tripUuid/wallet', target, expect: EDITORS[state], call: (as, _t, actor) => http.call('POST', `/api/trips/${shared.uuid}/wallet`, { ...as, json: { type: 'train', title: `Train for ${actor}` } }), check: async (r, actor) => expect((await itemRow(r.body.id))).toMatchObject({ tripUuid: shared.uuid, title: `Train for ${actor}` }) },
      { op: 'POST /trips/:tripUuid/wallet/upload', target, expect: EDITORS[state], call: (as, _t, actor) => m.upload('POST', `/api/trips/${shared.uuid}/wallet/upload`, as, { type: 'ticket', title: `Ticket for ${actor}` }, m.png), check: async (r, actor) => expect((await itemRow(r.body.id))).toMatchObject({ tripUuid: shared.uuid, title: `Ticket for ${actor}`, fileType: 'image/png' }) },
      { op: 'mutation addWalletItem', target, expect: EDITORS[state], call: (as, _t, actor) => http.graphql('mutation($u: String!, $i: WalletItemInput!) { addWalletItem(tripUuid: $u, input: $i) { id tripUuid } }', { u: shared.uuid, i: { type: 'bus', title: `Bus for ${actor}` } }, as), check: async (r, actor) => expect((await itemRow(data(r).addWalletItem.id))).toMatchObject({ tripUuid: shared.uuid, title: `Bus for ${actor}` }) },
      { op: 'PUT /wallet/:id', target, expect: EDITORS[state], call: (as, _t, actor) => http.call('PUT', `/api/wallet/${shared.item}`, { ...as, json: { type: 'flight', title: `Flight kept by ${actor}` } }), check: async (_r, actor) => expect((await itemRow(shared.item))!.title).toBe(`Flight kept by ${actor}`) },
      { op: 'PUT /wallet/:id/upload', target, expect: EDITORS[state], call: (as, _t, actor) => m.upload('PUT', `/api/wallet/${shared.document}/upload`, as, { type: 'ticket', title: `Ticket kept by ${actor}` }, m.png), check: async (_r, actor) => expect((await itemRow(shared.document))!.title).toBe(`Ticket kept by ${actor}`) },
      { op: 'mutation updateWalletItem', target, expect: EDITORS[state], call: (as, _t, actor) => http.graphql('mutation($id: Int!, $i: WalletItemInput!) { updateWalletItem(id: $id, input: $i) { id title } }', { id: shared.item, i: { type: 'flight', title: `Flight by ${actor}` } }, as), check: async (_r, actor) => expect((await itemRow(shared.item))!.title).toBe(`Flight by ${actor}`) },
      { op: 'DELETE /wallet/:id', target, expect: EDITORS[state], prepare: () => m.freshItem(shared.uuid), call: (as, id) => http.call('DELETE', `/api/wallet/${id}`, as), check: async (_r, _a, id) => expect(await itemRow(id)).toBeNull() },
      { op: 'mutation deleteWalletItem', target, expect: EDITORS[state], prepare: () => m.freshItem(shared.uuid), call: (as, id) => http.graphql('mutation($id: Int!) { deleteWalletItem(id: $id) }', { id }, as), check: async (_r, _a, id) => expect(await itemRow(id)).toBeNull() },

      // Modify Trip: planned again in place, and undone; on a fresh copy each time.
      { op: 'POST /trips/:uuid/regenerate', target, expect: EDITORS[state], prepare: () => m.freshTrip(state), call: (as, uuid) => http.call('POST', `/api/trips/${uuid}/regenerate`, { ...as, json: REGENERATE_INPUT }), check: (r, _a, uuid) => checkRegenerated(r.body.uuid, uuid) },
      { op: 'mutation regenerateTrip', target, expect: EDITORS[state], prepare: () => m.freshTrip(state), call: (as, uuid) => http.graphql('mutation($u: String!, $i: GenerateTripInput!) { regenerateTrip(uuid: $u, input: $i) { uuid } }', { u: uuid, i: REGENERATE_INPUT }, as), check: (r, _a, uuid) => checkRegenerated(data(r).regenerateTrip.uuid, uuid) },
      { op: 'POST /trips/:uuid/regenerate/undo', target, expect: EDITORS[state], prepare: () => regeneratedTrip(state), call: (as, uuid) => http.call('POST', `/api/trips/${uuid}/regenerate/undo`, as), check: (_r, _a, uuid) => checkUndone(uuid) },
      { op: 'mutation undoTripRegeneration', target, expect: EDITORS[state], prepare: () => regeneratedTrip(state), call: (as, uuid) => http.graphql('mutation($u: String!) { undoTripRegeneration(uuid: $u) { uuid } }', { u: uuid }, as), check: (_r, _a, uuid) => checkUndone(uuid) },

      // Saving and deleting: on a fresh copy each time, since an allowed call uses it up.
      { op: 'POST /trips/uuid/:uuid/save', target, expect: SIGNED_IN, prepare: () => m.freshTrip(state), call: (as, uuid) => http.call('POST', `/api/trips/uuid/${uuid}/save`, as), check: (r, actor, uuid) => checkSaved(r.body.uuid, actor, uuid, state) },
      { op: 'mutation saveTrip', target, expect: SIGNED_IN, prepare: () => m.freshTrip(state), call: (as, uuid) => http.graphql('mutation($u: String!) { saveTrip(uuid: $u) { uuid } }', { u: uuid }, as), check: (r, actor, uuid) => checkSaved(data(r).saveTrip.uuid, actor, uuid, state) },
      { op: 'DELETE /trips/uuid/:uuid', target, expect: DELETERS[state], prepare: () => m.freshTrip(state), call: (as, uuid) => http.call('DELETE', `/api/trips/uuid/${uuid}`, as), check: async (_r, _a, uuid) => expect(await tripRow(uuid)).toBeNull() },
      { op: 'mutation deleteTrip', target, expect: DELETERS[state], prepare: () => m.freshTrip(state), call: (as, uuid) => http.graphql('mutation($u: String!) { deleteTrip(uuid: $u) }', { u: uuid }, as), check: async (_r, _a, uuid) => expect(await tripRow(uuid)).toBeNull() },
    );
  }

  // An item's document is found only through its own trip: another trip's link reveals nothing,
  // even to those who may read the wallet of the trip named.
  rows.push({
    op: 'GET /trips/:tripUuid/wallet/:id/file',
    target: "another trip's document",
    expect: rule({ anonymous: 403, otherBrowser: 403, user: 403, owner: 403, editor: 403, viewer: 403, creatorBrowser: 404, admin: 404 }),
    call: (as) => http.call('GET', `/api/trips/${m.trips.temporary.uuid}/wallet/${m.trips.saved.document}/file`, as),
  });
  // The address handed to an editor carries its proof, so a plain link (a new tab, a download,
  // with no bearer token) opens the document for whoever holds it, until it expires; a forged,
  // expired or other-document proof opens nothing.
  for (const state of STATES) {
    const shared = m.trips[state];
    rows.push(
      {
        op: 'GET /trips/:tripUuid/wallet/:id/file',
        target: `${state} trip's document by its signed address`,
        expect: EVERYONE,
        call: (as) => http.call('GET', m.signedDocumentAddress(shared.uuid, shared.document), as),
        check: (r) => expect(r.headers.get('content-type')).toBe('image/png'),
      },
      {
        op: 'GET /trips/:tripUuid/wallet/:id/file',
        target: `${state} trip's document by an expired or borrowed address`,
        expect: READERS[state],
        call: async (as) => {
          const expired = m.signedDocumentAddress(shared.uuid, shared.document, Date.now() - 2 * 60 * 60 * 1000);
          const borrowed = m.signedDocumentAddress(shared.uuid, shared.item).replace(`/wallet/${shared.item}/`, `/wallet/${shared.document}/`);
          const [first, second] = [await http.call('GET', expired, as), await http.call('GET', borrowed, as)];
          return first.status === second.status ? first : { ...first, status: 599 };
        },
      },
    );
  }

  rows.push(...companionRows(m));
  rows.push(...expenseRows(m));
  rows.push(...adminRows(m));
  return rows;
}

/** Companions (issue 22): who is on a trip, invitations and their acceptance, removal. */
function companionRows(m: Matrix): Row[] {
  const { http } = m;
  const data = (reply: Reply) => reply.body.data as Record<string, any>;
  const owner = m.actors.owner;
  let made = 0;
  /** an invitation made by the owner, to a fresh copy of the saved trip (a trip holds at most 20 open ones): its id and its token */
  const invitation = async (tripUuid?: string) => {
    tripUuid ??= await m.freshTrip('saved');
    const reply = await http.call('POST', `/api/trips/${tripUuid}/companions/invitations`, { ...owner, json: { role: 'viewer' } });
    expect(reply.status).toBe(201);
    return { id: reply.body.id as number, token: new URL(reply.body.link).pathname.split('/').pop()!, tripUuid };
  };
  const invitationRow = (id: number) => m.row('trip_invitations', { sql: 'id = $1', params: [id] });
  const memberRow = (tripUuid: string, userId: number | null) => m.row('trip_members', { sql: '"userId" = $2 AND "tripId" = (SELECT id FROM trips WHERE uuid = $1)', params: [tripUuid, userId] });
  /** a stranger made a companion of the saved trip, for a removal to take away */
  const extraCompanion = async () => {
    const userId = await m.freshUser(`companion${++made}`);
    await m.addCompanion(m.trips.saved.uuid, userId, 'viewer');
    return userId;
  };
  const rows: Row[] = [];
  for (const state of STATES) {
    const shared = m.trips[state];
    const target = `${state} trip`;
    const checkList = (list: { owner: string | null; companions: Array<{ username: string }> }) => {
      expect(list.owner).toBe(state === 'saved' ? 'owner' : null);
      expect(list.companions.map((c) => c.username).sort()).toEqual(state === 'saved' ? expect.arrayContaining(['editor', 'viewer']) : []);
    };
    rows.push(
      { op: 'GET /trips/:tripUuid/companions', target, expect: READERS[state], call: (as) => http.call('GET', `/api/trips/${shared.uuid}/companions`, as), check: (r) => checkList(r.body) },
      { op: 'query tripCompanions', target, expect: READERS[state], call: (as) => http.graphql('query($u: String!) { tripCompanions(tripUuid: $u) { owner companions { username } } }', { u: shared.uuid }, as), check: (r) => checkList(data(r).tripCompanions) },
      { op: 'POST /trips/:tripUuid/companions/invitations', target, expect: SHARERS[state], call: (as) => http.call('POST', `/api/trips/${shared.uuid}/companions/invitations`, { ...as, json: { role: 'editor' } }), check: async (r) => expect(await invitationRow(r.body.id)).toMatchObject({ role: 'editor', acceptedAt: null }) },
      { op: 'mutation inviteCompanion', target, expect: SHARERS[state], call: (as) => http.graphql('mutation($u: String!) { inviteCompanion(tripUuid: $u, input: { role: "viewer" }) { id } }', { u: shared.uuid }, as), check: async (r) => expect(await invitationRow(data(r).inviteCompanion.id)).toMatchObject({ role: 'viewer', acceptedAt: null }) },
    );
  }
  rows.push(
    { op: 'DELETE /trips/:tripUuid/companions/invitations/:id', expect: SHARERS.saved, prepare: () => invitation(), call: (as, i) => http.call('DELETE', `/api/trips/${i.tripUuid}/companions/invitations/${i.id}`, as), check: async (_r, _a, i) => expect((await invitationRow(i.id))!.revokedAt).not.toBeNull() },
    { op: 'mutation revokeCompanionInvitation', expect: SHARERS.saved, prepare: () => invitation(), call: (as, i) => http.graphql('mutation($u: String!, $id: Int!) { revokeCompanionInvitation(tripUuid: $u, id: $id) }', { u: i.tripUuid, id: i.id }, as), check: async (_r, _a, i) => expect((await invitationRow(i.id))!.revokedAt).not.toBeNull() },
    { op: 'DELETE /trips/:tripUuid/companions/:userId', expect: SHARERS.saved, prepare: extraCompanion, call: (as, userId) => http.call('DELETE', `/api/trips/${m.trips.saved.uuid}/companions/${userId}`, as), check: async (_r, _a, userId) => expect(await memberRow(m.trips.saved.uuid, userId)).toBeNull() },
    { op: 'mutation removeCompanion', expect: SHARERS.saved, prepare: extraCompanion, call: (as, userId) => http.graphql('mutation($u: String!, $id: Int!) { removeCompanion(tripUuid: $u, userId: $id) }', { u: m.trips.saved.uuid, id: userId }, as), check: async (_r, _a, userId) => expect(await memberRow(m.trips.saved.uuid, userId)).toBeNull() },
    // The token is the authority to look: anyone holding it sees what it offers.
    { op: 'GET /invitations/:token', expect: EVERYONE, prepare: () => invitation(), call: (as, i) => http.call('GET', `/api/invitations/${i.token}`, as), check: (r) => expect(r.body).toMatchObject({ destination: 'Lisbon', invitedBy: 'owner', role: 'viewer' }) },
    { op: 'query companionInvitation', expect: EVERYONE, prepare: () => invitation(), call: (as, i) => http.graphql('query($t: String!) { companionInvitation(token: $t) { destination invitedBy } }', { t: i.token }, as), check: (r) => expect(data(r).companionInvitation).toEqual({ destination: 'Lisbon', invitedBy: 'owner' }) },
    // Accepting needs an account; on a fresh copy of the saved trip each time, so every caller can join it.
    ...(['POST /invitations/:token/accept', 'mutation acceptCompanionInvitation'] as const).map(
      (op): Row => ({
        op,
        expect: rule({ ...NO_SESSION, owner: 409 }),
        prepare: () => invitation(),
        call: (as, i) => (op === 'mutation acceptCompanionInvitation' ? http.graphql('mutation($t: String!) { acceptCompanionInvitation(token: $t) { uuid } }', { t: i.token }, as) : http.call('POST', `/api/invitations/${i.token}/accept`, as)),
        check: async (_r, actor, i) => expect(await memberRow(i.tripUuid, m.actors[actor].userId)).toMatchObject({ role: 'viewer' }),
      }),
    ),
  );
  return rows;
}

/** Expenses (issue 22): the trip's travellers read them; the owner, editors and admins record them on a saved trip. */
function expenseRows(m: Matrix): Row[] {
  const { http } = m;
  const data = (reply: Reply) => reply.body.data as Record<string, any>;
  const saved = m.trips.saved.uuid;
  const writers = rule({ ...NO_SESSION, user: 403, viewer: 403 });
  const input = (title: string) => ({ title, amount: 12.5, currency: 'EUR', paidById: m.actors.owner.userId, splitMode: 'equal', category: 'food' });
  const expenseRow = (title: string) => m.row('trip_expenses', { sql: 'title = $1', params: [title] });
  let made = 0;
  /** an expense the owner records on the saved trip, for a call to change or delete */
  const freshExpense = async () => {
    const title = `Lunch ${++made}`;
    const reply = await http.call('POST', `/api/trips/${saved}/expenses`, { ...m.actors.owner, json: input(title) });
    expect(reply.status).toBe(201);
    return (reply.body.expenses as Array<{ id: number; title: string }>).find((row) => row.title === title)!.id;
  };
  const rows: Row[] = [];
  for (const state of STATES) {
    const uuid = m.trips[state].uuid;
    const target = `${state} trip`;
    rows.push(
      { op: 'GET /trips/:tripUuid/expenses', target, expect: READERS[state], call: (as) => http.call('GET', `/api/trips/${uuid}/expenses`, as), check: (r) => expect(Array.isArray(r.body.settlements)).toBe(true) },
      { op: 'GET /trips/:tripUuid/expenses.csv', target, expect: READERS[state], call: (as) => http.call('GET', `/api/trips/${uuid}/expenses.csv`, as), check: (r) => expect(String(r.body)).toMatch(/^Day,Title,Category/) },
      // The estimate holds nothing private: it is read as the trip is, by its link.
      { op: 'GET /trips/:tripUuid/cost-estimate', target, expect: EVERYONE, call: (as) => http.call('GET', `/api/trips/${uuid}/cost-estimate`, as), check: (r) => expect(r.body.lines.length).toBeGreaterThan(0) },
      { op: 'query tripCostEstimate', target, expect: EVERYONE, call: (as) => http.graphql('query($u: String!) { tripCostEstimate(tripUuid: $u) { low } }', { u: uuid }, as), check: (r) => expect(typeof data(r).tripCostEstimate.low).toBe('number') },
      { op: 'query tripExpenses', target, expect: READERS[state], call: (as) => http.graphql('query($u: String!) { tripExpenses(tripUuid: $u) { currency } }', { u: uuid }, as), check: (r) => expect(typeof data(r).tripExpenses.currency).toBe('string') },
    );
  }
  rows.push(
    { op: 'POST /trips/:tripUuid/expenses', expect: writers, call: (as, _t, actor) => http.call('POST', `/api/trips/${saved}/expenses`, { ...as, json: input(`Dinner by ${actor}`) }), check: async (_r, actor) => expect(await expenseRow(`Dinner by ${actor}`)).not.toBeNull() },
    { op: 'mutation addExpense', expect: writers, call: (as, _t, actor) => http.graphql('mutation($u: String!, $i: ExpenseInput!) { addExpense(tripUuid: $u, input: $i) { total } }', { u: saved, i: input(`Tram by ${actor}`) }, as), check: async (_r, actor) => expect(await expenseRow(`Tram by ${actor}`)).not.toBeNull() },
    { op: 'PUT /trips/:tripUuid/expenses/:id', expect: writers, prepare: freshExpense, call: (as, id, actor) => http.call('PUT', `/api/trips/${saved}/expenses/${id}`, { ...as, json: input(`Changed by ${actor}`) }), check: async (_r, actor) => expect(await expenseRow(`Changed by ${actor}`)).not.toBeNull() },
    { op: 'mutation updateExpense', expect: writers, prepare: freshExpense, call: (as, id, actor) => http.graphql('mutation($u: String!, $id: Int!, $i: ExpenseInput!) { updateExpense(tripUuid: $u, id: $id, input: $i) { total } }', { u: saved, id, i: input(`Edited by ${actor}`) }, as), check: async (_r, actor) => expect(await expenseRow(`Edited by ${actor}`)).not.toBeNull() },
    { op: 'DELETE /trips/:tripUuid/expenses/:id', expect: writers, prepare: freshExpense, call: (as, id) => http.call('DELETE', `/api/trips/${saved}/expenses/${id}`, as), check: async (_r, _a, id) => expect(await m.row('trip_expenses', { sql: 'id = $1', params: [id] })).toBeNull() },
    { op: 'mutation deleteExpense', expect: writers, prepare: freshExpense, call: (as, id) => http.graphql('mutation($u: String!, $id: Int!) { deleteExpense(tripUuid: $u, id: $id) { total } }', { u: saved, id }, as), check: async (_r, _a, id) => expect(await m.row('trip_expenses', { sql: 'id = $1', params: [id] })).toBeNull() },
    { op: 'GET /currency-rates', expect: EVERYONE, call: (as) => http.call('GET', '/api/currency-rates', as), check: (r) => expect(r.body.length).toBeGreaterThan(20) },
    { op: 'query currencyRates', expect: EVERYONE, call: (as) => http.graphql('{ currencyRates { currency } }', {}, as), check: (r) => expect(data(r).currencyRates.length).toBeGreaterThan(20) },
    { op: 'PUT /admin/currency-rates', expect: ADMINS, call: (as) => http.call('PUT', '/api/admin/currency-rates', { ...as, json: { currency: 'VND', perEuro: 27000 } }), check: async () => expect((await m.row('currency_rates', { sql: 'currency = $1', params: ['VND'] }))!.perEuro).toBe('27000.000000') },
    { op: 'mutation adminSetCurrencyRate', expect: ADMINS, call: (as) => http.graphql('mutation { adminSetCurrencyRate(input: { currency: "MAD", perEuro: 10.8 }) { perEuro } }', {}, as), check: (r) => expect(data(r).adminSetCurrencyRate.perEuro).toBe(10.8) },
  );
  return rows;
}

/** Admin operations, each with a target of its own where the call changes something. */
function adminRows(m: Matrix): Row[] {
  const { http } = m;
  const gql = (query: string, variables: Record<string, unknown> = {}) => (as: CallOptions) => http.graphql(query, variables, as);
  const ok = (reply: Reply) => expect(reply.body.errors).toBeUndefined();
  const tripRow = (uuid: string) => m.row('trips', { sql: 'uuid = $1', params: [uuid] });
  const userRow = (id: number) => m.row('users', { sql: 'id = $1', params: [id] });
  const subscriberRow = (email: string) => m.row('subscribers', { sql: 'email = $1', params: [email] });
  let victims = 0;
  const freshUser = () => m.freshUser(`victim${++victims}`);
  const freshSubscriber = async () => {
    const email = `reader${++victims}@example.com`;
    await m.freshSubscriber(email);
    return email;
  };
  const temporaryTrip = () => m.freshTrip('temporary');
  return [
    { op: 'GET /admin/stats', expect: ADMINS, call: (as) => http.call('GET', '/api/admin/stats', as), check: (r) => expect(r.body.totalUsers).toBeGreaterThan(0) },
    { op: 'query adminStats', expect: ADMINS, call: gql('{ adminStats { totalUsers } }'), check: ok },
    { op: 'GET /admin/activity', expect: ADMINS, call: (as) => http.call('GET', '/api/admin/activity', as), check: (r) => expect(r.body.length).toBeGreaterThan(0) },
    { op: 'query adminActivity', expect: ADMINS, call: gql('{ adminActivity { action } }'), check: ok },
    { op: 'GET /admin/users', expect: ADMINS, call: (as) => http.call('GET', '/api/admin/users', as), check: (r) => expect(r.body.length).toBeGreaterThan(2) },
    { op: 'query adminUsers', expect: ADMINS, call: gql('{ adminUsers { id } }'), check: ok },
    { op: 'PATCH /admin/users/:userId', expect: ADMINS, prepare: freshUser, call: (as, id) => http.call('PATCH', `/api/admin/users/${id}`, { ...as, json: { bio: 'Edited by an admin' } }), check: async (_r, _a, id) => expect((await userRow(id))!.bio).toBe('Edited by an admin') },
    { op: 'mutation adminUpdateUser', expect: ADMINS, prepare: freshUser, call: (as, id) => http.graphql('mutation($id: Int!) { adminUpdateUser(id: $id, input: { isAdmin: true }) { message } }', { id }, as), check: async (_r, _a, id) => expect((await userRow(id))!.isAdmin).toBe(true) },
    { op: 'DELETE /admin/users/:userId', expect: ADMINS, prepare: freshUser, call: (as, id) => http.call('DELETE', `/api/admin/users/${id}`, as), check: async (_r, _a, id) => expect(await userRow(id)).toBeNull() },
    { op: 'mutation adminDeleteUser', expect: ADMINS, prepare: freshUser, call: (as, id) => http.graphql('mutation($id: Int!) { adminDeleteUser(id: $id) }', { id }, as), check: async (_r, _a, id) => expect(await userRow(id)).toBeNull() },
    { op: 'GET /admin/trips', expect: ADMINS, call: (as) => http.call('GET', '/api/admin/trips', as), check: (r) => expect(r.body.some((t: { uuid: string }) => t.uuid === m.trips.saved.uuid)).toBe(true) },
    { op: 'query adminTrips', expect: ADMINS, call: gql('{ adminTrips { uuid } }'), check: ok },
    { op: 'PATCH /admin/trips/:uuid', expect: ADMINS, prepare: temporaryTrip, call: (as, uuid) => http.call('PATCH', `/api/admin/trips/${uuid}`, { ...as, json: { customHeader: 'Edited header' } }), check: async (_r, _a, uuid) => expect((await tripRow(uuid))!.customHeader).toBe('Edited header') },
    { op: 'mutation adminUpdateTrip', expect: ADMINS, prepare: temporaryTrip, call: (as, uuid) => http.graphql('mutation($u: String!) { adminUpdateTrip(uuid: $u, input: { customHeader: "Edited header" }) { message } }', { u: uuid }, as), check: async (_r, _a, uuid) => expect((await tripRow(uuid))!.customHeader).toBe('Edited header') },
    { op: 'PATCH /admin/trips/:uuid/popular', expect: ADMINS, prepare: temporaryTrip, call: (as, uuid) => http.call('PATCH', `/api/admin/trips/${uuid}/popular`, { ...as, json: { isPopularDestination: true } }), check: async (_r, _a, uuid) => expect((await tripRow(uuid))!.isPopularDestination).toBe(true) },
    { op: 'mutation adminSetTripPopular', expect: ADMINS, prepare: temporaryTrip, call: (as, uuid) => http.graphql('mutation($u: String!) { adminSetTripPopular(uuid: $u, isPopularDestination: true) { message } }', { u: uuid }, as), check: async (_r, _a, uuid) => expect((await tripRow(uuid))!.isPopularDestination).toBe(true) },
    { op: 'PATCH /trips/:uuid/featured', expect: ADMINS, prepare: temporaryTrip, call: (as, uuid) => http.call('PATCH', `/api/trips/${uuid}/featured`, { ...as, json: { isFeatured: true } }), check: async (_r, _a, uuid) => expect((await tripRow(uuid))!.isFeaturedTrip).toBe(true) },
    { op: 'mutation adminSetTripFeatured', expect: ADMINS, prepare: temporaryTrip, call: (as, uuid) => http.graphql('mutation($u: String!) { adminSetTripFeatured(uuid: $u, isFeatured: true) { message } }', { u: uuid }, as), check: async (_r, _a, uuid) => expect((await tripRow(uuid))!.isFeaturedTrip).toBe(true) },
    { op: 'POST /trips/:uuid/featured-image', expect: ADMINS, prepare: temporaryTrip, call: (as, uuid) => m.upload('POST', `/api/trips/${uuid}/featured-image`, as, {}, m.png), check: async (_r, _a, uuid) => expect((await tripRow(uuid))!.featuredImageKey).not.toBeNull() },
    { op: 'DELETE /admin/trips/:uuid', expect: ADMINS, prepare: temporaryTrip, call: (as, uuid) => http.call('DELETE', `/api/admin/trips/${uuid}`, as), check: async (_r, _a, uuid) => expect(await tripRow(uuid)).toBeNull() },
    { op: 'mutation adminDeleteTrip', expect: ADMINS, prepare: () => m.freshTrip('saved'), call: (as, uuid) => http.graphql('mutation($u: String!) { adminDeleteTrip(uuid: $u) }', { u: uuid }, as), check: async (_r, _a, uuid) => expect(await tripRow(uuid)).toBeNull() },
    { op: 'GET /admin/subscribers', expect: ADMINS, call: (as) => http.call('GET', '/api/admin/subscribers', as), check: (r) => expect(r.body.length).toBeGreaterThan(0) },
    { op: 'query adminSubscribers', expect: ADMINS, call: gql('{ adminSubscribers { email } }'), check: ok },
    { op: 'GET /admin/subscribers/page', expect: ADMINS, call: (as) => http.call('GET', '/api/admin/subscribers/page', as), check: (r) => expect(r.body.total).toBeGreaterThan(0) },
    { op: 'query adminSubscriberPage', expect: ADMINS, call: gql('{ adminSubscriberPage { total } }'), check: ok },
    { op: 'GET /admin/subscribers/export', expect: ADMINS, call: (as) => http.call('GET', '/api/admin/subscribers/export', as), check: (r) => expect(String(r.body)).toContain('@example.com') },
    { op: 'POST /newsletter/unsubscribe', expect: ADMINS, prepare: freshSubscriber, call: (as, email) => http.call('POST', '/api/newsletter/unsubscribe', { ...as, json: { email } }), check: async (_r, _a, email) => expect((await subscriberRow(email))!.subscribed).toBe(false) },
    { op: 'mutation adminUnsubscribe', expect: ADMINS, prepare: freshSubscriber, call: (as, email) => http.graphql('mutation($e: String!) { adminUnsubscribe(email: $e) { subscribed } }', { e: email }, as), check: async (_r, _a, email) => expect((await subscriberRow(email))!.subscribed).toBe(false) },
    { op: 'GET /admin/settings', expect: ADMINS, call: (as) => http.call('GET', '/api/admin/settings', as), check: (r) => expect(typeof r.body.siteName).toBe('string') },
    { op: 'query adminSettings', expect: ADMINS, call: gql('{ adminSettings { siteName } }'), check: ok },
    { op: 'PATCH /admin/settings', expect: ADMINS, call: (as) => http.call('PATCH', '/api/admin/settings', { ...as, json: { supportEmail: 'help@example.com' } }), check: (r) => expect(r.body.supportEmail).toBe('help@example.com') },
    { op: 'mutation adminUpdateSettings', expect: ADMINS, call: gql('mutation { adminUpdateSettings(input: { supportEmail: "desk@example.com" }) { supportEmail } }'), check: (r) => expect(r.body.data.adminUpdateSettings.supportEmail).toBe('desk@example.com') },
  ];
}
