/**
 * What a trip will roughly cost (issue 22), as a range, with what each part is based on. Pure:
 * the service hands in the trip, the guide's places when the guide covers the destination, and
 * the rates. The figures are Odyssey's stated assumptions, written out in the README:
 * - stays: the trip's stays at its budget level, lowest to highest nightly price, times the
 *   nights and the rooms (two people a room);
 * - tickets: each visit's price on the guide's own scale (0 free, 1 under 15 USD, 2 15-40,
 *   3 40-100, 4 over 100), per person; a visit the guide does not price is left out and counted;
 * - meals: each lunch and dinner in the plan, per person, on the same scale by budget level
 *   (budget: scale 1; level 2: between 1 and 2; mid-range: 2; upscale: 3; luxury: 4);
 * - local transport, per person per day: public transport at the lower levels, taxis above.
 */
import { isRestBreak } from '../planner/index.js';
import type { ItineraryDay } from '../trips/index.js';
import type { Rates } from './expense-summary.js';

export type CostKey = 'stay' | 'food' | 'activities' | 'transport';
type Band = readonly [number, number];

/** USD per person for a visit, by the guide's price (0-4). */
export const TICKET_USD: Readonly<Record<number, Band>> = { 0: [0, 0], 1: [5, 15], 2: [15, 40], 3: [40, 100], 4: [100, 200] };
/** USD per person for a lunch or a dinner, by budget level (1-5). */
export const MEAL_USD: Readonly<Record<number, Band>> = { 1: [5, 15], 2: [10, 30], 3: [15, 40], 4: [40, 100], 5: [100, 200] };
/** USD per person per day of getting around, by budget level (1-5). */
export const TRANSPORT_USD: Readonly<Record<number, Band>> = { 1: [3, 8], 2: [5, 12], 3: [8, 20], 4: [20, 50], 5: [40, 100] };

export interface EstimateInput {
  itinerary: readonly ItineraryDay[];
  stays: ReadonlyArray<{ pricePerNight?: number | null; currency: string; budgetLevel?: number | null }>;
  budgetLevel: number;
  /** how many travel: the least and the most the party could be */
  people: { low: number; high: number };
  /** the guide's price (0-4) of a visit by its title, when the guide knows the place */
  ticketPrice: (title: string) => number | undefined;
  currency: string;
  destinationCurrency: string;
  rates: Rates;
}

export interface CostLine {
  key: CostKey;
  label: string;
  low: number;
  high: number;
  basis: string;
}

export interface CostEstimate {
  currency: string;
  low: number;
  high: number;
  destinationCurrency: string;
  lowLocal: number | null;
  highLocal: number | null;
  lines: CostLine[];
  note: string;
}


