/**
 * The rules for a document attached to a wallet item: PDF, JPG or PNG, at most 5 MB, not
 * empty, and the bytes must be what the name says. The client's file name is kept for
 * display only; storage picks its own random name.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { AppError } from '../../common/app-error.js';

export const MAX_DOCUMENT_BYTES = 5_242_880;
/**
 * The fileSize limit to give busboy (here and in graphqlUploadExpress): busboy refuses a file
 * that *reaches* its limit, so one byte more lets a file of exactly 5 MB through.
 */
export const UPLOAD_SIZE_LIMIT = MAX_DOCUMENT_BYTES + 1;

export type DocumentKind = 'pdf' | 'jpeg' | 'png';

export const CONTENT_TYPES: Record<DocumentKind, string> = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png' };

const KIND_BY_EXTENSION: Record<string, DocumentKind> = { pdf: 'pdf', jpg: 'jpeg', jpeg: 'jpeg', png: 'png' };

// The three formats' opening bytes. A library such as file-type knows hundreds; we accept three.
const SIGNATURES: Record<DocumentKind, number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};
const SIGNATURE_BYTES = 8;

export const fileTooLarge = () => new AppError('payload_too_large', 'File too large: the limit is 5 MB');
const unsupportedFile = () => new AppError('unsupported_media_type', 'Only PDF, JPG and PNG files can be uploaded');

/** A name that is safe to show and to put in a Content-Disposition header: no folders, no control characters. */
export function displayFileName(clientName: string): string {
  const base = clientName.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"*:<>?|]/gu, '')
    .replace(/^[\s.]+/, '')
    .trim();
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 ? clean.slice(dot) : '';
  // The column holds 255 characters; shorten the stem, keep the extension.
  return clean.length <= 255 ? clean : `${clean.slice(0, 255 - extension.length)}${extension}`;
}

/** What the name says the file is; refuses any other extension. */
export function documentKindOfName(fileName: string): DocumentKind {
  const dot = fileName.lastIndexOf('.');
  const kind = dot > 0 ? KIND_BY_EXTENSION[fileName.slice(dot + 1).toLowerCase()] : undefined;
  if (!kind) throw unsupportedFile();
  return kind;
}

export function documentKindOfBytes(head: Buffer): DocumentKind | undefined {
  return (Object.keys(SIGNATURES) as DocumentKind[]).find((kind) => SIGNATURES[kind].every((byte, i) => head[i] === byte));
}

/**
 * Passes a document's bytes through while checking them, and fails the stream as soon as a
 * rule is broken, so whatever is writing it can stop and throw the partial file away.
 */
export class DocumentCheck extends Transform {
  bytes = 0;
  private head = Buffer.alloc(0);
  private checked = false;

  /** the kind the bytes turned out to be, once checked */
  kind?: DocumentKind;
  private readonly accepted: DocumentKind[];

  /** `expected`: the one kind the file's name says, or the kinds any of which is welcome. */
  constructor(expected: DocumentKind | DocumentKind[], private readonly maxBytes = MAX_DOCUMENT_BYTES) {
    super();
    this.accepted = Array.isArray(expected) ? expected : [expected];
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return callback(fileTooLarge());
    if (!this.checked) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, SIGNATURE_BYTES - this.head.length)]);
      if (this.head.length >= SIGNATURE_BYTES) {
        this.checked = true;
        const problem = this.contentProblem();
        if (problem) return callback(problem);
      }
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.bytes === 0) return callback(new AppError('validation_failed', 'The file is empty'));
    callback(this.checked ? null : this.contentProblem());
  }

  private contentProblem(): AppError | null {
    const actual = documentKindOfBytes(this.head);
    if (actual && this.accepted.includes(actual)) {
      this.kind = actual;
      return null;
    }
    if (this.accepted.length > 1) return new AppError('unsupported_media_type', `The file's contents are not ${this.accepted.map((kind) => DESCRIPTIONS[kind]).join(' or ')}`);
    return new AppError('unsupported_media_type', `The file's contents are not ${DESCRIPTIONS[this.accepted[0]]}; only PDF, JPG and PNG files can be uploaded`);
  }
}

const DESCRIPTIONS: Record<DocumentKind, string> = { pdf: 'a PDF', jpeg: 'a JPEG image', png: 'a PNG image' };
