/**
 * The generation pipeline's vocabulary: what flows from one step to the next
 * (see pipeline.ts for the steps themselves).
 */
import type { Interest, LoadedDestination } from '../guide/index.js';
import type { PlannedTrip, PlanRequest } from '../planner/index.js';
import type { GuidePicks } from '../ai/index.js';
import type { GenerationStage } from './progress.js';

/** Step 1's reading of the traveller's request: the planner's request, and what the later steps need of it. */
export interface TripRequest extends PlanRequest {
  /** how many days the trip has (docs/product/traveller.md: N nights are N + 1 days) */
  dayCount: number;
  /** the traveller's interests in the guide's words */
  interests: Interest[];
}

/** Step 2's result: the destination's candidate places (with its stays, meals and overview) and where they came from. */
export interface Candidates {
  destination: LoadedDestination;
  /** the source's name (see sources/index.ts), for the activity log */
  source: string;
  /** true when the source already chose for this traveller (a model's proposal): step 3 leaves the places as they are */
  chosen: boolean;
}

/** Step 3's result: the candidates to plan from, best first; step 4 plans the first that passes. */
export interface Choice {
  options: ChoiceOption[];
  /** the model failed while choosing: it is not asked again for this trip (no day writing) */
  modelFailed: boolean;
}

export interface ChoiceOption {
  destination: LoadedDestination;
  /** the model's picks this option was made from; their reasons go into the stops' descriptions */
  picks?: GuidePicks;
  /** only good enough if every visit is one of its places (no filler walks) */
  placesOnly?: boolean;
}

/** Steps 4 and 5's result: a plan that passed every check, and how it was made. */
export interface PlannedCandidates {
  candidates: Candidates;
  plan: PlannedTrip;
  /** the model's picks chose its places */
  picked: boolean;
  modelFailed: boolean;
}

/** How a step tells the traveller where it is (progress never goes back). */
export type Report = (stage: GenerationStage, percent: number, message: string) => void;

/** What every step of one run shares. */
export interface Run {
  report: Report;
  /** aborted when the traveller goes away: the model call stops and nothing is stored */
  signal?: AbortSignal;
}
