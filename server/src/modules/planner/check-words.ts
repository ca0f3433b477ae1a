/**
 * docs/quality.md check 18, words match the plan: a day's title and description name only that
 * day's stops, and no travel time or opening claim in the words contradicts the schedule or
 * the place's data. The same reading serves the writer: a guide sentence whose claim the plan
 * contradicts ("45 minutes away by train" on a day with 1 h 40 min each way) is left out.
 */
import { WEEKDAYS } from '../guide/index.js';
import { activityTypeOf } from './activity-type.js';
import { durationOf, type StoredDay } from './check-day.js';
import { placeKey, placeKeyOfTitle } from './place-key.js';
import type { LoadedDestination, LoadedPlace } from './types.js';

/** A stated travel time may differ from the plan's by this much, or by half of it, before it contradicts it. */
const TRAVEL_TOLERANCE_MIN = 30;
/** Place names shorter than this ("Gion", "Soho") are too often part of other words to be read as a mention. */
const MIN_MENTION_CHARS = 8;

const TRAVEL_CLAIM = /\b(\d+(?:[.,]\d+)?|an?|half an?)\s*(?:-|–|to)?\s*(?:\d+(?:[.,]\d+)?\s*)?(minutes?|mins?|hours?|hrs?|h)\b[^.;]{0,40}?\b(away|by (?:train|bus|car|road|ferry|boat|metro|tram|rail)|drive|ride|each way|journey|train|ferry|bus)\b/i;
const DAY_TRIP_TITLE = /^\s*day[\s-]trip\b/i;
const OPEN_EVERY_DAY = /\bopen (?:daily|every day|seven days a week|7 days a week)\b/i;

/** The travel minutes a sentence states, if it states one. */
export function statedTravelMinutes(sentence: string): number | undefined {
  const match = TRAVEL_CLAIM.exec(sentence);
  if (!match) return undefined;
  const [, amount, unit] = match;
  const value = /^half/i.test(amount) ? 0.5 : /^an?$/i.test(amount) ? 1 : Number(amount.replace(',', '.'));
  return /^h/i.test(unit) ? value * 60 : value;
}

/** Why a sentence about `place` contradicts the plan or the place's hours; undefined when it does not. */
export function contradiction(sentence: string, place: Pick<LoadedPlace, 'name' | 'weeklyHours'> | undefined, travelMinutes: number | undefined): string | undefined {
  const stated = statedTravelMinutes(sentence);
  if (stated !== undefined && travelMinutes !== undefined && Math.abs(stated - travelMinutes) > Math.max(TRAVEL_TOLERANCE_MIN, travelMinutes / 2)) {
    return `says ${Math.round(stated)} min of travel, but the plan takes ${Math.round(travelMinutes)} min`;
  }
  if (!place) return undefined;
  const closedDays = WEEKDAYS.filter((day) => place.weeklyHours[day].length === 0);
  // "Closed on Tuesdays" is not read: guide text often names a seasonal closing the weekly hours leave out.
  // "Streets are open daily but most galleries close on Mondays" names its own exception.
  if (OPEN_EVERY_DAY.test(sentence) && !/\b(?:clos\w*|except|but)\b/i.test(sentence) && closedDays.length > 0) return `says ${place.name} is open every day, but it is closed on ${closedDays.join(', ')}`;
  return undefined;
}

/** The text without the sentences the plan or the place's data contradict. */
export function withoutContradictions(text: string, place: Pick<LoadedPlace, 'name' | 'weeklyHours'> | undefined, travelMinutes: number | undefined): string {
  const kept = sentencesOf(text).filter((sentence) => contradiction(sentence, place, travelMinutes) === undefined);
  // Every sentence contradicted: say only what the plan knows (check 2 wants a description).
  return kept.length > 0 ? kept.join(' ') : `${place ? `A visit to ${place.name}.` : ''} Check its opening hours on the day.`.trim();
}

export function wordProblems(days: StoredDay[], destination: LoadedDestination): string[] {
  const places = new Map(destination.places.map((place) => [placeKey(place.name), place]));
  // A place named inside an area's name ("Central Park" in "Central Park & Upper West Side") is mentioned by the area titles.
  const areaNames = [destination.name, ...destination.neighbourhoods.map((area) => area.name), ...(destination.bases ?? []).map((base) => base.name)].map(placeKey);
  const mentionable = destination.places.filter((place) => place.name.length >= MIN_MENTION_CHARS && !areaNames.some((area) => containsWords(area, placeKey(place.name))));
  const problems: string[] = [];
  days.forEach((day, i) => {
    const activities = day.activities ?? [];
    const stopKeys = activities.map((activity) => placeKeyOfTitle(activity.title ?? '')).filter(Boolean);
    const onThisDay = (key: string) => stopKeys.some((stop) => containsWords(stop, key));
    // Read phrase by phrase: "A day in Ho Chi Minh City: Museum of Fine Arts" does not name the Ho Chi Minh City Museum.
    const phrases = `${day.title ?? ''}. ${day.description ?? ''}`.split(/[:;,.·()!?]/).map(placeKey);
    for (const place of mentionable) {
      const key = placeKey(place.name);
      if (phrases.some((phrase) => containsWords(phrase, key)) && !onThisDay(key)) problems.push(`day ${i + 1}: the day's title or description names ${place.name}, which is not on that day`);
    }
    const travel = activities.filter((activity) => activityTypeOf(activity) === 'transportation').map((activity) => durationOf(activity) ?? 0);
    const travelMinutes = travel.length > 0 ? Math.max(...travel) : undefined;
    for (const activity of activities) {
      if (activityTypeOf(activity) === 'transportation' || activityTypeOf(activity) === 'meal') continue;
      const place = places.get(placeKeyOfTitle(activity.title ?? ''));
      // The day's journey is the day trip's; a town stop's "20 minutes by bus" is about another ride.
      const journey = DAY_TRIP_TITLE.test(activity.title ?? '') ? travelMinutes : undefined;
      for (const sentence of sentencesOf(activity.description ?? '')) {
        const why = contradiction(sentence, place, journey);
        if (why) problems.push(`day ${i + 1}: "${activity.title}" ${why}`);
      }
    }
  });
  return problems;
}

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim().length > 0);
}

function containsWords(text: string, words: string): boolean {
  return ` ${text} `.includes(` ${words} `);
}
