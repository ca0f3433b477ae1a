/**
 * The built server in child processes, as in production (NODE_ENV=production), for benchmarks
 * that need real instances: started on a free port and waited on until healthy, then stopped
 * with SIGTERM as an operator would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../node-flags.js';

const root = path.resolve(__dirname, '..', '..');
/** shared by the instances of one benchmark, so a session made on one is good on the other */
export const JWT_SECRET = 'bench-load-secret-shared-by-the-instances';

export interface Instance {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'odyssey-load-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'server', 'dist', 'main.js')], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', NODE_ENV: 'production', JWT_SECRET, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the server did not become healthy in 120 s');
    const healthy = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (healthy) return { url, child, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode === null) {
    await new Promise((resolve) => {
      instance.child.once('exit', resolve);
      instance.child.kill('SIGTERM');
    });
  }
  rmSync(instance.dataDir, { recursive: true, force: true });
}

