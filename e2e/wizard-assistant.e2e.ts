/**
 * The preferences wizard and the Trip Assistant in a real browser: Modify Trip, the four steps by
 * keyboard, Generate Trip to a prefilled planner; the assistant's suggestion opening the wizard;
 * a proposed itinerary edit applied, stored and undone. Screenshots go to docs/screenshots.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { collectProblems, launchChromium, revealTripSections, startBuiltApp, type RunningApp } from './browser.js';

/** Map tiles cannot load offline; the app falls back by design, so their failures are expected. */
const TILE_HOSTS = /tile\.openstreetmap\.org/;
const TEST_TIMEOUT_MS = 90_000;
const SCREENSHOTS = path.resolve(__dirname, '..', 'docs', 'screenshots');

/** A four-day Lisbon trip without dates, the way the planner form would ask for it. */
const LISBON = {
  destination: 'Lisbon',
  country: 'Portugal',
  preferences: { travelStyle: ['Cultural'], accommodation: ['Boutique Hotel'], activities: ['Food Tours', 'Museums & Art'], budgetLevel: 3, currency: 'USD', duration: '4 days', travelers: '2' },
};

describe('preferences wizard and Trip Assistant in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startBuiltApp(), launchChromium()]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** A fresh browser whose own trip (it generated it, so it may edit it) is open. */
  async function openOwnTrip(width: number): Promise<{ page: Page; context: BrowserContext; problems: string[]; uuid: string }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    // The context's request client shares the browser's cookies: the trip is this browser's.
    const response = await context.request.post(`${app.url}/graphql`, {
      data: { query: 'mutation($input: GenerateTripInput!) { generateTrip(input: $input) { uuid } }', variables: { input: LISBON } },
    });
    const uuid = ((await response.json()) as { data: { generateTrip: { uuid: string } } }).data.generateTrip.uuid;
    const page = await context.newPage();
    const problems = collectProblems(page, TILE_HOSTS);
    await page.goto(`${app.url}/trip/${uuid}`);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Lisbon' }).waitFor();
    await revealTripSections(page);
    return { page, context, problems, uuid };
  }

  // While a modal dialog is open, the rest of the page (the toasts included) is aria-hidden.
  const toast = (page: Page) => page.getByRole('region', { name: /Notifications/, includeHidden: true });
  const focusedIsInside = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));
  // (a locator, not a role: while the assistant is open the page behind it is aria-hidden)
  const dayTitles = (page: Page) => page.locator('article[aria-labelledby^="day-"]').evaluateAll((days) => days.map((day) => day.getAttribute('aria-labelledby')).map((id) => document.getElementById(id!)!.textContent));

  /** Tabbing forwards and backwards past the ends never leaves the dialog. */
  async function tabAround(page: Page, dialog: Locator, presses: number) {
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let press = 0; press < presses; press += 1) {
        await page.keyboard.press(key);
        expect(await focusedIsInside(dialog)).toBe(true);
      }
    }
  }

  test("Modify Trip on one's own trip: the wizard by keyboard lists the edits it replaces, regenerates the same trip with its wallet, and undoes", async () => {
    const { page, context, problems, uuid } = await openOwnTrip(1366);
    // The traveller has renamed day 1 and keeps a ticket in the wallet.
    const trip = (await (await context.request.get(`${app.url}/api/trips/uuid/${uuid}`)).json()) as { itinerary: Array<{ title: string }> };
    trip.itinerary[0].title = 'Our own first day';
    expect((await context.request.put(`${app.url}/api/trips/${uuid}/itinerary`, { data: { itinerary: trip.itinerary } })).status()).toBe(200);
    expect((await context.request.post(`${app.url}/api/trips/${uuid}/wallet`, { data: { type: 'train', title: 'Train to Sintra' } })).status()).toBe(201);
    await page.reload();
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Lisbon' }).waitFor();
    await revealTripSections(page);
    await page.getByRole('button', { name: 'Modify Trip' }).focus();
    await page.keyboard.press('Enter');

    const wizard = page.getByRole('dialog', { name: 'Where to?' });
    const destination = wizard.getByRole('combobox', { name: 'Destination' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    expect(await destination.inputValue()).toBe('Lisbon');
    await tabAround(page, page.getByRole('dialog'), 12);
    await destination.focus();
    // Enter in the field is Next
    await page.keyboard.press('Enter');

    const when = page.getByRole('dialog', { name: 'When?' });
    await when.waitFor();
    expect(await when.getByRole('combobox', { name: 'How long?' }).inputValue()).toBe('4 days');
    expect(await when.getByRole('combobox', { name: 'Who is going?' }).inputValue()).toBe('2');
    await when.getByRole('combobox', { name: 'Who is going?' }).selectOption('2 adults');
    await when.getByRole('button', { name: 'Next' }).press('Enter');

    const interests = page.getByRole('dialog', { name: 'What interests you?' });
    await interests.waitFor();
    expect(await interests.getByRole('button', { name: 'Boutique Hotel' }).getAttribute('aria-pressed')).toBe('true');
    const nature = interests.getByRole('button', { name: 'Nature', exact: true });
    await nature.focus();
    await page.keyboard.press('Enter');
    expect(await nature.getAttribute('aria-pressed')).toBe('true');
    const budget = interests.getByRole('slider');
    await budget.focus();
    await page.keyboard.press('ArrowRight');
    expect(await budget.getAttribute('aria-valuenow')).toBe('4');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'wizard-1366.png') });
    await interests.getByRole('button', { name: 'Next' }).click();

    const summary = page.getByRole('dialog', { name: 'Your Trip Preferences' });
    await summary.waitFor();
    const summaryText = await summary.textContent();
    expect(summaryText).toContain('Flexible');
    expect(summaryText).toContain('Upscale');
    expect(summaryText).toContain('Food Tours, Museums & Art, Nature');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'wizard-summary-1366.png') });

    const notice = summary.getByRole('alert', { name: 'What Generate Trip changes' });
    await notice.getByText('Day 1: renamed the day "Our own first day"').waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'wizard-summary-1366.png') });

    await summary.getByRole('button', { name: 'Generate Trip' }).click();
    await toast(page).getByText('Trip updated').waitFor();
    await summary.waitFor({ state: 'detached' });
    // The same trip, planned again: its address, the new budget, no edit of the traveller's, and its wallet.
    expect(new URL(page.url()).pathname).toBe(`/trip/${uuid}`);
    await page.getByText('Our own first day').first().waitFor({ state: 'detached' });
    const regenerated = (await (await context.request.get(`${app.url}/api/trips/uuid/${uuid}`)).json()) as { preferences: { budgetLevel: number; activities: string[] }; canUndoRegeneration: boolean };
    expect(regenerated.preferences).toMatchObject({ budgetLevel: 4, activities: expect.arrayContaining(['Nature']) });
    expect(regenerated.canUndoRegeneration).toBe(true);
    await page.getByRole('button', { name: 'Undo Modify Trip' }).waitFor();
    await revealTripSections(page);
    await page.getByRole('region', { name: 'Trip Wallet' }).getByRole('article', { name: 'Train to Sintra' }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'modify-trip-regenerated-1366.png') });

    // Undo puts the traveller's plan back, their edit included.
    await toast(page).getByRole('button', { name: 'Undo' }).click();
    await toast(page).getByText('Previous plan restored').waitFor();
    await page.getByText('Our own first day').first().waitFor();
    const stored = (await (await context.request.get(`${app.url}/api/trips/uuid/${uuid}`)).json()) as { itinerary: Array<{ title: string }>; canUndoRegeneration: boolean };
    expect(stored.itinerary[0].title).toBe('Our own first day');
    expect(stored.canUndoRegeneration).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test("Modify Trip on someone else's trip hands the choices to the planner form for a trip of one's own", async () => {
    const own = await openOwnTrip(1366);
    await own.context.close();
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const problems = collectProblems(page, TILE_HOSTS);
    await page.goto(`${app.url}/trip/${own.uuid}`);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Lisbon' }).waitFor();
    await revealTripSections(page);
    await page.getByRole('button', { name: 'Modify Trip' }).click();
    await page.getByRole('dialog', { name: 'Where to?' }).getByRole('button', { name: 'Next' }).click();
    const when = page.getByRole('dialog', { name: 'When?' });
    await when.getByRole('combobox', { name: 'Who is going?' }).selectOption('2 adults');
    await when.getByRole('button', { name: 'Next' }).click();
    const interests = page.getByRole('dialog', { name: 'What interests you?' });
    await interests.getByRole('button', { name: 'Nature', exact: true }).click();
    await interests.getByRole('slider').focus();
    await page.keyboard.press('ArrowRight');
    await interests.getByRole('button', { name: 'Next' }).click();
    const summary = page.getByRole('dialog', { name: 'Your Trip Preferences' });
    await summary.waitFor();
    expect(await summary.getByRole('alert', { name: 'What Generate Trip changes' }).count()).toBe(0);

    const historyLength = await page.evaluate(() => window.history.length);
    await summary.getByRole('button', { name: 'Generate Trip' }).click();
    await page.waitForURL(`${app.url}/`);
    await toast(page).getByText('Preferences saved').waitFor();
    await toast(page).getByText('Your trip preferences have been saved!').waitFor();
    // the trip page's history entry was replaced, not added to
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength);

    const form = page.getByRole('form', { name: 'Plan a trip' });
    expect(await form.getByRole('combobox', { name: 'Where to?' }).inputValue()).toBe('Lisbon');
    // the page scrolls smoothly to the top
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await form.getByRole('combobox', { name: 'Budget?' }).inputValue()).toBe('4');
    // the wizard's '2 adults' shows as Couple
    const who = form.getByRole('group', { name: 'Who?' });
    expect(await who.getByRole('button', { name: 'Couple 2' }).getAttribute('aria-pressed')).toBe('true');
    expect(await who.locator('[aria-pressed="true"]').count()).toBe(1);
    for (const interest of ['Food Tours', 'Museums & Art', 'Nature']) {
      expect(await form.getByRole('button', { name: interest, exact: true }).getAttribute('aria-pressed')).toBe('true');
    }
    const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('tripPreferences')))!);
    expect(stored).toMatchObject({ destination: 'Lisbon', dateRange: {}, preferences: { budgetLevel: 4, travelers: '2 adults', duration: '4 days', accommodation: ['Boutique Hotel'] } });

    // The planner generates from the handed-over preferences.
    await form.getByRole('button', { name: 'Generate Trip Plan' }).click();
    await page.waitForURL(/\/trip\/[0-9a-f-]{36}$/);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Lisbon' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test('Escape closes the wizard and gives focus back to Modify Trip', async () => {
    const { page, context, problems } = await openOwnTrip(1366);
    const modify = page.getByRole('button', { name: 'Modify Trip' });
    await modify.click();
    await page.getByRole('dialog', { name: 'Where to?' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await modify.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test('the assistant: a suggestion opens the wizard; a proposed swap is applied, stored and undone', async () => {
    const { page, context, problems, uuid } = await openOwnTrip(1366);
    const opener = page.getByRole('button', { name: 'Trip Assistant' });
    await opener.click();
    const assistant = page.getByRole('dialog', { name: 'Trip Assistant' });
    await assistant.getByText('How would you like to modify your trip to Lisbon?').waitFor();
    const input = assistant.getByRole('textbox', { name: 'Your message to the Trip Assistant' });
    await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
    const send = assistant.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await send.isDisabled()).toBe(true);

    // Shift+Enter is a new line; Enter sends.
    await input.fill('Make it cheaper');
    await input.press('Shift+Enter');
    await input.pressSequentially('and add more nature');
    expect(await input.inputValue()).toBe('Make it cheaper\nand add more nature');
    const height = await input.evaluate((element) => element.closest('.MuiInputBase-root')!.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(80);
    expect(height).toBeLessThanOrEqual(162);
    await input.press('Enter');
    expect(await input.inputValue()).toBe('');

    const wizard = page.getByRole('dialog', { name: 'Where to?' });
    await wizard.waitFor();
    expect(await wizard.getByRole('combobox', { name: 'Destination' }).inputValue()).toBe('Lisbon');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'When?' }).getByRole('button', { name: 'Next' }).click();
    const interests = page.getByRole('dialog', { name: 'What interests you?' });
    expect(await interests.getByRole('slider').getAttribute('aria-valuenow')).toBe('2');
    expect(await interests.getByRole('button', { name: 'Nature & Outdoors' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    await interests.waitFor({ state: 'detached' });
    await assistant.getByText(/the budget from Mid-range \(3\) to Economy \(2\)/).waitFor();

    const before = await dayTitles(page);
    await input.fill('swap day 1 and 2');
    await input.press('Enter');
    await assistant.getByText('Swap day 1 and day 2', { exact: true }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'assistant-1366.png') });
    await assistant.getByRole('button', { name: 'Apply' }).click();
    await assistant.getByRole('button', { name: 'Undo' }).waitFor();
    await toast(page).getByText('Itinerary updated').waitFor();
    const swapped = [before[1]!.replace('Day 2', 'Day 1'), before[0]!.replace('Day 1', 'Day 2'), ...before.slice(2)];
    expect(await dayTitles(page)).toEqual(swapped);

    // Stored: a new tab (a reload of the trip) shows the swapped days.
    const reloaded = await context.newPage();
    const reloadedProblems = collectProblems(reloaded, TILE_HOSTS);
    await reloaded.goto(`${app.url}/trip/${uuid}`);
    await reloaded.getByRole('main').getByRole('heading', { level: 1, name: 'Lisbon' }).waitFor();
    // the days come a commit after the hero
    await reloaded.getByRole('article', { name: /^Day 2:/ }).waitFor();
    expect(await dayTitles(reloaded)).toEqual(swapped);

    await assistant.getByRole('button', { name: 'Undo' }).click();
    await toast(page).getByText('Change undone').waitFor();
    await assistant.getByRole('button', { name: 'Apply' }).waitFor();
    expect(await dayTitles(page)).toEqual(before);
    await reloaded.reload();
    await reloaded.getByRole('main').getByRole('heading', { level: 1, name: 'Lisbon' }).waitFor();
    // the days come a commit after the hero
    await reloaded.getByRole('article', { name: /^Day 2:/ }).waitFor();
    expect(await dayTitles(reloaded)).toEqual(before);

    await page.keyboard.press('Escape');
    await assistant.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    expect(reloadedProblems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test('at 390 px the wizard and the assistant fill the screen and fit it', async () => {
    const { page, context, problems } = await openOwnTrip(390);
    await page.getByRole('button', { name: 'Modify Trip' }).click();
    await page.getByRole('dialog', { name: 'Where to?' }).getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'When?' }).getByRole('button', { name: 'Next' }).click();
    const interests = page.getByRole('dialog', { name: 'What interests you?' });
    await interests.getByRole('slider').waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'wizard-390.png') });
    const box = await interests.boundingBox();
    expect(box).toMatchObject({ x: 0, width: 390 });
    await interests.getByRole('button', { name: 'Close' }).click();
    await interests.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Trip Assistant' }).click();
    const assistant = page.getByRole('dialog', { name: 'Trip Assistant' });
    const input = assistant.getByRole('textbox', { name: 'Your message to the Trip Assistant' });
    await input.fill('swap day 2 and 3');
    await input.press('Enter');
    await assistant.getByText('Swap day 2 and day 3', { exact: true }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'assistant-390.png') });
    const overflow = await assistant.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);
});
