/**
 * The embedded instance's backup file: one gzipped tar of DATA_DIR (the PGlite database in db/,
 * wallet documents in uploads/, the mail outbox and the generated JWT secret), whose first entry
 * is a manifest saying what it is and what the database held. Restore reads the manifest before
 * touching anything, and checks the restored database against its figures.
 */
import { createReadStream } from 'node:fs';
import * as tar from 'tar';
import type { DataSource } from 'typeorm';
import { ConfigError } from '../../config.js';

export const MANIFEST_NAME = 'odyssey-backup.json';
const FORMAT = 'odyssey-backup';
const FORMAT_VERSION = 1;

export interface BackupManifest {
  format: typeof FORMAT;
  formatVersion: typeof FORMAT_VERSION;
  createdAt: string;
  /** the migrations applied to the database, oldest first */
  migrations: string[];
  /** rows in each table when the backup was taken */
  rows: Record<string, number>;
  /** where wallet documents were kept: 'local' ones are in the backup, 's3' ones are not */
  fileStorage: 'local' | 's3';
}

/** A refusal with its exit code (sysexits.h values, listed in the README's "Backups" section). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

export const EXIT = { usage: 64, notABackup: 65, noInput: 66, cannotCreate: 73, inUse: 75, config: 78 } as const;

/** The rows a backup holds, as both commands report them: "3 users, 12 trips, 4 wallet items, 9 subscribers". */
export function rowSummary(rows: Record<string, number>): string {
  return ['users', 'trips', 'wallet_items', 'subscribers'].map((table) => `${rows[table] ?? 0} ${table.replace('_', ' ')}`).join(', ');
}

/**
 * Runs a command as a program: prints its report, or its error's message (no stack) and exits
 * with the error's code (EXIT), 78 for bad configuration, 1 otherwise.
 */
export function runAsProgram(command: (args: string[]) => Promise<string>): void {
  command(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(error instanceof CliError ? error.exitCode : error instanceof ConfigError ? EXIT.config : 1);
    },
  );
}

export function newManifest(state: DatabaseState, fileStorage: BackupManifest['fileStorage'], createdAt: Date): BackupManifest {
  return { format: FORMAT, formatVersion: FORMAT_VERSION, createdAt: createdAt.toISOString(), ...state, fileStorage };
}

export interface DatabaseState {
  migrations: string[];
  rows: Record<string, number>;
}

/** The applied migrations and each table's row count: what a restore must find again. */
export async function databaseState(dataSource: DataSource): Promise<DatabaseState> {
  const migrations = ((await dataSource.query(`SELECT name FROM migrations ORDER BY id`)) as Array<{ name: string }>).map((r) => r.name);
  const tables = ((await dataSource.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'migrations' ORDER BY table_name`)) as Array<{ table_name: string }>).map((r) => r.table_name);
  const rows: Record<string, number> = {};
  for (const table of tables) rows[table] = ((await dataSource.query(`SELECT count(*)::int AS n FROM "${table}"`)) as Array<{ n: number }>)[0].n;
  return { migrations, rows };
}

/**
 * Reads the manifest from the archive's first entry. Anything else (not gzip, not tar, a tar
 * without the manifest first, a manifest of another format) is "not an Odyssey backup".
 */
export async function readManifest(file: string): Promise<BackupManifest> {
  const notABackup = (why: string) => new CliError(`${file} is not an Odyssey backup (${why}). Give a file written by \`npm run backup\`.`, EXIT.notABackup);
  let first: { path: string; text: string } | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      const parser = new tar.Parser({
        strict: true,
        onReadEntry: (entry) => {
          if (first) return entry.resume();
          const chunks: Buffer[] = [];
          first = { path: entry.path, text: '' };
          // the manifest is small; a huge first entry is not ours
          if (entry.size > 1_000_000) return entry.resume();
          entry.on('data', (chunk: Buffer) => chunks.push(chunk));
          entry.on('end', () => {
            first!.text = Buffer.concat(chunks).toString('utf8');
            // everything needed is read: stop reading a possibly large archive
            input.destroy();
            resolve();
          });
        },
      });
      parser.on('error', reject);
      parser.on('end', resolve);
      const input = createReadStream(file);
      input.on('error', reject);
      input.pipe(parser);
    });
  } catch (error) {
    throw notABackup((error as Error).message);
  }
  if (!first) throw notABackup('it holds no files');
  if (first.path !== MANIFEST_NAME) throw notABackup(`its first entry is ${first.path}, not ${MANIFEST_NAME}`);
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(first.text) as Partial<BackupManifest>;
  } catch {
    throw notABackup('its manifest is not JSON');
  }
  if (manifest.format !== FORMAT) throw notABackup('its manifest names another format');
  if (manifest.formatVersion !== FORMAT_VERSION) throw notABackup(`it is of format version ${String(manifest.formatVersion)}; this Odyssey reads version ${FORMAT_VERSION}`);
  if (!Array.isArray(manifest.migrations) || typeof manifest.rows !== 'object' || manifest.rows === null) throw notABackup('its manifest is incomplete');
  return manifest as BackupManifest;
}
