/**
 * A trip page's first paint in Chromium (server/src/web/trip-first-paint/): the trip's top is in
 * the HTML, so it shows with JavaScript off; with it on, the app takes its place in the same box,
 * without asking the server for the trip again and without console errors. Screenshots of the
 * first paint and of the page at 1366 and 390 px go to docs/screenshots/trip-first-paint-*.png.
 */
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { collectProblems, launchChromium, startBuiltApp, type RunningApp } from './browser.js';

const SCREENSHOTS = path.resolve(__dirname, '..', 'docs', 'screenshots');
const WIDTHS = [1366, 390];
// Map tiles come from the internet, which the test machine cannot reach.
const TILE_HOSTS = /tile\.openstreetmap\.org/;

interface Box {
  width: number;
  height: number;
  /** from the bottom of the top bar to the top of the hero */
  gap: number;
}

/** The hero's box and its distance below the top bar: the shell's, or once the app has taken over, the app's. */
async function heroBox(page: Page, app: boolean): Promise<Box> {
  const hero = app ? page.getByRole('main').locator('header').first() : page.locator('header.tp-hero');
  const bar = app ? page.getByRole('banner').first() : page.locator('.fp-top');
  const [heroRect, barRect] = await Promise.all([hero.boundingBox(), bar.boundingBox()]);
  if (!heroRect || !barRect) throw new Error('no hero or top bar');
  return { width: heroRect.width, height: heroRect.height, gap: heroRect.y - (barRect.y + barRect.height) };
}

describe('a trip page first paint in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let uuid: string;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startBuiltApp(), launchChromium()]);
    const response = await fetch(`${app.url}/api/trips/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ destination: 'Lisbon', country: 'Portugal', preferences: { activities: ['Food Tours', 'Historical Sites'], duration: '4 days', travelers: '2' } }),
    });
    uuid = ((await response.json()) as { uuid: string }).uuid;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  describe.each(WIDTHS)('at %i px', (width) => {
    let shell: Box;

    test("shows the trip's top before any JavaScript has run", async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${app.url}/trip/${uuid}`);
      const hero = page.locator('header.tp-hero');
      expect(await hero.getByRole('heading', { level: 1 }).textContent()).toBe('Lisbon');
      const words = await hero.textContent();
      for (const text of ['Portugal', '4 days', 'Mid-range', '2 travelers', 'Food Tours', 'Historical Sites', 'Save Trip', 'Share', 'Your trip starts with']) expect(words).toContain(text);
      expect(await hero.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      shell = await heroBox(page, false);
      await page.screenshot({ path: path.join(SCREENSHOTS, `trip-first-paint-${width}.png`) });
      await context.close();
    });

    test('the app takes its place in the same box, with the trip it came with and no console errors', async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const problems = collectProblems(page, TILE_HOSTS);
      const tripRequests: Request[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/graphql') && /"operationName":"TripPage"/.test(request.postData() ?? '')) tripRequests.push(request);
      });
      await page.goto(`${app.url}/trip/${uuid}`);
      await page.getByRole('main').getByRole('heading', { level: 1, name: 'Lisbon' }).waitFor();
      await page.getByRole('heading', { name: 'Your 4-day itinerary' }).waitFor();
      expect(await page.locator('header.tp-hero').count()).toBe(0);
      // the app's hero names the budget as the first paint and the planner form do
      expect(await page.getByRole('main').locator('header').first().textContent()).toContain('Mid-range');

      const swapped = await heroBox(page, true);
      expect(Math.abs(swapped.width - shell.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(swapped.height - shell.height)).toBeLessThanOrEqual(1);
      expect(Math.abs(swapped.gap - shell.gap)).toBeLessThanOrEqual(1);
      // the app rendered the trip from the page: it never asked for it
      expect(tripRequests).toEqual([]);
      // and it works: the lower sections come as the visitor scrolls, the buttons answer
      await page.mouse.wheel(0, 600);
      await page.getByRole('heading', { name: 'Destination Guide' }).waitFor();
      await page.getByRole('button', { name: 'Show full 4-day itinerary' }).click();
      await page.getByRole('article', { name: /^Day 4:/ }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(SCREENSHOTS, `trip-page-${width}.png`) });
      expect(problems).toEqual([]);
      await context.close();
    });
  });
});
