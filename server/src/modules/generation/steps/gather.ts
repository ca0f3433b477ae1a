/**
 * Step 2, gather: the candidate places, from the first source that knows the destination
 * (sources/index.ts lists them in order). When none does, the traveller is told so, with the
 * nearest destinations that can be planned.
 */
import { AppError } from '../../../common/app-error.js';
import type { DestinationService } from '../../destinations/index.js';
import type { CandidateSource, GatherContext } from '../sources/index.js';
import type { Candidates, TripRequest } from '../types.js';

export async function gather(request: TripRequest, sources: readonly CandidateSource[], context: GatherContext, destinations: DestinationService): Promise<Candidates> {
  for (const source of sources) {
    const candidates = await source.gather(request, context);
    if (candidates) return candidates;
  }
  throw notCovered(request, destinations);
}

/** The refusal in a traveller's words, with the nearest destinations that can be planned (closest first). */
export function notCovered(request: Pick<TripRequest, 'destination' | 'country'>, destinations: DestinationService): AppError {
  const nearest = destinations.nearestCovered(request.destination, request.country || undefined);
  const place = request.destination.trim();
  const alternatives = nearest.map((n) => `${n.displayName} (${n.distanceKm.toLocaleString('en-US')} km away)`);
  const hint = alternatives.length > 0 ? `Try one of these nearby destinations: ${alternatives.join('; ')}.` : 'Try a destination from the suggestions as you type.';
  return new AppError('destination_not_covered', `We can't plan ${place} yet. ${hint}`, { nearestDestinations: nearest });
}
