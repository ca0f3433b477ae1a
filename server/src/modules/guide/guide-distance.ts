import type { LatLng } from './guide.types.js';

const EARTH_RADIUS_KM = 6371;

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The item nearest the point; undefined when there are none. */
export function nearest<T extends LatLng>(items: readonly T[], point: LatLng): T | undefined {
  return items.reduce<T | undefined>((best, item) => (!best || distanceKm(item, point) < distanceKm(best, point) ? item : best), undefined);
}
