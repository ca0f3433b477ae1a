import type { Trip } from './trip.entity.js';

/** The trip as REST clients see it: the stored row minus the creator key, plus the spec's isFeatured alias. */
export function tripView(trip: Trip) {
  const { creatorKey: _creatorKey, featuredImageKey: _featuredImageKey, featuredImageType: _featuredImageType, user: _user, wallet: _wallet, ...visible } = trip;
  return { ...visible, isFeatured: trip.isFeaturedTrip };
}
