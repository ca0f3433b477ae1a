/**
 * Reads the REST shim's multipart form: a `file` field with the document and a `data` field
 * holding the item's other fields as JSON (docs/product/traveller.md, section 7). The file is held in
 * memory up to the 5 MB limit and refused the moment it passes it.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from '../../common/app-error.js';
import { hangUpSoon } from '../../web/hang-up.js';
import { fileTooLarge, MAX_DOCUMENT_BYTES, UPLOAD_SIZE_LIMIT } from './wallet-document.js';
import type { IncomingDocument } from './wallet.service.js';

export interface WalletForm {
  /** the parsed `data` field, still to be validated; undefined when the form has none and none is required */
  data: unknown;
  document?: IncomingDocument;
}

const MAX_DATA_BYTES = 64 * 1024;
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;
// After refusing a form we keep reading (and discarding) this much more, so an ordinary
// client gets to read our answer instead of a reset connection; beyond it we stop reading and
// hang up soon after (see hang-up.ts).
const MAX_DISCARDED_BYTES = 2 * MAX_DOCUMENT_BYTES;

/** `requireData: false` reads a form that is only a file (the featured-image upload). */
export function readWalletForm(req: Request, { requireData = true } = {}): Promise<WalletForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fileSize: UPLOAD_SIZE_LIMIT, fields: 10, fieldSize: MAX_DATA_BYTES, parts: 12 } });
    } catch {
      reject(new AppError('unsupported_media_type', 'Send multipart/form-data with a "file" field and a "data" field'));
      return;
    }
    let data: string | undefined;
    let document: IncomingDocument | undefined;
    let failed = false;
    const fail = (error: AppError) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      discardRest(req);
      reject(error);
    };

    parser.on('file', (name, stream, info) => {
      if (name !== 'file') {
        stream.resume();
        fail(new AppError('bad_request', `Unexpected file field "${name}": send the document as "file"`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on('limit', () => fail(fileTooLarge()));
      stream.on('end', () => {
        // A file input left empty is sent as a part with no name and no bytes: that is no file.
        if (!stream.truncated && (info.filename || size > 0)) document = { fileName: info.filename ?? '', content: Buffer.concat(chunks) };
      });
    });
    parser.on('field', (name, value, info) => {
      if (name !== 'data') return;
      if (info.valueTruncated) fail(new AppError('payload_too_large', 'The "data" field is too large'));
      data = value;
    });
    parser.on('filesLimit', () => fail(new AppError('bad_request', 'Send one file at a time')));
    parser.on('fieldsLimit', () => fail(new AppError('bad_request', 'The form has too many fields')));
    parser.on('partsLimit', () => fail(new AppError('bad_request', 'The form has too many parts')));
    parser.on('error', () => fail(new AppError('bad_request', 'The multipart body is malformed')));
    parser.on('close', () => {
      if (failed) return;
      try {
        resolve({ data: data === undefined && !requireData ? undefined : parseData(data), document });
      } catch (error) {
        reject(error);
      }
    });
    req.pipe(parser);
  });
}

/**
 * A form's fields are text, so a price typed into one comes as "12.50", or "" when left empty:
 * read as the number (or the no-price) the JSON routes take. Text that is not a plain decimal
 * ("1e-300", "12,50") is left as it came, for the item's rules to refuse with their message.
 */
export function withFormPrice(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const { price } = data as { price?: unknown };
  if (typeof price !== 'string') return data;
  const text = price.trim();
  return { ...data, price: text === '' ? null : PLAIN_DECIMAL.test(text) ? Number(text) : price };
}

function parseData(data: string | undefined): unknown {
  const problem = new AppError('validation_failed', 'The "data" field must hold the item\'s fields as a JSON object');
  if (data === undefined) throw problem;
  try {
    return JSON.parse(data);
  } catch {
    throw problem;
  }
}

function discardRest(req: Request): void {
  let discarded = 0;
  const discard = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded <= MAX_DISCARDED_BYTES) return;
    req.off('data', discard);
    hangUpSoon(req);
  };
  req.on('data', discard);
  req.resume();
}
