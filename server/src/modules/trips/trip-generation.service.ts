/**
 * Turns a traveller's request into a stored trip: validate, find the destination (the offline
 * guide, or with AI configured the model's proposal for anywhere else), plan it, keep it
 * (temporary until saved), and record the activity. Progress is reported as it happens, and
 * nothing is stored until the plan has passed every check.
 */
import { randomUUID } from 'node:crypto';
import { IsNull, Not, type DataSource, type Repository } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import type { ActivityService } from '../activity/index.js';
import type { AiTripService } from '../ai/index.js';
import type { DestinationService } from '../destinations/index.js';
import type { Guide } from '../guide/index.js';
import { planTrip, type LoadedDestination, type PlannedTrip, type PlanRequest } from '../planner/index.js';
import type { Viewer } from '../auth/index.js';
import { requireTripRight, TripRight } from './trip-access.js';
import { planOf, Trip } from './trip.entity.js';
import type { TripService } from './trip.service.js';
import type { GenerateTripInput } from './trip.inputs.js';
import { rising, type GenerationStage, type ProgressListener } from './trip-progress.js';
import { checkTripRequest, seedOf } from './trip-request.js';

export interface Requester {
  /** hash of the generating browser's id (see web/browser-identity.ts) */
  creatorKey?: string;
  userId?: number;
}

export interface GenerationOptions {
  /** another seed gives another plan ("Regenerate") */
  seed?: number;
  onProgress?: ProgressListener;
  /** aborted when the traveller goes away: the model call stops and nothing is stored */
  signal?: AbortSignal;
  /**
   * Called as soon as the planned trip is stored, so the traveller can open it. When the model
   * then writes the days' titles and introductions, that happens after this call, and the
   * stored trip is updated with them (the planner's titles stay if the writing fails).
   */
  onStored?: (trip: Trip) => void;
}

type Report = (stage: GenerationStage, percent: number, message: string) => void;

interface PlannedDestination {
  destination: LoadedDestination;
  plan: PlannedTrip;
  /** how the model helped, for the activity log */
  ai?: 'guide picks' | 'destination proposal';
  /** the model's writing of the days' titles and introductions, still to do */
  writeDays?: (signal?: AbortSignal) => Promise<PlannedTrip>;
}

export class TripGenerationService {
  private readonly trips: Repository<Trip>;

  constructor(
    dataSource: DataSource,
    private readonly guide: Guide,
    private readonly destinations: DestinationService,
    private readonly activity: ActivityService,
    private readonly aiTrips: AiTripService,
    private readonly tripService: TripService,
  ) {
    this.trips = dataSource.getRepository(Trip);
  }

  async generate(input: GenerateTripInput, requester: Requester, { seed = seedOf(input), onProgress, signal, onStored }: GenerationOptions = {}): Promise<Trip> {
    const report = rising(onProgress);
    checkTripRequest(input);
    const request = planRequestOf(input, seed);
    const covered = this.coveredDestination(input);
    if (!covered && !this.aiTrips.configured) throw this.notCovered(input);
    report('understanding', 5, covered ? `Planning ${covered.name}, ${covered.country}, from our destination guide` : `${input.destination} is not in our guide: our AI will research it`);

    let planned = covered ? await this.planCovered(request, covered, report, signal) : await this.planWithModel(request, report, signal);
    if (planned.writeDays && !onStored) {
      report('choosing places', 55, `Our AI is writing your days in ${planned.destination.name}`);
      planned = { ...planned, plan: await planned.writeDays(signal), writeDays: undefined };
    }
    const { destination, plan } = planned;
    plan.itinerary.forEach((day, index) => {
      const stops = day.activities.filter((activity) => activity.type !== 'meal').length;
      report(`planning day ${day.day}`, 60 + (30 * (index + 1)) / plan.itinerary.length, `Day ${day.day}: ${day.title} (${stops} stops)`);
    });
    report('checking', 92, `Checking the plan: ${plan.checks.filter((check) => check.applied).length} quality checks`);
    assertPasses(plan, destination);

    signal?.throwIfAborted();
    report('saving', 96, 'Saving your trip');
    const trip = await this.trips.save(this.tripOf(input, planned, { creatorKey: requester.creatorKey ?? null }));
    await this.activity.record({
      action: 'Trip Generated',
      userId: requester.userId,
      entityType: 'trip',
      entityId: trip.uuid,
      details: { destination: trip.destination, country: trip.country, ...(planned.ai ? { ai: planned.ai } : {}) },
    });
    onStored?.(trip);
    return planned.writeDays ? this.writeStoredDays(trip, planned.plan, planned.writeDays) : trip;
  }

