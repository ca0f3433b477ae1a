/**
 * When a place can be visited on one day of the trip. With dates, that is the weekday's own
 * hours (plus any opening running over from the night before). Without dates, it is the
 * hours the place keeps on most days of the week, so that the plan holds on nearly any day
 * the traveller goes.
 */
import { isOpenDuring, type OpenInterval, WEEKDAYS } from '../guide/index.js';
import type { LoadedPlace } from './types.js';

const MINUTES_PER_DAY = 1440;
/** Without dates, a time counts when the place is open then on at least this many days of the week. */
const DATELESS_MIN_OPEN_DAYS = 5;

/** Open intervals on the day, in minutes from midnight, sorted and merged. */
export function openIntervals(place: LoadedPlace, weekday: number | undefined): OpenInterval[] {
  if (weekday !== undefined) return intervalsOnWeekday(place, weekday);
  let typical = DATELESS_CACHE.get(place);
  if (!typical) {
    typical = hoursOnMostDays(WEEKDAYS.map((_, day) => intervalsOnWeekday(place, day)));
    DATELESS_CACHE.set(place, typical);
  }
  return typical;
}

const DATELESS_CACHE = new WeakMap<LoadedPlace, OpenInterval[]>();

/** The stretches of the day when the place is open on at least DATELESS_MIN_OPEN_DAYS days of the week. */
function hoursOnMostDays(week: OpenInterval[][]): OpenInterval[] {
  const step = 5;
  const openOn = (minute: number) => week.filter((intervals) => intervals.some(([open, close]) => open <= minute && minute + step <= close)).length;
  const typical: OpenInterval[] = [];
  for (let minute = 0; minute < MINUTES_PER_DAY; minute += step) {
    if (openOn(minute) < DATELESS_MIN_OPEN_DAYS) continue;
    const last = typical[typical.length - 1];
    if (last && last[1] === minute) last[1] = minute + step;
    else typical.push([minute, minute + step]);
  }
  return typical;
}

/** True when the place is open for the whole visit: the guide's own rule when the weekday is known. */
export function isOpenForVisit(place: LoadedPlace, weekday: number | undefined, start: number, end: number): boolean {
  if (weekday !== undefined) return isOpenDuring(place.weeklyHours, weekday, start, end);
  return openIntervals(place, undefined).some(([open, close]) => open <= start && end <= close);
}

/** True when some opening on the day is long enough for a visit of `minutes`, between `from` and `until`. */
export function canVisit(place: LoadedPlace, weekday: number | undefined, minutes: number, from = 0, until = MINUTES_PER_DAY): boolean {
  return openIntervals(place, weekday).some(([open, close]) => Math.min(close, until) - Math.max(open, from) >= minutes);
}

function intervalsOnWeekday(place: LoadedPlace, weekday: number): OpenInterval[] {
  const today = place.weeklyHours[WEEKDAYS[weekday % 7]];
  const yesterday = place.weeklyHours[WEEKDAYS[(weekday + 6) % 7]];
  const spill: OpenInterval[] = yesterday.filter(([, close]) => close > MINUTES_PER_DAY).map(([, close]) => [0, close - MINUTES_PER_DAY]);
  return merge([...spill, ...today.map(([open, close]): OpenInterval => [open, Math.min(close, MINUTES_PER_DAY)])]);
}

function merge(intervals: OpenInterval[]): OpenInterval[] {
  const merged: OpenInterval[] = [];
  for (const [open, close] of [...intervals].sort((a, b) => a[0] - b[0])) {
    const last = merged[merged.length - 1];
    if (last && open <= last[1]) last[1] = Math.max(last[1], close);
    else merged.push([open, close]);
  }
  return merged;
}

/** The shortest visit the planner will make of a place: 60% of its usual length, at least half an hour. */
export function shortestVisit(place: LoadedPlace): number {
  return Math.max(30, Math.round(place.durationMin * 0.6));
}
