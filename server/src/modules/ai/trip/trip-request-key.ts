/** One spelling of a trip request for cache keys: case, spacing and list order do not make a request new. */
import type { PlanRequest } from '../../planner/index.js';

const words = (text: string | undefined) => (text ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
const sorted = (items: readonly string[]) => [...new Set(items.map(words))].sort();

export function normalisedRequest(request: Omit<PlanRequest, 'seed'>) {
  const { preferences } = request;
  return {
    destination: words(request.destination),
    country: words(request.country),
    startDate: request.startDate ?? null,
    endDate: request.endDate ?? null,
    preferences: {
      activities: sorted(preferences.activities),
      travelStyle: sorted(preferences.travelStyle),
      accommodation: sorted(preferences.accommodation),
      budgetLevel: preferences.budgetLevel,
      currency: preferences.currency.toUpperCase(),
      duration: words(preferences.duration),
      travelers: words(preferences.travelers),
    },
  };
}
