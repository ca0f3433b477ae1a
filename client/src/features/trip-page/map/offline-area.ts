/** Which of the offline base map's countries are near a trip (pure, so it can be tested). */
import type { Feature, Geometry, Position } from 'geojson';

/** how far around the trip's stops countries are drawn, in degrees: enough to zoom out a few steps (and few enough countries at 1:10m) */
export const OFFLINE_MAP_MARGIN_DEGREES = 10;

export interface Area {
  south: number;
  west: number;
  north: number;
  east: number;
}

function positionsOf(geometry: Geometry | null): Position[] {
  if (!geometry) return [];
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'MultiPoint':
    case 'LineString':
      return geometry.coordinates;
    case 'MultiLineString':
    case 'Polygon':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
    case 'GeometryCollection':
      return geometry.geometries.flatMap(positionsOf);
  }
}

/** Whether any point of the shape lies in the area: a point test, so a country's far-flung islands do not pull it in. */
export function touchesArea(shape: Feature, area: Area): boolean {
  return positionsOf(shape.geometry).some(([lng, lat]) => lat >= area.south && lat <= area.north && lng >= area.west && lng <= area.east);
}

/** `points` are [lat, lng] pairs. */
export function areaAround(points: ReadonlyArray<readonly [number, number, number?]>, margin = OFFLINE_MAP_MARGIN_DEGREES): Area {
  const lats = points.map(([lat]) => lat);
  const lngs = points.map(([, lng]) => lng);
  return { south: Math.min(...lats) - margin, north: Math.max(...lats) + margin, west: Math.min(...lngs) - margin, east: Math.max(...lngs) + margin };
}
