/**
 * The offline planner, top to bottom: request -> traveller and days -> bases -> stops ->
 * days -> times -> stays -> checks. A plan that fails a docs/quality.md check is regenerated with
 * the next seed; the best attempt is returned with its check results either way.
 */
import { checkPlan } from './check-plan.js';
import { chooseLegs } from './choose-legs.js';
import { chooseStays } from './choose-stays.js';
import { rankCandidates, reserveInterests } from './choose-stops.js';
import { destinationOverviewOf } from './destination-overview.js';
import { fitDays } from './fit-days.js';
import { PACES, planDays } from './plan-days.js';
import { seededRandom } from './random.js';
import { readTraveller } from './traveller.js';
import { tripCalendar } from './trip-length.js';
import type { LoadedDestination, PlannedTrip, PlanRequest } from './types.js';
import { writeDay } from './write-day.js';

const ATTEMPTS = 6;
/** A large prime step, so retries get seeds far from the traveller's own. */
const RETRY_SEED_STEP = 7919;

export function planTrip(request: PlanRequest, destination: LoadedDestination): PlannedTrip {
  let best: PlannedTrip | undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const trip = draftTrip(request, destination, request.seed + attempt * RETRY_SEED_STEP);
    if (trip.checks.every((check) => check.passed)) return trip;
    if (!best || failures(trip) < failures(best)) best = trip;
  }
  return best!;
}

function draftTrip(request: PlanRequest, destination: LoadedDestination, seed: number): PlannedTrip {
  const traveller = readTraveller(request);
  const calendar = tripCalendar(request);
  const pace = traveller.gentle ? PACES.gentle : PACES.normal;
  const scoring = { traveller, latitude: destination.lat, random: seededRandom(seed) };

  const legs = chooseLegs(destination, calendar.dayCount, traveller);
  const candidates = rankCandidates(legs, calendar.weekdays, scoring);
  const reserved = reserveInterests(candidates, traveller, calendar.dayCount);
  const days = planDays(legs, calendar, candidates, reserved, pace);
  const scheduled = fitDays(days, candidates, reserved, pace, traveller.gentle);

  const trip = {
    itinerary: scheduled.map((day) => writeDay(day, destination)),
    accommodations: chooseStays(destination, scheduled, traveller.budgetLevel),
    destinationOverview: destinationOverviewOf(destination),
  };
  return { ...trip, checks: checkPlan(trip, { request, destination }) };
}

function failures(trip: PlannedTrip): number {
  return trip.checks.filter((check) => !check.passed).length;
}
