/**
 * Step 1, understand: the traveller's checked input (GenerateTripInput, already checked field by
 * field at the API boundary) read into the request the later steps use. Here are the checks one
 * field alone cannot make: real calendar dates, in order, and a trip of at most 30 days.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { AppError } from '../../../common/app-error.js';
import { MAX_TRIP_DAYS, readDuration } from '@odyssey/domain';
import { interestsOf, tripCalendar } from '../../planner/index.js';
import type { GenerateTripInput } from '../generate-trip.inputs.js';
import type { TripRequest } from '../types.js';

dayjs.extend(customParseFormat);

function parseDate(value: string | null | undefined, label: string): dayjs.Dayjs | undefined {
  if (!value) return undefined;
  const date = dayjs(value, 'YYYY-MM-DD', true);
  if (!date.isValid()) throw new AppError('validation_failed', `${label} is not a real date: ${value}`);
  return date;
}

/** The request as the later steps read it; throws a validation_failed error for impossible dates or lengths. */
export function understand(input: GenerateTripInput, seed: number = seedOf(input)): TripRequest {
  checkTripRequest(input);
  const request = { destination: input.destination, country: input.country, startDate: input.startDate ?? undefined, endDate: input.endDate ?? undefined, preferences: input.preferences, seed };
  return { ...request, dayCount: tripCalendar(request).dayCount, interests: interestsOf(input.preferences.activities) };
}

export function checkTripRequest(input: GenerateTripInput): void {
  const start = parseDate(input.startDate, 'Start date');
  const end = parseDate(input.endDate, 'End date');
  if (start && end) {
    if (end.isBefore(start)) throw new AppError('validation_failed', 'End date must be on or after the start date');
    if (end.diff(start, 'day') + 1 > MAX_TRIP_DAYS) throw new AppError('validation_failed', `Trips can be at most ${MAX_TRIP_DAYS} days long`);
  } else if ((readDuration(input.preferences.duration) ?? 0) > MAX_TRIP_DAYS) {
    throw new AppError('validation_failed', `Trips can be at most ${MAX_TRIP_DAYS} days long`);
  }
}

/** The same request always gets the same seed, so the same plan; "Regenerate" passes another seed. */
export function seedOf(input: GenerateTripInput): number {
  const text = JSON.stringify([input.destination.toLowerCase(), input.country.toLowerCase(), input.startDate, input.endDate, input.preferences]);
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}
