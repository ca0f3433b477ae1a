/**
 * Which places make it into the trip. Every candidate gets a score for this traveller; one
 * stop per chosen interest is reserved first, so every interest is served; the rest is filled
 * by score with a penalty for categories already taken, so days do not become five museums.
 */
import type { Interest, LatLng } from '../guide/index.js';
import { distanceKm, travelMinutes } from './geo.js';
import { canVisit, shortestVisit } from './opening-hours.js';
import { isRelevant } from './check-relevance.js';
import { scorePlace, servedInterests, type ScoringContext } from './score-place.js';
import { DINNER_WINDOW } from './schedule-day.js';
import type { Leg, LoadedPlace, Traveller } from './types.js';

/** Stops farther than this from their base are day trips, whatever the guide says. */
export const STOP_RADIUS_KM = 40;
/** A day trip needs this long on site to be worth the journey. */
export const DAY_TRIP_MIN_VISIT = 180;
/** Trips this short keep their days in town: an interest only day trips serve is not owed (check 10). */
export const SHORT_TRIP_DAYS = 2;
export const DAY_TRIP_MAX_TRAVEL = 180;
const DAY_TRIP_SETS_OFF = 8 * 60 + 30;
const VARIETY_PENALTY = 0.9;
const WALK_SCORE = -50;
/** Check 14 wants 80% of a trip's sights relevant: four relevant sights for each one off the traveller's interests. */
export const RELEVANT_PER_OFF_INTEREST = 4;
/** An interest is best served by a must-see (check 13): one stop then does for both. */
const MUST_SEE_SERVES_TOO = 3;

export interface Candidate {
  place: LoadedPlace;
  score: number;
  legIndex: number;
  isDayTrip: boolean;
  /** serves a chosen interest or is a must-see (docs/quality.md check 14); true for every place when no interest was chosen */
  relevant: boolean;
}

/**
 * Check 14 wants 80% of a trip's sights relevant: at most one sight off the traveller's
 * interests for every four on them. Past that, days take fewer, longer visits or a
 * neighbourhood walk instead (a walk is not a sight).
 */
export function offInterestAllowed(relevantCount: number, offCount: number): boolean {
  return offCount + 1 <= relevantCount / RELEVANT_PER_OFF_INTEREST;
}

/** Every place of every leg that can be visited on at least one of that leg's days, best first. */
export function rankCandidates(legs: Leg[], weekdays: number[] | undefined, scoring: ScoringContext): Candidate[] {
  const candidates: Candidate[] = [];
  legs.forEach((leg, legIndex) => {
    const legWeekdays = weekdays ? weekdays.slice(leg.firstDay, leg.firstDay + leg.dayCount) : [undefined];
    for (const place of leg.places) {
      const isDayTrip = isDayTripFrom(place, leg.base);
      if (isDayTrip && travelMinutes(leg.base, place) > DAY_TRIP_MAX_TRAVEL) continue;
      if (!legWeekdays.some((weekday) => (isDayTrip ? canVisitOnDayTrip(place, leg, weekday) : canVisit(place, weekday, shortestVisit(place))))) continue;
      const relevant = scoring.traveller.interests.length === 0 || isRelevant(place, scoring.traveller.interests);
      candidates.push({ place, score: scorePlace(place, scoring), legIndex, isDayTrip, relevant });
    }
    // Walks come last of all, and only when a long stay has used up the places.
    for (const walk of leg.walks) candidates.push({ place: walk, score: WALK_SCORE, legIndex, isDayTrip: false, relevant: false });
  });
  return candidates.sort((a, b) => b.score - a.score);
}

/** A neighbourhood walk, which fills a long stay's days once the places run out; it is not a sight. */
export function isWalk(candidate: Candidate): boolean {
  return candidate.score <= WALK_SCORE;
}

export function isDayTripFrom(place: LoadedPlace, base: LatLng): boolean {
  return place.dayTrip === true || distanceKm(place, base) > STOP_RADIUS_KM;
}

/** A day trip must be open long enough between getting there after breakfast and leaving in time for dinner. */
export function canVisitOnDayTrip(place: LoadedPlace, leg: Leg, weekday: number | undefined): boolean {
  const journey = travelMinutes(leg.base, place);
  return canVisit(place, weekday, Math.min(place.durationMin, DAY_TRIP_MIN_VISIT), DAY_TRIP_SETS_OFF + journey, DINNER_WINDOW.to - journey);
}

