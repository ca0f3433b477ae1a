/**
 * Trip rights: what the viewer may do with one trip. Every trip operation (the trip page, its
 * itinerary edits, Modify Trip, saved trips, the wallet, the admin's showcase) asks here, so
 * that who may do what to a trip is decided in one place.
 *
 * - Anyone may view a trip: a trip's address is its share link.
 * - A saved trip belongs to its owner: they may edit it and delete it. The edit rights of the
 *   browser that generated it passed to the owner with the save.
 * - A temporary trip (no owner yet) may be edited by the browser that generated it (its cookie
 *   id hashes to trip.creatorKey), and only that browser may claim it into an account.
 * - An admin may edit and delete any trip, and curate the showcase; an admin's rights do not
 *   make a traveller's trip the admin's (no claim).
 *
 * Trip members (co-editing) plug in as one more grant in GRANTS: a function from the viewer and
 * the trip to the rights a membership gives.
 */
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../common/app-error.js';
import type { Viewer } from '../auth/index.js';
import { creatorKeyOf } from '../../web/browser-identity.js';
import type { Trip } from './trip.entity.js';

export enum TripRight {
  /** read the trip */
  View = 'view',
  /** change its itinerary, plan it again, read and change its wallet */
  Edit = 'edit',
  /** take a temporary trip into one's account, at the same address */
  Claim = 'claim',
  /** delete it */
  Delete = 'delete',
  /** feature it, list it as a popular destination, change its listing, give it an image */
  Curate = 'curate',
}

/** What rights are decided from: who created and who owns the trip. */
export type TripForRights = Pick<Trip, 'creatorKey' | 'userId'>;

type Grant = (viewer: Viewer, trip: TripForRights) => readonly TripRight[];

const everyone: Grant = () => [TripRight.View];
const owner: Grant = (viewer, trip) => (trip.userId != null && viewer.user != null && trip.userId === viewer.user.id ? [TripRight.Edit, TripRight.Delete] : []);
const creatorBrowser: Grant = (viewer, trip) => (trip.userId == null && isCreatorBrowser(viewer.browserId, trip.creatorKey) ? [TripRight.Edit, TripRight.Claim] : []);
const admin: Grant = (viewer) => (viewer.role === 'admin' ? [TripRight.Edit, TripRight.Delete, TripRight.Curate] : []);

/** Each source of rights over a trip; the viewer's rights are what they all give together. */
const GRANTS: readonly Grant[] = [everyone, owner, creatorBrowser, admin];

export function rightsOf(viewer: Viewer, trip: TripForRights): ReadonlySet<TripRight> {
  return new Set(GRANTS.flatMap((grant) => grant(viewer, trip)));
}

export function hasTripRight(viewer: Viewer, trip: TripForRights, right: TripRight): boolean {
  return rightsOf(viewer, trip).has(right);
}

/** The trip, when the viewer has the right; otherwise a 403 with the operation's own message. */
export function requireTripRight<T extends TripForRights>(viewer: Viewer, trip: T, right: TripRight, refusal: string): T {
  if (!hasTripRight(viewer, trip, right)) throw new AppError('forbidden', refusal);
  return trip;
}

/** The cookie's hash compared in constant time, so timing does not reveal a creator key. */
function isCreatorBrowser(browserId: string | undefined, creatorKey: string | null): boolean {
  if (!browserId || !creatorKey) return false;
  const mine = Buffer.from(creatorKeyOf(browserId));
  const theirs = Buffer.from(creatorKey);
  return mine.length === theirs.length && timingSafeEqual(mine, theirs);
}
