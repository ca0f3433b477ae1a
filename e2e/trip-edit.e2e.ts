/**
 * Itinerary editing in a real browser: the browser that generated a trip edits, adds and
 * deletes activities, leaves edit mode and finds its edits after a reload; another browser
 * sees no edit controls and its direct writes are refused; the dialog's validation toasts.
 * With SCREENSHOT_DIR set, edit mode is photographed at both widths.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { collectProblems, launchChromium, startBuiltApp, type RunningApp } from './browser.js';

/** Map tiles cannot load offline; the app falls back by design, so their failures are expected. */
const TILE_HOSTS = /tile\.openstreetmap\.org/;
const TEST_TIMEOUT_MS = 90_000;
const LISBON = { destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-03' };
const UPDATE = 'mutation($uuid: String!, $itinerary: [ItineraryDayInput!]!) { updateTripItinerary(uuid: $uuid, itinerary: $itinerary) { uuid } }';

interface ActivityJson {
  title: string;
  description: string;
  type: string;
  time?: string | null;
  duration: number;
  address?: string | null;
  location?: { lat?: number; lng?: number } | null;
}

interface TripJson {
  uuid: string;
  itinerary: Array<{ day: number; title: string; description?: string | null; activities: ActivityJson[] }>;
}

/** 'HH:MM' in minutes after midnight */
const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

describe('itinerary editing in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startBuiltApp(), launchChromium()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function newBrowser(width: number): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    return { context, page, problems: collectProblems(page, TILE_HOSTS) };
  }

  /** Plans Lisbon with the offline planner from this browser, which gets the trip's edit cookie. */
  async function generateLisbon(context: BrowserContext): Promise<TripJson> {
    const response = await context.request.post(`${app.url}/api/trips/generate`, { data: LISBON });
    expect(response.status()).toBe(201);
    return (await response.json()) as TripJson;
  }

  const readTrip = async (uuid: string) => (await (await fetch(`${app.url}/api/trips/uuid/${uuid}`)).json()) as TripJson;
  // An open modal dialog hides the rest of the page, the toasts included, from assistive technology.
  const toast = (page: Page) => page.getByRole('region', { name: /Notifications/, includeHidden: true });
  const day = (page: Page, trip: TripJson, number: number) => page.getByRole('article', { name: `Day ${number}: ${trip.itinerary[number - 1].title}` });
  const activityTitles = async (dayCard: Locator) => dayCard.getByRole('listitem').getByRole('heading', { level: 4 }).allTextContents();

  async function openTrip(page: Page, uuid: string): Promise<void> {
    await page.goto(`${app.url}/trip/${uuid}`);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Lisbon' }).waitFor();
    // the itinerary comes a commit after the hero
    await page.getByRole('article', { name: /^Day 1:/ }).waitFor();
  }

  /** With SCREENSHOT_DIR set, a picture of the viewport once toasts and dialogs have finished moving. */
  async function screenshot(page: Page, name: string): Promise<void> {
    const dir = process.env.SCREENSHOT_DIR;
    if (!dir) return;
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await page.screenshot({ path: path.resolve(dir, name) });
  }

  /** Brings the itinerary's heading and buttons to the top, below the sticky site header. */
  async function showItineraryTop(page: Page): Promise<void> {
    await page.getByRole('heading', { name: /-day itinerary/ }).evaluate((heading) => {
      window.scrollTo({ top: heading.getBoundingClientRect().top + window.scrollY - 88, behavior: 'instant' });
    });
  }

  test('the creating browser edits, adds and deletes activities; the edits survive a reload', async () => {
    const { context, page, problems } = await newBrowser(1366);
    const trip = await generateLisbon(context);
    const [first, second, ...rest] = trip.itinerary[0].activities;
    await openTrip(page, trip.uuid);

    await page.getByRole('button', { name: 'Edit itinerary' }).click();
    expect(await page.getByRole('button', { name: 'Done editing' }).getAttribute('aria-pressed')).toBe('true');
    const day1 = day(page, trip, 1);

    // add, after the two validation toasts (docs/product/traveller.md, section 5)
    await day1.getByRole('button', { name: 'Add Activity' }).click();
    const addDialog = page.getByRole('dialog', { name: /Add Activity/ });
    await addDialog.waitFor();
    expect(await addDialog.getByRole('textbox', { name: 'Time' }).getAttribute('placeholder')).toBe('09:00');
    await addDialog.getByRole('button', { name: 'Add Activity' }).click();
    await toast(page).getByText('Title is required').waitFor();
    await toast(page).getByText('Please enter a title for this activity').waitFor();
    expect(await addDialog.getByRole('textbox', { name: 'Title' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await addDialog.getByRole('textbox', { name: 'Title' }).fill('Fado night in Alfama');
    await addDialog.getByRole('button', { name: 'Add Activity' }).click();
    await toast(page).getByText('Description is required').waitFor();
    await toast(page).getByText('Please enter a description for this activity').waitFor();
    await addDialog.getByRole('textbox', { name: 'Description' }).fill('Dinner and fado at a small tavern.');
    await addDialog.getByRole('button', { name: 'Add Activity' }).click();
    await toast(page).getByText('Activity added').waitFor();
    await addDialog.waitFor({ state: 'detached' });
    // with no time given it goes where the day has room for its hour, not into dinner
    const added = day1.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Fado night in Alfama' }) });
    const addedTime = (await added.locator('time').textContent()) ?? '';
    expect(addedTime).toMatch(/^\d\d:\d\d$/);
    const overlapping = trip.itinerary[0].activities.filter((activity) => {
      const start = minutesOf(activity.time ?? '');
      return minutesOf(addedTime) < start + activity.duration && start < minutesOf(addedTime) + 60;
    });
    expect(overlapping.map((activity) => `${activity.time} ${activity.title}`)).toEqual([]);

    // edit the first activity
    await day1.getByRole('button', { name: `Edit activity: ${first.title}` }).click();
    const editDialog = page.getByRole('dialog', { name: /Edit Activity/ });
    expect(await editDialog.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(first.title);
    await editDialog.getByRole('textbox', { name: 'Time' }).fill('08:15');
    await editDialog.getByRole('textbox', { name: 'Description' }).fill('Early, before the crowds.');
    await screenshot(page, 'trip-edit-dialog-1366.png');
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await toast(page).getByText('Activity updated').waitFor();
    await editDialog.waitFor({ state: 'detached' });

    // delete the second; focus moves on to the day's 'Add Activity'
    await day1.getByRole('button', { name: `Delete activity: ${second.title}` }).click();
    await toast(page).getByText('Activity removed').waitFor();
    await day1.getByRole('heading', { name: second.title, exact: true }).waitFor({ state: 'detached' });
    expect(await day1.getByRole('button', { name: 'Add Activity' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await showItineraryTop(page);
    await screenshot(page, 'trip-edit-1366.png');

    await page.getByRole('button', { name: 'Done editing' }).click();
    await toast(page).getByText('Itinerary saved').waitFor();
    expect(await page.getByRole('button', { name: 'Add Activity' }).count()).toBe(0);

    await page.reload();
    await day(page, trip, 1).waitFor();
    const titles = await activityTitles(day(page, trip, 1));
    expect(titles).toEqual([first.title, ...rest.map((a) => a.title), 'Fado night in Alfama']);
    await day(page, trip, 1).getByText('Early, before the crowds.').waitFor();
    const stored = await readTrip(trip.uuid);
    expect(stored.itinerary[0].activities[0]).toMatchObject({ title: first.title, time: '08:15', description: 'Early, before the crowds.' });
    expect(stored.itinerary[0].activities.at(-1)).toMatchObject({ title: 'Fado night in Alfama', time: addedTime, type: 'sightseeing', duration: 60 });
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test.each([1366, 390])('at %i px, renaming an activity keeps its address and map pin', async (width) => {
    const { context, page, problems } = await newBrowser(width);
    const trip = await generateLisbon(context);
    const index = trip.itinerary[0].activities.findIndex((activity) => activity.address && activity.location?.lat !== undefined);
    const place = trip.itinerary[0].activities[index];
    await openTrip(page, trip.uuid);

    await page.getByRole('button', { name: 'Edit itinerary' }).click();
    const day1 = day(page, trip, 1);
    await day1.getByRole('button', { name: `Edit activity: ${place.title}` }).click();
    const dialog = page.getByRole('dialog', { name: /Edit Activity/ });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Sunset from the castle walls');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toast(page).getByText('Activity updated').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const renamed = day1.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Sunset from the castle walls' }) });
    await renamed.getByText(place.address!, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Done editing' }).click();
    await toast(page).getByText('Itinerary saved').waitFor();
    await renamed.evaluate((item) => window.scrollTo({ top: item.getBoundingClientRect().top + window.scrollY - 120, behavior: 'instant' }));
    await screenshot(page, `trip-edit-renamed-keeps-address-${width}.png`);

    const stored = (await readTrip(trip.uuid)).itinerary[0].activities[index];
    expect(stored).toMatchObject({ title: 'Sunset from the castle walls', address: place.address, location: place.location });
    // The map loads when its section comes near the screen: scroll to its heading, which is always there.
    await page.getByRole('heading', { name: 'Interactive Trip Map' }).scrollIntoViewIfNeeded();
    const map = page.locator('.leaflet-container');
    await map.locator(`.leaflet-marker-icon[title$=": Sunset from the castle walls"]`).waitFor();
    // the trip's tab names its destination, not its id
    expect(await page.title()).toBe('Lisbon trip | Odyssey');
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test("deleting an activity takes it out of the day's summary", async () => {
    const { context, page, problems } = await newBrowser(1366);
    const trip = await generateLisbon(context);
    const summary = trip.itinerary[0].description ?? '';
    const named = trip.itinerary[0].activities.find((activity) => activity.type !== 'meal' && summary.includes(activity.title));
    expect(named).toBeDefined();
    await openTrip(page, trip.uuid);
    const day1 = day(page, trip, 1);
    await day1.getByText(summary).waitFor();

    await page.getByRole('button', { name: 'Edit itinerary' }).click();
    await day1.getByRole('button', { name: `Delete activity: ${named!.title}` }).click();
    await toast(page).getByText('Activity removed').waitFor();
    await day1.getByRole('heading', { name: named!.title, exact: true }).waitFor({ state: 'detached' });
    await day1.getByText(/^A day in Lisbon: /).waitFor();
    expect(await day1.textContent()).not.toContain(named!.title);

    await page.reload();
    await day(page, trip, 1).getByText(/^A day in Lisbon: /).waitFor();
    expect(await day(page, trip, 1).textContent()).not.toContain(named!.title);
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test('another browser sees no edit controls, and its direct writes are refused', async () => {
    const owner = await newBrowser(1366);
    const trip = await generateLisbon(owner.context);
    await owner.context.close();

    const { context, page, problems } = await newBrowser(1366);
    const permissions = page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('TripPagePermissions'));
    await openTrip(page, trip.uuid);
    expect(await (await permissions).json()).toMatchObject({ data: { tripPermissions: { canEdit: false } } });
    // let React render the answer before looking for what it must not show
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await day(page, trip, 1).waitFor();
    expect(await page.getByRole('button', { name: 'Edit itinerary' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Activity' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|Delete) activity/ }).count()).toBe(0);

    // Direct writes with this browser's own valid cookie (it planned a trip of its own).
    await generateLisbon(context);
    const emptied = trip.itinerary.map((d) => ({ ...d, activities: [] }));
    const graphqlReply = await context.request.post(`${app.url}/graphql`, { data: { query: UPDATE, variables: { uuid: trip.uuid, itinerary: emptied } } });
    expect((await graphqlReply.json()).errors[0]).toMatchObject({ message: 'Only the traveller who created this trip can edit its itinerary', extensions: { code: 'FORBIDDEN', status: 403 } });
    const restReply = await context.request.put(`${app.url}/api/trips/${trip.uuid}/itinerary`, { data: { itinerary: emptied } });
    expect(restReply.status()).toBe(403);
    expect((await readTrip(trip.uuid)).itinerary).toEqual(trip.itinerary);
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test('edit mode and its dialog fit a phone', async () => {
    const { context, page, problems } = await newBrowser(390);
    const trip = await generateLisbon(context);
    await openTrip(page, trip.uuid);
    await page.getByRole('button', { name: 'Edit itinerary' }).click();
    const day1 = day(page, trip, 1);
    await day1.getByRole('button', { name: `Delete activity: ${trip.itinerary[0].activities[0].title}` }).waitFor();
    await showItineraryTop(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'trip-edit-390.png');

    await day1.getByRole('button', { name: 'Add Activity' }).click();
    const dialog = page.getByRole('dialog', { name: /Add Activity/ });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Sunset at Miradouro da Graça');
    await dialog.getByRole('button', { name: 'Add Activity' }).click();
    await toast(page).getByText('Description is required').waitFor();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'trip-edit-dialog-390.png');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await day1.getByRole('button', { name: 'Add Activity' }).evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await readTrip(trip.uuid)).itinerary).toEqual(trip.itinerary);
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);
});
