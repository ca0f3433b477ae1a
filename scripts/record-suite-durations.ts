/**
 * `npx tsx scripts/record-suite-durations.ts <results.json>`: writes each suite's length in
 * seconds, from a `jest --json` run, to scripts/suite-durations.json, which the test sequencer
 * (scripts/jest-sequencer.ts) uses to start the slowest suites first on a fresh clone.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const [resultsFile] = process.argv.slice(2);
if (!resultsFile) throw new Error('usage: tsx scripts/record-suite-durations.ts <jest --json results file>');
const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as { testResults: Array<{ name: string; startTime: number; endTime: number }> };
const rows = results.testResults
  .map((suite) => [path.relative(ROOT, suite.name).split(path.sep).join('/'), Math.max(1, Math.round((suite.endTime - suite.startTime) / 1000))] as const)
  .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
writeFileSync(path.join(ROOT, 'scripts', 'suite-durations.json'), `${JSON.stringify(Object.fromEntries(rows), null, 2)}\n`);
console.log(`${rows.length} suites recorded`);
