/**
 * For a destination the guide covers, the model chooses: it ranks the guide's candidates for
 * this traveller and says in a sentence why each suits them. This file is the answer's shape
 * and its checks; what the picks do to the plan is the generation pipeline's choose step.
 */
import type { LoadedDestination } from '../../guide/index.js';
import { arrayOf, object, string } from '../json-schema.js';

export interface GuidePicks {
  picks: Array<{ id: string; why: string }>;
}

export const GUIDE_PICKS_SCHEMA = object({ picks: arrayOf(object({ id: string, why: string })) });

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
