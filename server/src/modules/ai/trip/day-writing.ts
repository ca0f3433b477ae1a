/**
 * The model's words for a planned trip: a title and a short introduction per day, written for
 * this traveller. Only words change; the stops, times and checks stay the planner's.
 */
import type { ItineraryDay } from '@odyssey/domain';
import { arrayOf, integer, object, string } from '../json-schema.js';
import { plainText } from '../model-text.js';

export interface DayWriting {
  days: Array<{ day: number; title: string; description: string }>;
}

export const DAY_WRITING_SCHEMA = object({ days: arrayOf(object({ day: integer, title: string, description: string })) });

const MAX_TITLE_CHARS = 80;
const MAX_DESCRIPTION_CHARS = 400;
const DAY_TRIP = /day[\s-]?trip/i;

/** The words as a traveller may read them: no markup, links or control characters, and bounded (a longer text is cut, then judged). */
export function cleanDayWriting(value: DayWriting): DayWriting {
  return { days: value.days.map((entry) => ({ day: entry.day, title: plainText(entry.title, MAX_TITLE_CHARS + 1), description: plainText(entry.description, MAX_DESCRIPTION_CHARS + 1) })) };
}

export function dayWritingProblems(value: DayWriting, itinerary: readonly ItineraryDay[]): string[] {
  const problems: string[] = [];
  for (const day of itinerary) {
    const written = value.days.filter((entry) => entry.day === day.day);
    if (written.length !== 1) {
      problems.push(`write exactly one entry for day ${day.day}`);
      continue;
    }
    const { title, description } = written[0];
    if (!title.trim() || title.length > MAX_TITLE_CHARS) problems.push(`day ${day.day}: the title must be 1 to ${MAX_TITLE_CHARS} characters`);
    if (!description.trim() || description.length > MAX_DESCRIPTION_CHARS) problems.push(`day ${day.day}: the description must be 1 to ${MAX_DESCRIPTION_CHARS} characters`);
    if (DAY_TRIP.test(day.title) && !DAY_TRIP.test(title)) problems.push(`day ${day.day} is a day trip: keep the words "day trip" in its title`);
  }
  const extra = value.days.filter((entry) => !itinerary.some((day) => day.day === entry.day));
  if (extra.length > 0) problems.push(`the trip has no day ${extra.map((entry) => entry.day).join(', ')}`);
  return problems;
}
