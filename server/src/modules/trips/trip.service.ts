import type { DataSource, Repository } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import { Trip } from './trip.entity.js';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class TripService {
  private readonly trips: Repository<Trip>;

  constructor(dataSource: DataSource) {
    this.trips = dataSource.getRepository(Trip);
  }

  /** A trip by its public uuid. A malformed id is simply not found: it can name no trip. */
  async getByUuid(uuid: string): Promise<Trip> {
    const trip = UUID_PATTERN.test(uuid) ? await this.trips.findOneBy({ uuid: uuid.toLowerCase() }) : null;
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
}
