/**
 * Where to sleep (docs/quality.md, check 17): a few priced stays to compare, at the traveller's
 * budget level first and one step below and above it, each labelled with its level, in more
 * than one neighbourhood. Within a level the stays nearest the centre of the stops come first;
 * a trip across bases gets each base's nearest stays. Prices are the middle of the guide's
 * nightly band, in the destination's currency.
 */
import type { GuideStay } from '../guide/index.js';
import type { Accommodation } from '@odyssey/domain';
import { staysAround, staysNear } from './choose-legs.js';
import { centreOf, distanceKm } from './geo.js';
import type { BudgetLevel, LoadedDestination, ScheduledDay } from './types.js';

/** Stays offered at the traveller's own level in a city. */
const CITY_STAYS_AT_LEVEL = 3;
/** The fewest stays a trip offers, and the fewest neighbourhoods they lie in (check 17). */
export const MIN_STAY_CHOICES = 3;
export const MIN_STAY_NEIGHBOURHOODS = 2;

export function chooseStays(destination: LoadedDestination, days: ScheduledDay[], budgetLevel: BudgetLevel): Accommodation[] {
  if (destination.lacks?.includes('prices')) return unpricedStays(destination, days);
  const legs = [...new Set(days.map((day) => day.plan.leg))];
  const steps = [budgetLevel - 1, budgetLevel + 1].filter((level) => level >= 1 && level <= 5);
  let chosen: GuideStay[];
  if (legs.length === 1 && !destination.bases?.length) {
    const centre = centreOfStops(days) ?? destination;
    const near = (level: number) => byDistance(destination.stays.filter((stay) => stay.level === level), centre);
    chosen = [...near(budgetLevel).slice(0, CITY_STAYS_AT_LEVEL), ...steps.flatMap((level) => near(level).slice(0, 1))];
    // Few stays at the level itself (one hostel in town): more from the levels beside it.
    const beside = byDistance(steps.flatMap(near).filter((stay) => !chosen.includes(stay)), centre);
    chosen = [...chosen, ...beside.slice(0, Math.max(0, MIN_STAY_CHOICES - chosen.length))];
    chosen = withSecondNeighbourhood(chosen, [budgetLevel, ...steps].flatMap(near));
  } else {
    const centres = legs.map((leg) => centreOfStops(days.filter((day) => day.plan.leg === leg)) ?? leg.base);
    chosen = legs.flatMap((leg, i) => [budgetLevel, ...steps].flatMap((level) => byDistance(staysNear(destination, leg.base, level), centres[i]).slice(0, 1)));
    // A short trip from one base still gets a few stays to compare, from its own areas or, in a region, those within reach.
    const more = legs.flatMap((leg, i) => [budgetLevel, ...steps].flatMap((level) => byDistance(staysAround(destination, leg.base, level), centres[i]))).filter((stay) => !chosen.includes(stay));
    chosen = withSecondNeighbourhood([...chosen, ...more.slice(0, Math.max(0, MIN_STAY_CHOICES - chosen.length))], more);
  }
  return [...new Set(chosen)].sort((a, b) => Number(b.level === budgetLevel) - Number(a.level === budgetLevel)).map((stay) => accommodationOf(stay, destination));
}

/**
 * Where the source has no prices or classes (the place store): the stays nearest the day's
 * stops, in two neighbourhoods where it can, with no price and no level, since none is known.
 */
function unpricedStays(destination: LoadedDestination, days: ScheduledDay[]): Accommodation[] {
  const near = byDistance(destination.stays, centreOfStops(days) ?? destination);
  const chosen = withSecondNeighbourhood(near.slice(0, MIN_STAY_CHOICES), near);
  return chosen.map((stay) => accommodationOf(stay, destination, { priced: false }));
}

/** When every choice lies in one neighbourhood, the nearest candidate from another joins them. */
function withSecondNeighbourhood(chosen: GuideStay[], candidates: GuideStay[]): GuideStay[] {
  if (new Set(chosen.map((stay) => stay.neighbourhood)).size >= MIN_STAY_NEIGHBOURHOODS) return chosen;
  const other = candidates.find((stay) => !chosen.includes(stay) && stay.neighbourhood !== chosen[0]?.neighbourhood);
  return other ? [...chosen, other] : chosen;
}

/** The middle of the band, rounded to a whole unit of the currency. */
function nightlyPrice(stay: Pick<GuideStay, 'priceMin' | 'priceMax'>): number {
  return Math.round((stay.priceMin + stay.priceMax) / 2);
}

function accommodationOf(stay: GuideStay, destination: LoadedDestination, { priced } = { priced: true }): Accommodation {
  const neighbourhood = destination.neighbourhoods.find((candidate) => candidate.id === stay.neighbourhood);
  // A town of its own is not inside the destination: "Schaan, Liechtenstein", not "Schaan, Vaduz, Liechtenstein".
  const area = neighbourhood?.name;
  const town = neighbourhood?.town ? undefined : destination.name;
  return {
    name: stay.name,
    description: stay.description,
    ...(priced ? { pricePerNight: nightlyPrice(stay), budgetLevel: stay.level } : {}),
    currency: destination.currency,
    type: stay.type,
    location: [...new Set([area, town, destination.country].filter(Boolean))].join(', '),
  };
}

function centreOfStops(days: ScheduledDay[]) {
  const stops = days.flatMap((day) => day.items.filter((item) => item.kind === 'stop'));
  return stops.length > 0 ? centreOf(stops) : undefined;
}

function byDistance<T extends { lat: number; lng: number }>(stays: T[], centre: { lat: number; lng: number }): T[] {
  return [...stays].sort((a, b) => distanceKm(a, centre) - distanceKm(b, centre));
}
