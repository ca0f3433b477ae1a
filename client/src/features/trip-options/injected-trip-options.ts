/**
 * The server writes the trip option lists into index.html as a JSON data block
 * (<script type="application/json" id="odyssey-trip-options">, never executed, so the CSP allows
 * it), the same lists the tripOptions query answers, so the planner form shows its choices on
 * the first paint, before Apollo Client has loaded. The lists and the block's id are defined
 * once, in the shared package (@odyssey/domain).
 */
import { INJECTED_TRIP_OPTIONS_ID } from '@odyssey/domain';

export { INJECTED_TRIP_OPTIONS_ID };

export interface PartyOption {
  label: string;
  travelers: string;
}

export interface BudgetLevelOption {
  level: number;
  label: string;
}

/** The shape of the tripOptions query's answer (its __typename fields aside). */
export interface TripOptionLists {
  interests: readonly string[];
  parties: readonly PartyOption[];
  budgetLevels: readonly BudgetLevelOption[];
  travelStyles: readonly string[];
  activities: readonly string[];
  accommodations: readonly string[];
}

type Check = (item: unknown) => boolean;
const isObject = (item: unknown): item is Record<string, unknown> => typeof item === 'object' && item !== null;
const isText: Check = (item) => typeof item === 'string';
const listOf = (value: unknown, check: Check) => Array.isArray(value) && value.every(check);

/** The injected lists, or null when the block is missing or any list is malformed. */
export function readInjectedTripOptions(): TripOptionLists | null {
  const text = document.getElementById(INJECTED_TRIP_OPTIONS_ID)?.textContent;
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(parsed)) return null;
  const { interests, parties, budgetLevels, travelStyles, activities, accommodations } = parsed;
  const valid =
    listOf(interests, isText) &&
    listOf(parties, (item) => isObject(item) && isText(item.label) && isText(item.travelers)) &&
    listOf(budgetLevels, (item) => isObject(item) && Number.isInteger(item.level) && isText(item.label)) &&
    listOf(travelStyles, isText) &&
    listOf(activities, isText) &&
    listOf(accommodations, isText);
  return valid ? ({ interests, parties, budgetLevels, travelStyles, activities, accommodations } as TripOptionLists) : null;
}
