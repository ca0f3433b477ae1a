/**
 * `npm run evaluate [-- <id> ...]`: plans the evaluation's requests over every destination of the
 * offline guide, or the ones named (EVALUATE_PER_DESTINATION requests each, default 3), prints
 * each failed docs/quality.md check and the micro and macro pass rates, and exits 1 unless both are
 * 100%. With EVALUATE_JSON=<file> it also writes the whole report there (the evaluation test
 * reads it: the planner runs several times faster here than inside jest's module sandbox).
 */
import { writeFileSync } from 'node:fs';
import { findCountryFacts } from '../server/src/modules/destinations/country-facts.js';
import { Guide } from '../server/src/modules/guide/guide-loader.js';
import { evaluate, evaluationCases } from '../server/src/modules/planner/index.js';

const PER_DESTINATION = Number(process.env.EVALUATE_PER_DESTINATION ?? 3);

function main(): number {
  const guide = new Guide();
  // `npm run evaluate -- lisbon porto` evaluates only those (for authors of new guide files).
  const only = process.argv.slice(2);
  const unknown = only.filter((id) => !guide.has(id));
  if (unknown.length > 0) throw new Error(`not in the guide: ${unknown.join(', ')}`);
  const destinations = guide
    .list()
    .filter((summary) => only.length === 0 || only.includes(summary.id))
    .map((summary) => guide.get(summary.id)!);
  const cases = evaluationCases(destinations, PER_DESTINATION);
  const started = performance.now();
  // Check 12 compares each overview's currency and languages with countries-list's.
  const report = evaluate(cases, new Map(destinations.map((destination) => [destination.id, destination])), findCountryFacts);
  const seconds = (performance.now() - started) / 1000;
  if (process.env.EVALUATE_JSON) writeFileSync(process.env.EVALUATE_JSON, JSON.stringify({ ...report, destinationIds: destinations.map((destination) => destination.id), caseDestinationIds: cases.map((evaluationCase) => evaluationCase.destinationId) }));

  if (report.failures.length > 0) {
    console.log('Failed checks');
    console.log(`  ${'request'.padEnd(60)} ${'check'.padEnd(22)} reason`);
    for (const failure of report.failures) {
      console.log(`  ${failure.caseName.slice(0, 60).padEnd(60)} ${`${failure.check} ${failure.checkName}`.padEnd(22)} ${failure.reasons.slice(0, 3).join('; ')}`);
    }
    console.log('');
  }
  const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
  console.log(`destinations ${destinations.length}, trips ${report.trips} (${seconds.toFixed(1)} s)`);
  console.log(`micro pass rate ${percent(report.micro)} (${report.checksPassed}/${report.checksApplied} checks)`);
  console.log(`macro pass rate ${percent(report.macro)} (${report.tripsPassed}/${report.trips} trips)`);
  for (const tally of report.byCheck) console.log(`  check ${String(tally.check).padStart(2)} ${tally.name.padEnd(18)} ${percent(tally.passed / tally.applied).padStart(6)} (${tally.passed}/${tally.applied} trips it applies to)`);
  // Checks 13 and 14 are measured, not yet gates: they do not change the exit code.
  console.log(`check 13, must-sees: ${percent(report.mustSees.rate)} of trips (${report.mustSees.passed}/${report.trips})`);
  console.log(`check 14, relevance: ${percent(report.relevance.rate)} of trips with interests (${report.relevance.passed}/${report.relevance.applied})`);
  const { namedMeals } = report;
  console.log(`named meals (target ≥ 50%): ${percent(namedMeals.share)} of ${namedMeals.meals} meals name a guide venue; ${namedMeals.tripsAtTarget}/${report.trips} trips reach half`);
  if (process.env.EVALUATE_SHOW_RELEVANCE) for (const failure of report.relevance.failures) console.log(`  ${failure.caseName}: ${failure.reasons.join('; ')}`);
  if (process.env.EVALUATE_SHOW_MUST_SEES) for (const failure of report.mustSees.failures) console.log(`  ${failure.caseName}: ${failure.reasons.join('; ')}`);
  return report.micro === 1 && report.macro === 1 ? 0 : 1;
}

process.exit(main());
