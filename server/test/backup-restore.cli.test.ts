/**
 * `npm run backup` and `npm run restore` for the embedded database, run as an operator runs them
 * (the scripts in scripts/, which build the server if stale and run its commands). Data is written
 * through the API of a real instance on DATA_DIR; the backup is restored into a new DATA_DIR and
 * an instance started there must serve the same data, its wallet document and the old sessions.
 * Each refusal (a running server, a non-empty DATA_DIR, a file that is not a backup, a damaged
 * backup, PostgreSQL configured) must say why, exit non-zero and change nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { TestDatabase } from './databases.js';
import { startTestServerOn, type TestServer } from './harness.js';
import { HttpClient } from './support/http-client.js';

const root = path.resolve(__dirname, '..', '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const PDF = Buffer.from('%PDF-1.4\n% ticket for the night train\n%%EOF\n');
// the first command may rebuild a stale server build (as `npm run backup` does for an operator)
const CLI_TIMEOUT_MS = 240_000;
const ada = { email: 'ada@example.com', username: 'ada', password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' };

/** A DATA_DIR laid out as the app lays it out (the database in db/), kept on stop. */
function dataDirAt(dataDir: string): TestDatabase {
  return { database: { kind: 'embedded', dataDir: path.join(dataDir, 'db') }, dataDir, drop: async () => undefined };
}

function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  const result = spawnSync(tsx, [path.join(root, 'scripts', `${script}.ts`), ...args], { env: { ...inherited, LOG_LEVEL: 'warn', ...env }, encoding: 'utf8', timeout: 120_000 });
  // npm's own warnings about the machine's npm configuration (from a stale-build rebuild) are not the command's
  const stderr = result.stderr.split('\n').filter((line) => !line.startsWith('npm warn')).join('\n');
  return { status: result.status, stdout: result.stdout, stderr };
}

/** Every file under a folder with its size: to show a refused command changed nothing. */
function listing(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return `${path.relative(dir, full)} ${statSync(full).size}`;
    })
    .sort();
}

