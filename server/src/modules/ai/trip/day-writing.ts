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
/** 09:30, 9.30, 9h30, 9 am: a day's words may state a time only when it is one of that day's. */
const CLOCK_TIME = /\b(\d{1,2})(?:[:.h](\d{2})|\s?([ap])\.?m\.?)\b/gi;
/** Opening claims belong to the plan's data, not to a day's introduction. */
const OPENING_CLAIM = /\b(open|opens|opened|closed|closes|closing|opening hours)\b/i;
/** Prices belong to the plan's data too. */
const PRICE = /[$€£¥₹₩₽]\s?\d|\d\s?[$€£¥₹₩₽]|\b\d+(?:[.,]\d+)?\s?(?:eur|usd|gbp|chf|jpy|euros?|dollars?|pounds?|francs?|yen)\b/i;

/** The words as a traveller may read them: no markup, links or control characters, and bounded (a longer text is cut, then judged). */
export function cleanDayWriting(value: DayWriting): DayWriting {
  return { days: value.days.map((entry) => ({ day: entry.day, title: plainText(entry.title, MAX_TITLE_CHARS + 1), description: plainText(entry.description, MAX_DESCRIPTION_CHARS + 1) })) };
}

/**
 * `elsewhere` names the well-known places of other destinations a text mentions (the Louvre
 * in a day in Kyoto): a day's words may name only that day's own places.
 */
export function dayWritingProblems(value: DayWriting, itinerary: readonly ItineraryDay[], elsewhere: (text: string) => string[] = () => []): string[] {
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
    problems.push(...claimProblems(`${title} ${description}`, day));
    for (const name of elsewhere(`${title}. ${description}`)) problems.push(`day ${day.day}: ${name} is not in this trip's destination; name only that day's own places`);
  }
  const extra = value.days.filter((entry) => !itinerary.some((day) => day.day === entry.day));
  if (extra.length > 0) problems.push(`the trip has no day ${extra.map((entry) => entry.day).join(', ')}`);
  return problems;
}

/** Times, opening claims and prices in a day's words: the plan states them; words that do may contradict it. */
function claimProblems(words: string, day: ItineraryDay): string[] {
  const problems: string[] = [];
  const times = new Set(day.activities.map((activity) => minutesOf(activity.time)).filter((minutes) => minutes !== undefined));
  for (const match of words.matchAll(CLOCK_TIME)) {
    const [, hours, minutes, half] = match;
    const stated = (Number(hours) % 12) * 60 + (half ? (half.toLowerCase() === 'p' ? 720 : 0) : Number(hours) >= 12 ? 720 : 0) + Number(minutes ?? 0);
    if (!times.has(stated) && !times.has(stated % 720)) problems.push(`day ${day.day}: "${match[0]}" is not a time of that day's plan; leave times to the plan`);
  }
  if (OPENING_CLAIM.test(words)) problems.push(`day ${day.day}: say nothing about opening hours; the plan has them`);
  if (PRICE.test(words)) problems.push(`day ${day.day}: give no prices; the plan has them`);
  return problems;
}

function minutesOf(time: string | undefined): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}
