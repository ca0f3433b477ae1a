import { useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderWithApp } from '../../../../test/render';
import { TripPagePermissionsDocument, WalletAddItemDocument, WalletItemDialog_TripFragmentDoc, WalletPanelDocument, WalletUpdateItemDocument } from '../../../gql/graphql';
import WalletPanel from '../WalletPanel';

// Each test waits on several mocked round trips and dialog transitions; on a busy machine one of
// them can take longer than the default 1 s. This only lengthens how long a condition may take.
configure({ asyncUtilTimeout: 5000 });

const TRIP_UUID = '0b7c9a52-6f0e-4d55-9d8b-3f2a1c4e5d60';
const panelRequest = { query: WalletPanelDocument, variables: { tripUuid: TRIP_UUID } };

interface ItemFields {
  id: number;
  type: string;
  title: string;
  reference?: string | null;
  date?: string | null;
  time?: string | null;
  description?: string | null;
  notes?: string | null;
  fileUrl?: string | null;
  fileName?: string | null;
  price?: number | null;
  priceCurrency?: string | null;
}

const walletItem = (fields: ItemFields) => ({
  __typename: 'WalletItem' as const,
  reference: null,
  date: null,
  time: null,
  description: null,
  notes: null,
  price: null,
  priceCurrency: null,
  fileUrl: null,
  fileName: null,
  ...fields,
});

/** An editor reads the wallet too; a viewer companion reads it without editing (`viewer`). */
const permissionsMock = (canEdit: boolean, viewer = false) => ({
  request: { query: TripPagePermissionsDocument, variables: { tripUuid: TRIP_UUID } },
  result: { data: { tripPermissions: { __typename: 'TripPermissions' as const, canEdit, canViewWallet: canEdit || viewer, canShare: false, role: viewer ? 'viewer' : null } } },
});
const panelMock = (items: ItemFields[]) => ({
  request: panelRequest,
  result: { data: { walletItems: items.map(walletItem) } },
});

const flight = { id: 1, type: 'flight', title: 'Flight to Kyoto', reference: 'JL5', date: '2027-04-02', time: '09:30', description: 'Window seat', notes: 'Terminal 2' };
const museum = { id: 2, type: 'ticket', title: 'Museum pass' };
const passport = { id: 3, type: 'document', title: 'Passport copy', fileUrl: `/api/trips/${TRIP_UUID}/wallet/3/file`, fileName: 'passport.pdf' };

// An open dialog hides the rest of the page, the notifications included, from the accessibility tree.
const toasts = () => screen.getByRole('region', { name: /Notifications/, hidden: true });
const dialog = (name: string) => screen.getByRole('dialog', { name });

/** The trip as the trip page has it in the cache: the wallet reads its currency from there, and never asks for it. */
function WithCachedTrip({ currency, children }: { currency: string; children: ReactNode }) {
  const client = useApolloClient();
  useState(() => client.writeFragment({ fragment: WalletItemDialog_TripFragmentDoc, data: { __typename: 'Trip', uuid: TRIP_UUID, preferences: { __typename: 'Preferences', currency } } }));
  return children;
}

const PRICE_MESSAGE = 'Price must be a number above 0 and at most 10,000,000,000, with at most 2 decimals';
const noPrice = { price: null, priceCurrency: null };

function chooseType(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
  fireEvent.click(screen.getByRole('option', { name: label }));
}

