/**
 * The planner module's public surface: what other feature modules may use. Anything not
 * exported here is the module's own business (the boundaries lint rule keeps it so).
 */
export { DateRangeField } from './DateRangeField';
export { DestinationField } from './DestinationField';
export type { DestinationRefusal } from './DestinationRefusalAlert';
export { FieldLabel } from './FieldLabel';
export { PlannerPanel } from './PlannerPanel';
export type { DateRange } from './date-range';
export { FORM_PREFERENCES } from './trip-options';
export type { TripPreferences } from './trip-options';
export { readTripToModify, storeTripToModify } from './trip-to-modify';
