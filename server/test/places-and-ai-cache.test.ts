/**
 * The two caches behind AI planning, on a real migrated database: place lookups in
 * places_cache (Google Places Text Search when configured) and the model's answers in
 * ai_responses, within the admin's cache window.
 */
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/database/data-source.js';
import { migrateDatabase } from '../src/database/migrate.js';
import { AiResponseCache, hashOf, stableJson } from '../src/modules/ai/ai-response-cache.js';
import { AiResponse } from '../src/modules/ai/ai-response.entity.js';
import { GooglePlacePhotos } from '../src/modules/places/google-place-photos.js';
import { GoogleTextSearch } from '../src/modules/places/google-text-search.js';
import { PlacesCacheEntry } from '../src/modules/places/places-cache.entity.js';
import { PlaceLookupError, PlacesService, type FoundPlace, type PlaceQuery, type PlaceSearch } from '../src/modules/places/places.service.js';
import { Setting } from '../src/modules/settings/setting.entity.js';
import { SettingsService } from '../src/modules/settings/settings.service.js';
import { createTestDatabase, type TestDatabase } from './databases.js';
import { startGooglePlacesStandIn, type GooglePlacesStandIn } from './support/google-places-stand-in.js';

let db: TestDatabase;
let dataSource: DataSource;
let settings: SettingsService;

beforeAll(async () => {
  db = await createTestDatabase('embedded');
  dataSource = createDataSource(db.database);
  await dataSource.initialize();
  await migrateDatabase(dataSource, pino({ level: 'silent' }));
  settings = new SettingsService(dataSource, 0);
});
afterAll(async () => {
  await dataSource?.destroy();
  await db?.drop();
});

const setSetting = (key: string, value: unknown) => dataSource.getRepository(Setting).save({ key, value });

describe('place lookups', () => {
  const LELLO: FoundPlace = { placeId: 'ChIJ-lello', name: 'Livraria Lello', address: 'R. das Carmelitas 144, 4050-161 Porto, Portugal', businessStatus: 'OPERATIONAL', lat: 41.14694, lng: -8.61478 };

  function searcher(answer: FoundPlace | undefined) {
    const queries: PlaceQuery[] = [];
    const search: PlaceSearch = { search: async (query) => (queries.push(query), answer) };
    return { search, queries };
  }

  test('a lookup asks once and then answers from places_cache, a miss included', async () => {
    const { search, queries } = searcher(LELLO);
    const places = new PlacesService(dataSource, settings, search);
    const query = { text: 'Livraria Lello, Porto, Portugal', near: { lat: 41.1496, lng: -8.6109 }, radiusKm: 40 };
    expect(await places.findPlace(query)).toEqual(LELLO);
    expect(await places.findPlace({ ...query, text: '  livraria lello,  Porto, Portugal ' })).toEqual(LELLO);
    expect(queries).toHaveLength(1);
    const row = await dataSource.getRepository(PlacesCacheEntry).findOneByOrFail({ placeId: 'ChIJ-lello' });
    expect(row).toMatchObject({ query: 'livraria lello, porto, portugal @41.15,-8.61~40', lat: 41.14694, lng: -8.61478, businessStatus: 'OPERATIONAL' });

    const missing = searcher(undefined);
    const nowhere = new PlacesService(dataSource, settings, missing.search);
    expect(await nowhere.findPlace({ text: 'Museu Imaginário, Porto' })).toBeUndefined();
    expect(await nowhere.findPlace({ text: 'Museu Imaginário, Porto' })).toBeUndefined();
    expect(missing.queries).toHaveLength(1);
  });

  test('enabled only with a key and the admin setting on', async () => {
    expect(await new PlacesService(dataSource, settings).enabled()).toBe(false);
    await expect(new PlacesService(dataSource, settings).findPlace({ text: 'x' })).rejects.toBeInstanceOf(PlaceLookupError);
    const places = new PlacesService(dataSource, settings, searcher(LELLO).search);
    expect(await places.enabled()).toBe(true);
    await setSetting('googlePlacesEnabled', false);
    expect(await places.enabled()).toBe(false);
    await setSetting('googlePlacesEnabled', true);
  });

  test('Google Text Search (New): one POST with the key in a header, the field mask and a location bias', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ places: [{ id: 'ChIJ-lello', displayName: { text: 'Livraria Lello' }, formattedAddress: LELLO.address, location: { latitude: LELLO.lat, longitude: LELLO.lng }, businessStatus: 'OPERATIONAL' }] }));
    }) as unknown as typeof fetch;
    const google = new GoogleTextSearch({ apiKey: 'google-key', fetchImpl: fakeFetch });
    expect(await google.search({ text: 'Livraria Lello, Porto', near: { lat: 41.1496, lng: -8.6109 }, radiusKm: 80 })).toEqual(LELLO);
    expect(calls[0].url).toBe('https://places.googleapis.com/v1/places:searchText');
    expect(calls[0].init.headers).toMatchObject({ 'x-goog-api-key': 'google-key', 'x-goog-fieldmask': expect.stringContaining('places.location') });
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ textQuery: 'Livraria Lello, Porto', pageSize: 1, locationBias: { circle: { center: { latitude: 41.1496, longitude: -8.6109 }, radius: 50_000 } } });
  });

  test('Google answering with an error or nothing', async () => {
    const answering = (response: Response) => (async () => response) as unknown as typeof fetch;
    await expect(new GoogleTextSearch({ apiKey: 'k', fetchImpl: answering(new Response('{}', { status: 403 })) }).search({ text: 'x' })).rejects.toThrow('Google Places answered 403');
    expect(await new GoogleTextSearch({ apiKey: 'k', fetchImpl: answering(new Response('{}')) }).search({ text: 'x' })).toBeUndefined();
  });
});

