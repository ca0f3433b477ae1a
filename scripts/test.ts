/**
 * `npm test`: everything, in the order that fails fastest.
 *   1. preflight: PostgreSQL and Chromium are there, or stop and say how to get them
 *   2. type checks and lint, side by side
 *   3. the build the browser tests run against
 *   4. jest: unit, client, API (PGlite and PostgreSQL) and browser suites, but for the slow
 *      reliability suites, which `npm run test:reliability` runs (scripts/reliability-suites.ts)
 * It ends with one line "N passed, N failed" counting every jest test.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { preflight } from './preflight.js';
import { RELIABILITY_ONLY_SUITES } from './reliability-suites.js';
import { exitOnError, runStep as run, stopIfAny } from './run-step.js';

async function main() {
  stopIfAny(await preflight());
  await Promise.all([
    run('type check: server', 'npx', ['tsc', '-p', 'server/tsconfig.test.json']),
    run('type check: client', 'npx', ['tsc', '-p', 'client', '--noEmit']),
    run('lint', 'npx', ['eslint', '--max-warnings', '0', '.']),
  ]);
  await run('build', 'npm', ['run', 'build']);
  const results = path.join(mkdtempSync(path.join(tmpdir(), 'odyssey-jest-')), 'results.json');
  let failure: Error | undefined;
  try {
    // The slowest reliability suites are left to `npm run test:reliability` (CI runs both).
    const slow = RELIABILITY_ONLY_SUITES.map((suite) => `/${suite.replace(/\./g, '\\.')}$`);
    // Three workers on a 2-core machine: most suites wait on a browser, a server or PostgreSQL
    // rather than compute. A CI run with two used 1.15 cores on average (user + sys over real
    // time) and took jest 26 minutes; the third keeps both cores busy.
    await run('jest', 'npx', ['jest', '--maxWorkers=3', '--json', `--outputFile=${results}`, '--testPathIgnorePatterns', ...slow]);
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

main().catch(exitOnError);
