/**
 * The docs/quality.md checks (1-12 and 15-18; 13 is in must-sees.ts, 14 in check-relevance.ts) as pure functions over a trip as stored (itinerary,
 * accommodations, overview), the request it answered and the destination's guide. The
 * planner runs them before anyone sees a plan; the evaluator runs them over many requests.
 */
import { isOpenDuring, stayChoiceErrors, type GuideStay } from '../guide/index.js';
import { activityTypeOf, isRestBreak } from './activity-type.js';
import {
  completeDayProblems,
  coordinatesOf,
  durationOf,
  feasibilityProblems,
  mealProblems,
  minutesOf,
  paceProblems,
  routeProblems,
  type StoredActivity,
  type StoredDay,
} from './check-day.js';
import { daylightProblems, deadTimeProblems } from './check-rhythm.js';
import { stayChoiceProblems } from './check-stays.js';
import { wordProblems } from './check-words.js';
import { distanceKm } from './geo.js';
import { SHORT_TRIP_DAYS } from './choose-stops.js';
import { canVisit, shortestVisit } from './opening-hours.js';
import { placeKey, placeKeyOfTitle } from './place-key.js';
import { interestsOf, readTraveller } from './traveller.js';
import { tripCalendar } from './trip-length.js';
import { tripReach } from './trip-reach.js';
import type { CheckResult, LoadedDestination, LoadedPlace, PlanRequest } from './types.js';

export interface StoredAccommodation {
  name?: string;
  pricePerNight?: number | string;
  currency?: string;
  budgetLevel?: number;
}

export interface StoredOverview {
  name?: string;
  country?: string;
  description?: string;
  bestTimeToVisit?: string;
  languages?: string[];
  currency?: string;
  travelTips?: string[];
  customs?: string;
  transportationTips?: string;
  safetyTips?: string;
}

export interface TripToCheck {
  itinerary: StoredDay[];
  accommodations: StoredAccommodation[];
  destinationOverview?: StoredOverview;
}

/** What a country's reference data says (e.g. from the countries-list package). */
export interface CountryFacts {
  currencies: string[];
  /** English names, e.g. "Spanish" */
  languages: string[];
}

export interface CheckContext {
  request: Pick<PlanRequest, 'startDate' | 'endDate' | 'preferences'>;
  destination: LoadedDestination;
  country?: CountryFacts;
}

// CheckResult lives in types.ts: types.ts importing it from here made 7 import cycles.
export type { CheckResult } from './types.js';

/** Stops beyond this distance from the destination (or one of its bases) must be labelled day trips. */
export const GROUNDED_RADIUS_KM = 40;
/** A named landmark must lie this close to where the guide puts it. */
export const LANDMARK_TOLERANCE_KM = 1;
const MIN_DESCRIPTION_CHARS = 200;
const NOT_A_PLACE = ['lodging', 'transportation'];

export function checkPlan(trip: TripToCheck, context: CheckContext): CheckResult[] {
  const days = trip.itinerary ?? [];
  const perDay = (problems: (day: StoredDay) => string[]) => days.flatMap((day, i) => problems(day).map((problem) => `day ${day.day ?? i + 1}: ${problem}`));
  const hours = openingHoursProblems(trip, context);
  const interests = interestProblems(trip, context);
  const { lacks = [], placeData } = context.destination;
  const source = placeData?.source ?? 'the source';
  const priced = !lacks.includes('prices');
  return [
    result(1, 'delivery', deliveryProblems(trip, context)),
    result(2, 'complete days', perDay(completeDayProblems)),
    result(3, 'feasible schedule', perDay(feasibilityProblems)),
    result(4, 'meals', perDay(mealProblems)),
    result(5, 'no repeats', repeatProblems(trip)),
    result(6, 'grounded', groundingProblems(trip, context)),
    result(7, 'route efficiency', perDay(routeProblems)),
    { ...result(8, 'opening hours', hours?.problems ?? [], hours !== undefined), ...unsupported(hours?.unknown ? `${source} has no hours for ${hours.unknown}; each such stop tells the traveller to check` : undefined) },
    result(9, 'pace', perDay(paceProblems)),
    result(10, 'interests', interests ?? [], interests !== undefined),
    { ...result(11, 'budget', priced ? budgetProblems(trip, context) : [], priced), ...unsupported(priced ? undefined : `${source} has no prices`) },
    {
      ...result(12, 'guide', guideProblems(trip, context)),
      ...unsupported(lacks.includes('descriptions') ? `${source} has no description, travel tips or customs; currency and languages are checked` : undefined),
    },
    result(15, 'no dead time', perDay(deadTimeProblems)),
    result(16, 'daylight', daylightProblems(days, tripCalendar(context.request), context.destination)),
    // Applied where the guide holds the choice at this level (guide:check lists where it does not yet).
    {
      ...result(17, 'choice of stay', priced ? stayChoiceProblems(trip.accommodations ?? [], requestedLevel(context), context.destination) : [], priced && stayChoiceErrors(context.destination, [requestedLevel(context)]).length === 0),
      ...unsupported(priced ? undefined : `${source} has no prices or classes of stay`),
    },
    result(18, 'words match the plan', wordProblems(days, context.destination)),
  ];
}

