/**
 * A destination that cannot be planned (no model here, and not in the guide), in a real
 * browser at desktop and phone widths: autocomplete marks it, the refusal is an alert in the
 * planner that stays until dismissed, and its nearby destinations fill the form and plan.
 * Screenshots go to docs/screenshots/destination-*.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './axe.js';
import { collectProblems, launchChromium, startBuiltApp, type RunningApp } from './browser.js';

const SCREENSHOTS = path.resolve(__dirname, '..', 'docs', 'screenshots');
const WIDTHS = [1366, 390];
/** each test plans a trip in a real browser */
const TEST_TIMEOUT_MS = 90_000;

interface Nearby {
  name: string;
  country: string;
  displayName: string;
  distanceKm: number;
}

describe('a destination that cannot be planned, in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  /** what the server offers instead of Glasgow, closest first */
  let nearGlasgow: Nearby[];

  beforeAll(async () => {
    [app, browser] = await Promise.all([startBuiltApp(), launchChromium()]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    const refused = await fetch(`${app.url}/api/trips/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ destination: 'Glasgow', country: '', preferences: { activities: [], travelStyle: [], accommodation: [], budgetLevel: 3, currency: 'USD', duration: '3 days', travelers: '1' } }),
    });
    expect(refused.status).toBe(422);
    nearGlasgow = ((await refused.json()) as { nearestDestinations: Nearby[] }).nearestDestinations;
    expect(nearGlasgow.length).toBeGreaterThan(0);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const form = (page: Page) => page.getByRole('form', { name: 'Plan a trip' });
  const refusal = (page: Page) => page.getByRole('alert').filter({ hasText: "We can't plan Glasgow yet" });

  test.each(WIDTHS)('at %i px: autocomplete marks what cannot be planned; the refusal stays until dismissed; a nearby destination fills the form and plans', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${app.url}/`);
    const where = page.getByRole('combobox', { name: 'Where to?' });
    const submit = page.getByRole('button', { name: 'Generate Trip Plan' });

    // Autocomplete: the guide's Salzburg can be chosen; Salvador is listed, marked and cannot be.
    await where.fill('sal');
    const salzburg = page.getByRole('option', { name: /^Salzburg/ });
    const salvador = page.getByRole('option', { name: /^Salvador/ });
    await salvador.waitFor();
    expect(await salvador.textContent()).toContain("Can't plan yet");
    expect(await salvador.getAttribute('aria-disabled')).toBe('true');
    expect(await salzburg.textContent()).not.toContain("Can't plan yet");
    expect(await salzburg.getAttribute('aria-disabled')).toBeNull();
    await page.screenshot({ path: path.join(SCREENSHOTS, `destination-autocomplete-${width}.png`) });
    // a real click, past Playwright's own refusal to click what is marked disabled
    await salvador.click({ force: true });
    expect(await where.inputValue()).toBe('sal');
    expect(await salvador.isVisible()).toBe(true);

    // Glasgow is typed and asked for anyway: the refusal is an alert in the planner, not a toast.
    await where.fill('Glasgow');
    await page.getByRole('option', { name: /^Glasgow Glasgow, United Kingdom/ }).waitFor();
    expect(await page.getByRole('option', { name: /^Glasgow Glasgow, United Kingdom/ }).getAttribute('aria-disabled')).toBe('true');
    await where.press('Escape');
    await submit.click();
    const alert = refusal(page);
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Try one of these nearby destinations:');
    expect(await alert.textContent()).not.toMatch(/AI|provider|guide/);
    const choices = alert.getByRole('button', { name: /km away/ });
    expect(await choices.allTextContents()).toEqual(nearGlasgow.map((nearby) => `${nearby.displayName}(${nearby.distanceKm.toLocaleString('en-US')} km away)`));
    expect(await alert.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByRole('region', { name: /Notifications/ }).getByText('Error Generating Trip Plan').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await alert.screenshot({ path: path.join(SCREENSHOTS, `destination-refusal-alert-${width}.png`) });
    await page.screenshot({ path: path.join(SCREENSHOTS, `destination-refusal-${width}.png`) });

    // It does not go away by itself: other interactions leave it, only Dismiss removes it.
    await form(page).getByRole('button', { name: 'Food Tours' }).click();
    await where.fill('Glasgo');
    await page.getByRole('option', { name: /^Glasgow Glasgow, United Kingdom/ }).waitFor();
    await where.press('Escape');
    await where.fill('Glasgow');
    expect(await alert.isVisible()).toBe(true);
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await alert.waitFor({ state: 'detached' });

    // Asked again, then a nearby destination is chosen: it fills the form (with its country) and plans.
    await submit.click();
    await alert.waitFor();
    const [closest] = nearGlasgow;
    await alert.getByRole('button', { name: new RegExp(`^${closest.displayName}`) }).click();
    await alert.waitFor({ state: 'detached' });
    expect(await where.inputValue()).toBe(closest.name);
    expect(await page.getByRole('button', { name: 'Add dates' }).evaluate((element) => element === document.activeElement)).toBe(true);
    const generated = page.waitForRequest((request) => request.url().endsWith('/api/trips/generate/stream'));
    await submit.click();
    expect((await generated).postDataJSON()).toMatchObject({ destination: closest.name, country: closest.country });
    await page.waitForURL(/\/trip\/[0-9a-f-]{36}$/);
    await page.getByRole('main').getByRole('heading', { level: 1, name: closest.name }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);
});
