/**
 * The place store (OpenStreetMap data an operator imported): for a destination the guide lacks
 * and no model is configured for, but whose region was imported, the trip is planned offline
 * from the map's own places. Asked after the model, which grounds its own proposal in the same
 * store when one is configured.
 */
import dayjs from 'dayjs';
import { AppError } from '../../../common/app-error.js';
import type { DestinationService } from '../../destinations/index.js';
import { destinationFromStore, STORE_RADIUS_KM, type PlaceStore } from '../../place-store/index.js';
import type { CandidateSource } from './candidate-source.js';

/** Every imported place of a region can be within reach of a town in it; more than this is not a town's worth. */
const MAX_STORE_PLACES = 5000;

export function placeStoreSource(store: PlaceStore, destinations: DestinationService): CandidateSource {
  return {
    name: 'place store',
    async gather(request, { report }) {
      const where = destinations.locate(request.destination, request.country || undefined);
      if (!where || !(await store.covers(where))) return undefined;
      report('understanding', 5, `Planning ${where.name}, ${where.country}, from OpenStreetMap data imported here`);
      const country = destinations.countryFacts(where.countryCode);
      const places = await store.near(where, STORE_RADIUS_KM, { limit: MAX_STORE_PLACES });
      const firstDate = request.startDate ?? dayjs().format('YYYY-MM-DD');
      const made = destinationFromStore({ name: where.name, country, lat: where.lat, lng: where.lng, firstDate }, places);
      if ('problem' in made) {
        throw new AppError('plan_failed', `We couldn't plan ${where.name} from the map data we have: ${made.problem}.`, { failedChecks: [] });
      }
      return { destination: made.destination, source: 'place store', chosen: false };
    },
  };
}