describe('place photos through Google (a local stand-in)', () => {
  let google: GooglePlacesStandIn;
  beforeAll(async () => {
    google = await startGooglePlacesStandIn('secret-google-key');
    google.add('Sé Cathedral, Porto', { id: 'ChIJ-se', name: 'Sé do Porto', lat: 41.1428, lng: -8.6112, photos: ['AUc7-se'] });
  });
  afterAll(() => google?.close());

  function placesLogging() {
    const lines: Array<Record<string, unknown>> = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const options = { apiKey: google.key, baseUrl: google.baseUrl };
    const places = new PlacesService(dataSource, settings, new GoogleTextSearch(options), { photos: new GooglePlacePhotos(options), log });
    return { places, lines };
  }

  test('a failing search or photo lookup is logged without the key and answered with null', async () => {
    const { places, lines } = placesLogging();
    google.failNext('/v1/places:searchText', 500);
    expect(await places.search('Sé Cathedral, Porto')).toEqual({ placeId: null, photoUrl: null });
    google.failNext('/v1/places/ChIJ-se', 403);
    expect(await places.photo('ChIJ-se')).toBeNull();
    expect(lines.map((line) => [line.msg, line.reason])).toEqual([
      ['place search failed', 'Google Places answered 500'],
      ['place photo lookup failed', 'Google Places answered 403'],
    ]);
    expect(JSON.stringify(lines)).not.toContain(google.key);
    // the failures were not cached: the next search asks again and finds the photo
    expect(await places.search('Sé Cathedral, Porto')).toEqual({ placeId: 'ChIJ-se', photoUrl: '/api/places/media/ChIJ-se/AUc7-se?maxWidth=400' });
  });

  test('with the admin setting off, nothing is asked and everything is null', async () => {
    const { places } = placesLogging();
    google.reset();
    await setSetting('googlePlacesEnabled', false);
    expect(await places.search('Sé Cathedral, Porto')).toEqual({ placeId: null, photoUrl: null });
    expect(await places.photo('ChIJ-se')).toBeNull();
    await expect(places.media('ChIJ-se', 'AUc7-se', 400)).rejects.toMatchObject({ code: 'not_found' });
    expect(google.requests).toHaveLength(0);
    await setSetting('googlePlacesEnabled', true);
  });
});

describe("the model's answer cache", () => {
  const key = { purpose: 'destination proposal', model: 'gpt-4', request: { destination: 'porto', preferences: { activities: ['Food Tours'] } } };

  test('keys ignore property order, and differ by purpose, model and request', () => {
    expect(stableJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(hashOf(key)).toBe(hashOf({ request: { preferences: { activities: ['Food Tours'] }, destination: 'porto' }, model: 'gpt-4', purpose: 'destination proposal' }));
    expect(hashOf(key)).not.toBe(hashOf({ ...key, model: 'llama3.1:8b' }));
    expect(hashOf(key)).not.toBe(hashOf({ ...key, purpose: 'guide picks' }));
  });

  test('an answer is reused within the window, not after it, and not at all with the window set to 0', async () => {
    const cache = new AiResponseCache(dataSource, settings);
    await cache.put(key, { name: 'Porto' });
    expect(await cache.get(key)).toEqual({ name: 'Porto' });
    await cache.put(key, { name: 'Porto', again: true });
    expect(await cache.get(key)).toEqual({ name: 'Porto', again: true });

    await dataSource.getRepository(AiResponse).update({ key: hashOf(key) }, { createdAt: new Date(Date.now() - 8 * 86_400_000) });
    expect(await cache.get(key)).toBeUndefined();

    await setSetting('tripCacheDuration', 0);
    await cache.put({ ...key, model: 'other' }, { name: 'Porto' });
    expect(await cache.get({ ...key, model: 'other' })).toBeUndefined();
    await setSetting('tripCacheDuration', 7);
  });
});
