/**
 * The trip a traveller asked to modify, handed from the trip page to the planner form through
 * local storage (docs/product/traveller.md, section 4): kept for 30 minutes at most.
 */
import type { TripPreferences } from './trip-options';

export const TRIP_TO_MODIFY_KEY = 'tripToModify';
export const TRIP_TO_MODIFY_MAX_AGE_MS = 30 * 60 * 1000;
/** how long after the form is filled the stored trip is removed */
export const TRIP_TO_MODIFY_CLEANUP_MS = 1000;

export interface TripToModify {
  destination: string;
  country: string;
  startDate: string | null;
  endDate: string | null;
  preferences: TripPreferences;
  timestamp: number;
  scrollToTop: boolean;
}

/** `announce`: the form scrolls to the top and says 'Trip preferences loaded' (its scrollToTop flag). */
export function storeTripToModify(trip: Omit<TripToModify, 'timestamp' | 'scrollToTop'>, { now = Date.now(), announce = true }: { now?: number; announce?: boolean } = {}): boolean {
  try {
    window.localStorage.setItem(TRIP_TO_MODIFY_KEY, JSON.stringify({ ...trip, timestamp: now, scrollToTop: announce } satisfies TripToModify));
    return true;
  } catch {
    return false;
  }
}

export function clearTripToModify(): void {
  try {
    window.localStorage.removeItem(TRIP_TO_MODIFY_KEY);
  } catch {
    // storage unavailable: nothing was stored
  }
}

function isTripToModify(value: unknown): value is TripToModify {
  if (typeof value !== 'object' || value === null) return false;
  const trip = value as Partial<TripToModify>;
  return typeof trip.destination === 'string' && typeof trip.timestamp === 'number' && typeof trip.preferences === 'object' && trip.preferences !== null;
}

/** The stored trip, or null; an expired or unreadable entry is deleted. */
export function readTripToModify(now = Date.now()): TripToModify | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(TRIP_TO_MODIFY_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!isTripToModify(parsed) || now - parsed.timestamp > TRIP_TO_MODIFY_MAX_AGE_MS) {
    clearTripToModify();
    return null;
  }
  return { ...parsed, country: parsed.country ?? '', startDate: parsed.startDate ?? null, endDate: parsed.endDate ?? null, scrollToTop: !!parsed.scrollToTop };
}
