/**
 * A trip's expenses summed in one currency: each traveller's paid and owed, the fewest payments
 * that square them (settle-up.ts), and the spending by category and by day. Pure: the service
 * hands in the rows, the travellers' names and the rates. All sums are in whole cents, so the
 * balances add up to exactly zero; an expense in a currency with no rate is listed apart.
 */
import type { TripExpense } from './expense.entity.js';
import type { ExpenseView, TripExpenses } from './expense.types.js';
import { settleUp } from './settle-up.js';

export interface Rates {
  /** units per euro, by currency */
  perEuro: ReadonlyMap<string, number>;
  note: string;
}

/** The expense's shares in its own currency: equal parts (cent remainders to the first named) or as entered. */
export function sharesOf(expense: Pick<TripExpense, 'amount' | 'split'>): Array<{ userId: number; amount: number }> {
  if (expense.split.mode === 'custom') return expense.split.shares;
  const people = [...expense.split.between].sort((a, b) => a - b);
  return splitCents(Math.round(expense.amount * 100), people.length).map((cents, index) => ({ userId: people[index], amount: cents / 100 }));
}

/** `cents` in `parts` whole-cent parts as equal as can be, larger first. */
function splitCents(cents: number, parts: number): number[] {
  const base = Math.floor(cents / parts);
  return Array.from({ length: parts }, (_, index) => base + (index < cents - base * parts ? 1 : 0));
}

export function summarise(expenses: readonly TripExpense[], names: ReadonlyMap<number, string>, currency: string, rates: Rates): TripExpenses {
  const toCents = (amount: number, from: string): number | undefined => {
    const fromRate = rates.perEuro.get(from);
    const toRate = rates.perEuro.get(currency);
    return fromRate && toRate ? Math.round(((amount * 100) / fromRate) * toRate) : undefined;
  };
  const paid = new Map<number, number>();
  const owed = new Map<number, number>();
  const add = (map: Map<number, number>, userId: number, cents: number) => map.set(userId, (map.get(userId) ?? 0) + cents);
  const byCategory = new Map<string, number>();
  const byDay = new Map<string, number>();
  const views: ExpenseView[] = [];
  const unconverted: number[] = [];
  for (const expense of expenses) {
    const shares = sharesOf(expense);
    const total = toCents(expense.amount, expense.currency);
    views.push({
      id: expense.id,
      title: expense.title,
      amount: expense.amount,
      currency: expense.currency,
      paidById: expense.paidById,
      paidByName: expense.paidByName,
      splitMode: expense.split.mode,
      between: shares.map((share) => share.userId),
      shares,
      category: expense.category,
      day: expense.day,
      converted: total === undefined ? null : total / 100,
      createdAt: expense.createdAt,
    });
    if (total === undefined) {
      unconverted.push(expense.id);
      continue;
    }
    byCategory.set(expense.category, (byCategory.get(expense.category) ?? 0) + total);
    const dayKey = expense.day == null ? 'trip' : String(expense.day);
    byDay.set(dayKey, (byDay.get(dayKey) ?? 0) + total);
    // An expense whose payer's account is gone cannot be owed to anyone: it counts in the spending, not the balances.
    if (expense.paidById == null) continue;
    add(paid, expense.paidById, total);
    // Converted shares rounded apart may miss the total by a cent or two: the largest share takes the difference.
    const converted = shares.map((share) => toCents(share.amount, expense.currency)!);
    const largest = converted.indexOf(Math.max(...converted));
    converted[largest] += total - converted.reduce((sum, cents) => sum + cents, 0);
    shares.forEach((share, index) => add(owed, share.userId, converted[index]));
  }
  const people = [...new Set([...names.keys(), ...paid.keys(), ...owed.keys()])];
  const nameOf = (userId: number) => names.get(userId) ?? 'a former traveller';
  const balance = new Map(people.map((userId) => [userId, (paid.get(userId) ?? 0) - (owed.get(userId) ?? 0)]));
  const total = [...byCategory.values()].reduce((sum, cents) => sum + cents, 0);
  return {
    currency,
    ratesNote: rates.note,
    total: total / 100,
    expenses: views,
    balances: people.map((userId) => ({ userId, username: nameOf(userId), paid: (paid.get(userId) ?? 0) / 100, share: (owed.get(userId) ?? 0) / 100, balance: balance.get(userId)! / 100 })),
    settlements: settleUp(balance).map((payment) => ({ fromUserId: payment.from, fromName: nameOf(payment.from), toUserId: payment.to, toName: nameOf(payment.to), amount: payment.cents / 100 })),
    byCategory: [...byCategory].map(([key, cents]) => ({ key, amount: cents / 100 })),
    byDay: [...byDay].sort(([a], [b]) => (a === 'trip' ? 1 : b === 'trip' ? -1 : Number(a) - Number(b))).map(([key, cents]) => ({ key, amount: cents / 100 })),
    unconverted,
  };
}
