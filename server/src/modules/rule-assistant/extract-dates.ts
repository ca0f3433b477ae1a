/**
 * Travel dates in a message, relative to a given today (never the clock): "from 3 to 7 May",
 * "May 3-7", "June 10th to 15th" (chrono-node reads these), "in April" (the trip's length from
 * the start of the next April), "next weekend" (Friday to Sunday). Dates are ISO
 * (YYYY-MM-DD); a range that names only its start leaves the end to the trip's length.
 */
// Only the English parsers: the package's main entry loads every locale (about 6 MB more).
import type { ParsedComponents } from 'chrono-node';
import { strict } from 'chrono-node/en';
import dayjs from 'dayjs';
import { DEFAULT_TRIP_DAYS } from '@odyssey/domain';
import { normaliseText } from './normalise.js';

export interface DateRange {
  startDate: string;
  /** missing when only the start was named and the trip's length is unknown */
  endDate?: string;
}

const ISO = 'YYYY-MM-DD';
/** A month trip with no length given lasts the form's default week. */
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_NAME = `(?:${MONTHS.map((month) => `${month.slice(0, 3)}${month.length > 3 ? `(?:${month.slice(3)})?` : ''}`).join('|')})\\.?`;
/** "may" and "march" are also everyday words, so alone they need a cue ("in May"). */
const MONTH_ALONE = new RegExp(`\\b(?:(in|during|around|this|next|for|early|mid|late|end of|beginning of|start of|the end of)\\s*-?\\s*)?(${MONTH_NAME})\\b`, 'g');
/** chrono's strict mode: written dates only, so "now" or "5 days" are never dates. */
const WRITTEN_DATES = strict;

export function extractDates(text: string, today: string, tripDays?: number): DateRange | undefined {
  const days = tripDays ?? DEFAULT_TRIP_DAYS;
  return writtenDates(text, today, tripDays) ?? weekend(text, today) ?? nextWeek(text, today, days) ?? monthOnly(text, today, days);
}

/** "3 to 7 May", "May 3-7", "between May 3 and May 7", "June 10th", "2025-06-10 to 2025-06-15". */
function writtenDates(text: string, today: string, tripDays: number | undefined): DateRange | undefined {
  const prepared = text
    .replace(/\bthe (\d{1,2}(?:st|nd|rd|th)?)\b/gi, '$1')
    .replace(new RegExp(`\\b(\\d{1,2}(?:st|nd|rd|th)?) of (?=${MONTH_NAME})`, 'gi'), '$1 ')
    .replace(/\b(?:from|between) (?=\d)/gi, '');
  const reference = dayjs(today).hour(12).toDate();
  const found = WRITTEN_DATES.parse(prepared, reference, { forwardDate: true }).filter(
    (result) => result.start.isCertain('day') && result.start.isCertain('month') && (new RegExp(MONTH_NAME, 'i').test(result.text) || /\d[/.-]\d/.test(result.text)),
  );
  if (found.length === 0) return undefined;
  const [first, second] = found;
  const start = isoOf(first.start);
  if (first.end) return ordered(start, isoOf(first.end));
  if (second && !second.end) {
    const end = isoOf(second.start);
    if (dayjs(end).isAfter(start) && dayjs(end).diff(start, 'day') < 60) return { startDate: start, endDate: end };
  }
  return tripDays === undefined ? { startDate: start } : { startDate: start, endDate: dayjs(start).add(tripDays - 1, 'day').format(ISO) };
}

/** "this weekend", "next weekend", "the coming long weekend": Friday to Sunday (Monday for a long one). */
function weekend(text: string, today: string): DateRange | undefined {
  const match = /\b(this|next|coming|the coming) (long ?-?)?weekend\b/.exec(normaliseText(text));
  if (!match) return undefined;
  const now = dayjs(today);
  // dayjs counts from Sunday (0); the weekend here starts on Friday (5)
  const weekday = now.day();
  let friday = now.add((5 - weekday + 7) % 7, 'day');
  if (weekday === 6 || weekday === 0) friday = now.subtract(weekday === 6 ? 1 : 2, 'day');
  // Said during a weekend, "next weekend" is the following one; said on a weekday, it is the coming one.
  if (match[1] === 'next' && (weekday === 5 || weekday === 6 || weekday === 0)) friday = friday.add(7, 'day');
  const start = friday.isBefore(now) ? now : friday;
  return { startDate: start.format(ISO), endDate: friday.add(match[2] ? 3 : 2, 'day').format(ISO) };
}

/** "next week": from next Monday. */
function nextWeek(text: string, today: string, days: number): DateRange | undefined {
  if (!/\bnext week\b/.test(normaliseText(text))) return undefined;
  const now = dayjs(today);
  const monday = now.add(((8 - now.day()) % 7) || 7, 'day');
  return { startDate: monday.format(ISO), endDate: monday.add(days - 1, 'day').format(ISO) };
}

/** "in April", "mid-June", "late October": the trip's length from a sensible day of the next such month. */
function monthOnly(text: string, today: string, days: number): DateRange | undefined {
  const normalised = normaliseText(text);
  const now = dayjs(today);
  if (/\bnext month\b/.test(normalised)) return monthRange(now.add(1, 'month').month(), undefined, now, days);
  for (const match of normalised.matchAll(MONTH_ALONE)) {
    const [, cue, name] = match;
    if (!cue && /^(?:may|mar|march|jun|jan|sept?|aug|dec|oct|nov)\.?$/.test(name)) continue;
    const month = MONTHS.findIndex((candidate) => candidate.startsWith(name.replace('.', '').slice(0, 3)));
    return monthRange(month, cue, now, days);
  }
  return undefined;
}

function monthRange(month: number, cue: string | undefined, now: dayjs.Dayjs, days: number): DateRange {
  const firstDay = /mid/.test(cue ?? '') ? 12 : /late|end/.test(cue ?? '') ? 20 : 1;
  let start = now.month(month).date(firstDay);
  if (!start.isAfter(now)) {
    const tomorrow = now.add(1, 'day');
    // Later this month if there is still room, otherwise next year's.
    start = month === now.month() && tomorrow.month() === month ? tomorrow : now.add(1, 'year').month(month).date(firstDay);
  }
  return { startDate: start.format(ISO), endDate: start.add(days - 1, 'day').format(ISO) };
}

function isoOf(component: ParsedComponents): string {
  const date = dayjs(new Date(component.get('year') ?? 2000, (component.get('month') ?? 1) - 1, component.get('day') ?? 1));
  return date.format(ISO);
}

function ordered(a: string, b: string): DateRange {
  return a <= b ? { startDate: a, endDate: b } : { startDate: b, endDate: a };
}
