/**
 * A local server that answers like S3 with path-style addressing (endpoint/bucket/key):
 * PutObject, GetObject, HeadObject and DeleteObject, with S3's XML errors. Every request's
 * AWS Signature V4 is verified as S3 does: the credential scope (access key, date, region,
 * service), the request time against the stand-in's clock, then the signature recomputed by
 * @smithy/signature-v4 (the signer the AWS SDK itself uses) from the method, path, query,
 * signed headers and payload hash as received, and finally the payload hash against the body.
 * Objects live in memory; every request is recorded, and tests can make requests fail.
 */
import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Sha256 } from '@smithy/core/checksum';
import { HttpRequest } from '@smithy/core/protocols';
import { SignatureV4 } from '@smithy/signature-v4';

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
  /** the status answered, once the answer is sent */
  status?: number;
  /** the S3 error code answered, if any */
  errorCode?: string;
}

/** S3's error for a signature that does not verify. */
export const SIGNATURE_MISMATCH = 'SignatureDoesNotMatch';
/** How far a request's x-amz-date may be from the server's clock, as on S3. */
export const MAX_CLOCK_SKEW_MS = 15 * 60_000;

export interface S3StandIn {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** objects by key, without the bucket */
  objects: Map<string, StoredObject>;
  requests: RecordedS3Request[];
  /** the next `times` requests with this method get this S3 error */
  failNext(method: string, error: { status: number; code: string }, times?: number): void;
  /** sets the stand-in's clock this far ahead of the machine's (negative: behind) */
  skewClock(offsetMs: number): void;
  /** the S3_* settings that point an Odyssey instance at this bucket, keys under `keyPrefix` */
  environment(keyPrefix: string): Record<string, string>;
  close(): Promise<void>;
}

interface Failure {
  method: string;
  status: number;
  code: string;
  times: number;
}

