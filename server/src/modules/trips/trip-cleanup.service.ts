/**
 * The scheduled cleanup of temporary trips (no owner): those older than the Trip Cache Duration
 * setting are deleted with their wallet documents and uploaded images. Trips an admin features
 * or marks as popular stay: they fill the home page. The same run sweeps stored files that no
 * row names (WalletService.sweepUnreferencedFiles).
 */
import { IsNull, LessThan, type DataSource, type Repository } from 'typeorm';
import type { SettingsService } from '../settings/index.js';
import type { WalletService } from '../wallet/index.js';
import { Trip } from './trip.entity.js';

const DAY_MS = 86_400_000;
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
export const FIRST_CLEANUP_MS = 60 * 1000;

export class TripCleanupService {
  private readonly rows: Repository<Trip>;

  constructor(
    dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly wallet: WalletService,
  ) {
    this.rows = dataSource.getRepository(Trip);
  }

  /** Deletes the expired temporary trips; returns how many. */
  async removeExpired(now = new Date()): Promise<number> {
    const days = (await this.settings.get()).tripCacheDuration;
    if (!(days > 0)) return 0;
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    const expired = await this.rows.find({
      select: { id: true },
      where: { userId: IsNull(), createdAt: LessThan(cutoff), isFeaturedTrip: false, isPopularDestination: false },
    });
    if (expired.length === 0) return 0;
    const ids = expired.map((trip) => trip.id);
    let deleted: number[] = [];
    await this.wallet.deleteTripsWithDocuments(ids, async () => {
      // Still temporary at the moment of deletion: a trip saved meanwhile is kept, with its files.
      const rows = (await this.rows.query(`DELETE FROM trips WHERE id = ANY($1) AND "userId" IS NULL RETURNING id`, [ids])) as [Array<{ id: number }>, number] | Array<{ id: number }>;
      deleted = (Array.isArray(rows[0]) ? (rows[0] as Array<{ id: number }>) : (rows as Array<{ id: number }>)).map((row) => row.id);
      return deleted;
    });
    return deleted.length;
  }

  /**
   * Runs the cleanup a minute after start-up (an instance restarted more often than hourly
   * still cleans up), then every hour until stopped; failures are logged and retried next time.
   */
  schedule(log: { error(details: object, message: string): void }, intervalMs = CLEANUP_INTERVAL_MS, firstRunMs = FIRST_CLEANUP_MS): () => void {
    const run = () => {
      this.removeExpired().catch((error: unknown) => log.error({ err: error }, 'temporary trip cleanup failed'));
      Promise.resolve()
        .then(() => this.wallet.sweepUnreferencedFiles())
        .catch((error: unknown) => log.error({ err: error }, 'the sweep of unnamed stored files failed'));
    };
    const first = setTimeout(run, firstRunMs);
    const timer = setInterval(run, intervalMs);
    first.unref();
    timer.unref();
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }
}
