/**
 * The choices a traveller is offered (traveller spec, section 3): the form's 19 interests and
 * the preferences wizard's lists. The server is their one source: the client reads them through
 * the tripOptions query, and the inputs accept them.
 */
import { INTERESTS } from '../guide/guide.types.js';

export { INTERESTS };

export const WIZARD_TRAVEL_STYLES = ['Luxury', 'Budget', 'Family-friendly', 'Adventure', 'Cultural', 'Romantic', 'Solo Travel', 'Eco-tourism'] as const;

/** The wizard's activity choices, accepted beside the 19 interests (the planner maps them). */
export const WIZARD_ACTIVITIES = ['Sightseeing', 'Museums', 'Beaches', 'Hiking', 'Food Tours', 'Shopping', 'Nightlife', 'Local Markets', 'Historic Sites', 'Nature', 'Theme Parks', 'Relaxation'] as const;

export const WIZARD_ACCOMMODATIONS = ['Luxury Hotel', 'Budget Hotel', 'Mid-range Hotel', 'Boutique Hotel', 'Resort', 'Hostel', 'Vacation Rental'] as const;

export const BUDGET_LEVELS = [
  { level: 1, label: 'Budget-friendly' },
  { level: 2, label: 'Economy' },
  { level: 3, label: 'Mid-range' },
  { level: 4, label: 'Upscale' },
  { level: 5, label: 'Luxury' },
] as const;
