/**
 * The planner's evaluation: a fixed, seeded set of varied requests over every destination of
 * the guide, each planned and put through the docs/quality.md checks, plus the budget comparison
 * of one request per destination at level 1 and level 5. Pure: the caller loads the guide and prints.
 */
import dayjs from 'dayjs';
import { INTERESTS } from '../guide/index.js';
import { budgetSpreadProblems, checkPlan, type CheckResult, type CountryFacts } from './check-plan.js';
import { relevanceProblems } from './check-relevance.js';
import { mustSeeProblems } from './must-sees.js';
import { namedMeals, NAMED_MEAL_TARGET } from './named-meals.js';
import { planTrip } from './plan-trip.js';
import { readTraveller } from './traveller.js';
import { tripCalendar } from './trip-length.js';
import { randomInt, sample, seededRandom, type Random } from './random.js';
import type { LoadedDestination, PlanRequest, TravelPreferences } from './types.js';

export interface EvaluationCase {
  name: string;
  destinationId: string;
  request: PlanRequest;
}

export interface CheckFailure {
  caseName: string;
  check: number;
  checkName: string;
  reasons: string[];
}

export interface EvaluationReport {
  trips: number;
  tripsPassed: number;
  checksApplied: number;
  checksPassed: number;
  /** checks passed / checks applied */
  micro: number;
  /** trips passing every check / trips generated */
  macro: number;
  failures: CheckFailure[];
  /** each check's own count: trips it applied to and trips that passed it */
  byCheck: Array<{ check: number; name: string; applied: number; passed: number }>;
  /** check 13, must-sees: measured on every trip, not yet a gate (docs/quality.md) */
  mustSees: { passed: number; rate: number; failures: CheckFailure[] };
  /** check 14, relevance: measured on the trips it applies to, not yet a gate (docs/quality.md) */
  relevance: { applied: number; passed: number; rate: number; failures: CheckFailure[] };
  /** the target beside the checks: the share of all meals that name a guide venue, and of trips where at least half do */
  namedMeals: { meals: number; named: number; share: number; tripsAtTarget: number };
}

const PARTIES = ['1', '2', '3-4', '5+', '2 adults', 'family of 4'];
/** Trip lengths 1 to 14 days, in the words travellers use. */
const DURATIONS = ['1 day', 'weekend', '3 days', '4 days', '5 days', '6 days', '1 Week', '8 days', '9 days', '10 days', '11 days', '12 days', '13 days', '2 weeks'];
const MAX_DATED_DAYS = 14;
const WIZARD_ACTIVITIES = ['Museums', 'Beaches', 'Hiking', 'Historic Sites', 'Local Markets', 'Nature', 'Theme Parks', 'Relaxation', 'Sightseeing'];
/** Start dates over the year and every weekday, so closing days are met (Monday museums, Tuesday Louvre, Wednesday Met). */
const START_DATES = ['2025-01-14', '2025-02-19', '2025-03-03', '2025-04-10', '2025-05-16', '2025-06-21', '2025-07-06', '2025-08-12', '2025-09-24', '2025-10-30', '2025-11-08', '2025-12-15'];

/** The named cases, then `perDestination` seeded requests for every destination. */
export function evaluationCases(destinations: LoadedDestination[], perDestination = 3, seed = 2024): EvaluationCase[] {
  const random = seededRandom(seed);
  const cases: EvaluationCase[] = namedCases(destinations);
  for (const destination of [...destinations].sort((a, b) => a.id.localeCompare(b.id))) {
    for (let i = 0; i < perDestination; i++) {
      // The first request of each destination has dates, the second a duration, the rest either.
      const dated = i === 0 || (i > 1 && random() < 0.5);
      // Each request leads with the next interest in turn, so 19 or more requests cover every interest.
      cases.push(randomCase(destination, random, dated, `${destination.id} #${i + 1}`, INTERESTS[i % INTERESTS.length]));
    }
  }
  return cases;
}

