/**
 * A throwaway PostgreSQL cluster of a test's own (initdb + pg_ctl in a temporary folder, on a
 * free port), which the test may stop and start at will. The machine's shared PostgreSQL is
 * never touched: other suites use it. As root the cluster runs as the `postgres` user, since
 * PostgreSQL refuses to run as root.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PrivatePostgres {
  url: string;
  port: number;
  /** pg_ctl stop: `immediate` is a crash (no checkpoint, recovery at the next start), `fast` a clean stop that cuts off clients */
  stop(mode: 'immediate' | 'fast'): void;
  start(): void;
  /** stops the cluster if it runs, and removes its folder */
  destroy(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, 'bin')).find((dir) => existsSync(path.join(dir, 'pg_ctl')));
  if (!found) throw new Error('The fault tests need PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql/<version>/bin.');
  return found;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const root = mkdtempSync(path.join(tmpdir(), 'odyssey-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(root, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()));
  const run = (program: string, args: string[]) => {
    const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]] : [path.join(bin, program), args];
    execFileSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 60_000 });
  };
  const data = path.join(root, 'data');
  const port = await freePort();
  // fsync off: this cluster is thrown away, and the machine is shared
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start() {
      run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(root, 'log'), '-w', '-t', '30', 'start']);
      running = true;
    },
    stop(mode) {
      run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);
      running = false;
    },
    destroy() {
      if (running) cluster.stop('immediate');
      rmSync(root, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
