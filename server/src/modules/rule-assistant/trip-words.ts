/** How the assistant describes a trip's parts in a sentence: "two travellers", "5 days", "a mid-range budget". */
import dayjs from 'dayjs';
import type { BudgetLevel } from './extract-budget.js';
import type { DateRange } from './extract-dates.js';
import { listOf } from './phrases.js';
import type { NearbyDestination } from './offline-assistant.types.js';

export function travellersWords(travelers: string): string {
  if (travelers === '1') return 'one traveller';
  if (travelers === '2') return 'two travellers';
  if (travelers === '3-4') return 'your family';
  if (travelers === '5+') return 'your group';
  return /^\d+$/.test(travelers) ? `${travelers} travellers` : travelers;
}

const BUDGET_WORDS: Record<BudgetLevel, string> = {
  1: 'on a tight budget',
  2: 'on an economy budget',
  3: 'with a mid-range budget',
  4: 'with an upscale budget',
  5: 'with a luxury budget',
};

/** "with a mid-range budget" */
export function budgetWords(level: number): string {
  return BUDGET_WORDS[Math.min(5, Math.max(1, Math.round(level))) as BudgetLevel];
}

export function datesWords(dates: DateRange): string {
  const start = dayjs(dates.startDate);
  if (!dates.endDate) return `from ${start.format('D MMMM YYYY')}`;
  const end = dayjs(dates.endDate);
  return `from ${start.format(start.year() === end.year() ? 'D MMMM' : 'D MMMM YYYY')} to ${end.format('D MMMM YYYY')}`;
}

/** "Lisbon (275 km away), Madrid (421 km) or Barcelona (901 km)" */
export function nearbyWords(nearest: readonly NearbyDestination[]): string {
  return listOf(
    nearest.map((place, index) => `${place.name} (${place.distanceKm.toLocaleString('en-US')} km${index === 0 ? ' away' : ''})`),
    'or',
  );
}

export function interestsWords(interests: readonly string[]): string {
  return listOf(interests.map((interest) => interest.toLowerCase()));
}
