/**
 * Trip expenses in the browser (issue 22): an owner saves a trip and invites an editor by link;
 * the editor accepts in a browser of their own. The owner records a dinner they paid for, split
 * equally; the editor records a taxi in yen that they paid for. Each page, once reloaded (there
 * are no live updates), shows both expenses, the balances and the one payment that settles up,
 * and the CSV downloads under the server's file name. Screenshots of the section (with its
 * chart) and of the add-expense dialog at 1366 and 390 px go to docs/screenshots/expenses-*.png.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { horizontalOverflow, seriousViolations } from './axe.js';
import { collectProblems, launchChromium, revealTripSections, restoreSession, startBuiltApp, waitForItinerary, type RunningApp, type StoredSession } from './browser.js';
import { standInForTiles } from './csp-watch.js';

const TEST_TIMEOUT_MS = 120_000;
const SCREENSHOTS = path.resolve(__dirname, '..', 'docs', 'screenshots');
/** Three days in Lisbon, planned in dollars for two. */
const LISBON = {
  destination: 'Lisbon',
  country: 'Portugal',
  startDate: '2026-06-01',
  endDate: '2026-06-03',
  preferences: { travelStyle: [], accommodation: [], activities: ['Food Tours'], budgetLevel: 3, currency: 'USD', duration: '3 days', travelers: '2' },
};
const owner = { email: 'olga@example.com', username: 'olga', password: 'correct horse' };
const editor = { email: 'ben@example.com', username: 'ben', password: 'battery staple' };
const DINNER = 'Dinner in Alfama';
const TAXI = 'Taxi to Belém';
/** The owner's dinner, $49.20 split equally between two: ben owes olga half. */
const HALF_DINNER = '$24.60';

