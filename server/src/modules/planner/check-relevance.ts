/**
 * docs/quality.md check 14, relevance: most of a trip's sights serve an interest the traveller
 * chose or are must-sees, and a sight made for another audience (a zoo on an adults' history
 * trip) is not picked while a relevant one is near. Judged on the guide's records of the trip's
 * stops; meals, journeys, rest breaks and the neighbourhood walks of a long stay are not sights.
 */
import { isVisit } from './activity-type.js';
import type { StoredDay } from './check-day.js';
import { distanceKm } from './geo.js';
import { placeKey, placeKeyOfTitle } from './place-key.js';
import { readTraveller } from './traveller.js';
import type { Interest } from '../guide/index.js';
import type { LoadedDestination, LoadedPlace, PlanRequest, Traveller } from './types.js';

/** The least share of sights that serve a chosen interest or are must-sees. */
export const RELEVANT_SHARE = 0.8;
/** A relevant sight this close makes one meant for another audience a poor pick. */
export const NEARBY_ALTERNATIVE_KM = 3;

export function isRelevant(place: Pick<LoadedPlace, 'interests' | 'mustSee'>, interests: readonly Interest[]): boolean {
  return place.mustSee === true || place.interests.some((interest) => interests.includes(interest));
}

/** Made for children (zoos, aquariums, theme parks), on a trip with no children and no kids' interest. */
export function isForAnotherAudience(place: Pick<LoadedPlace, 'category'>, traveller: Pick<Traveller, 'gentle'>): boolean {
  return place.category === 'kids' && !traveller.gentle;
}

/** Check 14; undefined (not applied) when the traveller chose no interest the planner knows. */
export function relevanceProblems(days: StoredDay[], request: Pick<PlanRequest, 'preferences' | 'startDate' | 'endDate'>, destination: LoadedDestination): string[] | undefined {
  const traveller = readTraveller(request);
  if (traveller.interests.length === 0) return undefined;
  const byKey = new Map(destination.places.map((place) => [placeKey(place.name), place]));
  const sights = days.flatMap((day) =>
    (day.activities ?? []).flatMap((activity) => {
      if (!isVisit(activity)) return [];
      const place = byKey.get(placeKeyOfTitle(activity.title ?? ''));
      return place ? [place] : [];
    }),
  );
  if (sights.length === 0) return undefined;
  const problems: string[] = [];
  const off = sights.filter((place) => !isRelevant(place, traveller.interests));
  if (sights.length - off.length < RELEVANT_SHARE * sights.length) {
    problems.push(`only ${sights.length - off.length} of ${sights.length} sights serve a chosen interest or are must-sees (not: ${off.map((place) => place.name).join(', ')})`);
  }
  const inTrip = new Set(sights);
  for (const place of off.filter((candidate) => isForAnotherAudience(candidate, traveller))) {
    const alternative = destination.places.find((other) => !inTrip.has(other) && !other.dayTrip && isRelevant(other, traveller.interests) && distanceKm(other, place) <= NEARBY_ALTERNATIVE_KM);
    if (alternative) problems.push(`${place.name} is made for children, and ${alternative.name} nearby serves this trip's interests`);
  }
  return problems;
}
