/**
 * The admin area's frame, dashboard and settings in a real browser, against one built app:
 * anonymous visitors and regular users are turned away from /admin; an admin sees the real
 * figures and activity, moves through the sidebar by keyboard, and saves settings that take
 * effect in the shell. Screenshots at desktop and phone widths go to docs/screenshots/admin-*.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectProblems, launchChromium, restoreSession, startBuiltApp, type RunningApp, type StoredSession } from './browser.js';

const SCREENSHOTS = path.resolve(__dirname, '..', 'docs', 'screenshots');
const TEST_TIMEOUT_MS = 90_000;
const admin = { email: 'admin@example.com', password: 'admin-secret' };
const ada = { email: 'ada@example.com', username: 'ada', password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' };

describe('the admin dashboard and settings in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let adminSession: StoredSession;
  let adaSession: StoredSession;
  const contexts: BrowserContext[] = [];

  async function api<T>(pathname: string, body?: unknown, token?: string, cookie?: string): Promise<{ status: number; json: T; cookie: string }> {
    const response = await fetch(`${app.url}${pathname}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    return { status: response.status, json: (await response.json()) as T, cookie: setCookie };
  }

  /** A page at `width`, signed in as `session` (the stored token and user, as the client keeps them) or anonymous. */
  async function open(width: number, session?: StoredSession): Promise<{ page: Page; problems: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
    contexts.push(context);
    if (session) await restoreSession(context, session);
    const page = await context.newPage();
    return { page, problems: collectProblems(page) };
  }

  async function seriousViolations(page: Page): Promise<string[]> {
    await page.evaluate(axe.source);
    const results = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }) as Promise<AxeResults>);
    return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((node) => `${v.id} at ${node.target.join(' ')}`));
  }

  beforeAll(async () => {
    [app, browser] = await Promise.all([startBuiltApp({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }), launchChromium()]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    expect((await api('/api/auth/register', { ...ada, confirmPassword: ada.password })).status).toBe(201);
    adminSession = (await api<StoredSession>('/api/auth/login', admin)).json;
    adaSession = (await api<StoredSession>('/api/auth/login', { email: ada.email, password: ada.password })).json;
    // Activity to show: Ada, signed in, plans a trip and saves it ('Trip Generated' and 'Trip Saved' with her email), a visitor plans another.
    const lisbon = await api<{ uuid: string }>('/api/trips/generate', { destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-03' }, adaSession.token);
    expect(lisbon.status).toBe(201);
    expect((await api(`/api/trips/uuid/${lisbon.json.uuid}/save`, {}, adaSession.token, lisbon.cookie)).status).toBeLessThan(300);
    expect((await api('/api/trips/generate', { destination: 'Kyoto', country: 'Japan', startDate: '2026-04-01', endDate: '2026-04-05' })).status).toBe(201);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  test('an anonymous visitor is sent to /login from any admin path', async () => {
    const { page, problems } = await open(1366);
    for (const to of ['/admin', '/admin/settings', '/admin/no-such-page']) {
      await page.goto(`${app.url}${to}`);
      await page.waitForURL(`${app.url}/login`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    }
    expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('a signed-in regular user is sent to /login and told the area is for admins', async () => {
    const { page, problems } = await open(1366, adaSession);
    await page.goto(`${app.url}/admin/settings`);
    await page.waitForURL(`${app.url}/login`);
    await page.getByRole('region', { name: /Notifications/ }).getByText('Admins only').waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('an admin sees the real figures and the recent activity', async () => {
    const { status, json: stats } = await api<{ totalUsers: number; activeTrips: number; tripsGenerated: number; averageTripLength: number }>('/api/admin/stats', undefined, adminSession.token);
    expect(status).toBe(200);
    expect(stats.totalUsers).toBe(2);
    expect(stats.tripsGenerated).toBeGreaterThanOrEqual(2);

    const { page, problems } = await open(1366, adminSession);
    const dashboardCalls: string[] = [];
    page.on('request', (request) => {
      const operation = request.method() === 'POST' && new URL(request.url()).pathname === '/graphql' ? (request.postDataJSON() as { operationName?: string }).operationName : undefined;
      if (operation?.startsWith('AdminDashboard')) dashboardCalls.push(operation);
    });
    await page.goto(`${app.url}/admin`);
    const cards = page.getByRole('list', { name: 'Statistics' });
    await cards.waitFor();
    expect(await cards.getByRole('listitem').allTextContents()).toEqual([
      `Total Users${stats.totalUsers}`,
      `Active Trips (last 30 days)${stats.activeTrips}`,
      `Trips Generated${stats.tripsGenerated}`,
      `Average Trip Length (days)${Math.round(stats.averageTripLength * 10) / 10}`,
    ]);
    const recent = page.getByRole('region', { name: 'Recent Activity' });
    await recent.getByText('ada@example.com').first().waitFor();
    expect(await recent.textContent()).toContain('Trip Saved · Lisbon, Portugal');
    expect(await recent.textContent()).toContain('Kyoto, Japan');
    const item = (text: string) => recent.getByRole('listitem').filter({ hasText: text });
    expect(await item('Trip Generated · Lisbon, Portugal').textContent()).toContain('ada@example.com');
    expect(await item('Trip Generated · Kyoto, Japan').textContent()).toContain('A visitor');
    expect(await recent.getByRole('button', { name: 'View All Activity' }).isDisabled()).toBe(true);
    const me = page.getByRole('region', { name: 'Signed in as' });
    expect(await me.textContent()).toContain(admin.email);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-dashboard-1366.png'), fullPage: true });
    // Within 60 s, coming back to the dashboard reads the client cache: no new requests.
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    await sidebar.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'General' }).waitFor();
    await sidebar.getByRole('link', { name: 'Dashboard' }).click();
    await cards.waitFor();
    await recent.getByText('ada@example.com').first().waitFor();
    expect(dashboardCalls.sort()).toEqual(['AdminDashboardActivity', 'AdminDashboardStats']);

    const phone = await open(390, adminSession);
    await phone.page.goto(`${app.url}/admin`);
    await phone.page.getByRole('list', { name: 'Statistics' }).waitFor();
    await phone.page.getByRole('region', { name: 'Recent Activity' }).getByText('ada@example.com').first().waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await phone.page.screenshot({ path: path.join(SCREENSHOTS, 'admin-dashboard-390.png'), fullPage: true });
    // The sidebar opens as a drawer over the page.
    await phone.page.getByRole('button', { name: 'Open admin menu' }).click();
    const drawer = phone.page.getByRole('dialog', { name: 'Admin menu' });
    await drawer.getByRole('link', { name: 'Settings' }).waitFor();
    await phone.page.waitForTimeout(300);
    await phone.page.screenshot({ path: path.join(SCREENSHOTS, 'admin-drawer-390.png') });
    await drawer.getByRole('link', { name: 'Settings' }).click();
    await phone.page.waitForURL(`${app.url}/admin/settings`);
    await phone.page.getByRole('tab', { name: 'General' }).waitFor();
    expect(await phone.page.getByRole('dialog', { name: 'Admin menu' }).count()).toBe(0);
    expect([...problems, ...phone.problems]).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('the sidebar works by keyboard, and the admin 404 lives inside the layout', async () => {
    const { page, problems } = await open(1366, adminSession);
    await page.goto(`${app.url}/admin/missing`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    for (const [label, pathname] of [
      ['Users', '/admin/users'],
      ['Settings', '/admin/settings'],
    ] as const) {
      for (let presses = 0; (await focused()) !== label; presses += 1) {
        if (presses > 15) throw new Error(`Tab never reached ${label}`);
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await page.waitForURL(`${app.url}${pathname}`);
    }
    await page.getByRole('tab', { name: 'General' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('settings are checked, saved through the server and take effect in the shell', async () => {
    const { page, problems } = await open(1366, adminSession);
    await page.goto(`${app.url}/admin/settings`);
    const siteName = page.getByRole('textbox', { name: 'Site Name' });
    const supportEmail = page.getByRole('textbox', { name: 'Support Email' });
    await siteName.waitFor();
    expect(await siteName.inputValue()).toBe('Odyssey');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-settings-1366.png'), fullPage: true });

    // Bad input stays in the browser, with a clear message.
    await siteName.fill('   ');
    await supportEmail.fill('support@localhost');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Site name is required').waitFor();
    await page.getByText('Please enter a valid email address').waitFor();

    await siteName.fill('Wayfarer');
    await supportEmail.fill('help@wayfarer.example');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const toast = page.getByRole('region', { name: /Notifications/ });
    await toast.getByText('Settings saved').waitFor();
    // The shell reads the new name at once, without a reload.
    await page.getByRole('link', { name: 'Wayfarer home' }).first().waitFor();

    // API & Integrations saves on its own.
    await page.getByRole('tab', { name: 'API & Integrations' }).click();
    await page.getByRole('combobox', { name: 'OpenAI Temperature' }).click();
    await page.getByRole('option', { name: '0.9' }).click();
    await page.getByRole('combobox', { name: 'Trip Cache Duration' }).click();
    await page.getByRole('option', { name: '14 days' }).click();
    await page.getByRole('button', { name: 'Save API Settings' }).click();
    await toast.getByText('API settings have been updated.').waitFor();
    await page.getByRole('tab', { name: 'Appearance' }).click();
    await page.getByText('Appearance settings are coming soon.').waitFor();
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await page.getByText('Advanced settings are coming soon.').waitFor();

    const { json: saved } = await api<{ data: { adminSettings: Record<string, unknown> } }>(
      '/graphql',
      { query: '{ adminSettings { siteName supportEmail openaiTemperature tripCacheDuration } }' },
      adminSession.token,
    );
    expect(saved.data.adminSettings).toEqual({ siteName: 'Wayfarer', supportEmail: 'help@wayfarer.example', openaiTemperature: 0.9, tripCacheDuration: 14 });

    // After a reload the public top bar carries the new name.
    await page.goto(`${app.url}/`);
    await page.reload();
    await page.getByRole('banner').getByRole('link', { name: 'Wayfarer home' }).waitFor();
    // So does the server's page itself: its tab title, and its message to a browser without JavaScript.
    const noScript = await browser.newContext({ viewport: { width: 1366, height: 900 }, javaScriptEnabled: false });
    const plain = await noScript.newPage();
    for (const to of ['/', '/about']) {
      await plain.goto(`${app.url}${to}`);
      // (read from the element itself: Playwright's text search skips <noscript>)
      expect(await plain.locator('noscript').innerText()).toBe('Wayfarer needs JavaScript to plan your trips.');
      expect(await plain.title()).toBe('Wayfarer');
    }
    await noScript.close();

    const phone = await open(390, adminSession);
    await phone.page.goto(`${app.url}/admin/settings`);
    await phone.page.getByRole('textbox', { name: 'Site Name' }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await phone.page.screenshot({ path: path.join(SCREENSHOTS, 'admin-settings-390.png'), fullPage: true });
    expect([...problems, ...phone.problems]).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('maintenance mode: switched on in the settings, visitors see a banner naming the site and their changes get 503; admins carry on', async () => {
    const { json: settings } = await api<{ data: { publicSettings: { siteName: string } } }>('/graphql', { query: '{ publicSettings { siteName } }' });
    const siteName = settings.data.publicSettings.siteName;
    const { page, problems } = await open(1366, adminSession);
    await page.goto(`${app.url}/admin/settings`);
    const maintenance = page.getByLabel(/^Maintenance Mode/);
    await maintenance.check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('region', { name: /Notifications/ }).getByText('Settings saved').waitFor();
    // The admin is reminded, in the admin area, that the site is closed to everyone else.
    await page.getByRole('complementary', { name: 'Maintenance notice' }).getByText('Maintenance Mode is on.').waitFor();
    try {
      for (const width of [1366, 390]) {
        const visitor = await open(width);
        await visitor.page.goto(`${app.url}/`);
        const banner = visitor.page.getByRole('complementary', { name: 'Maintenance notice' });
        await banner.getByText(`${siteName} is undergoing maintenance.`).waitFor();
        expect(await seriousViolations(visitor.page)).toEqual([]);
        expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        await visitor.page.screenshot({ path: path.join(SCREENSHOTS, `maintenance-${width}.png`) });
        expect(visitor.problems).toEqual([]);
      }
      const refused = await api<{ message: string }>('/api/newsletter/subscribe', { email: 'late@example.com' });
      expect([refused.status, refused.json.message]).toEqual([503, `${siteName} is undergoing maintenance. Please try again later.`]);
      expect((await api('/api/trips/generate', { destination: 'Lisbon', country: 'Portugal' }, adminSession.token)).status).toBe(201);
    } finally {
      await maintenance.uncheck();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByRole('complementary', { name: 'Maintenance notice' }).waitFor({ state: 'detached' });
    }
    const visitor = await open(1366);
    await visitor.page.goto(`${app.url}/`);
    await visitor.page.getByRole('complementary', { name: 'Beta notice' }).waitFor();
    expect(await visitor.page.getByRole('complementary', { name: 'Maintenance notice' }).count()).toBe(0);
    expect((await api('/api/newsletter/subscribe', { email: 'late@example.com' })).status).toBe(200);
    expect([...problems, ...visitor.problems]).toEqual([]);
  }, TEST_TIMEOUT_MS);
});
