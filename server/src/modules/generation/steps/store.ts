/**
 * Step 7, store: the checked plan becomes a trip row, and the activity log says so. A new trip
 * is temporary until saved (its creator browser may edit it); a regeneration replaces a trip's
 * plan in place and keeps the old one for undoing. Every write is conditional on what it
 * replaces, so two runs at once cannot overwrite each other's work.
 */
import { randomUUID } from 'node:crypto';
import type { Repository } from 'typeorm';
import { AppError } from '../../../common/app-error.js';
import type { ActivityService } from '../../activity/index.js';
import type { PlannedTrip } from '../../planner/index.js';
import { planOf, type Trip } from '../../trips/index.js';
import type { GenerateTripInput } from '../generate-trip.inputs.js';
import type { PlannedCandidates } from '../types.js';

export interface Requester {
  /** hash of the generating browser's id (see web/browser-identity.ts) */
  creatorKey?: string;
  userId?: number;
}

/** The unsaved trip row for a checked plan, with the given extra columns (flags, creator). */
export function newTrip(trips: Repository<Trip>, input: GenerateTripInput, { candidates: { destination }, plan }: Pick<PlannedCandidates, 'candidates' | 'plan'>, extra: Partial<Trip>): Trip {
  return trips.create({
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

export async function storeNew(trips: Repository<Trip>, activity: ActivityService, input: GenerateTripInput, planned: PlannedCandidates, requester: Requester): Promise<Trip> {
  const trip = await trips.save(newTrip(trips, input, planned, { creatorKey: requester.creatorKey ?? null }));
  await activity.record({
    action: 'Trip Generated',
    userId: requester.userId,
    entityType: 'trip',
    entityId: trip.uuid,
    details: { destination: trip.destination, country: trip.country, source: planned.candidates.source, ...modelHelp(planned) },
  });
  return trip;
}

/**
 * The model's words for a trip already stored (and maybe open in the traveller's browser). An
 * itinerary the traveller has edited meanwhile is theirs: the words only replace the untouched plan.
 */
export async function storeWrittenDays(trips: Repository<Trip>, trip: Trip, planned: PlannedTrip, written: PlannedTrip): Promise<Trip> {
  if (written === planned) return trip;
  const { affected } = await trips
    .createQueryBuilder()
    .update()
    .set({ itinerary: written.itinerary, generatedItinerary: written.itinerary })
    .where('id = :id AND itinerary = CAST(:planned AS jsonb)', { id: trip.id, planned: JSON.stringify(planned.itinerary) })
    .execute();
  if (affected) trip.itinerary = written.itinerary;
  return trip;
}

/** Modify Trip: the trip's plan replaced in place (same uuid, owner and wallet), the old one kept for undoing. */
export async function storeReplacement(trips: Repository<Trip>, activity: ActivityService, current: Trip, input: GenerateTripInput, planned: PlannedCandidates, userId?: number): Promise<Trip> {
  const fresh = newTrip(trips, input, planned, {});
  // Conditional on the plan being the one this request replaced, so two regenerations at once
  // cannot both keep the same old plan for undoing.
  const { affected } = await trips
    .createQueryBuilder()
    .update()
    // A new revision, marked as a new plan: edits made on the old plan's activities are refused (co-editing).
    .set({ ...planOf(fresh), previousPlan: planOf(current), revision: () => '"revision" + 1', planRevision: () => '"revision" + 1' })
    .where('id = :id AND itinerary = CAST(:itinerary AS jsonb)', { id: current.id, itinerary: JSON.stringify(current.itinerary) })
    .execute();
  if (!affected) throw new AppError('conflict', 'This trip changed while it was being planned again. Please try again.');
  await activity.record({ action: 'Trip Regenerated', userId, entityType: 'trip', entityId: current.uuid, details: { destination: fresh.destination, country: fresh.country, source: planned.candidates.source } });
  return trips.findOneByOrFail({ id: current.id });
}

/** How the model helped, for the activity log. */
function modelHelp({ candidates, picked }: PlannedCandidates): { ai?: 'guide picks' | 'destination proposal' } {
  if (candidates.source === 'model proposal') return { ai: 'destination proposal' };
  return picked ? { ai: 'guide picks' } : {};
}
