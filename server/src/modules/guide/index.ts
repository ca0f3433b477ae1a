/**
 * The guide module's public surface: what other feature modules may use. Anything not
 * exported here is the module's own business (the boundaries lint rule keeps it so).
 */
export { COUNTRY_ALIASES, COUNTRY_WRITTEN_AS } from './country-aliases.js';
export { stayChoiceErrors } from './guide-coverage.js';
export { distanceKm, nearest } from './guide-distance.js';
export { isOpenDuring, parseWeeklyHours } from './guide-hours.js';
export type { OpenInterval, WeeklyHours } from './guide-hours.js';
export { Guide } from './guide-loader.js';
export type { DataGap, DestinationSummary, Landmark, LoadedDestination, LoadedPlace } from './guide-loader.js';
export { INTERESTS, PLACE_CATEGORIES, WEEKDAYS } from './guide.types.js';
export type { GuideBase, GuideMeal, GuideNeighbourhood, GuideStay, Interest, LatLng, PlaceCategory } from './guide.types.js';
