/**
 * The simulated checkout's fields (docs/product/accounts-admin.md: checkout, validation rules, constants): five
 * required fields; the card number grouped in fours (at most 19 characters), the expiry with a
 * slash after two digits (at most 5) and the CVC (at most 3). Nothing else is checked: no
 * payment is made, so the numbers are never sent anywhere.
 */
export interface CheckoutForm {
  nameOnCard: string;
  email: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type CheckoutField = keyof CheckoutForm;

export const EMPTY_CHECKOUT: CheckoutForm = { nameOnCard: '', email: '', cardNumber: '', expiry: '', cvc: '' };

export const CARD_NUMBER_MAX_LENGTH = 19;
export const EXPIRY_MAX_LENGTH = 5;
export const CVC_MAX_LENGTH = 3;
/** the simulated payment takes this long (idle -> processing -> success) */
export const PROCESSING_MS = 2000;
/** after success, the traveller goes home after this long */
export const REDIRECT_MS = 1500;

export const FIELD_LABELS: Record<CheckoutField, string> = {
  nameOnCard: 'Name on card',
  email: 'Email',
  cardNumber: 'Card number',
  expiry: 'Expiry',
  cvc: 'CVC',
};

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** '4242424242424242' -> '4242 4242 4242 4242'; other characters dropped; at most 19 characters. */
export function formatCardNumber(typed: string): string {
  const grouped = digitsOf(typed).replace(/(\d{4})(?=\d)/g, '$1 ');
  return grouped.slice(0, CARD_NUMBER_MAX_LENGTH).trimEnd();
}

/**
 * '1227' -> '12/27'. The slash comes as the second digit is typed; when deleting, it goes with
 * the character after it instead of coming straight back, so backspace is never stuck on it.
 */
export function formatExpiry(typed: string, previous = ''): string {
  const digits = digitsOf(typed).slice(0, 4);
  const deleting = typed.length < previous.length;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return digits;
}

export function formatCvc(typed: string): string {
  return digitsOf(typed).slice(0, CVC_MAX_LENGTH);
}

/** What each field holds once the traveller's keystroke is formatted. */
export function formatField(field: CheckoutField, typed: string, previous: string): string {
  switch (field) {
    case 'cardNumber':
      return formatCardNumber(typed);
    case 'expiry':
      return formatExpiry(typed, previous);
    case 'cvc':
      return formatCvc(typed);
    default:
      return typed;
  }
}

/** Every field is required, and that is the only rule. */
export function validateCheckout(form: CheckoutForm): Partial<Record<CheckoutField, string>> {
  const errors: Partial<Record<CheckoutField, string>> = {};
  for (const field of Object.keys(FIELD_LABELS) as CheckoutField[]) {
    if (!form[field].trim()) errors[field] = `${FIELD_LABELS[field]} is required`;
  }
  return errors;
}
