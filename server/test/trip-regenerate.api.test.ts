/**
 * Modify Trip regenerates the trip in place (issue 17, item 7): the same address and wallet, a
 * list of the traveller's own edits that the new plan replaces, and an undo that puts the old
 * plan (edits included) back. Only the trip's editors may, and a refusal changes nothing.
 */
import { startTestServer, type TestServer } from './harness.js';
import { HttpClient } from './support/http-client.js';

const REQUEST = { destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-03', preferences: { budgetLevel: 3, activities: ['Food Tours'] } };
const CHANGED = { ...REQUEST, startDate: '2026-07-10', endDate: '2026-07-13', preferences: { budgetLevel: 5, activities: ['Museums & Art'] } };

describe('Modify Trip regenerates a trip in place', () => {
  let server: TestServer;
  const http = new HttpClient(() => server.url);
  let uuid: string;
  let creator: string;
  let stranger: string;

  beforeAll(async () => {
    server = await startTestServer('embedded');
    const generated = await http.call('POST', '/api/trips/generate', { json: REQUEST });
    expect(generated.status).toBe(201);
    uuid = generated.body.uuid;
    creator = (generated.headers.get('set-cookie') ?? '').split(';')[0];
    stranger = ((await http.call('POST', '/api/trips/generate', { json: { destination: 'Porto', country: 'Portugal' } })).headers.get('set-cookie') ?? '').split(';')[0];
  });
  afterAll(async () => {
    await server?.stop();
  });

  const read = async () => (await http.call('GET', `/api/trips/uuid/${uuid}`)).body;

  test("a fresh trip has no manual edits; the traveller's edits are listed in words", async () => {
    const trip = await read();
    expect(trip).toMatchObject({ manualEdits: [], canUndoRegeneration: false });
    const itinerary = structuredClone(trip.itinerary);
    itinerary[0].title = 'Our first day';
    const removed = itinerary[1].activities.splice(0, 1)[0];
    const edited = await http.call('PUT', `/api/trips/${uuid}/itinerary`, { cookie: creator, json: { itinerary } });
    expect(edited.status).toBe(200);
    const after = await read();
    expect(after.manualEdits).toEqual(['Day 1: renamed the day "Our first day"', `Day 2: removed "${removed.title}"`]);
    const viaGraphql = await http.graphql('query($u: String!) { trip(uuid: $u) { manualEdits canUndoRegeneration } }', { u: uuid });
    expect(viaGraphql.body.data.trip).toEqual({ manualEdits: after.manualEdits, canUndoRegeneration: false });
  });

  test('a stranger may not regenerate or undo, and nothing changes', async () => {
    const before = await read();
    for (const cookie of [stranger, undefined]) {
      expect((await http.call('POST', `/api/trips/${uuid}/regenerate`, { cookie, json: CHANGED })).status).toBe(403);
      expect((await http.call('POST', `/api/trips/${uuid}/regenerate/undo`, { cookie })).status).toBe(403);
      const graphql = await http.graphql('mutation($u: String!, $i: GenerateTripInput!) { regenerateTrip(uuid: $u, input: $i) { uuid } }', { u: uuid, i: CHANGED }, { cookie });
      expect(graphql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    expect(await read()).toEqual(before);
  });

  test('bad requests are refused with a 400 and change nothing; an unknown trip is a 404', async () => {
    const before = await read();
    expect((await http.call('POST', `/api/trips/${uuid}/regenerate`, { cookie: creator, json: { ...CHANGED, destination: '' } })).status).toBe(400);
    expect((await http.call('POST', `/api/trips/${uuid}/regenerate`, { cookie: creator, json: { ...CHANGED, endDate: '2026-02-30' } })).status).toBe(400);
    expect((await http.call('POST', '/api/trips/00000000-0000-4000-8000-000000000000/regenerate', { cookie: creator, json: CHANGED })).status).toBe(404);
    expect(await read()).toEqual(before);
  });

  test('regenerating keeps the address and the wallet, takes the new request, and can be undone', async () => {
    const before = await read();
    const item = await http.call('POST', `/api/trips/${uuid}/wallet`, { cookie: creator, json: { type: 'flight', title: 'TAP 1234' } });
    expect(item.status).toBe(201);

    const regenerated = await http.call('POST', `/api/trips/${uuid}/regenerate`, { cookie: creator, json: CHANGED });
    expect(regenerated.status).toBe(200);
    expect(regenerated.body).toMatchObject({ uuid, startDate: '2026-07-10', endDate: '2026-07-13', manualEdits: [], canUndoRegeneration: true });
    expect(regenerated.body.preferences).toMatchObject({ budgetLevel: 5, activities: ['Museums & Art'] });
    expect(regenerated.body.itinerary).toHaveLength(4);
    const wallet = await http.call('GET', `/api/trips/${uuid}/wallet`, { cookie: creator });
    expect(wallet.body.map((i: { title: string }) => i.title)).toEqual(['TAP 1234']);

    const undone = await http.call('POST', `/api/trips/${uuid}/regenerate/undo`, { cookie: creator });
    expect(undone.status).toBe(200);
    const restored = await read();
    expect(restored).toMatchObject({ uuid, startDate: before.startDate, endDate: before.endDate, itinerary: before.itinerary, preferences: before.preferences, manualEdits: before.manualEdits, canUndoRegeneration: false });
    const again = await http.call('POST', `/api/trips/${uuid}/regenerate/undo`, { cookie: creator });
    expect(again).toMatchObject({ status: 409, body: { error: 'conflict', message: 'There is no regeneration to undo for this trip.' } });
  });
});
