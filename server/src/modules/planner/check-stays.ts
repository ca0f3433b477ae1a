/**
 * docs/quality.md check 17, choice of stay: a trip offers at least three priced stays of the
 * guide, at the traveller's budget level and the levels beside it, each labelled with its own
 * level, in at least two neighbourhoods (a trip across bases counts each base's areas).
 */
import { placeKey } from './place-key.js';
import type { LoadedDestination } from './types.js';
import { MIN_STAY_CHOICES, MIN_STAY_NEIGHBOURHOODS } from './choose-stays.js';

export interface LabelledStay {
  name?: string;
  pricePerNight?: number | string;
  budgetLevel?: number;
}

export function stayChoiceProblems(stays: readonly LabelledStay[], budgetLevel: number, destination: LoadedDestination): string[] {
  const guide = new Map(destination.stays.map((stay) => [placeKey(stay.name), stay]));
  const problems: string[] = [];
  const areas = new Set<string>();
  let offered = 0;
  for (const stay of stays) {
    const known = guide.get(placeKey(stay.name ?? ''));
    const price = Number(stay.pricePerNight);
    if (!known || !(price > 0)) continue;
    if (stay.budgetLevel !== known.level) problems.push(`${stay.name} is labelled level ${stay.budgetLevel ?? 'none'}, but is a level ${known.level} stay`);
    else if (Math.abs(known.level - budgetLevel) > 1) problems.push(`${stay.name} is a level ${known.level} stay, too far from level ${budgetLevel}`);
    else {
      offered++;
      areas.add(known.neighbourhood);
    }
  }
  if (offered < MIN_STAY_CHOICES) problems.push(`${offered} priced stays at or beside level ${budgetLevel}, not ${MIN_STAY_CHOICES}`);
  if (offered > 0 && areas.size < MIN_STAY_NEIGHBOURHOODS) problems.push(`every stay is in one neighbourhood (${[...areas].join(', ')})`);
  return problems;
}
