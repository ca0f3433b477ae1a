/**
 * Browser-test helpers: the built app in a child process on its own port and DATA_DIR
 * (started once per suite), and Debian's Chromium driven by playwright-core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Locator, type Page } from 'playwright-core';

const root = path.resolve(__dirname, '..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface RunningApp {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startBuiltApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const main = path.join(root, 'server', 'dist', 'main.js');
  if (!existsSync(main) || !existsSync(path.join(root, 'client', 'dist', 'index.html'))) {
    throw new Error('The browser tests run against the built app: run `npm run build` first (npm test does).');
  }
  try {
    return await startOnce(main, env);
  } catch (error) {
    // Several suites start apps at once on a loaded machine; a start that fails (a port taken
    // between our check and the app's listen, say) is tried once more, and said so.
    if (!(error instanceof EarlyExit)) throw error;
    console.warn(`The app failed to start; trying once more. ${error.message}`);
    return startOnce(main, env);
  }
}

class EarlyExit extends Error {}

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startOnce(main: string, env: Record<string, string>): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'odyssey-e2e-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [main], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The app logs to stdout (pino) and crashes to stderr: keep the end of both for the error.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new EarlyExit(`the app exited early (${child.exitCode}): ${output}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the app did not start in time: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    async stop() {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/**
 * Collects console errors and page errors (CSP violations are console errors) for a page.
 * `ignoreResources` skips failed loads of matching URLs, e.g. map tiles on an offline machine.
 */
export function collectProblems(page: Page, ignoreResources?: RegExp): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    if (ignoreResources && ignoreResources.test(message.location().url)) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/**
 * The footer (and on the home page the sections above it) load as they come near the viewport:
 * this scrolls to the end of the page until the footer is there, and returns it.
 */
export async function scrollToFooter(page: Page): Promise<Locator> {
  await page.waitForFunction(
    () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.querySelector('footer') !== null;
    },
    undefined,
    { polling: 100 },
  );
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  return footer;
}

/**
 * A trip page draws its hero first and the itinerary a moment later (it renders in stages), so
 * a test waits for the itinerary's heading ("Your 5-day itinerary") and gets it, found once.
 */
export async function waitForItinerary(page: Page, heading: string | RegExp = /^Your \d+-day itinerary$/): Promise<Locator> {
  const itinerary = page.getByRole('heading', { name: heading });
  await itinerary.waitFor();
  return itinerary;
}

/**
 * A trip page builds its sections below the itinerary (stays, guide, wallet, what next) when the
 * visitor comes near them or scrolls, types or taps. This scrolls a pixel (and back) until they
 * are on the page, for tests that use them without scrolling there first. It also waits for the
 * wallet to finish loading: until then the sections below it move when it grows, and a click
 * aimed at 'Modify Trip' could land where the button was a moment before.
 */
export async function revealTripSections(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const shown = [...document.querySelectorAll('main button')].some((button) => button.textContent?.includes('Modify Trip'));
      if (!shown) window.scrollBy(0, 1);
      else window.scrollTo(0, 0);
      return shown && !document.querySelector('main')?.textContent?.includes('Loading wallet items...');
    },
    undefined,
    { polling: 100 },
  );
}

/** A signed-in session as `POST /api/auth/login` answers it. */
export interface StoredSession {
  token: string;
  user: unknown;
}

/**
 * Starts every page of the context signed in as `session`: the token and user the client keeps
 * in localStorage (docs/product/accounts-admin.md), unless the page has already replaced them (a sign-out or
 * another sign-in in the test survives a reload).
 */
export async function restoreSession(context: BrowserContext, session: StoredSession): Promise<void> {
  await context.addInitScript(
    ([token, user]) => {
      if (!window.localStorage.getItem('authToken')) {
        window.localStorage.setItem('authToken', token);
        window.localStorage.setItem('user', user);
      }
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}
