/** Small hand-made places, and the real guide, for the planner's tests. */
import { Guide, parseWeeklyHours } from '../../guide/index.js';
import type { LoadedDestination, LoadedPlace, PlanRequest, TravelPreferences } from '../types.js';

const CENTRE = { lat: 48.8566, lng: 2.3522 };

/** A point `northKm` north and `eastKm` east of central Paris. */
export function near(northKm: number, eastKm = 0): { lat: number; lng: number } {
  return { lat: CENTRE.lat + northKm / 111.2, lng: CENTRE.lng + eastKm / (111.2 * Math.cos((CENTRE.lat * Math.PI) / 180)) };
}

export function place(id: string, overrides: Partial<Omit<LoadedPlace, 'weeklyHours'>> = {}): LoadedPlace {
  const hours = overrides.hours ?? 'Mo-Su 09:00-18:00';
  return {
    id,
    name: id,
    category: 'sight',
    interests: ['Historical Sites'],
    neighbourhood: 'centre',
    address: `${id} street`,
    durationMin: 60,
    price: 1,
    popularity: 3,
    kidFriendly: true,
    description: `The place called ${id}.`,
    ...near(0),
    ...overrides,
    hours,
    weeklyHours: parseWeeklyHours(hours),
  };
}

let guide: Guide | undefined;

/** A destination of the real offline guide. */
export function destination(id: string): LoadedDestination {
  guide ??= new Guide();
  const loaded = guide.get(id);
  if (!loaded) throw new Error(`no guide destination ${id}`);
  return loaded;
}

export function planRequest(destinationName: string, preferences: Partial<TravelPreferences> = {}, extra: Partial<PlanRequest> = {}): PlanRequest {
  return {
    destination: destinationName,
    preferences: { travelStyle: [], accommodation: [], activities: [], budgetLevel: 3, currency: 'USD', duration: '3 days', travelers: '2', ...preferences },
    seed: 1,
    ...extra,
  };
}
