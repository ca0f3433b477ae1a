/**
 * Odyssey as an operator runs it: the built server (server/dist/main.js, rebuilt first if its
 * sources are newer) in a process of its own, so a test can SIGKILL it, restart it on the same
 * data and see whether it dies of a fault. It listens on a port the system picks (PORT=0); the
 * port is read from its "listening" log line. Its JSON log lines are kept for assertions.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { buildIfStale } from '../../../scripts/build-if-stale.js';
import { SERVER_NODE_FLAGS } from '../../../scripts/node-flags.js';

const MAIN = path.resolve(__dirname, '..', '..', 'dist', 'main.js');

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** every JSON log line so far, and any other output line as { level: 0, msg } */
  log: LogLine[];
  /** resolves with the exit code or signal once the process has ended */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL: no shutdown code runs, as in a crash or an out-of-memory kill */
  kill(): Promise<void>;
  /** SIGTERM and wait for the clean shutdown */
  stop(): Promise<void>;
}

export function buildServerIfStale(): void {
  buildIfStale(['server']);
}

/** Starts the server with these settings (DATA_DIR at least); HOST, PORT and LOG_LEVEL are set here. */
export async function startServerProcess(env: Record<string, string>, startTimeoutMs = 120_000): Promise<ServerProcess> {
  // The parent's DATABASE_URL or secrets must not leak into the child: only what the test gives.
  const inherited = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', TMPDIR: process.env.TMPDIR ?? '/tmp' };
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, MAIN], {
    // info, at least: the port is read from the "listening" line
    env: { ...inherited, NODE_ENV: 'test', ...env, LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: LogLine[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const listening = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in ${startTimeoutMs} ms:\n${lastLines(log)}`));
    }, startTimeoutMs);
    const read = (line: string) => {
      let entry: LogLine;
      try {
        entry = JSON.parse(line) as LogLine;
      } catch {
        entry = { level: 0, msg: line };
      }
      log.push(entry);
      if (typeof entry.msg === 'string' && entry.msg.startsWith('Odyssey is listening') && typeof entry.port === 'number') {
        clearTimeout(timer);
        resolve(entry.port);
      }
    };
    createInterface({ input: child.stdout! }).on('line', read);
    createInterface({ input: child.stderr! }).on('line', read);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (code ${code}, signal ${signal}) before listening:\n${lastLines(log)}`));
    });
  });
  const port = await listening;
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    log,
    exited,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function lastLines(log: LogLine[]): string {
  return log
    .slice(-20)
    .map((entry) => (entry.level === 0 ? entry.msg : JSON.stringify(entry)))
    .join('\n');
}
