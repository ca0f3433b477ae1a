/**
 * "Somewhere warm in February": the offline assistant cannot check the weather, but it knows
 * which half of the world has summer in a month. It offers covered destinations in the warm
 * latitudes of that half: between 15° and 40° from the equator, which leaves out the cool far
 * south and north and the high, mild cities near the equator (Quito, Bogotá, Cusco).
 */
import { normaliseText } from './normalise.js';
import type { CoveredDestination } from './offline-assistant.types.js';

const WARMTH = /\b(?:warm|warmer|warmth|hot|sunny|sunshine|sun|tropical|tropics)\b/;

/** Whether a message wishes for warm weather ("somewhere warm", "a sunny break"). */
export function asksForWarmth(text: string): boolean {
  return WARMTH.test(normaliseText(text));
}

const NORTHERN_SUMMER = [5, 6, 7, 8, 9];
const SOUTHERN_SUMMER = [11, 12, 1, 2, 3];
const WARM_LATITUDE = { from: 15, to: 40 };
/** April and October are summer in neither half; only the subtropics (up to 30°) are warm then. */
const SHOULDER_LATITUDE_TO = 30;

export interface WarmOffer {
  /** "in February it is summer south of the equator" */
  why: string;
  destinations: CoveredDestination[];
}

/** Up to `count` covered destinations warm in `month` (1-12), varied by `seed`. */
export function warmDestinations(covered: readonly CoveredDestination[], month: number, monthName: string, seed: number, count = 3): WarmOffer {
  const north = NORTHERN_SUMMER.includes(month);
  const south = SOUTHERN_SUMMER.includes(month);
  const to = north || south ? WARM_LATITUDE.to : SHOULDER_LATITUDE_TO;
  const warm = covered
    .filter(({ lat }) => (north ? lat > 0 : south ? lat < 0 : true) && Math.abs(lat) >= WARM_LATITUDE.from && Math.abs(lat) <= to)
    .sort((a, b) => a.name.localeCompare(b.name));
  const step = Math.max(1, Math.floor(warm.length / count));
  const start = seed % Math.max(1, warm.length);
  const destinations = [...new Set(Array.from({ length: Math.min(count, warm.length) }, (_, index) => warm[(start + index * step) % warm.length]))];
  const why = north ? `in ${monthName} it is summer north of the equator` : south ? `in ${monthName} it is summer south of the equator` : `in ${monthName} the subtropics are warm`;
  return { why, destinations };
}