function unsupported(note: string | undefined): Pick<CheckResult, 'unsupported'> {
  return note ? { unsupported: note } : {};
}

/** Check 11 across two plans of the same request: level 5 must cost well over level 1 (at least twice), comparing each plan's stays at its own level. */
export function budgetSpreadProblems(levelOne: TripToCheck, levelFive: TripToCheck): string[] {
  const low = averagePrice(levelOne, 1);
  const high = averagePrice(levelFive, 5);
  if (low === undefined || high === undefined) return ['no priced accommodation to compare across budget levels'];
  return high >= 2 * low ? [] : [`level 5 costs ${high} a night against ${low} at level 1, less than twice as much`];
}

function result(check: number, name: string, reasons: string[], applied = true): CheckResult {
  return { check, name, applied, passed: !applied || reasons.length === 0, reasons };
}

function deliveryProblems(trip: TripToCheck, { request }: CheckContext): string[] {
  const expected = tripCalendar(request).dayCount;
  const days = trip.itinerary ?? [];
  if (days.length === 0) return ['no itinerary'];
  const problems = days.length === expected ? [] : [`${days.length} days instead of ${expected}`];
  days.forEach((day, i) => {
    if (day.day !== i + 1) problems.push(`day ${i + 1} is numbered ${day.day}`);
  });
  return problems;
}

/** Check 5: no place twice; stays, check-ins and journeys are not places visited. */
function repeatProblems(trip: TripToCheck): string[] {
  const seen = new Map<string, number>();
  const problems: string[] = [];
  trip.itinerary.forEach((day, i) => {
    for (const activity of day.activities ?? []) {
      if (NOT_A_PLACE.includes(activityTypeOf(activity)) || isRestBreak(activity)) continue;
      const key = placeKeyOfTitle(activity.title ?? '');
      if (!key) continue;
      const first = seen.get(key);
      if (first !== undefined) problems.push(`"${activity.title}" on day ${i + 1} repeats a place from day ${first}`);
      else seen.set(key, i + 1);
    }
  });
  return problems;
}

/** Check 6: real coordinates, within reach of the destination unless a day trip, landmarks where they are. */
function groundingProblems(trip: TripToCheck, { destination }: CheckContext): string[] {
  const centres = [destination, ...(destination.bases ?? [])];
  const places = placesByKey(destination);
  const meals = new Map(destination.neighbourhoods.flatMap((area) => area.meals.map((meal) => [placeKey(meal.name), meal] as const)));
  const problems: string[] = [];
  trip.itinerary.forEach((day, i) => {
    for (const activity of day.activities ?? []) {
      const isMeal = activityTypeOf(activity) === 'meal';
      const point = coordinatesOf(activity);
      if (!point) {
        if (!isMeal) problems.push(`day ${i + 1}: "${activity.title}" has no real coordinates`);
        continue;
      }
      const labelledDayTrip = /day[\s-]?trip/i.test(`${activity.title} ${activity.description} ${day.title}`);
      if (!labelledDayTrip && Math.min(...centres.map((centre) => distanceKm(point, centre))) > GROUNDED_RADIUS_KM) {
        problems.push(`day ${i + 1}: "${activity.title}" is over ${GROUNDED_RADIUS_KM} km away and not labelled a day trip`);
      }
      const key = placeKeyOfTitle(activity.title ?? '');
      const landmark = isMeal ? meals.get(key) : places.get(key);
      if (landmark && distanceKm(point, landmark) > LANDMARK_TOLERANCE_KM) problems.push(`day ${i + 1}: "${activity.title}" is not where the guide puts it`);
    }
  });
  return problems;
}

