/**
 * A shared trip in the browser (issue 17, items 1 and 2). The wallet is private: a stranger who
 * opens a trip's link sees its plan and is told the wallet is private, and the page never asks
 * for the wallet; the Share dialog says what a link shows. Saving works for any trip a
 * signed-in traveller can see: someone else's trip becomes their own copy (no wallet), the page
 * moves to it and the button says it is saved. A signed-out Save offers sign-in, which comes
 * back to the trip.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectProblems, launchChromium, revealTripSections, restoreSession, startBuiltApp, waitForItinerary, type RunningApp, type StoredSession } from './browser.js';
import { standInForTiles } from './csp-watch.js';

const TEST_TIMEOUT_MS = 90_000;
const SCREENSHOTS = path.resolve(__dirname, '..', 'docs', 'screenshots');
const SECRET_FLIGHT = 'TAP 1234 to Lisbon';
const SECRET_REFERENCE = 'PNR7QX4K';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const traveller = { email: 'ines@example.com', username: 'ines', password: 'correct horse' };
const PRIVATE_WALLET = /The wallet is private: only this trip's travellers can see its tickets and documents/;

describe('a shared trip: private wallet, and saving a copy', () => {
  let app: RunningApp;
  let browser: Browser;
  let creator: BrowserContext;
  let tripUuid: string;
  let documentPath: string;
  let session: StoredSession;
  const contexts: BrowserContext[] = [];

  async function api(method: string, pathname: string, body?: unknown, token?: string) {
    const response = await fetch(`${app.url}${pathname}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  async function newContext(options: { width?: number; from?: BrowserContext; session?: StoredSession } = {}): Promise<BrowserContext> {
    const width = options.width ?? 1366;
    const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, storageState: options.from ? await options.from.storageState() : undefined });
    contexts.push(context);
    if (options.session) await restoreSession(context, options.session);
    await standInForTiles(context);
    return context;
  }

  /** Opens a trip page and waits for its itinerary; `walletCalls` counts every request that asks for a wallet. */
  async function openTrip(context: BrowserContext, uuid = tripUuid) {
    const page = await context.newPage();
    const problems = collectProblems(page);
    const walletCalls: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (/\/wallet(\/|\?|$)/.test(request.url()) || body.includes('walletItems')) walletCalls.push(request.url());
    });
    await page.goto(`${app.url}/trip/${uuid}`);
    await waitForItinerary(page);
    return { page, problems, walletCalls };
  }

  beforeAll(async () => {
    [app, browser] = await Promise.all([startBuiltApp(), launchChromium()]);
    expect((await api('POST', '/api/auth/register', { ...traveller, confirmPassword: traveller.password })).status).toBe(201);
    session = (await api('POST', '/api/auth/login', { email: traveller.email, password: traveller.password })).json as unknown as StoredSession;

    // A trip planned in one browser, with a flight and a scanned document in its wallet.
    creator = await browser.newContext();
    contexts.push(creator);
    const generated = await creator.request.post(`${app.url}/api/trips/generate`, { data: { destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-03' } });
    expect(generated.status()).toBe(201);
    tripUuid = ((await generated.json()) as { uuid: string }).uuid;
    const flight = await creator.request.post(`${app.url}/api/trips/${tripUuid}/wallet`, { data: { type: 'flight', title: SECRET_FLIGHT, reference: SECRET_REFERENCE } });
    expect(flight.status()).toBe(201);
    const scan = await creator.request.post(`${app.url}/api/trips/${tripUuid}/wallet/upload`, {
      multipart: { data: JSON.stringify({ type: 'document', title: 'Passport scan' }), file: { name: 'passport.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(scan.status()).toBe(201);
    documentPath = ((await scan.json()) as { fileUrl: string }).fileUrl.split('?')[0];
  }, 120_000);
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await app?.stop();
  });

  async function expectPrivateWallet(page: Page) {
    await revealTripSections(page);
    const wallet = page.getByRole('region', { name: 'Trip Wallet' });
    await wallet.scrollIntoViewIfNeeded();
    await wallet.getByText(PRIVATE_WALLET).waitFor();
    return wallet;
  }

  test.each([1366, 390])("a stranger with the link sees the plan and a private wallet, and the page never asks for the wallet (%i px)", async (width) => {
    const context = await newContext({ width });
    const { page, problems, walletCalls } = await openTrip(context);
    const wallet = await expectPrivateWallet(page);
    expect(await wallet.getByRole('button', { name: 'Add Item' }).count()).toBe(0);
    const text = await page.locator('body').innerText();
    expect(text).not.toContain(SECRET_FLIGHT);
    expect(text).not.toContain(SECRET_REFERENCE);
    expect(walletCalls).toEqual([]);
    // The document's address, typed or copied without the editor's signed proof, opens nothing.
    expect((await context.request.get(`${app.url}${documentPath}`)).status()).toBe(403);
    await wallet.screenshot({ path: path.join(SCREENSHOTS, `wallet-private-${width}.png`) });
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test("the planner's own browser sees its wallet and opens its document by the link on the card", async () => {
    const context = await newContext({ from: creator });
    const { page, problems } = await openTrip(context);
    await revealTripSections(page);
    const wallet = page.getByRole('region', { name: 'Trip Wallet' });
    await wallet.scrollIntoViewIfNeeded();
    await wallet.getByRole('article', { name: SECRET_FLIGHT }).waitFor();
    const open = wallet.getByRole('link', { name: 'Open passport.png' });
    const href = await open.getAttribute('href');
    expect(href).toMatch(/\/file\?access=\d+\.[\w-]{43}$/);
    // A plain link, as a new tab opens it: no bearer token, and the proof is in the address.
    const anywhere = await browser.newContext();
    contexts.push(anywhere);
    const document = await anywhere.request.get(`${app.url}${href}`);
    expect(document.status()).toBe(200);
    expect(document.headers()['content-type']).toBe('image/png');
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('the Share dialog says a link shows the plan and not the wallet', async () => {
    const context = await newContext({ from: creator });
    await context.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    const { page, problems } = await openTrip(context);
    await page.getByRole('button', { name: 'Share' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Share this trip' });
    await dialog.getByText("Anyone with this link can see the trip's itinerary, stays and map. The Trip Wallet (tickets, bookings and documents) stays private to the trip's travellers.").waitFor();
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test.each([1366, 390])("a signed-in traveller saves someone else's trip as their own copy, without its wallet (%i px)", async (width) => {
    const context = await newContext({ width, session });
    const { page, problems } = await openTrip(context);
    await page.getByRole('button', { name: 'Save Trip' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/trip/') && !url.pathname.endsWith(tripUuid));
    const copy = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('status').filter({ hasText: 'Trip saved' }).waitFor();
    await page.getByRole('button', { name: 'Saved in My Trips' }).first().waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, `trip-saved-copy-${width}.png`) });

    // The copy is theirs: the itinerary, an empty wallet they can fill, and it is in My Trips.
    await revealTripSections(page);
    const wallet = page.getByRole('region', { name: 'Trip Wallet' });
    await wallet.scrollIntoViewIfNeeded();
    await wallet.getByRole('button', { name: 'Add First Item' }).waitFor();
    expect(await page.locator('body').innerText()).not.toContain(SECRET_FLIGHT);
    const mine = await api('GET', '/api/trips', undefined, session.token);
    expect((mine.json as unknown as Array<{ uuid: string }>).map((trip) => trip.uuid)).toContain(copy);
    // The original is still the planner's alone, wallet and all.
    expect((await api('GET', `/api/trips/uuid/${tripUuid}`)).json).toMatchObject({ userId: null, saved: false });
    expect((await creator.request.get(`${app.url}/api/trips/${tripUuid}/wallet`)).status()).toBe(200);
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('a signed-out Save offers sign-in, and signing in comes back to the trip', async () => {
    const context = await newContext();
    const { page, problems } = await openTrip(context);
    await page.getByRole('button', { name: 'Save Trip' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'You should login first to save the trip' });
    await toast.getByRole('button', { name: 'Sign in to save it' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(traveller.email);
    await page.getByLabel('Password').fill(traveller.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/trip/${tripUuid}`);
    await waitForItinerary(page);
    await page.getByRole('button', { name: 'Save Trip' }).waitFor();
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);
});