export async function startS3StandIn(options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string; region?: string } = {}): Promise<S3StandIn> {
  const bucket = options.bucket ?? 'odyssey-test';
  const accessKeyId = options.accessKeyId ?? 'stand-in-key';
  const secretAccessKey = options.secretAccessKey ?? 'stand-in-secret';
  const region = options.region ?? 'eu-west-1';
  const objects = new Map<string, StoredObject>();
  const requests: RecordedS3Request[] = [];
  const failures: Failure[] = [];
  let clockOffsetMs = 0;
  const now = () => new Date(Date.now() + clockOffsetMs);
  // S3 neither normalises nor re-escapes the path (uriEscapePath: false), as the SDK's S3 signer.
  const signer = new SignatureV4({ credentials: { accessKeyId, secretAccessKey }, region, service: 's3', sha256: Sha256, uriEscapePath: false, applyChecksum: false });

  const server = createServer((req, res) => {
    // The Date header is the stand-in's own clock: clients correct their skew from it.
    res.sendDate = false;
    res.setHeader('Date', now().toUTCString());
    handle(req, res).catch((error: Error) => sendError(res, 500, 'InternalError', error.message, req.method));
  });

  /** S3's answer to a request whose authentication fails, or undefined when it verifies. */
  async function authenticate(req: IncomingMessage, url: URL, body: Buffer): Promise<{ status: number; code: string; message: string } | undefined> {
    const authorization = header(req, 'authorization');
    if (!authorization) return { status: 403, code: 'AccessDenied', message: 'Access Denied' };
    const parsed = AUTHORIZATION.exec(authorization);
    if (!parsed?.groups) return malformed('the header must be AWS4-HMAC-SHA256 Credential=key/date/region/service/aws4_request, SignedHeaders=..., Signature=<64 hex digits>');
    const { key, date, scopeRegion, service, signedHeaders, signature } = parsed.groups;
    if (key !== accessKeyId) return { status: 403, code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' };
    if (scopeRegion !== region) return malformed(`the region '${scopeRegion}' is wrong; expecting '${region}'`);
    if (service !== 's3') return malformed(`incorrect service '${service}'. This endpoint belongs to 's3'.`);

    const amzDate = header(req, 'x-amz-date');
    const signingDate = amzDate ? parseAmzDate(amzDate) : undefined;
    if (!signingDate) return { status: 403, code: 'AccessDenied', message: 'AWS authentication requires a valid Date or x-amz-date header' };
    if (date !== amzDate?.slice(0, 8)) return malformed(`incorrect date '${date}'; expecting '${amzDate?.slice(0, 8)}'`);
    if (Math.abs(now().getTime() - signingDate.getTime()) > MAX_CLOCK_SKEW_MS) {
      return { status: 403, code: 'RequestTimeTooSkewed', message: 'The difference between the request time and the current time is too large.' };
    }

    const contentSha256 = header(req, 'x-amz-content-sha256');
    if (!contentSha256) return { status: 400, code: 'InvalidRequest', message: 'Missing required header for this request: x-amz-content-sha256' };
    if (!/^([0-9a-f]{64}|UNSIGNED-PAYLOAD|STREAMING-[A-Z0-9-]+)$/.test(contentSha256)) {
      return { status: 400, code: 'InvalidArgument', message: 'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-..., or a valid sha256 value.' };
    }

    const signed = signedHeaders.split(';');
    const unsigned = Object.keys(req.headers).filter((name) => (name === 'host' || name.startsWith('x-amz-')) && !signed.includes(name));
    if (unsigned.length > 0) return { status: 403, code: 'AccessDenied', message: `There were headers present in the request which were not signed: ${unsigned.join(', ')}` };
    const missing = signed.filter((name) => req.headers[name] === undefined);
    if (missing.length > 0) return { status: 403, code: SIGNATURE_MISMATCH, message: `Signed headers missing from the request: ${missing.join(', ')}` };

    // Recompute the signature from the request as received, with the stand-in's own secret.
    const query: Record<string, string | string[]> = {};
    for (const name of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(name);
      query[name] = values.length === 1 ? values[0] : values;
    }
    const headers = Object.fromEntries(signed.map((name) => [name, req.headersDistinct[name]?.join(',') ?? '']));
    const recomputed = await signer.sign(
      new HttpRequest({ method: req.method, protocol: 'http:', hostname: 'stand-in', path: url.pathname, query, headers }),
      { signingDate, signableHeaders: new Set(signed) },
    );
    const expected = AUTHORIZATION.exec(String(recomputed.headers.authorization))?.groups;
    if (expected?.signedHeaders !== signedHeaders || expected.signature !== signature) {
      return { status: 403, code: SIGNATURE_MISMATCH, message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.' };
    }

    // The signature covers the claimed payload hash; the body must match that claim.
    if (/^[0-9a-f]{64}$/.test(contentSha256) && createHash('sha256').update(body).digest('hex') !== contentSha256) {
      return { status: 400, code: 'XAmzContentSHA256Mismatch', message: "The provided 'x-amz-content-sha256' header does not match what was computed." };
    }
    return undefined;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const [, requestBucket = '', ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const body = await readBody(req);
    const record: RecordedS3Request = { method, bucket: requestBucket, key, authorization: header(req, 'authorization'), contentSha256: header(req, 'x-amz-content-sha256') };
    requests.push(record);
    res.on('finish', () => {
      record.status = res.statusCode;
      record.errorCode = res.getHeader('x-amz-error-code') as string | undefined;
    });

    const refused = await authenticate(req, url, body);
    if (refused) return sendError(res, refused.status, refused.code, refused.message, method);
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
    region,
    objects,
    requests,
    failNext(method, error, times = 1) {
      failures.push({ method, status: error.status, code: error.code, times });
    },
    skewClock(offsetMs) {
      clockOffsetMs = offsetMs;
    },
    environment(keyPrefix) {
      return {
        S3_BUCKET: bucket,
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_REGION: region,
        S3_ACCESS_KEY_ID: accessKeyId,
        S3_SECRET_ACCESS_KEY: secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
        S3_KEY_PREFIX: keyPrefix,
      };
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=(?<key>[^/,\s]+)\/(?<date>\d{8})\/(?<scopeRegion>[^/,\s]+)\/(?<service>[^/,\s]+)\/aws4_request, ?SignedHeaders=(?<signedHeaders>[a-z0-9-]+(?:;[a-z0-9-]+)*), ?Signature=(?<signature>[0-9a-f]{64})$/;

function malformed(detail: string) {
  return { status: 400, code: 'AuthorizationHeaderMalformed', message: `The authorization header is malformed; ${detail}` };
}

/** x-amz-date is ISO 8601 basic format, e.g. 20240102T030405Z; anything else is refused. */
function parseAmzDate(value: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60 ? date : undefined;
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
  res.setHeader('x-amz-request-id', randomUUID());
  res.setHeader('x-amz-error-code', code);
  // HEAD answers carry no body; clients read the status alone (the code header is for the record).
  if (method === 'HEAD') {
    res.writeHead(status).end();
    return;
  }
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlText(message)}</Message><RequestId>${String(res.getHeader('x-amz-request-id'))}</RequestId></Error>`;
  res.writeHead(status, { 'Content-Type': 'application/xml', 'Content-Length': String(Buffer.byteLength(xml)) }).end(xml);
}

/** Messages can quote what the client sent (a region, header names): kept as text in the XML. */
function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
