/** Wires the assistant's place lookups to the offline guide and DestinationService. */
import type { DestinationService } from '../destinations/index.js';
import type { Guide } from '../guide/index.js';
import type { DestinationLookups } from './offline-assistant.types.js';

export function destinationLookups(guide: Guide, destinations: DestinationService): DestinationLookups {
  return {
    list: () => guide.list(),
    resolveDestination: (name, country) => destinations.resolveDestination(name, country),
    suggest: (query, limit) => destinations.suggest(query, limit),
    nearestCovered: (name, country, limit) => destinations.nearestCovered(name, country, limit),
    guideFacts: (name, country) => {
      const id = destinations.resolveDestination(name, country);
      const found = id === undefined ? undefined : guide.get(id);
      if (!found) return undefined;
      const { lat, lng, overview, places } = found;
      return {
        name: found.name,
        lat,
        lng,
        bestTimeToVisit: overview.bestTimeToVisit,
        travelTips: overview.travelTips,
        places: places.map((place) => ({ name: place.name, hours: place.hours, description: place.description, lat: place.lat, lng: place.lng })),
      };
    },
  };
}
