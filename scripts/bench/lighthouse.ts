/**
 * Lighthouse (performance and accessibility) against Debian's Chromium, desktop and mobile.
 * Lighthouse is ESM and large: it is imported here, by the benchmark only, never by the server.
 * Scores vary from run to run on a busy machine, so each page is audited several times and the
 * run with the median performance score is reported.
 */
import type { Flags, RunnerResult } from 'lighthouse';
import { CHROMIUM_PATH } from '../../e2e/browser.js';

export type FormFactor = 'desktop' | 'mobile';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  /** First Contentful Paint, Largest Contentful Paint, Total Blocking Time, Cumulative Layout Shift */
  metrics: string;
  /** Lighthouse's measure of how fast this machine was during the run (a lightly loaded desktop is ~1000+) */
  cpuIndex: number;
}

/** Same flags as the browser tests (e2e/browser.ts), headless. */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
const METRIC_NAMES = ['FCP', 'LCP', 'TBT', 'CLS'];

/** Lighthouse sometimes fails to record a trace (e.g. NO_NAVSTART) on a busy machine: such a run is retried. */
const ATTEMPTS = 3;

export async function openLighthouse(): Promise<{ audit(url: string, formFactor: FormFactor, runs: number): Promise<LighthouseFigures> }> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');

  /** One audit in a fresh browser, so no run inherits another's cache or state. */
  async function auditOnce(url: string, formFactor: FormFactor): Promise<RunnerResult['lhr']> {
    let lastError = '';
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
      try {
        const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
        const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (!result.lhr.runtimeError) return result.lhr;
        lastError = `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`;
      } finally {
        chrome.kill();
      }
    }
    throw new Error(`Lighthouse failed on ${url} ${ATTEMPTS} times; last: ${lastError}`);
  }

  return {
    async audit(url, formFactor, runs) {
      const reports: Array<RunnerResult['lhr']> = [];
      for (let i = 0; i < runs; i++) reports.push(await auditOnce(url, formFactor));
      const score = (lhr: RunnerResult['lhr'], category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
      reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const median = reports[Math.floor(reports.length / 2)];
      return {
        performance: score(median, 'performance'),
        accessibility: score(median, 'accessibility'),
        metrics: METRICS.map((id, i) => `${METRIC_NAMES[i]} ${median.audits[id]?.displayValue ?? '?'}`).join(', '),
        cpuIndex: Math.round(median.environment.benchmarkIndex),
      };
    },
  };
}
