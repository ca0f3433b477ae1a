/**
 * The planner form's defaults (docs/product/traveller.md, sections 3 and 9). Its choices (interests,
 * parties, budget levels) are the server's: see features/trip-options.
 */
import { defaultPreferences } from '@odyssey/domain';
import type { PreferencesInput } from '../../gql/graphql';

export type TripPreferences = Required<PreferencesInput>;

/** The form's defaults; the wizard has its own. */
export const FORM_PREFERENCES: TripPreferences = defaultPreferences();