export function evaluate(cases: EvaluationCase[], destinations: ReadonlyMap<string, LoadedDestination>, countryFactsOf?: (countryCode: string) => CountryFacts | undefined): EvaluationReport {
  const failures: CheckFailure[] = [];
  let tripsPassed = 0;
  let checksApplied = 0;
  let checksPassed = 0;
  const mustSeeFailures: CheckFailure[] = [];
  const byCheck = new Map<number, { check: number; name: string; applied: number; passed: number }>();
  /** check 11's comparison of budget levels 1 and 5, once per destination ("in the same place") */
  const spreads = new Map<string, string[]>();
  const relevance = { applied: 0, failures: [] as CheckFailure[] };
  const meals = { meals: 0, named: 0, tripsAtTarget: 0 };
  for (const evaluationCase of cases) {
    const destination = destinations.get(evaluationCase.destinationId);
    if (!destination) throw new Error(`evaluation case "${evaluationCase.name}": no destination "${evaluationCase.destinationId}"`);
    if (!spreads.has(destination.id)) spreads.set(destination.id, budgetSpread(evaluationCase.request, destination));
    const { checks, mustSees, relevant, named } = checkCase(evaluationCase.request, destination, spreads.get(destination.id)!, countryFactsOf?.(destination.countryCode));
    meals.meals += named.meals;
    meals.named += named.named;
    if (named.named >= NAMED_MEAL_TARGET * named.meals) meals.tripsAtTarget += 1;
    if (relevant) relevance.applied += 1;
    if (relevant && relevant.length > 0) relevance.failures.push({ caseName: evaluationCase.name, check: 14, checkName: 'relevance', reasons: relevant });
    if (mustSees.length > 0) mustSeeFailures.push({ caseName: evaluationCase.name, check: 13, checkName: 'must-sees', reasons: mustSees });
    const applied = checks.filter((check) => check.applied);
    for (const check of applied) {
      const tally = byCheck.get(check.check) ?? { check: check.check, name: check.name, applied: 0, passed: 0 };
      tally.applied += 1;
      tally.passed += check.passed ? 1 : 0;
      byCheck.set(check.check, tally);
    }
    checksApplied += applied.length;
    checksPassed += applied.filter((check) => check.passed).length;
    if (applied.every((check) => check.passed)) tripsPassed++;
    for (const check of applied.filter((check) => !check.passed)) failures.push({ caseName: evaluationCase.name, check: check.check, checkName: check.name, reasons: check.reasons });
  }
  return {
    trips: cases.length,
    tripsPassed,
    checksApplied,
    checksPassed,
    micro: checksApplied === 0 ? 1 : checksPassed / checksApplied,
    macro: cases.length === 0 ? 1 : tripsPassed / cases.length,
    failures,
    byCheck: [...byCheck.values()].sort((a, b) => a.check - b.check),
    mustSees: { passed: cases.length - mustSeeFailures.length, rate: cases.length === 0 ? 1 : 1 - mustSeeFailures.length / cases.length, failures: mustSeeFailures },
    relevance: {
      applied: relevance.applied,
      passed: relevance.applied - relevance.failures.length,
      rate: relevance.applied === 0 ? 1 : 1 - relevance.failures.length / relevance.applied,
      failures: relevance.failures,
    },
    namedMeals: { ...meals, share: meals.meals === 0 ? 0 : meals.named / meals.meals },
  };
}

/** The trip's own checks, with check 11 also holding the destination's comparison of budget levels 1 and 5. */
function checkCase(request: PlanRequest, destination: LoadedDestination, spread: string[], country: CountryFacts | undefined): { checks: CheckResult[]; mustSees: string[]; relevant: string[] | undefined; named: { meals: number; named: number } } {
  const trip = planTrip(request, destination);
  const mustSees = mustSeeProblems(trip.itinerary, destination, readTraveller(request).gentle, tripCalendar(request).weekdays);
  const checks = checkPlan(trip, { request, destination, country });
  const relevant = relevanceProblems(trip.itinerary, request, destination);
  return { relevant, named: namedMeals(trip.itinerary, destination), checks: checks.map((check) => (check.check === 11 && spread.length > 0 ? { ...check, passed: false, reasons: [...check.reasons, ...spread] } : check)), mustSees };
}

