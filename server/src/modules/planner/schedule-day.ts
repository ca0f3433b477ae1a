/**
 * Times for one day. The stops are tried in near-shortest orders; lunch and dinner are slotted
 * into every possible gap and filled with the closest free suggestion; each arrangement is
 * timed forward from the morning, with travel between stops and each stop's opening hours on
 * that weekday. The cheapest arrangement that keeps the route efficient wins.
 */
import type { LatLng } from '../guide/index.js';
import type { MealChooser, MealKind, MealNeighbour } from './choose-meals.js';
import { detourKm } from './choose-meals.js';
import { idleWithinWorkingDay, LONGEST_RESTFUL_IDLE } from './check-rhythm.js';
import { pathLengthKm, transferMinutes, travelMinutes } from './geo.js';
import { needsDaylight } from './daylight.js';
import { canVisit, isOpenForVisit, openIntervals } from './opening-hours.js';
import { nearShortestOrders, shortestOpenPath } from './order-route.js';
import { placeKey } from './place-key.js';
import type { LoadedPlace, MealOption, ScheduledItem } from './types.js';

export const DAY_END = 22 * 60 + 30;
export const LUNCH_WINDOW = { from: 11 * 60 + 30, to: 14 * 60 + 30 };
export const DINNER_WINDOW = { from: 18 * 60, to: 21 * 60 + 30 };
/** docs/quality.md check 7: a day's path may be at most this much longer than the shortest. */
export const ROUTE_SLACK = 1.1;

const ORDERS_TRIED = 12;
/** An outdoor visit starts at least this long before sunset, so there is light to enjoy it. */
const DAYLIGHT_MARGIN = 45;
const ARRANGEMENTS_CHECKED = 40;
const MIN_DINNER_MINUTES = 60;
const MEAL_MINUTES = { lunch: 60, gentleLunch: 75, dinner: 90, gentleDinner: 75 };
/** Dinner from 18:30, or 18:00 with children. */
const USUAL_DINNER_FROM = 18 * 60 + 30;
const PREFERRED = { lunch: 12 * 60 + 30, dinner: 19 * 60 + 15 };
const EVENING = 20 * 60;
/** The weights that rank workable arrangements; travel and waiting count one per minute. */
const COST = {
  perDetourKm: 8,
  /** an idle morning costs as much as waiting between stops: a day starts with a visit, not with lunch */
  lateStartPerMinute: 1,
  /** a wait in the working day longer than a rest break and two idle hours (check 15) */
  idleTooLong: 500,
  perMinuteShortened: 1.5,
  perMinuteFromPreferredMeal: 0.2,
  perMinuteAfterEvening: 2,
};

export interface DayToSchedule {
  /** 0 = Monday; undefined when the trip has no dates */
  weekday?: number;
  /** minute the day starts */
  start: number;
  gentle: boolean;
  /** a transfer opens the day, from here: the previous base on a travel day, the base on a day trip */
  transferFrom?: LatLng;
  /** visited first, right after the transfer */
  dayTrip?: LoadedPlace;
  /** in priority order: when not all fit, the last ones are dropped first */
  stops: LoadedPlace[];
  chooseMeal: MealChooser;
  /** the fallback that keeps meals beside the stops, for days where the guide's venues lengthen the path too much */
  chooseMealBesideStops: MealChooser;
  /** unhurried visit lengths for some stops, on long stays with little left to see */
  longer?: ReadonlyMap<LoadedPlace, number>;
  /** local sunset, minutes from midnight: outdoor visits start well before it (check 16) */
  sunset?: number;
}

export interface DaySchedule {
  items: ScheduledItem[];
  dropped: LoadedPlace[];
}

type Entry = { kind: 'transfer' } | { kind: 'day trip' | 'stop'; place: LoadedPlace } | { kind: MealKind };

interface Arrangement {
  items: ScheduledItem[];
  cost: number;
}

