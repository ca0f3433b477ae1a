/**
 * Where to eat: the meal suggestion that adds the least detour between the stops either side,
 * among those not yet used in the trip. The guide's own venues and areas come first; then an
 * honest "near this stop" suggestion at the stop itself (always the one on a day trip, where
 * the guide has no venues); the "around this neighbourhood" fallbacks once the guide's run
 * out; a repeat only after that.
 */
import type { LatLng } from '../guide/index.js';
import { areaWalked } from './choose-legs.js';
import { distanceKm } from './geo.js';
import { placeKey } from './place-key.js';
import type { LoadedPlace, MealOption } from './types.js';

export type MealKind = 'lunch' | 'dinner';

/** The stops either side of a meal: where they are and, for visits, which place. */
export interface MealNeighbour extends LatLng {
  place?: LoadedPlace;
}

/** Chooses a meal for a gap in the day; `excluded` holds keys taken elsewhere in the same day. */
export type MealChooser = (meal: MealKind, before: MealNeighbour | undefined, after: MealNeighbour | undefined, excluded: ReadonlySet<string>) => MealOption | undefined;

const FALLBACK_PENALTY_KM = 3;
/** A named venue (a meal "at" a real place) is worth this much detour over an area suggestion: docs/quality.md's named-meal target. */
const NAMED_VENUE_BONUS_KM = 1;
const BESIDE_STOP_PENALTY_KM = 2;
/** With meals kept beside the stops, the guide's venues remain only for a meal with no stop beside it. */
const GUIDE_WHEN_BESIDE_PENALTY_KM = 100;
const REPEAT_PENALTY_KM = 1000;

/**
 * @param options the leg's meal suggestions
 * @param timesUsed how often each place key has been used in the trip so far (stops count too)
 * @param dayTrip the day's day-trip place: lunch there is always "near" it, dinner never
 * @param besideStopsOnly keep every meal at a neighbouring stop, so the meals add no distance to the day's path
 * @param guideMealsScarce the stay needs more meals than the guide suggests: prefer eating by the stops
 */
export function mealChooser(
  options: readonly MealOption[],
  timesUsed: ReadonlyMap<string, number>,
  dayTrip: LoadedPlace | undefined,
  { besideStopsOnly = false, guideMealsScarce = false }: { besideStopsOnly?: boolean; guideMealsScarce?: boolean } = {},
): MealChooser {
  // The scheduler asks the same question for many arrangements of one day: answer each once.
  const answers = new Map<string, MealOption | undefined>();
  return (meal, before, after, excluded) => {
    const question = `${meal}|${before?.lat},${before?.lng},${before?.place?.id}|${after?.lat},${after?.lng},${after?.place?.id}|${[...excluded].join('|')}`;
    if (!answers.has(question)) answers.set(question, bestMeal(meal, before, after, excluded));
    return answers.get(question);
  };

  function bestMeal(meal: MealKind, before: MealNeighbour | undefined, after: MealNeighbour | undefined, excluded: ReadonlySet<string>): MealOption | undefined {
    const candidates: Array<{ option: MealOption; penalty: number }> = options
      .filter((option) => option.serves === meal || option.serves === 'both')
      .map((option) => ({ option, penalty: (besideStopsOnly ? GUIDE_WHEN_BESIDE_PENALTY_KM : 0) + (option.fallback ? FALLBACK_PENALTY_KM : 0) - (option.connector === 'at' ? NAMED_VENUE_BONUS_KM : 0) }));
    for (const place of [before?.place, after?.place]) {
      if (!place || (place === dayTrip && meal === 'dinner')) continue;
      // On a stay longer than the guide has meals for, eating by the stops saves them for days with few stops.
      const penalty = besideStopsOnly || place === dayTrip ? 0 : guideMealsScarce ? -BESIDE_STOP_PENALTY_KM : BESIDE_STOP_PENALTY_KM;
      candidates.push({ option: mealBeside(place, place === dayTrip), penalty });
    }
    let best: MealOption | undefined;
    let bestCost = Infinity;
    for (const { option, penalty } of candidates) {
      if (excluded.has(option.key)) continue;
      const cost = detourKm(option, before, after) + penalty + REPEAT_PENALTY_KM * (timesUsed.get(option.key) ?? 0);
      if (cost < bestCost) {
        best = option;
        bestCost = cost;
      }
    }
    return best;
  }
}

/** The extra distance of going from `before` to `after` by way of the meal. */
export function detourKm(meal: LatLng, before: LatLng | undefined, after: LatLng | undefined): number {
  if (before && after) return distanceKm(before, meal) + distanceKm(meal, after) - distanceKm(before, after);
  const neighbour = before ?? after;
  return neighbour ? distanceKm(neighbour, meal) : 0;
}

/** An honest suggestion for when the guide has no venue close to a stop: eat at or right by it. */
export function mealBeside(place: LoadedPlace, isDayTrip: boolean): MealOption {
  const known = (isDayTrip ? BESIDE_DAY_TRIP : BESIDE_STOP).get(place);
  if (known) return known;
  const option = describeMealBeside(place, isDayTrip);
  (isDayTrip ? BESIDE_DAY_TRIP : BESIDE_STOP).set(place, option);
  return option;
}

const BESIDE_STOP = new WeakMap<LoadedPlace, MealOption>();
const BESIDE_DAY_TRIP = new WeakMap<LoadedPlace, MealOption>();

function describeMealBeside(place: LoadedPlace, isDayTrip: boolean): MealOption {
  // After a neighbourhood walk the meal is in that neighbourhood, not "near Walk around ...".
  const area = isDayTrip ? undefined : areaWalked(place);
  const name = isDayTrip ? `near ${place.name} (day trip)` : area ? `in ${area}` : `near ${place.name}`;
  return {
    key: placeKey(name),
    name,
    connector: '',
    serves: isDayTrip ? 'lunch' : 'both',
    fallback: false,
    description: isDayTrip
      ? `Day-trip lunch at the cafés and restaurants at or around ${place.name}; bring snacks and water if you set off early.`
      : area
        ? `Eat at one of the cafés or restaurants you pass on the walk through ${area}.`
        : `Eat at the café or restaurants right by ${place.name}, with no extra travel.`,
    address: place.address,
    lat: place.lat,
    lng: place.lng,
  };
}