/**
 * Check 8, with dates only: every stop of the guide is open for the whole of its visit on that
 * weekday. A stop whose hours the source does not have is counted apart: nothing can vouch for it.
 */
function openingHoursProblems(trip: TripToCheck, { request, destination }: CheckContext): { problems: string[]; unknown: string } | undefined {
  const { weekdays, dates } = tripCalendar(request);
  if (!weekdays || !dates) return undefined;
  const places = placesByKey(destination);
  const problems: string[] = [];
  const unknown: string[] = [];
  trip.itinerary.forEach((day, i) => {
    if (weekdays[i] === undefined) return;
    for (const activity of day.activities ?? []) {
      if (activityTypeOf(activity) === 'meal') continue;
      const place = places.get(placeKeyOfTitle(activity.title ?? ''));
      const start = minutesOf(activity.time);
      if (!place || start === undefined) continue;
      if (place.hoursUnknown) {
        unknown.push(place.name);
        continue;
      }
      if (!isOpenDuring(place.weeklyHours, weekdays[i], start, start + (durationOf(activity) ?? 0))) {
        problems.push(`day ${i + 1} (${dates[i]}): ${place.name} is closed at ${activity.time} for ${activity.duration} min ("${place.hours}")`);
      }
    }
  });
  return { problems, unknown: unknown.length === 0 ? '' : `${unknown.length} stop${unknown.length === 1 ? '' : 's'} (${unknown.join(', ')})` };
}

/**
 * Check 10: every chosen interest the guide can serve on this trip is served by a stop of it. A
 * trip of a day or two cannot reach an interest only day trips, or other bases' areas, serve; children do not go where only
 * places unsuitable for them serve it, and a place closed on every day of the trip serves
 * nothing (as check 13 excuses a must-see).
 */
function interestProblems(trip: TripToCheck, { request, destination }: CheckContext): string[] | undefined {
  const { dayCount, weekdays } = tripCalendar(request);
  const gentle = readTraveller(request).gentle;
  const places = placesByKey(destination);
  const visited = trip.itinerary.flatMap((day) => (day.activities ?? []).map((activity) => places.get(placeKeyOfTitle(activity.title ?? ''))));
  const openSomeDay = (place: LoadedPlace) => (weekdays ?? [undefined]).some((weekday) => canVisit(place, weekday, shortestVisit(place)));
  // A longer trip reaches every place; a short one, the area of the base it sleeps at (as check 13).
  const { reached } = tripReach(trip.itinerary, destination);
  const withinReach = (place: LoadedPlace) => dayCount > SHORT_TRIP_DAYS || reached(place);
  const reachable = destination.places.filter((place) => withinReach(place) && !(gentle && !place.kidFriendly) && openSomeDay(place));
  const chosen = interestsOf(request.preferences.activities ?? []).filter((interest) => reachable.some((place) => place.interests.includes(interest)));
  if (chosen.length === 0) return undefined;
  const served = new Set(visited.flatMap((place) => place?.interests ?? []));
  return chosen.filter((interest) => !served.has(interest)).map((interest) => `no stop serves ${interest}`);
}

function requestedLevel({ request }: Pick<CheckContext, 'request'>): number {
  return Math.min(5, Math.max(1, Math.round(request.preferences.budgetLevel ?? 3)));
}

/**
 * Check 11: the guide's stays, at the requested level or, labelled, one step from it (check 17),
 * with at least one at the level itself; priced inside their band, in the right currency; the
 * guide's bands rise.
 */
