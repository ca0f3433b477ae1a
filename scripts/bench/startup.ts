/**
 * Start-up and memory of the built server on the embedded database:
 *   - first start on an empty DATA_DIR (creates and migrates the database)
 *   - warm restart on the same DATA_DIR (target at most 5 s)
 *   - memory after warm-up requests (pages, autocomplete, trip generation): right after them, and once
 *     the instance has been idle for 30 s (target at most 300 MB RSS). V8 returns a burst's garbage
 *     only when its memory reducer runs, some 10-20 s into a quiet spell, so the figure 2 s after the
 *     last request is the peak of that burst rather than what an idle instance holds.
 * Times run from process spawn to the first healthy /api/health answer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../node-flags.js';

const root = path.resolve(__dirname, '..', '..');
const port = 4900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;

async function waitHealthy(child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('server did not become healthy in time');
}

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'server', 'dist', 'main.js')], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child: ChildProcess): Promise<void> {
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

export async function benchStartup(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'odyssey-bench-'));
  try {
    let started = Date.now();
    let server = startServer(dataDir);
    await waitHealthy(server);
    const firstStartMs = Date.now() - started;
    await stop(server);

    const warm: number[] = [];
    for (let i = 0; i < 3; i++) {
      started = Date.now();
      server = startServer(dataDir);
      await waitHealthy(server);
      warm.push(Date.now() - started);
      if (i < 2) await stop(server);
    }
    // Warm up the way visitors do: pages, settings, autocomplete (builds its index) and trips.
    const request = { destination: 'Lisbon', country: 'Portugal', preferences: { activities: ['Food Tours'], duration: '5 days' } };
    for (let i = 0; i < 50; i++) {
      await fetch(`${base}/api/destinations/suggest?q=${['pa', 'lis', 'new y', 'kyo', 'sao'][i % 5]}`);
      if (i % 10 === 0) await fetch(`${base}/api/trips/generate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) });
      await fetch(`${base}/api/health`);
      await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ publicSettings { siteName } }' }) });
      await fetch(`${base}/`);
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const afterTrafficRss = rssMb(server.pid!);
    await new Promise((resolve) => setTimeout(resolve, 28_000));
    const idleRss = rssMb(server.pid!);
    await stop(server);
    const warmMedian = [...warm].sort((a, b) => a - b)[1];
    return {
      'first start, empty DATA_DIR': `${(firstStartMs / 1000).toFixed(2)} s`,
      'warm restart (median of 3)': `${(warmMedian / 1000).toFixed(2)} s (target ≤ 5 s)`,
      'memory 2 s after warm-up (RSS)': `${afterTrafficRss.toFixed(0)} MB`,
      'idle memory, 30 s quiet (RSS)': `${idleRss.toFixed(0)} MB (target ≤ 300 MB)`,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
