/**
 * How many days a trip has: the dates when given (inclusive), otherwise the duration text the
 * traveller chose or typed ("1 Week", "5 days", "long weekend", "10 nights", "a month").
 */
import dayjs from 'dayjs';
import type { PlanRequest, TripCalendar } from './types.js';

export const MAX_TRIP_DAYS = 30;
/** The form's default duration is '1 Week'. */
export const DEFAULT_TRIP_DAYS = 7;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, single: 1, two: 2, couple: 2, three: 3, few: 3, four: 4, five: 5, six: 6, seven: 7,
  eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, twenty: 20, thirty: 30,
};

const UNIT_DAYS: Array<[RegExp, number]> = [
  [/^days?$/, 1],
  [/^weeks?$/, 7],
  [/^fortnights?$/, 14],
  [/^months?$/, 30],
];

export function tripCalendar(request: Pick<PlanRequest, 'startDate' | 'endDate' | 'preferences'>): TripCalendar {
  const start = parseDate(request.startDate);
  const end = parseDate(request.endDate);
  const dayCount = start && end ? clampDays(Math.abs(end.diff(start, 'day')) + 1) : daysFromDuration(request.preferences.duration);
  if (!start) return { dayCount };
  const first = end && end.isBefore(start) ? end : start;
  const days = Array.from({ length: dayCount }, (_, index) => first.add(index, 'day'));
  return {
    dayCount,
    dates: days.map((day) => day.format('YYYY-MM-DD')),
    // dayjs counts from Sunday; the guide's weekly hours count from Monday.
    weekdays: days.map((day) => (day.day() + 6) % 7),
  };
}

/** The month (1-12) a dated trip starts in. */
export function startMonth(request: Pick<PlanRequest, 'startDate' | 'endDate'>): number | undefined {
  const start = parseDate(request.startDate);
  return start ? start.month() + 1 : undefined;
}

/** Free duration text to days; anything unreadable falls back to a week, the form's default. */
export function daysFromDuration(text: string | undefined): number {
  // "a couple of days" reads as "couple days"
  const words = (text ?? '').toLowerCase().replace(/[^a-z0-9.+\s-]/g, ' ').replace(/\bof\b/g, ' ');
  if (/\blong\s*-?\s*weekends?\b/.test(words)) return 4;
  if (/\bweekends?\b/.test(words)) return 3;
  const nights = /(\d+(?:\.\d+)?)\s*nights?\b/.exec(words);
  if (nights) return clampDays(Math.round(Number(nights[1])) + 1);
  let total = 0;
  for (const [, quantity, unit] of words.matchAll(/(\d+(?:\.\d+)?|[a-z]+)?\s*(?:-\s*\d+\s*)?\b(days?|weeks?|fortnights?|months?)\b/g)) {
    total += quantityOf(quantity) * unitDays(unit);
  }
  if (total > 0) return clampDays(Math.round(total));
  const bareNumber = /\b(\d+)\b/.exec(words);
  return bareNumber ? clampDays(Number(bareNumber[1])) : DEFAULT_TRIP_DAYS;
}

function quantityOf(word: string | undefined): number {
  if (!word) return 1;
  const number = Number(word);
  if (Number.isFinite(number)) return number;
  return NUMBER_WORDS[word] ?? 1;
}

function unitDays(unit: string): number {
  return UNIT_DAYS.find(([pattern]) => pattern.test(unit))?.[1] ?? 1;
}

function clampDays(days: number): number {
  return Math.min(MAX_TRIP_DAYS, Math.max(1, days));
}

function parseDate(text: string | undefined): dayjs.Dayjs | undefined {
  if (!text || !DATE_PATTERN.test(text)) return undefined;
  const date = dayjs(text);
  return date.isValid() && date.format('YYYY-MM-DD') === text ? date : undefined;
}
