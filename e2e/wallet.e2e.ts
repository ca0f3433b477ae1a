/**
 * The trip wallet in a real browser: add a flight, upload a PDF, edit, filter, delete with
 * confirmation, the size limit and a refused file, and a second visitor's read-only view.
 * Screenshots of the panel and the dialog go to docs/screenshots/wallet-*.png.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { collectProblems, launchChromium, revealTripSections, startBuiltApp, type RunningApp } from './browser.js';

/** Map tiles cannot load offline; the trip page falls back by design, so their failures are expected. */
const TILE_HOSTS = /tile\.openstreetmap\.org/;
const TEST_TIMEOUT_MS = 90_000;
const SCREENSHOTS = path.resolve(__dirname, '..', 'docs', 'screenshots');

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const NOT_A_PDF = Buffer.from('These are my notes, not a PDF at all.\n');

interface TripPage {
  page: Page;
  context: BrowserContext;
  problems: string[];
  wallet: Locator;
  tripUuid: string;
}

describe('trip wallet in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startBuiltApp(), launchChromium()]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** Plans a trip as a fresh browser (so this browser may edit it) and opens its page. */
  async function openOwnTrip(width = 1366): Promise<TripPage> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const response = await context.request.post(`${app.url}/api/trips/generate`, { data: { destination: 'Kyoto', country: 'Japan' } });
    expect(response.status()).toBe(201);
    const { uuid } = (await response.json()) as { uuid: string };
    return { ...(await openTrip(context, uuid)), context, tripUuid: uuid };
  }

  async function openTrip(context: BrowserContext, tripUuid: string) {
    const page = await context.newPage();
    const problems = collectProblems(page, TILE_HOSTS);
    await page.goto(`${app.url}/trip/${tripUuid}`);
    await revealTripSections(page);
    const wallet = page.getByRole('region', { name: 'Trip Wallet' });
    await wallet.waitFor();
    await wallet.getByText('Loading wallet items...').waitFor({ state: 'detached' });
    return { page, problems, wallet };
  }

  /**
   * The notification region. An open dialog hides the rest of the page from the accessibility
   * tree, so it is found by its markup, and role queries on the page wait for dialogs to close.
   */
  const toasts = (page: Page) => page.locator('section[aria-label^="Notifications"]');
  const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add Travel Item to Wallet' });

  async function chooseType(page: Page, dialog: Locator, label: string) {
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: label, exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
  }

  async function addFlight(page: Page, wallet: Locator, opener = 'Add Item') {
    await wallet.getByRole('button', { name: opener }).click();
    const dialog = addDialog(page);
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Type' }).textContent()).toBe('Flight');
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Flight to Kyoto');
    await dialog.getByLabel('Reference').fill('JL5');
    await dialog.getByLabel('Date').fill('2027-04-02');
    await dialog.getByLabel('Time').fill('09:30');
    await dialog.getByLabel('Description').fill('Tokyo Haneda to Osaka Itami, window seat');
    await dialog.getByLabel('Notes').fill('Check in at terminal 1');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await toasts(page).getByText('Item added').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await wallet.getByRole('article', { name: 'Flight to Kyoto' }).waitFor();
  }

  async function addDocument(page: Page, wallet: Locator, title: string, file: { name: string; buffer: Buffer; mimeType: string }) {
    await wallet.getByRole('button', { name: 'Add Item' }).click();
    const dialog = addDialog(page);
    await dialog.waitFor();
    await chooseType(page, dialog, 'Document');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByLabel('Document').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    return dialog;
  }

  test('adds a flight from the empty state and shows its card', async () => {
    const { page, context, problems, wallet } = await openOwnTrip();
    await wallet.getByText('No travel documents added yet').waitFor();
    await addFlight(page, wallet, 'Add First Item');
    expect(await toasts(page).textContent()).toContain('Your wallet item has been added to your trip.');
    const card = wallet.getByRole('article', { name: 'Flight to Kyoto' });
    for (const text of ['#JL5', 'Apr 2, 2027 at 09:30', 'Tokyo Haneda to Osaka Itami, window seat', 'Check in at terminal 1']) await card.getByText(text).waitFor();
    expect(await wallet.getByText('No travel documents added yet').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test('uploads a PDF document that opens inline and downloads', async () => {
    const { page, context, problems, wallet } = await openOwnTrip();
    await wallet.getByRole('button', { name: 'Add Item' }).click();
    const dialog = addDialog(page);
    await chooseType(page, dialog, 'Document');
    for (const hidden of ['Reference', 'Date', 'Time', 'Description']) expect(await dialog.getByLabel(hidden).count()).toBe(0);
    expect(await dialog.getByLabel('Document').getAttribute('accept')).toBe('.pdf,.jpg,.jpeg,.png');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await addDocument(page, wallet, 'E-ticket', { name: 'e-ticket.pdf', buffer: PDF, mimeType: 'application/pdf' });
    await toasts(page).getByText('Item added').waitFor();
    const card = wallet.getByRole('article', { name: 'E-ticket' });
    const open = card.getByRole('link', { name: 'Open e-ticket.pdf' });
    await open.waitFor();
    expect(await open.getAttribute('target')).toBe('_blank');

    const shown = await context.request.get(`${app.url}${await open.getAttribute('href')}`);
    expect(shown.status()).toBe(200);
    expect(shown.headers()['content-type']).toBe('application/pdf');
    expect(shown.headers()['content-disposition']).toMatch(/^inline; filename="?e-ticket\.pdf"?/);
    expect(Buffer.compare(await shown.body(), PDF)).toBe(0);

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download e-ticket.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('e-ticket.pdf');
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test("refuses a file over 5 MB with 'File too large' and clears the input", async () => {
    const { page, context, problems, wallet } = await openOwnTrip();
    await wallet.getByRole('button', { name: 'Add Item' }).click();
    const dialog = addDialog(page);
    await chooseType(page, dialog, 'Document');
    const input = dialog.getByLabel('Document');
    await input.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5_242_881, 0x25) });
    await toasts(page).getByText('File too large').waitFor();
    await toasts(page).getByText('Please upload a file smaller than 5MB.').waitFor();
    expect(await input.evaluate((element: HTMLInputElement) => [element.files?.length, element.value])).toEqual([0, '']);
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test("shows the server's reason for a refused file and keeps the form", async () => {
    const { page, context, problems, wallet } = await openOwnTrip();
    const dialog = await addDocument(page, wallet, 'Not really a ticket', { name: 'ticket.pdf', buffer: NOT_A_PDF, mimeType: 'application/pdf' });
    await toasts(page).getByText('Could not add the item').waitFor();
    expect(await toasts(page).textContent()).toContain("The file's contents are not a PDF");
    expect(await dialog.getByRole('alert').textContent()).toContain("The file's contents are not a PDF");
    expect(await dialog.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Not really a ticket');
    expect(await dialog.getByRole('combobox', { name: 'Type' }).textContent()).toBe('Document');
    expect(await dialog.getByRole('button', { name: 'Add Item' }).isEnabled()).toBe(true);
    // The open dialog hides the page from role queries, so the wallet is found by its markup here.
    const walletMarkup = page.locator('section[aria-labelledby="wallet-title"]');
    await walletMarkup.getByText('No travel documents added yet').waitFor();
    expect(await walletMarkup.locator('article').count()).toBe(0);
    // The refused upload answers with a GraphQL error, which the browser does not log as a failed load.
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test('edits an item, filters by tab and deletes after confirming', async () => {
    const { page, context, problems, wallet } = await openOwnTrip();
    await addFlight(page, wallet);
    await addDocument(page, wallet, 'Passport copy', { name: 'passport.pdf', buffer: PDF, mimeType: 'application/pdf' });
    await wallet.getByRole('article', { name: 'Passport copy' }).waitFor();

    await wallet.getByRole('button', { name: 'Edit Flight to Kyoto' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Travel Item' });
    expect(await edit.getByLabel('Reference').inputValue()).toBe('JL5');
    await edit.getByRole('textbox', { name: 'Title' }).fill('Flight to Osaka');
    await edit.getByRole('button', { name: 'Update Item' }).click();
    await toasts(page).getByText('Item updated').waitFor();
    expect(await toasts(page).textContent()).toContain('Your wallet item has been updated successfully.');
    await wallet.getByRole('article', { name: 'Flight to Osaka' }).waitFor();
    expect(await wallet.getByRole('article', { name: 'Flight to Osaka' }).getByText('#JL5').count()).toBe(1);

    const titles = () => wallet.getByRole('article').locator('h3').allTextContents();
    await wallet.getByRole('tab', { name: 'Flights' }).click();
    expect(await titles()).toEqual(['Flight to Osaka']);
    await wallet.getByRole('tab', { name: 'Documents' }).click();
    expect(await titles()).toEqual(['Passport copy']);
    await wallet.getByRole('tab', { name: 'Tickets' }).click();
    expect(await titles()).toEqual([]);
    await wallet.getByRole('tab', { name: 'All' }).click();
    expect((await titles()).sort()).toEqual(['Flight to Osaka', 'Passport copy']);

    await wallet.getByRole('button', { name: 'Delete Passport copy' }).click();
    const question = page.getByRole('alertdialog', { name: /Delete/ });
    await question.getByText('Are you sure you want to delete this item?').waitFor();
    expect(await question.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    // closing hands the focus back to the button that opened the question
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Delete Passport copy');
    expect(await wallet.getByRole('article', { name: 'Passport copy' }).count()).toBe(1);

    await wallet.getByRole('button', { name: 'Delete Passport copy' }).click();
    await question.getByRole('button', { name: 'Delete' }).click();
    await toasts(page).getByText('Item deleted').waitFor();
    await question.waitFor({ state: 'detached' });
    expect(await toasts(page).textContent()).toContain('The item has been removed from your trip wallet.');
    await wallet.getByRole('article', { name: 'Passport copy' }).waitFor({ state: 'detached' });
    expect(await titles()).toEqual(['Flight to Osaka']);
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);

  test("another browser is told the wallet is private and sees none of it", async () => {
    const owner = await openOwnTrip();
    await addFlight(owner.page, owner.wallet);
    await addDocument(owner.page, owner.wallet, 'Passport copy', { name: 'passport.pdf', buffer: PDF, mimeType: 'application/pdf' });
    await owner.wallet.getByRole('article', { name: 'Passport copy' }).waitFor();

    const visitorContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const visitor = await openTrip(visitorContext, owner.tripUuid);
    await visitor.wallet.getByText(/The wallet is private: only this trip's travellers can see its tickets and documents/).waitFor();
    expect(await visitor.wallet.getByRole('article').count()).toBe(0);
    expect(await visitor.wallet.getByRole('button').count()).toBe(0);
    expect(await visitor.wallet.getByRole('tab').count()).toBe(0);
    expect(await visitor.page.getByText('Flight to Kyoto').count()).toBe(0);
    expect(owner.problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
    await visitorContext.close();
    await owner.context.close();
  }, TEST_TIMEOUT_MS);

  test.each([1366, 390])('looks right at %i px (screenshots of the panel and the dialog)', async (width) => {
    const { page, context, problems, wallet } = await openOwnTrip(width);
    await wallet.scrollIntoViewIfNeeded();
    await wallet.screenshot({ path: path.join(SCREENSHOTS, `wallet-empty-${width}.png`), animations: 'disabled' });
    await addFlight(page, wallet, 'Add First Item');
    await addDocument(page, wallet, 'Passport copy', { name: 'passport.pdf', buffer: PDF, mimeType: 'application/pdf' });
    await wallet.getByRole('article', { name: 'Passport copy' }).waitFor();
    await toasts(page).getByRole('button', { name: 'Close notification' }).click();
    await toasts(page).getByText('Item added').waitFor({ state: 'detached' });
    await wallet.screenshot({ path: path.join(SCREENSHOTS, `wallet-panel-${width}.png`), animations: 'disabled' });

    await wallet.getByRole('button', { name: 'Edit Flight to Kyoto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Travel Item' });
    await dialog.waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, `wallet-dialog-${width}.png`), animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await wallet.getByRole('button', { name: 'Add Item' }).click();
    const add = addDialog(page);
    await chooseType(page, add, 'Document');
    await add.getByRole('textbox', { name: 'Title' }).fill('Travel insurance');
    await add.getByLabel('Document').setInputFiles({ name: 'insurance.pdf', buffer: PDF, mimeType: 'application/pdf' });
    await page.screenshot({ path: path.join(SCREENSHOTS, `wallet-document-dialog-${width}.png`), animations: 'disabled' });
    await add.getByRole('button', { name: 'Cancel' }).click();
    await add.waitFor({ state: 'detached' });

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);
});