describe('trip expenses in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let tripUuid: string;
  let ownerSession: StoredSession;
  let editorSession: StoredSession;
  /** the owner's browser: it planned the trip, and is signed in */
  let ownerContext: BrowserContext;
  let editorContext: BrowserContext;
  let inviteLink: string;
  const contexts: BrowserContext[] = [];

  async function api(method: string, pathname: string, body?: unknown) {
    const response = await fetch(`${app.url}${pathname}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  async function register(person: typeof owner): Promise<StoredSession> {
    expect((await api('POST', '/api/auth/register', { ...person, confirmPassword: person.password })).status).toBe(201);
    return (await api('POST', '/api/auth/login', { email: person.email, password: person.password })).json as unknown as StoredSession;
  }

  async function newContext(width: number, session?: StoredSession, from?: BrowserContext): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, storageState: from ? await from.storageState() : undefined });
    contexts.push(context);
    if (session) await restoreSession(context, session);
    await standInForTiles(context);
    return context;
  }

  async function open(context: BrowserContext, pathname: string): Promise<{ page: Page; problems: string[] }> {
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${app.url}${pathname}`);
    return { page, problems };
  }

  const toasts = (page: Page) => page.locator('section[aria-label^="Notifications"]');
  const expensesSection = (page: Page) => page.getByRole('region', { name: 'Expenses', exact: true });
  const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add expense' });

  /** The trip page with its lower sections built and the expenses loaded. */
  async function openExpenses(page: Page): Promise<Locator> {
    await waitForItinerary(page);
    await revealTripSections(page);
    const section = expensesSection(page);
    await section.waitFor();
    await section.getByText('Loading expenses...').waitFor({ state: 'detached' });
    return section;
  }

  /** Once toasts, dialogs and ripples have stopped moving (endless animations never stop: they are not waited for). */
  async function settle(page: Page): Promise<void> {
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    );
  }

  /**
   * A picture of one part of the page, whole. The app bar and the assistant's button stay fixed
   * on the screen as the part is scrolled through for the picture: they are hidden for it.
   */
  async function shoot(part: Locator, name: string): Promise<void> {
    await part.screenshot({ path: path.join(SCREENSHOTS, name), style: 'header, .MuiFab-root { visibility: hidden !important; }' });
  }

  async function choose(page: Page, dialog: Locator, field: string, option: string): Promise<void> {
    await dialog.getByRole('combobox', { name: field }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
  }

  /** Fills the open add-expense dialog; who paid and the equal split keep their defaults unless given. */
  async function fillExpense(page: Page, fields: { title: string; amount: string; currency?: string; category?: string; day?: string }): Promise<Locator> {
    const dialog = addDialog(page);
    await dialog.getByRole('textbox', { name: 'Title' }).fill(fields.title);
    await dialog.getByRole('textbox', { name: 'Amount' }).fill(fields.amount);
    if (fields.currency) await dialog.getByRole('combobox', { name: 'Currency' }).fill(fields.currency);
    if (fields.category) await choose(page, dialog, 'Category', fields.category);
    if (fields.day) await choose(page, dialog, 'Day', fields.day);
    return dialog;
  }

  async function save(page: Page, dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: 'Add expense' }).click();
    await toasts(page).getByText('Expense added').waitFor();
    await dialog.waitFor({ state: 'detached' });
  }

  /** The text of a traveller's row in the balances table. */
  const balanceRow = (section: Locator, username: string) => section.getByRole('table', { name: 'Balances and settle up' }).getByRole('row', { name: new RegExp(`^${username}\\b`) });

  beforeAll(async () => {
    [app, browser] = await Promise.all([startBuiltApp(), launchChromium()]);
    [ownerSession, editorSession] = await Promise.all([register(owner), register(editor)]);
    ownerContext = await newContext(1366, ownerSession);
    const generated = await ownerContext.request.post(`${app.url}/api/trips/generate`, { data: LISBON });
    expect(generated.status()).toBe(201);
    tripUuid = ((await generated.json()) as { uuid: string }).uuid;
  }, 120_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await app?.stop();
  });

  test('the owner saves the trip, finds no expenses yet, and invites an editor by link', async () => {
    const { page, problems } = await open(ownerContext, `/trip/${tripUuid}`);
    await waitForItinerary(page);
    // Expenses are shared between the travellers of a saved trip: none before it is saved.
    await revealTripSections(page);
    expect(await expensesSection(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Save Trip' }).click();
    await toasts(page).getByText('Trip saved').waitFor();
    const section = expensesSection(page);
    await section.getByText('No expenses yet.').waitFor();
    await section.getByRole('button', { name: 'Add the first expense' }).waitFor();

    await page.getByRole('button', { name: 'Companions' }).click();
    const companions = page.getByRole('dialog', { name: 'Companions' });
    await companions.getByRole('list', { name: 'People on this trip' }).waitFor();
    await companions.getByRole('button', { name: 'Create invitation link' }).click();
    await companions.getByText('Invitation link ready (Editor)').waitFor();
    inviteLink = new URL(await companions.getByRole('textbox', { name: 'Invitation link' }).inputValue()).pathname;
    await companions.getByRole('button', { name: 'Close' }).click();
    await companions.waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('the editor accepts the invitation in a browser of their own and sees the empty expenses', async () => {
    editorContext = await newContext(1366, editorSession);
    const { page, problems } = await open(editorContext, inviteLink);
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await page.waitForURL((url) => url.pathname === `/trip/${tripUuid}`);
    await toasts(page).getByText('You joined the trip').waitFor();
    const section = await openExpenses(page);
    await section.getByText('No expenses yet.').waitFor();
    await section.getByRole('button', { name: 'Add expense' }).waitFor();
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('the owner records a dinner they paid for, split equally, and the editor owes half', async () => {
    const { page, problems } = await open(ownerContext, `/trip/${tripUuid}`);
    const section = await openExpenses(page);
    await section.getByRole('button', { name: 'Add expense' }).click();
    const dialog = addDialog(page);
    // Everything a new expense starts from: the trip's currency, the owner paying, everyone sharing it.
    await dialog.getByRole('textbox', { name: 'Title' }).waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Currency' }).inputValue()).toBe('USD');
    expect(await dialog.getByRole('combobox', { name: 'Paid by' }).innerText()).toBe('olga');
    expect(await dialog.getByRole('checkbox', { name: 'olga' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'ben' }).isChecked()).toBe(true);
    await fillExpense(page, { title: DINNER, amount: '49.20', day: 'Day 1' });
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'expenses-add-dialog-1366.png') });
    await save(page, dialog);

    await section.getByRole('listitem', { name: DINNER }).waitFor();
    await section.getByText(`ben pays olga ${HALF_DINNER}`).waitFor();
    expect(await balanceRow(section, 'olga').innerText()).toContain(`+${HALF_DINNER}`);
    expect(await balanceRow(section, 'ben').innerText()).toContain(`-${HALF_DINNER}`);
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('the editor reloads, sees the dinner, and records a taxi in yen they paid for', async () => {
    const { page, problems } = await open(editorContext, `/trip/${tripUuid}`);
    const section = await openExpenses(page);
    await section.getByRole('listitem', { name: DINNER }).waitFor();
    await section.getByText(`ben pays olga ${HALF_DINNER}`).waitFor();

    await section.getByRole('button', { name: 'Add expense' }).click();
    const dialog = addDialog(page);
    await dialog.getByRole('textbox', { name: 'Title' }).waitFor();
    // The signed-in editor paid, unless they say otherwise.
    expect(await dialog.getByRole('combobox', { name: 'Paid by' }).innerText()).toBe('ben');
    await fillExpense(page, { title: TAXI, amount: '4200', currency: 'JPY', category: 'Transport', day: 'Day 2' });
    await save(page, dialog);

    const taxi = section.getByRole('listitem', { name: TAXI });
    await taxi.getByText('¥4,200').waitFor();
    // Converted into the trip's dollars with the stored rates; half of it is the owner's.
    const converted = Number((await taxi.getByText(/^≈ \$/).innerText()).replace(/[^\d.]/g, ''));
    expect(converted).toBeGreaterThan(20);
    expect(converted).toBeLessThan(40);
    const owed = (4920 - Math.round(converted * 100)) / 2 / 100;
    // Cents aside (the server splits them exactly), ben now owes olga half the dinner less half the taxi.
    const settleUp = await section.getByText(/^ben pays olga \$\d+\.\d\d$/).innerText();
    expect(Math.abs(Number(settleUp.replace(/^.*\$/, '')) - owed)).toBeLessThanOrEqual(0.01);
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('the owner reloads, sees both expenses and the same settle-up line, and downloads the CSV', async () => {
    const { page, problems } = await open(ownerContext, `/trip/${tripUuid}`);
    const section = await openExpenses(page);
    await section.getByRole('listitem', { name: TAXI }).waitFor();
    const settleUp = await section.getByText(/^ben pays olga \$\d+\.\d\d$/).innerText();
    const amount = settleUp.replace(/^.*pays olga /, '');
    expect(await balanceRow(section, 'olga').innerText()).toContain(`+${amount}`);
    expect(await balanceRow(section, 'ben').innerText()).toContain(`-${amount}`);
    // The chart compares spending with the trip's estimate by category and by day; its table says the same in words.
    const chart = section.getByRole('region', { name: /Budget versus spent|Spending/ });
    await chart.getByRole('img', { name: /^Bar chart of/ }).locator('svg').waitFor();
    await chart.getByRole('table', { name: /by category, in USD$/ }).getByRole('row', { name: /^Transport/ }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('expenses-lisbon.csv');
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.split('\n')[0]).toContain('Title');
    expect(csv).toContain(DINNER);
    expect(csv).toContain(TAXI);

    await section.scrollIntoViewIfNeeded();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(section, 'expenses-section-1366.png');
    await chart.getByRole('tab', { name: 'By day' }).click();
    await chart.getByRole('table', { name: /by day, in USD$/ }).getByRole('row', { name: /^Day 2/ }).waitFor();
    await shoot(chart, 'expenses-chart-by-day-1366.png');
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('on a phone the section and the dialog fit the screen, and the dialog works by keyboard', async () => {
    const phone = await newContext(390, ownerSession, ownerContext);
    const { page, problems } = await open(phone, `/trip/${tripUuid}`);
    const section = await openExpenses(page);
    await section.getByRole('listitem', { name: TAXI }).waitFor();
    await section.getByRole('region', { name: /Budget versus spent|Spending/ }).getByRole('img').locator('svg').waitFor();
    await section.scrollIntoViewIfNeeded();
    await settle(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(section, 'expenses-section-390.png');

    const add = section.getByRole('button', { name: 'Add expense' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = addDialog(page);
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await title.waitFor();
    // The dialog opens on its first field, and everything in it is reached with Tab.
    await page.waitForFunction(() => document.activeElement?.getAttribute('placeholder') === 'e.g. Dinner in Alfama');
    await page.keyboard.type('Pastéis de Belém');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12');
    await dialog.getByRole('radio', { name: 'Custom amounts' }).check();
    await dialog.getByRole('textbox', { name: "olga's share" }).fill('5');
    await dialog.getByRole('textbox', { name: "ben's share" }).fill('5');
    const sum = dialog.getByText('Shares add up to $10.00 of $12.00 ($2.00 left)');
    await sum.waitFor();
    // The whole form scrolls inside the dialog on a phone: the picture shows its end, with the running sum.
    await sum.scrollIntoViewIfNeeded();
    await settle(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'expenses-add-dialog-390.png') });
    // A split that does not add up stays in the browser, with the reason.
    await dialog.getByRole('button', { name: 'Add expense' }).click();
    await dialog.getByRole('alert').getByText('The shares must add up to the amount').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await section.getByRole('listitem', { name: 'Pastéis de Belém' }).count()).toBe(0);
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);
});
