import type { DataSource, Repository } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import type { Viewer } from '../auth/index.js';
import { hasTripRight, requireTripRight, roleOf, TripRight } from './trip-access.js';
import { Trip } from './trip.entity.js';
import type { TripPermissions } from './trip-permissions.types.js';
import { LocalTripEvents, type TripChange, type TripChangeKind, type TripEvents } from './trip-events.js';
import type { Logger } from 'pino';
import { sharingOf, type TripSharing } from './trip-sharing.js';
import { TripPresenceTracker, type PresentViewer } from './trip-presence.js';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class TripService {
  private readonly trips: Repository<Trip>;
  /** who has each trip open (trip-presence.ts) */
  readonly presence: TripPresenceTracker;

  constructor(
    dataSource: DataSource,
    /** tells open pages about changes (trip-events.ts) */
    readonly events: TripEvents = new LocalTripEvents(),
    private readonly log?: Logger,
  ) {
    this.trips = dataSource.getRepository(Trip);
    this.presence = new TripPresenceTracker(dataSource, (uuid, who) => this.announce(uuid, 'presence', who), (error) => this.log?.warn({ err: error }, 'presence could not be refreshed'));
  }

  /**
   * Tells every page open on the trip that it changed, after the change is stored. A failure to
   * tell is logged, never thrown: the change itself has been made.
   */
  async announce(tripUuid: string, kind: TripChangeKind, viewer: Viewer): Promise<void> {
    try {
      await this.events.publish({ tripUuid, kind, by: viewer.user?.username ?? null, at: new Date().toISOString() });
    } catch (error) {
      this.log?.warn({ err: error, tripUuid, kind }, 'a trip change could not be announced');
    }
  }

  /**
   * The trip's changes from now on, for a page open on it. Anyone who may view the trip may
   * follow it; who made a change is told only to those who may see who is on the trip.
   */
  async changes(tripUuid: string, viewer: Viewer): Promise<AsyncIterableIterator<TripChange>> {
    const trip = await this.getByUuid(tripUuid);
    const events = this.events.subscribe(trip.uuid);
    const named = hasTripRight(viewer, trip, TripRight.ViewPrivate);
    // The page is present while it follows the trip (trip-presence.ts); presence failing must not end live changes.
    const presence = await this.presence.enter(trip.uuid, viewer).catch((error: unknown) => {
      this.log?.warn({ err: error, tripUuid }, 'presence could not be recorded');
      return undefined;
    });
    const changes: AsyncIterableIterator<TripChange> = {
      next: async () => {
        const result = await events.next();
        return result.done || named ? result : { done: false, value: { ...result.value, by: null } };
      },
      return: async () => {
        if (presence) void this.presence.leave(presence, viewer).catch((error: unknown) => this.log?.warn({ err: error, tripUuid }, 'presence could not be cleared'));
        return (await events.return?.()) ?? { done: true, value: undefined };
      },
      [Symbol.asyncIterator]() {
        return changes;
      },
    };
    return changes;
  }

  /** A trip by its public uuid, with its companions (rights are decided from them). A malformed id is simply not found: it can name no trip. */
  async getByUuid(uuid: string): Promise<Trip> {
    const trip = UUID_PATTERN.test(uuid) ? await this.trips.findOne({ where: { uuid: uuid.toLowerCase() }, relations: { members: true } }) : null;
    if (!trip) throw new AppError('not_found', 'Trip not found');
    return trip;
  }

  /** 'Be Inspired': featured trips, newest first. */
  featured(): Promise<Trip[]> {
    return this.trips.find({ where: { isFeaturedTrip: true }, order: { createdAt: 'DESC', id: 'DESC' }, take: 24 });
  }

  /** 'Popular Destinations', newest first. */
  popularDestinations(): Promise<Trip[]> {
    return this.trips.find({ where: { isPopularDestination: true }, order: { createdAt: 'DESC', id: 'DESC' }, take: 24 });
  }

  /** Who is on the trip, for its own travellers; null for anyone else. Loads the accounts when the trip came without them. */
  async sharing(trip: Trip, viewer: Viewer): Promise<TripSharing | null> {
    if (!hasTripRight(viewer, trip, TripRight.ViewPrivate)) return null;
    const loaded = trip.members?.every((member) => member.user) && (trip.userId == null || trip.user)
      ? trip
      : await this.trips.findOne({ where: { id: trip.id }, relations: { user: true, members: { user: true } }, order: { members: { id: 'ASC' } } });
    return loaded ? sharingOf(loaded, roleOf(viewer, trip) ?? null) : null;
  }

  async permissions(uuid: string, viewer: Viewer): Promise<TripPermissions> {
    const trip = await this.getByUuid(uuid);
    return {
      canEdit: hasTripRight(viewer, trip, TripRight.Edit),
      canViewWallet: hasTripRight(viewer, trip, TripRight.ViewPrivate),
      canShare: hasTripRight(viewer, trip, TripRight.Share),
      role: roleOf(viewer, trip) ?? null,
    };
  }

  /** Who has the trip open now, for its own travellers (FORBIDDEN otherwise). */
  async viewers(tripUuid: string, viewer: Viewer): Promise<PresentViewer[]> {
    const trip = requireTripRight(viewer, await this.getByUuid(tripUuid), TripRight.ViewPrivate, 'Who is viewing a trip is for its own travellers only');
    return this.presence.viewers(trip.uuid);
  }
}