/** Check 11 in one place: level 5 stays cost well over level 1's for the same request there. */
function budgetSpread(request: PlanRequest, destination: LoadedDestination): string[] {
  const atLevel = (budgetLevel: number) => planTrip({ ...request, preferences: { ...request.preferences, budgetLevel } }, destination);
  return budgetSpreadProblems(atLevel(1), atLevel(5));
}

function namedCases(destinations: LoadedDestination[]): EvaluationCase[] {
  const has = (id: string) => destinations.some((destination) => destination.id === id);
  const named: EvaluationCase[] = [
    {
      name: 'Paris, 4 days over a Tuesday (the Louvre is closed)',
      destinationId: 'paris',
      request: request('Paris', { activities: ['Museums & Art', 'Historical Sites'], travelers: '2', duration: '4 days' }, 11, { startDate: '2025-06-09', endDate: '2025-06-12' }),
    },
    {
      name: 'Kyoto, 5 days, a couple into Historical Sites and Photography',
      destinationId: 'kyoto',
      request: request('Kyoto', { activities: ['Historical Sites', 'Photography'], travelers: '2', duration: '5 days' }, 12),
    },
    {
      name: "New York, 3 days over a Wednesday, a family with Kid's Activities (the Met is closed)",
      destinationId: 'new-york',
      request: request('New York', { activities: ["Kid's Activities", 'Museums & Art'], travelers: 'family of 4', duration: '3 days' }, 13, { startDate: '2025-10-14', endDate: '2025-10-16' }),
    },
  ];
  return named.filter((evaluationCase) => has(evaluationCase.destinationId));
}

function randomCase(destination: LoadedDestination, random: Random, dated: boolean, name: string, leading: string): EvaluationCase {
  const others = sample(random, INTERESTS.filter((interest) => interest !== leading), randomInt(random, 0, 3)) as string[];
  const interests = [leading, ...others];
  // Some come from the wizard's words ("Beaches", "Hiking"), read through the same interest mapping.
  if (random() < 0.2) interests.push(WIZARD_ACTIVITIES[randomInt(random, 0, WIZARD_ACTIVITIES.length - 1)]);
  const preferences = { activities: interests, travelers: PARTIES[randomInt(random, 0, PARTIES.length - 1)], budgetLevel: randomInt(random, 1, 5), duration: DURATIONS[randomInt(random, 0, DURATIONS.length - 1)] };
  const seed = randomInt(random, 1, 1_000_000);
  if (!dated) return { name: `${name}: ${preferences.duration}`, destinationId: destination.id, request: request(destination.name, preferences, seed) };
  const start = dayjs(START_DATES[randomInt(random, 0, START_DATES.length - 1)]).add(randomInt(random, 0, 6), 'day');
  const end = start.add(randomInt(random, 0, MAX_DATED_DAYS - 1), 'day');
  const dates = { startDate: start.format('YYYY-MM-DD'), endDate: end.format('YYYY-MM-DD') };
  return { name: `${name}: ${dates.startDate} to ${dates.endDate}`, destinationId: destination.id, request: request(destination.name, preferences, seed, dates) };
}

function request(destination: string, preferences: Partial<TravelPreferences>, seed: number, dates: Pick<PlanRequest, 'startDate' | 'endDate'> = {}): PlanRequest {
  return {
    destination,
    ...dates,
    preferences: { travelStyle: [], accommodation: [], activities: [], budgetLevel: 3, currency: 'USD', duration: '1 Week', travelers: '1', ...preferences },
    seed,
  };
}
