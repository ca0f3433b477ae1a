/**
 * The S3 storage driver against a local S3 stand-in, through the real @aws-sdk/client-s3:
 * the driver on its own, two instances sharing one bucket, and the wallet storing its
 * documents there. The stand-in verifies every request's SigV4 signature; the last block
 * proves it refuses requests that are signed wrongly or changed after signing.
 */
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Sha256 } from '@smithy/core/checksum';
import { HttpRequest } from '@smithy/core/protocols';
import { SignatureV4 } from '@smithy/signature-v4';
import { createFileStorage } from '../src/modules/storage/create-file-storage.js';
import { StoredFileMissingError } from '../src/modules/storage/file-storage.js';
import { S3FileStorage, type S3StorageOptions } from '../src/modules/storage/s3-file-storage.js';
import { WalletItem } from '../src/modules/wallet/wallet-item.entity.js';
import { DocumentLinks } from '../src/modules/wallet/document-link.js';
import { WalletService } from '../src/modules/wallet/wallet.service.js';
import { startWalletTestServer, type WalletTestServer } from '../src/modules/wallet/__tests__/wallet-test-server.js';
import { MAX_CLOCK_SKEW_MS, startS3StandIn, type S3StandIn } from './support/s3-stand-in.js';

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
    expect(put).toMatchObject({ bucket: standIn.bucket, status: 200, contentSha256: createHash('sha256').update(pdf('ticket')).digest('hex'), authorization: expect.stringMatching(/^AWS4-HMAC-SHA256 Credential=stand-in-key\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=.*, Signature=[0-9a-f]{64}$/) });

    expect(await buffer(await storage.get(key))).toEqual(pdf('ticket'));
    await storage.delete(key);
    expect(standIn.objects.has(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissingError);
    // Every one of those requests passed the stand-in's signature check.
    expect(standIn.requests.filter((r) => r.key === key).map((r) => [r.method, r.status])).toEqual([['PUT', 200], ['GET', 200], ['DELETE', 204], ['DELETE', 204], ['GET', 404]]);
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

  test("S3 errors surface as storage errors carrying S3's own: a wrong key, a wrong secret, a wrong region, a missing bucket, a refused write", async () => {
    await expect(driver({ accessKeyId: 'someone-else' }).put(PNG)).rejects.toMatchObject({ name: 'StorageWriteError', cause: { name: 'InvalidAccessKeyId' } });
    const stored = await driver().put(PNG);
    const wrongSecret = driver({ secretAccessKey: 'not-the-secret' });
    await expect(wrongSecret.put(PNG)).rejects.toMatchObject({ name: 'StorageWriteError', cause: { name: 'SignatureDoesNotMatch', $metadata: { httpStatusCode: 403 } } });
    await expect(wrongSecret.get(stored)).rejects.toMatchObject({ name: 'StorageReadError', cause: { name: 'SignatureDoesNotMatch', $metadata: { httpStatusCode: 403 } } });
    await expect(wrongSecret.delete(stored)).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    expect(standIn.objects.has(stored)).toBe(true);
    await expect(driver({ region: 'us-east-1' }).put(PNG)).rejects.toMatchObject({ name: 'StorageWriteError', cause: { name: 'AuthorizationHeaderMalformed', message: expect.stringContaining("the region 'us-east-1' is wrong; expecting 'eu-west-1'") } });
    await expect(driver({ bucket: 'no-such-bucket' }).put(PNG)).rejects.toMatchObject({ name: 'StorageWriteError', cause: { name: 'NoSuchBucket' } });
    standIn.failNext('PUT', { status: 403, code: 'AccessDenied' });
    const before = standIn.objects.size;
    await expect(driver().put(PNG)).rejects.toMatchObject({ name: 'StorageWriteError', cause: { name: 'AccessDenied' } });
    expect(standIn.objects.size).toBe(before);
  });

  test('a client whose clock is off corrects it from the answer and retries, as against S3', async () => {
    standIn.skewClock(60 * 60_000);
    try {
      const storage = driver();
      const key = await storage.put(PNG);
      expect(standIn.objects.get(key)?.body).toEqual(PNG);
      expect(standIn.requests.filter((r) => r.key === key).map((r) => r.errorCode ?? r.status)).toEqual(['RequestTimeTooSkewed', 200]);
    } finally {
      standIn.skewClock(0);
    }
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
    const elsewhere = new WalletService(server.app.odyssey.dataSource, server.app.odyssey.services.trips, driver({ keyPrefix: 'wallet/' }), new DocumentLinks(server.app.config.jwtSecret));
    const access = new URL(added.body.fileUrl as string, server.url).searchParams.get('access');
    expect(await buffer((await elsewhere.document(tripUuid, added.body.id as number, {}, access)).content)).toEqual(PNG);

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
    expect(refusedByS3).toMatchObject({ status: 503, body: { error: 'storage_unavailable' } });
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

  test('a bucket that refuses a read is a 503 storage_unavailable, not a 500; the document reads again after', async () => {
    const added = await upload(`/api/trips/${tripUuid}/wallet/upload`, 'POST', { type: 'document', title: 'Ticket' }, { name: 'ticket.png', bytes: PNG });
    standIn.failNext('GET', { status: 403, code: 'AccessDenied' });
    const refused = await fetch(`${server.url}${added.body.fileUrl}`);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ error: 'storage_unavailable', message: 'Files cannot be read right now. Please try again later.' });
    const again = await fetch(`${server.url}${added.body.fileUrl}`);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(PNG);
  });

  test('a document missing from the bucket is a 404, not a 500', async () => {
    const added = await upload(`/api/trips/${tripUuid}/wallet/upload`, 'POST', { type: 'document', title: 'Lost' }, { name: 'lost.png', bytes: PNG });
    standIn.objects.delete(`wallet/${await fileKeyOf(added.body.id)}`);
    const download = await fetch(`${server.url}${added.body.fileUrl}`);
    expect(download.status).toBe(404);
    expect(await download.json()).toMatchObject({ message: 'Document not found' });
  });
});

