/**
 * The planner evaluation over every destination of the guide, through `npm run evaluate`'s own
 * script in a child process: the same code plans several times faster there than inside jest's
 * module sandbox (about 25 s against 130 s on a 2-core machine), and it is what CI and authors run.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Guide } from '../../guide/index.js';
import type { EvaluationReport } from '../evaluation.js';

const ROOT = path.resolve(__dirname, '../../../../..');
/** Check 14 stood at 52.8% when it was first measured (issue 19), 98.6% once the planner aimed for it, and 94.2% once the requests ran to 14 days. */
const RELEVANCE_FLOOR = 0.99;
type Report = EvaluationReport & { destinationIds: string[]; caseDestinationIds: string[] };

describe('evaluation over every destination of the guide', () => {
  let report: Report;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'odyssey-evaluation-'));
    const file = path.join(dir, 'report.json');
    try {
      // The script exits 1 when a check fails; the report says which, and the tests below show it.
      await promisify(execFile)(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/evaluate.ts'], { cwd: ROOT, env: { ...process.env, EVALUATE_JSON: file }, maxBuffer: 64 * 1024 * 1024 }).catch((error: { code?: number }) => {
        if (error.code !== 1) throw error;
      });
      report = JSON.parse(readFileSync(file, 'utf8')) as Report;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);

  it('covers every destination, with at least 60 requests', () => {
    const guide = new Guide();
    expect(report.caseDestinationIds.length).toBeGreaterThanOrEqual(60);
    expect(new Set(report.caseDestinationIds)).toEqual(new Set(guide.list().map((summary) => summary.id)));
    expect(report.destinationIds).toHaveLength(guide.list().length);
  });

  it('passes every enforced docs/quality.md check on every request (micro and macro 100%)', () => {
    console.log(`planner evaluation: ${report.trips} trips; micro ${(report.micro * 100).toFixed(1)}% (${report.checksPassed}/${report.checksApplied}), macro ${(report.macro * 100).toFixed(1)}% (${report.tripsPassed}/${report.trips})`);
    expect(report.failures).toEqual([]);
    expect(report.micro).toBe(1);
    expect(report.macro).toBe(1);
    expect(report.byCheck.map((tally) => tally.check)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 16, 17, 18]);
  });

  it('keeps the must-sees (check 13) and the relevance (check 14) it has reached: measured, not yet gates', () => {
    console.log(`check 13, must-sees: ${(report.mustSees.rate * 100).toFixed(1)}% of trips (${report.mustSees.passed}/${report.trips}); check 14, relevance: ${(report.relevance.rate * 100).toFixed(1)}% (${report.relevance.passed}/${report.relevance.applied})`);
    // These floors catch a planner change that loses the icons or drifts off the traveller's interests.
    expect(report.mustSees.rate).toBeGreaterThanOrEqual(0.99);
    expect(report.relevance.rate).toBeGreaterThanOrEqual(RELEVANCE_FLOOR);
  });

  it('reports the share of meals that name a guide venue (a target, not a check)', () => {
    const { meals, named, share } = report.namedMeals;
    console.log(`named meals: ${(share * 100).toFixed(1)}% of ${meals}`);
    expect(meals).toBeGreaterThanOrEqual(3 * report.trips);
    expect(named).toBeGreaterThan(0);
    expect(share).toBeCloseTo(named / meals);
  });
});
