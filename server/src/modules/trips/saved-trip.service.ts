/**
 * Saved trips: a signed-in traveller keeps a trip (it becomes theirs), lists their trips and
 * deletes them. Ownership is checked here, for REST and GraphQL alike.
 */
import type { DataSource, Repository } from 'typeorm';
import { IsNull } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import type { ActivityService } from '../activity/activity.service.js';
import type { User } from '../users/user.entity.js';
import { canEditTrip, type Actor } from './trip-access.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { Trip } from './trip.entity.js';
import type { TripService } from './trip.service.js';

export class SavedTripService {
  private readonly rows: Repository<Trip>;

  constructor(
    dataSource: DataSource,
    private readonly trips: TripService,
    private readonly wallet: WalletService,
    private readonly activity: ActivityService,
  ) {
    this.rows = dataSource.getRepository(Trip);
  }

  /**
   * Makes the trip the user's. Only someone who may edit it (the browser that generated it,
   * or an admin) may save a temporary trip, so a shared link cannot be used to take a trip
   * away from the traveller who planned it. Saving one's own trip again changes nothing.
   */
  async save(uuid: string, user: User, actor: Actor): Promise<Trip> {
    const trip = await this.trips.getByUuid(uuid);
    if (trip.userId === user.id) return trip;
    if (trip.userId !== null) throw new AppError('forbidden', 'This trip has already been saved by another traveller');
    if (!canEditTrip(trip, { ...actor, userId: user.id, isAdmin: user.isAdmin })) {
      throw new AppError('forbidden', 'Only the traveller who planned this trip can save it');
    }
    // Conditional on still having no owner, so two people saving at once cannot both win.
    const claimed = await this.rows.update({ id: trip.id, userId: IsNull() }, { userId: user.id, saved: true });
    if (!claimed.affected) throw new AppError('forbidden', 'This trip has already been saved by another traveller');
    await this.activity.record({ action: 'Trip Saved', userId: user.id, entityType: 'trip', entityId: trip.uuid, details: { destination: trip.destination, country: trip.country } });
    return { ...trip, userId: user.id, saved: true };
  }

  /** The user's saved trips, newest first. */
  list(user: User): Promise<Trip[]> {
    return this.rows.find({ where: { userId: user.id, saved: true }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** The owner or an admin may delete a trip; its wallet documents go with it. */
  async delete(uuid: string, user: User): Promise<void> {
    const trip = await this.trips.getByUuid(uuid);
    if (!user.isAdmin && trip.userId !== user.id) throw new AppError('forbidden', 'You can only delete your own trips');
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
