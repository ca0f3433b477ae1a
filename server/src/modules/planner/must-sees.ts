/**
 * Check 13 (docs/quality.md): a trip includes at least 75% of min(must-sees, 2 x days) of its
 * destination's must-sees, the places the guide marks `mustSee`. Only a must-see closed on every
 * day of the trip, or one that does not suit the party (not for children when children come),
 * is excused. The planner reserves them before anything else (reserveMustSees); the check
 * reads the stored trip, as every other check does.
 */
import { SHORT_TRIP_DAYS, type Candidate } from './choose-stops.js';
import type { StoredDay } from './check-day.js';
import { tripReach } from './trip-reach.js';
import { canVisit, shortestVisit } from './opening-hours.js';
import { placeKey, placeKeyOfTitle } from './place-key.js';
import type { LoadedDestination, LoadedPlace, Traveller } from './types.js';

export const MUST_SEE_SHARE = 0.75;
/** A day holds at most this many icons before the rest of the traveller's interests get no room. */
const MUST_SEES_PER_DAY = 2;

/**
 * How many must-sees a trip of `dayCount` days must include, of `count` it could: 75% of
 * min(count, 2 x days). The 2 x days are two icons a day; one that needs a day trip (`away` of
 * the count) takes its whole day, so it counts for both of that day's.
 */
export function mustSeeTarget(count: number, dayCount: number, away = 0): number {
  const slots = MUST_SEES_PER_DAY * dayCount;
  const inTown = Math.min(count - away, slots);
  const fits = inTown + Math.min(away, Math.floor((slots - inTown) / MUST_SEES_PER_DAY));
  return Math.ceil(MUST_SEE_SHARE * fits);
}

/** Why a must-see may be left out of this trip, or undefined when it may not. */
export function mustSeeExcuse(place: LoadedPlace, gentle: boolean, weekdays: number[] | undefined): string | undefined {
  if (gentle && !place.kidFriendly) return 'not for children';
  const days = weekdays ?? [undefined];
  if (!days.some((weekday) => canVisit(place, weekday, shortestVisit(place)))) return 'closed on every day of the trip';
  return undefined;
}

/** The destination's must-sees this trip owes: all but those excused. */
function owedMustSees(destination: LoadedDestination, gentle: boolean, weekdays: number[] | undefined): LoadedPlace[] {
  return destination.places.filter((place) => place.mustSee && !mustSeeExcuse(place, gentle, weekdays));
}

/**
 * The must-sees the planner keeps, best first: enough to pass the check with one to spare,
 * icons in town before day trips, on top of the stops already reserved for interests.
 */
export function reserveMustSees(candidates: Candidate[], reserved: Candidate[], traveller: Traveller, dayCount: number, destination: LoadedDestination, weekdays: number[] | undefined): Candidate[] {
  const owedAnywhere = new Set(owedMustSees(destination, traveller.gentle, weekdays));
  // A trip of a day or two keeps its days in town (as for check 10): it owes no icon a day trip away.
  const short = dayCount <= SHORT_TRIP_DAYS;
  const within = candidates.filter((candidate) => owedAnywhere.has(candidate.place) && (!short || !candidate.isDayTrip));
  // Aiming high: a longer trip counts every icon, even one no leg here offers (the check may still reach it).
  const owed = short ? new Set(within.map((candidate) => candidate.place)) : owedAnywhere;
  // in a region, away only when a day trip from every base that has it
  const away = [...owed].filter((place) => within.some((candidate) => candidate.place === place) && within.every((candidate) => candidate.place !== place || candidate.isDayTrip)).length;
  const aim = Math.min(mustSeeTarget(owed.size, dayCount, away) + 1, MUST_SEES_PER_DAY * dayCount);
  const kept = [...reserved];
  let held = kept.filter((candidate) => candidate.place.mustSee).length;
  // A short trip's day is already half taken by its interests: shorter icons fit beside them (Cloud Gate before Wrigley Field).
  const hoursCost = short ? 1.5 : 0.5;
  const worth = (candidate: Candidate) => candidate.score - (hoursCost * candidate.place.durationMin) / 60;
  const options = candidates
    .filter((candidate) => within.includes(candidate) && !kept.includes(candidate))
    // town icons come first
    .sort((a, b) => Number(a.isDayTrip) - Number(b.isDayTrip) || worth(b) - worth(a));
  for (const option of options) {
    if (held >= aim) break;
    kept.push(option);
    held++;
  }
  return kept;
}

/** Check 13's reasons: none when the trip holds enough of the must-sees within reach of where it stays. */
export function mustSeeProblems(itinerary: StoredDay[], destination: LoadedDestination, gentle: boolean, weekdays: number[] | undefined): string[] {
  const visited = new Set(itinerary.flatMap((day) => (day.activities ?? []).map((activity) => placeKeyOfTitle(activity.title ?? ''))));
  const { reached, inTown } = tripReach(itinerary, destination);
  // one the trip sees counts, even where it was excused or out of reach
  const seen = (place: LoadedPlace) => visited.has(placeKey(place.name));
  const notExcused = new Set(owedMustSees(destination, gentle, weekdays));
  const owed = destination.places.filter((place) => place.mustSee && (seen(place) || (notExcused.has(place) && reached(place))));
  const target = mustSeeTarget(owed.length, itinerary.length, owed.filter((place) => !inTown(place)).length);
  const missing = owed.filter((place) => !seen(place));
  const included = owed.length - missing.length;
  if (included >= target) return [];
  return [`${included} of ${owed.length} must-sees included; a ${itinerary.length}-day trip needs ${target} (missing: ${missing.map((place) => place.name).join(', ')})`];
}
