/**
 * The pure planner's one public entry: everything outside modules/planner imports from here,
 * never a file inside it, so the planner's insides can change without touching its callers.
 * It reads a request and a destination's places and returns a checked plan; no I/O.
 */
export { ACTIVITY_TYPES, inferActivityType, isRestBreak } from './activity-type.js';
export type { ActivityType } from './activity-type.js';
export { checkPlan } from './check-plan.js';
export type { TripToCheck } from './check-plan.js';
export { evaluate, evaluationCases } from './evaluation.js';
export { formatMinutes } from './geo.js';
export { placeKey, placeKeyOfTitle, placeSlug } from './place-key.js';
export { planTrip } from './plan-trip.js';
export { interestNamed, interestsOf } from './traveller.js';
export { tripCalendar } from './trip-length.js';
export type { LoadedDestination, PlanRequest, PlannedTrip, TravelPreferences } from './types.js';
