/**
 * Money in inputs, checked the same way wherever a traveller types it (an expense, a wallet
 * item's price): an amount with a fixed number of decimals, and an ISO 4217 currency code.
 */
import { ValidateBy } from 'class-validator';

/** The most an amount may be: beyond any trip, and within a numeric(14,2) column. */
export const MAX_MONEY_AMOUNT = 10_000_000_000;

const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** Whether the value is a currency code Intl knows, in capitals (send it through `upperCased` first). */
export function isCurrencyCode(value: unknown): value is string {
  return typeof value === 'string' && KNOWN_CURRENCIES.has(value);
}

/** class-transformer: text trimmed and in capitals, so ' eur' is EUR; anything else as it came. */
export const upperCased = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/**
 * A finite number with at most `places` decimals. class-validator's own maxDecimalPlaces throws on
 * numbers written with an exponent (1e-300), which would answer 500; this reads the value itself.
 */
export function IsDecimal(places: number, message: string): PropertyDecorator {
  const scale = 10 ** places;
  return ValidateBy({
    name: 'isDecimal',
    validator: {
      validate: (value: unknown) => typeof value === 'number' && Number.isFinite(value) && Math.abs(value * scale - Math.round(value * scale)) < 1e-6,
      defaultMessage: () => message,
    },
  });
}

/** An ISO 4217 code Intl knows, upper-cased before it is checked; `except` names codes refused all the same. */
export function IsCurrency(message = 'Currency must be a three-letter ISO 4217 code, e.g. EUR', { except = [] }: { except?: readonly string[] } = {}): PropertyDecorator {
  return ValidateBy({
    name: 'isCurrency',
    validator: {
      validate: (value: unknown) => isCurrencyCode(value) && !except.includes(value),
      defaultMessage: () => message,
    },
  });
}
