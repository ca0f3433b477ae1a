/**
 * Co-editing's operations on an itinerary (issue 22), as pure functions. An editor does not send
 * the whole trip back: they send one operation (add, change, remove or move one activity) with
 * the trip revision their page showed. What other editors changed since that revision is passed
 * in as "touches" (see touch keys below), and decides conflicts by one rule:
 *
 *   The first change to reach the server wins. A later change to the same field of the same
 *   activity, made without having seen the first, is not applied; its author is told which value
 *   stands and who set it. Their changes to other fields, and everyone's changes to other
 *   activities, are all kept.
 *
 * Removing an activity someone changed meanwhile is refused the same way (the change would be
 * lost), and so is any change to an activity of a plan replaced since (Modify Trip).
 */
import { minutesOfDay } from '@odyssey/domain';
import type { Activity, ItineraryDay } from '../trips/index.js';

export const EDITABLE_FIELDS = ['title', 'description', 'type', 'time', 'duration'] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

export type StoredActivity = Activity & { id: string };
export type StoredDay = Omit<ItineraryDay, 'activities'> & { activities: StoredActivity[] };
export type ActivityChanges = { [K in EditableField]?: Activity[K] | null };

export type ItineraryOperation =
  | { kind: 'add'; day: number; activity: StoredActivity; index?: number }
  | { kind: 'update'; activityId: string; changes: ActivityChanges }
  | { kind: 'remove'; activityId: string }
  | { kind: 'move'; activityId: string; day: number; index: number };

/** What an operation could not do, and what stands instead. */
export interface OperationConflict {
  activityId: string;
  activityTitle: string;
  /** an activity field, 'activity' for the activity as a whole, 'place' for its day and position */
  field: EditableField | 'activity' | 'place';
  yours: string | null;
  kept: string | null;
  /** changed first by someone else; removed by someone else; or of a plan replaced since */
  reason: 'changed' | 'removed' | 'replanned';
  /** the touch key of the change that won (to name its author) */
  touch: string;
}

export interface OperationResult {
  days: StoredDay[];
  /** touch keys of what the operation changed: `${activityId}.${field}`, `.place`, or `.*` for the whole activity */
  touched: string[];
  /** the operations that put back what this one changed, for undo */
  inverse: ItineraryOperation[];
  conflicts: OperationConflict[];
  /** the day numbers whose activities changed (their descriptions may need rewriting) */
  daysChanged: number[];
}

/** What happened to the trip since the editor's revision. */
export interface Since {
  /** touch keys of every change after that revision */
  touches: ReadonlySet<string>;
  /** the whole plan was replaced after it (Modify Trip or its undo): its activities are other ones */
  planReplaced: boolean;
}

export const NOTHING_SINCE: Since = { touches: new Set(), planReplaced: false };

/** An operation that cannot be made on this trip at all (a day it does not have): a 400. */
export class OperationRefusal extends Error {}
/** An operation on an activity the trip never had, or lost before the editor's revision: a 404. */
export class UnknownActivity extends OperationRefusal {}

function locate(days: readonly StoredDay[], activityId: string): { dayIndex: number; index: number; activity: StoredActivity } | undefined {
  for (let dayIndex = 0; dayIndex < days.length; dayIndex++) {
    const index = days[dayIndex].activities.findIndex((activity) => activity.id === activityId);
    if (index >= 0) return { dayIndex, index, activity: days[dayIndex].activities[index] };
  }
  return undefined;
}

const shown = (value: unknown): string | null => (value === undefined || value === null ? null : String(value));

/** The first touch in `since` that claims `keys`, if any. */
function claimed(since: Since, keys: readonly string[]): string | undefined {
  return keys.find((key) => since.touches.has(key));
}

/** Where a new activity goes when no position is given: before the first one that starts later, as the page's list is the day's timetable. */
function timeOrderIndex(activities: readonly StoredActivity[], activity: Activity): number {
  const start = minutesOfDay(activity.time);
  if (start === undefined) return activities.length;
  const later = activities.findIndex((other) => (minutesOfDay(other.time) ?? -1) > start);
  return later === -1 ? activities.length : later;
}

function withActivities(days: readonly StoredDay[], dayIndex: number, activities: StoredActivity[]): StoredDay[] {
  return days.map((day, index) => (index === dayIndex ? { ...day, activities } : day));
}

