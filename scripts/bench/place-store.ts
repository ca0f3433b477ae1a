/**
 * The place store (issue 20), on the embedded database and on PostgreSQL (TEST_DATABASE_URL or
 * 127.0.0.1:5432/test, in a schema of its own):
 *   - importing the Liechtenstein extract (2.9 MB, © OpenStreetMap contributors): its time and
 *     the peak memory the process grew by while it ran (PGlite runs in the same process)
 *   - lookups over a grid of points across the country: "within r km" (1 km, and 5 km for
 *     stays only) and "named like this near here", p50 and p99 (target p99 a few ms)
 *   - planning Vaduz offline from the store, 2 and 7 days with dates: the store's read, the
 *     destination made from it (hours read for the week) and the plan, p50 and p99 (the
 *     offline planner's target is p50 at most 50 ms for 7 days)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import type { Config } from '../../server/src/config.js';
import type * as DataSourceModule from '../../server/src/database/data-source.js';
import type * as MigrateModule from '../../server/src/database/migrate.js';
import type * as PlaceStoreModule from '../../server/src/modules/place-store/index.js';
import type * as PlannerModule from '../../server/src/modules/planner/index.js';
import type * as DestinationsModule from '../../server/src/modules/destinations/index.js';

// The built server, as it runs in production: its entities' decorators need the TypeScript compiler's output, not tsx's.
/* eslint-disable @typescript-eslint/no-require-imports -- the built files, loaded at run time */
const dist = path.resolve(__dirname, '..', '..', 'server', 'dist');
const { createDataSource } = require(path.join(dist, 'database', 'data-source.js')) as typeof DataSourceModule;
const { migrateDatabase } = require(path.join(dist, 'database', 'migrate.js')) as typeof MigrateModule;
const { importExtract, PlaceStore, destinationFromStore, STORE_RADIUS_KM } = require(path.join(dist, 'modules', 'place-store', 'index.js')) as typeof PlaceStoreModule;
const { planTrip } = require(path.join(dist, 'modules', 'planner', 'index.js')) as typeof PlannerModule;
const { findCountryFacts } = require(path.join(dist, 'modules', 'destinations', 'index.js')) as typeof DestinationsModule;
/* eslint-enable @typescript-eslint/no-require-imports */

const EXTRACT = path.resolve(__dirname, '..', '..', 'server', 'test', 'fixtures', 'osm', 'liechtenstein-2024-03-04.osm.pbf');
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NAMES = ['Kunstmuseum Liechtenstein', 'Kathedrale St. Florin', 'Burg Gutenberg', 'Rotes Haus', 'Walsermuseum', 'Qwxzyville Grand Temple'];

function percentile(sortedMs: number[], fraction: number): number {
  return sortedMs[Math.min(sortedMs.length - 1, Math.floor(fraction * sortedMs.length))];
}

async function withDatabase<T>(kind: 'embedded' | 'postgres', work: (dataSource: DataSource) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'odyssey-bench-store-'));
  const schema = `odyssey_bench_${randomBytes(4).toString('hex')}`;
  let database: Config['database'] = { kind: 'embedded', dataDir: path.join(dir, 'db') };
  if (kind === 'postgres') {
    const admin = new Client({ connectionString: POSTGRES });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const url = new URL(POSTGRES);
    url.searchParams.set('options', `-c search_path=${schema}`);
    database = { kind: 'postgres', url: url.toString() };
  }
  const dataSource = createDataSource(database);
  try {
    await dataSource.initialize();
    await migrateDatabase(dataSource, pino({ level: 'silent' }));
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
    rmSync(dir, { recursive: true, force: true });
    if (kind === 'postgres') {
      const admin = new Client({ connectionString: POSTGRES });
      await admin.connect();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  }
}

/** Vaduz as the gazetteer places it. */
const VADUZ = { lat: 47.14151, lng: 9.52154 };
const TRIPS = 20;

/** Planning Vaduz from the store as the place-store source does, for `days` days from 5 December. */
async function storeTrips(store: InstanceType<typeof PlaceStore>, days: number): Promise<number[]> {
  const timesMs: number[] = [];
  const country = findCountryFacts('LI')!;
  for (let seed = 0; seed < TRIPS + 3; seed++) {
    const started = performance.now();
    const places = await store.near(VADUZ, STORE_RADIUS_KM, { limit: 5000 });
    const made = destinationFromStore({ name: 'Vaduz', country, ...VADUZ, firstDate: '2026-12-05' }, places);
    if ('problem' in made) throw new Error(made.problem);
    const endDate = `2026-12-${String(4 + days).padStart(2, '0')}`;
    planTrip({ destination: 'Vaduz', startDate: '2026-12-05', endDate, seed, preferences: { travelStyle: [], accommodation: [], activities: ['Museums & Art', 'Historical Sites'], budgetLevel: 3, currency: 'CHF', duration: '', travelers: '2' } }, made.destination);
    // The first three warm the code up.
    if (seed >= 3) timesMs.push(performance.now() - started);
  }
  return timesMs.sort((a, b) => a - b);
}

async function measure(dataSource: DataSource): Promise<{ importS: string; peakMb: string; near: number[]; stays: number[]; named: number[]; places: number; twoDays: number[]; sevenDays: number[] }> {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = performance.now();
  const summary = await importExtract(dataSource, EXTRACT);
  const importMs = performance.now() - started;
  clearInterval(sampler);

  const store = new PlaceStore(dataSource);
  const points: Array<{ lat: number; lng: number }> = [];
  for (let lat = 47.05; lat <= 47.27; lat += 0.01) for (let lng = 9.48; lng <= 9.62; lng += 0.02) points.push({ lat, lng });
  const timed = async (run: () => Promise<unknown>, into: number[]) => {
    const at = performance.now();
    await run();
    into.push(performance.now() - at);
  };
  const near: number[] = [];
  const stays: number[] = [];
  const named: number[] = [];
  for (const point of points) await store.near(point, 1); // warm-up
  for (const point of points) {
    await timed(() => store.near(point, 1), near);
    await timed(() => store.near(point, 5, { categories: ['hotel', 'guest house', 'hostel'] }), stays);
    await timed(() => store.named(NAMES[named.length % NAMES.length], point, 2), named);
  }
  const twoDays = await storeTrips(store, 2);
  const sevenDays = await storeTrips(store, 7);
  return { importS: (importMs / 1000).toFixed(2), peakMb: ((peak - baseline) / 1024 / 1024).toFixed(0), near: near.sort((a, b) => a - b), stays: stays.sort((a, b) => a - b), named: named.sort((a, b) => a - b), places: summary.places, twoDays, sevenDays };
}

export async function benchPlaceStore(): Promise<Record<string, string>> {
  const figures: Record<string, string> = {};
  for (const kind of ['embedded', 'postgres'] as const) {
    const result = await withDatabase(kind, measure);
    const ms = (sorted: number[]) => `p50 ${percentile(sorted, 0.5).toFixed(2)} ms, p99 ${percentile(sorted, 0.99).toFixed(2)} ms (${sorted.length})`;
    figures[`${kind}: import Liechtenstein`] = `${result.importS} s, ${result.places} places, process grew ${result.peakMb} MB at peak`;
    figures[`${kind}: within 1 km`] = ms(result.near);
    figures[`${kind}: stays within 5 km`] = ms(result.stays);
    figures[`${kind}: named near here (2 km)`] = ms(result.named);
    figures[`${kind}: Vaduz from the store, 2 days`] = ms(result.twoDays);
    figures[`${kind}: Vaduz from the store, 7 days`] = ms(result.sevenDays);
  }
  return figures;
}
