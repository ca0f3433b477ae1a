/**
 * Destination autocomplete, in-process on the real guide and gazetteer:
 *   - the first query, which reads the gazetteer and builds the index: its time and the heap
 *     the index keeps
 *   - service time per query over every 2 to 6 character prefix, as typed, of thousands of
 *     city names (the most populous and a spread of smaller ones) and of every guide
 *     destination name and alias (target p99 at most 5 ms)
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DestinationService } from '../../server/src/modules/destinations/destination.service.js';
import { readGazetteerCities } from '../../server/src/modules/destinations/gazetteer-cities.js';
import { Guide } from '../../server/src/modules/guide/guide-loader.js';

const MOST_POPULOUS = 3_000;
/** after the most populous, every n-th city, so small towns and long names are typed too */
const SPREAD_EVERY = 40;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

function heapUsedMb(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

function typedPrefixes(guide: Guide): string[] {
  const cities = readGazetteerCities().sort((a, b) => b.population - a.population);
  const names = [
    ...guide.list().flatMap((destination) => [destination.name, ...destination.aliases]),
    ...cities.filter((_city, rank) => rank < MOST_POPULOUS || rank % SPREAD_EVERY === 0).map((city) => city.name),
  ];
  const prefixes = new Set<string>();
  for (const name of names) {
    for (let length = 2; length <= Math.min(6, name.length); length++) prefixes.add(name.slice(0, length));
  }
  return [...prefixes];
}

function percentile(sortedMs: number[], fraction: number): number {
  return sortedMs[Math.min(sortedMs.length - 1, Math.floor(fraction * sortedMs.length))];
}

export async function benchAutocomplete(): Promise<Record<string, string>> {
  const guide = new Guide();
  const queries = typedPrefixes(guide);
  const service = new DestinationService(guide);

  const heapBefore = heapUsedMb();
  let started = performance.now();
  service.suggest('pa');
  const firstQueryMs = performance.now() - started;
  const indexMb = heapUsedMb() - heapBefore;

  for (const query of queries) service.suggest(query);
  const times: number[] = [];
  for (const query of queries) {
    started = performance.now();
    service.suggest(query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    'first query (builds the index)': `${firstQueryMs.toFixed(0)} ms`,
    'heap kept by the index': `${indexMb.toFixed(0)} MB`,
    'queries timed': `${times.length} prefixes of 2-6 characters`,
    'service time p50': `${percentile(times, 0.5).toFixed(3)} ms`,
    'service time p99': `${percentile(times, 0.99).toFixed(3)} ms (target ≤ 5 ms)`,
    'service time max': `${times[times.length - 1].toFixed(2)} ms`,
  };
}
