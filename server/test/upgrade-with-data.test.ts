/**
 * Upgrading an instance of the first release, with its data. A database is built by the first
 * migration set alone and filled through SQL in that schema's columns (support/first-schema-data.ts);
 * then the current app starts on it, which runs every later migration exactly as an operator's
 * upgrade does. Every row of every table must come through with each value unchanged, the
 * columns added since must hold their defaults, and the app must serve the old data: sign-in
 * with the old password, the trip and its wallet document, the admin's lists, the old reset token.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createDataSource } from '../src/database/data-source.js';
import { migrations } from '../src/database/migrations.js';
import { DATABASE_KINDS, createTestDatabase } from './databases.js';
import { startTestServerOn, type TestServer } from './harness.js';
import { HttpClient } from './support/http-client.js';
import { snapshot, type Row, type Snapshot } from './support/table-snapshot.js';
import {
  ADDED_COLUMN_VALUES,
  DOCUMENT_BYTES,
  FIRST_SCHEMA_TABLES,
  OLD_ACCOUNTS,
  RESET_TOKEN,
  SAVED_TRIP_UUID,
  TEMPORARY_TRIP_UUID,
  insertFirstSchemaData,
} from './support/first-schema-data.js';

// The first release's set: the migrations in server/src/migrations up to and including Initial.
const FIRST_SET = migrations.slice(0, 1);

describe.each(DATABASE_KINDS)('upgrading a first-release database with data, on %s', (kind) => {
  let before: Snapshot;
  let firstSetTables: string[];
  let server: TestServer;
  const http = new HttpClient(() => server.url);

  beforeAll(async () => {
    const db = await createTestDatabase(kind);
    const old = createDataSource(db.database, { migrations: FIRST_SET });
    await old.initialize();
    try {
      await old.runMigrations();
      firstSetTables = (
        await old.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name <> 'migrations' ORDER BY table_name`)
      ).map((r: { table_name: string }) => r.table_name);
      await insertFirstSchemaData(old, db.dataDir);
      before = await snapshot((sql) => old.query(sql), FIRST_SCHEMA_TABLES);
    } finally {
      await old.destroy();
    }
    // The upgrade itself: the current app starting on the old database migrates it.
    server = await startTestServerOn(db);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  const query = (sql: string, params: unknown[] = []) => server.odyssey.dataSource.query(sql, params) as Promise<Row[]>;

  test('the fixture fills every table of the first migration set', () => {
    expect([...FIRST_SCHEMA_TABLES].sort()).toEqual(firstSetTables);
    expect(FIRST_SCHEMA_TABLES.filter((table) => before[table].length === 0)).toEqual([]);
  });

  test('every later migration ran', async () => {
    const applied = await query(`SELECT name FROM migrations ORDER BY id`);
    expect(applied.map((r) => r.name)).toEqual(migrations.map((m) => (m as unknown as { name: string }).name));
  });

  test('every row survived with every value, and each column added since holds its default', async () => {
    const after = await snapshot((sql) => query(sql), FIRST_SCHEMA_TABLES);
    for (const table of FIRST_SCHEMA_TABLES) {
      const added = ADDED_COLUMN_VALUES[table] ?? {};
      const oldColumns = Object.keys(before[table][0]);
      expect({ table, rows: after[table].length }).toEqual({ table, rows: before[table].length });
      after[table].forEach((row, i) => {
        const newColumns = Object.keys(row).filter((column) => !oldColumns.includes(column));
        // a column added by a later migration and not listed in ADDED_COLUMN_VALUES fails here
        expect({ table, newColumns: newColumns.sort() }).toEqual({ table, newColumns: Object.keys(added).sort() });
        const kept = Object.fromEntries(oldColumns.map((column) => [column, row[column]]));
        expect({ table, row: kept }).toEqual({ table, row: before[table][i] });
        for (const [column, value] of Object.entries(added)) expect({ table, column, value: row[column] }).toEqual({ table, column, value });
      });
    }
  });

  test('the old accounts sign in with their old passwords and keep their details', async () => {
    const admin = await http.call('POST', '/api/auth/login', { json: OLD_ACCOUNTS.admin });
    expect(admin.status).toBe(200);
    expect(admin.body.user).toMatchObject({ email: OLD_ACCOUNTS.admin.email, username: 'lighthouse', isAdmin: true });
    const traveller = await http.call('POST', '/api/auth/login', { json: OLD_ACCOUNTS.traveller });
    expect(traveller.status).toBe(200);
    const profile = await http.call('GET', '/api/user/profile', { token: traveller.body.token });
    expect(profile.body).toMatchObject({ email: OLD_ACCOUNTS.traveller.email, firstName: 'Inès', lastName: 'Moreau-Ñúñez', bio: 'Travels slowly. Loves tiles — azulejos — and 🥐.', plan: 'basic' });
    const saved = await http.call('GET', '/api/trips', { token: traveller.body.token });
    expect(saved.body.map((trip: { uuid: string }) => trip.uuid)).toEqual([SAVED_TRIP_UUID]);
  });

  test('the saved trip, its itinerary and its wallet document read back whole', async () => {
    const stored = before.trips.find((t) => t.uuid === SAVED_TRIP_UUID)!;
    const trip = await http.call('GET', `/api/trips/uuid/${SAVED_TRIP_UUID}`);
    expect(trip.status).toBe(200);
    expect(trip.body).toMatchObject({ destination: 'Lisbon', saved: true, customHeader: 'Lisbon in two days', isFeatured: true, itinerary: stored.itinerary, accommodations: stored.accommodations, destinationOverview: stored.destinationOverview, preferences: stored.preferences });
    expect((await http.call('GET', `/api/trips/uuid/${TEMPORARY_TRIP_UUID}`)).body).toMatchObject({ destination: 'Porto', saved: false });
    // A trip from before Modify Trip kept its generated plan: no edits can be told apart, and there is nothing to undo.
    expect(trip.body).toMatchObject({ manualEdits: [], canUndoRegeneration: false });

    // The wallet is private: its owner reads it.
    const { token } = (await http.call('POST', '/api/auth/login', { json: OLD_ACCOUNTS.traveller })).body;
    expect((await http.call('GET', `/api/trips/${SAVED_TRIP_UUID}/wallet`)).status).toBe(403);
    const wallet = await http.call('GET', `/api/trips/${SAVED_TRIP_UUID}/wallet`, { token });
    expect(wallet.body.map((item: { title: string }) => item.title)).toEqual(['Memmo Alfama', 'TAP 1234 Lisbon → Porto']);
    const document = await fetch(`${server.url}/api/trips/${SAVED_TRIP_UUID}/wallet/1/file`, { headers: { authorization: `Bearer ${token}` } });
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toContain('application/pdf');
    expect(Buffer.from(await document.arrayBuffer())).toEqual(DOCUMENT_BYTES);
  });

  test("the admin's lists and the settings carry the old data", async () => {
    const { token } = (await http.call('POST', '/api/auth/login', { json: OLD_ACCOUNTS.admin })).body;
    const subscribers = await http.call('GET', '/api/admin/subscribers', { token });
    expect(subscribers.body.map((s: { email: string; subscribed: boolean }) => [s.email, s.subscribed]).sort()).toEqual([
      ['gone@example.com', false],
      ['news@example.com', true],
    ]);
    const settings = await http.graphql(`{ adminSettings { siteName tripCacheDuration maintenanceMode } }`, {}, { token });
    expect(settings.body.data.adminSettings).toEqual({ siteName: 'Lighthouse Trips', tripCacheDuration: 14, maintenanceMode: false });
    // the marker the first release left stops the showcase trips being seeded a second time
    expect(await query(`SELECT count(*)::int AS n FROM trips`)).toEqual([{ n: 2 }]);
  });

  test('new rows continue after the old ids, and the old reset token still works once', async () => {
    const registered = await http.call('POST', '/api/auth/register', { json: { email: 'new@example.com', username: 'newcomer', password: 'fresh-password', confirmPassword: 'fresh-password' } });
    expect(registered.status).toBe(201);
    expect((await query(`SELECT id, plan FROM users WHERE email = 'new@example.com'`))[0]).toEqual({ id: 3, plan: 'basic' });
    const reset = await http.call('POST', '/api/auth/reset-password', { json: { token: RESET_TOKEN, password: 'a newer password', confirmPassword: 'a newer password' } });
    expect(reset.status).toBe(200);
    expect((await http.call('POST', '/api/auth/login', { json: { email: OLD_ACCOUNTS.traveller.email, password: 'a newer password' } })).status).toBe(200);
    expect(readdirSync(path.join(server.db.dataDir, 'uploads'))).toContain('0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b');
  });
});
