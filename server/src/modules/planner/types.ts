/**
 * The planner's vocabulary, in the traveller's words: a request comes in, a trip made of
 * legs (stretches of days around one base), days, stops and meals goes out.
 */
import type { LoadedDestination, LoadedPlace, Interest, LatLng } from '../guide/index.js';
import type { Accommodation, DestinationOverview, ItineraryDay, TripPreferences } from '@odyssey/domain';

/** The traveller's preferences as the form, the wizard and the chat send them: the domain's one definition (docs/product/traveller.md, section 3). */
export type TravelPreferences = TripPreferences;

export interface PlanRequest {
  /** the destination and country as typed */
  destination: string;
  country?: string;
  /** 'YYYY-MM-DD' */
  startDate?: string;
  endDate?: string;
  preferences: TravelPreferences;
  /** the same request and seed give the same plan; another seed ("Regenerate") another one */
  seed: number;
}

export interface PlannedTrip {
  itinerary: ItineraryDay[];
  accommodations: Accommodation[];
  destinationOverview: DestinationOverview;
  checks: CheckResult[];
}

export type Party = 'solo' | 'couple' | 'family' | 'friends';
export type BudgetLevel = 1 | 2 | 3 | 4 | 5;

/** Who is travelling and what they want, read once from the request. */
export interface Traveller {
  interests: Interest[];
  party: Party;
  /** children along, or kids' activities asked for: later starts, gentler days, kid-friendly places */
  gentle: boolean;
  budgetLevel: BudgetLevel;
  /** 1-12, the month the trip starts; unknown without dates */
  month?: number;
}

/** The trip's days: how many, and their dates and weekdays when dates were given. */
export interface TripCalendar {
  dayCount: number;
  /** 'YYYY-MM-DD' per day */
  dates?: string[];
  /** per day, 0 = Monday ... 6 = Sunday, matching the guide's weekly hours */
  weekdays?: number[];
}

/** The place a leg is planned around: the city itself, or one base of a region or country. */
export interface Base extends LatLng {
  id: string;
  name: string;
}

/** A stretch of consecutive days spent around one base; a city trip is a single leg. */
export interface Leg {
  base: Base;
  firstDay: number;
  dayCount: number;
  /** places that belong to this base: stops within reach, and day trips from it */
  places: LoadedPlace[];
  /** a walk around each of the base's neighbourhoods: used only once the places run out, on long stays */
  walks: LoadedPlace[];
  meals: MealOption[];
}

/** Somewhere to eat: a guide venue or area suggestion, or an honest "around here" fallback. */
export interface MealOption extends LatLng {
  /** placeKey of the name; two meals with the same key are the same place */
  key: string;
  /** as it follows the meal word: "Lunch at Angelina", "Lunch: Ramen around Kyoto Station", "Lunch around Le Marais" */
  name: string;
  connector: 'at' | ':' | '';
  serves: 'lunch' | 'dinner' | 'both';
  /** fallbacks are used only once the guide's own suggestions run out */
  fallback: boolean;
  description: string;
  address: string;
}

export type DayKind = 'city' | 'day trip' | 'transfer';

/** One day before it has times: where it is, what kind of day it is and which stops it has. */
export interface DayPlan {
  index: number;
  weekday?: number;
  leg: Leg;
  kind: DayKind;
  /** the day trip's destination on a day-trip day */
  dayTrip?: LoadedPlace;
  /** the base the traveller leaves on a transfer day */
  leavingFrom?: Base;
  stops: LoadedPlace[];
}

/** Something on a day's timeline, in minutes from midnight; a rest break stays where the item before it ended. */
export interface ScheduledItem extends LatLng {
  kind: 'stop' | 'day trip' | 'lunch' | 'dinner' | 'transfer' | 'rest';
  start: number;
  duration: number;
  place?: LoadedPlace;
  meal?: MealOption;
}

export interface ScheduledDay {
  plan: DayPlan;
  items: ScheduledItem[];
}

export type { LoadedDestination, LoadedPlace };

/** One quality check's verdict on a plan (QUALITY.md); made by check-plan.ts. */
export interface CheckResult {
  check: number;
  name: string;
  /** false when the check does not apply, e.g. opening hours without dates */
  applied: boolean;
  passed: boolean;
  reasons: string[];
  /**
   * What the destination's data cannot show, so the check could not vouch for it: "OpenStreetMap
   * has no prices" for check 11 on a trip planned from the place store. The check is then not
   * applied, or applied to the rest.
   */
  unsupported?: string;
}
