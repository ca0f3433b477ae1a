/**
 * Step 3, choose: which of the candidates suit this traveller. Where a model is configured it
 * picks among the guide's places and says in a sentence why each suits them (the model only
 * answers; this step decides what its picks do). The options, best first:
 *   1. the picks alone, when they fill the days with no filler walks;
 *   2. every candidate with the picks favoured (the spare ones help fit opening hours and routes);
 *   3. every candidate as the guide ranks them, the offline plan.
 * Step 4 plans the first that passes every check. The reasons are added to the chosen stops'
 * descriptions.
 */
import type { AiTripService, GuidePicks } from '../../ai/index.js';
import type { LoadedDestination } from '../../guide/index.js';
import { isRestBreak, placeKey, placeKeyOfTitle, type PlannedTrip } from '../../planner/index.js';
import type { Candidates, Choice, Run, TripRequest } from '../types.js';

const MAX_REASON_CHARS = 160;

interface Logger {
  warn(details: object, message: string): void;
}

export async function choose(request: TripRequest, candidates: Candidates, model: AiTripService, log: Logger, { report, signal }: Run): Promise<Choice> {
  const { destination } = candidates;
  const all = { destination };
  if (candidates.chosen) return { options: [all], modelFailed: false };
  if (!model.configured) {
    report('choosing places', 20, `Choosing from ${destination.places.length} places in our ${destination.name} guide`);
    return { options: [all], modelFailed: false };
  }
  report('choosing places', 10, `Our AI is choosing from ${destination.places.length} places in our ${destination.name} guide`);
  try {
    const onProgress = (fraction: number) => report('choosing places', 10 + 40 * fraction, 'Our AI is choosing the places that suit you');
    const picks = await model.pickPlaces(request, destination, request.dayCount, { signal, onProgress });
    return {
      options: [{ destination: onlyPicks(destination, picks), picks, placesOnly: true }, { destination: favouringPicks(destination, picks), picks }, all],
      modelFailed: false,
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    // A model that just failed is not asked again: the traveller gets the offline plan now.
    log.warn({ destination: destination.id, err: error }, 'AI picks failed; using the offline plan');
    return { options: [all], modelFailed: true };
  }
}

/** The destination with only the picked places. */
export function onlyPicks(destination: LoadedDestination, picks: GuidePicks): LoadedDestination {
  const picked = new Set(picks.picks.map((pick) => pick.id));
  return { ...destination, places: destination.places.filter((place) => picked.has(place.id)) };
}

/** The destination with the picks made the most popular places and the rest the least. */
export function favouringPicks(destination: LoadedDestination, picks: GuidePicks): LoadedDestination {
  const picked = new Set(picks.picks.map((pick) => pick.id));
  return { ...destination, places: destination.places.map((place) => ({ ...place, popularity: picked.has(place.id) ? 5 : 1 })) };
}

/** Visits that are not guide places: the planner's neighbourhood walks, used when places run out (a rest break is no visit). */
export function fillerVisits(plan: Pick<PlannedTrip, 'itinerary'>, destination: LoadedDestination): string[] {
  const places = new Set(destination.places.map((place) => placeKey(place.name)));
  return plan.itinerary
    .flatMap((day) => day.activities)
    .filter((activity) => activity.type !== 'meal' && activity.type !== 'transportation' && activity.type !== 'lodging' && !isRestBreak(activity) && !places.has(placeKeyOfTitle(activity.title)))
    .map((activity) => activity.title);
}

/** The plan with each picked stop's reason after its description. */
export function withReasons(plan: PlannedTrip, picks: GuidePicks, destination: LoadedDestination): PlannedTrip {
  const names = new Map(destination.places.map((place) => [place.id, placeKey(place.name)]));
  const reasons = new Map(picks.picks.filter((pick) => pick.why.trim() && names.has(pick.id)).map((pick) => [names.get(pick.id)!, clip(pick.why.trim())]));
  const itinerary = plan.itinerary.map((day) => ({
    ...day,
    activities: day.activities.map((activity) => {
      const reason = activity.type === 'meal' ? undefined : reasons.get(placeKeyOfTitle(activity.title));
      return reason ? { ...activity, description: `${activity.description} ${reason}` } : activity;
    }),
  }));
  return { ...plan, itinerary };
}

function clip(text: string): string {
  return text.length <= MAX_REASON_CHARS ? text : `${text.slice(0, MAX_REASON_CHARS - 1).replace(/\s+\S*$/, '')}…`;
}
