/**
 * A day's description follows its activities through an edit. A planned day's description
 * names its visits ("A day in Lisbon: Belém Tower, Jerónimos Monastery and MAAT, about 5 h of
 * visits."), so after an edit removes or renames one of them it spoke of a visit the day no
 * longer has (issue 17). The rule, in one place:
 *   - only a description sent back as it was stored is touched: one the client wrote is its own;
 *   - it is rewritten only when it names an activity the day had before and has no longer;
 *   - it is then written again from the day's activities, in the planner's shape, keeping the
 *     text before the first colon ("A day in Lisbon") unless that too names what went.
 * The day it came from is found by its description, so days that swapped places compare
 * with their own earlier selves.
 */
import { formatMinutes, isRestBreak } from '../planner/index.js';
import type { Activity, ItineraryDay } from './trip.types.js';

/** Meals, transfers, the hotel and a rest break are the frame of a day; the rest are its visits. */
const NOT_VISITS = new Set(['meal', 'transportation', 'lodging']);

/** The names a description may use for an activity: its title, and for 'Day trip: Sintra' also 'Sintra'. */
const namesOf = (activity: Activity) => [activity.title, activity.title.split(': ').at(-1)!].filter((name) => name.length > 0);

const mentions = (text: string, names: readonly string[]) => names.some((name) => text.toLocaleLowerCase().includes(name.toLocaleLowerCase()));

function listed(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
}

/** The description written from the day's activities, keeping `prefix` ('A day in Lisbon') when given. */
export function summaryOf(activities: readonly Activity[], prefix?: string): string {
  const visits = activities.filter((activity) => !NOT_VISITS.has(activity.type) && !isRestBreak(activity));
  const minutes = visits.reduce((sum, activity) => sum + activity.duration, 0);
  const body = visits.length > 0 ? `${listed(visits.map((visit) => visit.title))}, about ${formatMinutes(minutes)} of visits.` : 'a slow day.';
  return prefix ? `${prefix}: ${body}` : body.charAt(0).toUpperCase() + body.slice(1);
}

/** `day` as it will be stored, its description rewritten if it names an activity the edit took away (see above). */
export function withSummaryFollowingEdit(day: ItineraryDay, storedDays: readonly ItineraryDay[]): ItineraryDay {
  const description = day.description;
  const before = description ? storedDays.find((stored) => stored.description === description) : undefined;
  if (!description || !before) return day;
  const kept = new Set(day.activities.map((activity) => activity.title));
  const gone = before.activities.filter((activity) => !kept.has(activity.title)).flatMap(namesOf);
  if (!mentions(description, gone)) return day;
  const prefix = /^([^:]{1,80}):\s/.exec(description)?.[1];
  return { ...day, description: summaryOf(day.activities, prefix && !mentions(prefix, gone) ? prefix : undefined) };
}
