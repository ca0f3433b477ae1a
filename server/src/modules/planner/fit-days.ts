/**
 * Times for every day, kept to the traveller's pace: a day too light takes the nearest good
 * unused stop open that day, a day too full gives up its least important stop, and a stop
 * that cannot be fitted goes back to the pool (a reserved one moves on to a later day). On a
 * long stay that has run out of places, the day's visits get longer instead. Days are done
 * in order, so meals and stops used on one day are not offered again on the next.
 */
import { PACE_LIMITS } from './check-day.js';
import { mealChooser } from './choose-meals.js';
import { offInterestAllowed, type Candidate } from './choose-stops.js';
import { centreOf, distanceKm, transferMinutes } from './geo.js';
import { canVisit, shortestVisit } from './opening-hours.js';
import { usableMinutes, type Pace } from './plan-days.js';
import { placeKey } from './place-key.js';
import { longestIdle, withRestBreak } from './rest-break.js';
import { LONGEST_RESTFUL_IDLE, MAX_IDLE_MINUTES } from './check-rhythm.js';
import { scheduleDay, type DaySchedule } from './schedule-day.js';
import type { DayPlan, LoadedPlace, ScheduledDay, ScheduledItem } from './types.js';
import { RELEVANT_SHARE } from './check-relevance.js';

const MAX_ADJUSTMENTS = 10;
const LONG_DRIVE_MIN = 4 * 60;
/** Score points a top-up stop loses per kilometre from the day's centre. */
const TOP_UP_DISTANCE_COST = 0.6;
/** Unhurried visits: extra minutes spread over the day's stops, tried in turn. */
const SLOWER_BY = [60, 120, 180];

/** What the days share as they are fitted one after another. */
interface TripSoFar {
  candidates: Candidate[];
  /** how often each place key is used: stops (claimed up front) and meals */
  timesUsed: Map<string, number>;
  planned: Set<LoadedPlace>;
  mustKeep: ReadonlySet<LoadedPlace>;
  /** the stops kept for a chosen interest */
  forInterest: ReadonlySet<LoadedPlace>;
  priority: ReadonlyMap<LoadedPlace, number>;
  /** reserved stops dropped on an earlier day, to be tried again */
  carried: LoadedPlace[];
  /** the least a day should hold before taking more stops: lower on long stays, so the last days are not left empty */
  leastFor: ReadonlyMap<DayPlan['leg'], number>;
  pace: Pace;
  gentle: boolean;
  /** local sunset on a day, where it is known */
  sunsetOf: (day: DayPlan) => number | undefined;
}

/** Reserved stops outrank the rest; a stop kept for an interest (check 10, enforced) outranks a must-see (check 13, measured). */
const RESERVED_PRIORITY = 100;
const INTEREST_PRIORITY = 100;

export function fitDays(
  days: DayPlan[],
  candidates: Candidate[],
  reserved: Candidate[],
  pace: Pace,
  gentle: boolean,
  sunsetOf: (day: DayPlan) => number | undefined = () => undefined,
  forInterests: readonly Candidate[] = [],
): ScheduledDay[] {
  const mustKeep = new Set(reserved.map((candidate) => candidate.place));
  const interestStops = new Set(forInterests.map((candidate) => candidate.place));
  const trip: TripSoFar = {
    candidates,
    timesUsed: new Map(),
    planned: new Set(days.flatMap((day) => [...day.stops, ...(day.dayTrip ? [day.dayTrip] : [])])),
    mustKeep,
    forInterest: interestStops,
    priority: new Map(candidates.map(({ place, score }) => [place, score + (mustKeep.has(place) ? RESERVED_PRIORITY : 0) + (interestStops.has(place) ? INTEREST_PRIORITY : 0)])),
    carried: [],
    leastFor: new Map(days.map((day) => [day.leg, leastMinutesPerDay(day.leg, candidates, pace)])),
    pace,
    gentle,
    sunsetOf,
  };
  // Stops are claimed up front, so no meal on an earlier day takes the name of a later stop.
  for (const place of trip.planned) trip.timesUsed.set(placeKey(place.name), 1);
  return fewerOffInterest(
    days.map((day) => fitDay(day, trip)),
    trip,
  );
}

/**
 * Check 14 after the fact: a long stay short of places on the traveller's interests may have
 * filled its days with sights off them. While too few of the trip's sights are relevant, the
 * least important off-interest sight leaves its day, if the day's other visits made longer, or
 * a neighbourhood walk, still fill it to the least pace with no idle stretch (checks 9 and 15).
 */
