/**
 * The generation module's service: the doors (generation.routes.ts, generation.resolver.ts)
 * and the showcase seeding call it, and it runs the one pipeline (pipeline.ts). It adds what
 * the doors share: the seed, progress that never goes back, and the trip rights of Modify Trip.
 */
import { IsNull, Not, type DataSource, type Repository } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import type { ActivityService } from '../activity/index.js';
import type { AiTripService } from '../ai/index.js';
import type { Viewer } from '../auth/index.js';
import type { DestinationService } from '../destinations/index.js';
import type { Guide } from '../guide/index.js';
import { PlaceStore } from '../place-store/index.js';
import { planTrip } from '../planner/index.js';
import { recordPlanChange } from '../co-editing/index.js';
import { requireTripRight, Trip, TripRight, type TripService } from '../trips/index.js';
import type { GenerateTripInput } from './generate-trip.inputs.js';
import { generateTrip, regenerateTrip, type PipelineServices } from './pipeline.js';
import { rising, type ProgressListener } from './progress.js';
import { candidateSources, coveredDestination, type CandidateSource } from './sources/index.js';
import { check } from './steps/check.js';
import { notCovered } from './steps/gather.js';
import { newTrip, type Requester } from './steps/store.js';
import { seedOf, understand } from './steps/understand.js';

export interface GenerationOptions {
  /** another seed gives another plan ("Regenerate"); by default the same request gets the same seed */
  seed?: number;
  onProgress?: ProgressListener;
  /** aborted when the traveller goes away: the model call stops and nothing is stored */
  signal?: AbortSignal;
  /** called as soon as the trip is stored, before the model has written its days (see PipelineRun) */
  onStored?: (trip: Trip) => void;
}

interface Logger {
  warn(details: object, message: string): void;
}

export class TripGenerationService {
  private readonly trips: Repository<Trip>;
  private readonly pipeline: PipelineServices;

  constructor(
    private readonly dataSource: DataSource,
    private readonly guide: Guide,
    private readonly destinations: DestinationService,
    activity: ActivityService,
    model: AiTripService,
    private readonly tripService: TripService,
    log: Logger,
    /** the candidate sources, in order; sources/index.ts has the application's */
    sources: readonly CandidateSource[] = candidateSources({ guide, destinations, model, store: new PlaceStore(dataSource) }),
  ) {
    this.trips = dataSource.getRepository(Trip);
    this.pipeline = { trips: this.trips, sources, destinations, model, activity, log };
  }

  generate(input: GenerateTripInput, requester: Requester, { seed = seedOf(input), onProgress, signal, onStored }: GenerationOptions = {}): Promise<Trip> {
    return generateTrip(this.pipeline, input, requester, { seed, report: rising(onProgress), signal, onStored });
  }

  /**
   * Modify Trip: plans the trip again from a changed request and replaces its plan in place, so
   * it keeps its address, its owner and its wallet. The plan it replaces is kept, so that
   * `undoRegeneration` can put it back. Only the trip's editors may; nothing changes until the
   * new plan has passed every check.
   */
  async regenerate(uuid: string, input: GenerateTripInput, viewer: Viewer, { seed = seedOf(input), onProgress, signal }: GenerationOptions = {}): Promise<Trip> {
    const current = await this.editableTrip(uuid, viewer);
    const trip = await regenerateTrip(this.pipeline, current, input, viewer.user?.id, { seed, report: rising(onProgress), signal });
    await recordPlanChange(this.dataSource, trip, viewer, 'planned the trip again');
    await this.tripService.announce(trip.uuid, 'plan', viewer);
    return trip;
  }

  /** Puts back the plan the last regeneration replaced; the regenerated plan is dropped. */
  async undoRegeneration(uuid: string, viewer: Viewer): Promise<Trip> {
    const trip = await this.editableTrip(uuid, viewer);
    if (!trip.previousPlan) throw new AppError('conflict', 'There is no regeneration to undo for this trip.');
    const { affected } = await this.trips.update({ id: trip.id, previousPlan: Not(IsNull()) }, { ...trip.previousPlan, previousPlan: null, revision: () => '"revision" + 1', planRevision: () => '"revision" + 1' });
    if (!affected) throw new AppError('conflict', 'There is no regeneration to undo for this trip.');
    const restored = await this.trips.findOneByOrFail({ id: trip.id });
    await recordPlanChange(this.dataSource, restored, viewer, 'put back the plan from before planning again');
    await this.tripService.announce(trip.uuid, 'plan', viewer);
    return restored;
  }

  /**
   * The showcase trips: the pipeline's offline path (understand, the guide's candidates, plan,
   * check) as a new, unsaved trip with the given extra columns. Synchronous, with no model and no I/O.
   */
  buildTrip(input: GenerateTripInput, extra: Partial<Trip>, seed = seedOf(input)): Trip {
    const request = understand(input, seed);
    const destination = coveredDestination(this.guide, this.destinations, request);
    if (!destination) throw notCovered(request, this.destinations);
    const plan = planTrip(request, destination);
    check(plan, destination);
    return newTrip(this.trips, input, { candidates: { destination, source: 'guide', chosen: false }, plan }, extra);
  }

  private async editableTrip(uuid: string, viewer: Viewer): Promise<Trip> {
    return requireTripRight(viewer, await this.tripService.getByUuid(uuid), TripRight.Edit, 'Only the traveller who created this trip can change it');
  }
}
