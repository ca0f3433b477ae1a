/**
 * The docs/quality.md checks that look at one day at a time (2 complete days, 3 feasible schedule,
 * 4 meals, 7 route efficiency, 9 pace), over trip-shaped data as stored: times as 'HH:MM',
 * coordinates possibly as strings, types possibly missing.
 */
import type { LatLng } from '../guide/index.js';
import { activityTypeOf, isActivityType, isRestBreak, isVisit } from './activity-type.js';
import { travelMinutes } from './geo.js';
import { DAY_END, DINNER_WINDOW, isEfficient, LUNCH_WINDOW } from './schedule-day.js';

export interface StoredActivity {
  title?: string;
  description?: string;
  type?: string;
  time?: string;
  duration?: number | string;
  location?: { lat?: number | string; lng?: number | string; city?: string } | string;
  address?: string;
}

export interface StoredDay {
  day?: number;
  title?: string;
  description?: string;
  activities?: StoredActivity[];
}

export const PACE_LIMITS = { least: 180, most: 540 };
const MIN_ACTIVITIES = 3;

/** Minutes from midnight of an 'HH:MM' time; undefined when it is not one. */
export function minutesOf(time: string | undefined): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time?.trim() ?? '');
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined;
}

export function durationOf(activity: StoredActivity): number | undefined {
  const duration = Number(activity.duration);
  return Number.isFinite(duration) && duration > 0 ? duration : undefined;
}

/** Real coordinates: numbers (or numeric strings) in range, and not the 0,0 placeholder. */
export function coordinatesOf(activity: StoredActivity): LatLng | undefined {
  if (!activity.location || typeof activity.location === 'string') return undefined;
  const lat = Number(activity.location.lat);
  const lng = Number(activity.location.lng);
  if (activity.location.lat === undefined || activity.location.lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return undefined;
  return { lat, lng };
}

/** Check 2: at least 3 timed activities, each with a title, a description, a type, a time and a duration. */
export function completeDayProblems(day: StoredDay): string[] {
  const activities = day.activities ?? [];
  const problems: string[] = [];
  const timed = activities.filter((activity) => minutesOf(activity.time) !== undefined).length;
  if (timed < MIN_ACTIVITIES) problems.push(`only ${timed} timed activities`);
  for (const activity of activities) {
    const missing = [
      !activity.title?.trim() && 'title',
      !activity.description?.trim() && 'description',
      !isActivityType(activity.type) && 'type',
      minutesOf(activity.time) === undefined && 'time',
      durationOf(activity) === undefined && 'duration',
    ].filter(Boolean);
    if (missing.length > 0) problems.push(`"${activity.title ?? '?'}" lacks ${missing.join(', ')}`);
  }
  return problems;
}

/** Check 3: start times increase, each activity ends before the next begins with travel counted, the day ends by 22:30. */
export function feasibilityProblems(day: StoredDay): string[] {
  const activities = day.activities ?? [];
  const problems: string[] = [];
  for (let i = 0; i < activities.length; i++) {
    const start = minutesOf(activities[i].time);
    const end = start === undefined ? undefined : start + (durationOf(activities[i]) ?? 0);
    if (end !== undefined && end > DAY_END) problems.push(`"${activities[i].title}" ends after 22:30`);
    const next = activities[i + 1];
    if (!next || end === undefined) continue;
    const nextStart = minutesOf(next.time);
    if (nextStart === undefined) continue;
    if (nextStart <= start!) problems.push(`"${next.title}" does not start after "${activities[i].title}"`);
    const travel = travelBetween(activities[i], next);
    if (end + travel > nextStart + 1e-6) problems.push(`"${activities[i].title}" ends at ${end} min, and ${Math.ceil(travel)} min of travel leaves no time before "${next.title}" at ${nextStart} min`);
  }
  return problems;
}

/** A transportation activity is itself the journey, so no extra travel is counted around it; a rest break is taken where one already is. */
export function travelBetween(from: StoredActivity, to: StoredActivity): number {
  if (activityTypeOf(from) === 'transportation' || activityTypeOf(to) === 'transportation' || isRestBreak(to)) return 0;
  const a = coordinatesOf(from);
  const b = coordinatesOf(to);
  return a && b ? travelMinutes(a, b) : 0;
}

/** Check 4: a lunch starting 11:30-14:30 and a dinner starting 18:00-21:30. */
export function mealProblems(day: StoredDay): string[] {
  const mealStarts = (day.activities ?? []).filter((activity) => activityTypeOf(activity) === 'meal').map((activity) => minutesOf(activity.time));
  const within = (window: { from: number; to: number }) => mealStarts.some((start) => start !== undefined && start >= window.from && start <= window.to);
  return [!within(LUNCH_WINDOW) && 'no lunch starting 11:30-14:30', !within(DINNER_WINDOW) && 'no dinner starting 18:00-21:30'].filter((problem): problem is string => Boolean(problem));
}

/** Check 7: the day's path through its located activities, in order, within 1.10 x the shortest open path. */
export function routeProblems(day: StoredDay): string[] {
  const points = (day.activities ?? []).map(coordinatesOf).filter((point): point is LatLng => point !== undefined);
  return isEfficient(points) ? [] : ['the path through the stops is more than 1.10 x the shortest open path'];
}

/** Check 9: 3 to 9 hours of activities, not counting meals, travel and rest breaks. */
export function paceProblems(day: StoredDay): string[] {
  const minutes = (day.activities ?? [])
    .filter(isVisit)
    .reduce((sum, activity) => sum + (durationOf(activity) ?? 0), 0);
  if (minutes < PACE_LIMITS.least) return [`only ${minutes} min of activities`];
  if (minutes > PACE_LIMITS.most) return [`${minutes} min of activities, over 9 hours`];
  return [];
}
