/**
 * What the trip assistant is told about the trip (docs/product/traveller.md, section 7, tripContext):
 * destination, country, the dates as 'X to Y' or 'No dates specified', the preferences, each
 * day's activities in words and the recommended stays' names.
 */
import type { TripContextInput } from '../../gql/graphql';
import type { TripPreferences } from '../planner';

export const NO_DATES = 'No dates specified';

export interface TripForContext {
  destination: string;
  country: string;
  startDate?: string | null;
  endDate?: string | null;
  preferences: TripPreferences;
  itinerary: ReadonlyArray<{ day: number; activities: ReadonlyArray<{ title: string }> }>;
  accommodations: ReadonlyArray<{ name: string }>;
}

export function tripContextOf(trip: TripForContext): TripContextInput {
  return {
    destination: trip.destination,
    country: trip.country,
    dates: trip.startDate && trip.endDate ? `${trip.startDate} to ${trip.endDate}` : NO_DATES,
    preferences: trip.preferences,
    // Activity titles: the words the assistant quotes back in a proposed edit ("remove X from day 2").
    itinerary: trip.itinerary.map((day) => ({ day: day.day, activities: day.activities.map((activity) => activity.title) })),
    accommodations: trip.accommodations.map((stay) => stay.name),
  };
}

/** The assistant's first message (docs/product/traveller.md, section 2). */
export const greetingFor = (destination: string) => `Hi! I'm your Trip Assistant. How would you like to modify your trip to ${destination}?`;