function budgetProblems(trip: TripToCheck, context: CheckContext): string[] {
  const { destination } = context;
  const level = requestedLevel(context);
  const stays = new Map(destination.stays.map((stay) => [placeKey(stay.name), stay]));
  const currencies = [destination.currency, context.request.preferences.currency].filter(Boolean);
  const problems = bandProblems(destination.stays);
  if ((trip.accommodations ?? []).length === 0) problems.push('no accommodation');
  else if (!(trip.accommodations ?? []).some((stay) => stays.get(placeKey(stay.name ?? ''))?.level === level)) problems.push(`no stay at level ${level}`);
  for (const stay of trip.accommodations ?? []) {
    const price = Number(stay.pricePerNight);
    const known = stays.get(placeKey(stay.name ?? ''));
    if (!currencies.includes(stay.currency ?? '')) problems.push(`${stay.name} is priced in ${stay.currency}, not ${currencies.join(' or ')}`);
    if (!known) problems.push(`${stay.name} is not one of the guide's stays`);
    else if (known.level !== level && (stay.budgetLevel !== known.level || Math.abs(known.level - level) > 1)) problems.push(`${stay.name} is a level ${known.level} stay, not level ${level}`);
    else if (!(price >= known.priceMin && price <= known.priceMax)) problems.push(`${stay.name} at ${stay.pricePerNight} is outside its band ${known.priceMin}-${known.priceMax}`);
  }
  return problems;
}

function bandProblems(stays: GuideStay[]): string[] {
  const middle = (level: number) => {
    const atLevel = stays.filter((stay) => stay.level === level);
    return atLevel.length === 0 ? undefined : atLevel.reduce((sum, stay) => sum + (stay.priceMin + stay.priceMax) / 2, 0) / atLevel.length;
  };
  const problems: string[] = [];
  for (let level = 2; level <= 5; level++) {
    const [below, here] = [middle(level - 1), middle(level)];
    if (below !== undefined && here !== undefined && here <= below) problems.push(`the guide's level ${level} stays are not dearer than level ${level - 1}`);
  }
  const cheapestTop = Math.min(...stays.filter((stay) => stay.level === 5).map((stay) => stay.priceMin));
  const dearestBottom = Math.max(...stays.filter((stay) => stay.level === 1).map((stay) => stay.priceMax));
  if (!(cheapestTop > dearestBottom)) problems.push("the guide's level 5 stays do not start above level 1's");
  return problems;
}

/** Check 12: a real description, and the country's own currency and languages. */
function guideProblems(trip: TripToCheck, { destination, country }: CheckContext): string[] {
  const overview = trip.destinationOverview;
  if (!overview) return ['no destination overview'];
  const problems: string[] = [];
  // A source without descriptions (OpenStreetMap) gets none written for it: only its facts are checked.
  if (!destination.lacks?.includes('descriptions')) {
    if ((overview.description ?? '').trim().length < MIN_DESCRIPTION_CHARS) problems.push('the description is missing or too short to be real');
    for (const field of ['bestTimeToVisit', 'customs', 'transportationTips', 'safetyTips'] as const) {
      if (!overview[field]?.trim()) problems.push(`no ${field}`);
    }
    if ((overview.travelTips ?? []).length === 0) problems.push('no travel tips');
  }
  const currency = overview.currency ?? '';
  if (currency !== destination.currency) problems.push(`currency ${currency} is not the guide's ${destination.currency}`);
  if (!Intl.supportedValuesOf('currency').includes(currency)) problems.push(`${currency} is not an ISO 4217 currency`);
  if (country && !country.currencies.includes(currency)) problems.push(`${currency} is not a currency of ${destination.country} (${country.currencies.join(', ')})`);
  const languages = overview.languages ?? [];
  if (languages.length === 0) problems.push('no languages');
  if (country && !languages.some((language) => country.languages.some((known) => sameLanguage(language, known)))) {
    problems.push(`none of ${languages.join(', ')} is a language of ${destination.country} (${country.languages.join(', ')})`);
  }
  return problems;
}

/** "Mandarin Chinese" is Chinese; "Spanish" is Spanish. */
function sameLanguage(a: string, b: string): boolean {
  const [x, y] = [placeKey(a), placeKey(b)];
  return x === y || x.split(' ').includes(y) || y.split(' ').includes(x);
}

function placesByKey(destination: LoadedDestination): Map<string, LoadedPlace> {
  return new Map(destination.places.map((place) => [placeKey(place.name), place]));
}

function averagePrice(trip: TripToCheck, level: number): number | undefined {
  const prices = (trip.accommodations ?? [])
    .filter((stay) => stay.budgetLevel === undefined || stay.budgetLevel === level)
    .map((stay) => Number(stay.pricePerNight)).filter((price) => Number.isFinite(price) && price > 0);
  return prices.length === 0 ? undefined : prices.reduce((sum, price) => sum + price, 0) / prices.length;
}

export type { StoredActivity, StoredDay };
