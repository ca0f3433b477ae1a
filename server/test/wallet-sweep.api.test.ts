/**
 * The sweep of stored files that no row names (WalletService.sweepUnreferencedFiles, run with
 * the hourly cleanup). A process killed between storing a document and committing its row, or in
 * the middle of a write, leaves such files behind (the crash suite counts them). The sweep must
 * remove exactly those, and only once they are old: a file written within the hour may belong to
 * an upload still in progress here or on another instance sharing the folder.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Trip } from '../src/modules/trips/trip.entity.js';
import { PARTIAL_PREFIX } from '../src/modules/storage/local-file-storage.js';
import { SWEEP_MIN_AGE_MS } from '../src/modules/wallet/wallet.service.js';
import { DATABASE_KINDS } from './databases.js';
import { startTestServer, type TestServer } from './harness.js';

const PDF = Buffer.from('%PDF-1.4\n% kept\n%%EOF\n');
const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60 * 1000);

describe.each(DATABASE_KINDS)('the sweep of unnamed stored files, on %s', (kind) => {
  let server: TestServer;
  let uploadsDir: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    uploadsDir = server.config.uploadsDir;
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** A file in the uploads folder, last written at `when`. */
  function place(name: string, when: Date, bytes: Buffer = PDF): string {
    writeFileSync(path.join(uploadsDir, name), bytes);
    utimesSync(path.join(uploadsDir, name), when, when);
    return name;
  }

  test('removes old files no row names and old leftovers; keeps named, recent and foreign files', async () => {
    const generated = await fetch(`${server.url}/api/trips/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-02' }),
    });
    expect(generated.status).toBe(201);
    const owner = (generated.headers.get('set-cookie') ?? '').split(';')[0];
    const trip = (await generated.json()) as { uuid: string };

    // a document with its row, made old as if uploaded long ago
    const body = new FormData();
    body.append('data', JSON.stringify({ type: 'document', title: 'Passport' }));
    body.append('file', new Blob([new Uint8Array(PDF)]), 'passport.pdf');
    const uploaded = await fetch(`${server.url}/api/trips/${trip.uuid}/wallet/upload`, { method: 'POST', headers: { cookie: owner }, body });
    expect(uploaded.status).toBe(201);
    const { fileUrl } = (await uploaded.json()) as { fileUrl: string };
    const [documentKey] = readdirSync(uploadsDir);
    utimesSync(path.join(uploadsDir, documentKey), TWO_HOURS_AGO, TWO_HOURS_AGO);

    // a featured image named by its trip
    const imageKey = place(randomUUID(), TWO_HOURS_AGO);
    await server.odyssey.dataSource.getRepository(Trip).update({ uuid: trip.uuid }, { featuredImageKey: imageKey, featuredImageType: 'image/png' });

    const orphan = place(randomUUID(), TWO_HOURS_AGO);
    const recentOrphan = place(randomUUID(), new Date());
    const leftover = place(`${PARTIAL_PREFIX}${randomUUID()}`, TWO_HOURS_AGO);
    const recentLeftover = place(`${PARTIAL_PREFIX}${randomUUID()}`, new Date());
    const foreign = place('notes.txt', TWO_HOURS_AGO);

    const swept = await server.odyssey.services.wallet.sweepUnreferencedFiles();
    expect(swept).toEqual({ files: 1, leftovers: 1 });
    const left = readdirSync(uploadsDir).sort();
    expect(left).toEqual([documentKey, imageKey, recentOrphan, recentLeftover, foreign].sort());
    expect(existsSync(path.join(uploadsDir, orphan))).toBe(false);
    expect(existsSync(path.join(uploadsDir, leftover))).toBe(false);

    // the named document is still served, byte for byte; a second sweep finds nothing more
    const served = await fetch(`${server.url}${fileUrl}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PDF);
    expect(await server.odyssey.services.wallet.sweepUnreferencedFiles()).toEqual({ files: 0, leftovers: 0 });

    // once old enough, the recent ones go too
    const later = new Date(Date.now() + SWEEP_MIN_AGE_MS + 60_000);
    expect(await server.odyssey.services.wallet.sweepUnreferencedFiles(SWEEP_MIN_AGE_MS, later)).toEqual({ files: 1, leftovers: 1 });
    expect(readdirSync(uploadsDir).sort()).toEqual([documentKey, imageKey, foreign].sort());
  });
});
