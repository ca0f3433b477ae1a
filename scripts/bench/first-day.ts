/**
 * A trip outside the guide with a model that takes 5 s per call (the OpenAI stand-in of the
 * tests, with its latency set): Vaduz, with the Liechtenstein extract imported so every place
 * is grounded in the place store. Measured on the built server over the progress stream
 * (POST /api/trips/generate/stream), from the request to:
 *   - the first day's progress event ("Day 1: ...", target at most 10 s)
 *   - the `trip` event: the checked trip stored and ready to open
 *   - the end of the stream: the model's words for the days written in
 * and the number of model calls. Three runs, each with another request so the answer cache
 * never answers.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../node-flags.js';
import { startOpenAiStandIn } from '../../server/test/support/openai-stand-in.js';
import { usefulModel } from '../../server/test/support/useful-model.js';
import { vaduzProposal } from '../../server/test/support/vaduz-model.js';
import { readExtract } from '../../server/src/modules/place-store/read-extract.js';

const root = path.resolve(__dirname, '..', '..');
const EXTRACT = path.join(root, 'server', 'test', 'fixtures', 'osm', 'liechtenstein-2024-03-04.osm.pbf');
const MODEL_LATENCY_MS = 5_000;
const RUNS = 3;

async function waitHealthy(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('server did not become healthy in time');
}

/** Seconds from the request to the first day, to the stored trip and to the end of the stream. */
async function timeStream(base: string, body: object): Promise<{ firstDay: number; trip: number; end: number }> {
  const started = performance.now();
  const response = await fetch(`${base}/api/trips/generate/stream`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const seen: { firstDay?: number; trip?: number } = {};
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const at = (performance.now() - started) / 1000;
    if (seen.firstDay === undefined && /"message":"Day 1: /.test(text)) seen.firstDay = at;
    if (seen.trip === undefined && /event: trip\n/.test(text)) seen.trip = at;
    if (/event: error\n/.test(text)) throw new Error(`generation failed: ${text.slice(text.lastIndexOf('event: error'))}`);
  }
  if (seen.firstDay === undefined || seen.trip === undefined) throw new Error('the stream ended without a day or a trip');
  return { firstDay: seen.firstDay, trip: seen.trip, end: (performance.now() - started) / 1000 };
}

export async function benchFirstDay(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'odyssey-bench-first-day-'));
  const standIn = await startOpenAiStandIn();
  const proposal = vaduzProposal((await readExtract(EXTRACT)).places);
  standIn.respond = async (request) => {
    await new Promise((resolve) => setTimeout(resolve, MODEL_LATENCY_MS));
    return request.response_format?.json_schema?.name === 'destination_proposal' ? { reply: proposal } : usefulModel(request);
  };
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' };
  const imported = spawnSync(process.execPath, [path.join(root, 'server', 'dist', 'modules', 'place-store', 'places-import.cli.js'), EXTRACT], { env, encoding: 'utf8' });
  if (imported.status !== 0) throw new Error(`the import failed: ${imported.stderr}`);
  const port = 4990 + Math.floor(Math.random() * 9);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'server', 'dist', 'main.js')], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', OPENAI_BASE_URL: standIn.baseUrl, OPENAI_API_KEY: 'bench', AI_TIMEOUT_MS: '60000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitHealthy(base, server);
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      standIn.reset();
      const body = { destination: 'Vaduz', country: 'Liechtenstein', preferences: { travelStyle: [`bench ${run} ${Date.now()}`], accommodation: [], activities: ['Museums & Art', 'Historical Sites'], budgetLevel: 3, currency: 'CHF', duration: '3 days', travelers: '2' } };
      runs.push({ ...(await timeStream(base, body)), calls: standIn.requests.length });
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const seconds = (values: number[]) => `median ${median(values).toFixed(1)} s (runs: ${values.map((value) => value.toFixed(1)).join(', ')})`;
    return {
      'model latency per call': `${MODEL_LATENCY_MS / 1000} s`,
      'first day shown (target ≤ 10 s)': seconds(runs.map((run) => run.firstDay)),
      'trip stored, page can open': seconds(runs.map((run) => run.trip)),
      "days' words written, stream ends": seconds(runs.map((run) => run.end)),
      'model calls per trip': runs.map((run) => run.calls).join(', '),
    };
  } finally {
    await new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
    await standIn.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
