/**
 * Stored text is shown as text. Hostile strings (markup with an onerror handler, a script
 * element, a javascript: address) are saved through the API into a trip's title and header,
 * its day and activity names and descriptions, a wallet item, an account's name and the site's
 * name and map credit; then the pages that show them are opened. Nothing may run
 * (`window.__pwned` stays undefined), no element may be made from the strings, no link may point
 * at javascript:, and each string must appear literally.
 *
 * The pages are opened with the Content Security Policy switched off (Playwright's bypassCSP):
 * the policy would block an injected handler anyway, and this test is about the app's own
 * escaping, the first line of defence. The trip page is opened once more under the policy.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectProblems, launchChromium, revealTripSections, restoreSession, startBuiltApp, type RunningApp, type StoredSession } from './browser.js';
import { standInForTiles } from './csp-watch.js';

const TEST_TIMEOUT_MS = 90_000;
const HOSTILE = {
  img: '<img src=x onerror=window.__pwned=1>',
  script: '<script>window.__pwned=1</script>',
  link: 'javascript:window.__pwned=1',
  attribute: '" onmouseover="window.__pwned=1" x="',
};
const admin = { email: 'guard@example.com', password: 'guard-secret' };
const mallory = { email: 'mallory@example.com', username: 'mallory', password: 'correct horse', firstName: HOSTILE.img, lastName: HOSTILE.script };

describe('hostile stored text in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let adminSession: StoredSession;
  let mallorySession: StoredSession;
  let creator: BrowserContext;
  let tripUuid: string;
  const contexts: BrowserContext[] = [];

  async function api(method: string, pathname: string, body?: unknown, token?: string) {
    const response = await fetch(`${app.url}${pathname}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  beforeAll(async () => {
    [app, browser] = await Promise.all([startBuiltApp({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }), launchChromium()]);
    expect((await api('POST', '/api/auth/register', { ...mallory, confirmPassword: mallory.password })).status).toBe(201);
    adminSession = (await api('POST', '/api/auth/login', admin)).json as unknown as StoredSession;
    mallorySession = (await api('POST', '/api/auth/login', { email: mallory.email, password: mallory.password })).json as unknown as StoredSession;

    // A trip planned by this browser, which may therefore edit its itinerary and wallet.
    creator = await browser.newContext();
    contexts.push(creator);
    const generated = await creator.request.post(`${app.url}/api/trips/generate`, { data: { destination: 'Lisbon', country: 'Portugal' } });
    expect(generated.status()).toBe(201);
    const trip = (await generated.json()) as { uuid: string; itinerary: Array<{ title: string; description?: string; activities: Array<{ title: string; description: string; location?: unknown }> }> };
    tripUuid = trip.uuid;
    const [day] = trip.itinerary;
    day.title = HOSTILE.img;
    day.description = HOSTILE.attribute;
    const located = day.activities.filter((activity) => activity.location);
    expect(located.length).toBeGreaterThanOrEqual(2);
    located[0].title = HOSTILE.script;
    located[0].description = `${HOSTILE.img} ${HOSTILE.link}`;
    located[1].title = HOSTILE.link;
    const edited = await creator.request.put(`${app.url}/api/trips/${tripUuid}/itinerary`, { data: { itinerary: trip.itinerary } });
    expect(edited.status()).toBe(200);
    const item = await creator.request.post(`${app.url}/api/trips/${tripUuid}/wallet`, {
      data: { type: 'flight', title: HOSTILE.img, description: HOSTILE.script, reference: HOSTILE.attribute.slice(0, 30), notes: HOSTILE.link },
    });
    expect(item.status()).toBe(201);

    // As an admin: the trip's title and header (featured, so the home page shows it too), the site's name and map credit.
    expect((await api('PATCH', `/api/admin/trips/${tripUuid}`, { destination: HOSTILE.script, customHeader: HOSTILE.img, isFeatured: true }, adminSession.token)).status).toBe(200);
    expect((await api('PATCH', '/api/admin/settings', { siteName: HOSTILE.img, mapTileAttribution: HOSTILE.script }, adminSession.token)).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await app?.stop();
  });

  async function open(context: BrowserContext, to: string, ready: (page: Page) => Promise<unknown>) {
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${app.url}${to}`);
    await ready(page);
    await page.waitForLoadState('networkidle');
    return { page, problems };
  }

  async function newContext(options: { bypassCSP: boolean; session?: StoredSession; from?: BrowserContext }): Promise<BrowserContext> {
    // the creator's cookie comes along when asked, so the page shows the editable trip
    const context = await browser.newContext({ bypassCSP: options.bypassCSP, viewport: { width: 1366, height: 900 }, storageState: options.from ? await options.from.storageState() : undefined });
    contexts.push(context);
    if (options.session) {
      await restoreSession(context, options.session);
    }
    await standInForTiles(context);
    return context;
  }

  /** Nothing ran, no element came from the strings, no javascript: link, and each given string is on the page as text. */
  async function expectInert(page: Page, literals: string[]) {
    for (const text of literals) await page.getByText(text, { exact: false }).first().waitFor();
    const found = await page.evaluate(() => ({
      pwned: (window as unknown as { __pwned?: unknown }).__pwned,
      xImages: document.querySelectorAll('img[src="x"]').length,
      // data blocks (type application/json: the injected settings and first paint) never run
      injectedScripts: [...document.scripts].filter((script) => script.type !== 'application/json' && script.textContent?.includes('__pwned')).length,
      handlers: document.querySelectorAll('[onerror], [onmouseover]').length,
      javascriptLinks: [...document.querySelectorAll('a[href], area[href]')].filter((a) => /^\s*javascript:/i.test(a.getAttribute('href') ?? '')).length,
    }));
    expect(found).toEqual({ pwned: undefined, xImages: 0, injectedScripts: 0, handlers: 0, javascriptLinks: 0 });
  }

  test.each([true, false])('the trip page (bypassCSP %s): title, days, activities, map popup, wallet card and map credit', async (bypassCSP) => {
    const context = await newContext({ bypassCSP, from: creator });
    const { page, problems } = await open(context, `/trip/${tripUuid}`, (p) => p.getByRole('heading', { level: 1 }).waitFor());
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(HOSTILE.img);
    // the tab title (site name) is set by the app once it has taken over from the first paint
    await page.waitForFunction((name) => document.title.includes(name), HOSTILE.img);

    const map = page.locator('.leaflet-container');
    await map.scrollIntoViewIfNeeded();
    await map.locator('img.leaflet-tile-loaded').first().waitFor();
    expect(await map.locator('.leaflet-control-attribution').textContent()).toContain(HOSTILE.script);
    await map.locator('.leaflet-marker-icon').first().click();
    expect(await map.locator('.leaflet-popup-content').textContent()).toContain(HOSTILE.script);

    await revealTripSections(page);
    const wallet = page.getByRole('region', { name: 'Trip Wallet' });
    await wallet.scrollIntoViewIfNeeded();
    const card = wallet.getByRole('article', { name: HOSTILE.img });
    await card.waitFor();
    for (const text of [HOSTILE.script, HOSTILE.link]) await card.getByText(text, { exact: false }).waitFor();

    // the full itinerary: every day and activity drawn
    const showAll = page.getByRole('button', { name: /Show full/ });
    if (await showAll.count()) await showAll.first().click();
    await expectInert(page, [HOSTILE.img, HOSTILE.script, HOSTILE.link, HOSTILE.attribute]);
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('the home page: the featured trip card and the site name', async () => {
    const context = await newContext({ bypassCSP: true });
    const { page, problems } = await open(context, '/', (p) => p.getByRole('button', { name: 'Generate Trip Plan' }).waitFor());
    await page.getByText(HOSTILE.img, { exact: false }).first().scrollIntoViewIfNeeded();
    await expectInert(page, [HOSTILE.img]);
    expect(await page.title()).toContain(HOSTILE.img);
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test("the account's own profile shows the hostile name as text", async () => {
    const context = await newContext({ bypassCSP: true, session: mallorySession });
    const { page, problems } = await open(context, '/profile', (p) => p.getByRole('heading', { level: 1 }).waitFor());
    await expectInert(page, [HOSTILE.img, HOSTILE.script]);
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test.each(['/admin/users', '/admin/trips'])("the admin's %s list shows the hostile names as text", async (to) => {
    const context = await newContext({ bypassCSP: true, session: adminSession });
    const { page, problems } = await open(context, to, (p) => p.getByRole('cell', { name: to === '/admin/users' ? mallory.email : /Lisbon|script/ }).first().waitFor());
    await expectInert(page, to === '/admin/users' ? [HOSTILE.img] : [HOSTILE.script]);
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('javascript: addresses are refused where the app stores links', async () => {
    const refused = await api('PATCH', `/api/admin/trips/${tripUuid}`, { featuredImage: HOSTILE.link }, adminSession.token);
    expect(refused.status).toBe(400);
    const settings = await api('PATCH', '/api/admin/settings', { mapTileAttributionUrl: HOSTILE.link }, adminSession.token);
    expect(settings.status).toBe(400);
  });
});
