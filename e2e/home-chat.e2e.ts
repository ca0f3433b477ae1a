/**
 * The home chat in a real browser (issue 17): the trip it confirms is the trip it makes, dates
 * and party included (item 4), and a refused destination does not stick to the next message
 * (item 5). The chat after its confirmation is shown at desktop and phone widths in
 * docs/screenshots/home-chat-confirmed-*.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectProblems, launchChromium, startBuiltApp, type RunningApp } from './browser.js';

const SCREENSHOTS = path.resolve(__dirname, '..', 'docs', 'screenshots');
/** each test may plan a trip in a real browser */
const TEST_TIMEOUT_MS = 90_000;
/** Map tiles cannot load offline; the trip page falls back by design, so their failures are expected. */
const TILE_HOSTS = /tile\.openstreetmap\.org/;
const READY_PHRASES = /I'm ready to create your|I have everything I need to create your|Everything's set to create your/;

describe('the home chat in Chromium (issue 17)', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startBuiltApp(), launchChromium()]);
    mkdirSync(SCREENSHOTS, { recursive: true });
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function openChat(width: number): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
    const page = await context.newPage();
    const problems = collectProblems(page, TILE_HOSTS);
    // The page's clock is the test's to stop, so the chat can be seen between its confirmation and the generation it starts.
    await page.clock.install();
    await page.goto(app.url);
    await page.getByRole('button', { name: 'Chat' }).click();
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
    return { page, context, problems };
  }

  /** Sends a message and returns the chat's reply once it is there. */
  async function say(page: Page, text: string): Promise<string> {
    const log = page.getByRole('log', { name: 'Conversation' });
    const before = await log.locator('p').count();
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.fill(text);
    await message.press('Enter');
    // the traveller's message, then the reply (the "analyzing" note comes and goes in between)
    await page.waitForFunction(
      ([count]) => {
        const texts = [...document.querySelectorAll('[role="log"] p')].map((p) => p.textContent ?? '');
        return texts.length >= count + 2 && !texts.includes("I'm analyzing your request...");
      },
      [before],
    );
    return (await log.locator('p').nth(before + 1).textContent()) ?? '';
  }

  test.each([1366, 390])('at %i px: "5 days in Kyoto in April" makes the trip the chat confirmed, dates and party included', async (width) => {
    const { page, context, problems } = await openChat(width);
    // Time stands still from here, so the 1.5 s pause before generating waits for the screenshot.
    await page.clock.pauseAt(Date.now() + 60_000);
    const confirmation = await say(page, 'My partner and I want 5 days in Kyoto in April');
    expect(confirmation).toMatch(READY_PHRASES);
    const dates = /from (\d{1,2}) (\w+) to (\d{1,2}) (\w+) (\d{4})/.exec(confirmation);
    expect(dates).not.toBeNull();
    const [, fromDay, fromMonth, toDay, toMonth, year] = dates!;
    expect([fromDay, fromMonth, toDay, toMonth]).toEqual(['1', 'April', '5', 'April']);
    expect(confirmation).toContain('5-day Kyoto itinerary for two travellers');

    const chat = page.getByRole('region', { name: 'AI Travel Planner' });
    await chat.getByText("I'm generating your customized Kyoto trip itinerary now... Please wait a moment.").waitFor();
    await chat.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, `home-chat-confirmed-${width}.png`) });

    await page.clock.resume();
    await page.waitForURL(/\/trip\/[0-9a-f-]{36}$/);
    const hero = page.getByRole('main');
    await hero.getByRole('heading', { level: 1, name: 'Kyoto' }).waitFor();
    // What the trip page shows is what the chat said: "Apr 1 – Apr 5, 2027" and two travellers.
    await hero.getByText(`${fromMonth.slice(0, 3)} ${fromDay} – ${toMonth.slice(0, 3)} ${toDay}, ${year}`).first().waitFor();
    await hero.getByText('2 travelers').first().waitFor();
    await hero.getByRole('heading', { name: /^Your 5-day itinerary$/ }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test('after refusing Tromsø, "somewhere warm in February, not too expensive" gets a new answer', async () => {
    const { page, context, problems } = await openChat(1366);
    const refusal = await say(page, 'Tromsø for a week');
    expect(refusal).toMatch(/Tromsø, Norway, sounds great, but .*offline/);
    const next = await say(page, 'somewhere warm in February, not too expensive');
    expect(next).not.toBe(refusal);
    expect(next).not.toMatch(/Tromsø|sounds great, but/);
    expect(next).toMatch(/in February it is summer south of the equator: I can plan /);
    expect(next).not.toMatch(READY_PHRASES);
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);
});
