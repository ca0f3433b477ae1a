/**
 * Every activity of a trip has an id, so that two editors can name the same activity while
 * others add, move and remove activities around it. Plans are stored without ids (the planner
 * and the model need none); until the first edit, an activity's id is derived from where it
 * stands ("d2a3": day 2, third activity), and the first edit writes these ids into the trip, so
 * the id a page read is the id the server resolves. Ids given by an edit are kept as they are.
 */
import { randomBytes } from 'node:crypto';

export const ACTIVITY_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

interface WithActivities<A> {
  day: number;
  activities: readonly A[];
}

/** The days with an id on every activity: a kept one, or one from its place (unique within the trip). */
export function withActivityIds<A extends { id?: string | null }, D extends WithActivities<A>>(days: readonly D[]): Array<D & { activities: Array<A & { id: string }> }> {
  const taken = new Set<string>();
  for (const day of days) for (const activity of day.activities) if (activity.id) taken.add(activity.id);
  return days.map((day) => ({
    ...day,
    activities: day.activities.map((activity, index) => {
      if (activity.id) return activity as A & { id: string };
      let id = `d${day.day}a${index + 1}`;
      for (let n = 2; taken.has(id); n++) id = `d${day.day}a${index + 1}-${n}`;
      taken.add(id);
      return { ...activity, id };
    }),
  }));
}

/** An id for a new activity: random, so that two editors adding at once cannot choose the same one. */
export function newActivityId(): string {
  return `a${randomBytes(6).toString('base64url')}`;
}
