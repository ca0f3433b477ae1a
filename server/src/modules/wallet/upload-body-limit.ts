/**
 * Caps the body of a multipart GraphQL request (a wallet upload) while it streams.
 * graphql-upload cuts a file at its size limit, but it goes on reading and discarding the rest
 * of the body and holds its answer until the body ends, so an endless body was read forever
 * and never answered. This answers 413 at once when the declared length is over the cap, or as
 * soon as the bytes received pass it, and hangs up after a bounded amount more.
 */
import type { RequestHandler, Response } from 'express';
import { ERROR_CODES } from '../../common/app-error.js';
import { hangUpSoon } from '../../web/hang-up.js';
import { fileTooLarge, MAX_DOCUMENT_BYTES, UPLOAD_SIZE_LIMIT } from './wallet-document.js';

/** One file at its limit plus room for the `operations` and `map` fields and the part headers. */
export const MULTIPART_BODY_LIMIT = UPLOAD_SIZE_LIMIT + 256 * 1024;
// After refusing we keep reading (and discarding) this much more, so an ordinary client gets to
// read the answer instead of a reset connection; beyond it we stop reading and hang up soon after
// (as the REST shim does).
const MAX_DISCARDED_BYTES = 2 * MAX_DOCUMENT_BYTES;

function refuse(res: Response): void {
  if (res.headersSent) return;
  const error = fileTooLarge();
  const body = JSON.stringify({
    errors: [{ message: error.message, extensions: { code: ERROR_CODES[error.code].graphql, errorCode: error.code, status: error.status } }],
  });
  // No `Connection: close`: with it Node closes the socket as soon as the answer is written, with
  // the client's bytes unread, and the reset that follows can reach a client still writing
  // before it has read the 413. The connection is kept, and the rest of the body discarded.
  res.writeHead(error.status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** Put before graphqlUploadExpress; requests that are not multipart pass untouched. */
export function limitMultipartBody(limit = MULTIPART_BODY_LIMIT): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    // Once this has answered, whatever GraphQL answers later has no one to go to.
    const send = res.send.bind(res);
    res.send = (body) => (res.headersSent ? res : send(body));

    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) return;
      refuse(res);
      if (received <= limit + MAX_DISCARDED_BYTES) return;
      req.off('data', count);
      hangUpSoon(req);
    };
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      // Known to be too large before a byte is read: answer now, and discard the body unparsed.
      refuse(res);
      received = limit;
      req.on('data', count);
      req.resume();
      return;
    }
    // graphql-upload pipes the request in this same tick, before any data can arrive.
    req.on('data', count);
    next();
  };
}
