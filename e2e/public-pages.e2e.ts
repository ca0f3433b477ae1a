/**
 * The public pages in a real browser, at desktop and phone widths: every public page with its
 * tab title, axe (no serious or critical violations), no sideways scroll and no console errors;
 * the plans page's buttons, the simulated checkout (recorded on a signed-in account and shown on
 * the profile), the footer's links and newsletter toasts, the navigation and mobile menu, and a
 * beta banner that stays dismissed. Screenshots go to docs/screenshots/public-*.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { horizontalOverflow, seriousViolations } from './axe.js';
import { collectProblems, launchChromium, scrollToFooter, restoreSession, startBuiltApp, type RunningApp, type StoredSession } from './browser.js';

const SCREENSHOTS = path.resolve(__dirname, '..', 'docs', 'screenshots');
const WIDTHS = [1366, 390];
const TEST_TIMEOUT_MS = 120_000;
const traveller = { email: 'grace@example.com', username: 'grace', password: 'correct horse', firstName: 'Grace', lastName: 'Hopper' };

/** Every public page: where it is, the tab title the path gives, its heading, and a screenshot name for the new ones. */
const PUBLIC_PAGES: { path: string; title: string; heading: RegExp; shot?: string; finalPath?: string; ready?: string; readyText?: RegExp }[] = [
  // the home page's heading is in the first paint, before the app: wait for the app's planner
  { path: '/', title: 'Home', heading: /Plan your perfect trip/, ready: 'Generate Trip Plan' },
  // the figures come from the server (destinationCoverage) after the heading
  { path: '/about', title: 'About', heading: /^About Odyssey$/, shot: 'about', readyText: /^In \d+ countries/ },
  { path: '/plans', title: 'Plans', heading: /^Choose your plan$/, shot: 'plans' },
  { path: '/subscribe', title: 'Plans', heading: /^Choose your plan$/, finalPath: '/plans' },
  { path: '/checkout', title: 'Checkout', heading: /^Checkout$/, shot: 'checkout' },
  { path: '/login', title: 'Login', heading: /^Sign in$/ },
  { path: '/auth', title: 'Auth', heading: /^Sign in$/ },
  { path: '/register', title: 'Register', heading: /^Create your account$/ },
  { path: '/auth/register', title: 'Register', heading: /^Create your account$/ },
  { path: '/forgot-password', title: 'Forgot Password', heading: /./ },
  { path: '/reset-password', title: 'Reset Password', heading: /./ },
  { path: '/coming-soon/careers', title: 'Careers', heading: /^Careers$/, shot: 'coming-soon' },
  { path: '/no/such/page', title: 'Page', heading: /^404 Page Not Found$/ },
];