/** The best timed day with every stop, or with as few of the lowest-priority stops dropped as needed. */
export function scheduleDay(day: DayToSchedule): DaySchedule | undefined {
  const closed = day.stops.filter((place) => !canVisit(place, day.weekday, 30));
  const open = { ...day, stops: day.stops.filter((place) => !closed.includes(place)) };
  const whole = bestArrangement(open);
  if (whole) return { items: whole.items, dropped: closed };
  // Drop as few stops as possible, least important first: one stop alone, and before a more
  // important one goes alone, every stop less important than it.
  const without = (i: number) => ({ ...open, stops: open.stops.filter((_, j) => j !== i) });
  for (let i = open.stops.length - 1; i >= 0; i--) {
    const fewer = bestArrangement(without(i));
    if (fewer) return { items: fewer.items, dropped: [...closed, open.stops[i]] };
    if (i > 0 && i < open.stops.length - 1) {
      const kept = bestArrangement({ ...open, stops: open.stops.slice(0, i) });
      if (kept) return { items: kept.items, dropped: [...closed, ...open.stops.slice(i)] };
    }
  }
  if (open.stops.length === 0) return undefined;
  const fewer = scheduleDay(without(open.stops.length - 1));
  return fewer && { items: fewer.items, dropped: [...closed, ...fewer.dropped, open.stops[open.stops.length - 1]] };
}

function bestArrangement(day: DayToSchedule): Arrangement | undefined {
  // A meal never takes the name of one of the day's own stops.
  const stopKeys = new Set([...day.stops, ...(day.dayTrip ? [day.dayTrip] : [])].map((place) => placeKey(place.name)));
  for (const chooseMeal of [day.chooseMeal, day.chooseMealBesideStops]) {
    const arrangements: Arrangement[] = [];
    for (const entries of candidateSequences(day)) {
      const arrangement = timeSequence(entries, day, chooseMeal, stopKeys);
      if (arrangement) arrangements.push(arrangement);
    }
    arrangements.sort((a, b) => a.cost - b.cost);
    const efficient = arrangements.slice(0, ARRANGEMENTS_CHECKED).find((arrangement) => isEfficient(arrangement.items));
    if (efficient) return efficient;
  }
  return undefined;
}

/** Every stop order within the route slack, with lunch and dinner in every gap after the transfer. */
function* candidateSequences(day: DayToSchedule): Generator<Entry[]> {
  const visits: Entry[] = [...(day.dayTrip ? [{ kind: 'day trip' as const, place: day.dayTrip }] : []), ...day.stops.map((place) => ({ kind: 'stop' as const, place }))];
  const places = visits.map((visit) => (visit as { place: LoadedPlace }).place);
  const orders = places.length === 0 ? [{ order: [], lengthKm: 0 }] : nearShortestOrders(places, ROUTE_SLACK, ORDERS_TRIED, { fixedStart: day.dayTrip !== undefined });
  const lead: Entry[] = day.transferFrom ? [{ kind: 'transfer' }] : [];
  for (const { order } of orders) {
    const ordered = order.map((index) => visits[index]);
    for (let lunchAt = 0; lunchAt <= ordered.length; lunchAt++) {
      for (let dinnerAt = lunchAt; dinnerAt <= ordered.length; dinnerAt++) {
        yield [...lead, ...ordered.slice(0, lunchAt), { kind: 'lunch' }, ...ordered.slice(lunchAt, dinnerAt), { kind: 'dinner' }, ...ordered.slice(dinnerAt)];
      }
    }
  }
}

/** Where each entry is: places are fixed, meals are chosen for their neighbours, a transfer arrives where the day continues. */
function locate(entries: Entry[], chooseMeal: MealChooser, stopKeys: ReadonlySet<string>): { locations: LatLng[]; meals: (MealOption | undefined)[]; mealCost: number } | undefined {
  const locations: LatLng[] = new Array(entries.length);
  const meals: (MealOption | undefined)[] = new Array(entries.length);
  const takenToday = new Set<string>(stopKeys);
  let mealCost = 0;
  entries.forEach((entry, i) => {
    if ('place' in entry) locations[i] = entry.place;
  });
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (entry.kind !== 'lunch' && entry.kind !== 'dinner') continue;
    const before = i > 0 && entries[i - 1].kind !== 'transfer' ? neighbour(entries[i - 1], locations[i - 1]) : undefined;
    const after = i + 1 < entries.length ? neighbour(entries[i + 1], locations[i + 1]) : undefined;
    const meal = chooseMeal(entry.kind, before, after, takenToday);
    if (!meal) return undefined;
    takenToday.add(meal.key);
    meals[i] = meal;
    locations[i] = meal;
    mealCost += detourKm(meal, before, after);
  }
  if (entries[0]?.kind === 'transfer') {
    if (!locations[1]) return undefined;
    locations[0] = locations[1];
  }
  return { locations, meals, mealCost };
}

