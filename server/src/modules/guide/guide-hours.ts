/**
 * Opening hours: the guide stores OpenStreetMap opening_hours strings, the planner needs a
 * weekly table of minutes. The opening_hours library does the parsing; we evaluate it over
 * one fixed reference week and keep only rules that repeat every week.
 */
import OpeningHours from 'opening_hours';
import { WEEKDAYS } from './guide.types.js';

export type Weekday = (typeof WEEKDAYS)[number];

/** [open, close] in minutes from local midnight; close may pass 1440 for after-midnight closing. */
export type OpenInterval = [number, number];

export type WeeklyHours = Record<Weekday, OpenInterval[]>;

const MINUTES_PER_DAY = 1440;
const TIME_RANGES_ONLY = 0;

// Monday 1 January 2024 (local time). January has no DST change anywhere, so every day is 24 h.
const REFERENCE_MONDAY = new Date(2024, 0, 1);

// Rules that depend on a date, a place or a calendar cannot be planned from a weekly table.
const FORBIDDEN_TOKENS: Array<[RegExp, string]> = [
  [/\bPH\b/, 'public holidays (PH)'],
  [/\bSH\b/, 'school holidays (SH)'],
  [/\b(sunrise|sunset|dawn|dusk)\b/i, 'sun-based times (sunrise, sunset, dawn, dusk)'],
  [/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/, 'months'],
  [/\b(week|easter)\b/i, 'week numbers or Easter'],
  [/(^|[^:\d])\d{4}(?![:\d])/, 'years'],
];

/** Parses weekly-only opening hours into a table; throws an Error explaining what is wrong. */
export function parseWeeklyHours(hours: string): WeeklyHours {
  for (const [pattern, what] of FORBIDDEN_TOKENS) {
    if (pattern.test(hours)) throw new Error(`"${hours}" uses ${what}; only weekly rules are allowed`);
  }
  const rules = compileRules(hours);
  if (!rules.isWeekStable()) throw new Error(`"${hours}" does not repeat every week; only weekly rules are allowed`);
  const warnings = rules.getWarnings();
  if (warnings.length > 0) throw new Error(`"${hours}" is ambiguous: ${warnings.join('; ')}`);
  return weekTableOf(rules, hours);
}

function compileRules(hours: string): OpeningHours {
  try {
    // No location object: weekly rules need none, and it keeps evaluation deterministic.
    // Mode 0: time ranges only, no single points in time such as "Mo 12:00".
    return new OpeningHours(hours, null, TIME_RANGES_ONLY);
  } catch (error) {
    throw new Error(`"${hours}" is not valid opening_hours syntax: ${String(error).trim()}`);
  }
}

/**
 * Evaluates from the Sunday before the reference week to the Tuesday after, so that a
 * Sunday-night interval running into Monday is seen whole, then keeps the seven days.
 */
function weekTableOf(rules: OpeningHours, hours: string): WeeklyHours {
  const from = addDays(REFERENCE_MONDAY, -1);
  const to = addDays(REFERENCE_MONDAY, 8);
  const table = emptyWeek();
  for (const [start, end, unknown] of rules.getOpenIntervals(from, to)) {
    if (unknown) {
      throw new Error(
        `"${hours}" leaves the state unknown (an open end such as "10:00+", or a comment without "open"); ` +
          'give exact times, e.g. \'Mo-Su 09:00-18:00 open "last entry 17:00"\'',
      );
    }
    for (const { day, interval } of splitIntoDays(start, end)) {
      if (day >= 0 && day < 7) table[WEEKDAYS[day]].push(interval);
    }
  }
  return table;
}

/**
 * Cuts an interval at midnights, one piece per day (day 0 = reference Monday). A short tail
 * after the last midnight stays with the day before, so "Sa 18:00-02:00" is Saturday's
 * [1080, 1560] and not a Sunday opening at midnight.
 */
function splitIntoDays(start: Date, end: Date): Array<{ day: number; interval: OpenInterval }> {
  const pieces: Array<{ day: number; interval: OpenInterval }> = [];
  const startDay = dayIndexOf(start);
  const endMinute = minutesSinceReference(end);
  for (let day = startDay; day * MINUTES_PER_DAY < endMinute; day++) {
    const dayStart = day * MINUTES_PER_DAY;
    const open = Math.max(minutesSinceReference(start), dayStart) - dayStart;
    const close = Math.min(endMinute, dayStart + MINUTES_PER_DAY) - dayStart;
    pieces.push({ day, interval: [open, close] });
  }
  const tail = pieces[pieces.length - 1];
  const isPartialTail = pieces.length > 1 && tail.interval[1] < MINUTES_PER_DAY;
  if (isPartialTail) {
    pieces.pop();
    pieces[pieces.length - 1].interval[1] += tail.interval[1];
  }
  return pieces;
}

/**
 * True when the place is open for the whole of [startMin, endMin] on the given day
 * (0 = Monday). Minutes may pass 1440 to mean the early hours of the next day; openings that
 * run over from the previous day are taken into account.
 */
export function isOpenDuring(weekly: WeeklyHours, weekdayIndex: number, startMin: number, endMin: number): boolean {
  if (endMin < startMin) return false;
  const timeline = mergeTouching([
    ...shifted(weekly, weekdayIndex - 1, -MINUTES_PER_DAY),
    ...shifted(weekly, weekdayIndex, 0),
    ...shifted(weekly, weekdayIndex + 1, MINUTES_PER_DAY),
  ]);
  return timeline.some(([open, close]) => open <= startMin && endMin <= close);
}

function shifted(weekly: WeeklyHours, weekdayIndex: number, offset: number): OpenInterval[] {
  const day = WEEKDAYS[((weekdayIndex % 7) + 7) % 7];
  return weekly[day].map(([open, close]) => [open + offset, close + offset]);
}

function mergeTouching(intervals: OpenInterval[]): OpenInterval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const merged: OpenInterval[] = [];
  for (const [open, close] of sorted) {
    const last = merged[merged.length - 1];
    if (last && open <= last[1]) last[1] = Math.max(last[1], close);
    else merged.push([open, close]);
  }
  return merged;
}

function emptyWeek(): WeeklyHours {
  return { mo: [], tu: [], we: [], th: [], fr: [], sa: [], su: [] };
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

// Calendar arithmetic in local time, because the library reports local Dates.
function dayIndexOf(date: Date): number {
  const midnight = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((midnight.getTime() - REFERENCE_MONDAY.getTime()) / 86_400_000);
}

function minutesSinceReference(date: Date): number {
  return dayIndexOf(date) * MINUTES_PER_DAY + date.getHours() * 60 + date.getMinutes();
}
