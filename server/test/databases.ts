/**
 * The databases the integration tests run against: the embedded PGlite default, and a real
 * PostgreSQL (TEST_DATABASE_URL, default 127.0.0.1:5432/test). Each suite gets a schema of
 * its own in that database (its search_path), created and dropped here: far cheaper than a
 * database per suite, which copies a template to disk. A missing PostgreSQL fails the suite
 * loudly.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Config } from '../src/config.js';

export type DatabaseKind = 'embedded' | 'postgres';
export const DATABASE_KINDS: DatabaseKind[] = ['embedded', 'postgres'];

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  database: Config['database'];
  dataDir: string;
  drop(): Promise<void>;
}

async function adminClient(): Promise<Client> {
  const client = new Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 20_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is required for the integration tests but is not reachable at ${TEST_DATABASE_URL} (${(error as Error).message}). ` +
        "Start it with `pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`, or set TEST_DATABASE_URL.",
    );
  }
  return client;
}

/** A fresh, empty database of the given kind, with a DATA_DIR of its own. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'odyssey-test-'));
  if (kind === 'embedded') {
    return { database: { kind: 'embedded', dataDir: path.join(dataDir, 'db') }, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const schema = `odyssey_test_${randomBytes(6).toString('hex')}`;
  const admin = await adminClient();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    database: { kind: 'postgres', url: url.toString() },
    dataDir,
    drop: async () => {
      const client = await adminClient();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
