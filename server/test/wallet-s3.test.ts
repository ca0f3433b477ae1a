/**
 * The S3 storage driver against a local S3 stand-in, through the real @aws-sdk/client-s3:
 * the driver on its own, two instances sharing one bucket, and the wallet storing its
 * documents there.
 */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createFileStorage } from '../src/modules/storage/create-file-storage.js';
import { StoredFileMissingError } from '../src/modules/storage/file-storage.js';
import { S3FileStorage, type S3StorageOptions } from '../src/modules/storage/s3-file-storage.js';
import { WalletItem } from '../src/modules/wallet/wallet-item.entity.js';
import { WalletService } from '../src/modules/wallet/wallet.service.js';
import { startWalletTestServer, type WalletTestServer } from '../src/modules/wallet/__tests__/wallet-test-server.js';
import { startS3StandIn, type S3StandIn } from './support/s3-stand-in.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

let standIn: S3StandIn;
const drivers: S3FileStorage[] = [];

function optionsFor(s3: S3StandIn, extra: Partial<S3StorageOptions> = {}): S3StorageOptions {
  return { endpoint: s3.endpoint, bucket: s3.bucket, region: 'eu-west-1', accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, forcePathStyle: true, ...extra };
}

function driver(extra: Partial<S3StorageOptions> = {}): S3FileStorage {
  const storage = new S3FileStorage(optionsFor(standIn, extra));
  drivers.push(storage);
  return storage;
}

beforeAll(async () => {
  standIn = await startS3StandIn();
});
afterAll(async () => {
  for (const storage of drivers) storage.close();
  await standIn?.close();
});

