/**
 * The admin's currency rate form: a currency and how many of its units one euro buys. The
 * server checks the same rules again (and refuses EUR, the rates' base).
 */
export interface CurrencyRateForm {
  currency: string;
  perEuro: string;
}

export type CurrencyRateErrors = Partial<Record<keyof CurrencyRateForm, string>>;

/** Up to 6 decimals, as the server stores them. */
const RATE = /^\d{1,10}(\.\d{1,6})?$/;

export function validateCurrencyRate(form: CurrencyRateForm): CurrencyRateErrors {
  const errors: CurrencyRateErrors = {};
  const currency = form.currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) errors.currency = 'Enter a three-letter ISO 4217 code, e.g. JPY';
  else if (currency === 'EUR') errors.currency = 'The rates are per euro: EUR is always 1';
  const rate = form.perEuro.trim().replace(',', '.');
  if (!RATE.test(rate) || Number(rate) <= 0) errors.perEuro = 'Enter a number above 0, with at most 6 decimals';
  return errors;
}

export function currencyRateInput(form: CurrencyRateForm): { currency: string; perEuro: number } {
  return { currency: form.currency.trim().toUpperCase(), perEuro: Number(form.perEuro.trim().replace(',', '.')) };
}

/** 161.53 -> '161.53'; 0.8351 -> '0.8351': as many decimals as the rate has, up to 6. */
export const perEuroText = (perEuro: number): string => perEuro.toLocaleString('en-US', { maximumFractionDigits: 6 });
