/** Files on the local disk, by default under DATA_DIR/uploads. */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StoredFileMissingError, type FileStorage } from './file-storage.js';

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Files still being written carry this prefix; a complete file never does. */
export const PARTIAL_PREFIX = '.partial-';

export class LocalFileStorage implements FileStorage {
  constructor(readonly dir: string) {}

  async put(body: Readable | Buffer): Promise<string> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const key = randomUUID();
    const partial = path.join(this.dir, `${PARTIAL_PREFIX}${key}`);
    try {
      // Written under a temporary name and renamed when complete, so a key never names half a file.
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      await rename(partial, this.pathOf(key));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return key;
  }

  async get(key: string): Promise<Readable> {
    try {
      const handle = await open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissingError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new StoredFileMissingError(key);
    return path.join(this.dir, key);
  }
}
