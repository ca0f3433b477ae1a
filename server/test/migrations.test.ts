/**
 * Migrations are the only way the schema changes. For each migration set, a database built
 * by the previous set, holding data, is upgraded to it and the data must survive; the final
 * schema must match the entities exactly, and every migration must be reversible.
 */
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/database/data-source.js';
import { migrateDatabase } from '../src/database/migrate.js';
import { migrations } from '../src/database/migrations.js';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from './databases.js';

const silent = pino({ level: 'silent' });

describe.each(DATABASE_KINDS)('migrations on %s', (kind) => {
  let db: TestDatabase;
  const open: DataSource[] = [];

  beforeEach(async () => {
    db = await createTestDatabase(kind);
  });
  afterEach(async () => {
    for (const ds of open.splice(0)) if (ds.isInitialized) await ds.destroy();
    await db.drop();
  });

  const withMigrations = async (count: number) => {
    const ds = createDataSource(db.database, { migrations: migrations.slice(0, count) });
    open.push(ds);
    await ds.initialize();
    return ds;
  };

  test('the schema the migrations build matches the entities, with no drift', async () => {
    const ds = await withMigrations(migrations.length);
    await migrateDatabase(ds, silent);
    const drift = await ds.driver.createSchemaBuilder().log();
    expect(drift.upQueries.map((q) => q.query)).toEqual([]);
  });

  test('each migration set upgrades a database of the previous set and keeps its data', async () => {
    for (let count = 1; count <= migrations.length; count++) {
      const previous = await withMigrations(count - 1);
      await previous.runMigrations();
      if (count > 1) {
        await previous.query(`INSERT INTO users (email, username, password) VALUES ('keep@example.com', 'keeper', 'hash') ON CONFLICT (email) DO NOTHING`);
      }
      await previous.destroy();
      const current = await withMigrations(count);
      await current.runMigrations();
      if (count > 1) {
        const rows = await current.query(`SELECT username FROM users WHERE email = 'keep@example.com'`);
        expect(rows).toEqual([{ username: 'keeper' }]);
      }
      await current.destroy();
    }
  });

  test('every migration can be reverted', async () => {
    const ds = await withMigrations(migrations.length);
    await ds.runMigrations();
    for (let i = 0; i < migrations.length; i++) await ds.undoLastMigration();
    const tables = await ds.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name <> 'migrations'`);
    expect(tables).toEqual([]);
  });
});
