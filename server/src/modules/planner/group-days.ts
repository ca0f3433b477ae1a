/**
 * Stops into days. Seeds spread far apart start one group per day; the emptiest group then
 * takes the nearest stop it can visit on its weekday, so days stay compact and balanced by
 * time. A stop that fits no day is left over for the caller.
 */
import type { LatLng } from '../guide/index.js';
import { centreOf, distanceKm } from './geo.js';
import { canVisit, shortestVisit } from './opening-hours.js';
import type { LoadedPlace } from './types.js';

export interface DaySlot {
  weekday?: number;
  /** minutes of visits the day can hold */
  capacity: number;
}

export interface Grouping {
  groups: LoadedPlace[][];
  leftovers: LoadedPlace[];
}

const OVERFILL = 1.2;

/**
 * @param stops in priority order; `mustKeep` stops are placed even beyond a day's capacity
 */
export function groupDays(stops: LoadedPlace[], slots: DaySlot[], mustKeep: ReadonlySet<LoadedPlace> = new Set()): Grouping {
  const groups: LoadedPlace[][] = slots.map(() => []);
  const load = slots.map(() => 0);
  const unassigned = [...stops];
  const visitable = (place: LoadedPlace, day: number) => canVisit(place, slots[day].weekday, shortestVisit(place));
  const add = (place: LoadedPlace, day: number) => {
    groups[day].push(place);
    load[day] += place.durationMin;
    unassigned.splice(unassigned.indexOf(place), 1);
  };

  for (const seed of spreadSeeds(stops, slots.length)) {
    const free = slots.map((_, day) => day).filter((day) => groups[day].length === 0 && visitable(seed, day));
    if (free.length > 0) add(seed, free[0]);
  }

  const closed = new Set<number>();
  while (unassigned.length > 0 && closed.size < slots.length) {
    const day = slots.map((_, i) => i).filter((i) => !closed.has(i)).reduce((a, b) => (load[b] / slots[b].capacity < load[a] / slots[a].capacity ? b : a));
    const centre = groups[day].length > 0 ? centreOf(groups[day]) : undefined;
    const fits = unassigned.filter((place) => visitable(place, day) && load[day] + place.durationMin <= slots[day].capacity * OVERFILL);
    if (fits.length === 0) {
      closed.add(day);
      continue;
    }
    add(nearest(fits, centre, mustKeep), day);
  }

  for (const place of unassigned.filter((stop) => mustKeep.has(stop))) {
    const days = slots.map((_, day) => day).filter((day) => visitable(place, day));
    if (days.length === 0) continue;
    add(place, days.reduce((a, b) => (closeness(place, groups[b]) < closeness(place, groups[a]) ? b : a)));
  }
  return { groups, leftovers: unassigned };
}

/** k stops far apart: start with the most important, then repeatedly the one farthest from those taken. */
function spreadSeeds(stops: LoadedPlace[], k: number): LoadedPlace[] {
  if (stops.length === 0 || k === 0) return [];
  const seeds = [stops[0]];
  while (seeds.length < Math.min(k, stops.length)) {
    const farthest = stops
      .filter((stop) => !seeds.includes(stop))
      .reduce((a, b) => (minDistance(b, seeds) > minDistance(a, seeds) ? b : a));
    seeds.push(farthest);
  }
  return seeds;
}

function nearest(places: LoadedPlace[], centre: LatLng | undefined, mustKeep: ReadonlySet<LoadedPlace>): LoadedPlace {
  if (!centre) return places[0];
  // Stops that must be kept count as half as far, so they are placed before the day fills.
  const reach = (place: LoadedPlace) => distanceKm(place, centre) * (mustKeep.has(place) ? 0.5 : 1);
  return places.reduce((a, b) => (reach(b) < reach(a) ? b : a));
}

function closeness(place: LoadedPlace, group: LoadedPlace[]): number {
  return group.length === 0 ? 0 : distanceKm(place, centreOf(group));
}

function minDistance(place: LoadedPlace, others: LoadedPlace[]): number {
  return Math.min(...others.map((other) => distanceKm(place, other)));
}
