/**
 * `npm run test:reliability`: every proof behind docs/reliability.md in one run.
 *   1. preflight: PostgreSQL and Chromium are there, or stop and say how to get them
 *   2. the build the browser suites and the spawned servers run
 *   3. jest over the reliability suites (hostile input, limits, authorisation, faults,
 *      upgrades, backups, load with its correctness checks, the CSP in a browser)
 *   4. the load benchmark at full length, which prints the figures the report quotes
 * `npm test` runs the quicker of these suites among all the others and leaves the slow ones
 * (scripts/reliability-suites.ts) to this script. CI runs `npm test`, then this script with
 * `--ci`: only the slow suites (npm test ran the rest), and the load test's short runs in jest
 * instead of the full-length benchmark.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.js';
import { preflight } from './preflight.js';
import { RELIABILITY_ONLY_SUITES, RELIABILITY_SUITES_IN_NPM_TEST } from './reliability-suites.js';
import { exitOnError, root, runStep, stopIfAny } from './run-step.js';

const ci = process.argv.includes('--ci');
const suites = ci ? RELIABILITY_ONLY_SUITES : [...RELIABILITY_SUITES_IN_NPM_TEST, ...RELIABILITY_ONLY_SUITES];

async function main() {
  const problems = await preflight();
  const missing = suites.filter((suite) => !existsSync(path.join(root, suite)));
  for (const suite of missing) problems.push(`${suite} is listed as a reliability suite but does not exist`);
  stopIfAny(problems);
  buildIfStale();
  await runStep('reliability suites', 'npx', ['jest', '--maxWorkers=2', '--runTestsByPath', ...suites]);
  if (!ci) await runStep('load benchmark', 'npm', ['run', 'bench', '--', 'load']);
}

main().catch(exitOnError);
