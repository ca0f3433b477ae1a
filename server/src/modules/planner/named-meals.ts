/**
 * docs/quality.md's target beside the checks: at least half of a trip's meals name a real,
 * long-standing venue (a guide meal of kind "venue"); the rest say honestly that only an area
 * is known ("Ramen around Kyoto Station", "near the Louvre"). Measured by the evaluator.
 */
import { activityTypeOf } from './activity-type.js';
import type { StoredDay } from './check-day.js';
import { placeKey, placeKeyOfTitle } from './place-key.js';
import type { LoadedDestination } from './types.js';

export const NAMED_MEAL_TARGET = 0.5;

/** The trip's meals, and how many of them name one of the guide's venues. */
export function namedMeals(days: StoredDay[], destination: LoadedDestination): { meals: number; named: number } {
  const venues = new Set(destination.neighbourhoods.flatMap((area) => area.meals.filter((meal) => meal.kind === 'venue').map((meal) => placeKey(meal.name))));
  const meals = days.flatMap((day) => (day.activities ?? []).filter((activity) => activityTypeOf(activity) === 'meal'));
  return { meals: meals.length, named: meals.filter((meal) => venues.has(placeKeyOfTitle(meal.title ?? ''))).length };
}
