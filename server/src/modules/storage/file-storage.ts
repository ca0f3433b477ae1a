/**
 * Where uploaded files live. Keys are random names chosen by the storage, never anything a
 * client sent, so a key can neither escape the store nor collide with another file.
 */
import type { Readable } from 'node:stream';

export interface FileStorage {
  /** Stores the whole body and returns its new key; a failed or aborted body leaves nothing behind. */
  put(body: Readable | Buffer): Promise<string>;
  /** The stored bytes; throws StoredFileMissingError for an unknown key. */
  get(key: string): Promise<Readable>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

export class StoredFileMissingError extends Error {
  constructor(readonly key: string) {
    super(`No stored file with key ${key}`);
    this.name = 'StoredFileMissingError';
  }
}
