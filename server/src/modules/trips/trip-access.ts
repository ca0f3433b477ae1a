/**
 * Who may change a trip (its itinerary and its wallet): the same people who may edit the trip
 * page. A saved trip belongs to its owner, so only the owner (or an admin) may edit it; the
 * edit rights of the browser that generated it pass to the owner with the save. A temporary
 * trip may be edited by the browser that generated it (its cookie id hashes to
 * trip.creatorKey) or an admin. Everyone else may only look.
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
  if (trip.userId != null) return actor.userId != null && trip.userId === actor.userId;
  if (!actor.browserId || !trip.creatorKey) return false;
  const mine = Buffer.from(creatorKeyOf(actor.browserId));
  const theirs = Buffer.from(trip.creatorKey);
  return mine.length === theirs.length && timingSafeEqual(mine, theirs);
}
