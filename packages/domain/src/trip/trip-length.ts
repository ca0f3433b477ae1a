/**
 * How long a trip is: THE one way to read the duration a traveller chose or typed ("1 Week",
 * "5 days", "a long weekend", "10 nights", "a month"). The planner form, the home chat's
 * rule-based parser, a model's output and the REST and GraphQL request checks all read it
 * here, so one text always means one number of days.
 *
 * The rule for nights and days: N nights are N + 1 days, because a plan is made of days on
 * the ground and a stay of 10 nights starts on an arrival day and ends on a departure day
 * (the hotel's "10 nights" is a 11-day calendar span). Days, weeks (7), fortnights (14) and
 * months (30) count as written; "a weekend" is 3 days (Friday to Sunday) and "a long
 * weekend" 4.
 */

/** The longest trip the planner makes, in days. */
export const MAX_TRIP_DAYS = 30;

/** The form's default duration, '1 Week', in days: what an unreadable duration falls back to. */
export const DEFAULT_TRIP_DAYS = 7;

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, single: 1, two: 2, couple: 2, three: 3, few: 3, four: 4, five: 5, six: 6, seven: 7,
  eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, twenty: 20, thirty: 30,
};

const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, fortnight: 14, month: 30 };

/**
 * The days a duration text stands for, not clamped (so a request check can refuse "45 days");
 * undefined when the text names no length at all.
 */
export function readDuration(text: string | null | undefined): number | undefined {
  // "a couple of days" reads as "couple days"
  const words = (text ?? '').toLowerCase().replace(/[^a-z0-9.+\s-]/g, ' ').replace(/\bof\b/g, ' ');
  if (/\blong\s*-?\s*weekends?\b/.test(words)) return 4;
  if (/\bweekends?\b/.test(words)) return 3;
  const nights = /(\d+(?:\.\d+)?|[a-z]+)?\s*\bnights?\b/.exec(words);
  if (nights) return Math.round(quantityOf(nights[1])) + 1;
  let total = 0;
  let named = false;
  for (const [, quantity, unit] of words.matchAll(/(\d+(?:\.\d+)?|[a-z]+)?\s*(?:-\s*\d+\s*)?\b(days?|weeks?|fortnights?|months?)\b/g)) {
    total += quantityOf(quantity) * UNIT_DAYS[unit.replace(/s$/, '')];
    named = true;
  }
  if (named) return Math.round(total);
  const bareNumber = /\b(\d+)\b/.exec(words);
  return bareNumber && Number(bareNumber[1]) > 0 ? Number(bareNumber[1]) : undefined;
}

/** The days the planner makes for a duration text: read, kept within 1..MAX_TRIP_DAYS, a week when unreadable. */
export function tripDaysFromDuration(text: string | null | undefined): number {
  return clampTripDays(readDuration(text) ?? DEFAULT_TRIP_DAYS);
}

export function clampTripDays(days: number): number {
  return Math.min(MAX_TRIP_DAYS, Math.max(1, days));
}

function quantityOf(word: string | undefined): number {
  if (!word) return 1;
  const number = Number(word);
  if (Number.isFinite(number)) return number;
  return NUMBER_WORDS[word] ?? 1;
}
