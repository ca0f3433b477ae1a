import type { FirstPaintAssets } from '../first-paint-assets.js';
import { tripFirstPaint, tripIdOfPath, type QueryRunner } from '../trip-first-paint.js';

const UUID = '4d1c5c2e-0000-4000-8000-000000000000';
const assets: FirstPaintAssets = {
  queries: { TripPage: 'query TripPage', TripImagesSettings: 'query TripImagesSettings', TripMapTiles: 'query TripMapTiles', SiteSettings: 'query SiteSettings' },
  icons: { place: '', calendar: '', wallet: '', group: '', bookmark: '', share: '' },
};
const TRIP = {
  uuid: UUID,
  destination: 'Lisbon',
  country: 'Portugal',
  customHeader: null,
  startDate: null,
  endDate: null,
  featuredImage: null,
  destinationOverview: null,
  preferences: { budgetLevel: 3, travelers: '1', duration: '4 days', activities: [], travelStyle: [], accommodation: [] },
  itinerary: [],
  __typename: 'Trip',
};
const answers: Record<string, Record<string, unknown>> = {
  'query TripPage': { trip: TRIP },
  'query TripImagesSettings': { publicSettings: { placePhotosEnabled: false, __typename: 'PublicSettings' } },
  'query TripMapTiles': { publicSettings: { mapTileUrl: 'https://tile.example/{z}/{x}/{y}.png', __typename: 'PublicSettings' } },
  'query SiteSettings': { publicSettings: { siteName: 'Odyssey', __typename: 'PublicSettings' } },
};

function runner(override: Partial<Record<string, Awaited<ReturnType<QueryRunner>>>> = {}) {
  const calls: Array<[string, Record<string, unknown>]> = [];
  const run: QueryRunner = async (query, variables) => {
    calls.push([query, variables]);
    return override[query] ?? { data: answers[query] };
  };
  return { run, calls };
}

describe('tripIdOfPath', () => {
  it('reads the uuid of a trip page, as the router does', () => {
    expect(tripIdOfPath(`/trip/${UUID}`)).toBe(UUID);
    expect(tripIdOfPath(`/trip/${UUID}/`)).toBe(UUID);
    expect(tripIdOfPath(`/trip/${UUID.toUpperCase()}`)).toBe(UUID.toUpperCase());
  });

  it('is null for other paths and for ids that cannot name a trip', () => {
    for (const path of ['/', '/trip/', '/trip/abc', `/trip/${UUID}/edit`, `/admin/trip/${UUID}`, '/trip/%E0%A4%A', `/trip/${UUID}x`]) expect(tripIdOfPath(path)).toBeNull();
  });
});

describe('tripFirstPaint', () => {
  it("runs the page's queries as the visitor and keeps their answers with their variables", async () => {
    const { run, calls } = runner();
    const paint = await tripFirstPaint(`/trip/${UUID}`, assets, run);
    expect(calls).toEqual([
      ['query TripPage', { uuid: UUID }],
      ['query TripImagesSettings', {}],
      ['query TripMapTiles', {}],
      ['query SiteSettings', {}],
    ]);
    expect(paint?.queries).toEqual({
      TripPage: { variables: { uuid: UUID }, data: answers['query TripPage'] },
      TripImagesSettings: { variables: {}, data: answers['query TripImagesSettings'] },
      TripMapTiles: { variables: {}, data: answers['query TripMapTiles'] },
      SiteSettings: { variables: {}, data: answers['query SiteSettings'] },
    });
    expect(paint?.shell).toContain('<h1>Lisbon</h1>');
    expect(paint?.shell).toMatch(/^<style>/);
  });

  it('an unknown trip (the query answers not found) gets no first paint', async () => {
    const { run } = runner({ 'query TripPage': { data: null, errors: [{ message: 'Trip not found', extensions: { code: 'NOT_FOUND' } }] } });
    expect(await tripFirstPaint(`/trip/${UUID}`, assets, run)).toBeNull();
  });

  it('a malformed id, another path or a build without the first-paint file asks nothing and gets nothing', async () => {
    const { run, calls } = runner();
    expect(await tripFirstPaint('/trip/not-a-uuid', assets, run)).toBeNull();
    expect(await tripFirstPaint('/login', assets, run)).toBeNull();
    expect(await tripFirstPaint(`/trip/${UUID}`, null, run)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('a failing settings query, or a trip of an unexpected shape, gets no first paint', async () => {
    expect(await tripFirstPaint(`/trip/${UUID}`, assets, runner({ 'query SiteSettings': { errors: ['boom'] } }).run)).toBeNull();
    expect(await tripFirstPaint(`/trip/${UUID}`, assets, runner({ 'query TripPage': { data: { trip: { ...TRIP, preferences: null } } } }).run)).toBeNull();
  });
});
