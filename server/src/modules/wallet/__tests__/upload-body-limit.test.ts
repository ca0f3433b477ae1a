/**
 * The multipart cap's manners after it refuses: the client must be able to read the 413, so the
 * connection stays open (its bytes read and thrown away) for a bounded amount more, and only
 * then is the connection closed. Closing at once with bytes unread makes the kernel reset the
 * connection, and a client still writing loses the answer (a failure seen in CI).
 */
import express from 'express';
import { request, type ClientRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_DOCUMENT_BYTES } from '../wallet-document.js';
import { limitMultipartBody } from '../upload-body-limit.js';

const LIMIT = 256 * 1024;
const CHUNK = Buffer.alloc(64 * 1024);

let server: Server;
let url: string;
/** bytes the server's socket has read, per request, and whether it has closed */
const seen: { read: number; closed: boolean }[] = [];

beforeAll(async () => {
  const app = express();
  app.post(
    '/upload',
    (req, _res, next) => {
      const entry = { read: 0, closed: false };
      seen.push(entry);
      req.on('data', (chunk: Buffer) => (entry.read += chunk.length));
      req.socket.on('close', () => (entry.closed = true));
      next();
    },
    limitMultipartBody(LIMIT),
    // stands in for graphql-upload: reads the body, never answers
    (req) => void req.resume(),
  );
  server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/upload`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Starts an endless chunked multipart upload; resolves with the first answer. */
function startEndless(): Promise<{ req: ClientRequest; res: IncomingMessage; sent: () => number; failed: () => Error | undefined }> {
  return new Promise((resolve, reject) => {
    let [sent, answered, failure] = [0, false, undefined as Error | undefined];
    const req = request(url, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=X', 'transfer-encoding': 'chunked' } });
    const pump = () => {
      if (answered || failure) return;
      sent += CHUNK.length;
      if (req.write(CHUNK)) setImmediate(pump);
      else req.once('drain', pump);
    };
    req.on('error', (error) => {
      failure = error;
      if (!answered) reject(error);
    });
    req.on('response', (res) => {
      answered = true;
      resolve({ req, res, sent: () => sent, failed: () => failure });
    });
    pump();
  });
}

/** Writes `bytes` more, waiting for each chunk to be taken; fails if the connection breaks. */
async function writeMore(req: ClientRequest, bytes: number): Promise<void> {
  for (let written = 0; written < bytes; written += CHUNK.length) {
    await new Promise<void>((resolve, reject) => {
      req.write(CHUNK, (error) => (error ? reject(error) : resolve()));
    });
  }
}

const until = async (done: () => boolean, ms = 10_000) => {
  for (const started = Date.now(); !done() && Date.now() - started < ms; ) await new Promise((resolve) => setTimeout(resolve, 20));
};

test('the 413 arrives and the connection stays open while the client goes on writing', async () => {
  const { req, res, failed } = await startEndless();
  expect(res.statusCode).toBe(413);
  expect(res.headers.connection).not.toBe('close');
  const entry = seen[seen.length - 1];

  await writeMore(req, 1024 * 1024);
  await until(() => entry.read >= LIMIT + 1024 * 1024);
  expect(failed()).toBeUndefined();
  expect(entry.closed).toBe(false);
  expect(entry.read).toBeGreaterThanOrEqual(LIMIT + 1024 * 1024);
  req.destroy();
});

test('past a bounded amount more the server stops reading and hangs up', async () => {
  const { req, res } = await startEndless();
  expect(res.statusCode).toBe(413);
  const entry = seen[seen.length - 1];

  // twice the discard allowance: the writes stall once the server stops reading, so none are awaited
  const closed = new Promise<void>((resolve) => req.on('close', () => resolve()));
  req.on('error', () => undefined);
  for (let i = 0; i < (4 * MAX_DOCUMENT_BYTES) / CHUNK.length; i++) req.write(CHUNK);
  await closed;
  await until(() => entry.closed);
  expect(entry.closed).toBe(true);
  expect(entry.read).toBeLessThan(LIMIT + 3 * MAX_DOCUMENT_BYTES);
});
