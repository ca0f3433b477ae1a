/**
 * The itinerary edits of the trip page (docs/product/traveller.md, section 4), as pure functions
 * over what the page shows. Each change is one operation on one activity (editTripItinerary):
 * add sends the new activity (the server puts it where its time places it), edit sends only the
 * fields the traveller changed, delete names the activity. Others may edit the same trip at the
 * same time; sending only what changed lets their changes to other fields stand.
 */
import type { ActivityChangesInput, ActivityInput } from '../../../gql/graphql';
import { ACTIVITY_TYPES, type ActivityType } from '../activity-types';
import { freeSlotTime } from './free-slot';

/** An activity as the page holds it: what the dialog shows, and what a free slot is found from. */
export interface EditableActivity {
  id: string;
  title: string;
  description: string;
  type: string;
  time?: string | null;
  duration: number;
}

export interface EditableDay {
  day: number;
  activities: readonly EditableActivity[];
}

/** What the activity dialog holds: its fields as typed. */
export interface ActivityDraft {
  title: string;
  description: string;
  type: ActivityType;
  time: string;
  /** minutes, as typed */
  duration: string;
}

/** docs/product/traveller.md, section 9: a new activity is sightseeing for 60 minutes; an edited one without a known type is other. */
export const DEFAULT_DURATION_MINUTES = 60;
export const MAX_DURATION_MINUTES = 24 * 60;
export const MAX_TIME_LENGTH = 20;
export const MAX_TITLE_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 2000;

const isActivityType = (value: string): value is ActivityType => (ACTIVITY_TYPES as readonly string[]).includes(value);

export function newActivityDraft(): ActivityDraft {
  return { title: '', description: '', type: 'sightseeing', time: '', duration: String(DEFAULT_DURATION_MINUTES) };
}

export function draftOf(activity: Omit<EditableActivity, 'id'>): ActivityDraft {
  return {
    title: activity.title,
    description: activity.description,
    type: isActivityType(activity.type) ? activity.type : 'other',
    time: activity.time ?? '',
    duration: String(activity.duration > 0 ? activity.duration : DEFAULT_DURATION_MINUTES),
  };
}

export type DraftProblem = 'title' | 'description' | 'duration';

/** The first thing the traveller must fix, in the order the dialog shows its fields. */
export function draftProblem(draft: ActivityDraft): DraftProblem | undefined {
  if (!draft.title.trim()) return 'title';
  if (!draft.description.trim()) return 'description';
  if (durationOf(draft) === undefined) return 'duration';
  return undefined;
}

function durationOf(draft: ActivityDraft): number | undefined {
  const text = draft.duration.trim();
  if (!/^\d+$/.test(text)) return undefined;
  const minutes = Number(text);
  return minutes >= 1 && minutes <= MAX_DURATION_MINUTES ? minutes : undefined;
}

/** A new activity for `day`; with no time given it goes in the day's first free slot (free-slot.ts). */
export function activityFromDraft(draft: ActivityDraft, day: EditableDay): ActivityInput {
  const duration = durationOf(draft) ?? DEFAULT_DURATION_MINUTES;
  const time = draft.time.trim() || freeSlotTime(day.activities, duration) || null;
  return { title: draft.title.trim(), description: draft.description.trim(), type: draft.type, time, duration };
}

/**
 * The fields the traveller changed in the dialog, from what it showed when it opened (`before`)
 * to what it holds now; undefined when nothing changed. Only these are sent: a field someone
 * else changed meanwhile keeps their value unless this traveller changed it too. Everything the
 * dialog does not show (the map pin, address, photo and place id) is never sent, so a renamed
 * activity keeps its place (issue 17). A cleared time is sent as null, which clears it.
 */
export function changedFields(before: ActivityDraft, after: ActivityDraft): ActivityChangesInput | undefined {
  const changes: ActivityChangesInput = {};
  if (after.title !== before.title) changes.title = after.title.trim();
  if (after.description !== before.description) changes.description = after.description.trim();
  if (after.type !== before.type) changes.type = after.type;
  if (after.time !== before.time) changes.time = after.time.trim() || null;
  const duration = durationOf(after);
  if (after.duration !== before.duration && duration !== undefined) changes.duration = duration;
  return Object.keys(changes).length > 0 ? changes : undefined;
}
