/**
 * The ai module's public surface: what other feature modules may use. Anything not
 * exported here is the module's own business (the boundaries lint rule keeps it so).
 */
export type { AiTripService, ModelCallOptions, ProposedDestination } from './trip/ai-trip.service.js';
export type { DayWriting } from './trip/day-writing.js';
export type { GuidePicks } from './trip/guide-picks.js';
