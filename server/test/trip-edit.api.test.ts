/**
 * Editing a trip's itinerary over GraphQL and REST, on both databases: the creating browser
 * may, everyone else gets FORBIDDEN and nothing changes; every bad input gets a 4xx with a
 * clear message; an unknown trip is NOT_FOUND; an oversize body is refused.
 */
import { ActivityLog } from '../src/modules/activity/activity-log.entity.js';
import { Trip } from '../src/modules/trips/trip.entity.js';
import { DATABASE_KINDS } from './databases.js';
import { graphql, startTestServer, type TestServer } from './harness.js';

const LISBON = { destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-03' };
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

const ITINERARY_FIELDS = 'day title description activities { title description type time timeframe duration location { lat lng city } address imageUrl placeId }';
const UPDATE = `mutation($uuid: String!, $itinerary: [ItineraryDayInput!]!) { updateTripItinerary(uuid: $uuid, itinerary: $itinerary) { uuid itinerary { ${ITINERARY_FIELDS} } } }`;
const READ = `query($uuid: String!) { trip(uuid: $uuid) { itinerary { ${ITINERARY_FIELDS} } } tripPermissions(tripUuid: $uuid) { canEdit } }`;

interface ActivityShape {
  title: string;
  description: string;
  type: string;
  time?: string | null;
  duration: number;
  [field: string]: unknown;
}
interface DayShape {
  day: number;
  title: string;
  description?: string | null;
  activities: ActivityShape[];
}

const clone = <T>(value: T): T => structuredClone(value);

describe.each(DATABASE_KINDS)('itinerary editing on %s', (kind) => {
  let server: TestServer;
  let uuid: string;
  /** the browser that generated the trip */
  let owner: string;
  /** another browser, with a trip of its own */
  let stranger: string;

  async function generate(): Promise<{ uuid: string; cookie: string }> {
    const response = await fetch(`${server.url}/api/trips/generate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(LISBON) });
    expect(response.status).toBe(201);
    return { uuid: ((await response.json()) as { uuid: string }).uuid, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] };
  }

  /** null: a request without any cookie */
  const asBrowser = (cookie: string | null): Record<string, string> => (cookie ? { cookie } : {});
  const update = (itinerary: unknown, cookie: string | null = owner, tripUuid = uuid) => graphql<{ updateTripItinerary: { itinerary: DayShape[] } }>(server.url, UPDATE, { uuid: tripUuid, itinerary }, asBrowser(cookie));
  const storedItinerary = async (tripUuid = uuid) => (await server.odyssey.dataSource.getRepository(Trip).findOneByOrFail({ uuid: tripUuid })).itinerary;

  async function read(cookie: string | null): Promise<{ itinerary: DayShape[]; canEdit: boolean }> {
    const { body } = await graphql<{ trip: { itinerary: DayShape[] }; tripPermissions: { canEdit: boolean } }>(server.url, READ, { uuid }, asBrowser(cookie));
    expect(body.errors).toBeUndefined();
    return { itinerary: body.data!.trip.itinerary, canEdit: body.data!.tripPermissions.canEdit };
  }

  async function rest(method: string, path: string, cookie: string | null, body?: string) {
    const response = await fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json', ...asBrowser(cookie) }, body });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ uuid, cookie: owner } = await generate());
    ({ cookie: stranger } = await generate());
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  test('a trip read over GraphQL and sent back unchanged is stored unchanged', async () => {
    const before = await storedItinerary();
    const { itinerary } = await read(owner);
    const { body } = await update(itinerary);
    expect(body.errors).toBeUndefined();
    expect(await storedItinerary()).toEqual(before);
  });

  test('the creating browser edits, adds and removes activities, and reads them back', async () => {
    const { itinerary, canEdit } = await read(owner);
    expect(canEdit).toBe(true);
    expect(itinerary).toHaveLength(3);
    const edited = clone(itinerary);
    const removed = edited[0].activities.splice(1, 1)[0];
    edited[0].activities[0] = { ...edited[0].activities[0], title: '  Sunrise at Miradouro da Graça  ', description: 'Coffee with a view.', time: '07:30', duration: 45, type: 'sightseeing' };
    edited[1].activities.push({ title: 'Fado evening', description: 'Dinner and fado in Alfama.', type: 'meal', time: '21:00', duration: 120 });
    // swap the last two days' contents, as the trip assistant does
    [edited[1], edited[2]] = [{ ...edited[2], day: 2 }, { ...edited[1], day: 3 }];

    const { body } = await update(edited);
    expect(body.errors).toBeUndefined();
    const saved = body.data!.updateTripItinerary.itinerary;
    expect(saved[0].activities[0]).toMatchObject({ title: 'Sunrise at Miradouro da Graça', description: 'Coffee with a view.', time: '07:30', duration: 45 });
    expect(saved[0].activities.map((a) => a.title)).not.toContain(removed.title);
    expect(saved[2].activities.at(-1)).toMatchObject({ title: 'Fado evening', type: 'meal', time: '21:00', duration: 120, location: null, imageUrl: null });

    const reread = await read(null);
    expect(reread.itinerary).toEqual(saved);
    expect(reread.canEdit).toBe(false);
    const log = await server.odyssey.dataSource.getRepository(ActivityLog).findOneByOrFail({ entityId: uuid, action: 'Itinerary Updated' });
    expect(log.details).toMatchObject({ days: 3 });

    const overRest = await rest('PUT', `/api/trips/${uuid}/itinerary`, owner, JSON.stringify({ itinerary: clone(saved).map((day) => ({ ...day, title: `${day.title}!` })) }));
    expect(overRest.status).toBe(200);
    expect((overRest.body.itinerary as DayShape[])[0].title).toBe(`${saved[0].title}!`);
    expect(overRest.body).not.toHaveProperty('creatorKey');
  });

  test("a day's description stops naming an activity that is deleted or renamed; the rest is kept", async () => {
    const fresh = await generate();
    const days = clone((await storedItinerary(fresh.uuid)) as DayShape[]);
    const described = days[0].description ?? '';
    const named = days[0].activities.filter((activity) => activity.type !== 'meal' && described.includes(activity.title));
    expect(named.length).toBeGreaterThanOrEqual(2);
    const [deleted, renamed] = named;
    days[0].activities = days[0].activities.filter((activity) => activity !== deleted).map((activity) => (activity === renamed ? { ...activity, title: 'Sunset at the river' } : activity));

    const { body } = await update(days, fresh.cookie, fresh.uuid);
    expect(body.errors).toBeUndefined();
    const saved = body.data!.updateTripItinerary.itinerary;
    expect(saved[0].description).not.toContain(deleted.title);
    expect(saved[0].description).not.toContain(renamed.title);
    expect(saved[0].description).toContain('Sunset at the river');
    expect(saved[0].description).toMatch(/^A day in Lisbon: /);
    expect(saved.slice(1).map((day) => day.description)).toEqual(days.slice(1).map((day) => day.description));
    // a description the client wrote is its own, even if it names what went
    const own = clone(saved);
    own[0].description = `Skipped ${deleted.title} today.`;
    expect((await update(own, fresh.cookie, fresh.uuid)).body.data!.updateTripItinerary.itinerary[0].description).toBe(`Skipped ${deleted.title} today.`);
  });

  test('another browser, or none, may read but gets FORBIDDEN (HTTP 403 over REST), and nothing changes', async () => {
    const before = await storedItinerary();
    const { itinerary, canEdit } = await read(stranger);
    expect(canEdit).toBe(false);
    const hijacked = clone(itinerary);
    hijacked[0].activities = [];
    for (const cookie of [stranger, null, owner.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))]) {
      const { body } = await update(hijacked, cookie);
      expect(body.data).toBeNull();
      expect(body.errors?.[0]).toMatchObject({ message: 'Only the traveller who created this trip can edit its itinerary', extensions: { code: 'FORBIDDEN', status: 403 } });
      const overRest = await rest('PUT', `/api/trips/${uuid}/itinerary`, cookie, JSON.stringify({ itinerary: hijacked }));
      expect(overRest).toMatchObject({ status: 403, body: { error: 'forbidden', message: 'Only the traveller who created this trip can edit its itinerary' } });
    }
    expect((await rest('GET', `/api/trips/${uuid}/permissions`, stranger)).body).toEqual({ canEdit: false, canViewWallet: false, canShare: false, role: null });
    expect(await storedItinerary()).toEqual(before);
  });

  describe('bad input gets BAD_USER_INPUT (HTTP 400 over REST) with a clear message, and nothing changes', () => {
    type Change = (days: DayShape[]) => unknown;
    const firstActivity = (change: (activity: ActivityShape) => void): Change => (days) => {
      change(days[0].activities[0]);
      return days;
    };
    const secondDayActivity = (change: (activity: ActivityShape) => void): Change => (days) => {
      change(days[1].activities[1]);
      return days;
    };
    const cases: Array<[string, Change, string]> = [
      ['a blank title', secondDayActivity((a) => (a.title = '   ')), 'Day 2, activity 2: Title is required'],
      ['a blank description', firstActivity((a) => (a.description = '')), 'Day 1, activity 1: Description is required'],
      ['an unknown type', firstActivity((a) => (a.type = 'party')), 'Day 1, activity 1: Type must be one of: lodging, meal, transportation, sightseeing, shopping, other'],
      ['a zero duration', firstActivity((a) => (a.duration = 0)), 'Day 1, activity 1: Duration must be a whole number of minutes from 1 to 1440'],
      ['a duration over a day', firstActivity((a) => (a.duration = 1441)), 'Day 1, activity 1: Duration must be a whole number of minutes from 1 to 1440'],
      ['a long time text', firstActivity((a) => (a.time = 'at some point in the late afternoon')), 'Day 1, activity 1: Time must be at most 20 characters'],
      ['a long title', firstActivity((a) => (a.title = 'x'.repeat(201))), 'Day 1, activity 1: Title must be at most 200 characters'],
      ['a script as image', firstActivity((a) => (a.imageUrl = 'javascript:alert(1)')), 'Day 1, activity 1: Image URL must be an https:// address or a path on this site'],
      ['a latitude off the globe', firstActivity((a) => (a.location = { lat: 91, lng: 0 })), 'Day 1, activity 1: Latitude must be a number from -90 to 90'],
      ['too many activities', (days) => ((days[2].activities = Array.from({ length: 31 }, () => ({ ...days[0].activities[0] }))), days), 'Day 3: A day can have at most 30 activities'],
      ['a missing day', (days) => days.slice(0, 2), 'This trip has 3 days: send all of them, numbered 1 to 3 in order'],
      ['an extra day', (days) => [...days, { ...days[0], day: 4 }], 'This trip has 3 days: send all of them, numbered 1 to 3 in order'],
      ['days out of order', (days) => [days[1], days[0], days[2]], 'This trip has 3 days: send all of them, numbered 1 to 3 in order'],
      ['more days than any trip has', (days) => Array.from({ length: 31 }, (_, i) => ({ ...days[0], day: i + 1 })), 'An itinerary can have at most 30 days'],
    ];

    test.each(cases)('%s', async (_case, change, message) => {
      const before = await storedItinerary();
      const bad = change(clone((await read(owner)).itinerary));
      const { body } = await update(bad);
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', errorCode: 'validation_failed', status: 400 } });
      const overRest = await rest('PUT', `/api/trips/${uuid}/itinerary`, owner, JSON.stringify({ itinerary: bad }));
      expect(overRest).toMatchObject({ status: 400, body: { error: 'validation_failed', message } });
      expect(await storedItinerary()).toEqual(before);
    });

    test('shapes GraphQL cannot send are refused over REST too', async () => {
      for (const [body, message] of [
        ['{}', 'Send the itinerary as a list of days'],
        ['{"itinerary": "all of it"}', 'Send the itinerary as a list of days'],
        ['{"itinerary": [1, 2, 3]}', 'Day 1: Each day must be an object'],
        ['{"itinerary": [{"day": 1, "title": "x", "activities": [null]}]}', 'Day 1, activity 1: Each activity must be an object'],
        // a list where an object belongs: ValidateNested alone would read it as more of the list and store an empty activity
        ['{"itinerary": [[{"day": 1, "title": "x", "activities": []}]]}', 'Day 1: Each day must be an object'],
        ['{"itinerary": [{"day": 1, "title": "x", "activities": [[{"title": "t", "description": "d", "type": "other", "duration": 60}]]}]}', 'Day 1, activity 1: Each activity must be an object'],
        ['{"itinerary": [{"day": 1, "title": "x", "activities": "none"}]}', 'Day 1: Activities must be a list'],
        ['{"itinerary": [{"day": 1, "title": "x", "activities": [{"title": "t", "description": "d", "type": "other", "duration": 60, "location": "Lisbon"}]}]}', 'Day 1, activity 1: Location must be an object with lat, lng and city'],
        ['{"itinerary": [{"day": 1, "title": "x", "activities": [{"title": 5, "description": "d", "type": "other", "duration": 60}]}]}', 'Day 1, activity 1: Title is required'],
        ['{"itinerary": [{"day": 1, "title": "x", "activities": [{"title": "t", "description": "d", "type": "other", "duration": 1.5}]}]}', 'Day 1, activity 1: Duration must be a whole number of minutes from 1 to 1440'],
        ['{"itinerary": ', 'The request body is not valid JSON'],
      ]) {
        const reply = await rest('PUT', `/api/trips/${uuid}/itinerary`, owner, body);
        expect(reply).toMatchObject({ status: 400, body: { message } });
      }
    });

    test('GraphQL itself refuses a wrongly typed argument', async () => {
      const { itinerary } = await read(owner);
      const bad = clone(itinerary) as unknown as Array<Record<string, unknown>>;
      bad[0].activities = [{ title: 'x', description: 'y', type: 'other', duration: 'an hour' }];
      const { status, body } = await update(bad);
      expect(status).toBe(400);
      expect(body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    });
  });

  test('an empty day title becomes the default, empty optional texts are dropped, and a day may be emptied', async () => {
    const days = clone((await read(owner)).itinerary);
    days[0] = { ...days[0], title: '  ', description: '' };
    days[1].activities = [];
    days[2].activities[0] = { ...days[2].activities[0], time: '  ', address: '', location: { lat: null, lng: null, city: '' } };
    const { body } = await update(days);
    expect(body.errors).toBeUndefined();
    const stored = await storedItinerary();
    expect(stored[0]).toMatchObject({ title: 'Day Itinerary' });
    expect(stored[0]).not.toHaveProperty('description');
    expect(stored[1].activities).toEqual([]);
    expect(Object.keys(stored[2].activities[0])).toEqual(expect.not.arrayContaining(['time', 'address', 'location']));
  });

  test('an unknown or malformed trip id is NOT_FOUND', async () => {
    const { itinerary } = await read(owner);
    for (const id of [UNKNOWN_UUID, 'not-a-uuid']) {
      expect((await update(itinerary, owner, id)).body.errors?.[0]).toMatchObject({ message: 'Trip not found', extensions: { code: 'NOT_FOUND', status: 404 } });
      expect(await rest('PUT', `/api/trips/${id}/itinerary`, owner, JSON.stringify({ itinerary }))).toMatchObject({ status: 404, body: { message: 'Trip not found' } });
    }
  });

  test('an oversize body is refused with 413 before any work is done', async () => {
    const before = await storedItinerary();
    const { itinerary } = await read(owner);
    const huge = clone(itinerary);
    huge[0].activities[0].description = 'x'.repeat(1_100_000);
    const overGraphql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner },
      body: JSON.stringify({ query: UPDATE, variables: { uuid, itinerary: huge } }),
    });
    expect(overGraphql.status).toBe(413);
    expect(await overGraphql.json()).toMatchObject({ error: 'payload_too_large', message: 'The request body is too large' });
    expect(await rest('PUT', `/api/trips/${uuid}/itinerary`, owner, JSON.stringify({ itinerary: huge }))).toMatchObject({ status: 413, body: { message: 'The request body is too large' } });
    expect(await storedItinerary()).toEqual(before);
  });
});
