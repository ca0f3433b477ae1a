/**
 * A local server that answers like S3 with path-style addressing (endpoint/bucket/key):
 * PutObject, GetObject, HeadObject and DeleteObject, with S3's XML errors. It checks that a
 * request is SigV4-signed with the expected access key but does not verify the signature.
 * Objects live in memory; every request is recorded, and tests can make requests fail.
 */
import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredObject {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface RecordedS3Request {
  method: string;
  bucket: string;
  key: string;
  authorization?: string;
  contentSha256?: string;
}

export interface S3StandIn {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** objects by key, without the bucket */
  objects: Map<string, StoredObject>;
  requests: RecordedS3Request[];
  /** the next `times` requests with this method get this S3 error */
  failNext(method: string, error: { status: number; code: string }, times?: number): void;
  close(): Promise<void>;
}

interface Failure {
  method: string;
  status: number;
  code: string;
  times: number;
}

export async function startS3StandIn(options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string } = {}): Promise<S3StandIn> {
  const bucket = options.bucket ?? 'odyssey-test';
  const accessKeyId = options.accessKeyId ?? 'stand-in-key';
  const secretAccessKey = options.secretAccessKey ?? 'stand-in-secret';
  const objects = new Map<string, StoredObject>();
  const requests: RecordedS3Request[] = [];
  const failures: Failure[] = [];

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => sendError(res, 500, 'InternalError', error.message, req.method));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const [, requestBucket = '', ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const body = await readBody(req);
    const authorization = header(req, 'authorization');
    requests.push({ method, bucket: requestBucket, key, authorization, contentSha256: header(req, 'x-amz-content-sha256') });

    if (!authorization?.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`) || !header(req, 'x-amz-date')) {
      return sendError(res, 403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', method);
    }
    const failure = failures.find((f) => f.method === method);
    if (failure) {
      failure.times -= 1;
      if (failure.times <= 0) failures.splice(failures.indexOf(failure), 1);
      return sendError(res, failure.status, failure.code, 'Failure requested by the test', method);
    }
    if (requestBucket !== bucket) return sendError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', method);
    if (!key) return sendError(res, 501, 'NotImplemented', 'Only object operations are implemented', method);

    switch (method) {
      case 'PUT': {
        if (header(req, 'x-amz-copy-source')) return sendError(res, 501, 'NotImplemented', 'CopyObject is not implemented', method);
        if (header(req, 'x-amz-content-sha256')?.startsWith('STREAMING-') || header(req, 'content-encoding')?.includes('aws-chunked')) {
          return sendError(res, 501, 'NotImplemented', 'aws-chunked uploads are not implemented', method);
        }
        if (header(req, 'content-length') !== String(body.length)) return sendError(res, 411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.', method);
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(key, { body, contentType: header(req, 'content-type') ?? 'application/octet-stream', etag, lastModified: new Date() });
        res.writeHead(200, { ETag: etag, 'x-amz-request-id': randomUUID() }).end();
        return;
      }
      case 'GET':
      case 'HEAD': {
        const object = objects.get(key);
        if (!object) return sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.', method);
        res.writeHead(200, {
          'Content-Type': object.contentType,
          'Content-Length': String(object.body.length),
          ETag: object.etag,
          'Last-Modified': object.lastModified.toUTCString(),
          'x-amz-request-id': randomUUID(),
        });
        res.end(method === 'GET' ? object.body : undefined);
        return;
      }
      case 'DELETE':
        // S3 answers 204 whether or not the key existed.
        objects.delete(key);
        res.writeHead(204, { 'x-amz-request-id': randomUUID() }).end();
        return;
      default:
        return sendError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.', method);
    }
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    failNext(method, error, times = 1) {
      failures.push({ method, status: error.status, code: error.code, times });
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendError(res: ServerResponse, status: number, code: string, message: string, method?: string): void {
  const requestId = randomUUID();
  // HEAD answers carry no body; clients read the status alone.
  if (method === 'HEAD') {
    res.writeHead(status, { 'x-amz-request-id': requestId }).end();
    return;
  }
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>${requestId}</RequestId></Error>`;
  res.writeHead(status, { 'Content-Type': 'application/xml', 'Content-Length': String(Buffer.byteLength(xml)), 'x-amz-request-id': requestId }).end(xml);
}
