/**
 * `npm run restore -- <backup.tar.gz> [--force]`: puts a backup written by `npm run backup`
 * into DATA_DIR for the embedded database.
 *
 * It refuses, changing nothing: a file that is not an Odyssey backup; a DATA_DIR that a running
 * server holds (even with --force); a DATA_DIR that already holds anything, unless --force.
 * The backup is unpacked next to the data first and its database opened and checked against
 * the manifest (the same migrations, the same number of rows in each table); only then is
 * DATA_DIR's old content replaced. The server migrates a backup of an older release on its
 * next start, as with any upgrade.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { loadDataLocations } from '../../config.js';
import { createDataSource } from '../data-source.js';
import { EmbeddedDatabaseInUseError, embeddedDatabaseHolder, lockEmbeddedDatabase } from '../embedded-lock.js';
import { CliError, EXIT, MANIFEST_NAME, rowSummary, runAsProgram, databaseState, readManifest, type BackupManifest } from './backup-format.js';

const USAGE = 'usage: npm run restore -- <backup.tar.gz> [--force]';
const STAGING_PREFIX = '.restore-';

function parseArguments(args: string[]): { file: string; force: boolean } {
  const files = args.filter((arg) => !arg.startsWith('--'));
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--force');
  if (unknown.length > 0 || files.length !== 1) throw new CliError(`${USAGE}\n${unknown.length > 0 ? `Unknown option: ${unknown.join(' ')}` : 'Give one backup file.'}`, EXIT.usage);
  return { file: path.resolve(files[0]), force: args.includes('--force') };
}

const inUse = (dataDir: string, pid: number) =>
  new CliError(`Odyssey is running on ${dataDir} (pid ${pid}). Stop it before restoring: a restore replaces the database under it.`, EXIT.inUse);

export async function restore(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { file, force } = parseArguments(args);
  const locations = loadDataLocations(env);
  if (locations.database.kind === 'postgres') {
    throw new CliError('DATABASE_URL is set: restore PostgreSQL with pg_restore (see "Backups" in the README). This command restores the embedded database in DATA_DIR.', EXIT.config);
  }
  if (!existsSync(file) || !statSync(file).isFile()) throw new CliError(`${file} does not exist.`, EXIT.noInput);
  const manifest = await readManifest(file);

  const { dataDir } = locations;
  const dbDir = locations.database.dataDir;
  const holder = embeddedDatabaseHolder(dbDir);
  if (holder !== null) throw inUse(dataDir, holder);
  const existing = existsSync(dataDir) ? readdirSync(dataDir) : [];
  if (existing.length > 0 && !force) {
    throw new CliError(
      `${dataDir} is not empty (it holds ${existing.slice(0, 5).join(', ')}${existing.length > 5 ? ', …' : ''}). ` +
        'A restore replaces everything in it: run again with --force to do that (back it up first if you may need it), or point DATA_DIR at an empty folder.',
      EXIT.cannotCreate,
    );
  }

  const hadDataDir = existsSync(dataDir);
  mkdirSync(dataDir, { recursive: true });
  let unlock: () => void;
  try {
    unlock = lockEmbeddedDatabase(dbDir);
  } catch (error) {
    if (error instanceof EmbeddedDatabaseInUseError) throw inUse(dataDir, error.pid);
    throw error;
  }
  // unpacked inside DATA_DIR, so the final moves are renames on one file system
  const staging = path.join(dataDir, `${STAGING_PREFIX}${randomBytes(6).toString('hex')}`);
  let restored = false;
  try {
    mkdirSync(staging, { mode: 0o700 });
    try {
      await tar.x({ file, cwd: staging, strict: true, filter: (entryPath) => entryPath !== MANIFEST_NAME });
    } catch (error) {
      throw new CliError(`${file} is damaged: ${(error as Error).message}`, EXIT.notABackup);
    }
    await checkRestoredDatabase(path.join(staging, 'db'), manifest, file);
    restored = true;
    const lockName = path.basename(`${dbDir}.lock`);
    for (const name of readdirSync(dataDir)) {
      if (name !== lockName && path.join(dataDir, name) !== staging) rmSync(path.join(dataDir, name), { recursive: true, force: true });
    }
    for (const name of readdirSync(staging)) renameSync(path.join(staging, name), path.join(dataDir, name));
    return summary(file, dataDir, manifest);
  } finally {
    rmSync(staging, { recursive: true, force: true });
    unlock();
    // A refused backup leaves DATA_DIR as it was: the empty folders the lock needed go again.
    if (!restored && existing.length === 0) rmSync(hadDataDir ? dbDir : dataDir, { recursive: true, force: true });
  }
}

/** Opens the unpacked database and compares it with the manifest: a truncated or altered backup stops here. */
async function checkRestoredDatabase(dbDir: string, manifest: BackupManifest, file: string): Promise<void> {
  const damaged = (why: string) => new CliError(`${file} is damaged: ${why}. Nothing was changed.`, EXIT.notABackup);
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) throw damaged('it holds no database');
  const dataSource = createDataSource({ kind: 'embedded', dataDir: dbDir });
  try {
    await dataSource.initialize();
  } catch (error) {
    throw damaged(`its database does not open (${(error as Error).message})`);
  }
  try {
    const state = await databaseState(dataSource);
    if (JSON.stringify(state.migrations) !== JSON.stringify(manifest.migrations)) throw damaged('its database has other migrations than its manifest lists');
    const differing = Object.keys({ ...manifest.rows, ...state.rows }).filter((table) => manifest.rows[table] !== state.rows[table]);
    if (differing.length > 0) throw damaged(`its tables ${differing.join(', ')} do not hold the rows its manifest counts`);
  } finally {
    await dataSource.destroy();
  }
}

function summary(file: string, dataDir: string, manifest: BackupManifest): string {
  const counts = rowSummary(manifest.rows);
  const documents = manifest.fileStorage === 's3' ? '\nIts wallet documents were in an S3 bucket: restore the bucket as well.' : '';
  return `Restored ${path.basename(file)} (taken ${manifest.createdAt}; ${counts}) into ${dataDir}. Start Odyssey as usual.${documents}`;
}

if (require.main === module) runAsProgram(restore);