const noChange = (days: StoredDay[], conflicts: OperationConflict[] = []): OperationResult => ({ days, touched: [], inverse: [], conflicts, daysChanged: [] });

export function applyOperation(days: StoredDay[], operation: ItineraryOperation, since: Since = NOTHING_SINCE, maxPerDay = Infinity): OperationResult {
  switch (operation.kind) {
    case 'add': {
      const dayIndex = days.findIndex((day) => day.day === operation.day);
      if (dayIndex < 0) throw new OperationRefusal(`This trip has no day ${operation.day}`);
      const activities = days[dayIndex].activities;
      if (activities.length >= maxPerDay) throw new OperationRefusal(`A day can have at most ${maxPerDay} activities`);
      if (locate(days, operation.activity.id)) throw new OperationRefusal('An activity with this id is already on the trip');
      const index = operation.index === undefined ? timeOrderIndex(activities, operation.activity) : Math.min(Math.max(0, operation.index), activities.length);
      const next = [...activities.slice(0, index), operation.activity, ...activities.slice(index)];
      return {
        days: withActivities(days, dayIndex, next),
        touched: [`${operation.activity.id}.*`],
        inverse: [{ kind: 'remove', activityId: operation.activity.id }],
        conflicts: [],
        daysChanged: [operation.day],
      };
    }
    case 'update': {
      const found = locate(days, operation.activityId);
      const wanted = Object.entries(operation.changes).filter(([, value]) => value !== undefined) as Array<[EditableField, unknown]>;
      if (!found) return noChange(days, [goneConflict(operation.activityId, since)]);
      if (since.planReplaced) return noChange(days, [replacedConflict(found.activity)]);
      const before: ActivityChanges = {};
      const conflicts: OperationConflict[] = [];
      const touched: string[] = [];
      let activity: StoredActivity = found.activity;
      for (const [field, value] of wanted) {
        const current = found.activity[field];
        if ((current ?? null) === (value ?? null)) continue;
        const winner = claimed(since, [`${found.activity.id}.${field}`]);
        if (winner) {
          conflicts.push({ activityId: found.activity.id, activityTitle: found.activity.title, field, yours: shown(value), kept: shown(current), reason: 'changed', touch: winner });
          continue;
        }
        (before as Record<string, unknown>)[field] = current ?? null;
        activity = withField(activity, field, value);
        touched.push(`${found.activity.id}.${field}`);
      }
      if (touched.length === 0) return noChange(days, conflicts);
      const activities = days[found.dayIndex].activities.map((current, index) => (index === found.index ? activity : current));
      return {
        days: withActivities(days, found.dayIndex, activities),
        touched,
        inverse: [{ kind: 'update', activityId: found.activity.id, changes: before }],
        conflicts,
        daysChanged: [days[found.dayIndex].day],
      };
    }
    case 'remove': {
      const found = locate(days, operation.activityId);
      // Someone removed it already: what was asked for is so.
      if (!found) return noChange(days);
      if (since.planReplaced) return noChange(days, [replacedConflict(found.activity)]);
      const prefix = `${found.activity.id}.`;
      const winner = [...since.touches].find((touch) => touch.startsWith(prefix));
      if (winner) return noChange(days, [{ activityId: found.activity.id, activityTitle: found.activity.title, field: 'activity', yours: null, kept: found.activity.title, reason: 'changed', touch: winner }]);
      const day = days[found.dayIndex];
      return {
        days: withActivities(days, found.dayIndex, day.activities.filter((_, index) => index !== found.index)),
        touched: [`${found.activity.id}.*`],
        inverse: [{ kind: 'add', day: day.day, activity: found.activity, index: found.index }],
        conflicts: [],
        daysChanged: [day.day],
      };
    }
    case 'move': {
      const found = locate(days, operation.activityId);
      if (!found) return noChange(days, [goneConflict(operation.activityId, since)]);
      if (since.planReplaced) return noChange(days, [replacedConflict(found.activity)]);
      const toDayIndex = days.findIndex((day) => day.day === operation.day);
      if (toDayIndex < 0) throw new OperationRefusal(`This trip has no day ${operation.day}`);
      const from = days[found.dayIndex];
      if (toDayIndex !== found.dayIndex && days[toDayIndex].activities.length >= maxPerDay) throw new OperationRefusal(`A day can have at most ${maxPerDay} activities`);
      const winner = claimed(since, [`${found.activity.id}.place`]);
      const place = (dayIndex: number, index: number) => `Day ${days[dayIndex].day}, position ${index + 1}`;
      if (winner) return noChange(days, [{ activityId: found.activity.id, activityTitle: found.activity.title, field: 'place', yours: place(toDayIndex, operation.index), kept: place(found.dayIndex, found.index), reason: 'changed', touch: winner }]);
      const without = withActivities(days, found.dayIndex, from.activities.filter((_, index) => index !== found.index));
      const target = without[toDayIndex].activities;
      const index = Math.min(Math.max(0, operation.index), target.length);
      if (toDayIndex === found.dayIndex && index === found.index) return noChange(days);
      const moved = withActivities(without, toDayIndex, [...target.slice(0, index), found.activity, ...target.slice(index)]);
      return {
        days: moved,
        touched: [`${found.activity.id}.place`],
        inverse: [{ kind: 'move', activityId: found.activity.id, day: from.day, index: found.index }],
        conflicts: [],
        daysChanged: [...new Set([from.day, operation.day])],
      };
    }
  }
}

