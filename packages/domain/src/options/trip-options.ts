/**
 * The choices a traveller is offered (docs/product/traveller.md, sections 2 and 3): the planner
 * form's parties, budget levels and 19 interests, and the preferences wizard's lists. This is
 * their one definition: the server answers them in the tripOptions query and writes them into
 * index.html for the home page's first paint, its inputs accept them, the guide tags places
 * with the interests, and the client's tests read them from here.
 */
import { BUDGET_LEVELS } from '../display/budget.js';

/** The 19 interests a traveller can choose, in the order the form shows them. */
export const INTERESTS = [
  'Historical Sites',
  'Nature & Outdoors',
  'Food Tours',
  'Shopping',
  'Local Experiences',
  'Adventure Sports',
  'Museums & Art',
  'Beach Activities',
  'Nightlife',
  'Photography',
  'Wildlife Viewing',
  'Wellness & Spa',
  'Cultural Festivals',
  'Wine Tasting',
  'Romance',
  "Kid's Activities",
  'Remote Work',
  'Solo Travel',
  'Pet Friendly',
] as const;
export type Interest = (typeof INTERESTS)[number];

export const WIZARD_TRAVEL_STYLES = ['Luxury', 'Budget', 'Family-friendly', 'Adventure', 'Cultural', 'Romantic', 'Solo Travel', 'Eco-tourism'] as const;

/** The wizard's activity choices, accepted beside the 19 interests (the planner maps them). */
export const WIZARD_ACTIVITIES = ['Sightseeing', 'Museums', 'Beaches', 'Hiking', 'Food Tours', 'Shopping', 'Nightlife', 'Local Markets', 'Historic Sites', 'Nature', 'Theme Parks', 'Relaxation'] as const;

/** The wizard's trip lengths (docs/product/traveller.md, section 4); each reads through readDuration. */
export const DURATION_CHOICES = ['Weekend', '3 days', '5 days', '1 Week', '10 days', '2 Weeks'] as const;

/** The travel styles that set a trip's pace: the assistants' "more relaxed" and "more packed". */
export const TRIP_PACES = ['Relaxed', 'Packed'] as const;
export type TripPace = (typeof TRIP_PACES)[number];

export const WIZARD_ACCOMMODATIONS = ['Luxury Hotel', 'Budget Hotel', 'Mid-range Hotel', 'Boutique Hotel', 'Resort', 'Hostel', 'Vacation Rental'] as const;

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