describe('the S3 stand-in verifies every SigV4 signature', () => {
  interface RawRequest {
    method: string;
    path: string;
    headers: Record<string, string>;
    body: Buffer;
  }

  /** A PutObject signed as the SDK signs it, then changed by `tamper`, then sent as is. */
  async function signedPut(key: string, body: Buffer, options: { secret?: string; region?: string; signingDate?: Date; tamper?: (request: RawRequest) => void } = {}) {
    const host = new URL(standIn.endpoint).host;
    const signer = new SignatureV4({
      credentials: { accessKeyId: standIn.accessKeyId, secretAccessKey: options.secret ?? standIn.secretAccessKey },
      region: options.region ?? standIn.region,
      service: 's3',
      sha256: Sha256,
      uriEscapePath: false,
    });
    const path = `/${standIn.bucket}/${encodeURIComponent(key)}`;
    const signed = await signer.sign(
      new HttpRequest({ method: 'PUT', protocol: 'http:', hostname: '127.0.0.1', path, query: { 'x-id': 'PutObject' }, headers: { host, 'content-type': 'application/pdf', 'content-length': String(body.length) }, body }),
      { signingDate: options.signingDate },
    );
    const raw: RawRequest = { method: 'PUT', path: `${path}?x-id=PutObject`, headers: { ...(signed.headers as Record<string, string>) }, body };
    options.tamper?.(raw);
    raw.headers['content-length'] = String(raw.body.length);
    return send(raw);
  }

  /** node:http rather than fetch, so that the Host header goes out as given. */
  function send(raw: RawRequest): Promise<{ status: number; code?: string; message?: string }> {
    const { hostname, port } = new URL(standIn.endpoint);
    return new Promise((resolve, reject) => {
      const req = httpRequest({ hostname, port, method: raw.method, path: raw.path, headers: raw.headers }, (res) => {
        buffer(res).then((bytes) => {
          const xml = bytes.toString();
          resolve({ status: res.statusCode ?? 0, code: /<Code>(.*)<\/Code>/.exec(xml)?.[1], message: /<Message>(.*)<\/Message>/.exec(xml)?.[1] });
        }, reject);
      });
      req.on('error', reject);
      req.end(raw.body);
    });
  }

  test('a request signed correctly by hand is accepted, so the refusals below are the signature check at work', async () => {
    await expect(signedPut('by-hand', pdf('by hand'))).resolves.toEqual({ status: 200 });
    expect(standIn.objects.get('by-hand')?.body).toEqual(pdf('by hand'));
  });

  const mismatch = { status: 403, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.' };
  test.each<[string, Parameters<typeof signedPut>[2], { status: number; code: string; message?: string }]>([
    ['signed with the wrong secret', { secret: 'not-the-secret' }, mismatch],
    ['signed for another region', { region: 'us-east-1' }, { status: 400, code: 'AuthorizationHeaderMalformed', message: "The authorization header is malformed; the region 'us-east-1' is wrong; expecting 'eu-west-1'" }],
    [
      'with its body changed after signing',
      { tamper: (r) => void (r.body = pdf('forged')) },
      { status: 400, code: 'XAmzContentSHA256Mismatch', message: "The provided 'x-amz-content-sha256' header does not match what was computed." },
    ],
    [
      'with its body and payload hash changed after signing',
      { tamper: (r) => void ((r.body = pdf('forged')), (r.headers['x-amz-content-sha256'] = createHash('sha256').update(r.body).digest('hex'))) },
      mismatch,
    ],
    ['with its payload hash turned to UNSIGNED-PAYLOAD after signing', { tamper: (r) => void (r.headers['x-amz-content-sha256'] = 'UNSIGNED-PAYLOAD') }, mismatch],
    ['signed for another host', { tamper: (r) => void (r.headers.host = 'odyssey-test.s3.eu-west-1.amazonaws.com') }, mismatch],
    ['sent to another key than the one signed', { tamper: (r) => void (r.path = r.path.replace('/victim', '/other')) }, mismatch],
    ['with a query parameter added after signing', { tamper: (r) => void (r.path += '&acl=') }, mismatch],
    ['with its content type changed after signing', { tamper: (r) => void (r.headers['content-type'] = 'text/html') }, mismatch],
    ['with its date changed after signing', { tamper: (r) => void (r.headers['x-amz-date'] = r.headers['x-amz-date'].replace(/\d\dZ$/, (s) => `${String((Number(s.slice(0, 2)) + 1) % 60).padStart(2, '0')}Z`)) }, mismatch],
    ['with an unsigned x-amz header added', { tamper: (r) => void (r.headers['x-amz-acl'] = 'public-read') }, { status: 403, code: 'AccessDenied', message: 'There were headers present in the request which were not signed: x-amz-acl' }],
    ['signed 20 minutes ago', { signingDate: new Date(Date.now() - MAX_CLOCK_SKEW_MS - 5 * 60_000) }, { status: 403, code: 'RequestTimeTooSkewed' }],
    ['without its payload hash header', { tamper: (r) => void delete r.headers['x-amz-content-sha256'] }, { status: 400, code: 'InvalidRequest', message: 'Missing required header for this request: x-amz-content-sha256' }],
    ['with a malformed Authorization header', { tamper: (r) => void (r.headers.authorization = r.headers.authorization.replace(/Signature=\w+/, 'Signature=xyz')) }, { status: 400, code: 'AuthorizationHeaderMalformed' }],
    ['without an Authorization header', { tamper: (r) => void delete r.headers.authorization }, { status: 403, code: 'AccessDenied', message: 'Access Denied' }],
  ])('a request %s is refused and stores nothing', async (_name, options, expected) => {
    for (const key of ['victim', 'other']) standIn.objects.delete(key);
    const answer = await signedPut('victim', pdf('signed'), options);
    expect(answer).toMatchObject(expected);
    expect(standIn.objects.has('victim')).toBe(false);
    expect(standIn.objects.has('other')).toBe(false);
  });
});