  /**
   * Modify Trip: plans the trip again from a changed request and replaces its plan in place, so
   * it keeps its address, its owner and its wallet. The plan it replaces is kept, so that
   * `undoRegeneration` can put it back. Only the trip's editors may; nothing changes until the
   * new plan has passed every check.
   */
  async regenerate(uuid: string, input: GenerateTripInput, viewer: Viewer, { seed = seedOf(input), onProgress, signal }: GenerationOptions = {}): Promise<Trip> {
    const report = rising(onProgress);
    const current = await this.editableTrip(uuid, viewer);
    checkTripRequest(input);
    const request = planRequestOf(input, seed);
    const covered = this.coveredDestination(input);
    if (!covered && !this.aiTrips.configured) throw this.notCovered(input);
    report('understanding', 5, `Planning ${covered ? `${covered.name}, ${covered.country}` : input.destination} again with your changes`);
    let planned = covered ? await this.planCovered(request, covered, report, signal) : await this.planWithModel(request, report, signal);
    if (planned.writeDays) planned = { ...planned, plan: await planned.writeDays(signal), writeDays: undefined };
    report('checking', 92, 'Checking the new plan');
    assertPasses(planned.plan, planned.destination);
    signal?.throwIfAborted();
    report('saving', 96, 'Saving your trip');
    const fresh = this.tripOf(input, planned, {});
    const replacement = planOf(fresh);
    // Conditional on the plan being the one this request replaced, so two regenerations at once
    // cannot both keep the same old plan for undoing.
    const { affected } = await this.trips
      .createQueryBuilder()
      .update()
      .set({ ...replacement, previousPlan: planOf(current) })
      .where('id = :id AND itinerary = CAST(:itinerary AS jsonb)', { id: current.id, itinerary: JSON.stringify(current.itinerary) })
      .execute();
    if (!affected) throw new AppError('conflict', 'This trip changed while it was being planned again. Please try again.');
    await this.activity.record({ action: 'Trip Regenerated', userId: viewer.user?.id, entityType: 'trip', entityId: uuid, details: { destination: fresh.destination, country: fresh.country } });
    return this.trips.findOneByOrFail({ id: current.id });
  }

  /** Puts back the plan the last regeneration replaced; the regenerated plan is dropped. */
  async undoRegeneration(uuid: string, viewer: Viewer): Promise<Trip> {
    const trip = await this.editableTrip(uuid, viewer);
    if (!trip.previousPlan) throw new AppError('conflict', 'There is no regeneration to undo for this trip.');
    const { affected } = await this.trips.update({ id: trip.id, previousPlan: Not(IsNull()) }, { ...trip.previousPlan, previousPlan: null });
    if (!affected) throw new AppError('conflict', 'There is no regeneration to undo for this trip.');
    return this.trips.findOneByOrFail({ id: trip.id });
  }

  private async editableTrip(uuid: string, viewer: Viewer): Promise<Trip> {
    return requireTripRight(viewer, await this.tripService.getByUuid(uuid), TripRight.Edit, 'Only the traveller who created this trip can change it');
  }

  /**
   * The model writes the days of a trip the traveller may already have open. It is not
   * cancelled when they leave the progress stream (they left to look at the trip), and
   * writeDays never fails: at worst the planner's titles stay. An itinerary the traveller has
   * edited meanwhile is theirs: the written days only replace the untouched plan.
   */
  private async writeStoredDays(trip: Trip, plan: PlannedTrip, writeDays: NonNullable<PlannedDestination['writeDays']>): Promise<Trip> {
    const written = await writeDays();
    if (written === plan) return trip;
    const { affected } = await this.trips
      .createQueryBuilder()
      .update()
      .set({ itinerary: written.itinerary, generatedItinerary: written.itinerary })
      .where('id = :id AND itinerary = CAST(:planned AS jsonb)', { id: trip.id, planned: JSON.stringify(plan.itinerary) })
      .execute();
    if (affected) trip.itinerary = written.itinerary;
    return trip;
  }

