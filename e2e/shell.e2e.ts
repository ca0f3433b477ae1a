/** The foundation in a real browser: deep links load the app shell, errors are shown as docs/product/traveller.md words them. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectProblems, launchChromium, scrollToFooter, startBuiltApp, type RunningApp } from './browser.js';

const WIDTHS = [1366, 390];

describe('app shell in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startBuiltApp(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function open(path: string, width: number): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${app.url}${path}`);
    return { page, context, problems };
  }

  describe.each(WIDTHS)('at %i px', (width) => {
    test('/ serves the app with navigation, beta banner and footer', async () => {
      const { page, context, problems } = await open('/', width);
      const footer = await scrollToFooter(page);
      expect(await page.title()).toBe('Home | Odyssey');
      expect(await page.getByText('Thank you for being one of our early adopters').count()).toBeGreaterThan(0);
      expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Odyssey`);
      expect(problems).toEqual([]);
      await context.close();
    });

    test('an unknown trip shows the trip error state', async () => {
      const { page, context, problems } = await open('/trip/00000000-0000-0000-0000-000000000000', width);
      await page.getByRole('heading', { name: 'Error loading trip' }).waitFor();
      await page.getByText('Trip not found').waitFor();
      await page.getByRole('link', { name: 'Go back home' }).click();
      await page.waitForURL(`${app.url}/`);
      // the failed GraphQL request is logged by the browser as a resource error only if the status is not 200
      expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
      await context.close();
    });

    test('an unknown path shows the 404 page', async () => {
      const { page, context, problems } = await open('/no/such/page', width);
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    });
  });

  test('admin deep links load the app, which sends a signed-out visitor to the login page', async () => {
    // (an admin's deep links are in admin-dashboard.e2e.ts)
    const { page, context, problems } = await open('/admin/users', 1366);
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('/graphql opens the offline explorer, which runs a query', async () => {
    const { page, context, problems } = await open('/graphql', 1366);
    await page.locator('.graphiql-container').waitFor();
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(app.url)) external.push(request.url());
    });
    const response = await page.evaluate(async () => {
      const r = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ health { status } }' }) });
      return r.json();
    });
    expect(response).toEqual({ data: { health: { status: 'ok' } } });
    expect(external).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the navigation is usable with the keyboard', async () => {
    const { page, context } = await open('/', 1366);
    const aboutLink = page.getByRole('navigation').getByRole('link', { name: 'About Us' }).first();
    await aboutLink.waitFor();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      if (await aboutLink.evaluate((el) => el === document.activeElement)) break;
    }
    expect(await aboutLink.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.url}/about`);
    await context.close();
  });
});
