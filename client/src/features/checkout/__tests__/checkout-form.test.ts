import { EMPTY_CHECKOUT, formatCardNumber, formatCvc, formatExpiry, formatField, validateCheckout } from '../checkout-form';

describe('checkout fields (docs/product/accounts-admin.md: validation rules and constants)', () => {
  test('the card number is grouped in fours, digits only, at most 19 characters', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('4242-42a42 4242')).toBe('4242 4242 4242');
    expect(formatCardNumber('12345678901234567890')).toBe('1234 5678 9012 3456');
    expect(formatCardNumber('12345678901234567890')).toHaveLength(19);
    expect(formatCardNumber('abc')).toBe('');
  });

  test('the expiry gets its slash after two digits, at most 5 characters', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12/2', '12/')).toBe('12/2');
    expect(formatExpiry('1227')).toBe('12/27');
    expect(formatExpiry('12/279', '12/27')).toBe('12/27');
    expect(formatExpiry('ab12cd27')).toBe('12/27');
    expect(formatExpiry('122734')).toHaveLength(5);
  });

  test('backspace over the slash is not undone', () => {
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('1', '12')).toBe('1');
    expect(formatExpiry('12/', '12/3')).toBe('12');
  });

  test('the CVC is at most 3 digits', () => {
    expect(formatCvc('12')).toBe('12');
    expect(formatCvc('1234')).toBe('123');
    expect(formatCvc('1a2b')).toBe('12');
  });

  test('formatField formats the three card fields and leaves name and email as typed', () => {
    expect(formatField('cardNumber', '42424242', '')).toBe('4242 4242');
    expect(formatField('expiry', '0130', '')).toBe('01/30');
    expect(formatField('cvc', '9999', '')).toBe('999');
    expect(formatField('nameOnCard', 'Ada 4 Lovelace', '')).toBe('Ada 4 Lovelace');
    expect(formatField('email', ' ada@example.com', '')).toBe(' ada@example.com');
  });

  test('all five fields are required, and nothing more is checked', () => {
    expect(validateCheckout(EMPTY_CHECKOUT)).toEqual({
      nameOnCard: 'Name on card is required',
      email: 'Email is required',
      cardNumber: 'Card number is required',
      expiry: 'Expiry is required',
      cvc: 'CVC is required',
    });
    expect(validateCheckout({ ...EMPTY_CHECKOUT, nameOnCard: '   ', email: 'x', cardNumber: '1', expiry: '1', cvc: '1' })).toEqual({ nameOnCard: 'Name on card is required' });
    expect(validateCheckout({ nameOnCard: 'Ada', email: 'not an email', cardNumber: '4', expiry: '1', cvc: '1' })).toEqual({});
  });
});
