/**
 * `npm run bench`: builds what is stale, runs each benchmark and prints its figures.
 * `npm run bench -- web` runs only the benchmarks whose title contains one of the words given.
 */
import { buildIfStale } from './build-if-stale.js';
import { benchAutocomplete } from './bench/autocomplete.js';
import { benchPlanner } from './bench/planner.js';
import { benchStartup } from './bench/startup.js';
import { benchWebClient } from './bench/web-client.js';

const benchmarks: Array<[string, () => Promise<Record<string, string>>]> = [
  ['Start-up and memory (embedded database)', benchStartup],
  ['Offline planner and guide', benchPlanner],
  ['Destination autocomplete', benchAutocomplete],
  ['Web client in Chromium (first load, Lighthouse)', benchWebClient],
];

async function main() {
  buildIfStale();
  const only = process.argv.slice(2).map((word) => word.toLowerCase());
  for (const [title, bench] of benchmarks) {
    if (only.length > 0 && !only.some((word) => title.toLowerCase().includes(word))) continue;
    console.log(`\n${title}`);
    const figures = await bench();
    for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(34)} ${value}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
