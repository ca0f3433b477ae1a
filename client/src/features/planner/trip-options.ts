/**
 * The planner form's defaults (traveller spec, sections 3 and 9). Its choices (interests,
 * parties, budget levels) are the server's: see features/trip-options.
 */
import { defaultPreferences } from '@odyssey/domain';
import type { TripPreferencesRequest } from './trip-request';

export type TripPreferences = Required<TripPreferencesRequest>;

/** The form's defaults; the wizard has its own. */
export const FORM_PREFERENCES: TripPreferences = defaultPreferences();
