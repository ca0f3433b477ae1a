/**
 * Upgrading to co-editing (issue 22) with data in it. A database is built by the migration set
 * before TripCoEditing and filled as that release left it: accounts, a saved trip with an edited
 * itinerary, a companion, wallet items with a document, expenses. Then the current app starts on
 * it, which runs TripCoEditing as an operator's upgrade does. Every row of every table comes
 * through with every value unchanged (the trip gains revision 0), and the old trip is co-edited
 * at once: its activities have ids derived from where they stand, and the first edit keeps them.
 * Migrations released after TripCoEditing run in the same upgrade; their new columns start empty.
 */
import { createDataSource } from '../src/database/data-source.js';
import { migrations } from '../src/database/migrations.js';
import { DATABASE_KINDS, createTestDatabase } from './databases.js';
import { startTestServerOn, type TestServer } from './harness.js';
import { HttpClient } from './support/http-client.js';
import { snapshot, type Row, type Snapshot } from './support/table-snapshot.js';
import { DOCUMENT_BYTES, OLD_ACCOUNTS, SAVED_TRIP_UUID, insertFirstSchemaData } from './support/first-schema-data.js';

// Every migration before this issue's: the schema as the previous release shipped it.
// TripCoEditing and every migration after it are what the upgrade runs.
const CO_EDITING = migrations.findIndex((migration) => migration.name.startsWith('TripCoEditing'));
const PREVIOUS_SET = migrations.slice(0, CO_EDITING);
const UPGRADE_SET = migrations.slice(CO_EDITING);
/** The columns the upgrade adds to these tables, with the value an old row gets in each. */
const UPGRADE_COLUMN_VALUES: Record<string, Row> = { trips: { revision: 0, planRevision: 0 }, wallet_items: { price: null, priceCurrency: null } };
const TABLES = ['users', 'trips', 'wallet_items', 'trip_members', 'trip_invitations', 'trip_expenses', 'currency_rates'];
const COMPANION = { email: 'ben@example.org', username: 'ben', password: 'a companion password' };

