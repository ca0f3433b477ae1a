/** The planner form's choices and defaults (traveller spec, sections 2 and 3). */
import type { TripPreferencesRequest } from './trip-request';

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

/** 'Who?': the label shown and the travelers text sent. */
export const PARTY_OPTIONS = [
  { label: 'Solo', travelers: '1' },
  { label: 'Couple', travelers: '2' },
  { label: 'Family', travelers: '3-4' },
  { label: 'Friends', travelers: '5+' },
] as const;

export const BUDGET_OPTIONS = [
  { level: 1, label: 'Budget-friendly' },
  { level: 2, label: 'Economy' },
  { level: 3, label: 'Mid-range' },
  { level: 4, label: 'Upscale' },
  { level: 5, label: 'Luxury' },
] as const;

export type TripPreferences = Required<TripPreferencesRequest>;

/** The form's defaults; the wizard has its own. */
export const FORM_PREFERENCES: TripPreferences = {
  travelStyle: [],
  accommodation: [],
  activities: [],
  budgetLevel: 3,
  currency: 'USD',
  duration: '1 Week',
  travelers: '1',
};
