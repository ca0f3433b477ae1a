/**
 * The PostgreSQL backup and restore that the README's "Backups" section documents, run for real
 * against the local PostgreSQL: an instance on a database of its own gets data through its API
 * (an account, a saved trip, a wallet document kept in DATA_DIR/uploads, a subscriber); the
 * documented commands dump it while it runs and restore it into a new database and DATA_DIR; an
 * instance started there must hold every row of every table and serve the data and old sessions.
 * The commands are the README's own text: the test fails if the two drift apart.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { TEST_DATABASE_URL, type TestDatabase } from './databases.js';
import { startTestServerOn, type TestServer } from './harness.js';
import { HttpClient } from './support/http-client.js';

const README = readFileSync(path.resolve(__dirname, '..', '..', 'README.md'), 'utf8');
const BACKUP_COMMANDS = ['pg_dump --format=custom --no-owner --file=odyssey.dump "$DATABASE_URL"', 'tar -czf odyssey-files.tar.gz -C "$DATA_DIR" uploads jwt-secret'];
const RESTORE_COMMANDS = [
  'createdb "$NEW_DATABASE"',
  'pg_restore --no-owner --exit-on-error --dbname="$NEW_DATABASE_URL" odyssey.dump',
  'mkdir -p "$NEW_DATA_DIR" && tar -xzf odyssey-files.tar.gz -C "$NEW_DATA_DIR"',
];
const PDF = Buffer.from('%PDF-1.4\n% museum tickets\n%%EOF\n');
const ada = { email: 'ada@example.com', username: 'ada', password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' };

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const urlOf = (database: string) => {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${database}`;
  return url.toString();
};

/** Runs one documented command as a shell would, in the backup folder. */
function sh(command: string, cwd: string, env: Record<string, string>) {
  const result = spawnSync('sh', ['-c', command], { cwd, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 120_000 });
  return { command, status: result.status, stderr: result.stderr };
}

/** Each table's rows in a fixed order, hashed: equal hashes, equal data. */
async function tableHashes(url: string): Promise<Record<string, string>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (await client.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`)).rows;
    const hashes: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: number; hash: string }>(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM "${name}" t`);
      hashes[name] = `${rows[0].n} rows, ${rows[0].hash}`;
    }
    return hashes;
  } finally {
    await client.end();
  }
}

describe('PostgreSQL backup and restore as the README documents it', () => {
  const suffix = randomBytes(5).toString('hex');
  const source = `odyssey_backup_src_${suffix}`;
  const target = `odyssey_backup_dst_${suffix}`;
  const work = mkdtempSync(path.join(tmpdir(), 'odyssey-pg-backup-'));
  const sourceDir = path.join(work, 'data');
  const targetDir = path.join(work, 'restored-data');
  const env = { DATABASE_URL: urlOf(source), DATA_DIR: sourceDir, NEW_DATABASE: target, NEW_DATABASE_URL: urlOf(target), NEW_DATA_DIR: targetDir };
  const pgEnv = { PGHOST: new URL(TEST_DATABASE_URL).hostname, PGPORT: new URL(TEST_DATABASE_URL).port || '5432', PGUSER: decodeURIComponent(new URL(TEST_DATABASE_URL).username) || 'postgres' };
  let server: TestServer | undefined;
  const http = new HttpClient(() => server!.url);
  let session: { token: string };
  let tripUuid: string;
  let itemId: number;

  const at = (url: string, dataDir: string): TestDatabase => ({ database: { kind: 'postgres', url }, dataDir, drop: async () => undefined });

  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE ${source}`));
    server = await startTestServerOn(at(urlOf(source), sourceDir));
    expect((await http.call('POST', '/api/auth/register', { json: { ...ada, confirmPassword: ada.password } })).status).toBe(201);
    session = (await http.call('POST', '/api/auth/login', { json: { email: ada.email, password: ada.password } })).body;
    const trip = await http.call('POST', '/api/trips/generate', { json: { destination: 'Vienna', country: 'Austria' }, token: session.token });
    tripUuid = trip.body.uuid;
    const browser = trip.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    expect((await http.call('POST', `/api/trips/uuid/${tripUuid}/save`, { token: session.token, cookie: browser })).status).toBe(200);
    const body = new FormData();
    body.append('data', JSON.stringify({ type: 'ticket', title: 'Kunsthistorisches Museum', date: '2027-03-02', time: '10:00' }));
    body.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'tickets.pdf');
    const upload = await fetch(`${server.url}/api/trips/${tripUuid}/wallet/upload`, { method: 'POST', headers: { authorization: `Bearer ${session.token}` }, body });
    expect(upload.status).toBe(201);
    itemId = ((await upload.json()) as { id: number }).id;
    expect((await http.call('POST', '/api/newsletter/subscribe', { json: { email: 'reader@example.com' } })).status).toBeLessThan(300);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await admin(async (client) => {
      for (const database of [source, target]) await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    });
    rmSync(work, { recursive: true, force: true });
  });

  test('the README shows these exact commands', () => {
    for (const command of [...BACKUP_COMMANDS, ...RESTORE_COMMANDS]) expect({ command, inReadme: README.includes(command) }).toEqual({ command, inReadme: true });
  });

  test('dumped while the instance runs, restored into a new database, every table holds the same rows and the app serves them', async () => {
    // pg_dump reads one consistent snapshot: the instance keeps serving meanwhile
    for (const command of BACKUP_COMMANDS) expect(sh(command, work, { ...env, ...pgEnv })).toMatchObject({ command, status: 0 });
    await server!.close();
    server = undefined;
    const before = await tableHashes(urlOf(source));
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['users', 'trips', 'wallet_items', 'subscribers', 'migrations']));

    for (const command of RESTORE_COMMANDS) {
      const result = sh(command, work, { ...env, ...pgEnv });
      expect({ command, status: result.status, stderr: result.stderr }).toEqual({ command, status: 0, stderr: '' });
    }
    expect(await tableHashes(urlOf(target))).toEqual(before);

    server = await startTestServerOn(at(urlOf(target), targetDir));
    // a session from before the backup still holds: the JWT secret came back with DATA_DIR
    expect((await http.call('GET', '/api/user/profile', { token: session.token })).body).toMatchObject({ email: ada.email, lastName: 'Lovelace' });
    expect((await http.call('POST', '/api/auth/login', { json: { email: ada.email, password: ada.password } })).status).toBe(200);
    expect((await http.call('GET', '/api/trips', { token: session.token })).body.map((trip: { uuid: string }) => trip.uuid)).toEqual([tripUuid]);
    const document = await fetch(`${server.url}/api/trips/${tripUuid}/wallet/${itemId}/file`, { headers: { authorization: `Bearer ${session.token}` } });
    expect(document.status).toBe(200);
    expect(Buffer.from(await document.arrayBuffer())).toEqual(PDF);
  }, 180_000);
});
