/**
 * A trip request's preferences as plain data, and the form's defaults (one definition: the
 * GraphQL input class, the REST shim, the rule-based assistant and the web form all start
 * from these).
 */
export interface TripPreferences {
  travelStyle: string[];
  accommodation: string[];
  activities: string[];
  /** 1 (shoestring) to 5 (luxury) */
  budgetLevel: number;
  /** ISO 4217, e.g. USD */
  currency: string;
  /** free text read by readDuration, e.g. "1 Week", "10 nights" */
  duration: string;
  /** free text, e.g. "2", "a couple" */
  travelers: string;
}

/** The longest destination a request may name: the server refuses more, the form accepts no more. */
export const DESTINATION_MAX_LENGTH = 200;

export interface TripRequest {
  destination: string;
  country: string;
  /** YYYY-MM-DD */
  startDate?: string | null;
  /** YYYY-MM-DD */
  endDate?: string | null;
  preferences: TripPreferences;
}

/** The planner form's defaults (traveller spec, section 3). Copy before changing: the lists are shared. */
export const DEFAULT_PREFERENCES: Readonly<TripPreferences> = Object.freeze({
  travelStyle: [],
  accommodation: [],
  activities: [],
  budgetLevel: 3,
  currency: 'USD',
  duration: '1 Week',
  travelers: '1',
});

/** A fresh copy of the defaults with fresh lists, safe to change. */
export function defaultPreferences(): TripPreferences {
  return { ...DEFAULT_PREFERENCES, travelStyle: [], accommodation: [], activities: [] };
}
