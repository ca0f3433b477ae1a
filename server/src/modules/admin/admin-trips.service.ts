/**
 * Trip management for admins (docs/product/accounts-admin.md, "Admin Trips"): the filtered list, the Edit
 * Trip dialog, the featured and popular flags, the featured image and delete. Uploaded images
 * go through the wallet's checked storage.
 */
import type { Readable } from 'node:stream';
import type { DataSource, FindOptionsWhere, Repository } from 'typeorm';
import { IsNull, Not } from 'typeorm';
import { AppError, notFound } from '../../common/app-error.js';
import { ADMIN_REQUIRED, type Viewer } from '../auth/index.js';
import { type SavedTripService, requireTripRight, TripRight, Trip, type TripService } from '../trips/index.js';
import type { WalletService } from '../wallet/index.js';
import type { AdminTripFilterInput, AdminTripInput } from './admin-trips.inputs.js';

export const TRIP_UPDATED = 'Trip details updated successfully';
export const IMAGE_UPLOADED = 'Image uploaded successfully';
export const featuredMessage = (isFeatured: boolean) => (isFeatured ? 'Trip featured successfully' : 'Trip unfeatured successfully');
export const popularMessage = (isPopular: boolean) => (isPopular ? 'Destination marked as popular successfully' : 'Destination unmarked as popular successfully');

export interface FeaturedImageFile {
  content: Readable;
  contentType: string;
}

export class AdminTripsService {
  private readonly rows: Repository<Trip>;

  constructor(
    dataSource: DataSource,
    private readonly trips: TripService,
    private readonly savedTrips: SavedTripService,
    private readonly wallet: WalletService,
  ) {
    this.rows = dataSource.getRepository(Trip);
  }

  /** Every trip, newest first, narrowed by the three (checked) filters. */
  async list(filter: AdminTripFilterInput = {}): Promise<Trip[]> {
    const where: FindOptionsWhere<Trip> = {};
    if (filter.featured && filter.featured !== 'all') where.isFeaturedTrip = filter.featured === 'featured';
    if (filter.popular && filter.popular !== 'all') where.isPopularDestination = filter.popular === 'popular';
    if (filter.user === 'none') where.userId = IsNull();
    if (filter.user === 'with') where.userId = Not(IsNull());
    return this.rows.find({ where, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Applies the dialog's checked changes in one UPDATE: all of them or, when the dates would run backwards, none. */
  async update(viewer: Viewer, uuid: string, input: AdminTripInput): Promise<Trip> {
    const trip = await this.curatedTrip(viewer, uuid);
    const changes: Partial<Trip> = {};
    if (input.destination !== undefined) changes.destination = input.destination;
    if (input.country !== undefined) changes.country = input.country;
    for (const field of ['startDate', 'endDate', 'customHeader'] as const) if (input[field] !== undefined) changes[field] = input[field] ?? null;
    if (input.isPopularDestination !== undefined) changes.isPopularDestination = input.isPopularDestination;
    if (input.isFeatured !== undefined) changes.isFeaturedTrip = input.isFeatured;
    const start = changes.startDate !== undefined ? changes.startDate : trip.startDate;
    const end = changes.endDate !== undefined ? changes.endDate : trip.endDate;
    if (start && end && end < start) throw new AppError('validation_failed', 'End date must be on or after the start date', { fields: [{ field: 'endDate', messages: ['End date must be on or after the start date'] }] });
    let replacedKey: string | null = null;
    if (input.featuredImage !== undefined && input.featuredImage !== trip.featuredImage) {
      changes.featuredImage = input.featuredImage ?? null;
      // A new address replaces an uploaded image: its file is no longer shown anywhere.
      replacedKey = trip.featuredImageKey;
      changes.featuredImageKey = null;
      changes.featuredImageType = null;
    }
    if (input.preferences) {
      const given = Object.fromEntries(Object.entries(input.preferences).filter(([, value]) => value !== undefined));
      changes.preferences = { ...trip.preferences, ...given };
    }
    if (Object.keys(changes).length > 0) await this.rows.update({ id: trip.id }, changes);
    if (replacedKey) await this.wallet.discardFile(replacedKey);
    return { ...trip, ...changes };
  }

  async setFeatured(viewer: Viewer, uuid: string, isFeatured: boolean): Promise<Trip> {
    const trip = await this.curatedTrip(viewer, uuid);
    await this.rows.update({ id: trip.id }, { isFeaturedTrip: isFeatured });
    return { ...trip, isFeaturedTrip: isFeatured };
  }

  async setPopular(viewer: Viewer, uuid: string, isPopular: boolean): Promise<Trip> {
    const trip = await this.curatedTrip(viewer, uuid);
    await this.rows.update({ id: trip.id }, { isPopularDestination: isPopular });
    return { ...trip, isPopularDestination: isPopular };
  }

  /** Deletes the trip, its wallet documents and its uploaded image. */
  async delete(viewer: Viewer, uuid: string): Promise<void> {
    await this.savedTrips.delete(uuid, viewer);
  }

  /**
   * Stores a new featured image (JPG or PNG by its bytes, at most 5 MB) and points the trip at
   * it; the image it replaces is removed once the trip no longer names it.
   */
  async uploadFeaturedImage(viewer: Viewer, uuid: string, content: (() => Promise<Readable | Buffer | undefined>) | Readable | Buffer | undefined): Promise<Trip> {
    const trip = await this.curatedTrip(viewer, uuid);
    const body = typeof content === 'function' ? await content() : content;
    if (!body) throw new AppError('validation_failed', 'Choose an image to upload: send it in the "file" field');
    const stored = await this.wallet.storeImage(body);
    const featuredImage = `/api/trips/${trip.uuid}/featured-image?v=${stored.fileKey.slice(0, 8)}`;
    try {
      const result = await this.rows.update({ id: trip.id }, { featuredImage, featuredImageKey: stored.fileKey, featuredImageType: stored.contentType });
      if (!result.affected) throw notFound('Trip');
    } catch (error) {
      await this.wallet.discardFile(stored.fileKey);
      throw error;
    }
    if (trip.featuredImageKey) await this.wallet.discardFile(trip.featuredImageKey);
    return { ...trip, featuredImage, featuredImageKey: stored.fileKey, featuredImageType: stored.contentType };
  }

  /** The trip, when the viewer may curate it (see trips/trip-access.ts: admins). */
  private async curatedTrip(viewer: Viewer, uuid: string): Promise<Trip> {
    return requireTripRight(viewer, await this.trips.getByUuid(uuid), TripRight.Curate, ADMIN_REQUIRED);
  }

  /** The uploaded featured image, for anyone (it shows on the home page and the trip hero). */
  async featuredImage(uuid: string): Promise<FeaturedImageFile> {
    const trip = await this.trips.getByUuid(uuid);
    if (!trip.featuredImageKey || !trip.featuredImageType) throw notFound('Featured image');
    return { content: await this.wallet.storedImage(trip.featuredImageKey), contentType: trip.featuredImageType };
  }
}
