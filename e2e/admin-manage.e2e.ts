/**
 * The admin's Users, Trips and Subscribers pages in a real browser, against one built app
 * started with an operator account (ADMIN_EMAIL/ADMIN_PASSWORD): search and edit a user (the
 * edit survives a reload), refuse deleting oneself, delete another user; filter trips, feature
 * one, edit its header, upload a picture (a non-image is refused), delete one; see, search,
 * page and unsubscribe newsletter subscribers. Screenshots of the three pages at 1366 and
 * 390 px go to docs/screenshots/admin-*.png; at 390 px the page never scrolls sideways.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectProblems, launchChromium, restoreSession, startBuiltApp, type RunningApp } from './browser.js';

const SCREENSHOTS = path.resolve(__dirname, '..', 'docs', 'screenshots');
const TEST_TIMEOUT_MS = 90_000;
const ADMIN = { email: 'root@example.com', password: 'operator-secret' };
/** a 1×1 PNG */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface SignedIn {
  token: string;
  user: { id: number; username: string };
}

describe('admin users, trips and subscribers in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let admin: SignedIn;
  const trips: Record<string, { uuid: string; id: number }> = {};

  const post = async (to: string, body: unknown, token?: string) => {
    const response = await fetch(`${app.url}${to}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const register = (username: string) =>
    post('/api/auth/register', { email: `${username}@example.com`, username, password: 'secret123', confirmPassword: 'secret123' });

  beforeAll(async () => {
    [app, browser] = await Promise.all([startBuiltApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }), launchChromium()]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    const login = await post('/api/auth/login', ADMIN);
    expect(login.status).toBe(200);
    admin = login.body as unknown as SignedIn;
    for (const username of ['grace', 'linus', 'margaret']) expect((await register(username)).status).toBeLessThan(300);
    for (const [destination, country] of [['Madrid', 'Spain'], ['Barcelona', 'Spain']]) {
      const generated = await post('/api/trips/generate', { destination, country, startDate: '2027-06-01', endDate: '2027-06-03' });
      expect([generated.status, generated.body.message]).toEqual([201, undefined]);
      trips[destination] = { uuid: generated.body.uuid as string, id: generated.body.id as number };
    }
    // Lisbon belongs to the admin (Saved): someone else's trip saved is a copy, so the admin saves
    // it as a copy of a Lisbon trip planned elsewhere, and that copy is the Lisbon row. The others stay temporary.
    const lisbon = await post('/api/trips/generate', { destination: 'Lisbon', country: 'Portugal', startDate: '2027-06-01', endDate: '2027-06-03' });
    const saved = await post(`/api/trips/uuid/${lisbon.body.uuid as string}/save`, {}, admin.token);
    expect(saved.status).toBeLessThan(300);
    trips.Lisbon = { uuid: saved.body.uuid as string, id: saved.body.id as number };
    // The original is not the admin's: it goes, so the table has one Lisbon.
    const removed = await fetch(`${app.url}/api/admin/trips/${lisbon.body.uuid as string}`, { method: 'DELETE', headers: { Authorization: `Bearer ${admin.token}` } });
    expect(removed.status).toBe(200);
    for (let index = 1; index <= 12; index++) expect((await post('/api/newsletter/subscribe', { email: `reader${String(index).padStart(2, '0')}@example.com` })).status).toBe(200);

    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await restoreSession(context, admin);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    page = await context.newPage();
    problems = collectProblems(page, /no-such-image/);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(() => {
    if (problems) expect(problems.splice(0)).toEqual([]);
  });

  // An open modal dialog hides the rest of the page, the toasts included, from assistive technology.
  const toast = () => page.getByRole('region', { name: /Notifications/, includeHidden: true });
  const go = (to: string) => page.goto(`${app.url}${to}`);
  const row = (text: string) => page.getByRole('row').filter({ hasText: text });
  /** The row of one of this suite's trips (the app also seeds showcase trips with the same names). */
  const tripRow = (destination: string, at: Page = page) =>
    at.getByRole('row').filter({ has: at.getByRole('cell', { name: String(trips[destination].id), exact: true }) });

  /** The page afresh (no toasts) at 1366 px, then at phone width with this session: no serious axe violations, no sideways scrolling of the page. */
  async function screenshots(to: string, name: string, ready: (at: Page) => Promise<unknown>) {
    await go(to);
    await ready(page);
    expect(await seriousViolations(page)).toEqual([]);
    // The sidebar's column runs the whole height of a long page, and the sidebar stays in view when scrolled to the bottom.
    const column = await page.evaluate(() => {
      const sidebar = document.querySelector('nav[aria-label="Admin"]')!.closest('.MuiDrawer-docked')!;
      window.scrollTo(0, document.documentElement.scrollHeight);
      const paper = sidebar.querySelector('.MuiDrawer-paper')!.getBoundingClientRect();
      return { column: sidebar.getBoundingClientRect().height, page: document.documentElement.scrollHeight, paperTop: paper.top, paperBottom: paper.bottom, viewport: window.innerHeight };
    });
    expect(column.column).toBeGreaterThanOrEqual(column.page - 1);
    expect([Math.round(column.paperTop), Math.round(column.paperBottom)]).toEqual([0, column.viewport]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SCREENSHOTS, `admin-${name}-1366.png`), fullPage: true });
    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: await context.storageState() });
    const phone = await phoneContext.newPage();
    const phoneProblems = collectProblems(phone);
    await phone.goto(`${app.url}${to}`);
    await ready(phone);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.screenshot({ path: path.join(SCREENSHOTS, `admin-${name}-390.png`), fullPage: true });
    await phoneContext.close();
    expect(phoneProblems).toEqual([]);
  }

  test(
    'users: search, edit (kept after a reload, a bad email refused), no deleting oneself, delete another',
    async () => {
      await go('/admin/users');
      await page.getByRole('heading', { name: 'User Management' }).waitFor();
      await row('grace@example.com').waitFor();
      const search = page.getByPlaceholder('Search by username or email...');
      await search.fill('LINUS');
      await row('linus@example.com').waitFor();
      expect(await page.getByRole('row').count()).toBe(2);
      await search.fill('no such person');
      await page.getByText('No users matching your search').waitFor();
      await search.fill('');

      // The admin's own row: Delete is disabled.
      const own = row(ADMIN.email);
      expect(await own.getByRole('button', { name: /^Delete/ }).isDisabled()).toBe(true);
      expect(await own.getByText('Admin', { exact: true }).count()).toBe(1);

      await row('grace@example.com').getByRole('button', { name: 'Edit grace' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Email').fill('grace@nowhere');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.getByText('Please enter a valid email address').waitFor();
      await dialog.getByLabel('Email').fill('grace.hopper@example.com');
      expect(await dialog.getByText('Please enter a valid email address').count()).toBe(0);
      await dialog.getByLabel('First Name').fill('Grace');
      await dialog.getByLabel('Last Name').fill('Hopper');
      await dialog.getByLabel('Bio').fill('Wrote the first compiler.');
      await dialog.getByLabel('Profile Image URL').fill(`${app.url}/no-such-image.png`);
      await dialog.getByAltText('No profile image').waitFor();
      await dialog.getByRole('switch', { name: 'Admin Status' }).check();
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await toast().getByText('User details have been updated successfully.').waitFor();
      await dialog.waitFor({ state: 'hidden' });

      await page.reload();
      const grace = row('grace.hopper@example.com');
      await grace.waitFor();
      expect(await grace.getByText('Admin', { exact: true }).count()).toBe(1);
      await grace.getByRole('button', { name: 'Edit grace' }).click();
      expect(await dialog.getByLabel('First Name').inputValue()).toBe('Grace');
      expect(await dialog.getByLabel('Bio').inputValue()).toBe('Wrote the first compiler.');
      // Emptied fields go as null: the bio is cleared on the server.
      await dialog.getByLabel('Bio').fill('');
      await dialog.getByLabel('Profile Image URL').fill('');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const users = (await (await fetch(`${app.url}/api/admin/users?search=grace`, { headers: { Authorization: `Bearer ${admin.token}` } })).json()) as Array<Record<string, unknown>>;
      expect(users[0]).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', bio: null, profileImageUrl: null, isAdmin: true });

      // Deleting oneself is refused by the server too.
      const self = await fetch(`${app.url}/api/admin/users/${admin.user.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${admin.token}` } });
      expect(self.status).toBeGreaterThanOrEqual(400);
      expect(self.status).toBeLessThan(500);

      await row('margaret@example.com').getByRole('button', { name: 'Delete margaret' }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText('Are you sure?').waitFor();
      expect(await confirm.textContent()).toContain('This action will permanently delete the user account for margaret. This action cannot be undone.');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await toast().getByText('User has been deleted successfully.').waitFor();
      await row('margaret@example.com').waitFor({ state: 'detached' });
      await page.reload();
      await row('linus@example.com').waitFor();
      expect(await row('margaret@example.com').count()).toBe(0);

      await screenshots('/admin/users', 'users', (phone) => phone.getByRole('row').filter({ hasText: 'linus@example.com' }).waitFor());
    },
    TEST_TIMEOUT_MS,
  );

  test(
    'trips: filter, feature, edit the header (a budget level of 6 refused), upload a picture, delete',
    async () => {
      await go('/admin/trips');
      await page.getByRole('heading', { name: 'Trip Management' }).waitFor();
      await tripRow('Barcelona').waitFor();
      expect(await tripRow('Lisbon').getByText('Saved', { exact: true }).count()).toBe(1);
      expect(await tripRow('Madrid').getByText('Temporary', { exact: true }).count()).toBe(1);
      expect(await tripRow('Madrid').getByText('No image').count()).toBe(1);

      await page.getByRole('combobox', { name: 'User' }).click();
      await page.getByRole('option', { name: 'With User (Saved)', exact: true }).click();
      await tripRow('Madrid').waitFor({ state: 'detached' });
      await tripRow('Lisbon').waitFor();
      expect(await row('Temporary').count()).toBe(0);
      await page.getByRole('combobox', { name: 'Featured' }).click();
      await page.getByRole('option', { name: 'Featured Only', exact: true }).click();
      await page.getByText('No trips found').waitFor();
      await page.getByRole('button', { name: 'Reset Filters' }).click();
      await tripRow('Madrid').waitFor();

      await tripRow('Madrid').getByRole('button', { name: 'Actions for Madrid' }).click();
      await page.getByRole('menuitem', { name: 'Feature', exact: true }).click();
      await toast().getByText('Trip featured successfully').waitFor();
      await tripRow('Madrid').getByText('Featured', { exact: true }).waitFor();
      await page.getByRole('combobox', { name: 'Featured' }).click();
      await page.getByRole('option', { name: 'Featured Only', exact: true }).click();
      await tripRow('Barcelona').waitFor({ state: 'detached' });
      await tripRow('Madrid').waitFor();
      expect(await page.getByRole('row').count()).toBe((await row('Featured').count()) + 1);
      await page.getByRole('button', { name: 'Reset Filters' }).click();
      await tripRow('Barcelona').waitFor();

      await tripRow('Madrid').getByRole('button', { name: 'Actions for Madrid' }).click();
      await page.getByRole('menuitem', { name: 'Mark as Popular Destination', exact: true }).click();
      await toast().getByText('Destination marked as popular successfully').waitFor();
      await tripRow('Madrid').getByText('Popular', { exact: true }).waitFor();

      await tripRow('Madrid').getByRole('button', { name: 'Actions for Madrid' }).click();
      await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Trip Details' });
      await dialog.getByText('Make changes to the trip details below.').waitFor();
      await dialog.getByLabel('Custom Header').fill('Tapas weekend');
      await dialog.getByLabel('Budget Level').fill('6');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.getByText('Budget level must be a whole number from 1 to 5').waitFor();
      await dialog.getByLabel('Budget Level').fill('4');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await toast().getByText('Success!').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await tripRow('Madrid').getByText('Tapas weekend').waitFor();
      // The server refuses a budget level of 6 sent directly, too.
      const direct = await fetch(`${app.url}/api/admin/trips/${trips.Madrid.uuid}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token}` },
        body: JSON.stringify({ preferences: { budgetLevel: 6 } }),
      });
      expect(direct.status).toBe(400);
      const madrid = (await (await fetch(`${app.url}/api/trips/uuid/${trips.Madrid.uuid}`)).json()) as { customHeader: string; preferences: { budgetLevel: number } };
      expect(madrid).toMatchObject({ customHeader: 'Tapas weekend', preferences: { budgetLevel: 4 } });

      // The home page first, so its featured and popular lists are in this tab's cache; then
      // back to the admin area through the account menu, without a reload.
      const picture = `img[src^="/api/trips/${trips.Madrid.uuid}/featured-image?v="]`;
      await go('/');
      await scrollUntil(page, page.getByRole('heading', { name: 'Madrid', exact: true }).first());
      expect(await page.locator(picture).count()).toBe(0);
      await page.getByRole('button', { name: /account menu for /i }).click();
      await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Trips' }).click();
      await tripRow('Madrid').waitFor();

      // A text file is refused before upload; a PNG is uploaded and shown.
      await page.getByTestId(`upload-${trips.Madrid.uuid}`).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await toast().getByText('Only image files can be uploaded (JPG or PNG).').waitFor();
      await page.getByTestId(`upload-${trips.Madrid.uuid}`).setInputFiles({ name: 'madrid.png', mimeType: 'image/png', buffer: PNG });
      await toast().getByText('Image uploaded successfully').waitFor();
      await tripRow('Madrid').getByAltText('Madrid featured image').waitFor();

      // After the upload the cached lists were refreshed: back on the home page, still without a
      // reload, Madrid's featured and popular cards show the uploaded picture; so does its trip hero.
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Back to / }).click();
      await page.waitForURL(`${app.url}/`);
      await scrollUntil(page, page.locator(picture).first());
      await scrollUntil(page, page.locator(picture).nth(1));
      expect(await loadedImages(page, picture)).toBeGreaterThanOrEqual(2);
      await go(`/trip/${trips.Madrid.uuid}`);
      await page.locator(picture).first().waitFor();
      expect(await loadedImages(page, picture)).toBeGreaterThanOrEqual(1);
      await go('/admin/trips');
      await tripRow('Madrid').waitFor();

      await tripRow('Barcelona').getByRole('button', { name: 'Actions for Barcelona' }).click();
      await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText('Are you sure you want to delete this trip? This action cannot be undone.').waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await toast().getByText('Trip deleted successfully').waitFor();
      await tripRow('Barcelona').waitFor({ state: 'detached' });
      expect((await fetch(`${app.url}/api/trips/uuid/${trips.Barcelona.uuid}`)).status).toBe(404);

      await screenshots('/admin/trips', 'trips', async (at) => {
        await tripRow('Madrid', at).waitFor();
        // On a phone the trips are cards that fit the screen: the table does not scroll sideways either.
        if (at.viewportSize()!.width < 600) expect(await at.getByRole('region', { name: 'Trips' }).evaluate((table) => table.scrollWidth - table.clientWidth)).toBeLessThanOrEqual(0);
      });
    },
    TEST_TIMEOUT_MS,
  );

  test(
    'subscribers: count, search, 10 per page, copy an email, unsubscribe',
    async () => {
      await go('/admin/subscribers');
      await page.getByRole('heading', { name: 'Newsletter Subscribers' }).waitFor();
      await expectText(page.getByTestId('total-subscribers'), '12');
      // Newest first: reader12 heads page 1, reader01 and reader02 are on page 2.
      await row('reader12@example.com').waitFor();
      expect(await page.getByRole('row').count()).toBe(11);
      await page.getByText('Page 1 of 2').waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Page 2 of 2').waitFor();
      await row('reader01@example.com').waitFor();
      await row('reader12@example.com').waitFor({ state: 'detached' });
      expect(await page.getByRole('row').count()).toBe(3);
      await page.getByRole('button', { name: 'Previous' }).click();

      const search = page.getByPlaceholder('Search subscribers...');
      // The server searches: the page waits for its answer.
      await search.fill('READER07');
      await row('reader12@example.com').waitFor({ state: 'detached' });
      await row('reader07@example.com').waitFor();
      expect(await page.getByRole('row').count()).toBe(2);
      expect(await page.getByText(/Page \d of/).count()).toBe(0);
      await search.fill('nobody');
      await page.getByText('No results.').waitFor();
      await search.fill('reader07');

      await row('reader07@example.com').getByRole('button', { name: 'Copy reader07@example.com' }).click();
      await toast().getByText('Email copied').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('reader07@example.com');

      await row('reader07@example.com').getByRole('button', { name: 'Unsubscribe reader07@example.com' }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText(/from the newsletter\. They can undo this by subscribing again\./).waitFor();
      await confirm.getByRole('button', { name: 'Unsubscribe' }).click();
      await toast().getByText('Unsubscribed successfully').waitFor();
      await row('reader07@example.com').getByText('Unsubscribed', { exact: true }).waitFor();
      // An unsubscribed address is not offered Unsubscribe again; a subscribed one still is.
      expect(await row('reader07@example.com').getByRole('button', { name: /Unsubscribe/ }).count()).toBe(0);
      await search.fill('reader06');
      await row('reader06@example.com').getByRole('button', { name: 'Unsubscribe reader06@example.com' }).waitFor();
      await expectText(page.getByTestId('total-subscribers'), '11');
      await search.fill('');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      expect((await download).suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);

      await screenshots('/admin/subscribers', 'subscribers', (phone) => phone.getByRole('row').filter({ hasText: 'reader12@example.com' }).waitFor());
    },
    TEST_TIMEOUT_MS,
  );
});

/** Scrolls down a screen at a time until the locator is in the page (the home page's lower sections load as they come near). */
async function scrollUntil(at: Page, locator: import('playwright-core').Locator) {
  for (let step = 0; step < 30; step++) {
    if ((await locator.count()) > 0) {
      try {
        return await locator.scrollIntoViewIfNeeded({ timeout: 2_000 });
      } catch {
        // re-rendered as a section finished loading: look for it again
      }
    } else await at.mouse.wheel(0, 700);
    await at.waitForTimeout(150);
  }
  await locator.waitFor({ timeout: 5_000 });
}

/** How many images matching the selector have loaded (not broken). */
async function loadedImages(at: Page, selector: string): Promise<number> {
  await at.waitForFunction((css) => [...document.querySelectorAll<HTMLImageElement>(css)].every((image) => image.complete), selector);
  return at.evaluate((css) => [...document.querySelectorAll<HTMLImageElement>(css)].filter((image) => image.naturalWidth > 0).length, selector);
}

async function expectText(locator: import('playwright-core').Locator, text: string) {
  await locator.filter({ hasText: new RegExp(`^${text}$`) }).waitFor();
}

/** Serious and critical axe violations, described (axe is evaluated through DevTools, so the page's CSP still holds). */
async function seriousViolations(at: Page): Promise<string[]> {
  // Colours are measured once transitions (a button enabling, say) have finished.
  await at.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await at.evaluate(axe.source);
  const results = await at.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }) as Promise<AxeResults>);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${violation.help} at ${node.target.join(' ')}`));
}
