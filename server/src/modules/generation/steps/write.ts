/**
 * Step 6, write: the model's title and introduction for each day, written for this traveller.
 * Only words change; the stops, times and checks stay the planner's. Words that would break a
 * check, or a model that fails, leave the planner's own titles: writing never fails a trip.
 */
import type { AiTripService, DayWriting } from '../../ai/index.js';
import type { ItineraryDay } from '@odyssey/domain';
import type { PlannedTrip } from '../../planner/index.js';
import type { PlannedCandidates, TripRequest } from '../types.js';
import { failedChecks, withChecks } from './check.js';

interface Logger {
  warn(details: object, message: string): void;
}

/** Whether step 6 has anything to do: a model is configured and has not failed this trip. */
export function writes(model: AiTripService, planned: PlannedCandidates): boolean {
  return model.configured && !planned.modelFailed;
}

export async function write(request: TripRequest, { plan, candidates: { destination } }: PlannedCandidates, model: AiTripService, log: Logger, signal?: AbortSignal): Promise<PlannedTrip> {
  try {
    const writing = await model.writeDays(request, plan, destination, { signal });
    const written = { ...plan, itinerary: withDayTexts(plan.itinerary, writing) };
    return failedChecks(written, request, destination).length === 0 ? withChecks(written, request, destination) : plan;
  } catch (error) {
    if (signal?.aborted) throw error;
    log.warn({ destination: destination.id, err: error }, 'AI day writing failed; keeping the planner’s titles');
    return plan;
  }
}

export function withDayTexts(itinerary: readonly ItineraryDay[], writing: DayWriting): ItineraryDay[] {
  return itinerary.map((day) => {
    const written = writing.days.find((entry) => entry.day === day.day);
    return written ? { ...day, title: written.title.trim(), description: written.description.trim() } : day;
  });
}
