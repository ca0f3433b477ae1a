/** `npm run bench`: builds what is stale, runs each benchmark and prints its figures. */
import { buildIfStale } from './build-if-stale.js';
import { benchAutocomplete } from './bench/autocomplete.js';
import { benchPlanner } from './bench/planner.js';
import { benchStartup } from './bench/startup.js';

const benchmarks: Array<[string, () => Promise<Record<string, string>>]> = [
  ['Start-up and memory (embedded database)', benchStartup],
  ['Offline planner and guide', benchPlanner],
  ['Destination autocomplete', benchAutocomplete],
];

async function main() {
  buildIfStale();
  for (const [title, bench] of benchmarks) {
    console.log(`\n${title}`);
    const figures = await bench();
    for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(32)} ${value}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
