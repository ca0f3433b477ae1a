/**
 * The choices a traveller is offered (traveller spec, sections 2 and 3): the planner form's
 * parties, budget levels and 19 interests, and the preferences wizard's lists. The server is
 * their one source: the client reads them through the tripOptions query and, for the home
 * page's first paint, from index.html (web/injected-trip-options.ts); the inputs accept them.
 */
import { BUDGET_LEVELS, budgetLabel, type BudgetLevel } from '@odyssey/domain';
import { INTERESTS } from '../guide/guide.types.js';

export { INTERESTS };

export const WIZARD_TRAVEL_STYLES = ['Luxury', 'Budget', 'Family-friendly', 'Adventure', 'Cultural', 'Romantic', 'Solo Travel', 'Eco-tourism'] as const;

/** The wizard's activity choices, accepted beside the 19 interests (the planner maps them). */
export const WIZARD_ACTIVITIES = ['Sightseeing', 'Museums', 'Beaches', 'Hiking', 'Food Tours', 'Shopping', 'Nightlife', 'Local Markets', 'Historic Sites', 'Nature', 'Theme Parks', 'Relaxation'] as const;

export const WIZARD_ACCOMMODATIONS = ['Luxury Hotel', 'Budget Hotel', 'Mid-range Hotel', 'Boutique Hotel', 'Resort', 'Hostel', 'Vacation Rental'] as const;

/** The budget levels live with the trip page's words, which the client shares (packages/domain). */
export { BUDGET_LEVELS, budgetLabel, type BudgetLevel };

/** The planner form's 'Who?': the name shown and the travelers text sent. */
export const PARTY_OPTIONS = [
  { label: 'Solo', travelers: '1' },
  { label: 'Couple', travelers: '2' },
  { label: 'Family', travelers: '3-4' },
  { label: 'Friends', travelers: '5+' },
] as const;

export interface TripOptionLists {
  interests: string[];
  parties: Array<{ label: string; travelers: string }>;
  budgetLevels: Array<{ level: number; label: string }>;
  travelStyles: string[];
  activities: string[];
  accommodations: string[];
}

/** Every list, fresh copies: what the tripOptions query answers and what index.html carries. */
export function tripOptionLists(): TripOptionLists {
  return {
    interests: [...INTERESTS],
    parties: PARTY_OPTIONS.map((option) => ({ ...option })),
    budgetLevels: BUDGET_LEVELS.map((option) => ({ ...option })),
    travelStyles: [...WIZARD_TRAVEL_STYLES],
    activities: [...WIZARD_ACTIVITIES],
    accommodations: [...WIZARD_ACCOMMODATIONS],
  };
}
