/**
 * Co-editing (issue 22): companions change one trip's itinerary at once, from any instance,
 * one activity at a time, with a history and an undo; a stated rule decides conflicts
 * (edit-operations.ts).
 */
export { ItineraryEditService, recordPlanChange } from './itinerary-edit.service.js';
export { ItineraryEditResolver } from './itinerary-edit.resolver.js';
export { itineraryEditRoutes } from './itinerary-edit.routes.js';
export { TripEdit } from './trip-edit.entity.js';
