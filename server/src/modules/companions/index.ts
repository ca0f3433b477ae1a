/**
 * The companions module's public surface (issue 22): invitations and membership of a trip.
 * The rights a membership gives are decided in trips/trip-access.ts, with every other right.
 */
export { companionRoutes } from './companion.routes.js';
export { CompanionResolver } from './companion.resolver.js';
export { CompanionService } from './companion.service.js';
export { TripInvitation } from './trip-invitation.entity.js';
