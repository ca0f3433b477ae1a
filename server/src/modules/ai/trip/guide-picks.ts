/**
 * For a destination the guide covers, the model chooses: it ranks the guide's candidates for
 * this traveller and says in a sentence why each suits them. The planner plans from the picks
 * alone when they fill the days with no filler walks and pass every check; otherwise it keeps
 * every candidate (the spare ones help fit opening hours and routes) but favours the picks.
 * The reasons are added to the chosen stops' descriptions.
 */
import type { LoadedDestination } from '../../guide/index.js';
import { placeKeyOfTitle, placeKey, type PlannedTrip } from '../../planner/index.js';
import { arrayOf, object, string } from '../json-schema.js';

export interface GuidePicks {
  picks: Array<{ id: string; why: string }>;
}

export const GUIDE_PICKS_SCHEMA = object({ picks: arrayOf(object({ id: string, why: string })) });

const MAX_REASON_CHARS = 160;

/** How many picks a trip of this length needs: about three a day, within what the guide has. */
export function picksNeeded(destination: LoadedDestination, dayCount: number): number {
  return Math.min(destination.places.length, Math.max(6, Math.min(30, dayCount * 3)));
}

export function guidePicksProblems(value: GuidePicks, destination: LoadedDestination, dayCount: number): string[] {
  const ids = new Set(destination.places.map((place) => place.id));
  const unknown = value.picks.filter((pick) => !ids.has(pick.id)).map((pick) => pick.id);
  const valid = new Set(value.picks.filter((pick) => ids.has(pick.id)).map((pick) => pick.id));
  const needed = picksNeeded(destination, dayCount);
  if (valid.size >= needed) return [];
  return [
    `choose at least ${needed} different candidates; ${valid.size} of your ids are candidates`,
    ...(unknown.length > 0 ? [`these ids are not candidates: ${unknown.slice(0, 10).join(', ')}`] : []),
  ];
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

/** Visits that are not guide places: the planner's neighbourhood walks, used when places run out. */
export function fillerVisits(plan: Pick<PlannedTrip, 'itinerary'>, destination: LoadedDestination): string[] {
  const places = new Set(destination.places.map((place) => placeKey(place.name)));
  return plan.itinerary
    .flatMap((day) => day.activities)
    .filter((activity) => activity.type !== 'meal' && activity.type !== 'transportation' && activity.type !== 'lodging' && !places.has(placeKeyOfTitle(activity.title)))
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