function fewerOffInterest(days: ScheduledDay[], trip: TripSoFar): ScheduledDay[] {
  const relevant = new Map(trip.candidates.map((candidate) => [candidate.place, candidate.relevant]));
  const result = [...days];
  for (;;) {
    const sights = result.flatMap((day, index) => [...day.plan.stops, ...(day.plan.dayTrip ? [day.plan.dayTrip] : [])].filter((place) => !day.plan.leg.walks.includes(place)).map((place) => ({ index, place })));
    if (sights.filter(({ place }) => relevant.get(place)).length >= RELEVANT_SHARE * sights.length) return result;
    const off = sights.filter(({ index, place }) => !relevant.get(place) && !trip.mustKeep.has(place) && result[index].plan.stops.includes(place));
    off.sort((a, b) => (trip.priority.get(a.place) ?? 0) - (trip.priority.get(b.place) ?? 0));
    const trimmed = off.map(({ index, place }) => ({ index, day: withoutStop(result[index], place, trip) })).find(({ day }) => day !== undefined);
    if (!trimmed) return result;
    result[trimmed.index] = trimmed.day!;
  }
}

/** The day rescheduled without `place`, or undefined (and nothing changed) when it would no longer be full enough. */
function withoutStop(day: ScheduledDay, place: LoadedPlace, trip: TripSoFar): ScheduledDay | undefined {
  const stops = day.plan.stops.filter((stop) => stop !== place);
  unrecord(day.items, trip);
  const walk = day.plan.leg.walks.find((candidate) => !day.plan.stops.includes(candidate) && !trip.planned.has(candidate) && !trip.timesUsed.has(placeKey(candidate.name)));
  const options: Array<{ stops: LoadedPlace[]; longer?: Map<LoadedPlace, number> }> = [
    ...[0, ...SLOWER_BY].map((extra) => ({ stops, longer: extra === 0 ? undefined : unhurried(stops, extra) })),
    ...(walk ? [{ stops: [...stops, walk] }] : []),
  ];
  for (const option of options) {
    const schedule = scheduleFor(day.plan, option.stops, trip, option.longer);
    if (!schedule || schedule.dropped.length > 0 || visitMinutes(schedule) < PACE_LIMITS.least) continue;
    // no meal another day already has (check 5)
    if (schedule.items.some((item) => item.meal && trip.timesUsed.has(item.meal.key))) continue;
    const items = withRestBreak(schedule.items);
    if (longestIdle(items) > MAX_IDLE_MINUTES) continue;
    // `place` was freed with the rest of the day and, not in the new schedule, stays free
    record(schedule, trip);
    return { plan: { ...day.plan, stops: schedule.items.flatMap((item) => (item.kind === 'stop' && item.place ? [item.place] : [])) }, items };
  }
  record({ items: day.items, dropped: [] }, trip);
  return undefined;
}

/** The day's stops and meals are free again (undoing record). */
function unrecord(items: readonly ScheduledItem[], trip: TripSoFar): void {
  for (const item of items) {
    if (item.meal) {
      const left = (trip.timesUsed.get(item.meal.key) ?? 1) - 1;
      if (left > 0) trip.timesUsed.set(item.meal.key, left);
      else trip.timesUsed.delete(item.meal.key);
    }
    if (item.place) {
      trip.planned.delete(item.place);
      trip.timesUsed.delete(placeKey(item.place.name));
    }
  }
}

