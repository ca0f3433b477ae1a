/**
 * Where the printed map draws each stop: the trip's stops projected (Web Mercator, as the live
 * map) and fitted into a fixed picture, with a scale bar. Pure, so it can be tested.
 */
import type { MapDay } from './map-days';

const EARTH_RADIUS_M = 6_378_137;
/** a trip whose stops are all in one spot still shows about this much ground around it */
const MIN_SPAN_M = 2_000;

export interface PrintMapSize {
  width: number;
  height: number;
  /** room kept free on every side, for the pins */
  padding: number;
}

export interface PrintMapPoint {
  x: number;
  y: number;
  number: number;
  title: string;
}

export interface PrintMapDay {
  day: number;
  title: string;
  color: string;
  points: PrintMapPoint[];
}

export interface PrintMapLayout {
  days: PrintMapDay[];
  /** a round distance and its length in the picture's units */
  scale: { length: number; label: string } | null;
}

const mercatorX = (lng: number) => (lng * Math.PI) / 180;
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

/** The largest 1, 2 or 5 times a power of ten that is at most `metres`. */
function roundDistance(metres: number): number {
  const power = 10 ** Math.floor(Math.log10(metres));
  return [5, 2, 1].map((step) => step * power).find((value) => value <= metres) ?? power;
}

const distanceLabel = (metres: number) => (metres >= 1000 ? `${metres / 1000} km` : `${metres} m`);

export function printMapLayout(days: readonly MapDay[], { width, height, padding }: PrintMapSize): PrintMapLayout {
  const stops = days.flatMap((day) => day.stops);
  if (stops.length === 0) return { days: days.map((day) => ({ day: day.day, title: day.title, color: day.color, points: [] })), scale: null };

  const xs = stops.map((stop) => mercatorX(stop.lng));
  const ys = stops.map((stop) => mercatorY(stop.lat));
  const middleLat = (Math.min(...stops.map((stop) => stop.lat)) + Math.max(...stops.map((stop) => stop.lat))) / 2;
  // one Mercator unit is this many metres of ground at the trip's latitude
  const metresPerUnit = EARTH_RADIUS_M * Math.cos((middleLat * Math.PI) / 180);
  const minSpan = MIN_SPAN_M / metresPerUnit;
  const spanX = Math.max(Math.max(...xs) - Math.min(...xs), minSpan);
  const spanY = Math.max(Math.max(...ys) - Math.min(...ys), minSpan);
  const centreX = (Math.max(...xs) + Math.min(...xs)) / 2;
  const centreY = (Math.max(...ys) + Math.min(...ys)) / 2;
  const unitsPerMercator = Math.min((width - 2 * padding) / spanX, (height - 2 * padding) / spanY);

  const place = (lat: number, lng: number) => ({
    x: width / 2 + (mercatorX(lng) - centreX) * unitsPerMercator,
    // north is up: Mercator y grows northwards, the picture's downwards
    y: height / 2 - (mercatorY(lat) - centreY) * unitsPerMercator,
  });

  const metres = roundDistance(((width / 5) * metresPerUnit) / unitsPerMercator);
  return {
    days: days.map((day) => ({
      day: day.day,
      title: day.title,
      color: day.color,
      points: day.stops.map((stop) => ({ ...place(stop.lat, stop.lng), number: stop.number, title: stop.title })),
    })),
    scale: { length: (metres / metresPerUnit) * unitsPerMercator, label: distanceLabel(metres) },
  };
}