  /** Plans the request from the offline guide as a new, unsaved trip with the given extra columns (flags, creator). No I/O. */
  buildTrip(input: GenerateTripInput, extra: Partial<Trip>, seed = seedOf(input)): Trip {
    checkTripRequest(input);
    const destination = this.coveredDestination(input);
    if (!destination) throw this.notCovered(input);
    const plan = planTrip(planRequestOf(input, seed), destination);
    assertPasses(plan, destination);
    return this.tripOf(input, { destination, plan }, extra);
  }

  private async planCovered(request: PlanRequest, destination: LoadedDestination, report: Report, signal?: AbortSignal): Promise<PlannedDestination> {
    if (!this.aiTrips.configured) {
      report('choosing places', 20, `Choosing from ${destination.places.length} places in our ${destination.name} guide`);
      return { destination, plan: planTrip(request, destination) };
    }
    report('choosing places', 10, `Our AI is choosing from ${destination.places.length} places in our ${destination.name} guide`);
    const onProgress = (fraction: number) => report('choosing places', 10 + 40 * fraction, 'Our AI is choosing the places that suit you');
    const picked = await this.aiTrips.planFromGuide(request, destination, { signal, onProgress });
    const plan = picked.plan ?? planTrip(request, destination);
    // A model that just failed is not asked again: the traveller gets the offline plan now.
    if (!picked.answered || plan.checks.some((check) => !check.passed)) return { destination, plan };
    return { destination, plan, ai: picked.plan ? 'guide picks' : undefined, writeDays: (writing) => this.aiTrips.writeDays(request, plan, destination, { signal: writing }) };
  }

  private async planWithModel(request: PlanRequest, report: Report, signal?: AbortSignal): Promise<PlannedDestination> {
    report('choosing places', 10, `Our AI is proposing places in ${request.destination}`);
    const onProgress = (fraction: number) => report('choosing places', 10 + 40 * fraction, `Our AI is proposing places in ${request.destination}`);
    const { destination, plan } = await this.aiTrips.proposeTrip(request, { signal, onProgress });
    return { destination, plan, ai: 'destination proposal', writeDays: (writing) => this.aiTrips.writeDays(request, plan, destination, { signal: writing }) };
  }

  private coveredDestination(input: GenerateTripInput): LoadedDestination | undefined {
    const id = this.destinations.resolveDestination(input.destination, input.country || undefined);
    return id ? this.guide.get(id) : undefined;
  }

  private tripOf(input: GenerateTripInput, { destination, plan }: PlannedDestination, extra: Partial<Trip>): Trip {
    return this.trips.create({
      uuid: randomUUID(),
      destination: destination.name,
      country: destination.country,
      startDate: input.startDate ?? null,
      endDate: input.endDate ?? null,
      preferences: { ...input.preferences },
      itinerary: plan.itinerary,
      generatedItinerary: plan.itinerary,
      accommodations: plan.accommodations,
      destinationOverview: plan.destinationOverview,
      userId: null,
      ...extra,
    });
  }

  /** The refusal in a traveller's words, with the nearest destinations that can be planned (closest first). */
  private notCovered(input: GenerateTripInput): AppError {
    const nearest = this.destinations.nearestCovered(input.destination, input.country || undefined);
    const place = input.destination.trim();
    const alternatives = nearest.map((n) => `${n.displayName} (${n.distanceKm.toLocaleString('en-US')} km away)`);
    const hint = alternatives.length > 0 ? `Try one of these nearby destinations: ${alternatives.join('; ')}.` : 'Try a destination from the suggestions as you type.';
    return new AppError('destination_not_covered', `We can't plan ${place} yet. ${hint}`, { nearestDestinations: nearest });
  }
}

function planRequestOf(input: GenerateTripInput, seed: number): PlanRequest {
  return { destination: input.destination, country: input.country, startDate: input.startDate ?? undefined, endDate: input.endDate ?? undefined, preferences: input.preferences, seed };
}

/** docs/quality.md: a plan that fails a check is never shown as it is. */
function assertPasses(plan: PlannedTrip, destination: LoadedDestination): void {
  const failed = plan.checks.filter((check) => !check.passed);
  if (failed.length === 0) return;
  throw new AppError('plan_failed', `We could not build a ${destination.name} plan that passes our quality checks. Please try other dates or interests.`, {
    failedChecks: failed.map((check) => check.name),
  });
}