function fitDay(plannedDay: DayPlan, trip: TripSoFar): ScheduledDay {
  let day = plannedDay;
  const byPriority = (stops: LoadedPlace[]) => [...stops].sort((a, b) => (trip.priority.get(b) ?? 0) - (trip.priority.get(a) ?? 0));
  let stops = byPriority([...day.stops, ...trip.carried.filter((place) => day.leg.places.includes(place) && canVisit(place, day.weekday, 30))]);
  trip.carried = trip.carried.filter((place) => !stops.includes(place));
  const tried = new Set<LoadedPlace>(stops);
  const schedule = (list: LoadedPlace[], longer?: ReadonlyMap<LoadedPlace, number>) => scheduleFor(day, list, trip, longer);

  let longer: ReadonlyMap<LoadedPlace, number> | undefined;
  let result = schedule(stops);
  if (!result && day.dayTrip) {
    // The day trip cannot be fitted after all: the day stays in the city instead.
    trip.planned.delete(day.dayTrip);
    day = { ...day, kind: 'city', dayTrip: undefined };
    result = schedule(stops);
  }
  const lastDayOfLeg = day.index === day.leg.firstDay + day.leg.dayCount - 1;
  const reservedDropped = (schedule: DaySchedule) => schedule.dropped.filter((place) => trip.mustKeep.has(place));
  for (let step = 0; step < MAX_ADJUSTMENTS && result; step++) {
    // A reserved stop the day had no time for, with no later day to move to: shorter visits all round first.
    if (reservedDropped(result).length > 0 && lastDayOfLeg && !longer) {
      const brisk = briskly(stops, reservedDropped(result).reduce((sum, place) => sum + place.durationMin, 0));
      const quicker = schedule(stops, brisk);
      if (quicker && reservedDropped(quicker).length < reservedDropped(result).length) {
        [longer, result] = [brisk, quicker];
        continue;
      }
    }
    const visits = visitMinutes(result);
    const kept = stops.filter((place) => !result!.dropped.includes(place));
    if (visits > trip.pace.most && kept.length > 1) {
      // the least important stop goes; when every one is reserved (two theme parks), the last moves on to a later day
      const least = [...kept].reverse().find((place) => !trip.mustKeep.has(place)) ?? kept[kept.length - 1];
      if ((trip.forInterest.has(least) || (trip.mustKeep.has(least) && lastDayOfLeg)) && !longer) {
        // Every stop left is kept for an interest (check 10) or, with no later day to move it to, is
        // a must-see (check 13): shorter visits before losing one.
        const brisk = briskly(kept, visits - trip.pace.most);
        const quicker = schedule(kept, brisk);
        if (quicker && quicker.dropped.length === 0 && visitMinutes(quicker) <= trip.pace.most) {
          [stops, longer, result] = [kept, brisk, quicker];
          continue;
        }
      }
      if (trip.mustKeep.has(least)) trip.carried.push(least);
      stops = kept.filter((place) => place !== least);
    } else if (visits < trip.leastFor.get(day.leg)! || hasRoomForAnotherStop(result, visits, trip.pace)) {
      const triedToday = (place: LoadedPlace) => tried.has(place);
      let extra = topUp(day, kept, trip, triedToday, false);
      // Out of relevant stops, a day below the least pace (check 9) or with an afternoon too long to
      // rest through (check 15) takes longer visits first, and only then any stop (check 14's share gives way).
      const mustFill = visits < PACE_LIMITS.least || longestIdle(result.items) > LONGEST_RESTFUL_IDLE;
      if (!extra && mustFill && !longer) {
        longer = slowerToFill(kept, schedule);
        if (longer) {
          stops = kept;
          result = schedule(stops, longer);
          continue;
        }
      }
      if (!extra && mustFill) extra = topUp(day, kept, trip, triedToday, true);
      if (!extra) break;
      tried.add(extra);
      stops = byPriority([...kept, extra]);
    } else break;
    result = schedule(stops, longer);
  }
  for (const extra of SLOWER_BY) {
    if (!result || visitMinutes(result) >= PACE_LIMITS.least) break;
    const slower = schedule(stops, unhurried(stops, extra));
    if (slower && visitMinutes(slower) > visitMinutes(result)) result = slower;
  }
  const final = result ?? { items: [], dropped: stops };
  record(final, trip);
  return { plan: { ...day, stops: final.items.flatMap((item) => (item.kind === 'stop' && item.place ? [item.place] : [])) }, items: withRestBreak(final.items) };
}

function scheduleFor(day: DayPlan, stops: LoadedPlace[], trip: TripSoFar, longer?: ReadonlyMap<LoadedPlace, number>): DaySchedule | undefined {
  const guideMealsScarce = day.leg.meals.length < 2 * day.leg.dayCount;
  return scheduleDay({
    weekday: day.weekday,
    start: startOf(day, trip.pace),
    gentle: trip.gentle,
    transferFrom: day.kind === 'transfer' ? day.leavingFrom : day.kind === 'day trip' ? day.leg.base : undefined,
    dayTrip: day.dayTrip,
    stops,
    longer,
    sunset: trip.sunsetOf(day),
    chooseMeal: mealChooser(day.leg.meals, trip.timesUsed, day.dayTrip, { guideMealsScarce }),
    chooseMealBesideStops: mealChooser(day.leg.meals, trip.timesUsed, day.dayTrip, { besideStopsOnly: true }),
  });
}

/** The day's stops and meals are taken; its dropped stops are free again, reserved ones carried on. */
function record(schedule: DaySchedule, trip: TripSoFar): void {
  for (const place of schedule.dropped) {
    trip.planned.delete(place);
    trip.timesUsed.delete(placeKey(place.name));
    if (trip.mustKeep.has(place)) trip.carried.push(place);
  }
  for (const item of schedule.items) {
    if (item.meal) trip.timesUsed.set(item.meal.key, (trip.timesUsed.get(item.meal.key) ?? 0) + 1);
    if (item.place) {
      trip.planned.add(item.place);
      trip.timesUsed.set(placeKey(item.place.name), 1);
    }
  }
}

