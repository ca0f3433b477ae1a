/**
 * Accessibility in a real browser: axe-core on the home page, a trip page, the date-range
 * dialog and the chat mode, at desktop and phone widths. Any serious or critical violation
 * fails the test and is printed. Also: no horizontal overflow from 390 px to 1440 px.
 */
import axe from 'axe-core';
import type { AxeResults, Result } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectProblems, launchChromium, scrollToFooter, startBuiltApp, type RunningApp } from './browser.js';

const AXE_WIDTHS = [1366, 390];
const OVERFLOW_WIDTHS = [390, 1440];
/** Map tiles cannot load offline; the map falls back by design, so their failures are expected. */
const TILE_HOSTS = /tile\.openstreetmap\.org/;
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** One line per failing element, so a failure says what to fix and where. */
function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.impact} ${violation.id}: ${violation.help} at ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`),
  );
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's CSP (script-src 'self') still holds.
  await page.evaluate(axe.source);
  const results = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }) as Promise<AxeResults>);
  return describeViolations(results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? '')));
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('accessibility and layout in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let tripPath: string;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startBuiltApp(), launchChromium()]);
    const response = await fetch(`${app.url}/api/trips/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ destination: 'Lisbon', country: 'Portugal', preferences: { activities: ['Food Tours', 'Historical Sites'], duration: '4 days' } }),
    });
    expect(response.status).toBe(201);
    tripPath = `/trip/${((await response.json()) as { uuid: string }).uuid}`;
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function open(path: string, width: number): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const problems = collectProblems(page, TILE_HOSTS);
    await page.goto(`${app.url}${path}`);
    return { page, context, problems };
  }

  /** The whole home page: scrolled through, so every lazily shown section is on the page. */
  async function openHome(width: number) {
    const opened = await open('/', width);
    await opened.page.getByRole('button', { name: 'Generate Trip Plan' }).waitFor();
    await scrollToFooter(opened.page);
    await opened.page.getByRole('heading', { name: 'Popular Destinations' }).waitFor();
    await opened.page.evaluate(() => window.scrollTo({ top: 0 }));
    return opened;
  }

  async function openTrip(width: number) {
    const opened = await open(tripPath, width);
    await opened.page.getByRole('main').getByRole('heading', { level: 1, name: 'Lisbon' }).waitFor();
    // the map and the sections below the itinerary load as they come near the viewport
    await opened.page.getByRole('heading', { name: 'Interactive Trip Map' }).scrollIntoViewIfNeeded();
    await opened.page.locator('[data-map-mode]').waitFor();
    await opened.page.evaluate(() => window.scrollTo({ top: 0 }));
    return opened;
  }

  describe.each(AXE_WIDTHS)('at %i px', (width) => {
    test('the home page has no serious or critical axe violations', async () => {
      const { page, context, problems } = await openHome(width);
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });

    test('a trip page has no serious or critical axe violations', async () => {
      const { page, context, problems } = await openTrip(width);
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });

    test('the date-range dialog has no serious or critical axe violations', async () => {
      const { page, context, problems } = await open('/', width);
      await page.getByRole('button', { name: 'Add dates' }).click();
      await page.getByRole('dialog', { name: 'Select dates' }).getByRole('button', { name: 'Apply' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });

    test('the chat mode has no serious or critical axe violations', async () => {
      const { page, context, problems } = await open('/', width);
      await page.getByRole('button', { name: 'Chat' }).click();
      await page.getByText("Hi! I'm your AI travel planner.", { exact: false }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  });

  describe.each(OVERFLOW_WIDTHS)('at %i px', (width) => {
    test('the home page and a trip page do not scroll sideways', async () => {
      const home = await openHome(width);
      expect(await horizontalOverflow(home.page)).toBeLessThanOrEqual(0);
      await home.context.close();
      const trip = await openTrip(width);
      expect(await horizontalOverflow(trip.page)).toBeLessThanOrEqual(0);
      await trip.context.close();
    });
  });
});
