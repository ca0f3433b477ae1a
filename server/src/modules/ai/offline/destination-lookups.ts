/** Wires the assistant's place lookups to the offline guide and DestinationService. */
import type { DestinationService } from '../../destinations/destination.service.js';
import type { Guide } from '../../guide/guide-loader.js';
import type { DestinationLookups } from './offline-assistant.types.js';

export function destinationLookups(guide: Guide, destinations: DestinationService): DestinationLookups {
  return {
    list: () => guide.list(),
    resolveDestination: (name, country) => destinations.resolveDestination(name, country),
    suggest: (query, limit) => destinations.suggest(query, limit),
    nearestCovered: (name, country, limit) => destinations.nearestCovered(name, country, limit),
  };
}
