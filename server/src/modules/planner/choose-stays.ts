/**
 * Where to sleep: the guide's stays at the traveller's budget level, nearest the centre of
 * the stops first, priced at the middle of their nightly band in the destination's currency.
 * A trip across bases gets the best stay of each base that has one at that level.
 */
import type { GuideStay } from '../guide/index.js';
import type { Accommodation } from '@odyssey/domain';
import { staysNear } from './choose-legs.js';
import { centreOf, distanceKm } from './geo.js';
import type { BudgetLevel, LoadedDestination, ScheduledDay } from './types.js';

const CITY_STAY_OPTIONS = 3;

export function chooseStays(destination: LoadedDestination, days: ScheduledDay[], budgetLevel: BudgetLevel): Accommodation[] {
  const atLevel = destination.stays.filter((stay) => stay.level === budgetLevel);
  const legs = [...new Set(days.map((day) => day.plan.leg))];
  if (legs.length === 1 && !destination.bases?.length) {
    const centre = centreOfStops(days) ?? destination;
    return byDistance(atLevel, centre).slice(0, CITY_STAY_OPTIONS).map((stay) => accommodationOf(stay, destination));
  }
  const chosen = legs.flatMap((leg) => {
    const centre = centreOfStops(days.filter((day) => day.plan.leg === leg)) ?? leg.base;
    return byDistance(staysNear(destination, leg.base, budgetLevel), centre).slice(0, 1);
  });
  return [...new Set(chosen)].map((stay) => accommodationOf(stay, destination));
}

/** The middle of the band, rounded to a whole unit of the currency. */
function nightlyPrice(stay: Pick<GuideStay, 'priceMin' | 'priceMax'>): number {
  return Math.round((stay.priceMin + stay.priceMax) / 2);
}

function accommodationOf(stay: GuideStay, destination: LoadedDestination): Accommodation {
  const area = destination.neighbourhoods.find((neighbourhood) => neighbourhood.id === stay.neighbourhood)?.name;
  return {
    name: stay.name,
    description: stay.description,
    pricePerNight: nightlyPrice(stay),
    currency: destination.currency,
    type: stay.type,
    location: [...new Set([area, destination.name, destination.country].filter(Boolean))].join(', '),
  };
}

function centreOfStops(days: ScheduledDay[]) {
  const stops = days.flatMap((day) => day.items.filter((item) => item.kind === 'stop'));
  return stops.length > 0 ? centreOf(stops) : undefined;
}

function byDistance<T extends { lat: number; lng: number }>(stays: T[], centre: { lat: number; lng: number }): T[] {
  return [...stays].sort((a, b) => distanceKm(a, centre) - distanceKm(b, centre));
}
