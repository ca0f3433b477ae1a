/** Files on the local disk, by default under DATA_DIR/uploads. */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isFileSystemError, StorageReadError, StorageWriteError, StoredFileMissingError, type FileStorage } from './file-storage.js';

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Files still being written carry this prefix; a complete file never does. */
export const PARTIAL_PREFIX = '.partial-';

/** The name of a write that never finished: the prefix and a key. */
const isLeftover = (name: string) => name.startsWith(PARTIAL_PREFIX) && KEY.test(name.slice(PARTIAL_PREFIX.length));

export class LocalFileStorage implements FileStorage {
  constructor(readonly dir: string) {}

  async put(body: Readable | Buffer): Promise<string> {
    const key = randomUUID();
    const partial = path.join(this.dir, `${PARTIAL_PREFIX}${key}`);
    try {
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
      // Written under a temporary name and renamed when complete, so a key never names half a file.
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      await rename(partial, this.pathOf(key));
    } catch (error) {
      // a disk too full to write the file has room to lose it; an unwritable folder holds none of it
      await rm(partial, { force: true }).catch(() => undefined);
      // The disk's own failures (full, not a folder, read-only, no permission) are the store's;
      // a refused or broken upload stream is passed on as it is.
      throw isFileSystemError(error) ? new StorageWriteError(error) : error;
    }
    return key;
  }

  async get(key: string): Promise<Readable> {
    try {
      const handle = await open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissingError(key);
      throw isFileSystemError(error) ? new StorageReadError(error) : error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async staleEntries(cutoff: Date): Promise<{ keys: string[]; leftovers: string[] }> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { keys: [], leftovers: [] };
      throw error;
    }
    const stale = { keys: [] as string[], leftovers: [] as string[] };
    for (const name of names) {
      const isKey = KEY.test(name);
      if (!isKey && !isLeftover(name)) continue; // not ours: never touched
      // the last write's time: a file still being written elsewhere (a shared folder) is recent
      const modified = await stat(path.join(this.dir, name)).then((info) => (info.isFile() ? info.mtimeMs : undefined), () => undefined);
      if (modified === undefined || modified >= cutoff.getTime()) continue;
      (isKey ? stale.keys : stale.leftovers).push(name);
    }
    return stale;
  }

  async deleteLeftover(name: string): Promise<void> {
    if (!isLeftover(name)) throw new StoredFileMissingError(name);
    await rm(path.join(this.dir, name), { force: true });
  }

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new StoredFileMissingError(key);
    return path.join(this.dir, key);
  }
}
