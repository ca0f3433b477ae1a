/**
 * What the planner sends to POST /api/trips/generate/stream (docs/product/traveller.md, section 3, "Trip
 * generation request"). It mirrors the server's GenerateTripInput, which validates it; the
 * generated GraphQL types no longer include it because no client document uses that input.
 */
export interface TripPreferencesRequest {
  travelStyle?: string[];
  accommodation?: string[];
  /** interest names (the 19 interests, or the wizard activities) */
  activities?: string[];
  /** 1 to 5 */
  budgetLevel?: number;
  currency?: string;
  duration?: string;
  travelers?: string;
}

export interface TripRequest {
  destination: string;
  country?: string;
  /** YYYY-MM-DD */
  startDate?: string | null;
  /** YYYY-MM-DD */
  endDate?: string | null;
  preferences?: TripPreferencesRequest;
}
