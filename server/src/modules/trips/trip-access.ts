/**
 * Who may change a trip (its itinerary and its wallet): the browser that generated it (its
 * cookie id hashes to trip.creatorKey), the trip's owner once accounts exist, or an admin.
 * Everyone else may only look.
 */
import { timingSafeEqual } from 'node:crypto';
import { creatorKeyOf } from '../../web/browser-identity.js';
import type { Trip } from './trip.entity.js';

/** Whoever is asking: the browser's signed-cookie id, and the signed-in user when there is one. */
export interface Actor {
  browserId?: string;
  userId?: number | null;
  isAdmin?: boolean;
}

export function canEditTrip(trip: Pick<Trip, 'creatorKey' | 'userId'>, actor: Actor): boolean {
  if (actor.isAdmin) return true;
  if (actor.userId != null && trip.userId === actor.userId) return true;
  if (!actor.browserId || !trip.creatorKey) return false;
  const mine = Buffer.from(creatorKeyOf(actor.browserId));
  const theirs = Buffer.from(trip.creatorKey);
  return mine.length === theirs.length && timingSafeEqual(mine, theirs);
}
