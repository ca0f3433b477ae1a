import { categoryRows, dayRows, midpoint, usableEstimate } from '../chart-data';
import { centsOf, customSumCents, emptyExpenseForm, expenseFormFromExpense, expenseInputOf, expenseProblems, type ExpenseForm } from '../expense-form';
import { dayLabel, forWhomText, unconvertedText } from '../expense-text';
import { moneyText, signedMoneyText } from '../money';

const olga = { userId: 1, username: 'olga' };
const ben = { userId: 2, username: 'ben' };
const eddie = { userId: 3, username: 'eddie' };
const travellers = [olga, ben, eddie];

const dinner: ExpenseForm = { ...emptyExpenseForm('EUR', travellers, 2), title: ' Dinner ', amount: '40' };

describe('the expense form rules', () => {
  it('opens for adding in the trip currency, paid by the one adding it, shared equally by everyone, for the whole trip', () => {
    expect(emptyExpenseForm('USD', travellers, 2)).toEqual({ title: '', amount: '', currency: 'USD', paidById: 2, splitMode: 'equal', between: [1, 2, 3], shares: {}, category: 'food', day: '' });
  });

  it('falls back to the first traveller as payer when the one adding it is not on the trip', () => {
    expect(emptyExpenseForm('EUR', travellers, 99).paidById).toBe(1);
    expect(emptyExpenseForm('EUR', [], 99).paidById).toBe('');
  });

  it('reads amounts with a point or a comma and at most two decimals', () => {
    expect(centsOf('12.5')).toBe(1250);
    expect(centsOf(' 12,50 ')).toBe(1250);
    expect(centsOf('3')).toBe(300);
    expect(centsOf('1.005')).toBeUndefined();
    expect(centsOf('-4')).toBeUndefined();
    expect(centsOf('abc')).toBeUndefined();
  });

  it('sends an equal split between the travellers ticked, in the order of the trip', () => {
    expect(expenseInputOf({ ...dinner, between: [3, 1], currency: 'eur', day: '2' }, travellers)).toEqual({
      title: 'Dinner',
      amount: 40,
      currency: 'EUR',
      paidById: 2,
      splitMode: 'equal',
      between: [1, 3],
      shares: null,
      category: 'food',
      day: 2,
    });
  });

  it('sends a custom split as each traveller’s share, leaving out those left empty', () => {
    const form: ExpenseForm = { ...dinner, splitMode: 'custom', shares: { 1: '25.50', 3: '14,5', 2: ' ' } };
    expect(expenseInputOf(form, travellers)).toMatchObject({ splitMode: 'custom', between: null, shares: [{ userId: 1, amount: 25.5 }, { userId: 3, amount: 14.5 }], day: null });
    expect(expenseProblems(form, travellers)).toEqual({});
  });

  it('says when a custom split does not add up to the amount, and sums what was typed', () => {
    const form: ExpenseForm = { ...dinner, splitMode: 'custom', shares: { 1: '20', 2: '10' } };
    expect(customSumCents(form, travellers)).toBe(3000);
    expect(expenseProblems(form, travellers)).toEqual({ shares: 'The shares must add up to the amount' });
    expect(expenseProblems({ ...form, shares: { 1: '20', 2: 'ten' } }, travellers)).toEqual({ shares: 'Each share must be a number with at most 2 decimals' });
    expect(expenseProblems({ ...form, shares: {} }, travellers)).toEqual({ shares: 'Enter each traveller’s share' });
  });

  it('needs a title, an amount above 0, an ISO currency, a payer and someone to share an equal split', () => {
    const form: ExpenseForm = { ...emptyExpenseForm('EUR', travellers), title: '  ', amount: '0', currency: 'EURO', paidById: '', between: [] };
    expect(expenseProblems(form, travellers)).toEqual({
      title: 'Title is required',
      amount: 'Enter an amount above 0, with at most 2 decimals',
      currency: 'Enter a three-letter ISO 4217 code, e.g. EUR',
      paidById: 'Choose who paid',
      between: 'Tick at least one traveller to share it',
    });
    expect(expenseProblems({ ...form, currency: 'XYZ' }, travellers).currency).toBeDefined();
  });

  it('opens an edit from the recorded expense; a custom one keeps its shares and ticks everyone for a switch to equal', () => {
    const recorded = { title: 'Taxi', amount: 4200, currency: 'JPY', paidById: 3, splitMode: 'custom', between: [1, 3], shares: [{ userId: 1, amount: 2100 }, { userId: 3, amount: 2100 }], category: 'transport', day: 2 };
    expect(expenseFormFromExpense(recorded, travellers)).toEqual({
      title: 'Taxi',
      amount: '4200.00',
      currency: 'JPY',
      paidById: 3,
      splitMode: 'custom',
      between: [1, 2, 3],
      shares: { 1: '2100.00', 3: '2100.00' },
      category: 'transport',
      day: '2',
    });
    expect(expenseFormFromExpense({ ...recorded, splitMode: 'equal', shares: [], category: 'spaceship', day: null }, travellers)).toMatchObject({ splitMode: 'equal', between: [1, 3], shares: {}, category: 'other', day: '' });
  });
});

