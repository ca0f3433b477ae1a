/**
 * Printing a trip in Chromium: a 4-day trip planned by the offline planner, printed to PDF in
 * print media on A4 and on Letter, takes at most 4 pages and reads well: every day with its
 * date, each activity's time, title and address at a readable width, and a map of the stops.
 * Printing leaves the screen as it was (pictures of the itinerary at 1366 and 390 px go to
 * docs/screenshots/trip-itinerary-after-print-*.png). With PRINT_PDF_DIR set, the PDFs are
 * written there (turn them into pictures with pdftoppm to look at them).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { collectProblems, launchChromium, startBuiltApp, type RunningApp } from './browser.js';

/** Map tiles cannot load offline; the app falls back by design, so their failures are expected. */
const TILE_HOSTS = /tile\.openstreetmap\.org/;
const TEST_TIMEOUT_MS = 90_000;
const LISBON = { destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-04' };
const MAX_PAGES = 4;
const SCREENSHOTS = path.resolve(__dirname, '..', 'docs', 'screenshots');
/** A4's width less the print stylesheet's margins (12 mm a side), in CSS pixels: what a printout lays out in. */
const A4_PRINT_WIDTH = Math.floor(((210 - 2 * 12) / 25.4) * 96);

interface TripJson {
  uuid: string;
  itinerary: Array<{
    day: number;
    title: string;
    activities: Array<{ title: string; time?: string | null; address?: string | null; location?: { lat?: number | null; lng?: number | null } | null }>;
  }>;
}

type TripActivity = TripJson['itinerary'][number]['activities'][number];
const hasPlace = (activity: TripActivity) => activity.location?.lat != null && activity.location?.lng != null;

/** The pin each activity with a place points to: a new one per place, the same one for an activity at the very spot of the one before (lunch by a stop). */
function pinNumbers(activities: TripActivity[]): string[] {
  let pins = 0;
  let last: string | undefined;
  return activities.filter(hasPlace).map((activity) => {
    const here = `${activity.location!.lat},${activity.location!.lng}`;
    if (here !== last) pins++;
    last = here;
    return String(pins);
  });
}

/** A PDF's pages: its page objects (`/Type /Page`, not the `/Pages` tree above them), which Chromium writes uncompressed. */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
}

