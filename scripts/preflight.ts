/**
 * The test suite needs a real PostgreSQL and Debian's Chromium. When either is missing it
 * stops here and says how to get it: nothing is ever skipped silently.
 */
import { existsSync } from 'node:fs';
import { Client } from 'pg';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function preflight(): Promise<string[]> {
  const problems: string[] = [];
  if (!existsSync(CHROMIUM_PATH)) {
    problems.push(`Chromium is missing at ${CHROMIUM_PATH}. Install it with: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  const client = new Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    problems.push(
      `PostgreSQL is not reachable at ${TEST_DATABASE_URL} (${(error as Error).message}). ` +
        'Start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start (or set TEST_DATABASE_URL).',
    );
  } finally {
    await client.end().catch(() => undefined);
  }
  return problems;
}
