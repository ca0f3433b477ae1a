/**
 * The trips module's public surface: what other feature modules may use. Anything not
 * exported here is the module's own business (the boundaries lint rule keeps it so).
 */
export type { SavedTripService } from './saved-trip.service.js';
export { hasTripRight, requireTripRight, roleOf, TripRight } from './trip-access.js';
export { COMPANION_ROLES, TripMember } from './trip-member.entity.js';
export type { CompanionRole } from './trip-member.entity.js';
export { sharingOf, TripCompanion, TripSharing } from './trip-sharing.js';
export { BUDGET_LEVELS, budgetLabel, INTERESTS, WIZARD_ACTIVITIES } from './trip-options.js';
export type { BudgetLevel } from './trip-options.js';
export { planOf, Trip } from './trip.entity.js';
export type { TripService } from './trip.service.js';
export { Preferences } from './trip.types.js';
export type { ItineraryDay } from './trip.types.js';
export { tripView } from './trip.view.js';
export { ACTIVITY_ID_PATTERN, newActivityId, withActivityIds } from './activity-ids.js';
export { ACTIVITY_TYPE_MESSAGE, ActivityInput, ITINERARY_LIMITS, ItineraryDayInput } from './itinerary.inputs.js';
export { checkDayNumbers, storedDay, validateItinerary } from './itinerary-update.js';
export { withSummaryFollowingEdit } from './day-summary.js';
export type { Activity } from './trip.types.js';
export { TripPresence } from './trip-presence.entity.js';
