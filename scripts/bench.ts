/**
 * `npm run bench`: builds what is stale, runs each benchmark and prints its figures.
 * `npm run bench -- web` runs only the benchmarks whose title contains one of the words given;
 * a word that is a benchmark's key (the first column below) picks that one benchmark alone, so
 * `npm run bench -- load` runs the load test and not the web client's "first load".
 */
import { buildIfStale } from './build-if-stale.js';
import { benchAutocomplete } from './bench/autocomplete.js';
import { benchFirstDay } from './bench/first-day.js';
import { benchLive } from './bench/live.js';
import { benchLoad } from './bench/load.js';
import { benchPlaceStore } from './bench/place-store.js';
import { benchPlanner } from './bench/planner.js';
import { benchStartup } from './bench/startup.js';
import { benchWebClient } from './bench/web-client.js';

const benchmarks: Array<[string, string, () => Promise<Record<string, string>>]> = [
  ['startup', 'Start-up and memory (embedded database)', benchStartup],
  ['planner', 'Offline planner and guide', benchPlanner],
  ['autocomplete', 'Destination autocomplete', benchAutocomplete],
  ['places', 'Place store (OpenStreetMap import and lookups)', benchPlaceStore],
  ['first-day', 'A trip outside the guide with a 5 s model (time to the first day)', benchFirstDay],
  ['web', 'Web client in Chromium (first load, Lighthouse)', benchWebClient],
  ['load', 'Load mix over HTTP (PGlite, PostgreSQL, two instances with S3)', benchLoad],
  ['live', 'Live trip changes across two instances on one PostgreSQL (WebSocket)', benchLive],
];
const keys = new Set(benchmarks.map(([key]) => key));

async function main() {
  buildIfStale();
  const only = process.argv.slice(2).map((word) => word.toLowerCase());
  for (const [key, title, bench] of benchmarks) {
    if (only.length > 0 && !only.some((word) => word === key || (!keys.has(word) && title.toLowerCase().includes(word)))) continue;
    console.log(`\n${title}`);
    const figures = await bench();
    for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(34)} ${value}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
