/**
 * The offline guide (server/data/guide): hand-checked places for the destinations it covers.
 * Asked first, so a covered destination never waits for a model.
 */
import type { DestinationService } from '../../destinations/index.js';
import type { Guide, LoadedDestination } from '../../guide/index.js';
import type { TripRequest } from '../types.js';
import type { CandidateSource } from './candidate-source.js';

export function guideSource(guide: Guide, destinations: DestinationService): CandidateSource {
  return {
    name: 'guide',
    async gather(request, { report }) {
      const destination = coveredDestination(guide, destinations, request);
      if (!destination) return undefined;
      report('understanding', 5, `Planning ${destination.name}, ${destination.country}, from our destination guide`);
      return { destination, source: 'guide', chosen: false };
    },
  };
}

/** The guide's destination for the request, if it covers it (synchronous, for the showcase trips). */
export function coveredDestination(guide: Guide, destinations: DestinationService, request: Pick<TripRequest, 'destination' | 'country'>): LoadedDestination | undefined {
  const id = destinations.resolveDestination(request.destination, request.country || undefined);
  return id ? guide.get(id) : undefined;
}