describe('the expenses words', () => {
  it('formats money in its currency, with a sign for balances', () => {
    expect(moneyText(24.6, 'USD')).toBe('$24.60');
    expect(moneyText(4200, 'JPY')).toBe('¥4,200');
    expect(signedMoneyText(12.3, 'EUR')).toBe('+€12.30');
    expect(signedMoneyText(-12.3, 'EUR')).toBe('-€12.30');
    expect(signedMoneyText(0, 'EUR')).toBe('€0.00');
  });

  it('says for whom: everyone, or the names', () => {
    const nameOf = (id: number) => travellers.find((traveller) => traveller.userId === id)?.username ?? '?';
    expect(forWhomText([1, 2, 3], nameOf, [1, 2, 3])).toBe('everyone');
    expect(forWhomText([1, 3], nameOf, [1, 2, 3])).toBe('olga and eddie');
    expect(forWhomText([3, 2, 1], nameOf, [1, 2])).toBe('eddie, ben and olga');
    expect(forWhomText([2], nameOf, [1, 2, 3])).toBe('ben');
  });

  it('names days and the whole trip', () => {
    expect(dayLabel(2)).toBe('Day 2');
    expect(dayLabel(null)).toBe('Whole trip');
    expect(dayLabel('trip')).toBe('Whole trip');
  });

  it('counts the expenses left out of the totals', () => {
    expect(unconvertedText(1)).toBe('1 expense is in a currency without a rate and is left out of the totals.');
    expect(unconvertedText(2)).toBe('2 expenses are in currencies without a rate and are left out of the totals.');
  });
});

describe('the chart rows', () => {
  const estimate = {
    currency: 'EUR',
    low: 300,
    high: 600,
    lines: [
      { key: 'stay', label: 'Stays', low: 200, high: 400, basis: 'Two nights' },
      { key: 'food', label: 'Meals', low: 100, high: 200, basis: 'Six meals' },
    ],
  };

  it('compares each category that has spending or an estimate, in the categories’ order', () => {
    expect(categoryRows([{ key: 'shopping', amount: 30 }, { key: 'food', amount: 48 }], estimate)).toEqual([
      { key: 'stay', label: 'Stay', spent: 0, budget: { low: 200, high: 400 }, basis: 'Two nights' },
      { key: 'food', label: 'Food and drink', spent: 48, budget: { low: 100, high: 200 }, basis: 'Six meals' },
      { key: 'shopping', label: 'Shopping', spent: 30 },
    ]);
    expect(categoryRows([{ key: 'food', amount: 48 }])).toEqual([{ key: 'food', label: 'Food and drink', spent: 48 }]);
  });

  it('gives every day of the itinerary a row, then the whole trip, with the estimate spread over the days', () => {
    const rows = dayRows([{ key: '2', amount: 25.77 }, { key: 'trip', amount: 100 }], 3, estimate);
    expect(rows.map((row) => [row.label, row.spent, row.budget && midpoint(row.budget)])).toEqual([
      ['Day 1', 0, 150],
      ['Day 2', 25.77, 150],
      ['Day 3', 0, 150],
      ['Whole trip', 100, undefined],
    ]);
  });

  it('draws the estimate only in the currency of the expenses', () => {
    expect(usableEstimate(estimate, 'EUR')).toBe(estimate);
    expect(usableEstimate(estimate, 'USD')).toBeUndefined();
    expect(usableEstimate(undefined, 'EUR')).toBeUndefined();
  });
});
