/**
 * Accounts in a real browser, against one built app: register, sign in, save a trip, My
 * Trips, session restore after a reload, profile, delete, logout, and a forgotten password
 * reset through the email in the app's outbox. Screenshots of the account screens at desktop
 * and phone widths go to docs/screenshots/accounts-*.png.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectProblems, launchChromium, startBuiltApp, type RunningApp } from './browser.js';

const SCREENSHOTS = path.resolve(__dirname, '..', 'docs', 'screenshots');
const TEST_TIMEOUT_MS = 90_000;
/** Map tiles cannot load offline; the trip page falls back by design, so their failures are expected. */
const TILE_HOSTS = /tile\.openstreetmap\.org/;
const traveller = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', username: 'ada', password: 'correct horse' };

/** The reset email in the outbox, once it has been written (mail goes out in the background). */
async function resetLinkFromOutbox(dataDir: string, to: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  for (;;) {
    for (const file of existsSync(outbox) ? readdirSync(outbox) : []) {
      const mail = readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail);
      if (mail.includes(`To: ${to}`) && link) return link[0];
    }
    if (Date.now() > deadline) throw new Error(`no reset email to ${to} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('accounts in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  const restAccountCalls: string[] = [];

  beforeAll(async () => {
    [app, browser] = await Promise.all([startBuiltApp(), launchChromium()]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    problems = collectProblems(page, TILE_HOSTS);
    // The client signs in, registers, resets passwords and restores sessions over GraphQL; these REST paths are a shim for other clients.
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/auth/') || pathname === '/api/user/profile') restAccountCalls.push(pathname);
    });
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(() => {
    expect(problems.splice(0)).toEqual([]);
    expect(restAccountCalls.splice(0)).toEqual([]);
  });

  const toast = () => page.getByRole('region', { name: /Notifications/ });
  /** a field of the page's form (the footer has an email box of its own) */
  const field = (label: RegExp) => page.getByRole('main').getByLabel(label);
  const go = (to: string) => page.goto(`${app.url}${to}`);

  /** The same screen at phone width, in a context that shares this one's session. */
  async function phoneScreenshot(to: string, name: string, ready: (phone: Page) => Promise<unknown>) {
    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: await context.storageState() });
    const phone = await phoneContext.newPage();
    const phoneProblems = collectProblems(phone);
    await phone.goto(`${app.url}${to}`);
    await ready(phone);
    await phone.screenshot({ path: path.join(SCREENSHOTS, `accounts-${name}-390.png`), fullPage: true });
    await phoneContext.close();
    expect(phoneProblems).toEqual([]);
  }

  test('register: the form checks its fields, then the account is created and the traveller sent to /login', async () => {
    await go('/register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'accounts-register-1366.png'), fullPage: true });
    await phoneScreenshot('/register', 'register', (phone) => phone.getByRole('heading', { name: 'Create your account' }).waitFor());

    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Username must be at least 3 characters').waitFor();
    await field(/^First name/).fill(traveller.firstName);
    await field(/^Last name/).fill(traveller.lastName);
    await field(/^Email/).fill(traveller.email);
    await field(/^Username/).fill(traveller.username);
    await field(/^Password/).fill(traveller.password);
    await field(/^Confirm password/).fill('something else');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText("Passwords don't match").waitFor();
    await field(/^Confirm password/).fill(traveller.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/login$/);
    await toast().getByText('Your account has been created. Please sign in.').waitFor();
  }, TEST_TIMEOUT_MS);

  test('login: a toast welcomes the traveller back, and the top bar shows their avatar menu', async () => {
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'accounts-login-1366.png'), fullPage: true });
    await phoneScreenshot('/login', 'login', (phone) => phone.getByRole('heading', { name: 'Sign in' }).waitFor());
    await field(/^Email/).fill(traveller.email);
    await field(/^Password/).fill(traveller.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${app.url}/`);
    await toast().getByText('Login successful').waitFor();
    await toast().getByText('Welcome back!').waitFor();
    await page.getByRole('button', { name: 'Account menu for ada' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin Dashboard' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => [Boolean(localStorage.getItem('authToken')), JSON.parse(localStorage.getItem('user') ?? '{}').username])).toEqual([true, 'ada']);
  }, TEST_TIMEOUT_MS);

  test('save a trip this browser planned; it appears in My Trips, also after a reload', async () => {
    const uuid = await page.evaluate(async () => {
      const response = await fetch('/api/trips/generate', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-03' }) });
      return ((await response.json()) as { uuid: string }).uuid;
    });
    await go(`/trip/${uuid}`);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Lisbon' }).waitFor();
    // the tab names the trip's destination, not its id
    await page.waitForFunction(() => document.title === 'Lisbon trip | Odyssey');
    await page.getByRole('button', { name: 'Save Trip' }).click();
    await toast().getByText('Trip saved').waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Trips' }).click();
    await page.getByRole('heading', { name: 'My Saved Trips' }).waitFor();
    const card = page.getByRole('article', { name: 'Trip to Lisbon' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Jun 1 – Jun 3, 2026');
    expect(await page.title()).toBe('My Trips | Odyssey');

    await page.reload();
    await page.getByRole('article', { name: 'Trip to Lisbon' }).waitFor();
    await page.getByRole('button', { name: 'Account menu for ada' }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'accounts-my-trips-1366.png'), fullPage: true });
    await phoneScreenshot('/my-trips', 'my-trips', (phone) => phone.getByRole('article', { name: 'Trip to Lisbon' }).waitFor());
  }, TEST_TIMEOUT_MS);

  test('profile shows who is signed in', async () => {
    await page.getByRole('button', { name: 'Account menu for ada' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
    await page.getByText('@ada').waitFor();
    await page.getByText('No bio available. Update your profile to add one!').waitFor();
    await page.getByText('Member Since').waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'accounts-profile-1366.png'), fullPage: true });
    await phoneScreenshot('/profile', 'profile', (phone) => phone.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor());
  }, TEST_TIMEOUT_MS);

  test('deleting a saved trip asks first: Cancel keeps it, Delete removes it and the list refreshes to the empty state', async () => {
    const question = 'Are you sure you want to delete this trip? This action cannot be undone.';
    const askToDelete = async (on: Page) => {
      await on.getByRole('button', { name: 'Delete Trip to Lisbon' }).click();
      const dialog = on.getByRole('alertdialog', { name: 'Delete “Trip to Lisbon”' });
      await dialog.getByText(question).waitFor();
      // it starts on the safe choice, and has finished opening before a picture is taken
      await on.waitForFunction(() => document.activeElement?.textContent === 'Cancel' && document.getAnimations().every((animation) => animation.playState !== 'running'));
      return dialog;
    };

    await go('/my-trips');
    const dialog = await askToDelete(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'my-trips-delete-dialog-1366.png') });
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: 'Trip to Lisbon' }).waitFor();

    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: await context.storageState() });
    const phone = await phoneContext.newPage();
    const phoneProblems = collectProblems(phone);
    await phone.goto(`${app.url}/my-trips`);
    const phoneDialog = await askToDelete(phone);
    const box = (await phoneDialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await phone.screenshot({ path: path.join(SCREENSHOTS, 'my-trips-delete-dialog-390.png') });
    await phone.keyboard.press('Escape');
    await phoneDialog.waitFor({ state: 'detached' });
    await phoneContext.close();
    expect(phoneProblems).toEqual([]);

    await page.reload();
    await askToDelete(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast().getByText('Trip deleted successfully').waitFor();
    await page.getByRole('heading', { name: 'No saved trips yet' }).waitFor();
    await page.getByRole('link', { name: 'Plan a New Trip' }).waitFor();
  }, TEST_TIMEOUT_MS);

  test('logout from the avatar menu goes home and ends the session; My Trips then asks to sign in', async () => {
    await page.getByRole('button', { name: 'Account menu for ada' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${app.url}/`);
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')])).toEqual([null, null]);
    await go('/my-trips');
    await page.waitForURL(/\/login$/);
  }, TEST_TIMEOUT_MS);

  test('forgot and reset the password through the email in the outbox, then sign in with the new one', async () => {
    await go('/reset-password');
    await page.getByText('No reset token provided. Please use the link from your email.').waitFor();
    expect(await page.getByRole('button', { name: 'Reset Password' }).isDisabled()).toBe(true);

    await go('/forgot-password');
    await field(/^Email/).fill(traveller.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Please check your email for password reset instructions.').waitFor();
    await page.getByRole('link', { name: 'Back to Login' }).waitFor();
    // Not production, so the development-only token box is shown too.
    await page.getByRole('link', { name: 'Continue to Reset Password' }).waitFor();

    const link = new URL(await resetLinkFromOutbox(app.dataDir, traveller.email));
    await go(`${link.pathname}${link.search}`);
    await field(/^New password/).fill('brand new password');
    await field(/^Confirm password/).fill('brand new password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Your password has been reset. Please sign in with your new password.').waitFor();
    await page.getByRole('link', { name: 'Return to Login' }).click();

    await field(/^Email/).fill(traveller.email);
    await field(/^Password/).fill('brand new password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast().getByText('Login successful').waitFor();
  }, TEST_TIMEOUT_MS);

  test('the profile Logout goes to /login with a "Logged out" toast', async () => {
    await go('/profile');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    await toast().getByText('Logged out').waitFor();
  }, TEST_TIMEOUT_MS);
});
