/**
 * @odyssey/domain: the one public entry of the package that the server and the web client
 * share. Everything here is plain TypeScript with no GraphQL, database or browser imports, so
 * both sides can say and compute the same things.
 */
export { BUDGET_LEVELS, budgetLabel, type BudgetLevel } from './display/budget.js';
export { destinationCoverSvg, destinationCoverUrl } from './display/destination-cover.js';
export { dateRangeText, travelersText } from './display/trip-words.js';
export {
  DURATION_CHOICES,
  INTERESTS,
  PARTY_OPTIONS,
  TRIP_PACES,
  WIZARD_ACCOMMODATIONS,
  WIZARD_ACTIVITIES,
  WIZARD_TRAVEL_STYLES,
  tripOptionLists,
  type Interest,
  type TripOptionLists,
  type TripPace,
} from './options/trip-options.js';
export { INJECTED_TRIP_OPTIONS_ID, dataBlockElement, jsonForScriptElement } from './options/page-data-block.js';
export { minutesOfDay } from './trip/clock.js';
export { clampTripDays, DEFAULT_TRIP_DAYS, MAX_TRIP_DAYS, readDuration, tripDaysFromDuration } from './trip/trip-length.js';
export { DEFAULT_PREFERENCES, DESTINATION_MAX_LENGTH, defaultPreferences, type TripPreferences, type TripRequest } from './trip/preferences.js';
export type { Accommodation, Activity, ActivityLocation, DestinationOverview, ItineraryDay, PlaceData } from './trip/itinerary.js';