export function estimateCost(input: EstimateInput): CostEstimate {
  const { people, rates, currency } = input;
  const convert = (amount: number, from: string): number | undefined => {
    const fromRate = rates.perEuro.get(from);
    const toRate = rates.perEuro.get(currency);
    return fromRate && toRate ? (amount / fromRate) * toRate : undefined;
  };
  const usd = (band: Band, times: { low: number; high: number }): [number, number] => [convert(band[0] * times.low, 'USD') ?? 0, convert(band[1] * times.high, 'USD') ?? 0];
  const level = Math.min(5, Math.max(1, Math.round(input.budgetLevel)));
  const days = input.itinerary.length;
  const nights = Math.max(0, days - 1);
  const lines: CostLine[] = [];
  const unknown: string[] = [];

  const priced = input.stays.filter((stay) => stay.pricePerNight != null && stay.pricePerNight > 0 && (stay.budgetLevel == null || stay.budgetLevel === level));
  const nightly = priced.flatMap((stay) => {
    const value = convert(stay.pricePerNight!, stay.currency);
    return value === undefined ? [] : [value];
  });
  const rooms = { low: Math.ceil(people.low / 2), high: Math.ceil(people.high / 2) };
  if (nights === 0) lines.push({ key: 'stay', label: 'Stays', low: 0, high: 0, basis: 'A day trip: no nights' });
  else if (nightly.length > 0) {
    lines.push({ key: 'stay', label: 'Stays', low: Math.min(...nightly) * nights * rooms.low, high: Math.max(...nightly) * nights * rooms.high, basis: `${nights} night${nights === 1 ? '' : 's'} × ${rooms.low === rooms.high ? rooms.low : `${rooms.low}–${rooms.high}`} room${rooms.high === 1 ? '' : 's'} at the trip's stays (${nightly.length} priced)` });
  } else unknown.push('stays (no prices)');

  const activities = input.itinerary.flatMap((day) => day.activities);
  const meals = activities.filter((activity) => activity.type === 'meal').length;
  const [mealLow, mealHigh] = usd(MEAL_USD[level], { low: meals * people.low, high: meals * people.high });
  lines.push({ key: 'food', label: 'Meals', low: mealLow, high: mealHigh, basis: `${meals} lunches and dinners in the plan, per person, at budget level ${level}` });

  // Visits: not meals, journeys, the stay or rest breaks.
  const visits = activities.filter((activity) => !['meal', 'transportation', 'lodging'].includes(activity.type) && !isRestBreak(activity));
  let ticketLow = 0;
  let ticketHigh = 0;
  let unpriced = 0;
  for (const visit of visits) {
    const price = input.ticketPrice(visit.title);
    if (price === undefined) {
      unpriced++;
      continue;
    }
    const [low, high] = usd(TICKET_USD[price] ?? TICKET_USD[0], people);
    ticketLow += low;
    ticketHigh += high;
  }
  lines.push({ key: 'activities', label: 'Tickets and entry', low: ticketLow, high: ticketHigh, basis: `${visits.length - unpriced} visits priced from the destination guide${unpriced > 0 ? `; ${unpriced} without a known price left out` : ''}` });

  const [moveLow, moveHigh] = usd(TRANSPORT_USD[level], { low: days * people.low, high: days * people.high });
  lines.push({ key: 'transport', label: 'Getting around', low: moveLow, high: moveHigh, basis: `${days} day${days === 1 ? '' : 's'} of ${level <= 3 ? 'public transport' : 'taxis and transfers'}, per person` });

  const round = (value: number) => Math.round(value);
  const low = lines.reduce((sum, line) => sum + line.low, 0);
  const high = lines.reduce((sum, line) => sum + line.high, 0);
  const toLocal = (amount: number) => {
    const fromRate = rates.perEuro.get(currency);
    const toRate = rates.perEuro.get(input.destinationCurrency);
    return fromRate && toRate ? round((amount / fromRate) * toRate) : null;
  };
  const notes = [`An estimate for ${people.low === people.high ? people.low : `${people.low}–${people.high}`} travellers, not a quote: flights to the destination are not included.`, `Converted with ${rates.note}.`];
  if (unknown.length > 0) notes.push(`Not counted: ${unknown.join(', ')}.`);
  if (!rates.perEuro.has(input.destinationCurrency)) notes.push(`There is no rate for ${input.destinationCurrency}, so amounts are not shown in it.`);
  return {
    currency,
    low: round(low),
    high: round(high),
    destinationCurrency: input.destinationCurrency,
    lowLocal: toLocal(low),
    highLocal: toLocal(high),
    lines: lines.map((line) => ({ ...line, low: round(line.low), high: round(line.high) })),
    note: notes.join(' '),
  };
}

/** How many travel, read from the planner form's "Who?" ('1', '2 adults', '3-4', 'family of 4', '5+'). */
export function headcountOf(travelers: string): { low: number; high: number } {
  const text = travelers.toLowerCase();
  const numbers = [...text.matchAll(/\d+/g)].map((match) => Math.min(50, Number(match[0])));
  if (numbers.length > 0) return { low: Math.max(1, Math.min(...numbers)), high: Math.max(1, ...numbers) + (/\+/.test(text) ? 1 : 0) };
  if (/\b(couple|partner|honeymoon)/.test(text)) return { low: 2, high: 2 };
  if (/\b(famil|friends?|group)/.test(text)) return { low: 3, high: 5 };
  return { low: 1, high: 1 };
}
