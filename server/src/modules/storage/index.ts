/**
 * The storage module's public surface: what other feature modules may use. Anything not
 * exported here is the module's own business (the boundaries lint rule keeps it so).
 */
export { StorageReadError, StorageWriteError, StoredFileMissingError } from './file-storage.js';
export type { FileStorage } from './file-storage.js';
export { LocalFileStorage } from './local-file-storage.js';