describe('S3FileStorage', () => {
  test('put stores a buffer under a new random key, signed with SigV4; get reads it back; delete removes it', async () => {
    const storage = driver();
    const key = await storage.put(pdf('ticket'));
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(standIn.objects.get(key)?.body).toEqual(pdf('ticket'));
    const put = standIn.requests.find((r) => r.method === 'PUT' && r.key === key);
    expect(put).toMatchObject({ bucket: standIn.bucket, authorization: expect.stringMatching(/^AWS4-HMAC-SHA256 Credential=stand-in-key\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=.*, Signature=[0-9a-f]{64}$/) });

    expect(await buffer(await storage.get(key))).toEqual(pdf('ticket'));
    await storage.delete(key);
    expect(standIn.objects.has(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissingError);
  });

  test('put takes a stream too, and a key prefix keeps the files apart from other uses of the bucket', async () => {
    const storage = driver({ keyPrefix: 'wallet/' });
    const key = await storage.put(Readable.from([PNG.subarray(0, 10), PNG.subarray(10)]));
    expect(standIn.objects.get(`wallet/${key}`)?.body).toEqual(PNG);
    expect(await buffer(await storage.get(key))).toEqual(PNG);
    await storage.delete(key);
    expect(standIn.objects.has(`wallet/${key}`)).toBe(false);
  });

  test('the stand-in answers HeadObject as S3 does, before and after a delete', async () => {
    const storage = driver();
    const key = await storage.put(PNG);
    const client = new S3Client({ endpoint: standIn.endpoint, region: 'eu-west-1', forcePathStyle: true, credentials: { accessKeyId: standIn.accessKeyId, secretAccessKey: standIn.secretAccessKey } });
    try {
      await expect(client.send(new HeadObjectCommand({ Bucket: standIn.bucket, Key: key }))).resolves.toMatchObject({ ContentLength: PNG.length });
      await storage.delete(key);
      await expect(client.send(new HeadObjectCommand({ Bucket: standIn.bucket, Key: key }))).rejects.toMatchObject({ name: 'NotFound', $metadata: { httpStatusCode: 404 } });
    } finally {
      client.destroy();
    }
  });

  test('two app instances with their own clients share one bucket', async () => {
    const first = driver();
    const second = driver();
    const key = await first.put(pdf('shared'));
    expect(await buffer(await second.get(key))).toEqual(pdf('shared'));
    await second.delete(key);
    await expect(first.get(key)).rejects.toBeInstanceOf(StoredFileMissingError);
  });

  test('S3 errors surface as errors: a wrong key, a missing bucket, a refused write', async () => {
    await expect(driver({ accessKeyId: 'someone-else' }).put(PNG)).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    await expect(driver({ bucket: 'no-such-bucket' }).put(PNG)).rejects.toMatchObject({ name: 'NoSuchBucket' });
    standIn.failNext('PUT', { status: 403, code: 'AccessDenied' });
    const before = standIn.objects.size;
    await expect(driver().put(PNG)).rejects.toMatchObject({ name: 'AccessDenied' });
    expect(standIn.objects.size).toBe(before);
  });

  test('createFileStorage picks the S3 driver when S3 is configured, and the local disk otherwise', () => {
    const s3 = createFileStorage({ kind: 's3', ...optionsFor(standIn) });
    expect(s3).toBeInstanceOf(S3FileStorage);
    (s3 as S3FileStorage).close();
    expect(createFileStorage({ kind: 'local', dir: '/tmp/odyssey-uploads' }).constructor.name).toBe('LocalFileStorage');
  });
});

describe('the wallet storing its documents in S3', () => {
  let server: WalletTestServer;
  let tripUuid: string;
  let owner: string;

  async function upload(path: string, method: string, data: object, file: { name: string; bytes: Buffer }) {
    const body = new FormData();
    body.append('data', JSON.stringify(data));
    body.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
    const response = await fetch(`${server.url}${path}`, { method, headers: { cookie: owner }, body });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const fileKeyOf = async (id: unknown) => (await server.app.odyssey.dataSource.getRepository(WalletItem).findOneByOrFail({ id: id as number })).fileKey as string;

  beforeAll(async () => {
    server = await startWalletTestServer('postgres', { storage: driver({ keyPrefix: 'wallet/' }) });
    const response = await fetch(`${server.app.url}/api/trips/generate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ destination: 'Rome', country: 'Italy' }) });
    owner = (response.headers.get('set-cookie') ?? '').split(';')[0];
    tripUuid = ((await response.json()) as { uuid: string }).uuid;
  });
  afterAll(async () => {
    await server?.stop();
  });

  test('upload, download, replace and delete keep the bucket in step with the rows', async () => {
    const added = await upload(`/api/trips/${tripUuid}/wallet/upload`, 'POST', { type: 'document', title: 'Passport' }, { name: 'passport.png', bytes: PNG });
    expect(added.status).toBe(201);
    const firstKey = await fileKeyOf(added.body.id);
    expect(standIn.objects.get(`wallet/${firstKey}`)?.body).toEqual(PNG);

    const download = await fetch(`${server.url}${added.body.fileUrl}`);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG);

    // Another instance, with its own S3 client, serves the same document.
    const elsewhere = new WalletService(server.app.odyssey.dataSource, server.app.odyssey.services.trips, driver({ keyPrefix: 'wallet/' }));
    expect(await buffer((await elsewhere.document(tripUuid, added.body.id as number)).content)).toEqual(PNG);

    const replaced = await upload(`/api/wallet/${added.body.id}/upload`, 'PUT', { type: 'document', title: 'Passport' }, { name: 'passport.pdf', bytes: pdf('new') });
    expect(replaced.status).toBe(200);
    const secondKey = await fileKeyOf(added.body.id);
    expect(standIn.objects.has(`wallet/${firstKey}`)).toBe(false);
    expect(standIn.objects.get(`wallet/${secondKey}`)?.body).toEqual(pdf('new'));

    const deleted = await fetch(`${server.url}/api/wallet/${added.body.id}`, { method: 'DELETE', headers: { cookie: owner } });
    expect(deleted.status).toBe(200);
    expect(standIn.objects.has(`wallet/${secondKey}`)).toBe(false);
  });

  test('a refused S3 write stores no row; a refused row leaves no object', async () => {
    const repository = server.app.odyssey.dataSource.getRepository(WalletItem);
    const [rowsBefore, objectsBefore] = [await repository.count(), standIn.objects.size];
    standIn.failNext('PUT', { status: 403, code: 'AccessDenied' });
    const refusedByS3 = await upload(`/api/trips/${tripUuid}/wallet/upload`, 'POST', { type: 'document', title: 'Visa' }, { name: 'visa.png', bytes: PNG });
    expect(refusedByS3.status).toBe(500);
    expect(await repository.count()).toBe(rowsBefore);

    await server.app.odyssey.dataSource.query(`ALTER TABLE wallet_items ADD CONSTRAINT wallet_s3_refuses CHECK (title <> 'Refused')`);
    try {
      const refusedByDatabase = await upload(`/api/trips/${tripUuid}/wallet/upload`, 'POST', { type: 'document', title: 'Refused' }, { name: 'visa.png', bytes: PNG });
      expect(refusedByDatabase.status).toBe(500);
    } finally {
      await server.app.odyssey.dataSource.query('ALTER TABLE wallet_items DROP CONSTRAINT wallet_s3_refuses');
    }
    expect(await repository.count()).toBe(rowsBefore);
    expect(standIn.objects.size).toBe(objectsBefore);
  });

  test('a document missing from the bucket is a 404, not a 500', async () => {
    const added = await upload(`/api/trips/${tripUuid}/wallet/upload`, 'POST', { type: 'document', title: 'Lost' }, { name: 'lost.png', bytes: PNG });
    standIn.objects.delete(`wallet/${await fileKeyOf(added.body.id)}`);
    const download = await fetch(`${server.url}${added.body.fileUrl}`);
    expect(download.status).toBe(404);
    expect(await download.json()).toMatchObject({ message: 'Document not found' });
  });
});
