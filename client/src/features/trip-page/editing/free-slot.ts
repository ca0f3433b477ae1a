/**
 * When a new activity starts if the traveller gives no time. The first design said one hour after the
 * day's last activity, but a planned day ends with dinner, so that put a new visit into the
 * meal (19:55 on a day whose dinner is at 18:55; issue 17). We depart from it: the activity
 * goes where the day has room for its whole duration, never overlapping another activity,
 * trying in this order:
 *   1. right after the day's last non-meal activity ends: the day carries on where its
 *      sightseeing stopped, in the time before (or between) the meals;
 *   2. right after each activity, earliest first: the first gap long enough (which may be
 *      after dinner).
 * An empty day starts at 09:00, the planner's start of a day. Starts are rounded up to the
 * next 5 minutes. A day with no room before midnight gets no time.
 */
import { minutesOfDay } from '@odyssey/domain';

const DAY_START = 9 * 60;
const DAY_END = 24 * 60;
const STEP = 5;
/** an activity whose duration is unknown is taken to last an hour */
const UNKNOWN_DURATION = 60;

interface TimedActivity {
  type: string;
  time?: string | null;
  duration: number;
}

// Times are read as the server reads them when it places a new activity (@odyssey/domain).
export { minutesOfDay };

export const clockText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The start, as 'HH:MM', of a new activity of `duration` minutes in a day of `activities` (see the rule above). */
export function freeSlotTime(activities: readonly TimedActivity[], duration: number): string | undefined {
  const busy = activities.flatMap((activity) => {
    const start = minutesOfDay(activity.time);
    if (start === undefined) return [];
    return [{ start, end: start + (activity.duration > 0 ? activity.duration : UNKNOWN_DURATION), meal: activity.type === 'meal' }];
  });
  const lastVisitEnd = Math.max(...busy.filter((slot) => !slot.meal).map((slot) => slot.end));
  if (busy.length === 0) return clockText(DAY_START);
  const candidates = [lastVisitEnd, ...busy.map((slot) => slot.end).sort((a, b) => a - b)]
    .filter(Number.isFinite)
    .map((start) => Math.ceil(start / STEP) * STEP);
  const free = (start: number) => start + duration <= DAY_END && busy.every((slot) => start + duration <= slot.start || start >= slot.end);
  const start = candidates.find(free);
  return start === undefined ? undefined : clockText(start);
}
