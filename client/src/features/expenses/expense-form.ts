/**
 * The add/edit expense form's rules: what a fresh form holds, what an edit starts from, what
 * is wrong with what was typed, and what is sent. Pure, so the rules are tested alone. The
 * server checks everything again (and says why in its own words when it refuses).
 */
import type { ExpenseInput } from '../../gql/graphql';
import { isKnownCurrency } from './money';

export const EXPENSE_CATEGORIES = ['stay', 'transport', 'food', 'activities', 'shopping', 'other'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export type SplitMode = 'equal' | 'custom';

/** Someone on the trip who can pay or share: the owner or a companion. */
export interface Traveller {
  userId: number;
  username: string;
}

export interface ExpenseForm {
  title: string;
  /** as typed: "12.5", "12,50" */
  amount: string;
  currency: string;
  /** '' until someone is chosen (a trip whose travellers are still loading) */
  paidById: number | '';
  splitMode: SplitMode;
  /** an equal split: the travellers ticked */
  between: number[];
  /** a custom split: each traveller's part as typed, by user id */
  shares: Record<number, string>;
  category: ExpenseCategory;
  /** '' for the whole trip, else the day's number */
  day: string;
}

/** The recorded expense an edit starts from (the fields of ExpenseView it needs). */
export interface RecordedExpense {
  title: string;
  amount: number;
  currency: string;
  paidById?: number | null;
  splitMode: string;
  between: number[];
  shares: Array<{ userId: number; amount: number }>;
  category: string;
  day?: number | null;
}

export interface ExpenseFormProblems {
  title?: string;
  amount?: string;
  currency?: string;
  paidById?: string;
  between?: string;
  shares?: string;
}

const AMOUNT = /^\d{1,11}(\.\d{1,2})?$/;

/** The amount typed, in cents; undefined when it is not a number with at most two decimals. A comma may stand for the point. */
export function centsOf(text: string): number | undefined {
  const plain = text.trim().replace(',', '.');
  if (!AMOUNT.test(plain)) return undefined;
  return Math.round(Number(plain) * 100);
}

const asCategory = (key: string): ExpenseCategory => (EXPENSE_CATEGORIES as readonly string[]).includes(key) ? (key as ExpenseCategory) : 'other';

/** Open-for-add: in the trip's currency, paid by the one adding it when they are on the trip, shared equally by everyone. */
export function emptyExpenseForm(currency: string, travellers: readonly Traveller[], me?: number): ExpenseForm {
  const payer = travellers.find((traveller) => traveller.userId === me) ?? travellers[0];
  return {
    title: '',
    amount: '',
    currency,
    paidById: payer?.userId ?? '',
    splitMode: 'equal',
    between: travellers.map((traveller) => traveller.userId),
    shares: {},
    category: 'food',
    day: '',
  };
}

/** Open-for-edit: filled from the expense. A switch to the other split mode starts it from what is recorded. */
export function expenseFormFromExpense(expense: RecordedExpense, travellers: readonly Traveller[]): ExpenseForm {
  const custom = expense.splitMode === 'custom';
  return {
    title: expense.title,
    amount: expense.amount.toFixed(2),
    currency: expense.currency,
    paidById: expense.paidById ?? travellers[0]?.userId ?? '',
    splitMode: custom ? 'custom' : 'equal',
    between: custom ? travellers.map((traveller) => traveller.userId) : expense.between,
    shares: custom ? Object.fromEntries(expense.shares.map((share) => [share.userId, share.amount.toFixed(2)])) : {},
    category: asCategory(expense.category),
    day: expense.day == null ? '' : String(expense.day),
  };
}

/** A custom split's parts added up, in cents (a part left empty counts as nothing; one that is not a number is a problem of its own). */
export function customSumCents(form: Pick<ExpenseForm, 'shares'>, travellers: readonly Traveller[]): number {
  return travellers.reduce((sum, traveller) => sum + (centsOf(form.shares[traveller.userId] ?? '') ?? 0), 0);
}

/** What is wrong with the form, field by field; empty when it can be sent. */
export function expenseProblems(form: ExpenseForm, travellers: readonly Traveller[]): ExpenseFormProblems {
  const problems: ExpenseFormProblems = {};
  if (form.title.trim() === '') problems.title = 'Title is required';
  const amount = centsOf(form.amount);
  if (amount === undefined || amount <= 0) problems.amount = 'Enter an amount above 0, with at most 2 decimals';
  if (!isKnownCurrency(form.currency.trim().toUpperCase())) problems.currency = 'Enter a three-letter ISO 4217 code, e.g. EUR';
  if (form.paidById === '') problems.paidById = 'Choose who paid';
  if (form.splitMode === 'equal') {
    if (form.between.length === 0) problems.between = 'Tick at least one traveller to share it';
  } else {
    const typed = travellers.map((traveller) => (form.shares[traveller.userId] ?? '').trim()).filter((text) => text !== '');
    if (typed.some((text) => centsOf(text) === undefined)) problems.shares = 'Each share must be a number with at most 2 decimals';
    else if (typed.length === 0) problems.shares = 'Enter each traveller’s share';
    else if (amount !== undefined && customSumCents(form, travellers) !== amount) problems.shares = 'The shares must add up to the amount';
  }
  return problems;
}

/** What is sent: trimmed, the currency in capitals, and only the fields of the chosen split. */
export function expenseInputOf(form: ExpenseForm, travellers: readonly Traveller[]): ExpenseInput {
  const custom = form.splitMode === 'custom';
  return {
    title: form.title.trim(),
    amount: (centsOf(form.amount) ?? 0) / 100,
    currency: form.currency.trim().toUpperCase(),
    paidById: Number(form.paidById),
    splitMode: form.splitMode,
    // In the order of the travellers, so the same choice always sends the same list.
    between: custom ? null : travellers.map((traveller) => traveller.userId).filter((id) => form.between.includes(id)),
    shares: custom
      ? travellers.filter((traveller) => (form.shares[traveller.userId] ?? '').trim() !== '').map((traveller) => ({ userId: traveller.userId, amount: (centsOf(form.shares[traveller.userId]) ?? 0) / 100 }))
      : null,
    category: form.category,
    day: form.day === '' ? null : Number(form.day),
  };
}
