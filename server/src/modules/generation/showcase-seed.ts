/**
 * Seeds the showcase trips once per database. Several instances may start together, so the
 * first one to claim the marker row seeds and the others skip.
 */
import { plainToInstance } from 'class-transformer';
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { GenerateTripInput, PreferencesInput } from './generate-trip.inputs.js';
import type { TripGenerationService } from './generation.service.js';
import { FEATURED_TRIPS, POPULAR_DESTINATIONS } from './showcase-trips.js';

const SEED_MARKER = 'seed.showcaseTrips';

export async function seedShowcaseTrips(dataSource: DataSource, generation: TripGenerationService, log: Logger): Promise<void> {
  const requests = [
    ...FEATURED_TRIPS.map((request) => ({ request, extra: { isFeaturedTrip: true } })),
    ...POPULAR_DESTINATIONS.map((request) => ({ request, extra: { isPopularDestination: true, customHeader: request.customHeader ?? null } })),
  ];
  const trips = requests.flatMap(({ request, extra }) => {
    const input = plainToInstance(GenerateTripInput, { destination: request.destination, country: request.country });
    input.preferences = Object.assign(new PreferencesInput(), request.preferences);
    try {
      return [generation.buildTrip(input, extra)];
    } catch (error) {
      // A showcase trip that cannot be planned is left out; the instance still starts.
      log.warn({ err: error, destination: request.destination }, 'skipped a showcase trip');
      return [];
    }
  });
  // Claiming the marker and saving the trips commit together: all of them, or none and a later start retries.
  const seeded = await dataSource.transaction(async (manager) => {
    const claimed: unknown[] = await manager.query(
      `INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key`,
      [SEED_MARKER, JSON.stringify(new Date().toISOString())],
    );
    if (claimed.length === 0) return false;
    await manager.save(trips);
    return true;
  });
  if (seeded) log.info({ trips: trips.length }, 'seeded the showcase trips');
}