describe.each(DATABASE_KINDS)('upgrading a database of the previous release to co-editing, on %s', (kind) => {
  let before: Snapshot;
  let server: TestServer;
  const http = new HttpClient(() => server.url);
  const query = (sql: string, params: unknown[] = []) => server.odyssey.dataSource.query(sql, params) as Promise<Row[]>;

  beforeAll(async () => {
    expect(CO_EDITING).toBeGreaterThan(0);
    const db = await createTestDatabase(kind);
    const old = createDataSource(db.database, { migrations: PREVIOUS_SET });
    await old.initialize();
    try {
      await old.runMigrations();
      await insertFirstSchemaData(old, db.dataDir);
      // What the previous release added: a traveller edited the trip by hand, invited a companion, and both spent money.
      const [trip] = await old.query(`SELECT itinerary FROM trips WHERE uuid = $1`, [SAVED_TRIP_UUID]);
      const edited = structuredClone(trip.itinerary);
      edited[0].activities.splice(1, 1);
      edited[1].activities.push({ title: 'Sunset at Miradouro', description: 'Our own addition.', type: 'sightseeing', time: '19:30', duration: 45 });
      await old.query(`UPDATE trips SET itinerary = $1, "generatedItinerary" = $2 WHERE uuid = $3`, [JSON.stringify(edited), JSON.stringify(trip.itinerary), SAVED_TRIP_UUID]);
      await old.query(`INSERT INTO users (id, email, username, password, "isAdmin", "tokenVersion", "createdAt") SELECT 3, $1, $2, password, false, 0, '2026-03-05 10:00:00+00' FROM users WHERE id = 2`, [COMPANION.email, COMPANION.username]);
      await old.query(`INSERT INTO trip_members (id, "tripId", "userId", role, "joinedAt") VALUES (1, 1, 3, 'editor', '2026-03-06 09:00:00+00')`);
      await old.query(`INSERT INTO trip_invitations (id, "tripId", "tokenHash", role, email, "invitedById", "expiresAt", "createdAt") VALUES (1, 1, $1, 'viewer', 'later@example.org', 2, '2026-12-01 00:00:00+00', '2026-03-06 09:00:00+00')`, ['a'.repeat(64)]);
      await old.query(`INSERT INTO trip_expenses (id, "tripId", title, amount, currency, "paidById", "paidByName", split, category, day, "createdById") VALUES (1, 1, 'Fado tickets', 48.50, 'EUR', 2, 'ines', '{"mode":"equal","between":[2,3]}', 'activities', 1, 2), (2, 1, 'Taxi', 12, 'GBP', 3, 'ben', '{"mode":"equal","between":[2,3]}', 'transport', 2, 3)`);
      before = await snapshot((sql) => old.query(sql), TABLES);
    } finally {
      await old.destroy();
    }
    server = await startTestServerOn(db);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  test('TripCoEditing and the migrations after it ran, and every row of every table kept every value; trips start at revision 0 with no history', async () => {
    const ran = (await query(`SELECT name FROM migrations ORDER BY id`)).map((row) => row.name);
    expect(ran.slice(PREVIOUS_SET.length)).toEqual(UPGRADE_SET.map((migration) => migration.name));
    const after = await snapshot((sql) => query(sql), TABLES);
    for (const table of TABLES) {
      expect({ table, rows: after[table].length }).toEqual({ table, rows: before[table].length });
      after[table].forEach((row, i) => {
        const added = UPGRADE_COLUMN_VALUES[table] ?? {};
        expect({ table, row }).toEqual({ table, row: { ...before[table][i], ...added } });
      });
    }
    expect(before.trip_expenses.length).toBe(2);
    expect(await query(`SELECT count(*)::int AS n FROM trip_edits`)).toEqual([{ n: 0 }]);
  });

  test('the old trip reads back whole, with ids; its companion edits one activity, and the ids stay', async () => {
    const storedItinerary = before.trips.find((trip) => trip.uuid === SAVED_TRIP_UUID)!.itinerary as Array<{ activities: Row[] }>;
    const trip = (await http.call('GET', `/api/trips/uuid/${SAVED_TRIP_UUID}`)).body;
    expect(trip.revision).toBe(0);
    expect(trip.itinerary).toEqual(storedItinerary.map((day, d) => ({ ...day, activities: day.activities.map((activity, a) => ({ id: `d${d + 1}a${a + 1}`, ...activity })) })));
    expect(trip.manualEdits).toEqual(['Day 1: removed "Lunch at Taberna da Rua das Flores"', 'Day 2: added "Sunset at Miradouro"']);

    const { token } = (await http.call('POST', '/api/auth/login', { json: { email: COMPANION.email, password: OLD_ACCOUNTS.traveller.password } })).body;
    const edit = await http.call('POST', `/api/trips/${SAVED_TRIP_UUID}/itinerary/edits`, { token, json: { baseRevision: 0, edit: { kind: 'update', activityId: 'd2a3', changes: { time: '20:00' } } } });
    expect(edit).toMatchObject({ status: 200, body: { applied: true, revision: 1, conflicts: [] } });
    const ids = (await http.call('GET', `/api/trips/uuid/${SAVED_TRIP_UUID}`)).body.itinerary.map((day: { activities: Array<{ id: string }> }) => day.activities.map((activity) => activity.id));
    expect(ids).toEqual([['d1a1', 'd1a2'], ['d2a1', 'd2a2', 'd2a3']]);
    const history = (await http.call('GET', `/api/trips/${SAVED_TRIP_UUID}/itinerary/history`, { token })).body;
    expect(history).toMatchObject([{ revision: 1, by: 'ben', summary: 'changed "Sunset at Miradouro": time to "20:00"', canUndo: true }]);
  });

  test('the wallet, its document, the companions and the expenses are all still there for the travellers', async () => {
    const { token } = (await http.call('POST', '/api/auth/login', { json: OLD_ACCOUNTS.traveller })).body;
    const wallet = await http.call('GET', `/api/trips/${SAVED_TRIP_UUID}/wallet`, { token });
    expect(wallet.body.map((item: { title: string }) => item.title)).toEqual(['Memmo Alfama', 'TAP 1234 Lisbon → Porto']);
    const document = await fetch(`${server.url}/api/trips/${SAVED_TRIP_UUID}/wallet/1/file`, { headers: { authorization: `Bearer ${token}` } });
    expect(Buffer.from(await document.arrayBuffer())).toEqual(DOCUMENT_BYTES);
    const expenses = (await http.call('GET', `/api/trips/${SAVED_TRIP_UUID}/expenses`, { token })).body;
    expect(expenses.expenses.map((expense: { title: string }) => expense.title).sort()).toEqual(['Fado tickets', 'Taxi']);
    const sharing = await http.graphql(`query($u: String!) { trip(uuid: $u) { sharing { companions { username role } } } }`, { u: SAVED_TRIP_UUID }, { token });
    expect(sharing.body.data.trip.sharing.companions).toEqual([{ username: 'ben', role: 'editor' }]);
  });
});
