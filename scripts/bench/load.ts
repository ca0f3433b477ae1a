/**
 * Load (docs/reliability.md, "Load" and "Scaling"): the built server runs in child processes
 * as in production (NODE_ENV=production), and autocannon sends the load mix from this process
 * (scripts/load/load-mix.ts) over loopback:
 *   - one instance on the embedded database, then one on PostgreSQL: the mix for 10 s at 50 and
 *     at 200 connections, then trip reads alone over REST and alone over GraphQL (5 s each, the
 *     same connections) for the GraphQL/REST throughput ratio on the same trips (target ≥ 0.6)
 *   - two instances on one PostgreSQL with S3 storage (the SigV4-checking stand-in): the mix at
 *     50 and 200 connections, half to each instance
 * After every mix run each acknowledged write is checked on every instance (and in the bucket);
 * the problems found are printed and fail the benchmark. Figures: req/s, p50 and p99 per kind.
 */
import { loadavg } from 'node:os';
import { Client } from 'pg';
import { createTestDatabase, type DatabaseKind } from '../../server/test/databases.js';
import { startS3StandIn, type S3StandIn } from '../../server/test/support/s3-stand-in.js';
import { checkAcknowledgedWrites, checkBucket } from '../load/load-check.js';
import { prepareFixture, warmUp } from '../load/load-fixture.js';
import { GENERATION_RATE_PER_SECOND, graphqlRestRatio, LOAD_KINDS, runLoad, type KindFigures, type LoadFixture, type LoadKind, type LoadResult } from '../load/load-mix.js';
import { figureRows, formatTable } from '../load/load-report.js';
import { startInstance, stopInstance, type Instance } from './instances.js';

const CONNECTION_LEVELS = [50, 200];
const MIX_SECONDS = 10;
const RATIO_SECONDS = 5;
/** the count bound: far above what 10 s can reach here, so time ends each run */
const REQUESTS_PER_CONNECTION = 100_000;
const TIMEOUT_SECONDS = 10;

const plan = (urls: string[], fixture: LoadFixture, connections: number, seconds: number, kinds: readonly LoadKind[], tag: string) => ({
  urls,
  fixture,
  connections,
  seconds,
  requestsPerConnection: REQUESTS_PER_CONNECTION,
  timeoutSeconds: TIMEOUT_SECONDS,
  kinds,
  tag,
});

const rows: string[][] = [];
const ratios: Array<[string, string]> = [];
const problems: string[] = [];

async function mixAndCheck(setup: string, urls: string[], fixture: LoadFixture, connections: number): Promise<LoadResult> {
  const result = await runLoad(plan(urls, fixture, connections, MIX_SECONDS, LOAD_KINDS, `${setup.replace(/\W+/g, '-')}-${connections}-${Date.now()}`));
  rows.push(...figureRows(setup, connections, result.kinds));
  const check = await checkAcknowledgedWrites(urls, fixture, result.walletWrites, result.generatedTrips);
  problems.push(...check.problems.map((problem) => `${setup} at ${connections}: ${problem}`));
  console.log(
    `  ${setup} at ${connections} connections: ${result.walletWrites.length} wallet writes and ${result.generatedTrips.length} generated trips acknowledged; ` +
      `checked ${check.walletItemsChecked} items, ${check.documentsChecked} documents, ${check.tripsChecked} trips: ${check.problems.length} problems`,
  );
  return result;
}

async function benchOneInstance(kind: DatabaseKind): Promise<void> {
  const db = await createTestDatabase(kind);
  const instance = await startInstance(db.database.kind === 'postgres' ? { DATABASE_URL: db.database.url } : {});
  try {
    const fixture = await prepareFixture(instance.url);
    await warmUp([instance.url], fixture);
    for (const connections of CONNECTION_LEVELS) {
      await mixAndCheck(kind, [instance.url], fixture, connections);
      const alone: KindFigures[] = [];
      for (const read of ['trip read (REST)', 'trip read (GraphQL)'] as const) {
        const result = await runLoad(plan([instance.url], fixture, connections, RATIO_SECONDS, [read], `${kind}-ratio-${Date.now()}`));
        alone.push(...result.kinds);
        rows.push(...figureRows(`${kind} (alone)`, connections, result.kinds));
      }
      ratios.push([`GraphQL/REST trip reads, ${kind}, ${connections} conns`, `${graphqlRestRatio(alone)?.toFixed(2)} (target ≥ 0.6)`]);
    }
  } finally {
    await stopInstance(instance);
    await db.drop();
  }
}

async function benchTwoInstances(): Promise<void> {
  const keyPrefix = 'wallet/';
  const db = await createTestDatabase('postgres');
  let s3: S3StandIn | undefined;
  const instances: Instance[] = [];
  try {
    s3 = await startS3StandIn();
    const env = {
      DATABASE_URL: (db.database as { url: string }).url,
      ...s3.environment(keyPrefix),
    };
    // One after the other: the first migrates the schema, the second finds it done.
    for (let i = 0; i < 2; i++) instances.push(await startInstance(env));
    const urls = instances.map((instance) => instance.url);
    const fixture = await prepareFixture(urls[0]);
    await warmUp(urls, fixture);
    const database = new Client({ connectionString: (db.database as { url: string }).url });
    await database.connect();
    try {
      for (const connections of CONNECTION_LEVELS) {
        const result = await mixAndCheck('postgres ×2 + S3', urls, fixture, connections);
        const { rows: fileRows } = await database.query<{ id: number; fileKey: string }>(`SELECT id, "fileKey" FROM wallet_items WHERE "fileKey" IS NOT NULL`);
        const bucket = checkBucket(s3.objects, keyPrefix, fileRows, result.walletWrites);
        problems.push(...bucket.map((problem) => `postgres ×2 + S3 at ${connections}: ${problem}`));
        console.log(`  the bucket holds ${s3.objects.size} documents for ${fileRows.length} rows: ${bucket.length} problems`);
      }
    } finally {
      await database.end();
    }
  } finally {
    for (const instance of instances) await stopInstance(instance);
    await s3?.close();
    await db.drop();
  }
}

export async function benchLoad(): Promise<Record<string, string>> {
  const load = () => loadavg().map((n) => n.toFixed(2)).join(', ');
  const loadBefore = load();
  await benchOneInstance('embedded');
  await benchOneInstance('postgres');
  await benchTwoInstances();
  console.log(`\n${formatTable(rows)}\n`);
  const errors = rows.filter((row) => row[7] !== '0' || row[8] !== '0' || row[9] !== '0');
  if (problems.length > 0) process.exitCode = 1;
  return {
    ...Object.fromEntries(ratios),
    'runs with errors, non-2xx or bad bodies': `${errors.length} of ${rows.length}`,
    'acknowledged writes missing': problems.length === 0 ? 'none' : `${problems.length}: ${problems.slice(0, 5).join('; ')}`,
    'generation rate in the mix': `capped at ${GENERATION_RATE_PER_SECOND}/s on 2 connections`,
    'machine load (1, 5, 15 min)': `${loadBefore} before, ${load()} after`,
  };
}