function withField(activity: StoredActivity, field: EditableField, value: unknown): StoredActivity {
  const next = { ...activity } as Record<string, unknown>;
  if (value === null || value === undefined) delete next[field];
  else next[field] = value;
  return next as unknown as StoredActivity;
}

function goneConflict(activityId: string, since: Since): OperationConflict {
  if (!since.touches.has(`${activityId}.*`)) throw new UnknownActivity(`This trip has no activity with id ${activityId}`);
  return { activityId, activityTitle: '', field: 'activity', yours: null, kept: null, reason: 'removed', touch: `${activityId}.*` };
}

function replacedConflict(activity: StoredActivity): OperationConflict {
  return { activityId: activity.id, activityTitle: activity.title, field: 'activity', yours: null, kept: activity.title, reason: 'replanned', touch: '*' };
}

/**
 * The touch keys of a whole replacement (the assistant's edits, the REST PUT): what differs,
 * activity by activity, between the days before and after.
 */
export function touchesBetween(before: readonly StoredDay[], after: readonly StoredDay[]): string[] {
  const place = (days: readonly StoredDay[]) => new Map(days.flatMap((day) => day.activities.map((activity) => [activity.id, { day: day.day, activity }] as const)));
  const old = place(before);
  const now = place(after);
  const touched: string[] = [];
  // An activity moved when its day changed, or its order among the activities it shares a day with
  // before and after did: one removed or added beside it does not move it.
  const order = (days: readonly StoredDay[], other: Map<string, { day: number }>) =>
    new Map(days.flatMap((day) => day.activities.filter((activity) => other.get(activity.id)?.day === day.day).map((activity, index) => [activity.id, index] as const)));
  const orderBefore = order(before, now);
  const orderAfter = order(after, old);
  for (const [id, was] of old) {
    const is = now.get(id);
    if (!is) {
      touched.push(`${id}.*`);
      continue;
    }
    if (was.day !== is.day || orderBefore.get(id) !== orderAfter.get(id)) touched.push(`${id}.place`);
    for (const field of EDITABLE_FIELDS) if ((was.activity[field] ?? null) !== (is.activity[field] ?? null)) touched.push(`${id}.${field}`);
  }
  for (const id of now.keys()) if (!old.has(id)) touched.push(`${id}.*`);
  // A day's own words: no operation changes them, but a replacement may.
  for (const day of after) {
    const was = before.find((candidate) => candidate.day === day.day);
    if ((was?.title ?? null) !== (day.title ?? null)) touched.push(`day${day.day}.title`);
    if ((was?.description ?? null) !== (day.description ?? null)) touched.push(`day${day.day}.description`);
  }
  return touched;
}

/** How many activities a set of touches changed. */
export function activitiesTouched(touched: readonly string[]): number {
  return new Set(touched.filter((touch) => !touch.startsWith('day') || !/^day\d+\./.test(touch)).map((touch) => touch.split('.')[0])).size;
}
