/**
 * The offline guide's data format. One JSON file per destination lives in
 * server/data/guide/destinations/<id>.json and must satisfy these types; guide.validate.ts
 * checks every rule that the type system cannot (see AUTHORING.md).
 */

import { INTERESTS, type Interest } from '@odyssey/domain';

/** The 19 interests a traveller can choose; the one list is shared with the client (@odyssey/domain). */
export { INTERESTS, type Interest };

export const PLACE_CATEGORIES = [
  'sight', // landmarks, monuments, historic buildings, religious sites
  'museum', // museums and art galleries
  'park', // parks, gardens, beaches, nature
  'viewpoint', // lookouts, observation decks, towers
  'market', // markets, shopping streets, malls
  'food', // food experiences: food halls, tastings, cooking classes, wineries
  'nightlife', // bars, clubs, live music, evening shows
  'wellness', // spas, baths, hammams, onsen
  'kids', // zoos, aquariums, theme parks, science centres
  'daytrip', // anything outside the city radius; always dayTrip: true
] as const;
export type PlaceCategory = (typeof PLACE_CATEGORIES)[number];

export const WEEKDAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface GuidePlace extends LatLng {
  /** kebab-case, unique within the destination, e.g. "louvre-museum" */
  id: string;
  /** the name a traveller would search for, e.g. "Louvre Museum" */
  name: string;
  category: PlaceCategory;
  /** 1 to 5 interests from INTERESTS that this place genuinely serves */
  interests: Interest[];
  /** id of one of the destination's neighbourhoods */
  neighbourhood: string;
  /** street address or the best honest locator, e.g. "Rue de Rivoli, 75001 Paris" */
  address: string;
  /** typical visit length in minutes (30 to 480) */
  durationMin: number;
  /**
   * Weekly opening hours in OpenStreetMap opening_hours syntax, weekly rules only:
   * "Mo-Su 09:00-18:00", "Mo,We-Su 09:00-18:00; Tu off", "24/7",
   * "Tu-Su 10:00-18:00; Fr 10:00-21:00; Mo off". No PH, no months, no sunrise.
   */
  hours: string;
  /** 0 free, 1 cheap (< 15 USD), 2 moderate (15-40), 3 pricey (40-100), 4 expensive (> 100) */
  price: 0 | 1 | 2 | 3 | 4;
  /** 5 = a must-see for first-time visitors, 1 = niche */
  popularity: 1 | 2 | 3 | 4 | 5;
  /** suitable for young children */
  kidFriendly: boolean;
  /** true when the place is beyond radiusKm of the destination centre */
  dayTrip?: boolean;
  /**
   * One of the few places any good guidebook puts first (3 to 10 per destination, popularity 5):
   * a trip leaves one out only when it is closed on every day of the trip or does not suit the
   * party (docs/quality.md, check 13).
   */
  mustSee?: true;
  /** our own words, 1-2 sentences, 60 to 300 characters */
  description: string;
  checked?: GuideCheck;
  /**
   * YYYY-MM-DD: shut for works until this day (a museum closed for an upgrade). Until then the
   * loaded guide leaves the place out, so no plan sends a traveller there; the file keeps it for
   * when it reopens. Always with a `checked` source.
   */
  closedUntil?: string;
}

/** When a fact (a closure, hours, a moved collection) was last confirmed, and the public page that confirms it. */
export interface GuideCheck {
  /** YYYY-MM-DD, not in the future */
  on: string;
  source: string;
}

export interface GuideMeal extends LatLng {
  /** a real, long-standing venue, food hall or market; or an honest area suggestion */
  name: string;
  /** "venue" for a named real place; "area" for "ramen around Kyoto Station" style */
  kind: 'venue' | 'area';
  meal: 'lunch' | 'dinner' | 'both';
  /** 1 cheap to 4 expensive */
  price: 1 | 2 | 3 | 4;
  /** our own words, 40 to 250 characters */
  description: string;
  checked?: GuideCheck;
  /** the venue's own address, where the source has one (the place store's meals); otherwise the area's name is shown */
  address?: string;
}

export interface GuideNeighbourhood extends LatLng {
  /** kebab-case id, e.g. "le-marais" */
  id: string;
  name: string;
  /** for region and country destinations: the id of the base this area belongs to */
  base?: string;
  /** at least one lunch and one dinner option (or two "both") */
  meals: GuideMeal[];
  /** a town, village or quarter of its own (the place store's areas), not a part of the destination: "Schaan", not "Schaan, Vaduz" */
  town?: true;
}

export interface GuideStay extends LatLng {
  /** budget level 1 (budget) to 5 (ultra-luxury) */
  level: 1 | 2 | 3 | 4 | 5;
  /** a real hotel name only when certain; otherwise descriptive, e.g. "Boutique hotel in Le Marais" */
  name: string;
  /** "hotel" alone where the source does not say which class (the place store's hotels) */
  type: 'hotel' | 'hostel' | 'guesthouse' | 'budget hotel' | 'mid-range hotel' | 'boutique hotel' | 'upscale hotel' | 'luxury hotel' | 'resort' | 'ryokan' | 'apartment';
  neighbourhood: string;
  /** nightly price band for a double room, in the destination's currency */
  priceMin: number;
  priceMax: number;
  /** our own words, 40 to 250 characters */
  description: string;
}

/** Region and country destinations plan from several bases (e.g. Costa Rica). */
export interface GuideBase extends LatLng {
  id: string;
  name: string;
  radiusKm: number;
}

export interface GuideOverview {
  /** our own words, 250 to 900 characters */
  description: string;
  bestTimeToVisit: string;
  /** 4 to 8 practical tips */
  travelTips: string[];
  customs: string;
  transportationTips: string;
  safetyTips: string;
}

export interface GuideDestination extends LatLng {
  /** kebab-case file name without .json, e.g. "new-york" */
  id: string;
  /** the name a traveller types, e.g. "New York" */
  name: string;
  /** other names and spellings, e.g. ["NYC", "New York City"] */
  aliases: string[];
  kind: 'city' | 'region' | 'country';
  /** English country name, e.g. "United States" */
  country: string;
  /** ISO 3166-1 alpha-2, e.g. "US" */
  countryCode: string;
  /** IANA timezone, e.g. "America/New_York" */
  timezone: string;
  /** ISO 4217, e.g. "USD" */
  currency: string;
  /** main languages in English, e.g. ["Japanese"] */
  languages: string[];
  /** stops beyond this distance from (lat, lng) must be day trips; at most 40 */
  radiusKm: number;
  /** region and country destinations only */
  bases?: GuideBase[];
  overview: GuideOverview;
  neighbourhoods: GuideNeighbourhood[];
  /** at least 40 */
  places: GuidePlace[];
  /** at least one per budget level 1-5, with price bands rising with the level */
  stays: GuideStay[];
}
