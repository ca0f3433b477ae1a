/**
 * `npm run backup [-- --out <folder or file.tar.gz>]`: writes the embedded instance's DATA_DIR
 * (PGlite database, wallet documents, mail outbox, JWT secret) to one odyssey-backup-<time>.tar.gz.
 *
 * PGlite is a database inside the server's process, so its files are only consistent when no
 * process has it open. The command therefore refuses while a server holds DATA_DIR, and holds the
 * same lock itself while it works, so that a server cannot start halfway through. It opens the
 * database (which replays the write-ahead log if the last server was killed), records what it
 * holds, and closes it cleanly (a shutdown checkpoint) before the files are read.
 */
import 'reflect-metadata';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { loadDataLocations } from '../../config.js';
import { PARTIAL_PREFIX } from '../../modules/storage/local-file-storage.js';
import { createDataSource } from '../data-source.js';
import { EmbeddedDatabaseInUseError, lockEmbeddedDatabase } from '../embedded-lock.js';
import { CliError, EXIT, MANIFEST_NAME, rowSummary, runAsProgram, databaseState, newManifest } from './backup-format.js';

const USAGE = 'usage: npm run backup [-- --out <folder or file.tar.gz>]';

function parseArguments(args: string[]): { out: string } {
  let out = process.cwd();
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--out' && args[i + 1]) out = args[++i];
    else throw new CliError(`${USAGE}\nUnknown argument: ${args[i]}`, EXIT.usage);
  }
  return { out: path.resolve(out) };
}

/** 2026-11-22T16-05-09Z: sortable, and safe in file names everywhere. */
const stamp = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-');

export async function backup(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { out } = parseArguments(args);
  const locations = loadDataLocations(env);
  if (locations.database.kind === 'postgres') {
    throw new CliError('DATABASE_URL is set: back up PostgreSQL with pg_dump (see "Backups" in the README). This command backs up the embedded database in DATA_DIR.', EXIT.config);
  }
  const dbDir = locations.database.dataDir;
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) throw new CliError(`There is no Odyssey database in ${locations.dataDir} to back up.`, EXIT.noInput);

  const createdAt = new Date();
  const file = out.endsWith('.tar.gz') ? out : path.join(out, `odyssey-backup-${stamp(createdAt)}.tar.gz`);
  if (existsSync(file)) throw new CliError(`${file} already exists; a backup never overwrites a file.`, EXIT.cannotCreate);

  let unlock: () => void;
  try {
    unlock = lockEmbeddedDatabase(dbDir);
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseInUseError)) throw error;
    throw new CliError(
      `Odyssey is running on ${locations.dataDir} (pid ${error.pid}). Stop it, then run the backup: the embedded database cannot be copied consistently while a server has it open.`,
      EXIT.inUse,
    );
  }
  const partial = path.join(path.dirname(file), `${PARTIAL_PREFIX}${path.basename(file)}`);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const dataSource = createDataSource(locations.database);
    await dataSource.initialize();
    let state;
    try {
      state = await databaseState(dataSource);
    } finally {
      await dataSource.destroy(); // PGlite's close: a clean shutdown, everything on disk
    }
    const manifest = newManifest(state, locations.fileStorage.kind, createdAt);
    await writeArchive(partial, locations.dataDir, JSON.stringify(manifest, null, 2), [file, partial]);
    renameSync(partial, file);
    return summary(file, manifest.rows, locations.fileStorage.kind);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    unlock();
  }
}

/** Everything in DATA_DIR but the lock, half-written uploads and our own output; the manifest first. */
async function writeArchive(target: string, dataDir: string, manifest: string, skip: string[]): Promise<void> {
  const lockFile = path.join(dataDir, 'db.lock');
  const left = new Set([lockFile, ...skip.map((p) => path.resolve(p))]);
  const pack = new tar.Pack({
    cwd: dataDir,
    gzip: true,
    portable: true,
    filter: (entryPath) => {
      const absolute = path.resolve(dataDir, entryPath);
      return !left.has(absolute) && !path.basename(absolute).startsWith(PARTIAL_PREFIX);
    },
  });
  const body = Buffer.from(manifest);
  const entry = new tar.ReadEntry(new tar.Header({ path: MANIFEST_NAME, mode: 0o600, size: body.length, type: 'File', mtime: new Date() }));
  pack.add(entry);
  entry.end(body);
  for (const name of readdirSync(dataDir).sort()) pack.add(name);
  pack.end();
  // the backup holds password hashes and the JWT secret: readable by its owner only
  await pipeline(pack, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
}

function summary(file: string, rows: Record<string, number>, fileStorage: 'local' | 's3'): string {
  const size = (statSync(file).size / 1024 / 1024).toFixed(1);
  const counts = rowSummary(rows);
  const documents = fileStorage === 's3' ? '\nWallet documents are in the S3 bucket and are not in this file: back the bucket up as well.' : '';
  return `Backup written: ${file} (${size} MB; ${counts}).${documents}`;
}

if (require.main === module) runAsProgram(backup);
