/**
 * The rule-assistant module's public surface: what other feature modules may use. Anything not
 * exported here is the module's own business (the boundaries lint rule keeps it so).
 */
export { durationDays, extractDuration } from './extract-duration.js';
export { extractTripRequest } from './extract-trip.js';
export { replyToHomeChat } from './home-assistant.js';
export { SIGHTSEEING } from './interest-words.js';
export type { ChatMessage, DestinationLookups, TripContext, TripPreferences, TripRequest } from './offline-assistant.types.js';
export { READY_TO_CREATE_PHRASES } from './phrases.js';
export { replyToTripChat } from './trip-assistant.js';
export type { TripChatReply } from './trip-assistant.js';
export type { ModificationSuggestion } from './trip-changes.js';
export { tripSentence } from './trip-confirmation.js';
export { currentTrip } from './trip-context.js';
export type { CurrentTrip } from './trip-context.js';
export type { ProposedEdit } from './trip-edits.js';
