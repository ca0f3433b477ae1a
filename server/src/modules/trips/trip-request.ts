/**
 * Checks on a generation request that one field alone cannot make: real calendar dates, in
 * order, and a trip of at most 30 days.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { AppError } from '../../common/app-error.js';
import { MAX_TRIP_DAYS } from '../planner/trip-length.js';
import type { GenerateTripInput } from './trip.inputs.js';

dayjs.extend(customParseFormat);

const UNIT_DAYS: Record<string, number> = { day: 1, night: 1, week: 7, fortnight: 14, month: 30 };

function parseDate(value: string | null | undefined, label: string): dayjs.Dayjs | undefined {
  if (!value) return undefined;
  const date = dayjs(value, 'YYYY-MM-DD', true);
  if (!date.isValid()) throw new AppError('validation_failed', `${label} is not a real date: ${value}`);
  return date;
}

/** The longest stay a duration text asks for, in days ("45 days", "6 weeks"); 0 when it names none. */
function requestedDays(duration: string): number {
  let days = 0;
  for (const [, amount, unit] of duration.toLowerCase().matchAll(/(\d+)\s*(day|night|week|fortnight|month)s?\b/g)) {
    days += Number(amount) * UNIT_DAYS[unit];
  }
  return days;
}

export function checkTripRequest(input: GenerateTripInput): void {
  const start = parseDate(input.startDate, 'Start date');
  const end = parseDate(input.endDate, 'End date');
  if (start && end) {
    if (end.isBefore(start)) throw new AppError('validation_failed', 'End date must be on or after the start date');
    if (end.diff(start, 'day') + 1 > MAX_TRIP_DAYS) throw new AppError('validation_failed', `Trips can be at most ${MAX_TRIP_DAYS} days long`);
  } else if (requestedDays(input.preferences.duration) > MAX_TRIP_DAYS) {
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
