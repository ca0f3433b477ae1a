/**
 * A source of candidate places: something that can say, for a traveller's request, which
 * places, stays and meals a trip there could be made of. The pipeline asks its sources in
 * order (sources/index.ts) and plans from the first that knows the destination.
 *
 * A source only proposes. It does not plan, and nothing it offers is shown before the
 * pipeline's plan and check steps have passed it (docs/quality.md: a model proposes, code
 * decides). A source that can repair its offer, as a model can, asks `assess` what the plan
 * made from it would fail.
 */
import type { LoadedDestination } from '../../guide/index.js';
import type { Candidates, Run, TripRequest } from '../types.js';

export interface GatherContext extends Run {
  /** The problems of the plan these candidates make, in words; none when it passes every check. */
  assess(destination: LoadedDestination): string[];
}

export interface CandidateSource {
  /** names the source in the activity log ("guide", "model proposal") */
  readonly name: string;
  /** The destination's candidates, or undefined when this source does not know it (the next source is asked). */
  gather(request: TripRequest, context: GatherContext): Promise<Candidates | undefined>;
}
