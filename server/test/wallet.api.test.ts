/**
 * The trip wallet over REST and GraphQL, on both databases: every route, the validation
 * rules, the document rules, edit rights, and no orphan file or half-made row on failure.
 */
import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { WalletItem } from '../src/modules/wallet/wallet-item.entity.js';
import { WALLET_IS_PRIVATE } from '../src/modules/wallet/wallet.service.js';
import { startWalletTestServer, type WalletTestServer } from '../src/modules/wallet/__tests__/wallet-test-server.js';
import { DATABASE_KINDS } from './databases.js';
import { settlesTo } from './support/uploads-folder.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const SIX_MB_PDF = Buffer.concat([pdf('big'), Buffer.alloc(6 * 1024 * 1024)]);
const SHELL_SCRIPT = Buffer.from('#!/bin/sh\necho "not a ticket"\n');
const WINDOWS_PROGRAM = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);

const FLIGHT = { type: 'flight', title: 'Lisbon to Paris', reference: 'TP440', date: '2026-06-01', time: '09:30', description: 'Window seat', notes: 'Terminal 1' };
const PASSPORT = { type: 'document', title: 'Passport scan' };
/** A document address without its signature (the signature changes with its expiry). */
const pathOf = (fileUrl: unknown) => String(fileUrl).split('?')[0];

interface Reply {
  status: number;
  body: Record<string, unknown> & Array<Record<string, unknown>>;
  headers: Headers;
}

interface Upload {
  name: string;
  bytes: Buffer;
  /** what the client claims; the server must never believe it */
  type?: string;
}

function form(data: unknown, file?: Upload): FormData {
  const body = new FormData();
  if (data !== undefined) body.append('data', typeof data === 'string' ? data : JSON.stringify(data));
  if (file) body.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return body;
}

interface EndlessReply {
  status?: number;
  body: string;
  /** bytes the client had written when the exchange ended */
  sent: number;
  /** the connection failed or was cut before a full answer arrived */
  cut: boolean;
}

/**
 * Posts a multipart body that never ends (chunked, no Content-Length): `head` and then zeros,
 * 64 KB at a time, until the server answers (then it stops writing and reads the answer),
 * hangs up, or 20 s pass. It yields between chunks, as a real client reads while it sends.
 */
function postEndless(url: string, headers: Record<string, string>, head: string): Promise<EndlessReply> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(64 * 1024);
    const started = Date.now();
    let [sent, status, body, answered, done] = [0, undefined as number | undefined, '', false, false];
    const finish = (cut: boolean) => {
      if (done) return;
      done = true;
      req.destroy();
      resolve({ status, body, sent, cut });
    };
    const req = request(url, { method: 'POST', headers: { ...headers, 'content-type': 'multipart/form-data; boundary=ENDLESS', 'transfer-encoding': 'chunked' } });
    const pump = () => {
      if (done || answered) return;
      if (Date.now() - started > 20_000) return finish(true);
      sent += chunk.length;
      if (req.write(chunk)) setImmediate(pump);
      else req.once('drain', pump);
    };
    req.on('response', (res) => {
      answered = true;
      status = res.statusCode;
      res.setEncoding('utf8');
      res.on('data', (text: string) => (body += text));
      res.on('end', () => finish(false));
      res.on('error', () => finish(true));
    });
    req.on('error', () => finish(true));
    req.write(head);
    req.write('%PDF-1.4\n');
    pump();
  });
}

const part = (name: string, value: string) => `--ENDLESS\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string) => `--ENDLESS\r\nContent-Disposition: form-data; name="${name}"; filename="endless.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;