describe('WalletPanel', () => {
  it("shows 'Loading wallet items...', then the empty state with 'Add First Item' for editors", async () => {
    renderWithApp(<WalletPanel tripUuid={TRIP_UUID} />, { mocks: [permissionsMock(true), panelMock([])] });
    expect(screen.getByText('Loading wallet items...')).toBeTruthy();
    expect(await screen.findByText('No travel documents added yet')).toBeTruthy();
    expect(screen.getByText(/Add flight tickets, train passes and other travel documents/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add First Item' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeTruthy();
  });

  it("tells visitors who may not edit that the wallet is private, and never asks for it", async () => {
    // No wallet mock: a query for the items would fail the test with an unmatched request.
    renderWithApp(<WalletPanel tripUuid={TRIP_UUID} />, { mocks: [permissionsMock(false)] });
    expect(await screen.findByText(/The wallet is private: only this trip's travellers can see its tickets and documents/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Trip Wallet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it("shows a viewer companion the wallet read-only: items and document links, no add, edit or delete", async () => {
    renderWithApp(<WalletPanel tripUuid={TRIP_UUID} />, { mocks: [permissionsMock(false, true), panelMock([flight, passport])] });
    expect(await screen.findByRole('heading', { name: 'Flight to Kyoto' })).toBeTruthy();
    expect(screen.getByText("You can see this trip's wallet as a viewer; only its editors can change it.")).toBeTruthy();
    const document = within(screen.getByRole('article', { name: 'Passport copy' }));
    expect(document.getByRole('link', { name: 'Open passport.pdf' }).getAttribute('href')).toBe(passport.fileUrl);
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
    // Filtering is reading, so a viewer may.
    fireEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(screen.queryByRole('article', { name: 'Flight to Kyoto' })).toBeNull();
  });

  it("tells a viewer companion of an empty wallet that its editors can fill it, with no 'Add First Item'", async () => {
    renderWithApp(<WalletPanel tripUuid={TRIP_UUID} />, { mocks: [permissionsMock(false, true), panelMock([])] });
    expect(await screen.findByText('No travel documents added yet')).toBeTruthy();
    expect(screen.getByText("The trip's editors can add tickets and travel documents here.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
  });

  it('lets editors filter by type', async () => {
    renderWithApp(<WalletPanel tripUuid={TRIP_UUID} />, { mocks: [permissionsMock(true), panelMock([flight, museum])] });
    expect(await screen.findByRole('heading', { name: 'Flight to Kyoto' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Tickets' }));
    expect(screen.queryByRole('heading', { name: 'Flight to Kyoto' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Museum pass' })).toBeTruthy();
  });

  it("shows each card's reference, date 'at' time, description, notes and document links", async () => {
    renderWithApp(<WalletPanel tripUuid={TRIP_UUID} />, { mocks: [permissionsMock(true), panelMock([flight, passport])] });
    const card = within(await screen.findByRole('article', { name: 'Flight to Kyoto' }));
    expect(card.getByText('#JL5')).toBeTruthy();
    expect(card.getByText('Apr 2, 2027 at 09:30')).toBeTruthy();
    expect(card.getByText('Window seat')).toBeTruthy();
    expect(card.getByText('Terminal 2')).toBeTruthy();
    const document = within(screen.getByRole('article', { name: 'Passport copy' }));
    expect(document.getByRole('link', { name: 'Open passport.pdf' }).getAttribute('href')).toBe(passport.fileUrl);
    expect(document.getByRole('link', { name: 'Download passport.pdf' }).getAttribute('href')).toBe(`${passport.fileUrl}?download=`);
    fireEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(screen.queryByRole('article', { name: 'Flight to Kyoto' })).toBeNull();
  });

  it('opens for adding as a flight, hides the booking fields for a document, and resets on cancel', async () => {
    renderWithApp(<WalletPanel tripUuid={TRIP_UUID} />, { mocks: [permissionsMock(true), panelMock([])] });
    fireEvent.click(await screen.findByRole('button', { name: 'Add First Item' }));
    const form = within(dialog('Add Travel Item to Wallet'));
    expect(form.getByRole('combobox', { name: 'Type' }).textContent).toBe('Flight');
    for (const field of ['Reference', 'Date', 'Time', 'Description']) expect(form.getByLabelText(field)).toBeTruthy();
    expect(form.queryByLabelText('Document')).toBeNull();

    fireEvent.change(form.getByRole('textbox', { name: /Title/ }), { target: { value: 'Passport copy' } });
    chooseType('Document');
    for (const field of ['Reference', 'Date', 'Time', 'Description']) expect(form.queryByLabelText(field)).toBeNull();
    const input = form.getByLabelText('Document') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.pdf,.jpg,.jpeg,.png');

    fireEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Add First Item' }));
    const fresh = within(dialog('Add Travel Item to Wallet'));
    expect(fresh.getByRole('combobox', { name: 'Type' }).textContent).toBe('Flight');
    expect((fresh.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('');
  });

  it("refuses a file over 5 MB with the 'File too large' toast and clears the input", async () => {
    renderWithApp(<WalletPanel tripUuid={TRIP_UUID} />, { mocks: [permissionsMock(true), panelMock([])] });
    fireEvent.click(await screen.findByRole('button', { name: 'Add First Item' }));
    chooseType('Document');
    const input = screen.getByLabelText('Document') as HTMLInputElement;
    const clearedTo: string[] = [];
    const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    Object.defineProperty(input, 'value', { configurable: true, set: (value: string) => (clearedTo.push(value), valueSetter.call(input, value)) });

    const big = new File([new Uint8Array(5_242_881)], 'scan.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(within(toasts()).getByText('File too large')).toBeTruthy();
    expect(within(toasts()).getByText('Please upload a file smaller than 5MB.')).toBeTruthy();
    expect(clearedTo).toEqual(['']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it("says 'Title is required' instead of saving without a title", async () => {
    renderWithApp(<WalletPanel tripUuid={TRIP_UUID} />, { mocks: [permissionsMock(true), panelMock([])] });
    fireEvent.click(await screen.findByRole('button', { name: 'Add First Item' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    const form = within(dialog('Add Travel Item to Wallet'));
    expect(form.getByText('Title is required')).toBeTruthy();
    expect(document.activeElement).toBe(form.getByRole('textbox', { name: /Title/ }));
  });

  it("opens for editing filled from the item, titled 'Edit Travel Item' with 'Update Item'", async () => {
    renderWithApp(<WalletPanel tripUuid={TRIP_UUID} />, { mocks: [permissionsMock(true), panelMock([flight])] });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Flight to Kyoto' }));
    const form = within(dialog('Edit Travel Item'));
    expect((form.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('Flight to Kyoto');
    expect((form.getByLabelText('Reference') as HTMLInputElement).value).toBe('JL5');
    expect((form.getByLabelText('Date') as HTMLInputElement).value).toBe('2027-04-02');
    expect((form.getByLabelText('Time') as HTMLInputElement).value).toBe('09:30');
    expect(form.getByRole('button', { name: 'Update Item' })).toBeTruthy();
  });

  it("adds an item, says 'Item added', closes the dialog and shows the refetched wallet", async () => {
    const input = { type: 'flight', title: 'Flight to Kyoto', description: null, reference: null, date: null, time: null, notes: null, ...noPrice };
    const added = { request: { query: WalletAddItemDocument, variables: { tripUuid: TRIP_UUID, input, file: null } }, result: { data: { addWalletItem: { __typename: 'WalletItem' as const, id: 1 } } }, delay: 50 };
    renderWithApp(<WalletPanel tripUuid={TRIP_UUID} />, { mocks: [permissionsMock(true), panelMock([]), added, panelMock([{ id: 1, type: 'flight', title: 'Flight to Kyoto' }])] });
    fireEvent.click(await screen.findByRole('button', { name: 'Add First Item' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: ' Flight to Kyoto ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('Item added')).toBeTruthy();
    expect(screen.getByText('Your wallet item has been added to your trip.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Flight to Kyoto' })).toBeTruthy();
  });

  it("keeps the dialog and what was typed when the server refuses, and shows the server's reason", async () => {
    const input = { type: 'flight', title: 'Flight', description: null, reference: 'X1', date: null, time: null, notes: null, ...noPrice };
    const refused = { request: { query: WalletAddItemDocument, variables: { tripUuid: TRIP_UUID, input, file: null } }, result: { errors: [new GraphQLError('Only the traveller who created this trip can change its wallet')] } };
    renderWithApp(<WalletPanel tripUuid={TRIP_UUID} />, { mocks: [permissionsMock(true), panelMock([]), refused] });
    fireEvent.click(await screen.findByRole('button', { name: 'Add First Item' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Flight' } });
    fireEvent.change(screen.getByLabelText('Reference'), { target: { value: 'X1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await within(toasts()).findByText('Could not add the item')).toBeTruthy();
    const form = within(dialog('Add Travel Item to Wallet'));
    expect(form.getByRole('alert').textContent).toContain('Only the traveller who created this trip can change its wallet');
    expect((form.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('Flight');
    expect((form.getByLabelText('Reference') as HTMLInputElement).value).toBe('X1');
    expect(form.getByRole('button', { name: 'Add Item' })).toBeTruthy();
  });

  it("shows a priced item's price in its currency, and nothing for an item without one", async () => {
    renderWithApp(<WalletPanel tripUuid={TRIP_UUID} />, { mocks: [permissionsMock(false, true), panelMock([{ ...flight, price: 189.9, priceCurrency: 'EUR' }, { ...museum, price: 1200, priceCurrency: 'JPY' }, passport])] });
    const card = within(await screen.findByRole('article', { name: 'Flight to Kyoto' }));
    expect(card.getByText('€189.90').textContent).toBe('Price: €189.90');
    expect(within(screen.getByRole('article', { name: 'Museum pass' })).getByText('¥1,200')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Passport copy' })).queryByText(/Price:/)).toBeNull();
  });

  it("offers an optional price, its currency ready as EUR when the trip's is not at hand", async () => {
    renderWithApp(<WalletPanel tripUuid={TRIP_UUID} />, { mocks: [permissionsMock(true), panelMock([])] });
    fireEvent.click(await screen.findByRole('button', { name: 'Add First Item' }));
    const form = within(dialog('Add Travel Item to Wallet'));
    expect((form.getByRole('textbox', { name: 'Price' }) as HTMLInputElement).value).toBe('');
    expect((form.getByLabelText('Currency') as HTMLInputElement).value).toBe('EUR');
    chooseType('Document');
    expect(form.getByRole('textbox', { name: 'Price' })).toBeTruthy();
  });

  it("starts a new price in the trip's currency, and adds the item with its price", async () => {
    const input = { type: 'ticket', title: 'Ghibli Museum', description: null, reference: null, date: null, time: null, notes: null, price: 1000, priceCurrency: 'JPY' };
    const added = { request: { query: WalletAddItemDocument, variables: { tripUuid: TRIP_UUID, input, file: null } }, result: { data: { addWalletItem: { __typename: 'WalletItem' as const, id: 4 } } } };
    const ui = (
      <WithCachedTrip currency="JPY">
        <WalletPanel tripUuid={TRIP_UUID} />
      </WithCachedTrip>
    );
    renderWithApp(ui, { mocks: [permissionsMock(true), panelMock([]), added, panelMock([{ id: 4, type: 'ticket', title: 'Ghibli Museum', price: 1000, priceCurrency: 'JPY' }])] });
    fireEvent.click(await screen.findByRole('button', { name: 'Add First Item' }));
    const form = within(dialog('Add Travel Item to Wallet'));
    expect((form.getByLabelText('Currency') as HTMLInputElement).value).toBe('JPY');
    chooseType('Ticket');
    fireEvent.change(form.getByRole('textbox', { name: /Title/ }), { target: { value: 'Ghibli Museum' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Price' }), { target: { value: '1000' } });
    fireEvent.click(form.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('¥1,000')).toBeTruthy();
  });

  it("says what is wrong with a price in the server's words, next to the field, instead of saving", async () => {
    renderWithApp(<WalletPanel tripUuid={TRIP_UUID} />, { mocks: [permissionsMock(true), panelMock([])] });
    fireEvent.click(await screen.findByRole('button', { name: 'Add First Item' }));
    const form = within(dialog('Add Travel Item to Wallet'));
    fireEvent.change(form.getByRole('textbox', { name: /Title/ }), { target: { value: 'Flight' } });
    const price = form.getByRole('textbox', { name: 'Price' });
    fireEvent.change(price, { target: { value: '12.555' } });
    fireEvent.click(form.getByRole('button', { name: 'Add Item' }));
    expect(form.getByText(PRICE_MESSAGE)).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(price);

    fireEvent.change(price, { target: { value: '12.50' } });
    const currency = form.getByLabelText('Currency');
    fireEvent.change(currency, { target: { value: '' } });
    fireEvent.click(form.getByRole('button', { name: 'Add Item' }));
    expect(form.getByText('A price needs its currency, e.g. EUR')).toBeTruthy();
    expect(document.activeElement).toBe(currency);
    fireEvent.change(currency, { target: { value: 'xxq' } });
    expect(form.getByText('Currency must be a three-letter ISO 4217 code, e.g. EUR')).toBeTruthy();
    expect(form.queryByText(PRICE_MESSAGE)).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('opens a priced item with its price, and clears it when the price is emptied', async () => {
    const priced = { ...flight, price: 189.9, priceCurrency: 'EUR' };
    const input = { type: 'flight', title: 'Flight to Kyoto', description: 'Window seat', reference: 'JL5', date: '2027-04-02', time: '09:30', notes: 'Terminal 2', ...noPrice };
    const updated = { request: { query: WalletUpdateItemDocument, variables: { id: 1, input, file: null } }, result: { data: { updateWalletItem: { __typename: 'WalletItem' as const, id: 1 } } } };
    renderWithApp(<WalletPanel tripUuid={TRIP_UUID} />, { mocks: [permissionsMock(true), panelMock([priced]), updated, panelMock([flight])] });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Flight to Kyoto' }));
    const form = within(dialog('Edit Travel Item'));
    expect((form.getByRole('textbox', { name: 'Price' }) as HTMLInputElement).value).toBe('189.9');
    expect((form.getByLabelText('Currency') as HTMLInputElement).value).toBe('EUR');
    fireEvent.change(form.getByRole('textbox', { name: 'Price' }), { target: { value: '' } });
    fireEvent.click(form.getByRole('button', { name: 'Update Item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText(/Price:/)).toBeNull());
  });

  it("asks 'Are you sure you want to delete this item?' and keeps the item on Cancel", async () => {
    renderWithApp(<WalletPanel tripUuid={TRIP_UUID} />, { mocks: [permissionsMock(true), panelMock([flight])] });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Flight to Kyoto' }));
    const question = screen.getByRole('alertdialog', { name: /Delete/ });
    expect(within(question).getByText('Are you sure you want to delete this item?')).toBeTruthy();
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Flight to Kyoto' })).toBeTruthy();
  });
});
