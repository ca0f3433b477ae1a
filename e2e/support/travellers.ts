/**
 * Browser-test helpers for travellers with accounts: accounts made through the REST API, browser
 * contexts that start signed in (map tiles stood in for), pages that collect their console
 * errors, and the app's toasts.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { collectProblems, restoreSession, type RunningApp, type StoredSession } from '../browser.js';
import { standInForTiles } from '../csp-watch.js';

export interface Traveller {
  email: string;
  username: string;
  password: string;
}

/** Registers `person` (POST /api/auth/register) and signs them in; fails the test unless both work. */
export async function registerTraveller(app: RunningApp, person: Traveller): Promise<StoredSession> {
  const post = (pathname: string, body: unknown) => fetch(`${app.url}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const registered = await post('/api/auth/register', { ...person, confirmPassword: person.password });
  expect(registered.status).toBe(201);
  return (await (await post('/api/auth/login', { email: person.email, password: person.password })).json()) as StoredSession;
}

/**
 * A browser context `width` px wide (a phone's height below 500 px), signed in as `session` when
 * given, with the cookies and storage of `from` when given (the same browser on another screen).
 */
export async function travellerContext(browser: Browser, width: number, session?: StoredSession, from?: BrowserContext): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, storageState: from ? await from.storageState() : undefined });
  if (session) await restoreSession(context, session);
  await standInForTiles(context);
  return context;
}

/** A new page of `context` at `url`, with the console errors and page errors it has had. */
export async function openPage(context: BrowserContext, url: string): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems = collectProblems(page);
  await page.goto(url);
  return { page, problems };
}

/** The toasts' region (an open modal dialog hides it from the accessibility tree, so it is found by its label). */
export const toasts = (page: Page): Locator => page.locator('section[aria-label^="Notifications"]');