describe.each(DATABASE_KINDS)('trip wallet on %s', (kind) => {
  let server: WalletTestServer;
  let tripUuid: string;
  let otherTripUuid: string;
  /** the browser that generated the trip */
  let owner: string;
  /** another browser, with a trip of its own */
  let stranger: string;

  async function call(method: string, path: string, options: { cookie?: string; json?: unknown; body?: FormData | string; headers?: Record<string, string> } = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    let body: FormData | string | undefined = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${server.url}${path}`, { method, headers, body });
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, body: type.includes('json') ? JSON.parse(text) : { text }, headers: response.headers };
  }

  async function generateTrip(): Promise<{ uuid: string; cookie: string }> {
    const response = await fetch(`${server.app.url}/api/trips/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-03' }),
    });
    expect(response.status).toBe(201);
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
    return { uuid: ((await response.json()) as { uuid: string }).uuid, cookie };
  }

  const storedFiles = () => (existsSync(server.app.config.uploadsDir) ? readdirSync(server.app.config.uploadsDir).sort() : []);
  const rows = () => server.app.odyssey.dataSource.getRepository(WalletItem);
  const addItem = (data: object, cookie = owner) => call('POST', `/api/trips/${tripUuid}/wallet`, { cookie, json: data });
  const upload = (data: unknown, file?: Upload, cookie = owner) => call('POST', `/api/trips/${tripUuid}/wallet/upload`, { cookie, body: form(data, file) });

  beforeAll(async () => {
    server = await startWalletTestServer(kind);
    ({ uuid: tripUuid, cookie: owner } = await generateTrip());
    ({ uuid: otherTripUuid, cookie: stranger } = await generateTrip());
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe('reading and edit rights', () => {
    test('a new trip has an empty wallet, which its creating browser reads and no one else', async () => {
      const { status, body } = await call('GET', `/api/trips/${tripUuid}/wallet`, { cookie: owner });
      expect(status).toBe(200);
      expect(body).toEqual([]);
      for (const cookie of [stranger, undefined]) {
        expect(await call('GET', `/api/trips/${tripUuid}/wallet`, { cookie })).toMatchObject({ status: 403, body: { error: 'forbidden', message: WALLET_IS_PRIVATE } });
      }
    });

    test('GET /api/trips/{uuid}/permissions tells the creating browser it may edit, and no one else', async () => {
      expect((await call('GET', `/api/trips/${tripUuid}/permissions`, { cookie: owner })).body).toEqual({ canEdit: true, canViewWallet: true, canShare: false, role: null });
      expect((await call('GET', `/api/trips/${tripUuid}/permissions`, { cookie: stranger })).body).toEqual({ canEdit: false, canViewWallet: false, canShare: false, role: null });
      expect((await call('GET', `/api/trips/${tripUuid}/permissions`)).body).toEqual({ canEdit: false, canViewWallet: false, canShare: false, role: null });
      // a cookie that was tampered with is no browser at all
      const forged = owner.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      expect((await call('GET', `/api/trips/${tripUuid}/permissions`, { cookie: forged })).body).toEqual({ canEdit: false, canViewWallet: false, canShare: false, role: null });
    });

    test('a stranger can neither read a wallet nor open its documents, and every write is a 403', async () => {
      const flight = (await addItem(FLIGHT)).body;
      const document = (await upload(PASSPORT, { name: 'passport.png', bytes: PNG })).body;
      for (const cookie of [stranger, undefined]) {
        const list = await call('GET', `/api/trips/${tripUuid}/wallet?type=flight`, { cookie });
        expect(list).toMatchObject({ status: 403, body: { error: 'forbidden', message: WALLET_IS_PRIVATE } });
        expect(JSON.stringify(list.body)).not.toContain(FLIGHT.title);
        // The bare address opens nothing; only the address signed for an editor does.
        expect((await call('GET', pathOf(document.fileUrl), { cookie })).status).toBe(403);
        expect((await call('GET', `${pathOf(document.fileUrl)}?access=${Date.now() + 60_000}.${'A'.repeat(43)}`, { cookie })).status).toBe(403);
        expect((await call('GET', document.fileUrl as string, { cookie })).status).toBe(200);

        const writes = [
          await call('POST', `/api/trips/${tripUuid}/wallet`, { cookie, json: FLIGHT }),
          await call('POST', `/api/trips/${tripUuid}/wallet/upload`, { cookie, body: form(PASSPORT, { name: 'x.png', bytes: PNG }) }),
          await call('PUT', `/api/wallet/${flight.id}`, { cookie, json: { ...FLIGHT, title: 'Hijacked' } }),
          await call('PUT', `/api/wallet/${document.id}/upload`, { cookie, body: form(PASSPORT, { name: 'x.png', bytes: PNG }) }),
          await call('DELETE', `/api/wallet/${flight.id}`, { cookie }),
        ];
        for (const write of writes) {
          expect(write.status).toBe(403);
          expect(write.body).toMatchObject({ error: 'forbidden', message: 'Only the traveller who created this trip can change its wallet' });
        }
      }
      expect((await rows().findOneByOrFail({ id: flight.id as number })).title).toBe(FLIGHT.title);
      expect(await rows().countBy({ tripUuid })).toBe(2);
    });

    test('the owner of the other trip has no rights on this one, and full rights on their own', async () => {
      expect((await call('POST', `/api/trips/${otherTripUuid}/wallet`, { cookie: stranger, json: FLIGHT })).status).toBe(201);
      expect((await call('POST', `/api/trips/${otherTripUuid}/wallet`, { cookie: owner, json: FLIGHT })).status).toBe(403);
    });
  });

  describe('items without a file', () => {
    test('POST /api/trips/{uuid}/wallet stores the item; the trip comes from the path, and a body naming another trip, id or file is refused', async () => {
      const before = await rows().count();
      for (const [field, value] of [['tripUuid', otherTripUuid], ['id', 1], ['fileKey', '../../x']] as const) {
        const refused = await addItem({ ...FLIGHT, [field]: value });
        expect(refused).toMatchObject({ status: 400, body: { error: 'validation_failed', fields: [{ field }] } });
      }
      expect(await rows().count()).toBe(before);
      const { status, body } = await addItem({ ...FLIGHT, title: '  Lisbon to Paris  ', notes: '' });
      expect(status).toBe(201);
      expect(body).toMatchObject({ ...FLIGHT, tripUuid, notes: null, fileUrl: null, fileName: null });
      expect(body).not.toHaveProperty('fileKey');
      const stored = await rows().findOneByOrFail({ id: body.id as number });
      expect(stored).toMatchObject({ tripUuid, title: 'Lisbon to Paris', notes: null, fileKey: null });
    });

    test('GET /api/trips/{uuid}/wallet lists in travel order and filters by type', async () => {
      const later = (await addItem({ type: 'ticket', title: 'Louvre', date: '2026-06-03', time: '10:00' })).body;
      const earlier = (await addItem({ type: 'ticket', title: 'Eiffel Tower', date: '2026-06-02', time: '18:15' })).body;
      const undated = (await addItem({ type: 'ticket', title: 'Metro pass' })).body;
      const tickets = await call('GET', `/api/trips/${tripUuid}/wallet?type=ticket`, { cookie: owner });
      expect(tickets.body.map((item) => item.id)).toEqual([earlier.id, later.id, undated.id]);
      const all = await call('GET', `/api/trips/${tripUuid}/wallet`, { cookie: owner });
      expect(new Set(all.body.map((item) => item.type))).toEqual(new Set(['flight', 'ticket', 'document']));
      const bad = await call('GET', `/api/trips/${tripUuid}/wallet?type=spaceship`, { cookie: owner });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Type must be one of: flight, train, bus, ferry, car_rental, ticket, reservation, document, other');
    });

    test('PUT /api/wallet/{id} replaces the fields; DELETE /api/wallet/{id} removes the item', async () => {
      const item = (await addItem(FLIGHT)).body;
      const updated = await call('PUT', `/api/wallet/${item.id}`, { cookie: owner, json: { type: 'train', title: 'Lisbon to Porto', date: '2026-06-02', time: '' } });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ id: item.id, tripUuid, type: 'train', title: 'Lisbon to Porto', date: '2026-06-02', time: null, reference: null, notes: null });
      const deleted = await call('DELETE', `/api/wallet/${item.id}`, { cookie: owner });
      expect(deleted).toMatchObject({ status: 200, body: { id: item.id, deleted: true } });
      expect(await rows().findOneBy({ id: item.id as number })).toBeNull();
      expect((await call('DELETE', `/api/wallet/${item.id}`, { cookie: owner })).status).toBe(404);
    });

    test.each([
      ['no title', { type: 'flight' }, 'Title is required'],
      ['a blank title', { type: 'flight', title: '   ' }, 'Title is required'],
      ['a title of 201 characters', { type: 'flight', title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
      ['a numeric title', { type: 'flight', title: 42 }, 'Title is required'],
      ['an unknown type', { type: 'spaceship', title: 'Mars' }, 'Type must be one of: flight, train, bus, ferry, car_rental, ticket, reservation, document, other'],
      ['no type', { title: 'Mars' }, 'Type must be one of: flight, train, bus, ferry, car_rental, ticket, reservation, document, other'],
      ['a date in another format', { ...FLIGHT, date: '01/06/2026' }, 'Date must be written YYYY-MM-DD, e.g. 2026-06-01'],
      ['an impossible date', { ...FLIGHT, date: '2026-02-30' }, 'Date is not a real date: 2026-02-30'],
      ['a thirteenth month', { ...FLIGHT, date: '2026-13-01' }, 'Date is not a real date: 2026-13-01'],
      ['a date that is a number', { ...FLIGHT, date: 20260601 }, 'Date must be written YYYY-MM-DD, e.g. 2026-06-01'],
      ['an hour past 23', { ...FLIGHT, time: '24:00' }, 'Time must be HH:MM on a 24-hour clock, e.g. 09:30'],
      ['a time without its leading zero', { ...FLIGHT, time: '9:30' }, 'Time must be HH:MM on a 24-hour clock, e.g. 09:30'],
      ['a 12-hour time', { ...FLIGHT, time: '09:30 PM' }, 'Time must be HH:MM on a 24-hour clock, e.g. 09:30'],
      ['a reference of 101 characters', { ...FLIGHT, reference: 'r'.repeat(101) }, 'Reference must be at most 100 characters'],
      ['a description that is not text', { ...FLIGHT, description: { html: '<b>' } }, 'Description must be text'],
      ['notes of 5001 characters', { ...FLIGHT, notes: 'n'.repeat(5001) }, 'Notes must be at most 5000 characters'],
      ['a body that is not an object', [FLIGHT], 'The request body must be a JSON object'],
    ])('%s gets a 400 with a clear message, and nothing is stored', async (_case, data, message) => {
      const before = await rows().count();
      const { status, body } = await call('POST', `/api/trips/${tripUuid}/wallet`, { cookie: owner, json: data });
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: 'validation_failed', status: 400, message });
      const item = (await addItem(FLIGHT)).body;
      expect((await call('PUT', `/api/wallet/${item.id}`, { cookie: owner, json: data })).body).toMatchObject({ status: 400, message });
      expect(await rows().count()).toBe(before + 1);
    });

    test('unknown or malformed trips and items are a 404', async () => {
      const unknownTrip = '00000000-0000-4000-8000-000000000000';
      for (const path of [`/api/trips/${unknownTrip}/wallet`, '/api/trips/not-a-uuid/wallet', `/api/trips/${unknownTrip}/permissions`]) {
        expect(await call('GET', path)).toMatchObject({ status: 404, body: { error: 'not_found', message: 'Trip not found' } });
      }
      expect((await call('POST', `/api/trips/${unknownTrip}/wallet`, { cookie: owner, json: FLIGHT })).body).toMatchObject({ status: 404, message: 'Trip not found' });
      const filesBefore = storedFiles();
      expect((await call('POST', `/api/trips/${unknownTrip}/wallet/upload`, { cookie: owner, body: form(PASSPORT, { name: 'p.png', bytes: PNG }) })).status).toBe(404);
      expect(storedFiles()).toEqual(filesBefore);
      for (const id of ['999999', 'abc', '1.5', '99999999999', '-1']) {
        expect((await call('PUT', `/api/wallet/${id}`, { cookie: owner, json: FLIGHT })).body).toMatchObject({ status: 404, message: 'Wallet item not found' });
        expect((await call('PUT', `/api/wallet/${id}/upload`, { cookie: owner, body: form(PASSPORT, { name: 'p.png', bytes: PNG }) })).status).toBe(404);
        expect((await call('DELETE', `/api/wallet/${id}`, { cookie: owner })).status).toBe(404);
        expect((await call('GET', `/api/trips/${tripUuid}/wallet/${id}/file`, { cookie: owner })).status).toBe(404);
      }
      expect(storedFiles()).toEqual(filesBefore);
    });
  });

  describe('documents', () => {
    test('POST .../wallet/upload stores the file under a random name and serves it with safe headers', async () => {
      const before = storedFiles();
      const { status, body } = await upload(PASSPORT, { name: 'Passport – Ana.pdf', bytes: pdf('passport'), type: 'text/html' });
      expect(status).toBe(201);
      expect(body).toMatchObject({ type: 'document', title: 'Passport scan', tripUuid, fileName: 'Passport – Ana.pdf', fileType: 'application/pdf', fileSize: pdf('passport').length });
      expect(pathOf(body.fileUrl)).toBe(`/api/trips/${tripUuid}/wallet/${body.id}/file`);
      const added = storedFiles().filter((name) => !before.includes(name));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatch(/^[0-9a-f-]{36}$/);

      const file = await fetch(`${server.url}${body.fileUrl}`);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf('passport'));
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toBe(`inline; filename="Passport ? Ana.pdf"; filename*=UTF-8''Passport%20%E2%80%93%20Ana.pdf`);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
      const download = await fetch(`${server.url}${body.fileUrl}&download`);
      expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Passport \? Ana.pdf"/);
      await download.arrayBuffer();
    });

    test('an image is served as the type its bytes show, never the one the client claimed, in a sandbox', async () => {
      const png = (await upload(PASSPORT, { name: 'visa.PNG', bytes: PNG, type: 'text/html' })).body;
      const jpeg = (await upload(PASSPORT, { name: 'ticket.jpeg', bytes: JPEG, type: 'application/x-msdownload' })).body;
      expect(png).toMatchObject({ fileType: 'image/png', fileName: 'visa.PNG' });
      expect(jpeg).toMatchObject({ fileType: 'image/jpeg', fileName: 'ticket.jpeg' });
      const image = await fetch(`${server.url}${png.fileUrl}`);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('content-security-policy')).toMatch(/default-src 'none'.*; sandbox$/);
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    });

    test('a file name with folders in it is kept for display only; the file goes under a random name in the uploads folder', async () => {
      const before = storedFiles();
      for (const name of ['../../../../tmp/evil.pdf', '..\\..\\windows\\evil.pdf', '/etc/cron.d/evil.pdf']) {
        const { status, body } = await upload(PASSPORT, { name, bytes: pdf('evil') });
        expect(status).toBe(201);
        expect(body.fileName).toBe('evil.pdf');
      }
      const added = storedFiles().filter((name) => !before.includes(name));
      expect(added).toHaveLength(3);
      expect(added.every((name) => /^[0-9a-f-]{36}$/.test(name))).toBe(true);
      expect(existsSync('/tmp/evil.pdf')).toBe(false);
    });

    test.each([
      ['a 6 MB file', { name: 'huge.pdf', bytes: SIX_MB_PDF }, 413, 'payload_too_large', 'File too large: the limit is 5 MB'],
      ['a shell script renamed .pdf', { name: 'ticket.pdf', bytes: SHELL_SCRIPT }, 415, 'unsupported_media_type', "The file's contents are not a PDF; only PDF, JPG and PNG files can be uploaded"],
      ['a PNG renamed .pdf', { name: 'ticket.pdf', bytes: PNG }, 415, 'unsupported_media_type', "The file's contents are not a PDF; only PDF, JPG and PNG files can be uploaded"],
      ['a PDF renamed .jpg', { name: 'photo.jpg', bytes: pdf('x') }, 415, 'unsupported_media_type', "The file's contents are not a JPEG image; only PDF, JPG and PNG files can be uploaded"],
      ['an .exe', { name: 'setup.exe', bytes: WINDOWS_PROGRAM }, 415, 'unsupported_media_type', 'Only PDF, JPG and PNG files can be uploaded'],
      ['a shell script', { name: 'install.sh', bytes: SHELL_SCRIPT }, 415, 'unsupported_media_type', 'Only PDF, JPG and PNG files can be uploaded'],
      ['a file with no extension', { name: 'passport', bytes: PNG }, 415, 'unsupported_media_type', 'Only PDF, JPG and PNG files can be uploaded'],
      ['an empty file', { name: 'empty.pdf', bytes: Buffer.alloc(0) }, 400, 'validation_failed', 'The file is empty'],
      ['a file shorter than any signature', { name: 'tiny.png', bytes: Buffer.from([0x89, 0x50]) }, 415, 'unsupported_media_type', "The file's contents are not a PNG image; only PDF, JPG and PNG files can be uploaded"],
    ])('%s is refused on upload and on replace, leaving no file and no row', async (_case, file, status, error, message) => {
      const item = (await upload(PASSPORT, { name: 'keep.png', bytes: PNG })).body;
      const [filesBefore, rowsBefore] = [storedFiles(), await rows().count()];

      const added = await upload(PASSPORT, file);
      expect(added.status).toBe(status);
      expect(added.body).toMatchObject({ error, message });
      const replaced = await call('PUT', `/api/wallet/${item.id}/upload`, { cookie: owner, body: form({ ...PASSPORT, title: 'Changed' }, file) });
      expect(replaced.status).toBe(status);
      expect(replaced.body).toMatchObject({ error, message });

      expect(storedFiles()).toEqual(filesBefore);
      expect(await rows().count()).toBe(rowsBefore);
      expect(await rows().findOneByOrFail({ id: item.id as number })).toMatchObject({ title: 'Passport scan', fileName: 'keep.png' });
      const kept = await fetch(`${server.url}${item.fileUrl}`);
      expect(Buffer.from(await kept.arrayBuffer())).toEqual(PNG);
    });

    test('an endless upload gets a 413 while it streams, and the server stops reading soon after', async () => {
      const [filesBefore, rowsBefore] = [storedFiles(), await rows().count()];
      const reply = await postEndless(`${server.url}/api/trips/${tripUuid}/wallet/upload`, { cookie: owner }, part('data', JSON.stringify(PASSPORT)) + filePart('file'));
      expect(reply.status).toBe(413);
      expect(JSON.parse(reply.body)).toMatchObject({ error: 'payload_too_large', message: 'File too large: the limit is 5 MB' });
      expect(reply.sent).toBeLessThan(32 * 1024 * 1024);
      await settlesTo(storedFiles, filesBefore);
      expect(await rows().count()).toBe(rowsBefore);
    });

    test('a file of exactly 5 MB is accepted', async () => {
      const limit = Buffer.concat([pdf('limit'), Buffer.alloc(5_242_880 - pdf('limit').length)]);
      const { status, body } = await upload(PASSPORT, { name: 'limit.pdf', bytes: limit });
      expect(status).toBe(201);
      expect(body.fileSize).toBe(5_242_880);
    });

    test.each([
      ['no file', form(PASSPORT), 400, 'Choose a file to upload: send it in the "file" field'],
      ['an unselected file input', form(PASSPORT, { name: '', bytes: Buffer.alloc(0) }), 400, 'Choose a file to upload: send it in the "file" field'],
      ['no data field', form(undefined, { name: 'p.png', bytes: PNG }), 400, 'The "data" field must hold the item\'s fields as a JSON object'],
      ['data that is not JSON', form('{type: flight', { name: 'p.png', bytes: PNG }), 400, 'The "data" field must hold the item\'s fields as a JSON object'],
      ['invalid item fields', form({ ...PASSPORT, date: '2026-02-30' }, { name: 'p.png', bytes: PNG }), 400, 'Date is not a real date: 2026-02-30'],
      ['a JSON body', JSON.stringify(PASSPORT), 415, 'Send multipart/form-data with a "file" field and a "data" field'],
    ])('an upload with %s is refused', async (_case, body, status, message) => {
      const filesBefore = storedFiles();
      const headers: Record<string, string> = typeof body === 'string' ? { 'content-type': 'application/json' } : {};
      const reply = await call('POST', `/api/trips/${tripUuid}/wallet/upload`, { cookie: owner, body, headers });
      expect(reply.status).toBe(status);
      expect(reply.body.message).toBe(message);
      expect(storedFiles()).toEqual(filesBefore);
    });

    test('two files in one form are refused', async () => {
      const body = form(PASSPORT, { name: 'a.png', bytes: PNG });
      body.append('file', new Blob([new Uint8Array(PNG)]), 'b.png');
      const filesBefore = storedFiles();
      const reply = await call('POST', `/api/trips/${tripUuid}/wallet/upload`, { cookie: owner, body });
      expect(reply).toMatchObject({ status: 400, body: { message: 'Send one file at a time' } });
      expect(storedFiles()).toEqual(filesBefore);
    });

    test('PUT /api/wallet/{id}/upload replaces the file and removes the old one; PUT without a file keeps it', async () => {
      const item = (await upload(PASSPORT, { name: 'old.png', bytes: PNG })).body;
      const oldFile = (await rows().findOneByOrFail({ id: item.id as number })).fileKey as string;
      expect(storedFiles()).toContain(oldFile);

      const replaced = await call('PUT', `/api/wallet/${item.id}/upload`, { cookie: owner, body: form({ ...PASSPORT, title: 'Passport (renewed)' }, { name: 'new.pdf', bytes: pdf('renewed') }) });
      expect(replaced.status).toBe(200);
      expect(replaced.body).toMatchObject({ id: item.id, title: 'Passport (renewed)', fileName: 'new.pdf', fileType: 'application/pdf' });
      expect(pathOf(replaced.body.fileUrl)).toBe(pathOf(item.fileUrl));
      const newFile = (await rows().findOneByOrFail({ id: item.id as number })).fileKey as string;
      expect(newFile).not.toBe(oldFile);
      expect(storedFiles()).toContain(newFile);
      expect(storedFiles()).not.toContain(oldFile);
      expect(Buffer.from(await (await fetch(`${server.url}${item.fileUrl}`)).arrayBuffer())).toEqual(pdf('renewed'));

      const edited = await call('PUT', `/api/wallet/${item.id}`, { cookie: owner, json: { ...PASSPORT, title: 'Passport', notes: 'expires 2031' } });
      expect(edited.body).toMatchObject({ title: 'Passport', notes: 'expires 2031', fileName: 'new.pdf' });
      expect(pathOf(edited.body.fileUrl)).toBe(pathOf(item.fileUrl));
      expect(storedFiles()).toContain(newFile);
    });

    test('DELETE /api/wallet/{id} removes the item and its file', async () => {
      const item = (await upload(PASSPORT, { name: 'gone.pdf', bytes: pdf('gone') })).body;
      const fileKey = (await rows().findOneByOrFail({ id: item.id as number })).fileKey as string;
      expect(storedFiles()).toContain(fileKey);
      expect((await call('DELETE', `/api/wallet/${item.id}`, { cookie: owner })).status).toBe(200);
      expect(storedFiles()).not.toContain(fileKey);
      expect((await call('GET', item.fileUrl as string)).status).toBe(404);
    });

    test('a document is found only through its own trip; an item without a file has none', async () => {
      const item = (await upload(PASSPORT, { name: 'mine.png', bytes: PNG })).body;
      // The other trip's own browser may read that trip's wallet, and finds no such item there.
      expect((await call('GET', `/api/trips/${otherTripUuid}/wallet/${item.id}/file`, { cookie: stranger })).body).toMatchObject({ status: 404, message: 'Wallet item not found' });
      const plain = (await addItem(FLIGHT)).body;
      expect((await call('GET', `/api/trips/${tripUuid}/wallet/${plain.id}/file`, { cookie: owner })).body).toMatchObject({ status: 404, message: 'Document not found' });
    });

    test('a database write that fails leaves no orphan file and no half-made row', async () => {
      const item = (await upload(PASSPORT, { name: 'safe.png', bytes: PNG })).body;
      const dataSource = server.app.odyssey.dataSource;
      await dataSource.query(`ALTER TABLE wallet_items ADD CONSTRAINT wallet_test_refuses CHECK (title <> 'Refused by the database')`);
      try {
        const [filesBefore, rowsBefore] = [storedFiles(), await rows().count()];
        const added = await upload({ ...PASSPORT, title: 'Refused by the database' }, { name: 'a.pdf', bytes: pdf('a') });
        expect(added.status).toBe(500);
        expect(added.body).toMatchObject({ error: 'internal_error', message: 'Something went wrong on our side. Please try again later.' });
        expect(JSON.stringify(added.body)).not.toMatch(/wallet_test_refuses|INSERT|constraint/i);
        const replaced = await call('PUT', `/api/wallet/${item.id}/upload`, { cookie: owner, body: form({ ...PASSPORT, title: 'Refused by the database' }, { name: 'b.pdf', bytes: pdf('b') }) });
        expect(replaced.status).toBe(500);
        expect(storedFiles()).toEqual(filesBefore);
        expect(await rows().count()).toBe(rowsBefore);
        expect(await rows().findOneByOrFail({ id: item.id as number })).toMatchObject({ title: 'Passport scan', fileName: 'safe.png' });
        expect(Buffer.from(await (await fetch(`${server.url}${item.fileUrl}`)).arrayBuffer())).toEqual(PNG);
      } finally {
        await dataSource.query('ALTER TABLE wallet_items DROP CONSTRAINT wallet_test_refuses');
      }
    });
  });

  describe('prices', () => {
    const PRICED = { ...FLIGHT, price: 189.9, priceCurrency: 'EUR' };
    const PRICE_MESSAGE = 'Price must be a number above 0 and at most 10,000,000,000, with at most 2 decimals';
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

    test('an item carries its price over REST: stored as a number, the currency in capitals, listed with the item', async () => {
      const { status, body } = await addItem({ ...PRICED, price: 1234.5, priceCurrency: ' jpy' });
      expect(status).toBe(201);
      expect(body).toMatchObject({ title: FLIGHT.title, price: 1234.5, priceCurrency: 'JPY' });
      expect(await rows().findOneByOrFail({ id: body.id as number })).toMatchObject({ price: 1234.5, priceCurrency: 'JPY' });
      const listed = (await call('GET', `/api/trips/${tripUuid}/wallet`, { cookie: owner })).body.find((item) => item.id === body.id);
      expect(listed).toMatchObject({ price: 1234.5, priceCurrency: 'JPY' });
      expect((await addItem(FLIGHT)).body).toMatchObject({ price: null, priceCurrency: null });
    });

    test('PUT replaces the price, and a price sent as null, or left out, is cleared', async () => {
      const item = (await addItem(PRICED)).body;
      expect((await call('PUT', `/api/wallet/${item.id}`, { cookie: owner, json: { ...PRICED, price: 99.99, priceCurrency: 'usd' } })).body).toMatchObject({ price: 99.99, priceCurrency: 'USD' });
      expect((await call('PUT', `/api/wallet/${item.id}`, { cookie: owner, json: { ...FLIGHT, price: null, priceCurrency: null } })).body).toMatchObject({ price: null, priceCurrency: null });
      await call('PUT', `/api/wallet/${item.id}`, { cookie: owner, json: PRICED });
      expect((await call('PUT', `/api/wallet/${item.id}`, { cookie: owner, json: { ...FLIGHT, priceCurrency: '' } })).body).toMatchObject({ price: null, priceCurrency: null });
      expect(await rows().findOneByOrFail({ id: item.id as number })).toMatchObject({ price: null, priceCurrency: null });
    });

    test('an upload form carries the price as text; an empty price on replace clears it', async () => {
      const { status, body } = await upload({ ...PASSPORT, price: ' 89.90 ', priceCurrency: 'gbp' }, { name: 'visa.pdf', bytes: pdf('visa') });
      expect(status).toBe(201);
      expect(body).toMatchObject({ fileName: 'visa.pdf', price: 89.9, priceCurrency: 'GBP' });
      const asNumber = await upload({ ...PASSPORT, price: 12, priceCurrency: 'EUR' }, { name: 'p.png', bytes: PNG });
      expect(asNumber.body).toMatchObject({ price: 12, priceCurrency: 'EUR' });
      const cleared = await call('PUT', `/api/wallet/${body.id}/upload`, { cookie: owner, body: form({ ...PASSPORT, price: '', priceCurrency: '' }, { name: 'visa2.pdf', bytes: pdf('visa 2') }) });
      expect(cleared).toMatchObject({ status: 200, body: { fileName: 'visa2.pdf', price: null, priceCurrency: null } });
    });

    test.each([
      ['a price without a currency', { price: 20 }, 'A price needs its currency, e.g. EUR'],
      ['a price with an empty currency', { price: 20, priceCurrency: '' }, 'A price needs its currency, e.g. EUR'],
      ['a currency without a price', { priceCurrency: 'EUR' }, 'A currency needs a price: give both, or neither'],
      ['a currency that is not ISO 4217', { price: 20, priceCurrency: 'XXQ' }, 'Currency must be a three-letter ISO 4217 code, e.g. EUR'],
      ['a currency that is a symbol', { price: 20, priceCurrency: '€' }, 'Currency must be a three-letter ISO 4217 code, e.g. EUR'],
      ['a price of 0', { price: 0, priceCurrency: 'EUR' }, PRICE_MESSAGE],
      ['a negative price', { price: -5, priceCurrency: 'EUR' }, PRICE_MESSAGE],
      ['a price with 3 decimals', { price: 10.555, priceCurrency: 'EUR' }, PRICE_MESSAGE],
      // written with an exponent: class-validator's own decimal check throws on these (a 500)
      ['a price of 1e-300', { price: 1e-300, priceCurrency: 'EUR' }, PRICE_MESSAGE],
      ['a price of -2e-323', { price: -2e-323, priceCurrency: 'EUR' }, PRICE_MESSAGE],
      ['a price over 10,000,000,000', { price: 1e12, priceCurrency: 'EUR' }, PRICE_MESSAGE],
    ])('%s gets a 400 with a clear message, over JSON and a form, and nothing is stored', async (_case, price, message) => {
      const item = (await addItem(PRICED)).body;
      const before = await rows().count();
      for (const reply of [
        await addItem({ ...FLIGHT, ...price }),
        await call('PUT', `/api/wallet/${item.id}`, { cookie: owner, json: { ...FLIGHT, ...price } }),
        await upload({ ...PASSPORT, ...price }, { name: 'p.png', bytes: PNG }),
      ]) {
        expect(reply.status).toBe(400);
        expect(reply.body).toMatchObject({ error: 'validation_failed', message });
      }
      expect(await rows().count()).toBe(before);
      expect(await rows().findOneByOrFail({ id: item.id as number })).toMatchObject({ price: 189.9, priceCurrency: 'EUR' });
    });

    test('a JSON body gives the price as a number, as GraphQL does: text there is refused', async () => {
      expect(await addItem({ ...FLIGHT, price: '12.50', priceCurrency: 'EUR' })).toMatchObject({ status: 400, body: { error: 'validation_failed', message: PRICE_MESSAGE } });
    });

    test.each([
      ['written with an exponent', '1e-300'],
      ['with a decimal comma', '12,50'],
      ['with 3 decimals', '1.005'],
      ['that is not a number', 'twelve'],
    ])('a form price %s gets a 400, not a 500', async (_case, price) => {
      const reply = await upload({ ...PASSPORT, price, priceCurrency: 'EUR' }, { name: 'p.png', bytes: PNG });
      expect(reply).toMatchObject({ status: 400, body: { error: 'validation_failed', message: PRICE_MESSAGE } });
    });

    test('a stranger cannot set a price, nor a viewer companion; an editor companion can', async () => {
      const item = (await addItem(PRICED)).body;
      for (const cookie of [stranger, undefined]) {
        expect((await call('PUT', `/api/wallet/${item.id}`, { cookie, json: { ...PRICED, price: 1 } })).status).toBe(403);
        expect((await call('POST', `/api/trips/${tripUuid}/wallet`, { cookie, json: PRICED })).status).toBe(403);
      }

      // A saved trip with companions: travellers with accounts.
      const token: Record<string, string> = {};
      for (const name of ['pricer', 'looker', 'helper']) {
        const account = { email: `${name}-${kind}@example.com`, password: 'correct horse' };
        expect((await call('POST', '/api/auth/register', { json: { ...account, username: `${name}-${kind}`, confirmPassword: account.password } })).status).toBe(201);
        token[name] = (await call('POST', '/api/auth/login', { json: account })).body.token as unknown as string;
      }
      const trip = await generateTrip();
      expect((await call('POST', `/api/trips/uuid/${trip.uuid}/save`, { cookie: trip.cookie, headers: bearer(token.pricer) })).status).toBe(200);
      for (const [name, role] of [['looker', 'viewer'], ['helper', 'editor']]) {
        const link = (await call('POST', `/api/trips/${trip.uuid}/companions/invitations`, { headers: bearer(token.pricer), json: { role } })).body.link as unknown as string;
        expect((await call('POST', `/api/invitations/${link.split('/').pop()}/accept`, { headers: bearer(token[name]) })).status).toBe(200);
      }
      const theirs = await call('POST', `/api/trips/${trip.uuid}/wallet`, { headers: bearer(token.pricer), json: PRICED });
      expect(theirs).toMatchObject({ status: 201, body: { price: 189.9, priceCurrency: 'EUR' } });

      const viewer = [
        await call('POST', `/api/trips/${trip.uuid}/wallet`, { headers: bearer(token.looker), json: PRICED }),
        await call('PUT', `/api/wallet/${theirs.body.id}`, { headers: bearer(token.looker), json: { ...PRICED, price: 1 } }),
        await call('PUT', `/api/wallet/${theirs.body.id}`, { headers: bearer(token.looker), json: FLIGHT }),
      ];
      for (const reply of viewer) expect(reply.status).toBe(403);
      // The viewer reads the price.
      expect((await call('GET', `/api/trips/${trip.uuid}/wallet`, { headers: bearer(token.looker) })).body).toMatchObject([{ price: 189.9, priceCurrency: 'EUR' }]);
      const edited = await call('PUT', `/api/wallet/${theirs.body.id}`, { headers: bearer(token.helper), json: { ...PRICED, price: 150 } });
      expect(edited).toMatchObject({ status: 200, body: { price: 150, priceCurrency: 'EUR' } });
      expect(await rows().findOneByOrFail({ id: item.id as number })).toMatchObject({ price: 189.9, priceCurrency: 'EUR' });
    });
  });

  describe('GraphQL', () => {
    const FIELDS = 'id tripUuid type title reference date time description notes price priceCurrency fileUrl fileName fileType fileSize';
    const ADD = `mutation AddWalletItem($tripUuid: String!, $input: WalletItemInput!, $file: Upload) { addWalletItem(tripUuid: $tripUuid, input: $input, file: $file) { ${FIELDS} } }`;
    const UPDATE = `mutation UpdateWalletItem($id: Int!, $input: WalletItemInput!, $file: Upload) { updateWalletItem(id: $id, input: $input, file: $file) { ${FIELDS} } }`;

    interface GraphQLReply {
      status: number;
      data?: Record<string, Record<string, unknown> & Array<Record<string, unknown>>>;
      errors?: Array<{ message: string; extensions: Record<string, unknown> }>;
    }

    async function graphql(query: string, variables: Record<string, unknown>, cookie?: string): Promise<GraphQLReply> {
      const reply = await call('POST', '/graphql', { cookie, json: { query, variables } });
      return { status: reply.status, ...(reply.body as object) };
    }

    /** The GraphQL multipart request spec, as apollo-upload-client sends it. */
    async function graphqlUpload(query: string, variables: Record<string, unknown>, file: Upload, options: { cookie?: string; preflight?: boolean } = {}): Promise<GraphQLReply> {
      const body = new FormData();
      body.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
      body.append('map', JSON.stringify({ 0: ['variables.file'] }));
      body.append('0', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
      const headers: Record<string, string> = options.preflight === false ? {} : { 'apollo-require-preflight': 'true' };
      const reply = await call('POST', '/graphql', { cookie: options.cookie ?? owner, body, headers });
      return { status: reply.status, ...(reply.body as object) };
    }

    test("walletItems answers the trip's editors only, and filters by type; tripPermissions answers anyone", async () => {
      const reply = await graphql(`query($tripUuid: String!) { walletItems(tripUuid: $tripUuid, type: "flight") { ${FIELDS} } }`, { tripUuid }, owner);
      expect(reply.errors).toBeUndefined();
      expect(reply.data?.walletItems.length).toBeGreaterThan(0);
      expect(reply.data?.walletItems.every((item) => item.type === 'flight')).toBe(true);
      for (const cookie of [stranger, undefined]) {
        const refused = await graphql(`query($tripUuid: String!) { walletItems(tripUuid: $tripUuid) { ${FIELDS} } }`, { tripUuid }, cookie);
        expect(refused.data).toBeNull();
        expect(refused.errors?.[0]).toMatchObject({ message: WALLET_IS_PRIVATE, extensions: { code: 'FORBIDDEN' } });
      }
      const theirs = await graphql('query($tripUuid: String!) { tripPermissions(tripUuid: $tripUuid) { canEdit } }', { tripUuid }, stranger);
      expect(theirs.data?.tripPermissions).toEqual({ canEdit: false });
      const mine = await graphql('query($tripUuid: String!) { tripPermissions(tripUuid: $tripUuid) { canEdit } }', { tripUuid }, owner);
      expect(mine.data?.tripPermissions).toEqual({ canEdit: true });
      const bad = await graphql('query($tripUuid: String!) { walletItems(tripUuid: $tripUuid, type: "yacht") { id } }', { tripUuid }, owner);
      expect(bad.errors?.[0]).toMatchObject({ message: 'Type must be one of: flight, train, bus, ferry, car_rental, ticket, reservation, document, other', extensions: { code: 'BAD_USER_INPUT' } });
      const unknown = await graphql('query { walletItems(tripUuid: "00000000-0000-4000-8000-000000000000") { id } }', {});
      expect(unknown.errors?.[0]).toMatchObject({ message: 'Trip not found', extensions: { code: 'NOT_FOUND' } });
    });

    test('addWalletItem without a file, validated like REST (trimmed, clear messages)', async () => {
      const added = await graphql(ADD, { tripUuid, input: { ...FLIGHT, title: '  Night train  ', type: 'train', notes: '' } }, owner);
      expect(added.errors).toBeUndefined();
      expect(added.data?.addWalletItem).toMatchObject({ type: 'train', title: 'Night train', notes: null, tripUuid, fileUrl: null });
      for (const [input, message] of [
        [{ ...FLIGHT, title: '   ' }, 'Title is required'],
        [{ ...FLIGHT, date: '2026-02-30' }, 'Date is not a real date: 2026-02-30'],
        [{ ...FLIGHT, time: '7pm' }, 'Time must be HH:MM on a 24-hour clock, e.g. 09:30'],
        [{ ...FLIGHT, type: 'rocket' }, 'Type must be one of: flight, train, bus, ferry, car_rental, ticket, reservation, document, other'],
      ] as const) {
        const refused = await graphql(ADD, { tripUuid, input }, owner);
        expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', errorCode: 'validation_failed' } });
      }
      const stranger403 = await graphql(ADD, { tripUuid, input: FLIGHT }, stranger);
      expect(stranger403.errors?.[0]).toMatchObject({ message: 'Only the traveller who created this trip can change its wallet', extensions: { code: 'FORBIDDEN' } });
    });

    test('addWalletItem and updateWalletItem carry a price, checked like REST; null clears it', async () => {
      const PRICE = `mutation($tripUuid: String!, $input: WalletItemInput!) { addWalletItem(tripUuid: $tripUuid, input: $input) { id price priceCurrency } }`;
      const added = await graphql(PRICE, { tripUuid, input: { ...FLIGHT, price: 42.5, priceCurrency: 'chf' } }, owner);
      expect(added.errors).toBeUndefined();
      const item = added.data?.addWalletItem as Record<string, unknown>;
      expect(item).toMatchObject({ price: 42.5, priceCurrency: 'CHF' });
      for (const [input, message] of [
        [{ ...FLIGHT, price: 42.5 }, 'A price needs its currency, e.g. EUR'],
        [{ ...FLIGHT, priceCurrency: 'EUR' }, 'A currency needs a price: give both, or neither'],
        [{ ...FLIGHT, price: 1e-300, priceCurrency: 'EUR' }, 'Price must be a number above 0 and at most 10,000,000,000, with at most 2 decimals'],
        [{ ...FLIGHT, price: 3.333, priceCurrency: 'EUR' }, 'Price must be a number above 0 and at most 10,000,000,000, with at most 2 decimals'],
        [{ ...FLIGHT, price: 3, priceCurrency: 'EURO' }, 'Currency must be a three-letter ISO 4217 code, e.g. EUR'],
      ] as const) {
        const refused = await graphql(PRICE, { tripUuid, input }, owner);
        expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', errorCode: 'validation_failed' } });
      }
      const strangers = await graphql(`mutation($id: Int!, $input: WalletItemInput!) { updateWalletItem(id: $id, input: $input) { id } }`, { id: item.id, input: { ...FLIGHT, price: 1, priceCurrency: 'EUR' } }, stranger);
      expect(strangers.errors?.[0].extensions.code).toBe('FORBIDDEN');
      const cleared = await graphql(UPDATE, { id: item.id, input: { ...FLIGHT, price: null, priceCurrency: null } }, owner);
      expect(cleared.errors).toBeUndefined();
      expect(await rows().findOneByOrFail({ id: item.id as number })).toMatchObject({ price: null, priceCurrency: null });
    });

    test('a multipart addWalletItem carries a price with its file', async () => {
      const added = await graphqlUpload(ADD, { tripUuid, input: { ...PASSPORT, price: 75, priceCurrency: 'EUR' } }, { name: 'visa.png', bytes: PNG });
      expect(added.errors).toBeUndefined();
      expect(added.data?.addWalletItem).toMatchObject({ fileName: 'visa.png', price: 75, priceCurrency: 'EUR' });
    });

    test('addWalletItem takes a file as a multipart request with Apollo-Require-Preflight', async () => {
      const before = storedFiles();
      const added = await graphqlUpload(ADD, { tripUuid, input: PASSPORT }, { name: '../boarding pass.png', bytes: PNG, type: 'text/html' });
      expect(added.errors).toBeUndefined();
      const item = added.data?.addWalletItem as Record<string, unknown>;
      expect(item).toMatchObject({ type: 'document', fileName: 'boarding pass.png', fileType: 'image/png', fileSize: PNG.length });
      expect(storedFiles().filter((name) => !before.includes(name))).toHaveLength(1);
      const file = await fetch(`${server.url}${item.fileUrl}`);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
    });

    test('a multipart request without Apollo-Require-Preflight is refused as a possible CSRF, storing nothing', async () => {
      const [filesBefore, rowsBefore] = [storedFiles(), await rows().count()];
      const refused = await graphqlUpload(ADD, { tripUuid, input: PASSPORT }, { name: 'p.png', bytes: PNG }, { preflight: false });
      expect(refused.status).toBe(400);
      expect(storedFiles()).toEqual(filesBefore);
      expect(await rows().count()).toBe(rowsBefore);
    });

    test.each([
      ['a 6 MB file', { name: 'huge.pdf', bytes: SIX_MB_PDF }, 'PAYLOAD_TOO_LARGE', 'File too large: the limit is 5 MB'],
      ['a shell script renamed .pdf', { name: 'ticket.pdf', bytes: SHELL_SCRIPT }, 'UNSUPPORTED_MEDIA_TYPE', "The file's contents are not a PDF; only PDF, JPG and PNG files can be uploaded"],
      ['an .exe', { name: 'setup.exe', bytes: WINDOWS_PROGRAM }, 'UNSUPPORTED_MEDIA_TYPE', 'Only PDF, JPG and PNG files can be uploaded'],
      ['an empty file', { name: 'empty.png', bytes: Buffer.alloc(0) }, 'BAD_USER_INPUT', 'The file is empty'],
    ])('GraphQL refuses %s, storing nothing', async (_case, file, code, message) => {
      const [filesBefore, rowsBefore] = [storedFiles(), await rows().count()];
      const refused = await graphqlUpload(ADD, { tripUuid, input: PASSPORT }, file);
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code } });
      expect(storedFiles()).toEqual(filesBefore);
      expect(await rows().count()).toBe(rowsBefore);
    });

    test('GraphQL answers an upload over the limit with a 413 before reading it, and an endless one while it streams', async () => {
      const [filesBefore, rowsBefore] = [storedFiles(), await rows().count()];
      const big = await graphqlUpload(ADD, { tripUuid, input: PASSPORT }, { name: 'huge.pdf', bytes: SIX_MB_PDF });
      expect(big.status).toBe(413);
      expect(big.errors?.[0]).toMatchObject({ message: 'File too large: the limit is 5 MB', extensions: { code: 'PAYLOAD_TOO_LARGE' } });

      const operations = JSON.stringify({ query: ADD, variables: { tripUuid, input: PASSPORT, file: null } });
      const head = part('operations', operations) + part('map', JSON.stringify({ 0: ['variables.file'] })) + filePart('0');
      const endless = await postEndless(`${server.url}/graphql`, { cookie: owner, 'apollo-require-preflight': 'true' }, head);
      expect(endless.status).toBe(413);
      expect(JSON.parse(endless.body).errors[0]).toMatchObject({ message: 'File too large: the limit is 5 MB', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
      expect(endless.sent).toBeLessThan(32 * 1024 * 1024);

      await settlesTo(storedFiles, filesBefore);
      expect(await rows().count()).toBe(rowsBefore);
      // the server is still well after both
      expect((await graphql(ADD, { tripUuid, input: FLIGHT }, owner)).errors).toBeUndefined();
    });

    test('GraphQL accepts a file of exactly 5 MB', async () => {
      const limit = Buffer.concat([pdf('limit'), Buffer.alloc(5_242_880 - pdf('limit').length)]);
      const added = await graphqlUpload(ADD, { tripUuid, input: PASSPORT }, { name: 'limit.pdf', bytes: limit });
      expect(added.errors).toBeUndefined();
      expect(added.data?.addWalletItem.fileSize).toBe(5_242_880);
    });

    test('updateWalletItem replaces the file and removes the old one; deleteWalletItem removes both', async () => {
      const item = (await graphqlUpload(ADD, { tripUuid, input: PASSPORT }, { name: 'v1.png', bytes: PNG })).data?.addWalletItem as Record<string, unknown>;
      const oldFile = (await rows().findOneByOrFail({ id: item.id as number })).fileKey as string;
      const updated = await graphqlUpload(UPDATE, { id: item.id, input: { ...PASSPORT, title: 'Visa' } }, { name: 'v2.pdf', bytes: pdf('v2') });
      expect(updated.errors).toBeUndefined();
      expect(updated.data?.updateWalletItem).toMatchObject({ id: item.id, title: 'Visa', fileName: 'v2.pdf', fileType: 'application/pdf' });
      const newFile = (await rows().findOneByOrFail({ id: item.id as number })).fileKey as string;
      expect(storedFiles()).not.toContain(oldFile);
      expect(storedFiles()).toContain(newFile);

      const strangerDelete = await graphql('mutation($id: Int!) { deleteWalletItem(id: $id) }', { id: item.id }, stranger);
      expect(strangerDelete.errors?.[0].extensions.code).toBe('FORBIDDEN');
      const deleted = await graphql('mutation($id: Int!) { deleteWalletItem(id: $id) }', { id: item.id }, owner);
      expect(deleted.data?.deleteWalletItem).toBe(item.id);
      expect(storedFiles()).not.toContain(newFile);
      const again = await graphql('mutation($id: Int!) { deleteWalletItem(id: $id) }', { id: item.id }, owner);
      expect(again.errors?.[0]).toMatchObject({ message: 'Wallet item not found', extensions: { code: 'NOT_FOUND' } });
    });
  });
});
