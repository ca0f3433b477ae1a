/**
 * Step 4, plan: the pure planner (modules/planner) orders and times the chosen places. It plans
 * the choice's options best first and keeps the first whose plan passes every check; the last
 * option, every candidate as the source ranks them, is kept whatever step 5 will say of it.
 */
import { checkPlan, planTrip } from '../../planner/index.js';
import type { Candidates, Choice, PlannedCandidates, TripRequest } from '../types.js';
import { fillerVisits, withReasons } from './choose.js';

interface Logger {
  warn(details: object, message: string): void;
}

export function plan(request: TripRequest, candidates: Candidates, { options, modelFailed }: Choice, log: Logger): PlannedCandidates {
  const { destination } = candidates;
  for (const option of options.slice(0, -1)) {
    let planned = planTrip(request, option.destination);
    if (option.picks) planned = withReasons(planned, option.picks, destination);
    if (option.placesOnly && fillerVisits(planned, destination).length > 0) continue;
    // A subset of the places is still judged as the whole destination (its must-sees, its area).
    const checks = checkPlan(planned, { request, destination });
    if (checks.every((result) => result.passed)) return { candidates, plan: { ...planned, checks }, picked: Boolean(option.picks), modelFailed };
  }
  if (options.length > 1) log.warn({ destination: destination.id }, "the model's picks made no plan that passes every check; using the offline plan");
  return { candidates, plan: planTrip(request, options[options.length - 1]!.destination), picked: false, modelFailed };
}
