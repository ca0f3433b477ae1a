/**
 * PGlite is a database inside this process. Two processes opening the same folder would
 * corrupt it, so the folder is locked with a pid file; a second instance stops with a clear
 * message. A lock left by a process that no longer runs (a crash, SIGKILL) is taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Thrown when another live process holds the embedded database. */
export class EmbeddedDatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another Odyssey process (pid ${pid}). ` +
        'Stop it, use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL database between instances.',
    );
  }
}

/** The pid of the live process that holds the embedded database in dataDir, or null; changes nothing. */
export function embeddedDatabaseHolder(dataDir: string): number | null {
  let holder: number;
  try {
    holder = Number(readFileSync(`${dataDir}.lock`, 'utf8'));
  } catch {
    return null;
  }
  return Number.isInteger(holder) && holder !== process.pid && isRunning(holder) ? holder : null;
}

export function lockEmbeddedDatabase(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = embeddedDatabaseHolder(dataDir);
      if (holder !== null) throw new EmbeddedDatabaseInUseError(dataDir, holder);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}`);
}
