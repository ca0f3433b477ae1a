/**
 * Where uploaded files live. Keys are random names chosen by the storage, never anything a
 * client sent, so a key can neither escape the store nor collide with another file.
 */
import type { Readable } from 'node:stream';

export interface FileStorage {
  /** Stores the whole body and returns its new key; a failed or aborted body leaves nothing behind. */
  put(body: Readable | Buffer): Promise<string>;
  /** The stored bytes; throws StoredFileMissingError for an unknown key, StorageReadError when the store cannot be read. */
  get(key: string): Promise<Readable>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * What the store holds that was last written before `cutoff`: complete files by key, and
   * leftovers of writes that never finished. For sweeping files no row names (a process killed
   * between storing a file and committing its row). A store that cannot list leaves it out.
   */
  staleEntries?(cutoff: Date): Promise<{ keys: string[]; leftovers: string[] }>;
  /** Removes a leftover named by staleEntries. */
  deleteLeftover?(name: string): Promise<void>;
}

export class StoredFileMissingError extends Error {
  constructor(readonly key: string) {
    super(`No stored file with key ${key}`);
    this.name = 'StoredFileMissingError';
  }
}

// The system's codes for a disk that has no room left (ENOSPC), or a quota that is spent (EDQUOT).
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

/**
 * The store could not take a file: it is full, or its place cannot be written (a folder that
 * is not one, a read-only disk, no permission, a bucket that refuses). Nothing was kept.
 */
export class StorageWriteError extends Error {
  /** true when the store is out of space, rather than unwritable */
  readonly full: boolean;

  constructor(cause: unknown) {
    const code = (cause as { code?: unknown }).code;
    super(`Could not store a file: ${(cause as Error).message}`, { cause });
    this.name = 'StorageWriteError';
    this.full = typeof code === 'string' && FULL_CODES.has(code);
  }
}

/**
 * The store could not give a file back though it may hold it: its folder cannot be read (not a
 * folder, no permission, a failing disk), or the bucket is out of reach or refuses.
 */
export class StorageReadError extends Error {
  constructor(cause: unknown) {
    super(`Could not read a stored file: ${(cause as Error).message}`, { cause });
    this.name = 'StorageReadError';
  }
}

/** A failed system call on a file or folder (it has a syscall and an errno code), as opposed to a refused upload. */
export function isFileSystemError(error: unknown): boolean {
  const { syscall, code } = (error ?? {}) as { syscall?: unknown; code?: unknown };
  return typeof syscall === 'string' && typeof code === 'string';
}