describe('public pages in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let session: StoredSession;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startBuiltApp(), launchChromium()]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    const registered = await fetch(`${app.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...traveller, confirmPassword: traveller.password }) });
    expect(registered.status).toBe(201);
    const login = await fetch(`${app.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: traveller.email, password: traveller.password }) });
    session = (await login.json()) as StoredSession;
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function open(to: string, width: number, { signedIn = false } = {}): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    if (signedIn) {
      // The stored session the app restores at start-up (docs/product/accounts-admin.md: authToken and user).
      await restoreSession(context, session);
    }
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${app.url}${to}`);
    return { page, context, problems };
  }

  const h1 = (page: Page, name: RegExp) => page.getByRole('heading', { level: 1, name });
  const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ }).locator('li');

  describe.each(WIDTHS)('at %i px', (width) => {
    test.each(PUBLIC_PAGES)('$path: title, axe, no sideways scroll, no console errors', async ({ path: to, title, heading, shot, finalPath, ready, readyText }) => {
      const { page, context, problems } = await open(to, width);
      await h1(page, heading).waitFor();
      if (ready) await page.getByRole('button', { name: ready }).waitFor();
      if (readyText) await page.getByText(readyText).waitFor();
      if (finalPath) expect(new URL(page.url()).pathname).toBe(finalPath);
      expect(await page.title()).toBe(`${title} | Odyssey`);
      await scrollToFooter(page);
      await page.evaluate(() => window.scrollTo({ top: 0 }));
      expect(await seriousViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      if (shot) await page.screenshot({ path: path.join(SCREENSHOTS, `public-${shot}-${width}.png`), fullPage: true });
      expect(problems).toEqual([]);
      await context.close();
    }, TEST_TIMEOUT_MS);

    test('the footer: columns, placeholder pages that say so, the current year', async () => {
      const { page, context, problems } = await open('/about', width);
      const footer = await scrollToFooter(page);
      const column = (name: string) => footer.getByRole('navigation', { name }).getByRole('link');
      expect(await column('Company').allTextContents()).toEqual(['About Us', 'Careers', 'Press', 'Blog']);
      // The four placeholders, then the support address from the admin settings.
      expect(await column('Support').allTextContents()).toEqual(['Help Center', 'Privacy Policy', 'Terms of Service', 'Contact Us', 'support@odyssey.example']);
      const supportEmail = footer.getByRole('link', { name: 'support@odyssey.example' });
      expect(await supportEmail.getAttribute('href')).toBe('mailto:support@odyssey.example');
      // At laptop width the address is on one line: all its pieces (text between the line-break points) start at one height.
      if (width === 1366) expect(await supportEmail.evaluate((link) => new Set([...link.getClientRects()].map((piece) => Math.round(piece.top))).size)).toBe(1);
      expect(await footer.getByRole('list', { name: 'Social media' }).getByRole('link').count()).toBe(4);
      expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Odyssey`);
      expect(await footer.textContent()).toMatch(/AI-powered, personalised itineraries for stress-free trips/);
      await footer.getByRole('link', { name: 'Privacy Policy' }).click();
      await h1(page, /^Privacy Policy$/).waitFor();
      await page.getByText('This page is coming soon.').waitFor();
      expect(await page.title()).toBe('Privacy Policy | Odyssey');
      expect(problems).toEqual([]);
      await context.close();
    }, TEST_TIMEOUT_MS);

    test('the newsletter box: the four toasts, one at a time, and the box cleared after success', async () => {
      const { page, context, problems } = await open('/about', width);
      const footer = await scrollToFooter(page);
      const box = footer.getByRole('textbox', { name: 'Email address' });
      const subscribe = footer.getByRole('button', { name: 'Subscribe' });
      const expectToast = async (title: string, description: string) => {
        await toasts(page).filter({ hasText: title }).waitFor();
        expect(await toasts(page).filter({ hasText: title }).textContent()).toContain(description);
        expect(await toasts(page).count()).toBe(1);
      };
      const email = `reader-${width}@example.com`;

      await box.fill('not-an-email');
      await subscribe.click();
      await expectToast('Invalid email', 'Please enter a valid email address');
      expect(await box.inputValue()).toBe('not-an-email');

      await box.fill(email);
      await subscribe.click();
      await expectToast('Subscription successful!', 'Thank you for subscribing to our newsletter.');
      expect(await box.inputValue()).toBe('');
      if (width === 390) await page.screenshot({ path: path.join(SCREENSHOTS, `public-newsletter-${width}.png`) });

      await box.fill(email);
      await subscribe.click();
      await expectToast('Already subscribed', 'This email is already subscribed to our newsletter.');
      expect(await box.inputValue()).toBe('');

      // The server is unreachable for a moment: the sign-up says so and keeps the address.
      await page.route('**/graphql', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }));
      await box.fill(`later-${width}@example.com`);
      await subscribe.click();
      await expectToast('Subscription failed', "We couldn't subscribe you at the moment. Please try again later.");
      expect(await box.inputValue()).toBe(`later-${width}@example.com`);
      await page.unroute('**/graphql');
      // the refused request is a failed resource load in the console, and only that
      expect(problems.filter((problem) => !problem.includes('503'))).toEqual([]);
      await context.close();
    }, TEST_TIMEOUT_MS);
  });

  test('plans: the trial button goes to checkout after 1 s, the annual one at once, Sign Up Free to registration', async () => {
    const { page, context, problems } = await open('/plans', 1366);
    const premium = page.getByRole('region', { name: 'Premium', exact: true });
    await premium.getByText('POPULAR').waitFor();
    await page.getByRole('region', { name: 'Premium Annual' }).getByText('Save 20%').waitFor();
    const clicked = Date.now();
    await premium.getByRole('button', { name: 'Start 5-Day Free Trial' }).click();
    await page.waitForURL(`${app.url}/checkout`);
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(950);

    await page.goBack();
    await page.getByRole('link', { name: 'Subscribe Annually' }).click();
    await page.waitForURL(`${app.url}/checkout`);

    await page.goto(`${app.url}/plans`);
    await page.getByRole('link', { name: 'Sign Up Free' }).click();
    await page.waitForURL(`${app.url}/auth/register`);
    await h1(page, /^Create your account$/).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test('about: the contact link mails the support address from the settings; the destination figures are the guide\'s own', async () => {
    const { page, context, problems } = await open('/about', 1366);
    const coverage = (await (await fetch(`${app.url}/api/destinations/coverage`)).json()) as { guideDestinations: number; guideCountries: number; plansAnywhere: boolean };
    expect(coverage.guideDestinations).toBeGreaterThan(100);
    const figure = page.getByRole('heading', { name: `${coverage.guideDestinations} destinations in our guide` });
    await figure.waitFor();
    expect(await page.getByRole('main').textContent()).toContain(`In ${coverage.guideCountries} countries`);
    // this instance has no model: nothing promises planning anywhere else
    expect(coverage.plansAnywhere).toBe(false);
    expect(await page.getByRole('main').textContent()).not.toMatch(/900|Anywhere else/);
    expect(await page.getByRole('link', { name: 'Email Us' }).getAttribute('href')).toBe('mailto:support@odyssey.example');
    expect(await page.getByRole('heading', { level: 3 }).count()).toBe(3);
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test.each(WIDTHS)('checkout at %i px, signed in: required fields, formatting, 2 s processing, success, home; Premium on the profile', async (width) => {
    const { page, context, problems } = await open('/checkout', width, { signedIn: true });
    await h1(page, /^Checkout$/).waitFor();
    await page.getByText('No payment is made').waitFor();
    const form = page.getByRole('form', { name: 'Payment details' });
    const start = form.getByRole('button', { name: 'Start Free Trial' });
    await form.getByLabel('Email').fill('');
    await start.click();
    for (const message of ['Name on card is required', 'Email is required', 'Card number is required', 'Expiry is required', 'CVC is required']) await form.getByText(message).waitFor();
    if (width === 390) await page.screenshot({ path: path.join(SCREENSHOTS, `public-checkout-errors-${width}.png`), fullPage: true });

    await form.getByLabel('Name on card').fill('Grace Hopper');
    await form.getByLabel('Email').fill(traveller.email);
    await form.getByLabel('Card number').pressSequentially('42424242424242429999');
    expect(await form.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
    await form.getByLabel('Expiry').pressSequentially('1230');
    expect(await form.getByLabel('Expiry').inputValue()).toBe('12/30');
    await form.getByLabel('Expiry').press('Backspace');
    await form.getByLabel('Expiry').press('Backspace');
    expect(await form.getByLabel('Expiry').inputValue()).toBe('12');
    await form.getByLabel('Expiry').pressSequentially('31');
    expect(await form.getByLabel('Expiry').inputValue()).toBe('12/31');
    await form.getByLabel('CVC').pressSequentially('1234');
    expect(await form.getByLabel('CVC').inputValue()).toBe('123');

    const submitted = Date.now();
    await start.click();
    await form.getByRole('button', { name: 'Processing…' }).waitFor();
    await page.getByRole('heading', { name: 'Welcome to Premium!' }).waitFor();
    const processed = Date.now() - submitted;
    expect(processed).toBeGreaterThanOrEqual(1900);
    await page.getByText('Premium is now on your account').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, `public-checkout-success-${width}.png`), fullPage: true });
    await page.waitForURL(`${app.url}/`);
    // lower bounds only (the timings of docs/product/accounts-admin.md, section 9, not speed): 2 s processing, then 1.5 s on the success screen
    expect(Date.now() - submitted).toBeGreaterThanOrEqual(3400);

    await page.goto(`${app.url}/profile`);
    await page.getByText(/^Premium/).waitFor();
    await page.getByText(/free trial until/).waitFor();
    // the whole page in the picture: the footer and the account button arrive a moment after the profile
    await scrollToFooter(page);
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await page.getByRole('button', { name: /account menu for / }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, `public-profile-premium-${width}.png`), fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test.each(WIDTHS)('checkout at %i px: Name and Email filled by a password manager reach the form, their labels above the text', async (width) => {
    const { page, context, problems } = await open('/checkout', width);
    const form = page.getByRole('form', { name: 'Payment details' });
    // As a form filler does it: the value set on the element, then the events, without typing or focus.
    const fillByScript = (label: string, value: string) =>
      form.getByLabel(label).evaluate((input: HTMLInputElement, text) => {
        input.value = text;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }, value);
    await fillByScript('Name on card', 'Grace Hopper');
    await fillByScript('Email', 'grace@example.com');
    for (const label of ['Name on card', 'Email']) {
      const field = form.locator('.MuiFormControl-root').filter({ has: page.getByLabel(label) });
      await field.locator('label[data-shrink="true"]').waitFor();
      // once the label has moved up (a transition)
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      // the label sits above the text, on the field's border, not over the value
      const [labelBox, inputBox] = [(await field.locator('label').boundingBox())!, (await form.getByLabel(label).boundingBox())!];
      expect(labelBox.y + labelBox.height).toBeLessThanOrEqual(inputBox.y + 12);
    }
    await page.screenshot({ path: path.join(SCREENSHOTS, `public-checkout-filled-${width}.png`) });
    await form.getByLabel('Card number').fill('4242424242424242');
    await form.getByLabel('Expiry').fill('1230');
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.getByRole('heading', { name: 'Welcome to Premium!' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test.each(WIDTHS)('checkout at %i px, signed out: success, then home after 1.5 s, with the sign-in advice as a toast', async (width) => {
    const { page, context, problems } = await open('/checkout', width);
    const form = page.getByRole('form', { name: 'Payment details' });
    await form.getByLabel('Name on card').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Card number').fill('4242424242424242');
    await form.getByLabel('Expiry').fill('1230');
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.getByRole('heading', { name: 'Welcome to Premium!' }).waitFor();
    await page.waitForURL(`${app.url}/`);
    await toasts(page).filter({ hasText: 'Sign in before checkout to keep Premium on your account.' }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, `public-checkout-signed-out-home-${width}.png`) });
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test('navigation at 1366 px: the links, Sign In, then the avatar menu when signed in', async () => {
    const signedOut = await open('/about', 1366);
    const nav = signedOut.page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About Us' }).waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'My Trips', 'About Us']);
    await signedOut.page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await signedOut.page.waitForURL(`${app.url}/login`);
    expect(signedOut.problems).toEqual([]);
    await signedOut.context.close();

    const { page, context, problems } = await open('/about', 1366, { signedIn: true });
    await page.getByRole('button', { name: 'Account menu for grace' }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Logout' }).waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Profile', 'Logout']);
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${app.url}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test('the mobile menu at 390 px: the same links and Sign In; Profile and Logout when signed in', async () => {
    const signedOut = await open('/plans', 390);
    await signedOut.page.getByRole('button', { name: 'Open menu' }).click();
    const menu = signedOut.page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'About Us' }).waitFor();
    expect(await menu.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()).toEqual(['Home', 'My Trips', 'About Us']);
    await menu.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await seriousViolations(signedOut.page)).toEqual([]);
    await signedOut.page.screenshot({ path: path.join(SCREENSHOTS, 'public-mobile-menu-390.png') });
    await menu.getByRole('link', { name: 'About Us' }).click();
    await signedOut.page.waitForURL(`${app.url}/about`);
    expect(signedOut.problems).toEqual([]);
    await signedOut.context.close();

    const { page, context, problems } = await open('/plans', 390, { signedIn: true });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const signedInMenu = page.getByRole('dialog', { name: 'Menu' });
    await signedInMenu.getByRole('link', { name: 'Profile' }).waitFor();
    expect(await signedInMenu.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()).toEqual(['Home', 'My Trips', 'About Us', 'Profile']);
    await signedInMenu.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${app.url}/`);
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test('the beta banner stays dismissed: after a reload, on other pages, and in the first paint', async () => {
    const { page, context, problems } = await open('/', 390);
    const banner = page.getByRole('complementary', { name: 'Beta notice' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Dismiss beta notice' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await h1(page, /Plan your perfect trip/).waitFor();
    await page.goto(`${app.url}/about`);
    await h1(page, /^About Odyssey$/).waitFor();
    expect(await banner.count()).toBe(0);
    const cookies = await context.cookies(app.url);
    const dismissed = cookies.find((cookie) => cookie.name === 'betaBannerDismissed');
    expect(dismissed?.value).toBe('1');
    const firstPaint = async (cookie?: string) => (await fetch(`${app.url}/`, { headers: cookie ? { cookie } : {} })).text();
    expect(await firstPaint()).toContain('class="fp-beta"');
    expect(await firstPaint('betaBannerDismissed=1')).not.toContain('class="fp-beta"');
    // A new visitor still sees it.
    const other = await open('/about', 1366);
    await other.page.getByRole('complementary', { name: 'Beta notice' }).waitFor();
    await other.context.close();
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);
});
