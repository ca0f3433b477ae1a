/**
 * The planner form's defaults (docs/product/traveller.md, sections 3 and 9). Its choices (interests,
 * parties, budget levels) are the server's: see features/trip-options.
 */
import type { TripPreferencesRequest } from './trip-request';

export type TripPreferences = Required<TripPreferencesRequest>;

/** The form's defaults; the wizard has its own. */
export const FORM_PREFERENCES: TripPreferences = {
  travelStyle: [],
  accommodation: [],
  activities: [],
  budgetLevel: 3,
  currency: 'USD',
  duration: '1 Week',
  travelers: '1',
};
