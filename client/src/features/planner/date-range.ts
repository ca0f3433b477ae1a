/**
 * The rules of the 'Select dates' dialog as pure functions (docs/product/traveller.md, section 4):
 * clicks in exact mode, the ± presets, and flexible stays by season.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { dateRangeText } from '@odyssey/domain';

export type StayLength = 'weekend' | 'week' | 'month';
export type Season = 'Winter' | 'Spring' | 'Summer' | 'Fall';

export interface FlexibleBooking {
  type: 'season';
  season: Season;
  duration: StayLength;
}

/** Dates are kept as 'YYYY-MM-DD' strings: what the API takes and what survives local storage. */
export interface DateRange {
  from?: string;
  to?: string;
  flexibleBooking?: FlexibleBooking;
}

export const ISO_DATE = 'YYYY-MM-DD';
export const toIsoDate = (day: Dayjs) => day.format(ISO_DATE);

/**
 * Exact mode: the first click sets 'from' and clears 'to'; the second sets 'to', swapping the
 * two when it is earlier; a click after a complete range starts a new one.
 */
export function applyDayClick(range: DateRange, clicked: string): DateRange {
  if (!range.from || range.to) return { from: clicked };
  if (dayjs(clicked).isBefore(dayjs(range.from), 'day')) return { from: clicked, to: range.from };
  return { from: range.from, to: clicked };
}

export const PRESETS = [
  { label: 'Exact dates', days: 0 },
  { label: '± 1 day', days: 1 },
  { label: '± 2 days', days: 2 },
  { label: '± 3 days', days: 3 },
  { label: '± 7 days', days: 7 },
  { label: '± 14 days', days: 14 },
] as const;

/**
 * A preset widens the picked dates by `days` on each side: around 'from' alone when only
 * 'from' is picked, around the whole picked range otherwise. 'Exact dates' (0) gives the
 * picked dates back. Without a picked 'from' there is nothing to widen.
 */
export function applyPreset(picked: DateRange, days: number): DateRange {
  if (!picked.from || days === 0) return picked;
  const to = picked.to ?? picked.from;
  return { from: toIsoDate(dayjs(picked.from).subtract(days, 'day')), to: toIsoDate(dayjs(to).add(days, 'day')) };
}

export const STAY_LENGTHS: { value: StayLength; label: string; days: number }[] = [
  { value: 'weekend', label: 'Weekend', days: 3 },
  { value: 'week', label: 'Week', days: 7 },
  { value: 'month', label: 'Month', days: 30 },
];

/** Each season starts on the 15th of its first month (0-based month index). */
export const SEASONS: { value: Season; month: number }[] = [
  { value: 'Winter', month: 0 },
  { value: 'Spring', month: 3 },
  { value: 'Summer', month: 6 },
  { value: 'Fall', month: 9 },
];

/**
 * Flexible mode: the next season start on or after today, for the stay's number of days
 * (both ends included, as the planner counts them).
 */
export function flexibleRange(season: Season, duration: StayLength, today: Dayjs = dayjs()): DateRange {
  const month = SEASONS.find((s) => s.value === season)?.month ?? 0;
  const days = STAY_LENGTHS.find((s) => s.value === duration)?.days ?? 7;
  let start = today.startOf('day').month(month).date(15);
  if (start.isBefore(today, 'day')) start = start.add(1, 'year');
  return {
    from: toIsoDate(start),
    to: toIsoDate(start.add(days - 1, 'day')),
    flexibleBooking: { type: 'season', season, duration },
  };
}

/** The text on the 'When?' button. */
export function describeRange(range: DateRange): string | null {
  if (range.flexibleBooking) {
    const stay = STAY_LENGTHS.find((s) => s.value === range.flexibleBooking?.duration)?.label ?? 'Stay';
    return `${stay} in ${range.flexibleBooking.season}`;
  }
  // the same words as the trip page's dates
  return dateRangeText(range.from, range.to);
}
