/**
 * The shape of every day before it has times: which days are travel days between bases,
 * which are day trips (spread through the stay, on days the place is open), and which stops
 * each remaining day holds.
 */
import { canVisitOnDayTrip, chooseStops, DAY_TRIP_MIN_VISIT, dayTripCount, isWalk, RELEVANT_PER_OFF_INTEREST, type Candidate } from './choose-stops.js';
import { PACE_LIMITS } from './check-day.js';
import { canVisit, shortestVisit } from './opening-hours.js';
import { groupDays, type DaySlot } from './group-days.js';
import type { DayPlan, Leg, LoadedPlace, TripCalendar } from './types.js';

/** How full a day is, in minutes of visits, and when it starts. */
export interface Pace {
  start: number;
  target: number;
  least: number;
  most: number;
}

export const PACES = {
  normal: { start: 9 * 60, target: 360, least: 300, most: 480 },
  // Children along: a later start and shorter days.
  gentle: { start: 9 * 60 + 30, target: 300, least: 240, most: 400 },
} as const satisfies Record<string, Pace>;

/** A travel day loses its morning to the road. */
const TRANSFER_DAY_SHARE = 0.6;

export function planDays(legs: Leg[], calendar: TripCalendar, candidates: Candidate[], reserved: Candidate[], pace: Pace): DayPlan[] {
  return legs.flatMap((leg, legIndex) => planLeg(leg, legs[legIndex - 1], calendar, candidates.filter((candidate) => candidate.legIndex === legIndex), reserved.filter((candidate) => candidate.legIndex === legIndex), pace));
}

function planLeg(leg: Leg, previous: Leg | undefined, calendar: TripCalendar, candidates: Candidate[], reserved: Candidate[], pace: Pace): DayPlan[] {
  const dayIndices = Array.from({ length: leg.dayCount }, (_, i) => leg.firstDay + i);
  const weekdayOf = (index: number) => calendar.weekdays?.[index];
  const transferDay = previous ? leg.firstDay : undefined;
  const cityDays = dayIndices.filter((index) => index !== transferDay);
  const local = candidates.filter((candidate) => !candidate.isDayTrip);
  const reservedTrips = reserved.filter((candidate) => candidate.isDayTrip);
  // A day trip fills most of its day; a short sight far out is only worth it when an interest needs it.
  // A day trip is a whole day of sights: only one that serves the traveller's interests or is a must-see (check 14).
  const trips = [...reservedTrips, ...candidates.filter((candidate) => candidate.isDayTrip && candidate.relevant && !reservedTrips.includes(candidate) && candidate.place.durationMin >= DAY_TRIP_MIN_VISIT)];
  const reservedLocal = reserved.filter((candidate) => !candidate.isDayTrip);
  const wanted = dayTripCount(leg.dayCount, cityDays.length, {
    reserved: reservedTrips.length,
    most: mostDayTrips(cityDays.length, transferDay !== undefined, reservedLocal, pace),
    available: trips.length,
    cityMinutes: usableMinutes(local),
    minutesPerDay: pace.least,
    mealOptions: leg.meals.length,
  });
  // A stop kept for an interest must still have a day left on which it is open.
  const leavesRoomForReserved = (taken: ReadonlySet<number>) =>
    reservedLocal.every((candidate) => dayIndices.some((index) => !taken.has(index) && canVisit(candidate.place, weekdayOf(index), shortestVisit(candidate.place))));
  const dayTrips = assignDayTrips(trips, cityDays, wanted, (trip, index) => canVisitOnDayTrip(trip.place, leg, weekdayOf(index)), leavesRoomForReserved);

  const stopDays = dayIndices.filter((index) => !dayTrips.has(index));
  // On a long stay the places run short: share them out evenly instead of filling the first days.
  // Counting only what this traveller would choose: relevant places, walks and check 14's share of the rest.
  const localMinutes = usableMinutes(local);
  const perDay = Math.min(pace.target, Math.max(PACE_LIMITS.least + 30, localMinutes / Math.max(1, stopDays.length)));
  const capacityOf = (index: number) => (index === transferDay ? perDay * TRANSFER_DAY_SHARE : perDay);
  const slots: DaySlot[] = stopDays.map((index) => ({ weekday: weekdayOf(index), capacity: capacityOf(index) }));
  const stops = chooseStops(local, reservedLocal, slots.reduce((sum, slot) => sum + slot.capacity, 0));
  const { groups } = groupDays(
    stops.map((candidate) => candidate.place),
    slots,
    new Set(reservedLocal.map((candidate) => candidate.place)),
  );

  // On a short stay, interests served only by day trips can take every day. A stop kept for
  // another interest then follows a day trip, once back in town (a shortened day at the beach).
  const afterDayTrip = new Map<number, LoadedPlace[]>();
  for (const candidate of reservedLocal) {
    const openOn = (index: number) => canVisit(candidate.place, weekdayOf(index), shortestVisit(candidate.place));
    if (stopDays.some(openOn)) continue;
    const day = [...dayTrips.keys()].find((index) => openOn(index) && !afterDayTrip.has(index));
    if (day !== undefined) afterDayTrip.set(day, [candidate.place]);
  }

  return dayIndices.map((index): DayPlan => {
    const base = { index, weekday: weekdayOf(index), leg, stops: groups[stopDays.indexOf(index)] ?? [] };
    if (dayTrips.has(index)) return { ...base, kind: 'day trip', dayTrip: dayTrips.get(index)!.place, stops: afterDayTrip.get(index) ?? [] };
    if (index === transferDay) return { ...base, kind: 'transfer', leavingFrom: previous!.base };
    return { ...base, kind: 'city' };
  });
}