/** A leg with fewer minutes of places than its days need at the usual pace shares them out at just over the minimum. */
function leastMinutesPerDay(leg: DayPlan['leg'], candidates: Candidate[], pace: Pace): number {
  const minutes = usableMinutes(candidates.filter(({ place, isDayTrip }) => !isDayTrip && (leg.places.includes(place) || leg.walks.includes(place))));
  return minutes < leg.dayCount * pace.least ? PACE_LIMITS.least + 30 : pace.least;
}

/**
 * An idle afternoon is filled with another visit before a rest break is shown: on a day below
 * the usual pace, any idle stretch over two hours; on a full day, only one too long to rest through.
 */
function hasRoomForAnotherStop(schedule: DaySchedule, visits: number, pace: Pace): boolean {
  const idle = longestIdle(schedule.items);
  return (idle > MAX_IDLE_MINUTES && visits < pace.target) || (idle > LONGEST_RESTFUL_IDLE && visits < pace.most - 60);
}

function visitMinutes(schedule: DaySchedule): number {
  return schedule.items.filter((item) => item.kind === 'stop' || item.kind === 'day trip').reduce((sum, item) => sum + item.duration, 0);
}

/** The shortest lengthening of the day's visits that reaches the least pace and leaves no idle stretch too long to rest through, if one does. */
function slowerToFill(stops: LoadedPlace[], schedule: (list: LoadedPlace[], longer?: ReadonlyMap<LoadedPlace, number>) => DaySchedule | undefined): Map<LoadedPlace, number> | undefined {
  for (const extra of SLOWER_BY) {
    const longer = unhurried(stops, extra);
    const slower = schedule(stops, longer);
    if (slower && slower.dropped.length === 0 && visitMinutes(slower) >= PACE_LIMITS.least && longestIdle(slower.items) <= LONGEST_RESTFUL_IDLE) return longer;
  }
  return undefined;
}

/** Visits shortened in proportion to their length, by `minutes` in all, none below 60% of its usual length. */
function briskly(stops: LoadedPlace[], minutes: number): Map<LoadedPlace, number> {
  const total = stops.reduce((sum, place) => sum + place.durationMin, 0);
  return new Map(stops.map((place) => [place, Math.max(Math.ceil((place.durationMin * 0.6) / 5) * 5, place.durationMin - Math.ceil((minutes * place.durationMin) / total / 5) * 5)]));
}

/** Longer visits for every stop but nightlife: up to twice the usual length, four hours at most. */
function unhurried(stops: LoadedPlace[], extraMinutes: number): Map<LoadedPlace, number> {
  const slower = stops.filter((place) => place.category !== 'nightlife');
  const share = Math.ceil(extraMinutes / Math.max(1, slower.length) / 15) * 15;
  return new Map(slower.map((place) => [place, Math.min(place.durationMin * 2, place.durationMin + share, Math.max(place.durationMin, 240))]));
}

/** City days start at the traveller's pace; day trips after breakfast; a long drive at 07:30. */
function startOf(day: DayPlan, pace: Pace): number {
  if (day.kind === 'city') return pace.start;
  if (day.kind === 'transfer' && day.leavingFrom && transferMinutes(day.leavingFrom, day.leg.base) > LONG_DRIVE_MIN) return 7 * 60 + 30;
  return 8 * 60 + 30;
}

/** The best free stop of the day's base open that day, weighed against its distance from the day's stops. */
function topUp(day: DayPlan, stops: LoadedPlace[], trip: TripSoFar, triedToday: (place: LoadedPlace) => boolean, anyStop: boolean): LoadedPlace | undefined {
  const centre = stops.length > 0 ? centreOf(stops) : day.leg.base;
  const isFree = (place: LoadedPlace) => !trip.planned.has(place) && !triedToday(place) && !trip.timesUsed.has(placeKey(place.name));
  const sights = trip.candidates.filter((candidate) => trip.planned.has(candidate.place) && !day.leg.walks.includes(candidate.place));
  const offAllowed = anyStop || offInterestAllowed(sights.filter((candidate) => candidate.relevant).length, sights.filter((candidate) => !candidate.relevant).length);
  const options = trip.candidates.filter(
    ({ place, isDayTrip, relevant }) =>
      !isDayTrip &&
      (relevant || offAllowed || day.leg.walks.includes(place)) &&
      (day.leg.places.includes(place) || day.leg.walks.includes(place)) &&
      isFree(place) &&
      canVisit(place, day.weekday, shortestVisit(place)),
  );
  if (options.length === 0) return undefined;
  const worth = (candidate: Candidate) => candidate.score - TOP_UP_DISTANCE_COST * distanceKm(candidate.place, centre);
  return options.reduce((best, candidate) => (worth(candidate) > worth(best) ? candidate : best)).place;
}
