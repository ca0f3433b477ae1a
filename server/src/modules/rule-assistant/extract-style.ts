/**
 * The pace and the kind of stay a traveller asks for. Pace becomes a travel style the wizard
 * shows ('Relaxed' or 'Packed'); for a relaxed trip the 'Relaxation' activity is added too,
 * because that is what the planner honours today (it favours spas, baths and gardens).
 */
import { normaliseText } from './normalise.js';

import { TRIP_PACES, type TripPace } from '@odyssey/domain';

// The pace styles are the domain's vocabulary; this file only reads them in a traveller's words.
export type Pace = TripPace;
export const PACES: readonly Pace[] = TRIP_PACES;

const RELAXED = /\b(?:relax(?:ed|ing)?|slow(?:er)? ?-?(?:pace|paced|travel|down)?|chill(?:ed|er)?|laid ?-?back|unwind|easy ?-?going|take it easy|less (?:packed|busy|rushed|hectic)|more downtime|fewer activities|less activities|not (?:too )?(?:busy|packed|rushed)|lazy|leisurely|calm(?:er)?|gentler?|quieter)\b/;
const PACKED = /\b(?:packed|jam ?-?packed|action ?-?packed|busy|busier|fast ?-?paced|as much as possible|more activities|more things to do|fit (?:in )?more|more stuff|intense|full days|fuller|more active)\b/;

export function extractPace(text: string): Pace | undefined {
  const normalised = normaliseText(text);
  if (RELAXED.test(normalised)) return 'Relaxed';
  if (PACKED.test(normalised)) return 'Packed';
  return undefined;
}

/** The wizard's accommodation choices, by the words that ask for them. */
const STAYS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Hostel', /\bhostels?\b/],
  ['Boutique Hotel', /\bboutique\b/],
  ['Resort', /\b(?:resorts?|all ?-?inclusive)\b/],
  ['Vacation Rental', /\b(?:airbnbs?|apartments?|vacation rentals?|holiday (?:rentals?|lets?|homes?)|villas?|cabins?|cottages?)\b/],
  ['Luxury Hotel', /\b(?:luxury|5 ?-?star|five ?-?star) hotels?\b/],
  ['Mid-range Hotel', /\b(?:mid ?-?range|3 ?-?star|three ?-?star|4 ?-?star|four ?-?star) hotels?\b/],
  ['Budget Hotel', /\b(?:budget|cheap|affordable) hotels?\b/],
];

export function extractAccommodation(text: string): string[] {
  const normalised = normaliseText(text);
  return STAYS.filter(([, pattern]) => pattern.test(normalised)).map(([stay]) => stay);
}
