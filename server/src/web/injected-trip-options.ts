/**
 * The trip option lists (the planner form's interests, parties and budget levels, and the
 * wizard's lists) written into index.html as a JSON data block, exactly as the tripOptions query
 * answers them, so the home page's form shows its choices on its first paint, before Apollo
 * Client has loaded. The client reads them in features/trip-options/injected-trip-options.ts.
 */
import { INJECTED_TRIP_OPTIONS_ID } from '@odyssey/domain';
import { tripOptionLists, type TripOptionLists } from '../modules/trips/trip-options.js';
import { injectDataBlock } from './injected-settings.js';

export { INJECTED_TRIP_OPTIONS_ID };

/** index.html with the trip options block before the app's root element (unchanged if there is none). */
export function injectTripOptions(html: string, options: TripOptionLists = tripOptionLists()): string {
  return injectDataBlock(html, INJECTED_TRIP_OPTIONS_ID, options);
}