function neighbour(entry: Entry, location: LatLng | undefined): MealNeighbour | undefined {
  if (!location) return undefined;
  return 'place' in entry ? { lat: location.lat, lng: location.lng, place: entry.place } : location;
}

function timeSequence(entries: Entry[], day: DayToSchedule, chooseMeal: MealChooser, stopKeys: ReadonlySet<string>): Arrangement | undefined {
  if (!mayFit(entries, day)) return undefined;
  const located = locate(entries, chooseMeal, stopKeys);
  if (!located) return undefined;
  const { locations, meals, mealCost } = located;
  const items: ScheduledItem[] = [];
  let cost = mealCost * COST.perDetourKm;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    const here = locations[i];
    const previous = items[items.length - 1];
    // A transfer is itself the journey: the next item begins where it arrives.
    const travel = previous && previous.kind !== 'transfer' ? roundUp(travelMinutes(previous, here)) : 0;
    const arrival = previous ? previous.start + previous.duration + travel : day.start;
    const slot = slotFor(entry, arrival, day, here, entries[i + 1], locations[i + 1]);
    if (!slot || slot.start + slot.duration > DAY_END) return undefined;
    const wait = slot.start - arrival;
    // A transfer simply leaves later instead of arriving early; waiting for the first stop is a later start.
    if (previous?.kind === 'transfer') previous.start += wait;
    else cost += previous ? wait : wait * COST.lateStartPerMinute;
    if (previous && idleWithinWorkingDay(arrival, slot.start) > LONGEST_RESTFUL_IDLE) cost += COST.idleTooLong;
    cost += travel + preferenceCost(entry, slot);
    items.push({ kind: entry.kind, start: slot.start, duration: slot.duration, lat: here.lat, lng: here.lng, ...('place' in entry ? { place: entry.place } : {}), ...(meals[i] ? { meal: meals[i] } : {}) });
  }
  return { items, cost };
}

/**
 * A bound checked before the costly part, choosing the meals: with every visit at its shortest
 * and no travel at all, do lunch and dinner still start inside their windows and the day end by
 * DAY_END? If not, no timing of this order can (a day of many short stops has many such orders).
 */
function mayFit(entries: Entry[], day: DayToSchedule): boolean {
  let time = day.start;
  for (const entry of entries) {
    if (entry.kind === 'lunch') {
      time = Math.max(time, LUNCH_WINDOW.from);
      if (time > LUNCH_WINDOW.to) return false;
      time += day.gentle ? MEAL_MINUTES.gentleLunch : MEAL_MINUTES.lunch;
    } else if (entry.kind === 'dinner') {
      time = Math.max(time, day.gentle ? DINNER_WINDOW.from : USUAL_DINNER_FROM);
      if (time > DINNER_WINDOW.to) return false;
      time += MIN_DINNER_MINUTES;
    } else if ('place' in entry) {
      const full = day.longer?.get(entry.place) ?? entry.place.durationMin;
      time += entry.kind === 'day trip' ? Math.min(full, Math.max(180, Math.round(full * 0.5))) : Math.max(30, roundUp(full * 0.6));
    }
  }
  return time <= DAY_END;
}

interface Slot {
  start: number;
  duration: number;
  shortenedBy: number;
}

