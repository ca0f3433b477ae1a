import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderWithApp } from '../../../../../test/render';
import { AdminCurrencyRatesDocument, AdminSetCurrencyRateDocument } from '../../../../gql/graphql';
import { currencyRateInput, validateCurrencyRate } from '../currency-rate-form';
import { CurrencyRatesSection } from '../CurrencyRatesSection';

const rate = (currency: string, perEuro: number, source = 'ECB euro reference rate', asOf = '2025-02-28') => ({ __typename: 'CurrencyRateView' as const, currency, perEuro, source, asOf });
const list = (rates: ReturnType<typeof rate>[]) => ({ request: { query: AdminCurrencyRatesDocument }, result: { data: { currencyRates: rates } } });
const setRate = (input: { currency: string; perEuro: number }, result: object) => ({ request: { query: AdminSetCurrencyRateDocument, variables: { input } }, result });

const form = () => within(screen.getByRole('form', { name: 'Set a rate' }));

describe('Currency rates (admin settings)', () => {
  it('lists each rate with its units per euro, source and date', async () => {
    renderWithApp(<CurrencyRatesSection />, { mocks: [list([rate('GBP', 0.8272), rate('JPY', 156.39)])] });
    expect(screen.getByRole('heading', { name: 'Currency rates' })).toBeTruthy();
    const table = within(await screen.findByRole('table', { name: 'Currency rates' }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Currency', 'Units per euro', 'Source', 'Date']);
    // (On a phone the date moves under the source: both are in the markup, one shown.)
    const gbp = table.getByRole('row', { name: /^GBP/ });
    for (const text of ['0.8272', 'ECB euro reference rate', '2025-02-28']) expect(gbp.textContent).toContain(text);
    expect(table.getByRole('rowheader', { name: 'JPY' })).toBeTruthy();
  });

  it('refuses a malformed currency or rate under its field before asking the server', async () => {
    renderWithApp(<CurrencyRatesSection />, { mocks: [list([])] });
    await screen.findByText('No rates yet: expenses can only be summed in euros.');
    fireEvent.change(form().getByRole('textbox', { name: /Currency/ }), { target: { value: 'eur' } });
    fireEvent.change(form().getByRole('textbox', { name: /Units per euro/ }), { target: { value: '-2' } });
    fireEvent.click(form().getByRole('button', { name: 'Set rate' }));
    expect(form().getByText('The rates are per euro: EUR is always 1')).toBeTruthy();
    expect(form().getByText('Enter a number above 0, with at most 6 decimals')).toBeTruthy();
  });

  it("sets a rate, says so and lists it; the server's refusal is shown as it gave it", async () => {
    const saved = rate('MAD', 10.5, 'set by the operator', '2026-06-01');
    renderWithApp(<CurrencyRatesSection />, {
      mocks: [
        list([rate('JPY', 156.39)]),
        setRate({ currency: 'XAU', perEuro: 0.001 }, { errors: [new GraphQLError('Currency must be a three-letter ISO 4217 code other than EUR', { extensions: { code: 'BAD_USER_INPUT' } })] }),
        setRate({ currency: 'MAD', perEuro: 10.5 }, { data: { adminSetCurrencyRate: saved } }),
        list([rate('JPY', 156.39), saved]),
      ],
    });
    await screen.findByRole('table', { name: 'Currency rates' });
    fireEvent.change(form().getByRole('textbox', { name: /Currency/ }), { target: { value: 'xau' } });
    fireEvent.change(form().getByRole('textbox', { name: /Units per euro/ }), { target: { value: '0.001' } });
    fireEvent.click(form().getByRole('button', { name: 'Set rate' }));
    expect((await form().findByRole('alert')).textContent).toBe('Currency must be a three-letter ISO 4217 code other than EUR');
    expect((form().getByRole('textbox', { name: /Currency/ }) as HTMLInputElement).value).toBe('XAU');

    fireEvent.change(form().getByRole('textbox', { name: /Currency/ }), { target: { value: 'mad' } });
    fireEvent.change(form().getByRole('textbox', { name: /Units per euro/ }), { target: { value: '10,5' } });
    fireEvent.click(form().getByRole('button', { name: 'Set rate' }));
    expect(await screen.findByText('Rate saved')).toBeTruthy();
    expect(screen.getByText('1 EUR = 10.5 MAD')).toBeTruthy();
    expect(await screen.findByText('set by the operator')).toBeTruthy();
    expect(form().queryByRole('alert')).toBeNull();
    expect((form().getByRole('textbox', { name: /Currency/ }) as HTMLInputElement).value).toBe('');
  });
});

describe('the currency rate form checks', () => {
  it('accepts a three-letter code other than EUR and a rate above 0 with up to 6 decimals', () => {
    expect(validateCurrencyRate({ currency: ' jpy ', perEuro: '156.390001' })).toEqual({});
    expect(currencyRateInput({ currency: ' jpy ', perEuro: '156,39' })).toEqual({ currency: 'JPY', perEuro: 156.39 });
  });

  it.each([
    [{ currency: 'JP', perEuro: '1' }, { currency: 'Enter a three-letter ISO 4217 code, e.g. JPY' }],
    [{ currency: 'EUR', perEuro: '1' }, { currency: 'The rates are per euro: EUR is always 1' }],
    [{ currency: 'JPY', perEuro: '0' }, { perEuro: 'Enter a number above 0, with at most 6 decimals' }],
    [{ currency: 'JPY', perEuro: '1.0000001' }, { perEuro: 'Enter a number above 0, with at most 6 decimals' }],
  ])('refuses %j', (values, errors) => {
    expect(validateCurrencyRate(values)).toEqual(errors);
  });
});
