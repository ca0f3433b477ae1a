/**
 * A pg-compatible pool over one embedded PGlite database, for TypeORM's postgres driver.
 *
 * PGlite is a single session. If two TypeORM query runners used it at once, one runner's
 * statements could land inside the other's transaction and be rolled back with it. So the
 * pool lends its one client to one runner at a time: a transaction holds the client from
 * BEGIN to COMMIT and everyone else waits in line. That serialises every transaction.
 */
import { execFile } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite, types, type Results } from '@electric-sql/pglite';

type Callback = (error: Error | null, result?: PgResult) => void;
interface PgResult {
  rows: unknown[];
  rowCount: number;
  command: string;
  fields: Results['fields'];
}

// TypeORM hands booleans over as strings in some code paths; PGlite needs real literals.
const serializeBoolean = (value: unknown) => {
  if (value === true || value === 'true' || value === 1) return 'TRUE';
  if (value === false || value === 'false' || value === 0) return 'FALSE';
  return String(value);
};

function commandOf(sql: string): string {
  return sql.trimStart().split(/\s+/, 1)[0]?.toUpperCase() ?? '';
}

class EmbeddedClient extends EventEmitter {
  constructor(private readonly db: PGlite) {
    super();
  }

  query(sql: string, params?: unknown[] | Callback, callback?: Callback): Promise<PgResult> {
    const cb = typeof params === 'function' ? params : callback;
    const values = Array.isArray(params) ? params : undefined;
    const run = async (): Promise<PgResult> => {
      if (values && values.length > 0) {
        const result = await this.db.query(sql, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length, command: commandOf(sql), fields: result.fields };
      }
      // exec runs multi-statement strings; TypeORM expects the last statement's result.
      const results = await this.db.exec(sql);
      const last = results[results.length - 1];
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0, command: commandOf(sql), fields: last?.fields ?? [] };
    };
    const promise = run();
    if (cb) {
      // Callback style: report through the callback only, so a failure is not also an unhandled rejection.
      promise.then((result) => cb(null, result), (error: Error) => cb(error));
      return promise.catch(() => ({ rows: [], rowCount: 0, command: '', fields: [] }));
    }
    return promise;
  }
}

/**
 * Creating a database (initdb) makes PGlite touch some 800 MB of WebAssembly memory, which
 * a process never gives back. So a new database is created by a short-lived child process,
 * and the server only ever reopens an existing one (about 250 MB less for the server's life).
 */
async function createDatabaseInChildProcess(dataDir: string): Promise<void> {
  const script = `const { PGlite } = require(process.argv[1]);
PGlite.create({ dataDir: process.argv[2] }).then((db) => db.close()).then(
  () => process.exit(0),
  (error) => { console.error(error && error.message); process.exit(1); },
);`;
  await promisify(execFile)(process.execPath, ['-e', script, require.resolve('@electric-sql/pglite'), dataDir], { timeout: 120_000 });
}

/** Builds a `pg`-shaped module whose Pool opens the PGlite database in dataDir. */
export function embeddedDriver(dataDir: string) {
  class Pool extends EventEmitter {
    private db?: Promise<PGlite>;
    private client?: EmbeddedClient;
    private busy = false;
    private readonly waiting: Array<() => void> = [];

    private open(): Promise<PGlite> {
      this.db ??= (async () => {
        mkdirSync(path.dirname(dataDir), { recursive: true });
        if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await createDatabaseInChildProcess(dataDir);
        return PGlite.create({
          dataDir,
          serializers: { [types.BOOL]: serializeBoolean },
          // PostgreSQL's default 128 MB buffer cache doubles an idle instance's memory; the
          // operating system's file cache already holds the embedded database's hot pages.
          startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
        });
      })();
      return this.db;
    }

    connect(callback: (error: Error | null, client?: EmbeddedClient, release?: () => void) => void): void {
      this.open().then(
        (db) => {
          this.client ??= new EmbeddedClient(db);
          const lend = () => {
            this.busy = true;
            let released = false;
            callback(null, this.client, () => {
              if (released) return;
              released = true;
              this.busy = false;
              this.waiting.shift()?.();
            });
          };
          if (this.busy) this.waiting.push(lend);
          else lend();
        },
        (error: Error) => callback(error),
      );
    }

    end(callback?: (error?: Error | null) => void): void {
      const closing = this.db ? this.db.then((db) => db.close()) : Promise.resolve();
      this.db = undefined;
      closing.then(() => callback?.(null), (error: Error) => callback?.(error));
    }
  }
  return { Pool };
}
