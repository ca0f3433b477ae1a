/**
 * A planned trip's stored shapes as plain types: its days, their activities, the stays and the
 * destination overview. The planner makes these; the server's GraphQL object types in
 * trips/trip.types.ts implement them, so the planner needs no GraphQL or database import.
 */
export interface ActivityLocation {
  lat?: number;
  lng?: number;
  city?: string;
}

export interface Activity {
  /** its id within the trip (the server's co-editing names activities by it); plans are made without */
  id?: string;
  title: string;
  description: string;
  type: string;
  time?: string;
  timeframe?: string;
  duration: number;
  location?: ActivityLocation;
  address?: string;
  imageUrl?: string;
  placeId?: string;
}

export interface ItineraryDay {
  day: number;
  title: string;
  description?: string;
  activities: Activity[];
}

export interface Accommodation {
  name: string;
  rating?: number;
  description: string;
  /** absent where the source has no prices (a trip planned from OpenStreetMap data): never a guess */
  pricePerNight?: number;
  currency: string;
  imageUrl?: string;
  type?: string;
  /** the stay's budget level, 1 to 5, beside the traveller's own (docs/quality.md, check 17) */
  budgetLevel?: number;
  location?: string;
}

/** Where a trip's places come from, when a model proposed them (a guide trip has none of this). */
export interface PlaceData {
  /** true when every place was found in a real source, which then gave its position */
  verified: boolean;
  /** the source they were checked against, e.g. "OpenStreetMap" or "Google Places" */
  source?: string;
  /** the credit the source's licence asks for, e.g. "© OpenStreetMap contributors" */
  credit?: string;
}

export interface DestinationOverview {
  name: string;
  country: string;
  description: string;
  bestTimeToVisit: string;
  languages: string[];
  currency: string;
  travelTips: string[];
  imageUrl?: string;
  customs: string;
  transportationTips: string;
  safetyTips: string;
  placeData?: PlaceData;
}
