/**
 * The web client as a visitor gets it, from the built app in Debian's Chromium:
 *   - first-load JavaScript of `/` and of a trip page (target for `/`: at most 200 kB gzipped)
 *   - Lighthouse performance and accessibility for `/` and a trip page, desktop (target
 *     performance ≥ 95) and mobile (target ≥ 85). BENCH_LIGHTHOUSE_RUNS sets the runs per
 *     page (default 3; the median is reported).
 * The machine is offline, so the trip's map shows its offline base map, as a visitor's would.
 * Lighthouse's performance score depends on the CPU: the CPU index it measured is printed
 * beside each score, so a run on a busy machine (a low index) can be told apart.
 */
import { launchChromium } from '../../e2e/browser.js';
import { describeFirstLoad, FIRST_LOAD_BUDGET_KB, measureFirstLoad } from './first-load.js';
import { openLighthouse, type FormFactor } from './lighthouse.js';
import { startBenchApp } from './web-app.js';

const TARGETS: Record<FormFactor, number> = { desktop: 95, mobile: 85 };

export async function benchWebClient(): Promise<Record<string, string>> {
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
  const app = await startBenchApp();
  const figures: Record<string, string> = {};
  try {
    const browser = await launchChromium();
    try {
      const home = await measureFirstLoad(browser, `${app.url}/`);
      const trip = await measureFirstLoad(browser, `${app.url}${app.tripPath}`);
      figures['first load of / (JS)'] = describeFirstLoad(home, FIRST_LOAD_BUDGET_KB);
      figures['first load of a trip page (JS)'] = describeFirstLoad(trip);
      if (process.env.BENCH_VERBOSE) for (const file of home.files) console.log(`    / ${file.gzipKb.toFixed(1).padStart(6)} kB ${file.url}`);
    } finally {
      await browser.close();
    }
    const lighthouse = await openLighthouse();
    for (const [name, path] of [['/', '/'], ['trip page', app.tripPath]]) {
      for (const formFactor of ['desktop', 'mobile'] as const) {
        const result = await lighthouse.audit(`${app.url}${path}`, formFactor, runs);
        figures[`Lighthouse ${name}, ${formFactor}`] = `performance ${result.performance} (target ≥ ${TARGETS[formFactor]}), accessibility ${result.accessibility}; ${result.metrics}; CPU index ${result.cpuIndex}`;
      }
    }
    return figures;
  } finally {
    await app.stop();
  }
}
