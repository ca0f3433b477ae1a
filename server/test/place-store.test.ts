/**
 * The place store on both databases: the Liechtenstein and Monaco extracts (© OpenStreetMap
 * contributors) import in one transaction each, lookups by position and by name find the real
 * places, a re-import updates, adds and retires without deleting, and a failed import leaves
 * the store as it was.
 */
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/database/data-source.js';
import { migrateDatabase } from '../src/database/migrate.js';
import { importExtract, PlaceStore } from '../src/modules/place-store/index.js';
import { importPlaces } from '../src/modules/place-store/import-extract.js';
import type { Extract } from '../src/modules/place-store/read-extract.js';
import { extract, LIECHTENSTEIN_EXTRACT as LIECHTENSTEIN, MONACO_EXTRACT } from './support/osm-extracts.js';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from './databases.js';

/** Vaduz's Städtle, by the Kunstmuseum. */
const VADUZ = { lat: 47.1395, lng: 9.5222 };
const MONTE_CARLO_CASINO = { lat: 43.7392, lng: 7.428 };

describe.each(DATABASE_KINDS)('the place store on %s', (kind) => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let store: PlaceStore;
  let liechtenstein: Extract;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    dataSource = createDataSource(db.database);
    await dataSource.initialize();
    await migrateDatabase(dataSource, pino({ level: 'silent' }));
    store = new PlaceStore(dataSource);
    liechtenstein = await extract(LIECHTENSTEIN);
  }, 120_000);
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  const count = async () => ((await dataSource.query(`SELECT count(*)::int AS n FROM store_places WHERE "retiredAt" IS NULL`)) as Array<{ n: number }>)[0].n;

  test('both extracts import, each place once', async () => {
    const first = await importPlaces(dataSource, 'liechtenstein-2024-03-04.osm.pbf', liechtenstein);
    expect(first).toMatchObject({ source: 'liechtenstein-2024-03-04.osm.pbf', added: liechtenstein.places.length, updated: 0, retired: 0 });
    // From the file, as `npm run places:import` does (the smaller extract: reading is read-extract.test.ts's subject).
    const monaco = await importExtract(dataSource, MONACO_EXTRACT);
    expect(monaco.places).toBe((await extract(MONACO_EXTRACT)).places.length);
    expect(monaco.added).toBeGreaterThan(120);
    expect(await count()).toBe(first.places + monaco.places);
  });

  test('places within r km, nearest first, by category', async () => {
    const near = await store.near(VADUZ, 1);
    expect(near.map((place) => place.name)).toEqual(expect.arrayContaining(['Kunstmuseum Liechtenstein', 'Liechtensteinisches Landesmuseum Vaduz', 'Kathedrale St. Florin']));
    expect(near.every((place, index) => place.km <= 1 && (index === 0 || near[index - 1].km <= place.km))).toBe(true);
    // Monaco is 250 km away: nothing of it is near Vaduz
    expect(near.some((place) => place.lat < 44)).toBe(false);
    const stays = await store.near(VADUZ, 10, { categories: ['hotel', 'guest house', 'hostel'] });
    expect(stays.length).toBeGreaterThan(10);
    expect(stays.every((place) => ['hotel', 'guest house', 'hostel'].includes(place.category))).toBe(true);
  });

  test('places named like this near here, in any of their languages', async () => {
    const [museum] = await store.named('Oceanographic Museum', MONTE_CARLO_CASINO, 3);
    expect(museum).toMatchObject({ name: 'Musée Océanographique', category: 'museum' });
    const [casino] = await store.named('Casino de Monte-Carlo', MONTE_CARLO_CASINO, 0.2);
    expect(casino.name).toBe('Casino de Monte Carlo');
    expect(await store.named('Qwxzyville Grand Temple', VADUZ, 5)).toEqual([]);
    // the right name in the wrong place is not a match
    expect(await store.named('Kunstmuseum Liechtenstein', MONTE_CARLO_CASINO, 5)).toEqual([]);
  });

  test('the store knows which areas an import covered', async () => {
    expect(await store.covers(VADUZ)).toBe(true);
    expect(await store.covers({ lat: 59.9139, lng: 10.7522 })).toBe(false);
  });

  test('re-importing the same extract changes nothing', async () => {
    const again = await importPlaces(dataSource, 'liechtenstein-2024-03-04.osm.pbf', liechtenstein);
    expect(again).toMatchObject({ added: 0, updated: 0, retired: 0, unchanged: liechtenstein.places.length });
  });

  test('a newer extract updates, adds and retires, and a retired place is kept for the trips that name it', async () => {
    const [gone, changed] = liechtenstein.places.filter((place) => place.category === 'museum');
    const newer: Extract = {
      ...liechtenstein,
      places: [
        ...liechtenstein.places.filter((place) => place !== gone && place !== changed),
        { ...changed, openingHours: 'Tu-Su 10:00-17:00' },
        { ...changed, osmId: 'node/999999999001', name: 'A museum opened since', lat: VADUZ.lat + 0.001 },
      ],
    };
    const summary = await importPlaces(dataSource, 'liechtenstein-newer.osm.pbf', newer);
    expect(summary).toMatchObject({ added: 1, updated: 1, retired: 1 });
    expect((await store.near(gone, 0.05)).map((place) => place.osmId)).not.toContain(gone.osmId);
    const [row] = await dataSource.query(`SELECT name, "retiredAt" FROM store_places WHERE "osmId" = $1`, [gone.osmId]);
    expect(row.name).toBe(gone.name);
    expect(row.retiredAt).not.toBeNull();
    expect((await store.near(changed, 0.05)).find((place) => place.osmId === changed.osmId)?.openingHours).toBe('Tu-Su 10:00-17:00');
    // Monaco's places lie outside Liechtenstein's extract, so they are not retired by it
    expect((await store.near(MONTE_CARLO_CASINO, 1)).length).toBeGreaterThan(10);

    // The original extract again: the retired place comes back
    const back = await importPlaces(dataSource, 'liechtenstein-2024-03-04.osm.pbf', liechtenstein);
    expect(back).toMatchObject({ added: 0, updated: 2, retired: 1 });
    expect((await store.near(gone, 0.05)).map((place) => place.osmId)).toContain(gone.osmId);
  });

  test('an import that fails part-way leaves the store as it was', async () => {
    const before = await count();
    // More places than one batch holds, so the first batch is written before the bad row fails.
    const more = Array.from({ length: 600 }, (_, index) => ({ ...liechtenstein.places[index % liechtenstein.places.length], osmId: `node/${900_000_000 + index}` }));
    const broken: Extract = { ...liechtenstein, places: [...more, { ...liechtenstein.places[0], osmId: 'node/1', name: 'x'.repeat(300) }] };
    await expect(importPlaces(dataSource, 'broken.osm.pbf', broken)).rejects.toThrow();
    expect(await count()).toBe(before);
    const imports = await dataSource.query(`SELECT source FROM store_imports WHERE source = 'broken.osm.pbf'`);
    expect(imports).toEqual([]);
  });
});
