/**
 * Step 5, check: every docs/quality.md check on the plan. A plan that fails one is never shown
 * as it is: the traveller gets a clear refusal, and a model's proposal gets the failures back
 * in its repair round (see `assess`).
 */
import { AppError } from '../../../common/app-error.js';
import { checkPlan, planTrip, type LoadedDestination, type PlannedTrip } from '../../planner/index.js';
import type { TripRequest } from '../types.js';

type Checkable = Pick<PlannedTrip, 'itinerary' | 'accommodations' | 'destinationOverview'>;

export function check(plan: PlannedTrip, destination: LoadedDestination): void {
  const failed = plan.checks.filter((result) => !result.passed);
  if (failed.length === 0) return;
  throw new AppError('plan_failed', `We could not build a ${destination.name} plan that passes our quality checks. Please try other dates or interests.`, {
    failedChecks: failed.map((result) => result.name),
  });
}

export function failedChecks(plan: Checkable, request: TripRequest, destination: LoadedDestination): string[] {
  return checkPlan(plan, { request, destination })
    .filter((result) => !result.passed)
    .map((result) => result.name);
}

/** The plan with its checks run again, after its words or places changed. */
export function withChecks<T extends PlannedTrip>(plan: T, request: TripRequest, destination: LoadedDestination): T {
  return { ...plan, checks: checkPlan(plan, { request, destination }) };
}

/**
 * Steps 4 and 5 for a source that can repair its offer: the failures of the plan these places
 * make, worded for a model ("the itinerary built from your places fails ..."); none when it passes.
 */
export function assess(request: TripRequest, destination: LoadedDestination): string[] {
  const failed = planTrip(request, destination).checks.filter((result) => !result.passed);
  return failed.flatMap((result) => result.reasons.slice(0, 3).map((reason) => `the itinerary built from your places fails the "${result.name}" check: ${reason}`));
}