/** Stops kept in town (an icon, an interest) keep enough days in town to hold them: a one-day stop in Siena sees Siena, not Florence. */
function mostDayTrips(cityDays: number, hasTransferDay: boolean, reservedLocal: Candidate[], pace: Pace): number {
  const minutes = reservedLocal.reduce((sum, candidate) => sum + candidate.place.durationMin, 0);
  const inTown = (dayTrips: number) => (cityDays - dayTrips) * pace.most + (hasTransferDay ? TRANSFER_DAY_SHARE * pace.most : 0);
  let most = cityDays;
  while (most > 0 && inTown(most) < minutes) most--;
  return most;
}

/** Day trips at even intervals through the stay, each on the nearest free day it is open. */
function assignDayTrips(
  trips: Candidate[],
  days: number[],
  wanted: number,
  isOpen: (trip: Candidate, day: number) => boolean,
  leavesRoomForReserved: (taken: ReadonlySet<number>) => boolean,
): Map<number, Candidate> {
  const assigned = new Map<number, Candidate>();
  for (const trip of trips) {
    if (assigned.size >= wanted) break;
    const ideal = days[Math.min(days.length - 1, Math.round(((assigned.size + 1) * days.length) / (wanted + 1)))];
    const open = days.filter((index) => !assigned.has(index) && isOpen(trip, index));
    // Prefer days that keep every reserved stop possible (a library open on weekdays only).
    const roomy = open.filter((index) => leavesRoomForReserved(new Set([...assigned.keys(), index])));
    const choices = roomy.length > 0 ? roomy : open;
    if (choices.length === 0) continue;
    assigned.set(choices.reduce((a, b) => (Math.abs(b - ideal) < Math.abs(a - ideal) ? b : a)), trip);
  }
  return assigned;
}

/** Minutes of visits a traveller would choose: relevant places and walks, plus one off-interest minute for every four relevant (check 14). */
export function usableMinutes(candidates: Candidate[]): number {
  const minutes = (list: Candidate[]) => list.reduce((sum, candidate) => sum + candidate.place.durationMin, 0);
  const relevant = minutes(candidates.filter((candidate) => candidate.relevant));
  const walks = minutes(candidates.filter((candidate) => !candidate.relevant && isWalk(candidate)));
  const off = minutes(candidates.filter((candidate) => !candidate.relevant && !isWalk(candidate)));
  return relevant + walks + Math.min(off, relevant / RELEVANT_PER_OFF_INTEREST);
}
