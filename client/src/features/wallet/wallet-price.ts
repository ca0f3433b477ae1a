/**
 * A wallet item's price (issue 22): the server's rules and words for what may be typed, and the
 * amount as a traveller reads it ("€189.90", "¥1,200": Intl knows each currency's decimals).
 */

export const MAX_PRICE = 10_000_000_000;
export const PRICE_MESSAGE = `Price must be a number above 0 and at most ${MAX_PRICE.toLocaleString('en')}, with at most 2 decimals`;
export const CURRENCY_MESSAGE = 'Currency must be a three-letter ISO 4217 code, e.g. EUR';
export const PRICE_WITHOUT_CURRENCY = 'A price needs its currency, e.g. EUR';
/** A new item's currency when the trip's own is not known. */
export const FALLBACK_CURRENCY = 'EUR';

const PRICE = /^\d{1,11}(\.\d{1,2})?$/;

/** Every ISO 4217 code this browser knows, for the currency field's suggestions. */
export const CURRENCY_CODES: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [];

/** Whether Intl knows the code, i.e. whether the server accepts it too. */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && CURRENCY_CODES.includes(code);
}

/** The price typed, as a number; undefined when the server would refuse it. A comma may stand for the point. */
export function priceOf(text: string): number | undefined {
  const plain = text.trim().replace(',', '.');
  if (!PRICE.test(plain)) return undefined;
  const price = Number(plain);
  return price > 0 && price <= MAX_PRICE ? price : undefined;
}

/** A new price's currency: the trip's, when it is a code the server takes, else EUR. */
export function defaultPriceCurrency(tripCurrency?: string | null): string {
  const code = tripCurrency?.trim().toUpperCase() ?? '';
  return isCurrencyCode(code) ? code : FALLBACK_CURRENCY;
}

const formats = new Map<string, Intl.NumberFormat | null>();

/** The price in its currency's own style; a code Intl does not know gets the plain number and the code. */
export function priceText(price: number, currency: string): string {
  if (!formats.has(currency)) {
    let made: Intl.NumberFormat | null = null;
    try {
      made = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    } catch {
      // an unknown code: written out below
    }
    formats.set(currency, made);
  }
  return formats.get(currency)?.format(price) ?? `${price.toFixed(2)} ${currency}`;
}
