import type { GuideBase } from '../guide/index.js';
import { coordinatesOf, type StoredDay } from './check-day.js';
import { placesReachedFrom } from './choose-legs.js';
import { DAY_TRIP_MAX_TRAVEL, isDayTripFrom, SHORT_TRIP_DAYS, STOP_RADIUS_KM } from './choose-stops.js';
import { distanceKm, nearestTo, travelMinutes } from './geo.js';
import type { LoadedDestination, LoadedPlace } from './types.js';

/**
 * What a stored trip can reach, for the checks that owe places (10, interests; 13, must-sees).
 * In a region, places within a visit or a day trip of the bases it stays at (docs/quality.md:
 * checks hold within each leg); a four-day trip from Reykjavik does not reach the glacier lagoon
 * of the east coast. A day's base is the one nearest its dinner, which is back at the base even
 * after a day trip. A trip of a day or two keeps its days in town: the area around the base it
 * sleeps at (the places the planner offers from there), and no day trip. `inTown` is what needs
 * no day trip from any of its bases.
 */
export function tripReach(itinerary: StoredDay[], destination: LoadedDestination): { reached: (place: LoadedPlace) => boolean; inTown: (place: LoadedPlace) => boolean } {
  const bases = destination.bases ?? [];
  // the planner reserves no day trip on a trip this short either
  const short = itinerary.length <= SHORT_TRIP_DAYS;
  if (bases.length === 0) return { reached: (place) => !short || !isDayTripFrom(place, destination), inTown: (place) => !isDayTripFrom(place, destination) };
  const used = [
    ...new Set(
      itinerary.flatMap((day) => {
        const located = (day.activities ?? []).flatMap((activity) => coordinatesOf(activity) ?? []);
        const evening = located[located.length - 1];
        return evening ? [nearestTo(evening, bases)] : [];
      }),
    ),
  ];
  const inTown = (place: LoadedPlace) => used.some((base) => !isDayTripFrom(place, base));
  // A short trip's days stay in the area of the base it sleeps at: the places the planner offers from there.
  const areaOf = new Map(used.map((base) => [base, new Set(placesReachedFrom(destination, base, used))]));
  const within = (base: GuideBase, place: LoadedPlace) => (short ? areaOf.get(base)!.has(place) && !isDayTripFrom(place, base) : distanceKm(base, place) <= STOP_RADIUS_KM || travelMinutes(base, place) <= DAY_TRIP_MAX_TRAVEL);
  return { reached: (place) => used.some((base) => within(base, place)), inTown };
}
