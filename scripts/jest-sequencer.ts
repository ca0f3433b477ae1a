/**
 * Runs the slowest suites first, so that neither of a 2-core machine's workers is left with a
 * long suite at the end while the other sits idle. Jest does this on its own only once it has
 * timed a run on this machine; a fresh clone (CI) has no timings, and jest then orders by file
 * size, which put the 100-second planner evaluation (a small file) last. The committed
 * scripts/suite-durations.json gives every suite a rough length until jest has its own
 * (`npx tsx scripts/record-suite-durations.ts <jest --json results>` refreshes it).
 */
import TestSequencer from '@jest/test-sequencer';
import type { Test } from '@jest/test-result';
import path from 'node:path';
import durations from './suite-durations.json';

const ROOT = path.resolve(__dirname, '..');
/** A suite the file does not know yet (a new one) is assumed to be an average one. */
const UNKNOWN_SECONDS = 15;

export default class SlowestFirst extends TestSequencer {
  sort(tests: Array<Test>): Array<Test> {
    // jest's own sort records each suite's last measured length, where it has one, on `duration`.
    const known = super.sort([...tests]) as Array<Test>;
    const seconds = (test: Test) => (test.duration != null ? test.duration / 1000 : ((durations as Record<string, number>)[relativePath(test)] ?? UNKNOWN_SECONDS));
    return [...known].sort((a, b) => seconds(b) - seconds(a));
  }
}

function relativePath(test: Test): string {
  return path.relative(ROOT, test.path).split(path.sep).join('/');
}
