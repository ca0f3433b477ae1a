/**
 * Whether a destination offers enough for the planner to build any trip a traveller may ask
 * for: places across categories and interests, lunch and dinner in every neighbourhood, and
 * stays at every budget level (docs/quality.md checks 4, 10 and 11 depend on these).
 */
import { distanceKm } from './guide-distance.js';
import { INTERESTS, PLACE_CATEGORIES, type GuideDestination, type GuideStay } from './guide.types.js';

export const MINIMUM = {
  places: 40,
  categories: 8,
  cityDayTrips: 2,
  kidFriendlyPlaces: 6,
} as const;

/** How many must-see places a destination marks: enough icons for a week, few enough to mean something. */
export const MUST_SEES = { min: 3, max: 10 } as const;

/** Meals further than this from their neighbourhood's centre would not fit a day's route. */
export const MEAL_MAX_KM = 3;

/**
 * Stays to compare (docs/quality.md check 17): for each budget level, at least this many at
 * that level and the levels beside it, in at least this many neighbourhoods, in a city and
 * around each base of a region or country.
 */
export const STAY_CHOICE = { stays: 3, neighbourhoods: 2 } as const;
/** In a region, a stay this close to a base is a choice for it whichever base owns its area (the planner's shared reach). */
export const STAY_SHARED_REACH_KM = 25;

/** Level 5's cheapest stay must cost more than this many times level 1's dearest. */
const LUXURY_OVER_BUDGET_FACTOR = 2;

export function coverageErrors(destination: GuideDestination): string[] {
  return [...placeCoverageErrors(destination), ...mealErrors(destination), ...stayErrors(destination.stays)];
}

/** The stays a traveller staying around each base (or in the city) could choose from. */
export function stayScopes(destination: GuideDestination): Array<{ name: string; stays: GuideStay[] }> {
  const { bases = [], neighbourhoods, stays, kind } = destination;
  if (bases.length === 0) return [{ name: destination.name, stays }];
  const baseOf = new Map(neighbourhoods.map((area) => [area.id, area.base]));
  return bases.map((base) => ({
    name: `base "${base.id}"`,
    stays: stays.filter((stay) => baseOf.get(stay.neighbourhood) === base.id || (kind === 'region' && distanceKm(stay, base) <= STAY_SHARED_REACH_KM)),
  }));
}

/**
 * Where the guide falls short of check 17's choice. A model's proposal must meet it; a guide
 * file that does not yet is reported by guide:check as a shortfall to fill (some bases have no
 * honest stay at some levels yet), and check 17 is not applied to trips at those levels there.
 */
export function stayChoiceErrors(destination: GuideDestination, levels: readonly number[] = [1, 2, 3, 4, 5]): string[] {
  const errors: string[] = [];
  for (const scope of stayScopes(destination)) {
    for (const level of levels) {
      const near = scope.stays.filter((stay) => Math.abs(stay.level - level) <= 1);
      const areas = new Set(near.map((stay) => stay.neighbourhood));
      if (near.length < STAY_CHOICE.stays || areas.size < STAY_CHOICE.neighbourhoods) {
        errors.push(`${scope.name}: level ${level} has ${near.length} stays at levels ${Math.max(1, level - 1)}-${Math.min(5, level + 1)} in ${areas.size} neighbourhoods; needs ${STAY_CHOICE.stays} in ${STAY_CHOICE.neighbourhoods}`);
      }
    }
  }
  return errors;
}

function placeCoverageErrors({ places, kind }: GuideDestination): string[] {
  const errors: string[] = [];
  if (places.length < MINIMUM.places) errors.push(`has ${places.length} places; needs at least ${MINIMUM.places}`);
  const categories = new Set(places.map((place) => place.category));
  if (categories.size < MINIMUM.categories) {
    const missing = PLACE_CATEGORIES.filter((category) => !categories.has(category));
    errors.push(`covers ${categories.size} of ${PLACE_CATEGORIES.length} categories; needs ${MINIMUM.categories} (missing: ${missing.join(', ')})`);
  }
  const dayTrips = places.filter((place) => place.dayTrip === true).length;
  if (kind === 'city' && dayTrips < MINIMUM.cityDayTrips) errors.push(`has ${dayTrips} day trips; a city needs at least ${MINIMUM.cityDayTrips}`);
  const served = new Set(places.flatMap((place) => place.interests));
  const unserved = INTERESTS.filter((interest) => !served.has(interest));
  if (unserved.length > 0) errors.push(`no place serves these interests: ${unserved.join(', ')}`);
  const forKids = places.filter((place) => place.kidFriendly).length;
  if (forKids < MINIMUM.kidFriendlyPlaces) errors.push(`has ${forKids} kid-friendly places; needs at least ${MINIMUM.kidFriendlyPlaces}`);
  const mustSees = places.filter((place) => place.mustSee);
  if (mustSees.length < MUST_SEES.min || mustSees.length > MUST_SEES.max) errors.push(`marks ${mustSees.length} must-sees; needs ${MUST_SEES.min} to ${MUST_SEES.max}`);
  const unpopular = mustSees.filter((place) => place.popularity !== 5).map((place) => place.id);
  if (unpopular.length > 0) errors.push(`must-sees have popularity 5: ${unpopular.join(', ')}`);
  return errors;
}

function mealErrors({ neighbourhoods }: GuideDestination): string[] {
  const errors: string[] = [];
  for (const area of neighbourhoods) {
    const nearby = area.meals.filter((meal) => distanceKm(area, meal) <= MEAL_MAX_KM);
    for (const meal of area.meals.filter((meal) => !nearby.includes(meal))) {
      errors.push(`neighbourhood "${area.id}": meal "${meal.name}" is ${distanceKm(area, meal).toFixed(1)} km from the neighbourhood centre (max ${MEAL_MAX_KM})`);
    }
    if (!nearby.some((meal) => meal.meal !== 'dinner')) errors.push(`neighbourhood "${area.id}" has no lunch within ${MEAL_MAX_KM} km`);
    if (!nearby.some((meal) => meal.meal !== 'lunch')) errors.push(`neighbourhood "${area.id}" has no dinner within ${MEAL_MAX_KM} km`);
  }
  return errors;
}

function stayErrors(stays: GuideStay[]): string[] {
  const errors = stays
    .filter((stay) => stay.priceMin > stay.priceMax)
    .map((stay) => `stay "${stay.name}": priceMin ${stay.priceMin} is above priceMax ${stay.priceMax}`);
  const levels = [1, 2, 3, 4, 5].map((level) => stays.filter((stay) => stay.level === level));
  const missing = levels.flatMap((atLevel, index) => (atLevel.length === 0 ? [index + 1] : []));
  if (missing.length > 0) return [...errors, `no stay at budget level ${missing.join(', ')}; needs at least one per level 1-5`];
  const cheapest = levels.map((atLevel) => Math.min(...atLevel.map((stay) => stay.priceMin)));
  for (let level = 2; level <= 5; level++) {
    if (cheapest[level - 1] < cheapest[level - 2]) {
      errors.push(`stay prices must rise with the level: level ${level} starts at ${cheapest[level - 1]}, below level ${level - 1}'s ${cheapest[level - 2]}`);
    }
  }
  const budgetTop = Math.max(...levels[0].map((stay) => stay.priceMax));
  if (cheapest[4] <= budgetTop * LUXURY_OVER_BUDGET_FACTOR) {
    errors.push(`level 5 stays start at ${cheapest[4]}; must be above ${LUXURY_OVER_BUDGET_FACTOR} x level 1's highest price (${budgetTop})`);
  }
  return errors;
}
