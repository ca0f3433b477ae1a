/**
 * The trip-page module's public surface: what other feature modules may use. Anything not
 * exported here is the module's own business (the boundaries lint rule keeps it so).
 */
export type { HomeNavigationState } from './TripBottomActions';
export { dateRangeText, travelersText } from './trip-text';
export { useTripPermissions, type TripPermissions, type TripRole } from './useTripPermissions';