/**
 * One stop per chosen interest, rarest interest first: the best candidate serving it, with a
 * bonus for serving other chosen interests too and for not needing a day trip.
 */
export function reserveInterests(candidates: Candidate[], traveller: Traveller, dayCount: number): Candidate[] {
  const reserved: Candidate[] = [];
  // A trip of a day or two does not give a whole day to a day trip for one interest: its days go to the city and its icons.
  const servedBy = (interest: Interest) => candidates.filter((candidate) => !isWalk(candidate) && (dayCount > SHORT_TRIP_DAYS || !candidate.isDayTrip) && candidate.place.interests.includes(interest));
  // A short trip's day holds every interest only if no one of them takes it all (a half-day walk, not a full-day cruise).
  const minutesPerPoint = dayCount <= SHORT_TRIP_DAYS ? 40 : 120;
  const rarestFirst = [...traveller.interests].sort((a, b) => servedBy(a).length - servedBy(b).length);
  for (const interest of rarestFirst) {
    if (reserved.some((candidate) => candidate.place.interests.includes(interest))) continue;
    const options = servedBy(interest);
    if (options.length === 0) continue;
    // Places serving several chosen interests, in the city, and not too long leave room for the rest.
    const worth = (candidate: Candidate) => candidate.score + 2 * servedInterests(candidate.place, traveller.interests).length + (candidate.isDayTrip ? 0 : 3) + (candidate.place.mustSee ? MUST_SEE_SERVES_TOO : 0) - candidate.place.durationMin / minutesPerPoint;
    reserved.push(options.reduce((best, candidate) => (worth(candidate) > worth(best) ? candidate : best)));
  }
  return reserved;
}

/**
 * Reserved stops, then the best of the rest with category variety, until the minutes are
 * reached: relevant places first, whatever their category, and off-interest ones only within
 * check 14's share (walks, which are not sights, come after them).
 */
export function chooseStops(candidates: Candidate[], reserved: Candidate[], minutes: number): Candidate[] {
  const chosen = [...reserved];
  const categoryCount = new Map<string, number>();
  for (const candidate of chosen) categoryCount.set(candidate.place.category, (categoryCount.get(candidate.place.category) ?? 0) + 1);
  let total = chosen.reduce((sum, candidate) => sum + candidate.place.durationMin, 0);
  const left = candidates.filter((candidate) => !chosen.includes(candidate));
  while (total < minutes && left.length > 0) {
    const relevantCount = chosen.filter((candidate) => candidate.relevant).length;
    const offCount = chosen.filter((candidate) => !candidate.relevant && !isWalk(candidate)).length;
    const pool = left.some((candidate) => candidate.relevant)
      ? left.filter((candidate) => candidate.relevant)
      : left.filter((candidate) => isWalk(candidate) || offInterestAllowed(relevantCount, offCount));
    if (pool.length === 0) break;
    const worth = (candidate: Candidate) => candidate.score - VARIETY_PENALTY * (categoryCount.get(candidate.place.category) ?? 0);
    const next = pool.reduce((best, candidate) => (worth(candidate) > worth(best) ? candidate : best));
    left.splice(left.indexOf(next), 1);
    chosen.push(next);
    categoryCount.set(next.place.category, (categoryCount.get(next.place.category) ?? 0) + 1);
    total += next.place.durationMin;
  }
  return chosen;
}

/** One day trip per ~5 days on week-long stays, more when an interest or a thin city needs them. */
export function dayTripCount(legDays: number, cityDays: number, options: { reserved: number; available: number; cityMinutes: number; minutesPerDay: number; mealOptions: number; most: number }): number {
  let count = Math.max(legDays >= 6 ? Math.round(legDays / 5) : 0, options.reserved);
  const cityDaysLeft = () => cityDays - count;
  // Add day trips while the city cannot fill its days, or while its meal suggestions would repeat.
  while (count < options.available && cityDaysLeft() > 1 && (options.cityMinutes < cityDaysLeft() * options.minutesPerDay || options.mealOptions < 2 * cityDaysLeft() + count)) count++;
  return Math.min(count, options.available, options.most);
}
