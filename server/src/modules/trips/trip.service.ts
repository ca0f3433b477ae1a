import type { DataSource, Repository } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import type { ActivityService } from '../activity/index.js';
import { withSummaryFollowingEdit } from './day-summary.js';
import { checkDayNumbers, storedDay } from './itinerary-update.js';
import type { ItineraryDayInput } from './itinerary.inputs.js';
import type { Viewer } from '../auth/index.js';
import { hasTripRight, requireTripRight, roleOf, TripRight } from './trip-access.js';
import { Trip } from './trip.entity.js';
import type { TripPermissions } from './trip-permissions.types.js';
import { LocalTripEvents, type TripChange, type TripChangeKind, type TripEvents } from './trip-events.js';
import type { Logger } from 'pino';
import { sharingOf, type TripSharing } from './trip-sharing.js';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class TripService {
  private readonly trips: Repository<Trip>;

  constructor(
    dataSource: DataSource,
    private readonly activity: ActivityService,
    /** tells open pages about changes (trip-events.ts) */
    readonly events: TripEvents = new LocalTripEvents(),
    private readonly log?: Logger,
  ) {
    this.trips = dataSource.getRepository(Trip);
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
    if (hasTripRight(viewer, trip, TripRight.ViewPrivate)) return events;
    const withoutNames: AsyncIterableIterator<TripChange> = {
      next: async () => {
        const result = await events.next();
        return result.done ? result : { done: false, value: { ...result.value, by: null } };
      },
      return: async () => (await events.return?.()) ?? { done: true, value: undefined },
      [Symbol.asyncIterator]() {
        return withoutNames;
      },
    };
    return withoutNames;
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

  /**
   * Replaces the trip's days with validated ones (see itinerary-update.ts). The days are one
   * jsonb column, so the single UPDATE either writes all of them or none. A day's description
   * that names an activity the edit took away is written again (day-summary.ts).
   */
  async updateItinerary(uuid: string, days: ItineraryDayInput[], viewer: Viewer): Promise<Trip> {
    const trip = requireTripRight(viewer, await this.getByUuid(uuid), TripRight.Edit, 'Only the traveller who created this trip can edit its itinerary');
    checkDayNumbers(days, trip.itinerary.length);
    const itinerary = days.map((day) => withSummaryFollowingEdit(storedDay(day), trip.itinerary));
    await this.trips.update({ id: trip.id }, { itinerary });
    await this.activity.record({
      action: 'Itinerary Updated',
      userId: viewer.user?.id,
      entityType: 'trip',
      entityId: trip.uuid,
      details: { days: itinerary.length, activities: itinerary.reduce((sum, day) => sum + day.activities.length, 0) },
    });
    trip.itinerary = itinerary;
    await this.announce(trip.uuid, 'itinerary', viewer);
    return trip;
  }
}
