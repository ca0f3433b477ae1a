/**
 * The offline planner, top to bottom: request -> traveller and days -> bases -> stops ->
 * days -> times -> stays -> checks. A plan that fails a docs/quality.md check is regenerated with
 * the next seed, and so is one that leaves out too many must-sees (check 13) or picks too many
 * sights off the traveller's interests (check 14), both measured by the evaluator, not yet
 * gates; the best attempt is returned with its check results either way.
 */
import { checkPlan } from './check-plan.js';
import { relevanceProblems } from './check-relevance.js';
import { chooseLegs } from './choose-legs.js';
import { chooseStays } from './choose-stays.js';
import { rankCandidates, reserveInterests } from './choose-stops.js';
import { daylightDates, sunsetMinutes } from './daylight.js';
import { destinationOverviewOf } from './destination-overview.js';
import { mustSeeProblems, reserveMustSees } from './must-sees.js';
import { fitDays } from './fit-days.js';
import { PACES, planDays } from './plan-days.js';
import { seededRandom } from './random.js';
import { readTraveller } from './traveller.js';
import { tripCalendar } from './trip-length.js';
import type { DayPlan, LoadedDestination, PlannedTrip, PlanRequest } from './types.js';
import { writeDay } from './write-day.js';

const ATTEMPTS = 6;
/** A large prime step, so retries get seeds far from the traveller's own. */
const RETRY_SEED_STEP = 7919;

export function planTrip(request: PlanRequest, destination: LoadedDestination): PlannedTrip {
  let best: Draft | undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const draft = draftTrip(request, destination, request.seed + attempt * RETRY_SEED_STEP);
    if (failures(draft) === 0) return draft.trip;
    if (!best || failures(draft) < failures(best)) best = draft;
  }
  // A short trip whose icons leave no room for a chosen interest (a weekend of two must-see day
  // trips): the enforced checks come first, so try once more with the must-sees unreserved.
  if (best!.trip.checks.some((check) => !check.passed)) {
    const draft = draftTrip(request, destination, request.seed, { reserveMustSees: false });
    if (failures(draft) < failures(best!)) best = draft;
  }
  return best!.trip;
}

interface Draft {
  trip: PlannedTrip;
  /** check 13 failed: too few must-sees */
  mustSeesMissed: boolean;
  /** check 14 failed: too many sights off the traveller's interests */
  offInterest: boolean;
}

/** The enforced checks count whole; a must-see shortfall or an off-interest trip (measured, not yet gates) counts less than any of them. */
function failures({ trip, mustSeesMissed, offInterest }: Draft): number {
  return trip.checks.filter((check) => !check.passed).length + (mustSeesMissed ? 0.5 : 0) + (offInterest ? 0.4 : 0);
}

function draftTrip(request: PlanRequest, destination: LoadedDestination, seed: number, options = { reserveMustSees: true }): Draft {
  const traveller = readTraveller(request);
  const calendar = tripCalendar(request);
  const pace = traveller.gentle ? PACES.gentle : PACES.normal;
  const scoring = { traveller, latitude: destination.lat, random: seededRandom(seed) };

  const legs = chooseLegs(destination, calendar.dayCount, traveller);
  const candidates = rankCandidates(legs, calendar.weekdays, scoring);
  const forInterests = reserveInterests(candidates, traveller, calendar.dayCount);
  const reserved = options.reserveMustSees ? reserveMustSees(candidates, forInterests, traveller, calendar.dayCount, destination, calendar.weekdays) : forInterests;
  const days = planDays(legs, calendar, candidates, reserved, pace);
  const dates = daylightDates(calendar, destination);
  // Once per day: fit-days schedules a day many times over while it fits the pace.
  const sunsets = new Map(days.map((day) => [day.index, sunsetMinutes(dates[day.index], day.leg.base, destination.timezone)]));
  const sunsetOf = (day: DayPlan) => sunsets.get(day.index);
  const scheduled = fitDays(days, candidates, reserved, pace, traveller.gentle, sunsetOf, forInterests);

  const trip = {
    itinerary: scheduled.map((day) => writeDay(day, destination)),
    accommodations: chooseStays(destination, scheduled, traveller.budgetLevel),
    destinationOverview: destinationOverviewOf(destination),
  };
  return {
    trip: { ...trip, checks: checkPlan(trip, { request, destination }) },
    mustSeesMissed: mustSeeProblems(trip.itinerary, destination, traveller.gentle, calendar.weekdays).length > 0,
    offInterest: (relevanceProblems(trip.itinerary, request, destination) ?? []).length > 0,
  };
}
