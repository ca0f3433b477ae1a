/**
 * `npm test`: everything, in the order that fails fastest.
 *   1. preflight: PostgreSQL and Chromium are there, or stop and say how to get them
 *   2. type checks and lint, side by side
 *   3. the build the browser tests run against
 *   4. jest: unit, client, API (PGlite and PostgreSQL) and browser suites
 * It ends with one line "N passed, N failed" counting every jest test.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { preflight } from './preflight.js';

const root = path.resolve(__dirname, '..');

function run(name: string, command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`✔ ${name} (${seconds} s)`);
        resolve();
      } else reject(new Error(`${name} failed (exit ${code}, ${seconds} s)`));
    });
  });
}

async function main() {
  const problems = await preflight();
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✘ ${problem}`);
    process.exit(1);
  }
  await Promise.all([
    run('type check: server', 'npx', ['tsc', '-p', 'server/tsconfig.test.json']),
    run('type check: client', 'npx', ['tsc', '-p', 'client', '--noEmit']),
    run('lint', 'npx', ['eslint', '--max-warnings', '0', '.']),
  ]);
  await run('build', 'npm', ['run', 'build']);
  const results = path.join(mkdtempSync(path.join(tmpdir(), 'odyssey-jest-')), 'results.json');
  let failure: Error | undefined;
  try {
    await run('jest', 'npx', ['jest', '--maxWorkers=2', '--json', `--outputFile=${results}`]);
  } catch (error) {
    failure = error as Error;
  }
  try {
    const summary = JSON.parse(readFileSync(results, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numFailedTestSuites: number };
    if (summary.numPendingTests > 0) failure ??= new Error(`${summary.numPendingTests} tests were skipped; this suite never skips`);
    console.log(`${summary.numPassedTests} passed, ${summary.numFailedTests} failed`);
  } catch {
    failure ??= new Error('jest wrote no results');
  }
  if (failure) throw failure;
}

main().catch((error: unknown) => {
  console.error(`✘ ${(error as Error).message}`);
  process.exit(1);
});
