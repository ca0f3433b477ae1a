/**
 * The itinerary edits of the trip page (docs/product/traveller.md, section 4), as pure functions over the
 * days the page shows: add puts an activity in a day (in time order, see addActivity), edit
 * replaces an activity, delete removes it by position. The result is the whole list of days, ready for updateTripItinerary.
 */
import type { ItineraryDayInput } from '../../../gql/graphql';
import { ACTIVITY_TYPES, type ActivityType } from '../activity-types';
import { freeSlotTime, minutesOfDay } from './free-slot';

/** An activity as the page holds it; every field is sent back so nothing is lost on save. */
export interface EditableActivity {
  title: string;
  description: string;
  type: string;
  time?: string | null;
  timeframe?: string | null;
  duration: number;
  location?: { lat?: number | null; lng?: number | null; city?: string | null } | null;
  address?: string | null;
  imageUrl?: string | null;
  placeId?: string | null;
}

export interface EditableDay {
  day: number;
  title: string;
  description?: string | null;
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

export function draftOf(activity: EditableActivity): ActivityDraft {
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

/** A new activity for the end of `day`; with no time given it goes in the day's first free slot (free-slot.ts). */
export function activityFromDraft(draft: ActivityDraft, day: EditableDay): EditableActivity {
  const duration = durationOf(draft) ?? DEFAULT_DURATION_MINUTES;
  const time = draft.time.trim() || freeSlotTime(day.activities, duration) || null;
  return { title: draft.title.trim(), description: draft.description.trim(), type: draft.type, time, duration };
}

/**
 * The activity with the dialog's fields; everything the dialog does not show stays as it was.
 * An edit changes only what the traveller edited: a renamed activity keeps its map pin,
 * address, photo and place id (dropping them with a new title lost the place; issue 17).
 */
export function editedActivity(activity: EditableActivity, draft: ActivityDraft): EditableActivity {
  return {
    ...activity,
    title: draft.title.trim(),
    description: draft.description.trim(),
    type: draft.type,
    time: draft.time.trim() || null,
    duration: durationOf(draft) ?? activity.duration,
  };
}

function withDay(days: readonly EditableDay[], dayIndex: number, change: (activities: EditableActivity[]) => EditableActivity[]): EditableDay[] {
  return days.map((day, index) => (index === dayIndex ? { ...day, activities: change([...day.activities]) } : day));
}

/**
 * Adds an activity where its time places it: before the day's first activity that starts
 * later. The first design appended (docs/product/traveller.md, section 4), but a new activity now often takes a free slot before dinner
 * (free-slot.ts), and a day's list is read as its timetable. Without a time it is appended.
 */
export function addActivity(days: readonly EditableDay[], dayIndex: number, activity: EditableActivity): EditableDay[] {
  const start = minutesOfDay(activity.time);
  return withDay(days, dayIndex, (activities) => {
    const later = start === undefined ? -1 : activities.findIndex((other) => (minutesOfDay(other.time) ?? -1) > start);
    return later === -1 ? [...activities, activity] : [...activities.slice(0, later), activity, ...activities.slice(later)];
  });
}

export const replaceActivity = (days: readonly EditableDay[], dayIndex: number, activityIndex: number, activity: EditableActivity) =>
  withDay(days, dayIndex, (activities) => activities.map((current, index) => (index === activityIndex ? activity : current)));

export const removeActivity = (days: readonly EditableDay[], dayIndex: number, activityIndex: number) =>
  withDay(days, dayIndex, (activities) => activities.filter((_, index) => index !== activityIndex));

/**
 * The days as updateTripItinerary takes them: the known fields only (no __typename), with a
 * type the server knows and a whole, positive duration, so that an older trip saves too.
 */
export function itineraryInput(days: readonly EditableDay[]): ItineraryDayInput[] {
  return days.map((day) => ({
    day: day.day,
    title: day.title,
    description: day.description ?? null,
    activities: day.activities.map((activity) => ({
      title: activity.title,
      description: activity.description,
      type: isActivityType(activity.type) ? activity.type : 'other',
      time: activity.time ?? null,
      timeframe: activity.timeframe ?? null,
      duration: Math.min(MAX_DURATION_MINUTES, Math.max(1, Math.round(activity.duration) || DEFAULT_DURATION_MINUTES)),
      location: activity.location ? { lat: activity.location.lat ?? null, lng: activity.location.lng ?? null, city: activity.location.city ?? null } : null,
      address: activity.address ?? null,
      imageUrl: activity.imageUrl ?? null,
      placeId: activity.placeId ?? null,
    })),
  }));
}
