/** The words the offline assistant shares with its callers: messages, requests, trips and lookups. */
export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** The preferences in docs/product/traveller.md (section 3), as the generation request takes them: the planner's own type. */
import type { TravelPreferences } from '../planner/index.js';

export type TripPreferences = TravelPreferences;

/** What POST /api/generate/destination answers and the generation request takes. */
export interface TripRequest {
  /** '' when the conversation has not named one */
  destination: string;
  country: string;
  startDate?: string;
  endDate?: string;
  preferences: TripPreferences;
}

/** The trip the trip assistant is asked to change (docs/product/traveller.md, section 7). */
export interface TripContext {
  destination: string;
  country?: string;
  /** 'X to Y' or 'No dates specified' */
  dates?: string;
  preferences?: Partial<TripPreferences>;
  itinerary?: Array<{ day: number; activities: string[] }>;
  accommodations?: string[];
}

/** A destination the guide covers, as the guide lists it. */
export interface CoveredDestination {
  id: string;
  name: string;
  aliases: string[];
  country: string;
  countryCode: string;
  kind: 'city' | 'region' | 'country';
  lat: number;
  lng: number;
}

export interface PlaceSuggestion {
  destination: string;
  country: string;
}

export interface NearbyDestination {
  name: string;
  country: string;
  distanceKm: number;
}

/**
 * Everything the assistant needs to know about places; destinationLookups() wires it to the
 * guide and DestinationService, and tests may pass a fake.
 */
export interface DestinationLookups {
  /** the guide's destinations */
  list(): CoveredDestination[];
  /** the guide destination id a name denotes, if the guide covers it */
  resolveDestination(name: string, country?: string): string | undefined;
  /** gazetteer places whose names start with the query, covered first, then by population */
  suggest(query: string, limit: number): PlaceSuggestion[];
  /** the covered destinations nearest to a known place or country, closest first */
  nearestCovered(name: string, country?: string, limit?: number): NearbyDestination[];
  /** what the guide says about a covered destination, for answering questions; undefined when it does not cover it */
  guideFacts?(name: string, country?: string): GuideFacts | undefined;
}

/** The guide's words on a destination that answer travellers' questions. */
export interface GuideFacts {
  name: string;
  lat: number;
  lng: number;
  bestTimeToVisit: string;
  travelTips: string[];
  places: Array<{ name: string; hours: string; description: string; lat: number; lng: number }>;
}
