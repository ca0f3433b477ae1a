/**
 * `npm run guide:check -- [<id> ...]`: validates the named destination files, or all of them,
 * prints each one's errors and coverage, and exits 1 when any file has an error (CI runs it).
 */
import { DEFAULT_REFERENCE_DIR, listDestinationIds, readDestinationFile } from './guide-files.js';
import { loadGuideReference, matchReference, type GuideReference } from './guide-reference.js';
import { stayChoiceErrors } from './guide-coverage.js';
import { validateDestination } from './guide-validate.js';
import { INTERESTS, PLACE_CATEGORIES, type GuideDestination } from './guide.types.js';

interface DestinationReport {
  id: string;
  errors: string[];
  /** check 17's choice of stay not yet met: reported, not failing (guide-coverage.ts) */
  shortfalls: string[];
  coverage?: string;
}

function checkDestination(id: string, reference: GuideReference): DestinationReport {
  let destination: unknown;
  try {
    destination = readDestinationFile(id);
  } catch (error) {
    return { id, errors: [(error as Error).message], shortfalls: [] };
  }
  const errors = validateDestination(destination, id, reference);
  const shortfalls = errors.length === 0 ? stayChoiceErrors(destination as GuideDestination) : [];
  return { id, errors, shortfalls, coverage: describeCoverage(destination, reference) };
}

/** Counts for the report; only meaningful once the file has the expected shape. */
function describeCoverage(destination: unknown, reference: GuideReference): string | undefined {
  const { places } = destination as Partial<GuideDestination>;
  if (!Array.isArray(places)) return undefined;
  try {
    const categories = new Set(places.map((place) => place.category)).size;
    const interests = new Set(places.flatMap((place) => place.interests ?? [])).size;
    const matches = matchReference(destination as GuideDestination, reference).matches.length;
    return `${places.length} places, ${categories}/${PLACE_CATEGORIES.length} categories, ${interests}/${INTERESTS.length} interests, ${matches} reference matches`;
  } catch {
    return `${places.length} places`;
  }
}

function printReport({ id, errors, shortfalls, coverage }: DestinationReport): void {
  const status = errors.length === 0 ? 'OK' : `${errors.length} error${errors.length === 1 ? '' : 's'}`;
  console.log(`${errors.length === 0 ? '✓' : '✗'} ${id}: ${status}${coverage ? ` (${coverage})` : ''}`);
  for (const error of errors) console.log(`    - ${error}`);
  for (const shortfall of shortfalls) console.log(`    ~ too few stays to compare (check 17 not applied there): ${shortfall}`);
}

function main(requestedIds: string[]): number {
  let reference: GuideReference;
  let ids: string[];
  try {
    // The CLI is an entry point like main.ts; this tool-only setting is not part of the server's config.
    reference = loadGuideReference(process.env.GUIDE_REFERENCE_DIR || DEFAULT_REFERENCE_DIR);
    ids = requestedIds.length > 0 ? requestedIds : listDestinationIds();
  } catch (error) {
    console.error(`guide:check failed: ${(error as Error).message}`);
    return 1;
  }
  if (ids.length === 0) {
    console.error('guide:check failed: no destination files to check');
    return 1;
  }
  const reports = ids.map((id) => checkDestination(id, reference));
  reports.forEach(printReport);
  const failing = reports.filter((report) => report.errors.length > 0);
  const errorCount = failing.reduce((sum, report) => sum + report.errors.length, 0);
  const short = reports.filter((report) => report.shortfalls.length > 0).length;
  console.log(`\n${reports.length} checked: ${reports.length - failing.length} OK, ${failing.length} with errors (${errorCount} errors in total); ${short} with too few stays to compare at some level`);
  return failing.length > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
