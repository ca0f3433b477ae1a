import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage, type S3StorageOptions } from './s3-file-storage.js';

/** The local disk by default; an S3-compatible bucket when one is configured. */
export type FileStorageOptions = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StorageOptions);

export function createFileStorage(options: FileStorageOptions): FileStorage {
  return options.kind === 'local' ? new LocalFileStorage(options.dir) : new S3FileStorage(options);
}