function slotFor(entry: Entry, arrival: number, day: DayToSchedule, here: LatLng, next: Entry | undefined, nextLocation: LatLng | undefined): Slot | undefined {
  switch (entry.kind) {
    case 'transfer': {
      const journey = day.dayTrip ? travelMinutes(day.transferFrom!, here) : transferMinutes(day.transferFrom!, here);
      return { start: arrival, duration: roundUp(journey), shortenedBy: 0 };
    }
    case 'lunch':
      return mealSlot(arrival, LUNCH_WINDOW.from, LUNCH_WINDOW.to, day.gentle ? MEAL_MINUTES.gentleLunch : MEAL_MINUTES.lunch);
    case 'dinner':
      return mealSlot(arrival, day.gentle ? DINNER_WINDOW.from : USUAL_DINNER_FROM, DINNER_WINDOW.to, day.gentle ? MEAL_MINUTES.gentleDinner : MEAL_MINUTES.dinner);
    default: {
      const length = day.longer?.get(entry.place) ?? entry.place.durationMin;
      const latestStart = day.sunset !== undefined && needsDaylight(entry.place) ? day.sunset - DAYLIGHT_MARGIN : DAY_END;
      return visitSlot(entry.place, length, arrival, day.weekday, entry.kind === 'day trip', latestEnd(next, here, nextLocation), latestStart);
    }
  }
}

/** What makes one workable arrangement nicer than another, in minutes' worth. */
function preferenceCost(entry: Entry, slot: Slot): number {
  let cost = slot.shortenedBy * COST.perMinuteShortened;
  if (entry.kind === 'lunch') cost += Math.abs(slot.start - PREFERRED.lunch) * COST.perMinuteFromPreferredMeal;
  if (entry.kind === 'dinner') cost += Math.abs(slot.start - PREFERRED.dinner) * COST.perMinuteFromPreferredMeal * 0.5;
  // Beaches, museums and parks belong to the daytime; only nightlife is planned late.
  if ('place' in entry && entry.place.category !== 'nightlife') cost += Math.max(0, slot.start + slot.duration - EVENING) * COST.perMinuteAfterEvening;
  return cost;
}

function mealSlot(arrival: number, preferredFrom: number, latest: number, duration: number) {
  const start = roundUp(Math.max(arrival, preferredFrom));
  if (start > latest) return undefined;
  const fitted = Math.min(duration, DAY_END - start);
  if (fitted < MIN_DINNER_MINUTES) return undefined;
  return { start, duration: fitted, shortenedBy: 0 };
}

/** A visit must end in time to reach the next meal before its window closes. */
function latestEnd(next: Entry | undefined, here: LatLng, nextLocation: LatLng | undefined): number {
  if (!next || !nextLocation || (next.kind !== 'lunch' && next.kind !== 'dinner')) return DAY_END;
  const window = next.kind === 'lunch' ? LUNCH_WINDOW : DINNER_WINDOW;
  return window.to - roundUp(travelMinutes(here, nextLocation));
}

/**
 * The earliest start from `arrival` (and no later than `latestStart`) at which the place is open for the whole visit; a visit
 * may be shortened (to 60%, or to 3 hours for a day trip) when that is the only way it fits.
 */
function visitSlot(place: LoadedPlace, full: number, arrival: number, weekday: number | undefined, isDayTrip: boolean, deadline: number, latestStart: number) {
  const shortest = isDayTrip ? Math.min(full, Math.max(180, Math.round(full * 0.5))) : Math.max(30, roundUp(full * 0.6));
  let shortened: { start: number; duration: number; shortenedBy: number } | undefined;
  for (const [open, close] of openIntervals(place, weekday)) {
    const start = roundUp(Math.max(arrival, open));
    if (start > latestStart) break;
    const until = Math.min(close, deadline);
    if (start + full <= until && isOpenForVisit(place, weekday, start, start + full)) return { start, duration: full, shortenedBy: 0 };
    const duration = Math.floor((until - start) / 5) * 5;
    if (!shortened && duration >= shortest && isOpenForVisit(place, weekday, start, start + duration)) shortened = { start, duration, shortenedBy: full - duration };
  }
  return shortened;
}

/** docs/quality.md check 7 on a day's items: the path in the given order against the shortest open path. */
export function isEfficient(points: readonly LatLng[]): boolean {
  if (points.length <= 2) return true;
  const length = pathLengthKm(points);
  const shortest = shortestOpenPath(points).lengthKm;
  return length <= shortest * ROUTE_SLACK + 1e-6;
}

function roundUp(minutes: number): number {
  return Math.ceil(minutes / 5) * 5;
}
