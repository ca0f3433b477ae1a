import { emptyWalletForm, isTooLargeForWallet, MAX_DOCUMENT_BYTES, priceProblems, titleProblem, walletFormFromItem, walletSubmissionOf, type WalletForm } from '../wallet-form';
import { walletDateText } from '../wallet-date';
import { defaultPriceCurrency, priceOf, priceText } from '../wallet-price';
import { matchesFilter } from '../wallet-item-types';

const filled: WalletForm = {
  type: 'flight',
  title: '  Flight to Kyoto ',
  description: ' Window seat ',
  reference: 'JL 5',
  date: '2027-04-02',
  time: '09:30',
  notes: ' Terminal 2 ',
  price: '',
  priceCurrency: 'EUR',
  file: null,
};

const PRICE_MESSAGE = 'Price must be a number above 0 and at most 10,000,000,000, with at most 2 decimals';

describe('the wallet form rules', () => {
  it('opens for adding as a flight with every other field empty, and the currency ready (EUR unless told)', () => {
    expect(emptyWalletForm()).toEqual({ type: 'flight', title: '', description: '', reference: '', date: '', time: '', notes: '', price: '', priceCurrency: 'EUR', file: null });
    expect(emptyWalletForm('JPY').priceCurrency).toBe('JPY');
  });

  it('opens for editing filled from the item, with no new file', () => {
    const form = walletFormFromItem({ type: 'train', title: 'Shinkansen', description: null, reference: 'A12', date: '2027-04-03', time: null, notes: 'Car 7', price: 145.5, priceCurrency: 'JPY' });
    expect(form).toEqual({ type: 'train', title: 'Shinkansen', description: '', reference: 'A12', date: '2027-04-03', time: '', notes: 'Car 7', price: '145.5', priceCurrency: 'JPY', file: null });
    expect(walletFormFromItem({ type: 'train', title: 'Shinkansen', price: null, priceCurrency: null }, 'GBP')).toMatchObject({ price: '', priceCurrency: 'GBP' });
  });

  it('treats a type it does not know as other', () => {
    expect(walletFormFromItem({ type: 'spaceship', title: 'x' }).type).toBe('other');
  });

  it('allows files up to exactly 5 MB (5242880 bytes)', () => {
    expect(MAX_DOCUMENT_BYTES).toBe(5_242_880);
    expect(isTooLargeForWallet({ size: 5_242_880 })).toBe(false);
    expect(isTooLargeForWallet({ size: 5_242_881 })).toBe(true);
  });

  it('requires a title that is not only spaces', () => {
    expect(titleProblem({ title: '   ' })).toBe('Title is required');
    expect(titleProblem({ title: ' A ' })).toBeUndefined();
  });

  it('sends trimmed fields and empty ones as null, and no file for a non-document', () => {
    const file = new File(['%PDF-1.4'], 'ticket.pdf', { type: 'application/pdf' });
    expect(walletSubmissionOf({ ...filled, file, time: '' })).toEqual({
      input: { type: 'flight', title: 'Flight to Kyoto', description: 'Window seat', reference: 'JL 5', date: '2027-04-02', time: null, notes: 'Terminal 2', price: null, priceCurrency: null },
      file: null,
    });
  });

  it('sends a document with its file and without the fields a document hides', () => {
    const file = new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' });
    expect(walletSubmissionOf({ ...filled, type: 'document', file })).toEqual({
      input: { type: 'document', title: 'Flight to Kyoto', description: null, reference: null, date: null, time: null, notes: 'Terminal 2', price: null, priceCurrency: null },
      file,
    });
  });

  it('sends a price as a number with its currency in capitals, and an empty price as no price and no currency', () => {
    expect(walletSubmissionOf({ ...filled, price: ' 189,9 ', priceCurrency: 'gbp ' }).input).toMatchObject({ price: 189.9, priceCurrency: 'GBP' });
    expect(walletSubmissionOf({ ...filled, type: 'document', price: '40', priceCurrency: 'EUR' }).input).toMatchObject({ price: 40, priceCurrency: 'EUR' });
    expect(walletSubmissionOf({ ...filled, price: '  ', priceCurrency: 'GBP' }).input).toMatchObject({ price: null, priceCurrency: null });
  });

  it.each([
    ['no price, whatever the currency', { price: '', priceCurrency: '' }, {}],
    ['a price with its currency', { price: '12.50', priceCurrency: 'eur' }, {}],
    ['a price of 0', { price: '0', priceCurrency: 'EUR' }, { price: PRICE_MESSAGE }],
    ['a negative price', { price: '-5', priceCurrency: 'EUR' }, { price: PRICE_MESSAGE }],
    ['a price with 3 decimals', { price: '10.555', priceCurrency: 'EUR' }, { price: PRICE_MESSAGE }],
    ['a price written with an exponent', { price: '1e-300', priceCurrency: 'EUR' }, { price: PRICE_MESSAGE }],
    ['a price over 10,000,000,000', { price: '10000000000.01', priceCurrency: 'EUR' }, { price: PRICE_MESSAGE }],
    ['a price without a currency', { price: '20', priceCurrency: ' ' }, { priceCurrency: 'A price needs its currency, e.g. EUR' }],
    ['a currency that is not ISO 4217', { price: '20', priceCurrency: 'XXQ' }, { priceCurrency: 'Currency must be a three-letter ISO 4217 code, e.g. EUR' }],
  ])('finds %s as the server does', (_case, fields, problems) => {
    expect(priceProblems(fields)).toEqual(problems);
  });
});

describe('wallet prices', () => {
  it('reads a typed price: at most 2 decimals, above 0, at most 10,000,000,000, a comma for the point', () => {
    expect(priceOf('12.5')).toBe(12.5);
    expect(priceOf(' 7,25 ')).toBe(7.25);
    expect(priceOf('10000000000')).toBe(10_000_000_000);
    for (const text of ['', '0.00', '1.234', '1e3', '12.', 'twelve', '10000000000.01']) expect(priceOf(text)).toBeUndefined();
  });

  it("starts a price in the trip's currency when the server takes it, else in EUR", () => {
    expect(defaultPriceCurrency('jpy')).toBe('JPY');
    expect(defaultPriceCurrency('dollars')).toBe('EUR');
    expect(defaultPriceCurrency(undefined)).toBe('EUR');
  });

  it("shows a price in its currency's style", () => {
    expect(priceText(189.9, 'EUR')).toBe('€189.90');
    expect(priceText(1200, 'JPY')).toBe('¥1,200');
    expect(priceText(12, 'USD')).toBe('$12.00');
  });
});

describe('wallet display helpers', () => {
  it("shows the date with an optional 'at time'", () => {
    expect(walletDateText('2027-04-02', '09:30')).toBe('Apr 2, 2027 at 09:30');
    expect(walletDateText('2027-04-02', null)).toBe('Apr 2, 2027');
    expect(walletDateText(null, '09:30')).toBe('09:30');
    expect(walletDateText(null, null)).toBeUndefined();
  });

  it('filters by the tab: all, flight, ticket or document', () => {
    expect(matchesFilter('train', 'all')).toBe(true);
    expect(matchesFilter('flight', 'flight')).toBe(true);
    expect(matchesFilter('train', 'flight')).toBe(false);
    expect(matchesFilter('ticket', 'ticket')).toBe(true);
    expect(matchesFilter('document', 'ticket')).toBe(false);
  });
});
