/**
 * How many days a trip has: the dates when given (inclusive), otherwise the duration text the
 * traveller chose or typed ("1 Week", "5 days", "long weekend", "10 nights", "a month").
 */
import dayjs from 'dayjs';
import { clampTripDays, tripDaysFromDuration } from '@odyssey/domain';
import type { PlanRequest, TripCalendar } from './types.js';

// The duration rules (N nights = N + 1 days, the limits) live in @odyssey/domain's trip-length.
export { MAX_TRIP_DAYS } from '@odyssey/domain';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function tripCalendar(request: Pick<PlanRequest, 'startDate' | 'endDate' | 'preferences'>): TripCalendar {
  const start = parseDate(request.startDate);
  const end = parseDate(request.endDate);
  const dayCount = start && end ? clampTripDays(Math.abs(end.diff(start, 'day')) + 1) : tripDaysFromDuration(request.preferences.duration);
  if (!start) return { dayCount };
  const first = end && end.isBefore(start) ? end : start;
  const days = Array.from({ length: dayCount }, (_, index) => first.add(index, 'day'));
  return {
    dayCount,
    dates: days.map((day) => day.format('YYYY-MM-DD')),
    // dayjs counts from Sunday; the guide's weekly hours count from Monday.
    weekdays: days.map((day) => (day.day() + 6) % 7),
  };
}

/** The month (1-12) a dated trip starts in. */
export function startMonth(request: Pick<PlanRequest, 'startDate' | 'endDate'>): number | undefined {
  const start = parseDate(request.startDate);
  return start ? start.month() + 1 : undefined;
}

function parseDate(text: string | undefined): dayjs.Dayjs | undefined {
  if (!text || !DATE_PATTERN.test(text)) return undefined;
  const date = dayjs(text);
  return date.isValid() && date.format('YYYY-MM-DD') === text ? date : undefined;
}
