/**
 * Trip companions in the browser (issue 22): an owner saves a trip and invites an editor and a
 * viewer by link from the Companions dialog; the editor opens the link signed out, signs in,
 * comes back, accepts, edits the plan and finds the trip in My Trips marked "Shared by"; the
 * viewer accepts and sees the wallet read-only, with no edit controls; the owner withdraws an
 * emailed invitation and its link then says so. Screenshots of the dialog, the invite page and
 * My Trips at 1366 and 390 px go to docs/screenshots/companions-*.png.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { horizontalOverflow, seriousViolations } from './axe.js';
import { launchChromium, revealTripSections, startBuiltApp, waitForItinerary, type RunningApp, type StoredSession } from './browser.js';
import { screenshot } from './support/screenshots.js';
import { openPage, registerTraveller, toasts, travellerContext } from './support/travellers.js';

const TEST_TIMEOUT_MS = 120_000;
const LISBON = { destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-03' };
const FLIGHT = 'TAP 1234 to Lisbon';
const owner = { email: 'olga@example.com', username: 'olga', password: 'correct horse' };
const editor = { email: 'eddie@example.com', username: 'eddie', password: 'battery staple' };
const viewer = { email: 'vera@example.com', username: 'vera', password: 'purple monkey' };
const WALT = 'walt@example.com';
const READ_ONLY = "You can see this trip's wallet as a viewer; only its editors can change it.";

describe('trip companions in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let tripUuid: string;
  let ownerSession: StoredSession;
  let viewerSession: StoredSession;
  /** the owner's browser: it planned the trip, and is signed in */
  let ownerContext: BrowserContext;
  const links: { editor?: string; viewer?: string; withdrawn?: string } = {};
  const contexts: BrowserContext[] = [];

  const register = (person: typeof owner) => registerTraveller(app, person);

  async function newContext(width: number, session?: StoredSession, from?: BrowserContext): Promise<BrowserContext> {
    const context = await travellerContext(browser, width, session, from);
    contexts.push(context);
    return context;
  }

  const open = (context: BrowserContext, pathname: string) => openPage(context, `${app.url}${pathname}`);

  /** The server's link is on its public address; the test's app listens on its own port. */
  const invitePath = (link: string) => new URL(link).pathname;
  const companionsDialog = (page: Page) => page.getByRole('dialog', { name: 'Companions' });

  async function openCompanions(page: Page): Promise<Locator> {
    await page.getByRole('button', { name: 'Companions' }).click();
    const dialog = companionsDialog(page);
    await dialog.getByRole('list', { name: 'People on this trip' }).waitFor();
    return dialog;
  }

  /** Makes an invitation in the open dialog and returns its link, read from the dialog. */
  async function invite(page: Page, dialog: Locator, role: 'Editor' | 'Viewer', email?: string): Promise<string> {
    await dialog.getByRole('combobox', { name: 'Invite as' }).click();
    await page.getByRole('option', { name: role, exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    if (email) await dialog.getByRole('textbox', { name: 'Email (optional)' }).fill(email);
    await dialog.getByRole('button', { name: email ? 'Send invitation' : 'Create invitation link' }).click();
    await dialog.getByText(email ? `Invitation sent to ${email} (${role})` : `Invitation link ready (${role})`).waitFor();
    await dialog.getByText('This link works once and expires in 7 days.', { exact: false }).waitFor();
    const link = await dialog.getByRole('textbox', { name: 'Invitation link' }).inputValue();
    expect(link).toMatch(/\/invite\/[\w-]{43}$/);
    return link;
  }

  beforeAll(async () => {
    [app, browser] = await Promise.all([startBuiltApp(), launchChromium()]);
    [ownerSession, , viewerSession] = await Promise.all([register(owner), register(editor), register(viewer)]);

    // The owner plans Lisbon in their browser and keeps a flight in its wallet.
    ownerContext = await newContext(1366, ownerSession);
    const generated = await ownerContext.request.post(`${app.url}/api/trips/generate`, { data: LISBON });
    expect(generated.status()).toBe(201);
    tripUuid = ((await generated.json()) as { uuid: string }).uuid;
    const flight = await ownerContext.request.post(`${app.url}/api/trips/${tripUuid}/wallet`, { data: { type: 'flight', title: FLIGHT, reference: 'PNR7QX4K' } });
    expect(flight.status()).toBe(201);
  }, 120_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await app?.stop();
  });

  test('the owner saves the trip and invites an editor and a viewer by link', async () => {
    const { page, problems } = await open(ownerContext, `/trip/${tripUuid}`);
    await waitForItinerary(page);
    // No companions on a trip nobody has saved: it has no owner to invite for.
    expect(await page.getByRole('button', { name: 'Companions' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Save Trip' }).click();
    await toasts(page).getByText('Trip saved').waitFor();
    await page.getByRole('button', { name: 'Saved in My Trips' }).first().waitFor();

    const dialog = await openCompanions(page);
    await dialog.getByText('No companions yet. Invite someone below.').waitFor();
    await dialog.getByText('No open invitations.').waitFor();
    expect(await dialog.getByRole('list', { name: 'People on this trip' }).innerText()).toContain('olga (you)');
    links.editor = await invite(page, dialog, 'Editor');
    links.viewer = await invite(page, dialog, 'Viewer');
    expect(links.viewer).not.toBe(links.editor);
    await dialog.getByText('Editor invitation by link').waitFor();
    await dialog.getByText('Viewer invitation by link').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('the editor opens the link signed out, signs in, comes back, accepts, edits the plan and finds the trip in My Trips', async () => {
    const context = await newContext(1366);
    const { page, problems } = await open(context, invitePath(links.editor!));
    await page.getByRole('heading', { level: 1, name: 'olga invited you to their trip to Lisbon' }).waitFor();
    await page.getByText('You are invited as an editor: you can change the plan and the wallet.').waitFor();
    await page.waitForFunction(() => document.title.startsWith('Invitation to Lisbon | '));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'companions-invite-1366.png');

    await page.getByRole('link', { name: 'Sign in to accept' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(editor.email);
    await page.getByLabel('Password').fill(editor.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === invitePath(links.editor!));
    await page.getByText(`Signed in as ${editor.username}.`).waitFor();
    await page.getByRole('button', { name: 'Accept invitation' }).click();

    await page.waitForURL((url) => url.pathname === `/trip/${tripUuid}`);
    await toasts(page).getByText('You joined the trip').waitFor();
    await waitForItinerary(page);
    // The owner has the trip open in their own browser while the editor works.
    const owners = await open(ownerContext, `/trip/${tripUuid}`);
    await waitForItinerary(owners.page);
    // An editor changes the plan: the server takes their new activity.
    await page.getByRole('button', { name: 'Edit itinerary' }).click();
    const day1 = page.getByRole('article', { name: /^Day 1:/ });
    await day1.getByRole('button', { name: 'Add Activity' }).click();
    const addDialog = page.getByRole('dialog', { name: /Add Activity/ });
    await addDialog.getByRole('textbox', { name: 'Title' }).fill('Fado night in Alfama');
    await addDialog.getByRole('textbox', { name: 'Description' }).fill('Dinner and fado at a small tavern.');
    await addDialog.getByRole('button', { name: 'Add Activity' }).click();
    await toasts(page).getByText('Activity added').waitFor();
    await addDialog.waitFor({ state: 'detached' });
    await day1.getByRole('heading', { name: 'Fado night in Alfama' }).waitFor();
    // Live: within a second of the server taking the edit, the owner's open page shows it, and who made it.
    const ownersDay1 = owners.page.getByRole('article', { name: /^Day 1:/ });
    await ownersDay1.getByRole('heading', { name: 'Fado night in Alfama' }).waitFor({ timeout: 1_000 });
    await toasts(owners.page).getByText('eddie changed the itinerary').waitFor();
    expect(owners.problems).toEqual([]);
    await page.getByRole('button', { name: 'Done editing' }).click();
    // ...and the wallet, which they see whole.
    await revealTripSections(page);
    const wallet = page.getByRole('region', { name: 'Trip Wallet' });
    await wallet.getByRole('article', { name: FLIGHT }).waitFor();
    expect(await wallet.getByRole('button', { name: 'Add Item' }).count()).toBe(1);
    // The trip is in their My Trips already; they see who is on it, and cannot invite.
    expect(await page.getByRole('button', { name: 'Save Trip', exact: true }).count()).toBe(0);
    const dialog = await openCompanions(page);
    expect(await dialog.getByRole('list', { name: 'People on this trip' }).innerText()).toContain('eddie (you)');
    expect(await dialog.getByRole('form', { name: 'Invite someone' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Leave trip' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${app.url}/my-trips`);
    const card = page.getByRole('article', { name: 'Trip to Lisbon' });
    await card.getByText('Shared by olga · Editor').waitFor();
    expect(await card.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    await screenshot(page, 'companions-my-trips-1366.png');
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('the viewer accepts on a phone and sees the wallet read-only, with no edit controls', async () => {
    const context = await newContext(390, viewerSession);
    const { page, problems } = await open(context, invitePath(links.viewer!));
    await page.getByRole('heading', { level: 1, name: 'olga invited you to their trip to Lisbon' }).waitFor();
    await page.getByText('You are invited as a viewer: you can see the plan and the wallet.').waitFor();
    const accept = page.getByRole('button', { name: 'Accept invitation' });
    await accept.waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'companions-invite-390.png');
    await accept.click();

    await page.waitForURL((url) => url.pathname === `/trip/${tripUuid}`);
    await waitForItinerary(page);
    await revealTripSections(page);
    const wallet = page.getByRole('region', { name: 'Trip Wallet' });
    await wallet.getByText(READ_ONLY).waitFor();
    const flight = wallet.getByRole('article', { name: FLIGHT });
    await flight.waitFor();
    expect(await flight.getByRole('button').count()).toBe(0);
    expect(await wallet.getByRole('button', { name: /Add/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit itinerary' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Undo Modify Trip' }).count()).toBe(0);
    await wallet.scrollIntoViewIfNeeded();
    await screenshot(page, 'companions-wallet-viewer-390.png');

    await page.goto(`${app.url}/my-trips`);
    const card = page.getByRole('article', { name: 'Trip to Lisbon' });
    await card.getByText('Shared by olga · Viewer').waitFor();
    expect(await card.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'companions-my-trips-390.png');
    expect(problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  test('the owner sees both companions, emails an invitation, withdraws it, and its link then says it was withdrawn', async () => {
    const { page, problems } = await open(ownerContext, `/trip/${tripUuid}`);
    await waitForItinerary(page);
    const dialog = await openCompanions(page);
    const people = dialog.getByRole('list', { name: 'People on this trip' });
    await people.getByRole('button', { name: 'Remove eddie' }).waitFor();
    await people.getByRole('button', { name: 'Remove vera' }).waitFor();
    expect(await people.innerText()).toMatch(/eddie[\s\S]*Editor[\s\S]*vera[\s\S]*Viewer/);
    // Both links are spent: nothing is waiting.
    await dialog.getByText('No open invitations.').waitFor();
    links.withdrawn = await invite(page, dialog, 'Viewer', WALT);
    await dialog.getByText(`We emailed it to ${WALT}`, { exact: false }).waitFor();
    await dialog.getByText(`Viewer invitation emailed to ${WALT}`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'companions-dialog-owner-1366.png');
    // The email carries the same link (the outbox stands in for a mail server).
    expect(await mailTo(WALT)).toContain(invitePath(links.withdrawn));
    expect(problems).toEqual([]);

    // On a phone the same dialog fills the screen; everything in it is reachable by keyboard.
    const phone = await newContext(390, ownerSession, ownerContext);
    const small = await open(phone, `/trip/${tripUuid}`);
    await waitForItinerary(small.page);
    // Three buttons in the hero: they wrap rather than run off the screen.
    await small.page.getByRole('button', { name: 'Companions' }).waitFor();
    await screenshot(small.page, 'companions-trip-hero-390.png');
    expect(await horizontalOverflow(small.page)).toBeLessThanOrEqual(0);
    const phoneDialog = await openCompanions(small.page);
    const withdraw = phoneDialog.getByRole('button', { name: `Withdraw Viewer invitation emailed to ${WALT}` });
    await withdraw.waitFor();
    await screenshot(small.page, 'companions-dialog-owner-390.png');
    expect(await horizontalOverflow(small.page)).toBeLessThanOrEqual(0);
    await phoneDialog.getByRole('button', { name: 'Close' }).focus();
    const reached = await tabUntil(small.page, `Withdraw Viewer invitation emailed to ${WALT}`, 40);
    expect(reached).toEqual(expect.arrayContaining(['Remove eddie', 'Remove vera', 'Invite as', 'Email (optional)', 'Create invitation link']));
    // The focused Withdraw, scrolled into view by the keyboard.
    await screenshot(small.page, 'companions-dialog-owner-pending-390.png');
    await small.page.keyboard.press('Enter');
    await phoneDialog.getByText('No open invitations.').waitFor();
    await toasts(small.page).getByText('Invitation withdrawn').waitFor();
    expect(small.problems).toEqual([]);

    const stranger = await newContext(390);
    const withdrawn = await open(stranger, invitePath(links.withdrawn));
    await withdrawn.page.getByRole('heading', { level: 1, name: 'This invitation can no longer be used' }).waitFor();
    await withdrawn.page.getByRole('alert').getByText('This invitation was withdrawn by the trip’s owner.').waitFor();
    await withdrawn.page.getByRole('link', { name: 'Go to the home page' }).waitFor();
    await screenshot(withdrawn.page, 'companions-invite-withdrawn-390.png');
    expect(withdrawn.problems).toEqual([]);
  }, TEST_TIMEOUT_MS);

  /** The email sent to `address`, once the server has written it to its outbox (it mails in the background). */
  async function mailTo(address: string): Promise<string> {
    const outbox = path.join(app.dataDir, 'outbox');
    const deadline = Date.now() + 10_000;
    for (;;) {
      const files = existsSync(outbox) ? readdirSync(outbox) : [];
      // Unfolded: a long line in an .eml continues on the next line after '=' (quoted-printable).
      const mail = files.map((file) => readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '')).find((text) => text.includes(`To: ${address}`));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no email to ${address} in ${outbox}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * Presses Tab until the focused element is named `name` (its label, or its text), at most
   * `limit` times; returns the names focused on the way, or fails if it was never reached.
   */
  async function tabUntil(page: Page, name: string, limit: number): Promise<string[]> {
    const names: string[] = [];
    for (let presses = 0; presses < limit; presses++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element) return '';
        const labelled = element.getAttribute('aria-labelledby');
        const byLabel = labelled ? document.getElementById(labelled.split(' ')[0])?.textContent : undefined;
        const input = element as HTMLInputElement;
        const byFor = input.labels?.[0]?.textContent?.replace(/\s*\*$/, '');
        return (element.getAttribute('aria-label') ?? byFor ?? byLabel ?? element.textContent ?? '').trim();
      });
      names.push(focused);
      if (focused === name) return names;
    }
    throw new Error(`Tab never reached "${name}"; it went through: ${names.join(' | ')}`);
  }
});
