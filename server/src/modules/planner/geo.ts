/**
 * Distances and travel-time estimates. Travel time comes from the straight-line distance with
 * a detour factor and a mode chosen by distance; the estimate errs on the slow side, so a
 * schedule built on it still holds for a traveller who gets a little lost.
 */
import type { LatLng } from '../guide/index.js';

const EARTH_RADIUS_KM = 6371;
const RADIANS_PER_DEGREE = Math.PI / 180;

/**
 * Great-circle (haversine) distance in kilometres, as the guide's distanceKm. The planner
 * calls it in its innermost loops, so this copy allocates nothing per call.
 */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RADIANS_PER_DEGREE;
  const dLng = (b.lng - a.lng) * RADIANS_PER_DEGREE;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RADIANS_PER_DEGREE) * Math.cos(b.lat * RADIANS_PER_DEGREE) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const WALKING_LIMIT_KM = 1.5;
const CITY_TRANSIT_LIMIT_KM = 15;
const SUBURBAN_LIMIT_KM = 40;

/** Walking: 5 min to set off, then 4.5 km/h along streets 25% longer than the straight line. */
const WALK_OVERHEAD_MIN = 5;
const WALK_MIN_PER_KM = (1.25 / 4.5) * 60;
/** Minutes per straight-line km beyond walking distance: city transit or taxi with its waits, then suburban rail or road, then intercity trains and highways. */
const TRANSIT_MIN_PER_KM = 3;
const SUBURBAN_MIN_PER_KM = 1.2;
const INTERCITY_MIN_PER_KM = 0.5;
/** Between the bases of a region: by road, 40% longer than the straight line at 50 km/h, plus 30 min to load up. */
const ROAD_OVERHEAD_MIN = 30;
const ROAD_MIN_PER_KM = (1.4 / 50) * 60;

/** Minutes to get from a to b. Continuous and rising with distance, so farther never looks faster. */
export function travelMinutes(a: LatLng, b: LatLng): number {
  return travelMinutesForKm(distanceKm(a, b));
}

export function travelMinutesForKm(km: number): number {
  const stretches: Array<[limitKm: number, minutesPerKm: number]> = [
    [WALKING_LIMIT_KM, WALK_MIN_PER_KM],
    [CITY_TRANSIT_LIMIT_KM, TRANSIT_MIN_PER_KM],
    [SUBURBAN_LIMIT_KM, SUBURBAN_MIN_PER_KM],
    [Infinity, INTERCITY_MIN_PER_KM],
  ];
  let minutes = WALK_OVERHEAD_MIN;
  let from = 0;
  for (const [limit, minutesPerKm] of stretches) {
    minutes += (Math.min(km, limit) - from) * minutesPerKm;
    if (km <= limit) break;
    from = limit;
  }
  return minutes;
}

/** Moving between the bases of a region goes by road (shuttle or rental car), which is slower than a train. */
export function transferMinutes(a: LatLng, b: LatLng): number {
  return Math.max(travelMinutes(a, b), ROAD_OVERHEAD_MIN + distanceKm(a, b) * ROAD_MIN_PER_KM);
}

/** How to get there, in words, for descriptions. */
export function travelModeFor(km: number): string {
  if (km <= WALKING_LIMIT_KM) return 'on foot';
  if (km <= CITY_TRANSIT_LIMIT_KM) return 'by public transport or taxi';
  return 'by train, bus or car';
}

/** The option nearest the point (the first of equals). */
export function nearestTo<T extends LatLng>(point: LatLng, options: readonly T[]): T {
  return options.reduce((best, option) => (distanceKm(option, point) < distanceKm(best, point) ? option : best));
}

export function centreOf(points: readonly LatLng[]): LatLng {
  if (points.length === 0) throw new Error('centreOf needs at least one point');
  const lat = points.reduce((sum, point) => sum + point.lat, 0) / points.length;
  const lng = points.reduce((sum, point) => sum + point.lng, 0) / points.length;
  return { lat, lng };
}

export function pathLengthKm(points: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distanceKm(points[i - 1], points[i]);
  return total;
}

/** '2 h 35 min', '50 min' */
export function formatMinutes(minutes: number): string {
  const rounded = Math.round(minutes / 5) * 5;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
