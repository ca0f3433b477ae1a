/**
 * The docs/quality.md checks on a day's rhythm, over trip-shaped data as stored:
 * 15 no dead time (no idle stretch of over two hours in the working day, one rest break at most)
 * and 16 daylight (outdoor visits start before that day's sunset where they are).
 */
import { isRestBreak, isVisit } from './activity-type.js';
import { coordinatesOf, durationOf, minutesOf, travelBetween, type StoredActivity, type StoredDay } from './check-day.js';
import { daylightDates, needsDaylight, sunsetMinutes } from './daylight.js';
import { placeKeyOfTitle, placeKey } from './place-key.js';
import { clockTime } from './write-day.js';
import type { LoadedDestination, LoadedPlace, TripCalendar } from './types.js';

/** The working day in which an idle stretch counts as dead time: 09:00 to 18:00. */
export const WORKING_DAY = { from: 9 * 60, to: 18 * 60 };
/** The longest idle stretch, and the longest rest break. */
export const MAX_IDLE_MINUTES = 120;
export const MAX_REST_BREAK_MINUTES = 120;
/** The longest idle stretch one rest break can make good (with 20 minutes to spare for travel). */
export const LONGEST_RESTFUL_IDLE = MAX_IDLE_MINUTES + MAX_REST_BREAK_MINUTES - 20;

/** Check 15 on one day. */
export function deadTimeProblems(day: StoredDay): string[] {
  const activities = day.activities ?? [];
  const problems: string[] = [];
  const breaks = activities.filter(isRestBreak);
  if (breaks.length > 1) problems.push(`${breaks.length} rest breaks; a day holds one at most`);
  for (const rest of breaks) {
    if ((durationOf(rest) ?? 0) > MAX_REST_BREAK_MINUTES) problems.push(`a rest break of ${durationOf(rest)} min, over ${MAX_REST_BREAK_MINUTES}`);
  }
  for (let i = 0; i + 1 < activities.length; i++) {
    const idle = idleBetween(activities[i], activities[i + 1]);
    if (idle && idle.minutes > MAX_IDLE_MINUTES) {
      problems.push(`nothing between "${activities[i].title}" and "${activities[i + 1].title}" from ${clockTime(idle.from)} to ${clockTime(idle.to)}`);
    }
  }
  return problems;
}

/** The free stretch between one item's end (and the travel on from it) and the next item's start, within the working day. */
export function idleBetween(before: StoredActivity, after: StoredActivity): { from: number; to: number; minutes: number } | undefined {
  const start = minutesOf(before.time);
  const next = minutesOf(after.time);
  if (start === undefined || next === undefined) return undefined;
  const from = Math.max(WORKING_DAY.from, start + (durationOf(before) ?? 0) + Math.ceil(travelBetween(before, after)));
  const to = Math.min(WORKING_DAY.to, next);
  return to > from ? { from, to, minutes: to - from } : undefined;
}

/** Idle working-day minutes from `free` (an item's end plus the travel on) to `next` (the next item's start); the planner's items use it too. */
export function idleWithinWorkingDay(free: number, next: number): number {
  return Math.max(0, Math.min(WORKING_DAY.to, next) - Math.max(WORKING_DAY.from, free));
}

/**
 * Check 16: every outdoor visit starts before sunset on its day, where it is. A stop is judged
 * by the guide's record of it, or by its title's words when the guide does not know it.
 */
export function daylightProblems(days: StoredDay[], calendar: TripCalendar, destination: LoadedDestination): string[] {
  const dates = daylightDates(calendar, destination);
  const places = new Map(destination.places.map((place) => [placeKey(place.name), place]));
  const problems: string[] = [];
  days.forEach((day, i) => {
    const date = dates[i];
    if (!date) return;
    for (const activity of day.activities ?? []) {
      if (!isVisit(activity)) continue;
      const place: Pick<LoadedPlace, 'name' | 'category'> = places.get(placeKeyOfTitle(activity.title ?? '')) ?? { name: activity.title ?? '', category: 'sight' };
      const start = minutesOf(activity.time);
      const point = coordinatesOf(activity);
      if (start === undefined || !point || !needsDaylight(place)) continue;
      const sunset = sunsetMinutes(date, point, destination.timezone);
      if (sunset !== undefined && start >= sunset) problems.push(`day ${i + 1} (${date}): ${place.name} starts at ${activity.time}, after sunset at ${clockTime(sunset)}`);
    }
  });
  return problems;
}
