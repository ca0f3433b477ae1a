/**
 * The traveller's path in a real browser: plan a trip with the form (autocomplete, dates),
 * open it, see the map fall back to the offline base map (this machine has no network),
 * share, print and the error toasts, at desktop and phone widths.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { collectProblems, launchChromium, revealTripSections, scrollToFooter, startBuiltApp, waitForItinerary, type RunningApp } from './browser.js';

const WIDTHS = [1366, 390];
const SCREENSHOTS = path.resolve(__dirname, '..', 'docs', 'screenshots');
/** Map tiles cannot load offline; the app falls back by design, so their failures are expected. */
const TILE_HOSTS = /tile\.openstreetmap\.org/;
/** each test plans at least one trip in a real browser */
const TEST_TIMEOUT_MS = 90_000;

describe('planner and trip page in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startBuiltApp(), launchChromium()]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function open(path: string, width: number, init?: () => void): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    const page = await context.newPage();
    if (init) await page.addInitScript(init);
    const problems = collectProblems(page, TILE_HOSTS);
    await page.goto(`${app.url}${path}`);
    return { page, context, problems };
  }

  const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ });

  async function generateKyoto(page: Page, beforeGenerate?: () => Promise<unknown>) {
    const where = page.getByRole('combobox', { name: 'Where to?' });
    await where.fill('kyo');
    await page.getByRole('option', { name: /Kyoto/ }).first().waitFor();
    await where.press('ArrowDown');
    await where.press('Enter');
    expect(await where.inputValue()).toBe('Kyoto');
    expect(await page.getByRole('button', { name: 'Add dates' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await beforeGenerate?.();
    await page.getByRole('button', { name: 'Generate Trip Plan' }).click();
    await page.waitForURL(/\/trip\/[0-9a-f-]{36}$/);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Kyoto' }).waitFor();
  }

  /** Records every state the loading screen's steps and percentage show, as the page renders them. */
  function recordGenerationProgress() {
    const seen = new Set<string>();
    (window as unknown as { progressSeen: Set<string> }).progressSeen = seen;
    new MutationObserver(() => {
      for (const step of document.querySelectorAll('[data-step]')) seen.add(`${step.getAttribute('data-step')}:${step.getAttribute('data-status')}`);
      const bar = document.querySelector('[aria-label="Trip generation progress"]');
      if (bar?.getAttribute('aria-valuenow')) seen.add(`percent:${bar.getAttribute('aria-valuenow')}`);
      const message = document.querySelector('[data-testid="generation-message"]')?.textContent;
      if (message) seen.add(`message:${message}`);
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  }

  test("the form's choices are the server's, in the page from the first paint: no request needed", async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const held: string[] = [];
    // GraphQL requests are held unanswered: whatever the form shows came with the page
    await page.route('**/graphql', (route) => void held.push(route.request().url()));
    await page.goto(`${app.url}/`);
    const form = page.getByRole('form', { name: 'Plan a trip' });
    const interests = form.getByRole('group', { name: 'Interests?' }).getByRole('button');
    await interests.first().waitFor();
    expect(await interests.count()).toBe(19);
    expect(await form.getByRole('group', { name: 'Who?' }).getByRole('button').allTextContents()).toEqual(['Solo 1', 'Couple 2', 'Family 3-4', 'Friends 5+']);
    expect(await form.getByRole('combobox', { name: 'Budget?' }).locator('option').allTextContents()).toEqual(['Budget-friendly', 'Economy', 'Mid-range', 'Upscale', 'Luxury']);
    const fromQuery = await page.request.post(`${app.url}/graphql`, { data: { query: '{ tripOptions { interests } }' } });
    expect(await interests.allTextContents()).toEqual(((await fromQuery.json()) as { data: { tripOptions: { interests: string[] } } }).data.tripOptions.interests);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test("the loading screen shows the server's real progress while a trip is generated", async () => {
    const { page, context, problems } = await open('/', 1366, recordGenerationProgress);
    // Offline the stream can end before the lazily loaded screen has mounted, and the page then
    // navigates at once; holding the trip's first read a moment keeps the screen (with the
    // stream's last state) up long enough to be seen, however busy the machine is.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName === 'TripPage') await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fallback();
    });
    // The loading screen's chunk is fetched once the visitor starts on the form; a generation
    // that takes milliseconds offline could otherwise end before it has arrived.
    await generateKyoto(page, () => page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /GenerationLoadingScreen-[\w-]+\.js$/.test(entry.name))));
    const seen = await page.evaluate(() => [...(window as unknown as { progressSeen: Set<string> }).progressSeen]);
    // Offline the whole pipeline takes milliseconds, so the browser may render only the last
    // events; whatever it rendered came from the stream: steps reached and a percentage.
    expect(seen).toContain('saving:active');
    expect(seen).toEqual(expect.arrayContaining(['understanding:done', 'choosing:done', 'planning:done', 'checking:done']));
    expect(seen.some((entry) => /^percent:(9\d|100)$/.test(entry))).toBe(true);
    expect(seen).toContain('message:Saving your trip');
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test('leaving the page while a trip is generated aborts the request', async () => {
    const { page, context, problems } = await open('/', 1366, () => {
      // Holds the stream open after its first event, as a slow model would, and records the abort.
      const realFetch = window.fetch.bind(window);
      const log: string[] = [];
      (window as unknown as { streamLog: string[] }).streamLog = log;
      window.fetch = async (input, init) => {
        if (String(input).endsWith('/api/trips/generate/stream')) {
          const response = await realFetch(input, { ...init, signal: undefined });
          init?.signal?.addEventListener('abort', () => log.push('aborted'));
          const reader = response.body!.getReader();
          const { value } = await reader.read();
          void reader.cancel();
          const first = new TextDecoder().decode(value).split('\n\n')[0] + '\n\n';
          const body = new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode(first));
              init?.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
            },
          });
          return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
        }
        return realFetch(input, init);
      };
    });
    const where = page.getByRole('combobox', { name: 'Where to?' });
    await where.fill('Kyoto');
    await where.press('Escape');
    await page.getByRole('button', { name: 'Generate Trip Plan' }).click();
    await page.getByText('Planning Kyoto, Japan, from our destination guide').waitFor();
    expect(await page.getByRole('listitem', { name: 'Understanding your request: in progress' }).count()).toBe(1);
    await page.evaluate(() => window.history.pushState({}, '', '/about'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await page.waitForFunction(() => (window as unknown as { streamLog: string[] }).streamLog.includes('aborted'));
    expect(await page.getByText('Generating your custom itinerary...').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test('a generation closes its progress stream cleanly: the request does not fail, nothing in the console', async () => {
    const { page, context, problems } = await open('/', 1366);
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(`${new URL(request.url()).pathname}: ${request.failure()?.errorText}`));
    await generateKyoto(page);
    await waitForItinerary(page);
    expect(failed.filter((request) => request.startsWith('/api/'))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  describe('a coastal trip (Lisbon) on the offline base map', () => {
    /** Lisbon's stops well inland: on the map they must be drawn on land (riverside ones may touch the water). */
    const INLAND = ['Jerónimos Monastery', 'Castelo de São Jorge', 'Calouste Gulbenkian Museum', 'Jardim Zoológico de Lisboa', 'Miradouro da Senhora do Monte', 'Jardim do Príncipe Real', 'Sé de Lisboa', 'Parque Eduardo VII'];
    let lisbon: string;

    beforeAll(async () => {
      const response = await fetch(`${app.url}/api/trips/generate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ destination: 'Lisbon', country: 'Portugal', startDate: '2027-06-01', endDate: '2027-06-07' }),
      });
      expect(response.status).toBe(201);
      lisbon = ((await response.json()) as { uuid: string }).uuid;
    }, TEST_TIMEOUT_MS);

    async function openOfflineMap(width: number) {
      const opened = await open(`/trip/${lisbon}`, width);
      await waitForItinerary(opened.page);
      await opened.page.getByRole('heading', { name: 'Interactive Trip Map' }).scrollIntoViewIfNeeded();
      await opened.page.locator('[data-map-mode="offline"]').waitFor({ timeout: 15_000 });
      await opened.page.locator('.leaflet-overlay-pane path[fill="#F3F1E7"]').first().waitFor({ state: 'attached' });
      return opened;
    }

    test.each(WIDTHS)('at %i px the stops inland sit on land, not in the river', async (width) => {
      const { page, context, problems } = await openOfflineMap(width);
      // Each stop's centre (its marker is centred on the place) is tested against the countries'
      // shapes as drawn: a point in the fill of one of the SVG paths, in screen coordinates.
      const stops = await page.evaluate(() => {
        const land = [...document.querySelectorAll<SVGPathElement>('.leaflet-overlay-pane path[fill="#F3F1E7"]')];
        return [...document.querySelectorAll<HTMLElement>('.leaflet-marker-icon')].map((marker) => {
          const box = marker.getBoundingClientRect();
          const centre = new DOMPoint(box.left + box.width / 2, box.top + box.height / 2);
          const onLand = land.some((path) => path.isPointInFill(centre.matrixTransform(path.getScreenCTM()!.inverse())));
          return { title: (marker.getAttribute('title') ?? '').replace(/^Day \d+, stop \d+: /, ''), onLand };
        });
      });
      const inland = stops.filter((stop) => INLAND.includes(stop.title));
      expect(inland.length).toBeGreaterThanOrEqual(3);
      expect(inland.filter((stop) => !stop.onLand)).toEqual([]);
      await page.getByRole('region', { name: /^Map of the trip to Lisbon/ }).screenshot({ path: path.join(SCREENSHOTS, `trip-offline-map-lisbon-${width}.png`) });
      expect(problems).toEqual([]);
      await context.close();
    }, TEST_TIMEOUT_MS);

    test("at 390 px the Trip Assistant button covers neither the map nor 'Add to calendar', nor the page's end", async () => {
      const { page, context, problems } = await openOfflineMap(390);
      const assistant = page.getByRole('button', { name: 'Trip Assistant' });
      await assistant.waitFor();
      const clearOfAssistant = async (target: Locator) => {
        // Brought into view from below, as scrolling down to it or tabbing to it does.
        await target.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
        const [box, button] = [(await target.boundingBox())!, (await assistant.boundingBox())!];
        return box.y + box.height <= button.y || box.x + box.width <= button.x;
      };
      expect(await clearOfAssistant(page.getByRole('region', { name: 'Interactive Trip Map' }))).toBe(true);
      expect(await clearOfAssistant(page.getByRole('button', { name: 'Add to calendar' }))).toBe(true);
      await scrollToFooter(page);
      expect(await clearOfAssistant(page.getByRole('contentinfo').getByText(/All rights reserved/))).toBe(true);
      await page.getByRole('region', { name: 'Interactive Trip Map' }).evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
      await page.screenshot({ path: path.join(SCREENSHOTS, 'trip-assistant-clear-of-map-390.png') });
      expect(problems).toEqual([]);
      await context.close();
    }, TEST_TIMEOUT_MS);
  });

  describe.each(WIDTHS)('at %i px', (width) => {
    test('plans a trip from the form and shows it with an offline map', async () => {
      const { page, context, problems } = await open('/', width);
      await page.getByRole('heading', { name: 'Plan your perfect trip with Odyssey' }).waitFor();
      // the sections below the planner load as the visitor scrolls towards them
      await scrollToFooter(page);
      await page.getByRole('heading', { name: 'Be Inspired' }).waitFor();
      await page.getByRole('heading', { name: 'Popular Destinations' }).waitFor();
      await generateKyoto(page);

      // the map loads as it comes near the viewport (on a phone it is below the itinerary)
      await page.getByRole('heading', { name: 'Interactive Trip Map' }).scrollIntoViewIfNeeded();
      await page.locator('[data-map-mode="offline"]').waitFor({ timeout: 15_000 });
      // the Natural Earth countries near Kyoto (not the whole world), drawn as SVG paths under the routes
      const countries = page.locator('.leaflet-overlay-pane path[fill="#F3F1E7"]');
      await countries.first().waitFor({ state: 'attached' });
      expect(await countries.count()).toBeLessThan(40);
      expect(await page.locator('.odyssey-stop').count()).toBeGreaterThan(3);
      await waitForItinerary(page);
      // at 1366 px the map is beside the itinerary: scrolling to it need not bring the lower sections near
      await revealTripSections(page);
      await page.getByRole('heading', { name: 'Destination Guide' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
      await context.close();
    }, TEST_TIMEOUT_MS);

    test('chooses exact and flexible dates', async () => {
      const { page, context, problems } = await open('/', width);
      await page.getByRole('button', { name: 'Add dates' }).click();
      const dialog = page.getByRole('dialog', { name: 'Select dates' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Next month' }).click();
      const days = dialog.locator('[data-date]:not([disabled])');
      const first = days.nth(9);
      const second = days.nth(4);
      const [from, to] = [await second.getAttribute('data-date'), await first.getAttribute('data-date')];
      await first.click();
      await second.click();
      await dialog.getByRole('button', { name: '± 1 day' }).click();
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.waitFor({ state: 'detached' });
      const label = await page.getByRole('button', { name: /–/ }).first().textContent();
      expect(label).toMatch(/ – /);
      expect(from! < to!).toBe(true);

      await page.getByRole('button', { name: / – / }).first().click();
      await dialog.getByRole('button', { name: 'Flexible' }).click();
      await dialog.getByRole('button', { name: 'Weekend' }).click();
      await dialog.getByRole('button', { name: /^Winter, from Jan 15/ }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Weekend in Winter' }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    }, TEST_TIMEOUT_MS);

    test('shows the error toast for a blank destination, and an uncovered one as an alert in the planner (destination-refusal.e2e.ts)', async () => {
      const { page, context, problems } = await open('/', width);
      const where = page.getByRole('combobox', { name: 'Where to?' });
      await where.fill('   ');
      await page.getByRole('button', { name: 'Generate Trip Plan' }).click();
      await toast(page).getByText('Destination required').waitFor();
      await toast(page).getByText('Please enter a destination for your trip').waitFor();

      await where.fill('Atlantis');
      await where.press('Escape');
      await page.getByRole('button', { name: 'Generate Trip Plan' }).click();
      await page.getByRole('alert').filter({ hasText: "We can't plan Atlantis yet" }).waitFor();
      expect(page.url()).toBe(`${app.url}/`);
      expect(problems).toEqual([]);
      await context.close();
    }, TEST_TIMEOUT_MS);
  });

  test('the home chat gathers the trip from a conversation and generates it', async () => {
    const { page, context, problems } = await open('/', 1366);
    // The client talks GraphQL; the REST chat paths are a shim for other clients.
    const restChatCalls: string[] = [];
    const operations: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/chat') || pathname === '/api/generate/destination') restChatCalls.push(pathname);
      if (pathname === '/graphql' && request.method() === 'POST') operations.push((request.postDataJSON() as { operationName?: string }).operationName ?? '');
    });
    await page.getByRole('button', { name: 'Chat' }).click();
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.fill('My partner and I want 5 days in Lisbon, we love food and museums');
    await message.press('Enter');
    const conversation = page.getByRole('log', { name: 'Conversation' });
    await conversation.getByText("I'm generating your customized Lisbon trip itinerary now... Please wait a moment.").waitFor();
    await page.waitForURL(/\/trip\/[0-9a-f-]{36}$/);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Lisbon' }).waitFor();
    await page.getByText('2 travelers').first().waitFor();
    const tags = await page.getByRole('list', { name: 'Trip tags' }).textContent();
    expect(tags).toContain('Food Tours');
    expect(tags).toContain('Museums & Art');
    await waitForItinerary(page, /^Your 5-day itinerary$/);
    // The ready reply carries the request it confirms, so no second call drafts it.
    expect(operations).toEqual(expect.arrayContaining(['HomeChatService', 'HomeChatReply']));
    expect(operations).not.toContain('HomeChatTripRequest');
    expect(restChatCalls).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test('shares with the fallback dialog and copies the text', async () => {
    const { page, context, problems } = await open('/', 1366, () => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await generateKyoto(page);
    await page.getByRole('button', { name: 'Share' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Share this trip' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Text to share' }).inputValue()).toContain('Check out my trip to Kyoto, Japan!');
    expect(await dialog.getByRole('link').allTextContents()).toEqual(['Email', 'Twitter', 'Facebook', 'WhatsApp']);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Check out my trip to Kyoto');
    await dialog.getByRole('button', { name: 'Copy' }).waitFor({ timeout: 4000 });
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test('prints, and shows the print error when printing is blocked', async () => {
    const { page, context, problems } = await open('/', 1366, () => {
      let calls = 0;
      window.print = () => {
        calls += 1;
        (window as unknown as { printCalls: number }).printCalls = calls;
        if (calls > 1) throw new Error('blocked');
      };
    });
    await generateKyoto(page);
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    await page.getByRole('button', { name: 'Print' }).click();
    await toast(page).getByText('Print error').waitFor();
    await toast(page).getByText('Unable to open print window. Please check your browser settings.').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  // The wizard's whole path to a refilled form is in wizard-assistant.e2e.ts.
  test('the itinerary expands, and Modify Trip opens the preferences wizard with the trip', async () => {
    const { page, context, problems } = await open('/', 1366);
    await generateKyoto(page);
    await page.getByRole('button', { name: /Show full \d+-day itinerary/ }).click();
    expect(await page.getByRole('button', { name: 'Show first 2 days' }).getAttribute('aria-expanded')).toBe('true');
    // hidden days are drawn when they are shown
    await page.getByRole('article').nth(2).waitFor();
    await revealTripSections(page);
    await page.getByRole('button', { name: 'Modify Trip' }).click();
    const wizard = page.getByRole('dialog', { name: 'Where to?' });
    expect(await wizard.getByRole('combobox', { name: 'Destination' }).inputValue()).toBe('Kyoto');
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);
});
