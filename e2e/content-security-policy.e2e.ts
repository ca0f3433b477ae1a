/**
 * The app's real pages under the real Content Security Policy the server sends: the home page,
 * a generated trip with its map, popups and wallet (and the wallet's add dialog), sign-in and
 * sign-up, the profile, the public about/plans/checkout pages, the admin area as an admin, the
 * GraphQL explorer as a browser opens it, and the 404 page. Each page must arrive with the
 * policy header and run without one `securitypolicyviolation` event or console error.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectProblems, launchChromium, revealTripSections, scrollToFooter, restoreSession, startBuiltApp, type RunningApp, type StoredSession } from './browser.js';
import { standInForTiles, watchCspViolations, type CspViolation } from './csp-watch.js';

const TEST_TIMEOUT_MS = 90_000;
const admin = { email: 'warden@example.com', password: 'warden-secret' };
const traveller = { email: 'policy@example.com', username: 'policy', password: 'correct horse', firstName: 'Poli', lastName: 'Cy' };

interface Opened {
  page: Page;
  context: BrowserContext;
  problems: string[];
  violations: CspViolation[];
  policy: string | undefined;
}

describe('the content security policy in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let adminSession: StoredSession;
  let travellerSession: StoredSession;
  const contexts: BrowserContext[] = [];

  async function signIn(credentials: { email: string; password: string }): Promise<StoredSession> {
    const response = await fetch(`${app.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: credentials.email, password: credentials.password }) });
    expect(response.status).toBe(200);
    return (await response.json()) as StoredSession;
  }

  beforeAll(async () => {
    [app, browser] = await Promise.all([startBuiltApp({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }), launchChromium()]);
    const registered = await fetch(`${app.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...traveller, confirmPassword: traveller.password }) });
    expect(registered.status).toBe(201);
    [adminSession, travellerSession] = await Promise.all([signIn(admin), signIn(traveller)]);
  }, 90_000);
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await app?.stop();
  });

  /** A fresh context (signed in as `session`, as the client keeps a session) watching for violations. */
  async function newContext(session?: StoredSession): Promise<{ context: BrowserContext; violations: CspViolation[] }> {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    contexts.push(context);
    if (session) {
      await restoreSession(context, session);
    }
    await standInForTiles(context);
    return { context, violations: await watchCspViolations(context) };
  }

  async function open(to: string, session?: StoredSession, ready?: (page: Page) => Promise<unknown>): Promise<Opened> {
    const { context, violations } = await newContext(session);
    const page = await context.newPage();
    const problems = collectProblems(page);
    const response = await page.goto(`${app.url}${to}`);
    const policy = response?.headers()['content-security-policy'];
    if (ready) await ready(page);
    await page.waitForLoadState('networkidle');
    return { page, context, problems, violations, policy };
  }

  /** The policy the server sends: the checks below mean something only while it stays strict. */
  function expectStrictPolicy(policy: string | undefined) {
    expect(policy).toBeDefined();
    const directives = Object.fromEntries(policy!.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['script-src-attr']).toEqual(["'none'"]);
    expect(Object.values(directives).flat().filter((value) => value.includes('*') || value === "'unsafe-eval'")).toEqual([]);
  }

  const h1 = (page: Page, name: RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();

  const PAGES: { name: string; path: string; session?: 'traveller' | 'admin'; ready: (page: Page) => Promise<unknown> }[] = [
    { name: 'home', path: '/', ready: async (page) => { await page.getByRole('button', { name: 'Generate Trip Plan' }).waitFor(); await scrollToFooter(page); } },
    { name: 'login', path: '/login', ready: (page) => h1(page, /^Sign in$/) },
    { name: 'register', path: '/register', ready: (page) => h1(page, /^Create your account$/) },
    { name: 'forgot password', path: '/forgot-password', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'profile', path: '/profile', session: 'traveller', ready: (page) => page.getByRole('heading', { level: 1 }).getByText(/Poli/).waitFor() },
    { name: 'my trips', path: '/my-trips', session: 'traveller', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'about', path: '/about', ready: (page) => h1(page, /^About Odyssey$/) },
    { name: 'plans', path: '/plans', ready: (page) => h1(page, /^Choose your plan$/) },
    { name: 'checkout', path: '/checkout', session: 'traveller', ready: (page) => h1(page, /^Checkout$/) },
    { name: 'admin dashboard', path: '/admin', session: 'admin', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'admin users', path: '/admin/users', session: 'admin', ready: (page) => page.getByRole('cell', { name: traveller.email }).waitFor() },
    { name: 'admin trips', path: '/admin/trips', session: 'admin', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'admin subscribers', path: '/admin/subscribers', session: 'admin', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'admin settings', path: '/admin/settings', session: 'admin', ready: (page) => page.getByRole('button', { name: /Save/ }).first().waitFor() },
    { name: '404', path: '/no/such/page', ready: (page) => h1(page, /^404 Page Not Found$/) },
  ];

  test.each(PAGES)('$name ($path): the policy header, no violation, no console error', async ({ path, session, ready }) => {
    const { problems, violations, policy } = await open(path, session === 'admin' ? adminSession : session === 'traveller' ? travellerSession : undefined, ready);
    expectStrictPolicy(policy);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('a generated trip: its map with tiles and a popup, its sections and the wallet with its dialog', async () => {
    const { context, violations } = await newContext();
    // generated by this browser, so it may edit the trip and open the wallet's add dialog
    const generated = await context.request.post(`${app.url}/api/trips/generate`, { data: { destination: 'Lisbon', country: 'Portugal' } });
    expect(generated.status()).toBe(201);
    const { uuid } = (await generated.json()) as { uuid: string };
    const page = await context.newPage();
    const problems = collectProblems(page);
    const response = await page.goto(`${app.url}/trip/${uuid}`);
    expectStrictPolicy(response?.headers()['content-security-policy']);

    const map = page.locator('.leaflet-container');
    await map.scrollIntoViewIfNeeded();
    await map.locator('img.leaflet-tile-loaded').first().waitFor();
    await map.locator('.leaflet-marker-icon').first().click();
    await map.locator('.leaflet-popup-content').waitFor();

    await revealTripSections(page);
    const wallet = page.getByRole('region', { name: 'Trip Wallet' });
    await wallet.scrollIntoViewIfNeeded();
    await wallet.getByText('Loading wallet items...').waitFor({ state: 'detached' });
    await wallet.getByRole('button', { name: 'Add First Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Travel Item to Wallet' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await scrollToFooter(page);
    await page.waitForLoadState('networkidle');

    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('the GraphQL explorer at /graphql, opened as a browser does, runs a query', async () => {
    const { page, problems, violations, policy } = await open('/graphql', undefined, (p) => p.locator('.graphiql-container').waitFor());
    expectStrictPolicy(policy);
    expect(await page.title()).toBe('GraphQL Explorer');
    // GraphiQL ignores a run until both of its editors exist, and it loads them lazily (later on a
    // busy machine), so the click waits for the query to be shown and the response pane to be ready.
    await page.locator('.graphiql-query-editor .CodeMirror').getByText('ExplorerWelcomeQuery').waitFor();
    await page.locator('.graphiql-response .CodeMirror').waitFor();
    const answer = page.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().method() === 'POST' && (r.request().postData() ?? '').includes('ExplorerWelcomeQuery'));
    await page.locator('.graphiql-execute-button').click();
    expect((await answer).status()).toBe(200);
    await page.locator('.graphiql-response').getByText('"siteName"').waitFor();
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('the watch itself sees a violation: an inline script added to a page is blocked and reported', async () => {
    const { page, violations } = await open('/about', undefined, (p) => h1(p, /^About Odyssey$/));
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
    });
    for (let waited = 0; violations.length === 0 && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(violations[0]).toMatchObject({ directive: 'script-src-elem', blocked: 'inline' });
    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
  }, TEST_TIMEOUT_MS);
});
