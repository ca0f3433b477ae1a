/**
 * How long a trip is, as the preference text the planner reads ("5 days", "1 week",
 * "10 nights", "long weekend"), and requests to change it: "3 days longer" (+3), "a day
 * shorter" (-1), "only 4 days" (exactly 4).
 */
import { readDuration } from '@odyssey/domain';
import { COUNT, countOf, normaliseText } from './normalise.js';

// The limits and the reading of a preference's duration text are the domain's (N nights = N + 1 days).
export { MAX_TRIP_DAYS } from '@odyssey/domain';

export interface Duration {
  /** the preference text, e.g. "5 days" */
  text: string;
  days: number;
}

export interface DurationChange {
  /** days to add (negative: to remove) */
  by?: number;
  /** the new length in days */
  to?: number;
}

const UNIT_DAYS: Record<string, number> = { day: 1, night: 1, week: 7, fortnight: 14, month: 30 };
const UNIT = '(days?|nights?|weeks?|fortnights?|months?)';
const AMOUNT = `(${COUNT}|couple(?: of)?|a couple(?: of)?|a few|half a)`;
const SPAN = new RegExp(`\\b(?:${AMOUNT}(?: ?(?:-|to|or) ?(${COUNT}))? ?-? ?)?${UNIT}\\b`, 'g');

export function extractDuration(text: string): Duration | undefined {
  const normalised = normaliseText(text);
  if (/\blong ?-?weekend\b/.test(normalised)) return { text: 'long weekend', days: 4 };
  if (/\b(?:a|one|single|just a) day ?-?trip\b/.test(normalised)) return { text: '1 day', days: 1 };
  for (const match of normalised.matchAll(SPAN)) {
    const [whole, amount, upper, unit] = match;
    // "day 3" is a day of the trip, and a bare "days" or "weeks" is no length at all
    if (amount === undefined || /\bday \d/.test(normalised.slice(match.index, match.index + whole.length + 3))) continue;
    const quantity = quantityOf(upper ?? amount);
    if (quantity === undefined) continue;
    return durationOf(quantity, unit.replace(/s$/, ''));
  }
  // "this weekend" and "next weekend" are dates (see extract-dates.ts)
  if (/\bweekend\b/.test(normalised) && !/\b(?:this|next|coming) weekend\b/.test(normalised)) return { text: 'weekend', days: 3 };
  return undefined;
}

/** The days a preference's duration text stands for ("1 Week" is 7, "10 nights" 11); undefined when it names none. */
export function durationDays(text: string | undefined): number | undefined {
  return readDuration(text);
}

/** The preference text for a whole number of days. */
export function durationText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

export function extractDurationChange(text: string): DurationChange | undefined {
  const normalised = normaliseText(text);
  const amount = `(${COUNT}|an extra|another|a couple of|couple of|a few)`;
  const longer = new RegExp(`\\b${amount} (?:more |extra )?(days?|nights?|weeks?) (?:longer|more|extra)\\b|\\b(?:add|extend (?:it |the trip )?by|stay|plus) ${amount} (?:more |extra )?(days?|nights?|weeks?)\\b`).exec(normalised);
  if (longer) return { by: daysIn(longer[1] ?? longer[3], longer[2] ?? longer[4]) };
  const shorter = new RegExp(`\\b${amount} (days?|nights?|weeks?) (?:shorter|less|fewer)\\b|\\b(?:remove|cut|drop|lose|shorten (?:it |the trip )?by|minus) ${amount} (days?|nights?|weeks?)\\b`).exec(normalised);
  if (shorter) return { by: -daysIn(shorter[1] ?? shorter[3], shorter[2] ?? shorter[4]) };
  // "only 4 days", "make it a week", "5 days instead of 7": the first length named is the new one
  const length = extractDuration(normalised);
  if (length) return { to: length.days };
  if (/\b(?:longer|extend|more days|extra day|another day)\b/.test(normalised)) return { by: 1 };
  if (/\b(?:shorter|fewer days|less days|shorten)\b/.test(normalised)) return { by: -1 };
  return undefined;
}

function daysIn(amount: string, unit: string): number {
  return (quantityOf(amount) ?? 1) * UNIT_DAYS[unit.replace(/s$/, '')];
}

function quantityOf(amount: string): number | undefined {
  if (/^(?:a )?couple(?: of)?$/.test(amount)) return 2;
  if (/^(?:a few|few)$/.test(amount)) return 3;
  if (amount === 'half a') return 0.5;
  if (/^(?:an extra|another)$/.test(amount)) return 1;
  return countOf(amount);
}

/** The preference text for what was found; its days are the domain's reading of that text, the one rule for nights. */
function durationOf(quantity: number, unit: string): Duration {
  const text = durationTextOf(quantity, unit);
  return { text, days: readDuration(text)! };
}

function durationTextOf(quantity: number, unit: string): string {
  if (unit === 'week' && Number.isInteger(quantity)) return quantity === 1 ? '1 week' : `${quantity} weeks`;
  if (unit === 'fortnight' && Number.isInteger(quantity)) return `${quantity * 2} weeks`;
  if (unit === 'night') return quantity === 1 ? '1 night' : `${Math.round(quantity)} nights`;
  return durationText(Math.max(1, Math.round(quantity * UNIT_DAYS[unit])));
}
