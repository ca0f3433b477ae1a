/**
 * Saved trips: a signed-in traveller keeps a trip (their own becomes theirs, anyone else's is
 * copied), lists their trips and deletes them. Ownership is checked here, for REST and GraphQL alike.
 */
import { randomUUID } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import { IsNull } from 'typeorm';
import type { ActivityService } from '../activity/index.js';
import type { User } from '../users/index.js';
import { requireUser, type Viewer } from '../auth/index.js';
import { hasTripRight, requireTripRight, roleOf, TripRight } from './trip-access.js';
import { planOf, Trip } from './trip.entity.js';
import type { TripService } from './trip.service.js';

/**
 * What deleting trips needs from the wallet: their documents go with them (files after the
 * rows). Declared here, and met by the wallet's service, so that trips does not depend on the
 * wallet module, which depends on trips.
 */
export interface TripDocuments {
  deleteTripWithDocuments(tripId: number, deleteTrip: () => Promise<void>): Promise<void>;
  deleteTripsWithDocuments(tripIds: number[], deleteTrips: () => Promise<number[] | void>): Promise<void>;
}

export class SavedTripService {
  private readonly rows: Repository<Trip>;

  constructor(
    dataSource: DataSource,
    private readonly trips: TripService,
    private readonly wallet: TripDocuments,
    private readonly activity: ActivityService,
  ) {
    this.rows = dataSource.getRepository(Trip);
  }

  /**
   * Keeps a trip in the user's account. The browser that planned a temporary trip hands it to
   * its traveller: the trip becomes theirs, at the same address. Any other trip the user can
   * see (a featured one, a link shared by someone else, an admin looking at a traveller's
   * trip) is copied: the copy is the user's to edit, carries the itinerary but never the
   * wallet, and the original is left as it was. Saving one's own trip again changes nothing.
   */
  async save(uuid: string, viewer: Viewer): Promise<Trip> {
    const user = requireUser(viewer);
    const trip = await this.trips.getByUuid(uuid);
    // One's own trip, or one shared with one as a companion, is already in My Trips.
    if (roleOf(viewer, trip)) return trip;
    // Only the planning browser itself claims a trip (see trip-access.ts).
    if (hasTripRight(viewer, trip, TripRight.Claim)) {
      // Conditional on still having no owner, so two people saving at once cannot both win.
      const claimed = await this.rows.update({ id: trip.id, userId: IsNull() }, { userId: user.id, saved: true });
      if (claimed.affected) {
        await this.record(user, trip, trip.uuid);
        return { ...trip, userId: user.id, saved: true };
      }
    }
    return this.copyFor(user, trip);
  }

  /** The user's own copy of a trip: its plan, not its wallet, its place in the showcase or its uploaded image. */
  private async copyFor(user: User, trip: Trip): Promise<Trip> {
    const copy = await this.rows.save(
      this.rows.create({
        uuid: randomUUID(),
        userId: user.id,
        saved: true,
        ...planOf(trip),
        // The copy starts as its saver found it: edits made before are not theirs to be warned about.
        generatedItinerary: trip.itinerary,
        customHeader: trip.customHeader,
        // An uploaded image belongs to the original and is deleted with it; a linked one can be shared.
        featuredImage: trip.featuredImageKey ? null : trip.featuredImage,
      }),
    );
    await this.record(user, copy, trip.uuid);
    return copy;
  }

  private record(user: User, trip: Trip, savedFrom: string): Promise<void> {
    const details = { destination: trip.destination, country: trip.country, ...(savedFrom === trip.uuid ? {} : { copiedFrom: savedFrom }) };
    return this.activity.record({ action: 'Trip Saved', userId: user.id, entityType: 'trip', entityId: trip.uuid, details });
  }

  /** The user's saved trips and the trips they are a companion on, newest first, with who is on each. */
  list(user: User): Promise<Trip[]> {
    return this.rows
      .createQueryBuilder('trip')
      .leftJoinAndSelect('trip.user', 'owner')
      .leftJoinAndSelect('trip.members', 'member')
      .leftJoinAndSelect('member.user', 'memberUser')
      .where('(trip.userId = :id AND trip.saved = true)', { id: user.id })
      .orWhere('trip.id IN (SELECT m."tripId" FROM trip_members m WHERE m."userId" = :id)', { id: user.id })
      .orderBy('trip.createdAt', 'DESC')
      .addOrderBy('trip.id', 'DESC')
      .addOrderBy('member.id', 'ASC')
      .getMany();
  }

  /** The owner or an admin may delete a trip; its wallet documents go with it. */
  async delete(uuid: string, viewer: Viewer): Promise<void> {
    const trip = requireTripRight(viewer, await this.trips.getByUuid(uuid), TripRight.Delete, 'You can only delete your own trips');
    await this.wallet.deleteTripWithDocuments(trip.id, async () => {
      await this.rows.delete({ id: trip.id });
    });
  }

  /** Runs `deleteOwner` (whose trips go with it, by cascade) and then removes those trips' stored files. */
  async deleteOwnedBy(userId: number, deleteOwner: () => Promise<void>): Promise<void> {
    const owned = await this.rows.find({ select: { id: true }, where: { userId } });
    await this.wallet.deleteTripsWithDocuments(
      owned.map((trip) => trip.id),
      deleteOwner,
    );
  }
}
