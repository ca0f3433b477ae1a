/**
 * The rows of the "Budget versus spent" chart and its table, by category or by day. Pure, so
 * what is compared with what is tested alone. Spent comes from the expenses' sums (in the
 * settlement currency); the budget from the trip's cost estimate, when there is one in the same
 * currency: its range, and the midpoint the chart draws.
 */
import { EXPENSE_CATEGORIES } from './expense-form';
import { categoryLabel, dayLabel } from './expense-text';

export interface SpentBy {
  key: string;
  amount: number;
}

/** The parts of the trip's cost estimate the chart needs. */
export interface BudgetEstimate {
  currency: string;
  low: number;
  high: number;
  /** what the whole estimate leaves out or assumes, in words */
  note?: string;
  lines: ReadonlyArray<{ key: string; label: string; low: number; high: number; basis: string }>;
}

export interface ChartRow {
  key: string;
  label: string;
  spent: number;
  /** the estimate's range for this row; none where the estimate has no line (shopping, say) */
  budget?: { low: number; high: number };
  /** what the estimate is based on, for the table */
  basis?: string;
}

export const midpoint = (range: { low: number; high: number }): number => Math.round(((range.low + range.high) / 2) * 100) / 100;

const spentOf = (spent: readonly SpentBy[], key: string): number => spent.find((entry) => entry.key === key)?.amount ?? 0;

/** One row per category that has spending or an estimate, in the categories' own order. */
export function categoryRows(byCategory: readonly SpentBy[], estimate?: BudgetEstimate | null): ChartRow[] {
  return EXPENSE_CATEGORIES.flatMap((key) => {
    const line = estimate?.lines.find((candidate) => candidate.key === key);
    const spent = spentOf(byCategory, key);
    if (!line && spent === 0) return [];
    return [{ key, label: categoryLabel(key), spent, ...(line ? { budget: { low: line.low, high: line.high }, basis: line.basis } : {}) }];
  });
}

/**
 * One row per day of the itinerary, then the whole trip when something was spent for it. A
 * day's budget is the estimate spread evenly over the days: a daily average, not a plan.
 */
export function dayRows(byDay: readonly SpentBy[], days: number, estimate?: BudgetEstimate | null): ChartRow[] {
  const perDay = estimate && days > 0 ? { low: estimate.low / days, high: estimate.high / days } : undefined;
  const rows: ChartRow[] = Array.from({ length: days }, (_, index) => {
    const key = String(index + 1);
    return { key, label: dayLabel(index + 1), spent: spentOf(byDay, key), ...(perDay ? { budget: perDay, basis: 'The estimate spread evenly over the days' } : {}) };
  });
  // Days the itinerary no longer has (it was shortened) still show what was spent on them.
  const extra = byDay.filter((entry) => entry.key !== 'trip' && !(Number(entry.key) >= 1 && Number(entry.key) <= days));
  rows.push(...extra.map((entry) => ({ key: entry.key, label: dayLabel(entry.key), spent: entry.amount })));
  const trip = spentOf(byDay, 'trip');
  if (trip > 0) rows.push({ key: 'trip', label: dayLabel('trip'), spent: trip });
  return rows;
}

/** Whether the estimate can be drawn beside spending: it is in the same currency. */
export function usableEstimate(estimate: BudgetEstimate | null | undefined, currency: string): BudgetEstimate | undefined {
  return estimate && estimate.currency === currency && estimate.lines.length > 0 ? estimate : undefined;
}