describe('printing a trip in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let trip: TripJson;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startBuiltApp(), launchChromium()]);
    const response = await fetch(`${app.url}/api/trips/generate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(LISBON) });
    expect(response.status).toBe(201);
    trip = (await response.json()) as TripJson;
    expect(trip.itinerary).toHaveLength(4);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function openTrip(page: Page): Promise<void> {
    await page.goto(`${app.url}/trip/${trip.uuid}`);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Lisbon' }).waitFor();
    // the itinerary comes a commit after the hero
    await page.getByRole('article', { name: /^Day 1:/ }).waitFor();
  }

  test('a 4-day trip prints on at most 4 pages of A4 and of Letter', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const problems = collectProblems(page, TILE_HOSTS);
    await openTrip(page);
    const pages: Record<string, number> = {};
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format });
      if (process.env.PRINT_PDF_DIR) writeFileSync(path.resolve(process.env.PRINT_PDF_DIR, `print-${format.toLowerCase()}.pdf`), pdf);
      pages[format] = pageCount(pdf);
    }
    expect(pages.A4).toBeGreaterThan(0);
    expect(pages.Letter).toBeGreaterThan(0);
    expect(pages.A4).toBeLessThanOrEqual(MAX_PAGES);
    expect(pages.Letter).toBeLessThanOrEqual(MAX_PAGES);
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test('the printout has every day, time, activity, address and the map, each activity at a readable width, and no buttons', async () => {
    // laid out as on A4 paper: the page's width less the margins
    const context = await browser.newContext({ viewport: { width: A4_PRINT_WIDTH, height: 1000 } });
    const page = await context.newPage();
    const problems = collectProblems(page, TILE_HOSTS);
    await openTrip(page);
    // printing builds what only the printout needs (the days behind 'Show full itinerary', the map)
    await page.pdf({ format: 'A4' });
    await page.emulateMedia({ media: 'print' });

    const printed = await page.evaluate(() => document.body.innerText);
    expect(printed).toContain('Lisbon');
    expect(printed).toContain('Portugal');
    for (const [index, day] of trip.itinerary.entries()) {
      const card = page.getByRole('article', { name: `Day ${day.day}: ${day.title}` });
      expect(await card.isVisible()).toBe(true);
      const date = new Date(Date.UTC(2026, 5, 1 + index)).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
      expect(printed).toContain(date.toUpperCase());
      for (const activity of day.activities) {
        expect(printed).toContain(activity.title);
        if (activity.time) expect(printed).toContain(activity.time);
        if (activity.address) expect(printed).toContain(activity.address);
      }
      // each activity's words take most of the line, not a thumbnail's column
      const widths = await card.getByRole('listitem').getByRole('heading', { level: 4 }).evaluateAll((headings) => headings.map((heading) => heading.getBoundingClientRect().width));
      expect(widths).toHaveLength(day.activities.length);
      for (const width of widths) expect(width).toBeGreaterThan(A4_PRINT_WIDTH * 0.6);
      // each activity with a place carries its pin's number on the map
      const pins = await card.locator('[data-map-pin]').evaluateAll((marks) => marks.filter((mark) => mark.getBoundingClientRect().height > 0).map((mark) => mark.textContent));
      expect(pins).toEqual(pinNumbers(day.activities));
    }

    // the map: one pin per place of each day, drawn from the trip (the live map is for screens)
    const map = page.getByRole('img', { name: 'Map of the trip to Lisbon' });
    expect(await map.isVisible()).toBe(true);
    const pinCount = trip.itinerary.reduce((sum, day) => sum + new Set(pinNumbers(day.activities)).size, 0);
    expect(pinCount).toBeGreaterThan(0);
    expect(await map.locator('[data-stop]').count()).toBe(pinCount);

    // no buttons, site header and footer, assistant or notifications on paper
    expect(await page.getByRole('button').evaluateAll((buttons) => buttons.filter((button) => button.getBoundingClientRect().height > 0).map((button) => button.textContent))).toEqual([]);
    for (const hidden of ['Interactive Trip Map', 'Show full 4-day itinerary', 'Save Trip', 'Edit itinerary']) expect(printed).not.toContain(hidden);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
    expect(await page.getByRole('banner').first().isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test.each([1366, 390])('after printing, the screen at %i px is as before: no printed map or pins, thumbnails beside the activities', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const problems = collectProblems(page, TILE_HOSTS);
    await openTrip(page);
    await page.pdf({ format: 'A4' });
    expect(await page.getByRole('img', { name: 'Map of the trip to Lisbon' }).isVisible()).toBe(false);
    expect(await page.locator('[data-map-pin]').evaluateAll((marks) => marks.filter((mark) => mark.getBoundingClientRect().height > 0).length)).toBe(0);
    await page.getByRole('button', { name: 'Print' }).waitFor();
    const day1 = page.getByRole('article', { name: /^Day 1:/ });
    const first = day1.getByRole('listitem').first();
    const [item, time, title] = await Promise.all([first.boundingBox(), first.locator('time').boundingBox(), first.getByRole('heading', { level: 4 }).boundingBox()]);
    if (!item || !time || !title) throw new Error('the first activity is not laid out');
    // the time, then (from 600 px) the picture, then the words
    expect(title.x - time.x).toBe(width >= 600 ? 56 + 16 + 72 + 16 : 56 + 12);
    await day1.evaluate((card) => window.scrollTo({ top: card.getBoundingClientRect().top + window.scrollY - 88, behavior: 'instant' }));
    await page.screenshot({ path: path.join(SCREENSHOTS, `trip-itinerary-after-print-${width}.png`) });
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);
});