describe('npm run backup / npm run restore (embedded database)', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'odyssey-backup-'));
  const dataDir = path.join(work, 'data');
  const backups = path.join(work, 'backups');
  let server: TestServer | undefined;
  let backupFile: string;
  let session: { token: string };
  let tripUuid: string;
  let itemId: number;
  const http = new HttpClient(() => server!.url);

  const start = async (dir: string) => (server = await startTestServerOn(dataDirAt(dir)));
  const stop = async () => {
    await server?.close();
    server = undefined;
  };

  beforeAll(async () => {
    await start(dataDir);
    expect((await http.call('POST', '/api/auth/register', { json: { ...ada, confirmPassword: ada.password } })).status).toBe(201);
    session = (await http.call('POST', '/api/auth/login', { json: { email: ada.email, password: ada.password } })).body;
    const trip = await http.call('POST', '/api/trips/generate', { json: { destination: 'Vienna', country: 'Austria' }, token: session.token });
    expect(trip.status).toBe(201);
    tripUuid = trip.body.uuid;
    // the generating browser's cookie and a session: who may save a temporary trip
    const browser = trip.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    expect((await http.call('POST', `/api/trips/uuid/${tripUuid}/save`, { token: session.token, cookie: browser })).status).toBe(200);
    const body = new FormData();
    body.append('data', JSON.stringify({ type: 'train', title: 'Nightjet to Venice', reference: 'NJ 40233', notes: 'Couchette 4' }));
    body.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'ticket.pdf');
    const upload = await fetch(`${server!.url}/api/trips/${tripUuid}/wallet/upload`, { method: 'POST', headers: { authorization: `Bearer ${session.token}` }, body });
    expect(upload.status).toBe(201);
    itemId = ((await upload.json()) as { id: number }).id;
    expect((await http.call('POST', '/api/newsletter/subscribe', { json: { email: 'reader@example.com' } })).status).toBeLessThan(300);
  }, 120_000);
  afterAll(async () => {
    await stop();
    rmSync(work, { recursive: true, force: true });
  }, CLI_TIMEOUT_MS);

  test('while the server runs, backup refuses and writes nothing', () => {
    const backup = npmRun('backup', ['--out', backups], { DATA_DIR: dataDir });
    expect(backup.stderr).toMatch(/^Odyssey is running on .* \(pid \d+\)\. Stop it, then run the backup/);
    expect(backup.status).toBe(75);
    expect(existsSync(backups)).toBe(false);
  }, CLI_TIMEOUT_MS);

  test('once it has stopped, backup writes one private .tar.gz with the database, the document and the secret', async () => {
    await stop();
    const result = npmRun('backup', ['--out', backups], { DATA_DIR: dataDir });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const files = readdirSync(backups);
    expect(files).toEqual([expect.stringMatching(/^odyssey-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/)]);
    backupFile = path.join(backups, files[0]);
    expect(result.stdout).toContain(`Backup written: ${backupFile}`);
    // the trips: Ada's and the showcase trips every instance seeds
    expect(result.stdout).toMatch(/\(\d+\.\d MB; 1 users, \d+ trips, 1 wallet items, 1 subscribers\)/);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    const entries: string[] = [];
    await tar.t({ file: backupFile, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries[0]).toBe('odyssey-backup.json');
    expect(entries).toEqual(expect.arrayContaining(['db/PG_VERSION', 'jwt-secret', ...readdirSync(path.join(dataDir, 'uploads')).map((key) => `uploads/${key}`)]));
    expect(entries).not.toContain('db.lock');
  }, CLI_TIMEOUT_MS);

  test('restored into an empty DATA_DIR, an instance serves the same account, trip, document and sessions', async () => {
    const restoredDir = path.join(work, 'restored');
    const result = npmRun('restore', [backupFile], { DATA_DIR: restoredDir });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`into ${restoredDir}`);
    expect(readFileSync(path.join(restoredDir, 'jwt-secret'), 'utf8')).toBe(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8'));

    await start(restoredDir);
    // the session signed before the backup is still good: the JWT secret came along
    const profile = await http.call('GET', '/api/user/profile', { token: session.token });
    expect(profile.body).toMatchObject({ email: ada.email, firstName: 'Ada' });
    expect((await http.call('POST', '/api/auth/login', { json: { email: ada.email, password: ada.password } })).status).toBe(200);
    const trips = await http.call('GET', '/api/trips', { token: session.token });
    expect(trips.body.map((trip: { uuid: string }) => trip.uuid)).toEqual([tripUuid]);
    const wallet = await http.call('GET', `/api/trips/${tripUuid}/wallet`, { token: session.token });
    expect(wallet.body).toEqual([expect.objectContaining({ id: itemId, title: 'Nightjet to Venice', reference: 'NJ 40233', notes: 'Couchette 4', fileName: 'ticket.pdf' })]);
    const document = await fetch(`${server!.url}/api/trips/${tripUuid}/wallet/${itemId}/file`, { headers: { authorization: `Bearer ${session.token}` } });
    expect(Buffer.from(await document.arrayBuffer())).toEqual(PDF);
    await stop();
  }, CLI_TIMEOUT_MS);

  test('a non-empty DATA_DIR is replaced only with --force, and then holds exactly the backup', async () => {
    // a change made after the backup
    await start(dataDir);
    expect((await http.call('POST', '/api/auth/register', { json: { email: 'later@example.com', username: 'later', password: 'later-secret', confirmPassword: 'later-secret' } })).status).toBe(201);
    // not under a running server, even with --force
    const running = npmRun('restore', [backupFile, '--force'], { DATA_DIR: dataDir });
    expect(running.stderr).toMatch(/^Odyssey is running on .* \(pid \d+\)\. Stop it before restoring/);
    expect(running.status).toBe(75);
    await stop();
    const before = listing(dataDir);

    const refused = npmRun('restore', [backupFile], { DATA_DIR: dataDir });
    expect(refused.stderr).toContain(`${dataDir} is not empty`);
    expect(refused.stderr).toContain('--force');
    expect(refused.status).toBe(73);
    expect(listing(dataDir)).toEqual(before);

    const forced = npmRun('restore', [backupFile, '--force'], { DATA_DIR: dataDir });
    expect(forced.stderr).toBe('');
    expect(forced.status).toBe(0);
    const archived = new Set<string>();
    await tar.t({ file: backupFile, onReadEntry: (entry) => archived.add(entry.path.split('/')[0]) });
    archived.delete('odyssey-backup.json');
    expect(readdirSync(dataDir).sort()).toEqual([...archived].sort());
    await start(dataDir);
    expect((await http.call('POST', '/api/auth/login', { json: { email: 'later@example.com', password: 'later-secret' } })).status).toBe(401);
    expect((await http.call('POST', '/api/auth/login', { json: { email: ada.email, password: ada.password } })).status).toBe(200);
    await stop();
  }, CLI_TIMEOUT_MS);

  test('a file that is not a backup, or a damaged one, is refused and nothing is written', () => {
    const target = path.join(work, 'untouched');
    const text = path.join(work, 'notes.txt');
    writeFileSync(text, 'not an archive at all\n');
    const otherTar = path.join(work, 'other.tar.gz');
    mkdirSync(path.join(work, 'other'));
    writeFileSync(path.join(work, 'other', 'readme.md'), '# some other archive\n');
    tar.c({ file: otherTar, gzip: true, cwd: path.join(work, 'other'), sync: true }, ['readme.md']);
    const truncated = path.join(work, 'truncated.tar.gz');
    writeFileSync(truncated, readFileSync(backupFile).subarray(0, Math.floor(statSync(backupFile).size / 2)));

    for (const [file, message] of [
      [text, 'is not an Odyssey backup'],
      [otherTar, 'is not an Odyssey backup (its first entry is readme.md, not odyssey-backup.json)'],
      [truncated, 'is damaged'],
    ]) {
      const result = npmRun('restore', [file], { DATA_DIR: target });
      expect({ file, stderr: result.stderr }).toEqual({ file, stderr: expect.stringContaining(message) });
      expect(result.status).toBe(65);
      expect(existsSync(target)).toBe(false);
    }
  }, CLI_TIMEOUT_MS);

  test('usage mistakes and PostgreSQL configurations get clear refusals', () => {
    const empty = path.join(work, 'empty');
    const noFile = npmRun('restore', [], { DATA_DIR: empty });
    expect(noFile.stderr).toContain('usage: npm run restore -- <backup.tar.gz> [--force]');
    expect(noFile.status).toBe(64);
    const missing = npmRun('restore', [path.join(work, 'missing.tar.gz')], { DATA_DIR: empty });
    expect(missing.stderr).toContain('missing.tar.gz does not exist');
    expect(missing.status).toBe(66);
    const nothing = npmRun('backup', ['--out', backups], { DATA_DIR: empty });
    expect(nothing.stderr).toContain('There is no Odyssey database in');
    expect(nothing.status).toBe(66);
    const postgres = npmRun('backup', [], { DATA_DIR: empty, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(postgres.stderr).toContain('DATABASE_URL is set: back up PostgreSQL with pg_dump');
    expect(postgres.status).toBe(78);
    expect(existsSync(empty)).toBe(false);
  }, CLI_TIMEOUT_MS);
});
