/**
 * Money as a traveller reads it: "$24.60", "€1,204.50", "¥4,200" (Intl knows how many decimals
 * each currency has). One formatter per currency and style: making one costs a phone
 * milliseconds, and the section shows many amounts in few currencies.
 */
const formats = new Map<string, Intl.NumberFormat | null>();

function format(currency: string, signed: boolean): Intl.NumberFormat | null {
  const key = `${currency}:${signed}`;
  if (!formats.has(key)) {
    let made: Intl.NumberFormat | null = null;
    try {
      made = new Intl.NumberFormat('en-US', { style: 'currency', currency, signDisplay: signed ? 'exceptZero' : 'auto' });
    } catch {
      // a code Intl does not know: the plain number and the code (below)
    }
    formats.set(key, made);
  }
  return formats.get(key) ?? null;
}

export function moneyText(amount: number, currency: string): string {
  return format(currency, false)?.format(amount) ?? `${amount.toFixed(2)} ${currency}`;
}

/** With its sign, for a balance: "+$12.30", "-$12.30", "$0.00". */
export function signedMoneyText(amount: number, currency: string): string {
  return format(currency, true)?.format(amount) ?? `${amount > 0 ? '+' : ''}${amount.toFixed(2)} ${currency}`;
}

/** The currency's symbol alone ("$", "€", "¥"), for a field's adornment; the code when Intl has none. */
export function currencySymbol(currency: string): string {
  const part = format(currency, false)
    ?.formatToParts(0)
    .find((piece) => piece.type === 'currency');
  return part?.value ?? currency;
}

/** Whether Intl knows the code, i.e. whether it is an ISO 4217 currency the server accepts too. */
export function isKnownCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && CURRENCY_CODES.includes(code);
}

/** Every ISO 4217 code this browser knows, for the currency field's suggestions. */
export const CURRENCY_CODES: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [];
