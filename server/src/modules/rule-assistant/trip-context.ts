/** The trip the trip assistant is asked about, read from the client's tripContext with the form's defaults for anything missing. */
import { strict } from 'chrono-node/en';
import dayjs from 'dayjs';
import { defaultPreferences } from '@odyssey/domain';
import type { DateRange } from './extract-dates.js';
import { durationDays } from './extract-duration.js';
import type { TripContext, TripPreferences } from './offline-assistant.types.js';

/** The form's defaults (docs/product/traveller.md, section 3). */
export const FORM_DEFAULTS: TripPreferences = defaultPreferences();

export interface CurrentTrip {
  destination: string;
  country: string;
  dates?: DateRange;
  /** from the dates when there are any, else from the duration */
  days: number;
  preferences: TripPreferences;
  itinerary: Array<{ day: number; activities: string[] }>;
}

const ISO = 'YYYY-MM-DD';

export function currentTrip(context: TripContext): CurrentTrip {
  const given = context.preferences ?? {};
  const preferences: TripPreferences = {
    travelStyle: stringsOr(given.travelStyle, FORM_DEFAULTS.travelStyle),
    accommodation: stringsOr(given.accommodation, FORM_DEFAULTS.accommodation),
    activities: stringsOr(given.activities, FORM_DEFAULTS.activities),
    budgetLevel: typeof given.budgetLevel === 'number' && given.budgetLevel >= 1 && given.budgetLevel <= 5 ? Math.round(given.budgetLevel) : FORM_DEFAULTS.budgetLevel,
    currency: typeof given.currency === 'string' && given.currency ? given.currency : FORM_DEFAULTS.currency,
    duration: typeof given.duration === 'string' && given.duration ? given.duration : FORM_DEFAULTS.duration,
    travelers: typeof given.travelers === 'string' && given.travelers ? given.travelers : FORM_DEFAULTS.travelers,
  };
  const dates = datesOf(context.dates);
  const days = dates?.endDate ? dayjs(dates.endDate).diff(dates.startDate, 'day') + 1 : (durationDays(preferences.duration) ?? 7);
  return {
    destination: context.destination ?? '',
    country: context.country ?? '',
    ...(dates ? { dates } : {}),
    days,
    preferences,
    itinerary: Array.isArray(context.itinerary) ? context.itinerary : [],
  };
}

/** 'X to Y' as the client writes it (ISO dates, or dates in words); undefined for 'No dates specified'. */
export function datesOf(text: string | undefined): DateRange | undefined {
  const [from, to] = (text ?? '').split(/\s+to\s+/i);
  const start = dateOf(from);
  const end = dateOf(to);
  if (!start || !end) return undefined;
  return start <= end ? { startDate: start, endDate: end } : { startDate: end, endDate: start };
}

function dateOf(text: string | undefined): string | undefined {
  if (!text?.trim()) return undefined;
  const iso = text.trim().slice(0, 10);
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso) && dayjs(iso).format(ISO) === iso) return iso;
  const written = strict.parseDate(text);
  return written ? dayjs(written).format(ISO) : undefined;
}

function stringsOr(value: unknown, fallback: string[]): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [...fallback];
}
