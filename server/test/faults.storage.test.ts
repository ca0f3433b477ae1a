/**
 * The disk under the wallet's documents fails during an upload: the uploads folder is a file
 * (ENOTDIR/EEXIST), a read-only disk (EROFS), a full disk (ENOSPC). Each is made for real, under
 * the real local storage driver: the folder replaced by a file, and a small tmpfs mounted on
 * DATA_DIR/uploads (read-only, or filled up), which needs root (the CI machines run as root).
 * Every upload, REST and GraphQL, new or replacing a document, must get a clean JSON error
 * (503 storage_unavailable, or 507 storage_full) with no stack, leave no wallet row, no half
 * file and the replaced document untouched; once the disk is fine again, uploads work.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { WalletItem } from '../src/modules/wallet/wallet-item.entity.js';
import { DATABASE_KINDS } from './databases.js';
import { startTestServer, type TestServer } from './harness.js';

const pdf = (marker: string, size = 0) => Buffer.from(`%PDF-1.4\n% ${marker}\n${'x'.repeat(size)}\n%%EOF\n`);
const PASSPORT = { type: 'document', title: 'Passport scan' };
const ADD = 'mutation($tripUuid: String!, $input: WalletItemInput!, $file: Upload) { addWalletItem(tripUuid: $tripUuid, input: $input, file: $file) { id fileName } }';

const UNAVAILABLE = { error: 'storage_unavailable', errorCode: 'storage_unavailable', status: 503, message: 'Files cannot be stored right now. Nothing was saved; please try again later.' };
const FULL = { error: 'storage_full', errorCode: 'storage_full', status: 507, message: 'The server has no room left to store this file. Nothing was saved; please try again later.' };

interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes
  text: string;
}

/** Mounting a filesystem needs root; without it this suite cannot make a real full or read-only disk. */
function mount(args: string[]): void {
  if (process.getuid?.() !== 0) throw new Error('faults.storage.test.ts mounts a small tmpfs to fill up a real disk, which needs root (as on the CI machines).');
  execFileSync('mount', args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

describe.each(DATABASE_KINDS)('storage faults during an upload, on %s', (kind) => {
  let server: TestServer;
  let tripUuid: string;
  let owner: string;
  let uploadsDir: string;
  let mounted = false;

  /** A 256 KB tmpfs on the uploads folder (mounted once, for the read-only and the full disk). */
  function mountSmallDisk(): void {
    if (mounted) return;
    rmSync(uploadsDir, { recursive: true, force: true });
    mkdirSync(uploadsDir);
    mount(['-t', 'tmpfs', '-o', 'size=256k,mode=0700', 'tmpfs', uploadsDir]);
    mounted = true;
  }

  const rows = () => server.odyssey.dataSource.getRepository(WalletItem);

  async function send(method: string, path: string, body: FormData, headers: Record<string, string> = {}): Promise<Reply> {
    const response = await fetch(`${server.url}${path}`, { method, headers: { cookie: owner, ...headers }, body, signal: AbortSignal.timeout(20_000) });
    const text = await response.text();
    return { status: response.status, text, body: (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : undefined };
  }
  const form = (data: object, name: string, bytes: Buffer) => {
    const body = new FormData();
    body.append('data', JSON.stringify(data));
    body.append('file', new Blob([new Uint8Array(bytes)]), name);
    return body;
  };
  const upload = (name: string, bytes: Buffer) => send('POST', `/api/trips/${tripUuid}/wallet/upload`, form(PASSPORT, name, bytes));
  const replace = (id: number, name: string, bytes: Buffer) => send('PUT', `/api/wallet/${id}/upload`, form({ ...PASSPORT, title: 'Passport (renewed)' }, name, bytes));
  /** the GraphQL multipart request, as apollo-upload-client sends it */
  const graphqlUpload = (name: string, bytes: Buffer) => {
    const body = new FormData();
    body.append('operations', JSON.stringify({ query: ADD, variables: { tripUuid, input: PASSPORT, file: null } }));
    body.append('map', JSON.stringify({ 0: ['variables.file'] }));
    body.append('0', new Blob([new Uint8Array(bytes)]), name);
    return send('POST', '/graphql', body, { 'apollo-require-preflight': 'true' });
  };

  /**
   * Tries the three uploads under a fault: each refused with `expected`, nothing added, the
   * replaced document and its row as they were, and nothing new in the folder.
   */
  async function expectRefused(expected: typeof UNAVAILABLE, kept: { id: number; bytes?: Buffer }, folder: () => string[]) {
    const [rowsBefore, filesBefore] = [await rows().find({ order: { id: 'ASC' } }), folder()];
    const rest = await upload('visa.pdf', pdf('visa', 20_000));
    expect({ status: rest.status, body: rest.body }).toEqual({ status: expected.status, body: expected });
    const replaced = await replace(kept.id, 'renewed.pdf', pdf('renewed', 20_000));
    expect({ status: replaced.status, body: replaced.body }).toEqual({ status: expected.status, body: expected });
    const graphql = await graphqlUpload('visa.pdf', pdf('visa', 20_000));
    expect(graphql.body.data).toBeNull();
    expect(graphql.body.errors).toEqual([expect.objectContaining({ message: expected.message, extensions: { code: expected.error.toUpperCase(), errorCode: expected.error, status: expected.status } })]);
    for (const reply of [rest, replaced, graphql]) expect(reply.text).not.toMatch(/ENOSPC|EROFS|ENOTDIR|EEXIST|\/tmp\/|\.ts:\d|\.js:\d|\bat [A-Za-z.]+ \(/);

    expect(await rows().find({ order: { id: 'ASC' } })).toEqual(rowsBefore);
    expect(folder()).toEqual(filesBefore);
    if (kept.bytes) await expectDocument(kept.id, kept.bytes);
  }

  async function expectDocument(id: number, bytes: Buffer) {
    // The wallet is private: read it as the browser that planned the trip.
    const document = await fetch(`${server.url}/api/trips/${tripUuid}/wallet/${id}/file`, { headers: { cookie: owner } });
    expect(document.status).toBe(200);
    expect(Buffer.from(await document.arrayBuffer())).toEqual(bytes);
  }

  /** Uploads work again: REST and GraphQL both store their document. */
  async function expectUploadsWork() {
    const rest = await upload('after.pdf', pdf('after'));
    expect(rest.status).toBe(201);
    expect(Buffer.from(await (await fetch(`${server.url}${rest.body.fileUrl}`)).arrayBuffer())).toEqual(pdf('after'));
    const graphql = await graphqlUpload('after.png.pdf', pdf('after graphql'));
    expect(graphql.body.errors).toBeUndefined();
    expect(graphql.body.data.addWalletItem).toMatchObject({ fileName: 'after.png.pdf' });
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    uploadsDir = server.config.uploadsDir;
    const generated = await fetch(`${server.url}/api/trips/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-02' }),
    });
    expect(generated.status).toBe(201);
    owner = (generated.headers.get('set-cookie') ?? '').split(';')[0];
    tripUuid = ((await generated.json()) as { uuid: string }).uuid;
  });
  afterAll(async () => {
    if (mounted) execFileSync('umount', [uploadsDir]);
    await server?.stop();
  });

  test('the uploads folder is a file: 503 storage_unavailable for uploads and reads, no row, and both work once it is a folder again', async () => {
    const kept = pdf('kept before the fault');
    const first = await upload('kept.pdf', kept);
    expect(first.status).toBe(201);
    // The folder moves aside and a file takes its place; the kept document cannot be read meanwhile.
    const aside = `${uploadsDir}.aside`;
    renameSync(uploadsDir, aside);
    writeFileSync(uploadsDir, 'not a folder');
    try {
      await expectRefused(UNAVAILABLE, { id: first.body.id }, () => readdirSync(aside));
      const unreadable = await fetch(`${server.url}/api/trips/${tripUuid}/wallet/${first.body.id}/file`, { headers: { cookie: owner } });
      const text = await unreadable.text();
      expect({ status: unreadable.status, body: JSON.parse(text) }).toEqual({ status: 503, body: { ...UNAVAILABLE, message: 'Files cannot be read right now. Please try again later.' } });
      expect(unreadable.headers.get('retry-after')).toBeNull();
      expect(text).not.toMatch(/ENOTDIR|\/tmp\/|\.ts:\d|\.js:\d/);
    } finally {
      rmSync(uploadsDir);
      renameSync(aside, uploadsDir);
    }
    await expectDocument(first.body.id, kept);
    await expectUploadsWork();
  });

  test('a read-only disk: 503 storage_unavailable, no row, the replaced document kept; writable again, uploads work', async () => {
    mountSmallDisk();
    const kept = { bytes: pdf('kept on the read-only disk') };
    const first = await upload('kept.pdf', kept.bytes);
    expect(first.status).toBe(201);
    execFileSync('mount', ['-o', 'remount,ro', uploadsDir]);
    await expectRefused(UNAVAILABLE, { id: first.body.id, bytes: kept.bytes }, () => readdirSync(uploadsDir));
    execFileSync('mount', ['-o', 'remount,rw', uploadsDir]);
    await expectUploadsWork();
  });

  test('a full disk: 507 storage_full, no row, no half-written file; with room again, uploads work', async () => {
    mountSmallDisk();
    const kept = { bytes: pdf('kept on the full disk') };
    const first = await upload('kept.pdf', kept.bytes);
    expect(first.status).toBe(201);
    // Fill the disk up but for a few pages: the 20 KB uploads below start writing, then hit ENOSPC.
    const free = Number(execFileSync('df', ['--output=avail', '-B1', uploadsDir], { encoding: 'utf8' }).trim().split('\n')[1]);
    expect(free).toBeLessThan(256 * 1024); // the small disk, never the machine's
    writeFileSync(`${uploadsDir}/filler`, Buffer.alloc(free - 8 * 1024));
    await expectRefused(FULL, { id: first.body.id, bytes: kept.bytes }, () => readdirSync(uploadsDir).sort());
    rmSync(`${uploadsDir}/filler`);
    await expectUploadsWork();
  });
});
