/**
 * What a trip needs from OpenStreetMap's tags: which tagged objects are places a traveller
 * visits, eats at or sleeps in, and how well known each one is. Popularity uses open signals
 * only (a Wikidata item, a Wikipedia article, a heritage listing, a historic or tourism tag);
 * nothing here invents a rating.
 */

export const STORE_CATEGORIES = [
  'museum',
  'gallery',
  'attraction',
  'viewpoint',
  'historic',
  'worship',
  'park',
  'nature',
  'beach',
  'zoo',
  'theme park',
  'restaurant',
  'cafe',
  'market',
  'hotel',
  'guest house',
  'hostel',
  'locality',
] as const;
export type StoreCategory = (typeof STORE_CATEGORIES)[number];

export const SIGHT_CATEGORIES: readonly StoreCategory[] = ['museum', 'gallery', 'attraction', 'viewpoint', 'historic', 'worship', 'park', 'nature', 'beach', 'zoo', 'theme park'];
export const MEAL_CATEGORIES: readonly StoreCategory[] = ['restaurant', 'cafe', 'market'];
export const STAY_CATEGORIES: readonly StoreCategory[] = ['hotel', 'guest house', 'hostel'];
/** Towns, villages and city quarters: not somewhere to visit, but the names a trip's areas go by. */
export const LOCALITY_CATEGORIES: readonly StoreCategory[] = ['locality'];
/** Everything a traveller visits, eats at or sleeps in. */
export const VENUE_CATEGORIES: readonly StoreCategory[] = [...SIGHT_CATEGORIES, ...MEAL_CATEGORIES, ...STAY_CATEGORIES];

export type Tags = Readonly<Record<string, string>>;

const TOURISM: Record<string, StoreCategory> = {
  museum: 'museum',
  gallery: 'gallery',
  attraction: 'attraction',
  viewpoint: 'viewpoint',
  zoo: 'zoo',
  aquarium: 'zoo',
  theme_park: 'theme park',
  hotel: 'hotel',
  motel: 'hotel',
  guest_house: 'guest house',
  hostel: 'hostel',
};
const AMENITY: Record<string, StoreCategory> = { restaurant: 'restaurant', cafe: 'cafe', marketplace: 'market' };
const LEISURE: Record<string, StoreCategory> = { park: 'park', garden: 'park', nature_reserve: 'nature', beach_resort: 'beach' };
/** Small historic features (a wayside cross, a boundary stone) are sights only when they are notable. */
const MINOR_HISTORIC = new Set(['memorial', 'wayside_cross', 'wayside_shrine', 'boundary_stone', 'milestone', 'marker', 'stone', 'tomb', 'yes']);
/** Private gardens and the like are not somewhere a traveller can go. */
const CLOSED_ACCESS = new Set(['private', 'no']);
/** Settlements and their quarters, whose names a trip's areas take ("Monte-Carlo", "Schaan"). */
const LOCALITY_PLACES = new Set(['city', 'town', 'village', 'suburb', 'quarter', 'neighbourhood']);

/** Known through an encyclopaedia or a heritage register. */
export function isNotable(tags: Tags): boolean {
  return Boolean(tags.wikidata || wikipediaOf(tags) || tags.heritage);
}

/** The category of a tagged OSM object a traveller would visit, eat at or sleep in; undefined for everything else. */
export function categoryOf(tags: Tags): StoreCategory | undefined {
  if (!tags.name?.trim() || CLOSED_ACCESS.has(tags.access ?? '')) return undefined;
  if (tags.disused || tags.abandoned || tags['disused:amenity'] || tags['disused:tourism']) return undefined;
  const historic = Boolean(tags.historic) && (!MINOR_HISTORIC.has(tags.historic) || isNotable(tags));
  // "An attraction" says less than "a castle": the Prince's Palace is a historic place that draws visitors.
  if (tags.tourism === 'attraction' && historic) return 'historic';
  const tourism = TOURISM[tags.tourism ?? ''];
  if (tourism) return tourism;
  if (tags.tourism === 'artwork' && isNotable(tags)) return 'attraction';
  const amenity = AMENITY[tags.amenity ?? ''];
  if (amenity) return amenity;
  if (historic) return 'historic';
  if (tags.amenity === 'place_of_worship' && isNotable(tags)) return 'worship';
  if (tags.natural === 'beach') return 'beach';
  const leisure = LEISURE[tags.leisure ?? ''];
  if (leisure) return leisure;
  if (tags.boundary === 'protected_area' || tags.boundary === 'national_park') return 'nature';
  if (LOCALITY_PLACES.has(tags.place ?? '')) return 'locality';
  return undefined;
}

/**
 * How well known a place is, from open signals only: a Wikidata item (3), a Wikipedia article
 * (3), a heritage listing (2), a historic tag (1) and a tourism tag for a sight (1). The
 * README's place-store section lists the same weights.
 */
export function popularityOf(tags: Tags): number {
  let score = 0;
  if (tags.wikidata) score += 3;
  if (wikipediaOf(tags)) score += 3;
  if (tags.heritage) score += 2;
  if (tags.historic) score += 1;
  if (['attraction', 'museum', 'gallery', 'viewpoint', 'zoo', 'aquarium', 'theme_park'].includes(tags.tourism ?? '')) score += 1;
  return score;
}

/** The Wikipedia article, from `wikipedia` or a language's own `wikipedia:xx` tag. */
export function wikipediaOf(tags: Tags): string | undefined {
  if (tags.wikipedia) return tags.wikipedia;
  const key = Object.keys(tags).find((tag) => /^wikipedia:[a-z]{2,3}$/.test(tag));
  return key ? `${key.slice('wikipedia:'.length)}:${tags[key]}` : undefined;
}

/** "Städtle 32, 9490 Vaduz" from the addr:* tags, or undefined when they say too little. */
export function addressOf(tags: Tags): string | undefined {
  const street = [tags['addr:street'] ?? tags['addr:place'], tags['addr:housenumber']].filter(Boolean).join(' ');
  // A postcode alone ("Städtle 17, 9490") says less than the street: it goes with its town or not at all.
  const town = tags['addr:city'] ? [tags['addr:postcode'], tags['addr:city']].filter(Boolean).join(' ') : '';
  const address = [street, town].filter(Boolean).join(', ');
  return address || undefined;
}

/** The place's names in other languages, from name:xx tags (name:en, name:de ...). */
export function otherNamesOf(tags: Tags): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [key, value] of Object.entries(tags)) {
    const language = /^name:([a-z]{2,3}(?:-[A-Za-z]{2,4})?)$/.exec(key)?.[1];
    if (language && value.trim() && value !== tags.name) names[language] = value;
  }
  return names;
}
