/**
 * How well a place suits this traveller: the interests it serves, how popular it is, whether
 * it fits the budget, the party and the season, plus a little seeded noise so that another
 * seed gives another good plan.
 */
import type { Interest } from '../guide/index.js';
import { isForAnotherAudience } from './check-relevance.js';
import type { Random } from './random.js';
import type { LoadedPlace, Traveller } from './types.js';

/** Guide prices run 0 (free) to 4 (over 100 USD); a budget level affords up to this price. */
const AFFORDABLE_PRICE = { 1: 1, 2: 2, 3: 3, 4: 4, 5: 4 } as const;

const NOISE = 1.6;
/**
 * docs/quality.md check 14: a place that serves none of the chosen interests and is no must-see
 * comes after every relevant one of like popularity; one made for another audience (a zoo on an
 * adults' trip) after nearly everything.
 */
const OFF_INTEREST_PENALTY = 4;
const OTHER_AUDIENCE_PENALTY = 5;

export interface ScoringContext {
  traveller: Traveller;
  /** the destination's latitude, for the season */
  latitude: number;
  random: Random;
}

export function scorePlace(place: LoadedPlace, { traveller, latitude, random }: ScoringContext): number {
  const served = servedInterests(place, traveller.interests).length;
  let score = (served > 0 ? 3 + 1.5 * (served - 1) : 0) + 0.7 * place.popularity;
  score -= 1.5 * Math.max(0, place.price - AFFORDABLE_PRICE[traveller.budgetLevel]);
  score += partyFit(place, traveller);
  if (isBeachInWinter(place, traveller.month, latitude)) score -= 2.5;
  if (served === 0 && !place.mustSee && traveller.interests.length > 0) {
    score -= OFF_INTEREST_PENALTY + (isForAnotherAudience(place, traveller) ? OTHER_AUDIENCE_PENALTY : 0);
  }
  return score + (random() - 0.5) * NOISE;
}

export function servedInterests(place: LoadedPlace, interests: readonly Interest[]): Interest[] {
  return interests.filter((interest) => place.interests.includes(interest));
}

/** Children need kid-friendly places and no late bars; couples, solo travellers and friends get a nudge. */
function partyFit(place: LoadedPlace, traveller: Traveller): number {
  if (traveller.gentle) {
    if (place.category === 'nightlife' && !place.kidFriendly) return -5;
    return place.kidFriendly ? 0.5 : -3;
  }
  const tag = { solo: 'Solo Travel', couple: 'Romance', friends: 'Nightlife', family: "Kid's Activities" }[traveller.party];
  return place.interests.includes(tag as Interest) ? 0.8 : 0;
}

/** Beaches are still offered in winter, just not first: Nov-Mar in the north, May-Sep in the south. */
export function isBeachInWinter(place: LoadedPlace, month: number | undefined, latitude: number): boolean {
  if (month === undefined || !place.interests.includes('Beach Activities')) return false;
  const tropics = 23.5;
  if (latitude >= tropics) return month >= 11 || month <= 3;
  if (latitude <= -tropics) return month >= 5 && month <= 9;
  return false;
}
