/**
 * Trip generation, in one place: every door (REST, the REST progress stream, GraphQL, Modify
 * Trip) runs these steps, each in its own file under steps/:
 *   1. understand the request              steps/understand.ts
 *   2. gather candidate places             steps/gather.ts, from the sources in sources/index.ts
 *   3. choose among them                   steps/choose.ts (a model's picks, when configured)
 *   4. plan                                steps/plan.ts, the pure planner
 *   5. check                               steps/check.ts, every docs/quality.md check
 *   6. write the texts                     steps/write.ts (a model's words for the days)
 *   7. store                               steps/store.ts
 * A model only proposes (candidates), picks and writes; code plans and checks, and nothing is
 * stored until the plan has passed every check.
 */
import type { Repository } from 'typeorm';
import type { ActivityService } from '../activity/index.js';
import type { AiTripService } from '../ai/index.js';
import type { DestinationService } from '../destinations/index.js';
import { isRestBreak, type PlannedTrip } from '../planner/index.js';
import type { Trip } from '../trips/index.js';
import type { GenerateTripInput } from './generate-trip.inputs.js';
import type { CandidateSource } from './sources/index.js';
import { assess, check } from './steps/check.js';
import { choose } from './steps/choose.js';
import { gather } from './steps/gather.js';
import { plan } from './steps/plan.js';
import { storeNew, storeReplacement, storeWrittenDays, type Requester } from './steps/store.js';
import { understand } from './steps/understand.js';
import { write, writes } from './steps/write.js';
import type { PlannedCandidates, Run, TripRequest } from './types.js';

export interface PipelineServices {
  trips: Repository<Trip>;
  sources: readonly CandidateSource[];
  destinations: DestinationService;
  model: AiTripService;
  activity: ActivityService;
  log: { warn(details: object, message: string): void };
}

/** What steps 1 to 6 need: no database. */
export type PlanningServices = Pick<PipelineServices, 'sources' | 'destinations' | 'model' | 'log'>;

export interface PipelineRun extends Run {
  seed: number;
  /**
   * Called as soon as the checked trip is stored, so the traveller can open it; step 6 then
   * runs after step 7, and the stored trip gets the model's words when they pass.
   */
  onStored?: (trip: Trip) => void;
}

/**
 * Steps 1 to 6 (6 left for later when `writeLater`): a plan that has passed every check. The
 * words are written only for a plan that passes, and before the days are reported, so the
 * traveller sees the days as they will read them.
 */
export async function planFromRequest(services: PlanningServices, input: GenerateTripInput, run: PipelineRun, { writeLater }: { writeLater: boolean }): Promise<PlannedRequest> {
  const request = understand(input, run.seed); //                                                    1
  const candidates = await gather(request, services.sources, { ...run, assess: (destination) => assess(request, destination) }, services.destinations); // 2
  const choice = await choose(request, candidates, services.model, services.log, run); //           3
  let result = plan(request, candidates, choice, services.log); //                                   4
  const passed = result.plan.checks.every((outcome) => outcome.passed);
  if (passed && !writeLater && writes(services.model, result)) {
    run.report('choosing places', 55, `Our AI is writing your days in ${candidates.destination.name}`);
    result = { ...result, plan: await write(request, result, services.model, services.log, run.signal) }; // 6 (keeps every check passing)
  }
  reportDays(run, result.plan);
  run.report('checking', 92, `Checking the plan: ${result.plan.checks.filter((outcome) => outcome.applied).length} quality checks`);
  check(result.plan, candidates.destination); //                                                     5
  return { ...result, request };
}

/** A plan that passed, with the request it was planned for (step 6 may still write its words). */
export type PlannedRequest = PlannedCandidates & { request: TripRequest };

/** A new trip, temporary until saved. */
export async function generateTrip(services: PipelineServices, input: GenerateTripInput, requester: Requester, run: PipelineRun): Promise<Trip> {
  const writeLater = Boolean(run.onStored);
  const result = await planFromRequest(services, input, run, { writeLater });
  run.signal?.throwIfAborted();
  run.report('saving', 96, 'Saving your trip');
  const trip = await storeNew(services.trips, services.activity, input, result, requester); //     7
  run.onStored?.(trip);
  if (!writeLater || !writes(services.model, result)) return trip;
  // Not cancelled when the traveller leaves the stream: they left to look at the trip.
  const written = await write(result.request, result, services.model, services.log); //              6, after 7
  return storeWrittenDays(services.trips, trip, result.plan, written);
}

/** Modify Trip: the same steps, and step 7 replaces the trip's plan in place. */
export async function regenerateTrip(services: PipelineServices, current: Trip, input: GenerateTripInput, userId: number | undefined, run: PipelineRun): Promise<Trip> {
  const result = await planFromRequest(services, input, run, { writeLater: false });
  run.signal?.throwIfAborted();
  run.report('saving', 96, 'Saving your trip');
  return storeReplacement(services.trips, services.activity, current, input, result, userId); //  7
}

function reportDays({ report }: Run, { itinerary }: PlannedTrip): void {
  itinerary.forEach((day, index) => {
    const stops = day.activities.filter((activity) => activity.type !== 'meal' && !isRestBreak(activity)).length;
    report(`planning day ${day.day}`, 60 + (30 * (index + 1)) / itinerary.length, `Day ${day.day}: ${day.title} (${stops} stops)`);
  });
}
