import type { Trip } from './trip.entity.js';
import { manualEditsOf } from './trip-manual-edits.js';
import { withActivityIds } from './activity-ids.js';

/** The trip as REST clients see it: the stored row minus the creator key, plus the isFeatured alias (docs/product/accounts-admin.md, section 3). */
export function tripView(trip: Trip) {
  const { creatorKey: _creatorKey, featuredImageKey: _featuredImageKey, featuredImageType: _featuredImageType, user: _user, members: _members, wallet: _wallet, generatedItinerary: _generated, previousPlan: _previous, planRevision: _planRevision, ...visible } = trip;
  return { ...visible, itinerary: withActivityIds(trip.itinerary), isFeatured: trip.isFeaturedTrip, manualEdits: manualEditsOf(trip.generatedItinerary ?? null, trip.itinerary), canUndoRegeneration: trip.previousPlan != null };
}
