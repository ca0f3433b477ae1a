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
 * - A companion (a member the owner invited, issue 22) reads the wallet and who else is on the
 *   trip; an editor companion also changes the trip and its wallet. Only the owner invites and
 *   removes companions, and only the owner deletes the trip.
 * - Those who may read the wallet are those with ViewPrivate: everyone above but a stranger.
 */
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../common/app-error.js';
import type { Viewer } from '../auth/index.js';
import { creatorKeyOf } from '../../web/browser-identity.js';
import type { Trip } from './trip.entity.js';
import type { CompanionRole, TripMember } from './trip-member.entity.js';

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
  /** read its wallet and its documents, and see who else is on the trip */
  ViewPrivate = 'view-private',
  /** invite companions, withdraw invitations and remove companions */
  Share = 'share',
}

/** What rights are decided from: who created and who owns the trip, and its companions (none when not loaded). */
export type TripForRights = Pick<Trip, 'creatorKey' | 'userId'> & { members?: ReadonlyArray<Pick<TripMember, 'userId' | 'role'>> };

type Grant = (viewer: Viewer, trip: TripForRights) => readonly TripRight[];

const everyone: Grant = () => [TripRight.View];
const owner: Grant = (viewer, trip) => (trip.userId != null && viewer.user != null && trip.userId === viewer.user.id ? [TripRight.Edit, TripRight.Delete, TripRight.ViewPrivate, TripRight.Share] : []);
const creatorBrowser: Grant = (viewer, trip) => (trip.userId == null && isCreatorBrowser(viewer.browserId, trip.creatorKey) ? [TripRight.Edit, TripRight.Claim, TripRight.ViewPrivate] : []);
const admin: Grant = (viewer) => (viewer.role === 'admin' ? [TripRight.Edit, TripRight.Delete, TripRight.Curate, TripRight.ViewPrivate] : []);
const companion: Grant = (viewer, trip) => {
  // Companions exist only on a saved trip; a member row left on a trip with no owner gives nothing.
  const member = trip.userId != null && viewer.user != null ? trip.members?.find((candidate) => candidate.userId === viewer.user!.id) : undefined;
  if (!member) return [];
  return member.role === 'editor' ? [TripRight.Edit, TripRight.ViewPrivate] : [TripRight.ViewPrivate];
};

/** Each source of rights over a trip; the viewer's rights are what they all give together. */
const GRANTS: readonly Grant[] = [everyone, owner, creatorBrowser, admin, companion];

/** The viewer's part in the trip, as the trip page and My Trips show it. */
export function roleOf(viewer: Viewer, trip: TripForRights): 'owner' | CompanionRole | undefined {
  if (viewer.user == null) return undefined;
  if (trip.userId === viewer.user.id) return 'owner';
  return trip.userId != null ? trip.members?.find((member) => member.userId === viewer.user!.id)?.role : undefined;
}

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
