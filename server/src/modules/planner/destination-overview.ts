/** The trip's destination guide card, straight from the offline guide (or a model's grounded proposal, with where its places come from). */
import type { DestinationOverview } from '@odyssey/domain';
import type { LoadedDestination } from './types.js';

export function destinationOverviewOf(destination: LoadedDestination): DestinationOverview {
  const { overview } = destination;
  return {
    name: destination.name,
    country: destination.country,
    description: overview.description,
    bestTimeToVisit: overview.bestTimeToVisit,
    languages: [...destination.languages],
    currency: destination.currency,
    travelTips: [...overview.travelTips],
    customs: overview.customs,
    transportationTips: overview.transportationTips,
    safetyTips: overview.safetyTips,
    ...(destination.placeData ? { placeData: { ...destination.placeData } } : {}),
  };
}
