/**
 * Brings the schema up to date at start-up. On PostgreSQL several instances may start at
 * once, so migrations run under a session-level advisory lock: the first instance migrates,
 * the others wait and then find nothing left to do.
 */
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';

// An arbitrary constant that names Odyssey's migration lock ("odyssey" in ASCII, truncated).
const MIGRATION_LOCK_ID = 0x6f647973;

export async function migrateDatabase(dataSource: DataSource, logger: Logger): Promise<void> {
  const runner = dataSource.createQueryRunner();
  const isEmbedded = !(dataSource.options as { url?: string }).url;
  try {
    if (isEmbedded) {
      // The embedded database has one client: migrations run on it directly, no lock needed.
      await runner.release();
      await run(dataSource, logger);
      return;
    }
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await run(dataSource, logger);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    if (!runner.isReleased) await runner.release();
  }
}

async function run(dataSource: DataSource, logger: Logger) {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, 'database migrated');
}
