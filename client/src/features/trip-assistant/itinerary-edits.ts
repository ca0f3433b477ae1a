/**
 * The assistant's proposed edits applied to an itinerary, as pure functions: swap two days'
 * plans, remove an activity, add one. Undo is the itinerary from before, kept by the caller;
 * these functions never change their input.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

export interface ItineraryActivity {
  title: string;
  description: string;
  type: string;
  time?: string | null;
  duration: number;
  [other: string]: unknown;
}

export interface ItineraryDay<A extends ItineraryActivity = ItineraryActivity> {
  day: number;
  title: string;
  description?: string | null;
  activities: A[];
}

export type ProposedEdit =
  | { kind: 'SWAP_DAYS'; a?: number | null; b?: number | null }
  | { kind: 'REMOVE_ACTIVITY'; day?: number | null; match?: string | null }
  | { kind: 'ADD_ACTIVITY'; day?: number | null; title?: string | null; type?: string | null };

/** A new activity's length when nobody says (docs/product/traveller.md, section 9). */
export const NEW_ACTIVITY_MINUTES = 60;
/** An activity needs a description; the assistant's proposal has only a title, so this says where it came from. */
export const ADDED_BY_ASSISTANT = 'Added with the Trip Assistant.';

export type EditResult<A extends ItineraryActivity> = { itinerary: ItineraryDay<A>[] } | { problem: string };

export function applyProposedEdit<A extends ItineraryActivity>(itinerary: readonly ItineraryDay<A>[], edit: ProposedEdit): EditResult<A | ItineraryActivity> {
  switch (edit.kind) {
    case 'SWAP_DAYS':
      return swapDays(itinerary, edit.a ?? NaN, edit.b ?? NaN);
    case 'REMOVE_ACTIVITY':
      return removeActivity(itinerary, edit.day ?? NaN, edit.match ?? '');
    case 'ADD_ACTIVITY':
      return addActivity(itinerary, edit.day ?? NaN, edit.title ?? '', edit.type ?? 'other');
  }
}

/** Day a takes day b's plan and the other way round; the day numbers stay where they are. */
export function swapDays<A extends ItineraryActivity>(itinerary: readonly ItineraryDay<A>[], a: number, b: number): EditResult<A> {
  const first = itinerary.find((day) => day.day === a);
  const second = itinerary.find((day) => day.day === b);
  if (!first || !second) return { problem: `The trip has no day ${first ? b : a}.` };
  return {
    itinerary: itinerary.map((day) => {
      if (day.day === a) return { ...second, day: a };
      if (day.day === b) return { ...first, day: b };
      return day;
    }),
  };
}

/** Removes the first activity of the day the assistant named: by its exact title, else by the title containing the words. */
export function removeActivity<A extends ItineraryActivity>(itinerary: readonly ItineraryDay<A>[], dayNumber: number, match: string): EditResult<A> {
  const day = itinerary.find((entry) => entry.day === dayNumber);
  if (!day) return { problem: `The trip has no day ${dayNumber}.` };
  const wanted = match.trim().toLowerCase();
  const exact = day.activities.findIndex((activity) => activity.title.trim().toLowerCase() === wanted);
  const index = exact >= 0 ? exact : day.activities.findIndex((activity) => wanted !== '' && activity.title.toLowerCase().includes(wanted));
  if (index < 0) return { problem: `Day ${dayNumber} has no "${match}" any more.` };
  return { itinerary: itinerary.map((entry) => (entry === day ? { ...day, activities: day.activities.filter((_, position) => position !== index) } : entry)) };
}

/** Appends to the day; the new activity starts an hour after the day's last timed one (docs/product/traveller.md, section 4). */
export function addActivity<A extends ItineraryActivity>(itinerary: readonly ItineraryDay<A>[], dayNumber: number, title: string, type: string): EditResult<A | ItineraryActivity> {
  const day = itinerary.find((entry) => entry.day === dayNumber);
  if (!day) return { problem: `The trip has no day ${dayNumber}.` };
  if (!title.trim()) return { problem: 'The new activity has no name.' };
  const previous = [...day.activities].reverse().find((activity) => activity.time)?.time;
  const added: ItineraryActivity = { title: title.trim(), description: ADDED_BY_ASSISTANT, type, time: previous ? anHourAfter(previous) : null, duration: NEW_ACTIVITY_MINUTES };
  return { itinerary: itinerary.map((entry) => (entry === day ? { ...day, activities: [...day.activities, added] } : entry)) };
}

/** 'HH:MM' an hour later, wrapping past midnight, minutes kept; null for a time that is not HH:MM. */
export function anHourAfter(time: string): string | null {
  const parsed = dayjs(time.trim(), ['HH:mm', 'H:mm'], true);
  if (!parsed.isValid()) return null;
  return `${String((parsed.hour() + 1) % 24).padStart(2, '0')}:${String(parsed.minute()).padStart(2, '0')}`;
}

/** The edit in the traveller's words, for the card with the Apply button. */
export function describeEdit(edit: ProposedEdit): string {
  switch (edit.kind) {
    case 'SWAP_DAYS':
      return `Swap day ${edit.a} and day ${edit.b}`;
    case 'REMOVE_ACTIVITY':
      return `Remove "${edit.match}" from day ${edit.day}`;
    case 'ADD_ACTIVITY':
      return `Add "${edit.title}" to day ${edit.day}`;
  }
}
