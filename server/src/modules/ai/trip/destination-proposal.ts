/**
 * What the model proposes for a destination the offline guide does not cover: the places,
 * neighbourhoods with meals, stays per budget level and the overview, in the guide's own
 * vocabulary so the planner can use it like a guide file. The JSON schema keeps to OpenAI's
 * strict subset (every property required, no ranges); ranges and counts are checked in code,
 * where a failure can be explained to the model in its repair round.
 */
import { INTERESTS, PLACE_CATEGORIES, type GuideStay, type Interest, type PlaceCategory } from '../../guide/index.js';
import { arrayOf, boolean, integer, number, object, oneOf, string } from '../json-schema.js';

export interface ProposedPlace {
  name: string;
  lat: number;
  lng: number;
  category: PlaceCategory;
  interests: Interest[];
  /** the name of one of the proposal's neighbourhoods */
  neighbourhood: string;
  address: string;
  durationMin: number;
  /** OpenStreetMap opening_hours, weekly rules only, e.g. "Tu-Su 10:00-18:00; Mo off" */
  hours: string;
  price: number;
  popularity: number;
  kidFriendly: boolean;
  dayTrip: boolean;
  description: string;
}

export interface ProposedMeal {
  name: string;
  kind: 'venue' | 'area';
  meal: 'lunch' | 'dinner' | 'both';
  price: number;
  lat: number;
  lng: number;
  description: string;
}

export interface ProposedNeighbourhood {
  name: string;
  lat: number;
  lng: number;
  meals: ProposedMeal[];
}

export interface ProposedStay {
  level: number;
  name: string;
  type: GuideStay['type'];
  /** the name of one of the proposal's neighbourhoods */
  neighbourhood: string;
  /** nightly price band for a double room, in the local currency */
  priceMin: number;
  priceMax: number;
  lat: number;
  lng: number;
  description: string;
}

export interface ProposedOverview {
  description: string;
  bestTimeToVisit: string;
  languages: string[];
  /** ISO 4217, the local currency */
  currency: string;
  travelTips: string[];
  customs: string;
  transportationTips: string;
  safetyTips: string;
}

export interface DestinationProposal {
  /**
   * false when the model does not know the destination well enough to name real places in it:
   * an honest "I don't know" ends in a refusal rather than a guess (absent counts as true)
   */
  knownWell?: boolean;
  /** the destination's usual English name, e.g. "Porto" */
  name: string;
  country: string;
  /** ISO 3166-1 alpha-2 */
  countryCode: string;
  /** IANA, e.g. "Europe/Lisbon" */
  timezone: string;
  /** the centre */
  lat: number;
  lng: number;
  overview: ProposedOverview;
  neighbourhoods: ProposedNeighbourhood[];
  places: ProposedPlace[];
  stays: ProposedStay[];
}

export const STAY_TYPES: GuideStay['type'][] = ['hostel', 'guesthouse', 'budget hotel', 'mid-range hotel', 'boutique hotel', 'upscale hotel', 'luxury hotel', 'resort', 'ryokan', 'apartment'];

const strings = arrayOf(string);

const meal = object({
  name: string,
  kind: oneOf(['venue', 'area']),
  meal: oneOf(['lunch', 'dinner', 'both']),
  price: integer,
  lat: number,
  lng: number,
  description: string,
});

const place = object({
  name: string,
  lat: number,
  lng: number,
  category: oneOf(PLACE_CATEGORIES),
  interests: arrayOf(oneOf(INTERESTS)),
  neighbourhood: string,
  address: string,
  durationMin: integer,
  hours: string,
  price: integer,
  popularity: integer,
  kidFriendly: boolean,
  dayTrip: boolean,
  description: string,
});

const stay = object({
  level: integer,
  name: string,
  type: oneOf(STAY_TYPES),
  neighbourhood: string,
  priceMin: number,
  priceMax: number,
  lat: number,
  lng: number,
  description: string,
});

export const DESTINATION_PROPOSAL_SCHEMA = object({
  knownWell: boolean,
  name: string,
  country: string,
  countryCode: string,
  timezone: string,
  lat: number,
  lng: number,
  overview: object({
    description: string,
    bestTimeToVisit: string,
    languages: strings,
    currency: string,
    travelTips: strings,
    customs: string,
    transportationTips: string,
    safetyTips: string,
  }),
  neighbourhoods: arrayOf(object({ name: string, lat: number, lng: number, meals: arrayOf(meal) })),
  places: arrayOf(place),
  stays: arrayOf(stay),
});
