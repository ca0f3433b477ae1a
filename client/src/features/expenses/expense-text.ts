/** The expenses' words: categories, days, who paid and for whom, and the notices. */
import type { ExpenseCategory } from './expense-form';

export const CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  stay: 'Stay',
  transport: 'Transport',
  food: 'Food and drink',
  activities: 'Activities',
  shopping: 'Shopping',
  other: 'Other',
};

export const categoryLabel = (key: string): string => CATEGORY_LABELS[key as ExpenseCategory] ?? 'Other';

/** "Day 2", or "Whole trip" for an expense (or a day key 'trip') that belongs to no single day. */
export function dayLabel(day: number | string | null | undefined): string {
  if (day == null || day === 'trip' || day === '') return 'Whole trip';
  return `Day ${day}`;
}

/** "olga, ben and eddie"; "everyone" when all the trip's travellers share it. */
export function forWhomText(userIds: readonly number[], nameOf: (userId: number) => string, everyone: readonly number[]): string {
  if (everyone.length > 1 && userIds.length === everyone.length && everyone.every((id) => userIds.includes(id))) return 'everyone';
  const names = userIds.map(nameOf);
  if (names.length <= 1) return names[0] ?? 'nobody';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The notice above the totals when some expenses could not be converted. */
export function unconvertedText(count: number): string {
  return count === 1
    ? '1 expense is in a currency without a rate and is left out of the totals.'
    : `${count} expenses are in currencies without a rate and are left out of the totals.`;
}
