/**
 * Reads who is travelling and what they want from the request's free-form preferences: the
 * interests (the 19, plus the wizard's activity names), the party, the pace and the budget.
 */
import { INTERESTS, type Interest } from '../guide/index.js';
import { startMonth } from './trip-length.js';
import type { BudgetLevel, Party, PlanRequest, Traveller } from './types.js';

/** The wizard offers its own activity names; each stands for the closest of the 19 interests. */
const WIZARD_ACTIVITIES: Record<string, Interest> = {
  sightseeing: 'Historical Sites',
  museums: 'Museums & Art',
  beaches: 'Beach Activities',
  hiking: 'Nature & Outdoors',
  'food tours': 'Food Tours',
  shopping: 'Shopping',
  nightlife: 'Nightlife',
  'local markets': 'Shopping',
  'historic sites': 'Historical Sites',
  nature: 'Nature & Outdoors',
  'theme parks': "Kid's Activities",
  relaxation: 'Wellness & Spa',
};

const DEFAULT_BUDGET_LEVEL: BudgetLevel = 3;

export function readTraveller(request: Pick<PlanRequest, 'preferences' | 'startDate' | 'endDate'>): Traveller {
  const { preferences } = request;
  const interests = interestsOf(preferences.activities ?? []);
  const party = partyOf(preferences.travelers ?? '', preferences.travelStyle ?? []);
  return {
    interests,
    party,
    gentle: party === 'family' || interests.includes("Kid's Activities"),
    budgetLevel: budgetLevelOf(preferences.budgetLevel),
    month: startMonth(request),
  };
}

/** Interest names as chosen, mapped onto the 19 and de-duplicated; unknown names are ignored. */
export function interestsOf(names: readonly string[]): Interest[] {
  const chosen = names.map(interestNamed).filter((interest): interest is Interest => interest !== undefined);
  return [...new Set(chosen)];
}

export function interestNamed(name: string): Interest | undefined {
  const key = normalise(name);
  return INTERESTS.find((interest) => normalise(interest) === key) ?? WIZARD_ACTIVITIES[key];
}

/**
 * '1' solo, '2' or '2 adults' a couple, '3-4' or 'family of 4' a family, '5+' friends (the
 * form's 'Who?' choices); words win over numbers, and children always make a family.
 */
export function partyOf(travelers: string, travelStyle: readonly string[] = []): Party {
  const text = travelers.toLowerCase();
  const styles = travelStyle.join(' ').toLowerCase();
  if (/\b(famil\w*|kids?|child\w*|toddlers?|bab(y|ies)|sons?|daughters?)\b/.test(text) || /famil/.test(styles)) return 'family';
  if (/\b(friends?|group|colleagues?)\b/.test(text)) return 'friends';
  if (/\b(couple|partner|honeymoon\w*|wife|husband)\b/.test(text)) return 'couple';
  if (/\b(solo|alone|myself|just me)\b/.test(text)) return 'solo';
  const numbers = [...text.matchAll(/\d+/g)].map((match) => Number(match[0]));
  const count = numbers.length === 0 ? 1 : Math.max(...numbers);
  if (count <= 1) return 'solo';
  if (count === 2) return 'couple';
  if (count <= 4 && !/adult/.test(text)) return 'family';
  return 'friends';
}

function budgetLevelOf(level: number | undefined): BudgetLevel {
  if (typeof level !== 'number' || !Number.isFinite(level)) return DEFAULT_BUDGET_LEVEL;
  return Math.min(5, Math.max(1, Math.round(level))) as BudgetLevel;
}

function normalise(name: string): string {
  return name.toLowerCase().replace(/[’']/g, '').replace(/\s+/g, ' ').trim();
}
