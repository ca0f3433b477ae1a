/**
 * Co-editing (issue 22), over GraphQL and REST, on both databases. Companions change one
 * activity at a time, each on the revision their page showed: changes to different activities
 * or fields are all kept; of two changes to one field, the first to arrive stands and the second
 * comes back as a conflict naming who won. The history lists every change, and each traveller
 * undoes their own. Viewers and strangers change nothing; bad edits get a 4xx and change nothing.
 */
import { DATABASE_KINDS } from './databases.js';
import { startTestServer, type TestServer } from './harness.js';
import { HttpClient } from './support/http-client.js';

const PASSWORD = 'correct horse';

interface ActivityShape {
  id: string;
  title: string;
  time?: string | null;
  duration: number;
}
interface TripShape {
  revision: number;
  itinerary: Array<{ day: number; activities: ActivityShape[] }>;
}

const EDIT = `mutation($t: String!, $b: Int!, $e: ItineraryEditInput!) {
  editTripItinerary(tripUuid: $t, baseRevision: $b, edit: $e) {
    revision applied conflicts { activityId field yours kept by message }
    trip { revision itinerary { day activities { id title time duration } } }
  }
}`;

describe.each(DATABASE_KINDS)('co-editing on %s', (kind) => {
  let server: TestServer;
  const http = new HttpClient(() => server.url);
  const token: Record<string, string> = {};
  let tripUuid: string;

  async function signUp(name: string): Promise<void> {
    expect((await http.call('POST', '/api/auth/register', { json: { email: `${name}@example.com`, username: name, password: PASSWORD, confirmPassword: PASSWORD } })).status).toBe(201);
    token[name] = (await http.call('POST', '/api/auth/login', { json: { email: `${name}@example.com`, password: PASSWORD } })).body.token;
  }

  async function join(name: string, role: 'editor' | 'viewer'): Promise<void> {
    const link = (await http.call('POST', `/api/trips/${tripUuid}/companions/invitations`, { token: token.owner, json: { role } })).body.link as string;
    expect((await http.call('POST', `/api/invitations/${new URL(link).pathname.split('/').pop()}/accept`, { token: token[name] })).status).toBe(200);
  }

  const read = async (): Promise<TripShape> => (await http.call('GET', `/api/trips/uuid/${tripUuid}`)).body;
  const edit = (as: string, baseRevision: number, change: Record<string, unknown>) => http.graphql(EDIT, { t: tripUuid, b: baseRevision, e: change }, { token: token[as] });
  const restEdit = (as: string | undefined, body: unknown) => http.call('POST', `/api/trips/${tripUuid}/itinerary/edits`, { token: as ? token[as] : undefined, json: body });
  const history = async (as: string) => (await http.call('GET', `/api/trips/${tripUuid}/itinerary/history`, { token: token[as] })).body;

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const name of ['owner', 'editor', 'viewer', 'stranger']) await signUp(name);
    const reply = await http.call('POST', '/api/trips/generate', { json: { destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-03' } });
    const cookie = (reply.headers.get('set-cookie') ?? '').split(';')[0];
    tripUuid = reply.body.uuid;
    expect((await http.call('POST', `/api/trips/uuid/${tripUuid}/save`, { cookie, token: token.owner })).status).toBe(200);
    await join('editor', 'editor');
    await join('viewer', 'viewer');
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  test('a planned trip starts at revision 0 with an id on every activity, the same on every read and over both doors', async () => {
    const trip = await read();
    expect(trip.revision).toBe(0);
    const ids = trip.itinerary.flatMap((day) => day.activities.map((activity) => activity.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[A-Za-z0-9_-]+$/.test(id))).toBe(true);
    const gql = await http.graphql('query($u: String!) { trip(uuid: $u) { revision itinerary { activities { id } } } }', { u: tripUuid });
    expect(gql.body.data.trip.itinerary.flatMap((day: { activities: Array<{ id: string }> }) => day.activities.map((activity) => activity.id))).toEqual(ids);
  });

  test('two editors change different activities and different fields on the same revision: both are kept', async () => {
    const { revision, itinerary } = await read();
    const [first, second] = itinerary[0].activities;
    const a = await edit('owner', revision, { kind: 'update', activityId: first.id, changes: { time: '08:15' } });
    const b = await edit('editor', revision, { kind: 'update', activityId: second.id, changes: { duration: 75 } });
    const c = await edit('editor', revision, { kind: 'update', activityId: first.id, changes: { title: 'Early start' } });
    for (const reply of [a, b, c]) expect(reply.body.data.editTripItinerary).toMatchObject({ applied: true, conflicts: [] });
    expect(c.body.data.editTripItinerary.revision).toBe(revision + 3);
    const after = (await read()).itinerary[0].activities;
    expect(after[0]).toMatchObject({ id: first.id, time: '08:15', title: 'Early start' });
    expect(after[1]).toMatchObject({ id: second.id, duration: 75 });
  });

  test('two changes to one field: the first stands, the second is reported with who won, and its other fields apply', async () => {
    const { revision, itinerary } = await read();
    const target = itinerary[1].activities[0];
    expect((await edit('owner', revision, { kind: 'update', activityId: target.id, changes: { time: '10:30' } })).body.data.editTripItinerary.applied).toBe(true);
    const late = (await edit('editor', revision, { kind: 'update', activityId: target.id, changes: { time: '11:45', duration: 95 } })).body.data.editTripItinerary;
    expect(late).toMatchObject({ applied: true, conflicts: [{ activityId: target.id, field: 'time', yours: '11:45', kept: '10:30', by: 'owner' }] });
    expect(late.conflicts[0].message).toBe(`owner changed the time of "${target.title}" first: it stays "10:30" (you wanted "11:45").`);
    expect((await read()).itinerary[1].activities[0]).toMatchObject({ time: '10:30', duration: 95 });
    // Seen the owner's change, the editor may change the time again.
    expect((await edit('editor', late.revision, { kind: 'update', activityId: target.id, changes: { time: '11:45' } })).body.data.editTripItinerary).toMatchObject({ applied: true, conflicts: [] });
    const entry = (await history('editor')).find((change: { revision: number }) => change.revision === late.revision);
    // The history says what was done (the length), and what was not (the time).
    expect(entry).toMatchObject({ summary: `changed "${target.title}": length to 95 min`, conflicts: [late.conflicts[0].message] });
  });

  test('removing an activity someone changed meanwhile is refused; changing one someone removed says so', async () => {
    const { revision, itinerary } = await read();
    const [kept, removed] = itinerary[2].activities;
    await edit('owner', revision, { kind: 'update', activityId: kept.id, changes: { title: 'Kept, renamed' } });
    const refused = (await edit('editor', revision, { kind: 'remove', activityId: kept.id })).body.data.editTripItinerary;
    expect(refused).toMatchObject({ applied: false, conflicts: [{ field: 'activity', by: 'owner' }] });
    expect(refused.conflicts[0].message).toBe('owner changed "Kept, renamed" after you opened the trip, so it was not removed.');
    const base = (await read()).revision;
    expect((await edit('owner', base, { kind: 'remove', activityId: removed.id })).body.data.editTripItinerary.applied).toBe(true);
    const late = (await edit('editor', base, { kind: 'update', activityId: removed.id, changes: { time: '13:00' } })).body.data.editTripItinerary;
    expect(late).toMatchObject({ applied: false, conflicts: [{ activityId: removed.id, message: 'owner removed this activity first: your change was not applied.' }] });
  });

  test('add and move over REST, with the same rules and answers as GraphQL', async () => {
    const { revision } = await read();
    const added = await restEdit('editor', { baseRevision: revision, edit: { kind: 'add', day: 1, activity: { title: 'Tram 28', description: 'The old tram up the hill.', type: 'transportation', time: '16:00', duration: 40 } } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ applied: true, revision: revision + 1, conflicts: [] });
    const tram = added.body.trip.itinerary[0].activities.find((activity: ActivityShape) => activity.title === 'Tram 28');
    expect(tram.id).toMatch(/^a[A-Za-z0-9_-]{8}$/);
    expect(added.body.trip).not.toHaveProperty('creatorKey');
    const moved = await restEdit('owner', { baseRevision: revision + 1, edit: { kind: 'move', activityId: tram.id, day: 2, index: 0 } });
    expect(moved.status).toBe(200);
    expect(moved.body.trip.itinerary[1].activities[0]).toMatchObject({ id: tram.id, title: 'Tram 28' });
    expect((await read()).itinerary[0].activities.some((activity) => activity.id === tram.id)).toBe(false);
  });

  test('bad edits get a 400 or 404 with a clear message, over both doors, and change nothing', async () => {
    const before = await read();
    const id = before.itinerary[0].activities[0].id;
    const cases: Array<[unknown, number, string]> = [
      [{ baseRevision: before.revision, edit: { kind: 'rename', activityId: id } }, 400, 'Kind must be one of: add, update, remove, move'],
      [{ baseRevision: before.revision, edit: { kind: 'update', activityId: id } }, 400, 'An edit of kind update needs changes'],
      [{ baseRevision: before.revision, edit: { kind: 'update', activityId: id, changes: { duration: 0 } } }, 400, 'Duration must be a whole number of minutes'],
      [{ baseRevision: before.revision, edit: { kind: 'update', activityId: id, changes: { title: '' } } }, 400, 'Title is required'],
      [{ baseRevision: before.revision, edit: { kind: 'update', activityId: 'no such id', changes: { time: '10:00' } } }, 400, 'Activity id must be'],
      [{ baseRevision: before.revision, edit: { kind: 'update', activityId: 'nosuchid', changes: { time: '10:00' } } }, 404, 'This trip has no activity with id nosuchid'],
      [{ baseRevision: before.revision, edit: { kind: 'add', day: 9, activity: { title: 'x', description: 'y', type: 'other', duration: 10 } } }, 400, 'This trip has no day 9'],
      [{ baseRevision: before.revision, edit: { kind: 'move', activityId: id, day: 1 } }, 400, 'An edit of kind move needs index'],
      [{ baseRevision: before.revision + 5, edit: { kind: 'remove', activityId: id } }, 400, `baseRevision ${before.revision + 5} is ahead of the trip`],
      [{ baseRevision: -1, edit: { kind: 'remove', activityId: id } }, 400, 'baseRevision must be 0 or more'],
      [{ edit: { kind: 'remove', activityId: id } }, 400, 'baseRevision must be'],
      [{ baseRevision: before.revision, edit: [] }, 400, 'edit must be an object'],
      [{ baseRevision: before.revision }, 400, 'edit must be an object'],
      [{ baseRevision: before.revision, edit: { kind: 'update', activityId: id, changes: [{ time: '10:00' }] } }, 400, 'Changes must be an object'],
      [{ baseRevision: before.revision, edit: { kind: 'add', day: 1, activity: 'Tram' } }, 400, 'Activity must be an object'],
    ];
    for (const [body, status, message] of cases) {
      const reply = await restEdit('owner', body);
      expect({ body, status: reply.status, message: reply.body.message }).toEqual({ body, status, message: expect.stringContaining(message) });
    }
    const gql = await edit('owner', before.revision, { kind: 'update', activityId: 'nosuchid', changes: { time: '10:00' } });
    expect(gql.body.errors[0]).toMatchObject({ message: 'This trip has no activity with id nosuchid', extensions: { code: 'NOT_FOUND' } });
    expect(await read()).toEqual(before);
  });

  test('viewers, strangers and browsers without an account change nothing; the history is for the trip\'s own travellers', async () => {
    const before = await read();
    const change = { baseRevision: before.revision, edit: { kind: 'update', activityId: before.itinerary[0].activities[0].id, changes: { time: '07:00' } } };
    for (const who of ['viewer', 'stranger', undefined]) expect((await restEdit(who, change)).status).toBe(403);
    expect(await read()).toEqual(before);
    expect((await http.call('GET', `/api/trips/${tripUuid}/itinerary/history`, { token: token.stranger })).status).toBe(403);
    expect((await http.call('GET', `/api/trips/${tripUuid}/itinerary/history`)).status).toBe(403);
    const seen = await history('viewer');
    expect(seen.length).toBe(before.revision);
    expect(seen.every((entry: { canUndo: boolean }) => entry.canUndo === false)).toBe(true);
  });

  test('each traveller undoes their own change; what others changed since stands', async () => {
    const { revision, itinerary } = await read();
    const target = itinerary[0].activities[0];
    const mine = (await edit('editor', revision, { kind: 'update', activityId: target.id, changes: { time: '06:30', duration: 45 } })).body.data.editTripItinerary;
    await edit('owner', mine.revision, { kind: 'update', activityId: target.id, changes: { duration: 50 } });
    const entries = await history('editor');
    expect(entries[1]).toMatchObject({ revision: mine.revision, by: 'editor', canUndo: true, undone: false, summary: `changed "${target.title}": time to "06:30", length to 45 min` });
    expect(entries[0]).toMatchObject({ by: 'owner', canUndo: false });
    expect((await http.call('POST', `/api/trips/${tripUuid}/itinerary/edits/${mine.revision}/undo`, { token: token.owner })).status).toBe(403);
    const undone = await http.graphql('mutation($t: String!, $r: Int!) { undoTripEdit(tripUuid: $t, revision: $r) { applied revision conflicts { field kept by } } }', { t: tripUuid, r: mine.revision }, { token: token.editor });
    expect(undone.body.data.undoTripEdit).toMatchObject({ applied: true, conflicts: [{ field: 'duration', kept: '50', by: 'owner' }] });
    expect((await read()).itinerary[0].activities[0]).toMatchObject({ time: target.time, duration: 50 });
    expect((await history('editor'))[0]).toMatchObject({ kind: 'undo', summary: `undid: changed "${target.title}": time to "06:30", length to 45 min` });
    expect((await http.call('POST', `/api/trips/${tripUuid}/itinerary/edits/${mine.revision}/undo`, { token: token.editor })).status).toBe(409);
    expect((await http.call('POST', `/api/trips/${tripUuid}/itinerary/edits/99999/undo`, { token: token.editor })).status).toBe(404);
    expect((await http.call('POST', `/api/trips/${tripUuid}/itinerary/edits/abc/undo`, { token: token.editor })).status).toBe(404);
  });

  test('a whole replacement made on an old revision is refused, so it cannot overwrite what others did', async () => {
    const { revision, itinerary } = await read();
    await edit('owner', revision, { kind: 'update', activityId: itinerary[0].activities[0].id, changes: { title: 'Changed meanwhile' } });
    const stale = await http.call('PUT', `/api/trips/${tripUuid}/itinerary`, { token: token.editor, json: { itinerary, baseRevision: revision } });
    expect(stale).toMatchObject({ status: 409, body: { message: expect.stringContaining('Someone changed this itinerary after you opened it') } });
    expect((await read()).itinerary[0].activities[0].title).toBe('Changed meanwhile');
    const fresh = await read();
    const days = fresh.itinerary.map((day, index) => (index === 0 ? { ...day, activities: day.activities.slice(1) } : day));
    const replaced = await http.call('PUT', `/api/trips/${tripUuid}/itinerary`, { token: token.editor, json: { itinerary: days, baseRevision: fresh.revision } });
    expect(replaced.status).toBe(200);
    expect(replaced.body.revision).toBe(fresh.revision + 1);
    // Kept ids stay; the history counts the change.
    expect(replaced.body.itinerary[1].activities.map((activity: ActivityShape) => activity.id)).toEqual(fresh.itinerary[1].activities.map((activity) => activity.id));
    expect((await history('owner'))[0]).toMatchObject({ kind: 'replace', by: 'editor', summary: 'changed the itinerary (1 activity)', canUndo: false });
    const duplicate = days.map((day) => ({ ...day, activities: day.activities.map((activity) => ({ ...activity, id: 'same' })) }));
    expect((await http.call('PUT', `/api/trips/${tripUuid}/itinerary`, { token: token.editor, json: { itinerary: duplicate } })).status).toBe(400);
  });

  test('after Modify Trip, an edit made on the old plan is refused and says the trip was planned again', async () => {
    const before = await read();
    const regenerated = await http.call('POST', `/api/trips/${tripUuid}/regenerate`, { token: token.owner, json: { destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-03', preferences: { budgetLevel: 5, activities: ['Museums & Art'] } } });
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.revision).toBe(before.revision + 1);
    const stale = (await edit('editor', before.revision, { kind: 'update', activityId: regenerated.body.itinerary[0].activities[0].id, changes: { time: '05:00' } })).body.data.editTripItinerary;
    expect(stale).toMatchObject({ applied: false, conflicts: [{ by: 'owner', message: expect.stringContaining('owner planned the trip again since you opened it') }] });
    expect((await history('owner'))[0]).toMatchObject({ kind: 'plan', by: 'owner', summary: 'planned the trip again' });
  });
});
