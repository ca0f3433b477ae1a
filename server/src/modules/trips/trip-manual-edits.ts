/**
 * What the traveller changed by hand since the trip was last generated, in their words
 * ('Day 2: added "Sunset at Miradouro"'). Modify Trip lists these before it regenerates the
 * trip, because a new plan replaces them. Pure: it compares two itineraries.
 */
import type { Activity, ItineraryDay } from './trip.types.js';

/** More than this is summed up as 'and N more changes'. */
const MOST_LISTED = 12;

export function manualEditsOf(generated: ItineraryDay[] | null, current: ItineraryDay[]): string[] {
  // A trip generated before the generated plan was kept has no baseline: its edits cannot be told apart.
  if (!generated) return [];
  const edits: string[] = [];
  const days = Math.max(generated.length, current.length);
  for (let index = 0; index < days; index++) {
    const before = generated[index];
    const now = current[index];
    const label = `Day ${index + 1}`;
    if (!before) {
      edits.push(`${label}: added the day`);
      continue;
    }
    if (!now) {
      edits.push(`${label}: removed the day`);
      continue;
    }
    const activities = activityEdits(label, before.activities, now.activities);
    if (before.title !== now.title) edits.push(`${label}: renamed the day "${now.title}"`);
    // The server writes a day's summary again when its activities change, so a new description
    // is the traveller's own edit only when the activities are as they were.
    else if (activities.length === 0 && (before.description ?? '') !== (now.description ?? '')) edits.push(`${label}: changed the day's description`);
    edits.push(...activities);
  }
  if (edits.length <= MOST_LISTED) return edits;
  return [...edits.slice(0, MOST_LISTED - 1), `and ${edits.length - (MOST_LISTED - 1)} more changes`];
}

function activityEdits(label: string, before: Activity[], now: Activity[]): string[] {
  const edits: string[] = [];
  const unmatched = [...before];
  const added: Activity[] = [];
  for (const activity of now) {
    const same = unmatched.findIndex((old) => sameActivity(old, activity));
    if (same >= 0) {
      unmatched.splice(same, 1);
      continue;
    }
    // The same place under the same name, with its time, length or words changed.
    const renamedOrMoved = unmatched.findIndex((old) => old.title === activity.title);
    if (renamedOrMoved >= 0) {
      unmatched.splice(renamedOrMoved, 1);
      edits.push(`${label}: changed "${activity.title}"`);
      continue;
    }
    added.push(activity);
  }
  // A removed and an added activity at the same place is a rename.
  for (const activity of added) {
    const renamed = unmatched.findIndex((old) => old.location && activity.location && old.location.lat === activity.location.lat && old.location.lng === activity.location.lng);
    if (renamed >= 0) {
      edits.push(`${label}: renamed "${unmatched[renamed].title}" to "${activity.title}"`);
      unmatched.splice(renamed, 1);
    } else {
      edits.push(`${label}: added "${activity.title}"`);
    }
  }
  for (const old of unmatched) edits.push(`${label}: removed "${old.title}"`);
  return edits;
}

function sameActivity(a: Activity, b: Activity): boolean {
  return a.title === b.title && (a.time ?? null) === (b.time ?? null) && a.duration === b.duration && a.description === b.description;
}
