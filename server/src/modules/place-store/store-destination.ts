/**
 * A destination the guide lacks, made from the place store alone, in the planner's shape, so it
 * goes through the same planner and checks as a guide destination. It says only what the map
 * records: names, positions, kinds, addresses and, where tagged, opening hours. There are no
 * descriptions or prices to say, so none are written (`lacks`), a place without hours is
 * "hours unknown", and the must-sees are the places the open popularity signals rank highest.
 */
import tzLookup from '@photostructure/tz-lookup';
import { distanceKm, WEEKDAYS, type GuideStay, type Interest, type LoadedDestination, type LoadedPlace, type OpenInterval, type WeeklyHours } from '../guide/index.js';
import { nameMatch } from './place-names.js';
import type { StoredPlace } from './place-store.service.js';
import { placeSlug } from '../planner/index.js';
import { areasOf, busiestAreas, nearestArea, neighbourhoodsOf, type Area } from './store-areas.js';
import { weeklyHoursFor } from './store-hours.js';
import { LOCALITY_CATEGORIES, MEAL_CATEGORIES, SIGHT_CATEGORIES, STAY_CATEGORIES, type StoreCategory } from './osm-tags.js';

/** How far from the centre a store trip looks for places: a town and the country around it. */
export const STORE_RADIUS_KM = 10;
/** Fewer places to visit than this cannot make a trip worth planning. */
export const MIN_STORE_SIGHTS = 8;
/** Must-sees lie in or near the town itself, where a short trip can reach them. */
const MUST_SEE_KM = 5;
const MAX_MUST_SEES = 6;
/** A Wikidata item and a Wikipedia article together (osm-tags.ts weighs them 3 each). */
const MUST_SEE_POPULARITY = 6;
/** Two records this close with matching names are one place mapped twice. */
const SAME_PLACE_M = 50;
const MAX_STAYS = 60;
/** A market is visited, like a sight; restaurants and cafés are where the meals are. */
const VISIT_CATEGORIES: readonly StoreCategory[] = [...SIGHT_CATEGORIES, 'market'];
const EATING_CATEGORIES = MEAL_CATEGORIES.filter((category) => category !== 'market');

export interface StoreDestinationSetting {
  name: string;
  country: { code: string; name: string; currencies: readonly string[]; languages: readonly string[] };
  lat: number;
  lng: number;
  /** 'YYYY-MM-DD': hours are read for the week from this day */
  firstDate: string;
}

export type StoreDestinationResult = { destination: LoadedDestination } | { problem: string };

interface Kind {
  category: LoadedPlace['category'];
  interests: Interest[];
  /** a typical visit, in minutes */
  minutes: number;
  /** "A museum" */
  word: string;
  /** planned in daylight hours when the map gives none; indoor places in usual opening hours */
  outdoor: boolean;
}

const KINDS: Partial<Record<StoreCategory, Kind>> = {
  museum: { category: 'museum', interests: ['Museums & Art', 'Historical Sites'], minutes: 90, word: 'A museum', outdoor: false },
  gallery: { category: 'museum', interests: ['Museums & Art'], minutes: 60, word: 'An art gallery', outdoor: false },
  attraction: { category: 'sight', interests: ['Local Experiences', 'Photography'], minutes: 60, word: 'A sight', outdoor: false },
  viewpoint: { category: 'viewpoint', interests: ['Photography', 'Nature & Outdoors', 'Romance'], minutes: 45, word: 'A viewpoint', outdoor: true },
  historic: { category: 'sight', interests: ['Historical Sites', 'Photography'], minutes: 60, word: 'A historic site', outdoor: true },
  worship: { category: 'sight', interests: ['Historical Sites', 'Local Experiences'], minutes: 45, word: 'A place of worship', outdoor: false },
  park: { category: 'park', interests: ['Nature & Outdoors', 'Romance'], minutes: 75, word: 'A park or garden', outdoor: true },
  nature: { category: 'park', interests: ['Nature & Outdoors', 'Wildlife Viewing', 'Adventure Sports'], minutes: 90, word: 'A nature reserve', outdoor: true },
  beach: { category: 'park', interests: ['Beach Activities', 'Nature & Outdoors'], minutes: 120, word: 'A beach', outdoor: true },
  zoo: { category: 'kids', interests: ["Kid's Activities", 'Wildlife Viewing'], minutes: 120, word: 'A zoo or animal park', outdoor: false },
  'theme park': { category: 'kids', interests: ["Kid's Activities", 'Adventure Sports'], minutes: 180, word: 'A leisure park', outdoor: false },
  market: { category: 'market', interests: ['Shopping', 'Food Tours', 'Local Experiences'], minutes: 60, word: 'A market', outdoor: false },
};

const HOURS_UNKNOWN = 'hours unknown';
/** When an indoor place without hours is planned (an outdoor one, in daylight); its stop tells the traveller to check. */
const USUAL_INDOOR_HOURS: OpenInterval = [10 * 60, 17 * 60];

export function destinationFromStore(setting: StoreDestinationSetting, stored: readonly StoredPlace[]): StoreDestinationResult {
  const timezone = tzLookup(setting.lat, setting.lng);
  const places = oncePerPlace(stored.filter((place) => distanceKm(setting, place) <= STORE_RADIUS_KM));
  const of = (categories: readonly StoreCategory[]) => places.filter((place) => categories.includes(place.category));
  const visits = of(VISIT_CATEGORIES);
  if (visits.length < MIN_STORE_SIGHTS) {
    return { problem: `the map data imported here has only ${visits.length} places to visit within ${STORE_RADIUS_KM} km of ${setting.name}, and a trip needs at least ${MIN_STORE_SIGHTS}` };
  }
  const areas = busiestAreas(areasOf(of(LOCALITY_CATEGORIES), setting), visits);
  // The last entry is the day's light, the window an outdoor place without hours is planned in.
  const hours = weeklyHoursFor([...visits.map((place) => place.openingHours), 'sunrise-sunset'], { ...setting, countryCode: setting.country.code, timezone });
  const likely = { indoor: everyDay(USUAL_INDOOR_HOURS), outdoor: hours.pop() ?? everyDay(USUAL_INDOOR_HOURS) };
  const mustSees = mustSeesOf(visits, setting);
  const ids = new Set<string>();
  const sights = visits.map((place, i) => sightOf(place, hours[i], { areas, likely, mustSee: mustSees.has(place), ids }));
  const stays = of(STAY_CATEGORIES)
    .sort((a, b) => distanceKm(setting, a) - distanceKm(setting, b))
    .slice(0, MAX_STAYS)
    .map((place) => stayOf(place, areas));
  const used = new Set([...sights.map((place) => place.neighbourhood), ...stays.map((stay) => stay.neighbourhood)]);
  const neighbourhoods = neighbourhoodsOf(areas, used, of(EATING_CATEGORIES));
  return {
    destination: {
      id: `osm-${placeSlug(`${setting.name} ${setting.country.code}`)}`,
      name: setting.name,
      aliases: [],
      kind: 'city',
      country: setting.country.name,
      countryCode: setting.country.code,
      timezone,
      currency: setting.country.currencies[0] ?? '',
      languages: [...setting.country.languages],
      radiusKm: STORE_RADIUS_KM,
      lat: setting.lat,
      lng: setting.lng,
      overview: {
        description:
          `${setting.name} is planned here from OpenStreetMap data imported on this server: ${sights.length} places to visit, ` +
          `${neighbourhoods.reduce((sum, area) => sum + area.meals.length, 0)} places to eat and ${stays.length} places to stay within ${STORE_RADIUS_KM} km. ` +
          'The map records names, positions, kinds of place and, for some, opening hours. It has no descriptions, prices or reviews, so this trip says only what the map records.',
        bestTimeToVisit: '',
        travelTips: [],
        customs: '',
        transportationTips: '',
        safetyTips: '',
      },
      neighbourhoods,
      places: sights,
      stays,
      placeData: { verified: true, source: 'OpenStreetMap', credit: '© OpenStreetMap contributors' },
      lacks: ['prices', 'descriptions'],
    },
  };
}

/** The same place mapped twice (a node and an outline, or two spellings within 50 m): the better-known record is kept. */
function oncePerPlace(places: readonly StoredPlace[]): StoredPlace[] {
  const kept: StoredPlace[] = [];
  for (const place of [...places].sort((a, b) => b.popularity - a.popularity)) {
    const twin = kept.some((other) => distanceKm(place, other) * 1000 <= SAME_PLACE_M && nameMatch(place.name, other.name) > 0);
    if (!twin) kept.push(place);
  }
  return kept;
}

/** The best-known places near the centre, by the open signals alone (one closed on every day of the trip is excused by check 13, as in the guide). */
function mustSeesOf(sights: readonly StoredPlace[], centre: { lat: number; lng: number }): Set<StoredPlace> {
  return new Set(
    sights
      .filter((place) => place.popularity >= MUST_SEE_POPULARITY && distanceKm(centre, place) <= MUST_SEE_KM)
      .sort((a, b) => b.popularity - a.popularity || distanceKm(centre, a) - distanceKm(centre, b))
      .slice(0, MAX_MUST_SEES),
  );
}

interface SightContext {
  areas: readonly Area[];
  /** the window a place without hours is planned in */
  likely: Record<'indoor' | 'outdoor', WeeklyHours>;
  mustSee: boolean;
  /** the ids given so far, so that two places of one name stay two */
  ids: Set<string>;
}

function sightOf(place: StoredPlace, known: WeeklyHours | undefined, context: SightContext): LoadedPlace {
  const kind = KINDS[place.category]!;
  const area = nearestArea(context.areas, place);
  let id = placeSlug(place.name) || 'place';
  if (context.ids.has(id)) id = `${id}-${place.osmId.replace(/\D/g, '')}`;
  context.ids.add(id);
  const sentences = [
    // Where the map gives no address, the nearest locality is only that: the place is near it, perhaps not in it.
    place.address ? `${kind.word} at ${place.address}.` : `${kind.word} near ${area.name}.`,
    place.fee === 'no' ? 'Free to enter.' : '',
    place.wheelchair === 'yes' ? 'Wheelchair accessible.' : '',
    known ? '' : 'Its opening hours are not in the map data: check before you go.',
  ];
  return {
    id,
    name: place.name,
    category: kind.category,
    interests: kind.interests,
    neighbourhood: area.id,
    address: place.address ?? area.name,
    durationMin: kind.minutes,
    hours: known ? (place.openingHours ?? HOURS_UNKNOWN) : HOURS_UNKNOWN,
    weeklyHours: known ?? context.likely[kind.outdoor ? 'outdoor' : 'indoor'],
    ...(known ? {} : { hoursUnknown: true as const }),
    // Unknown unless the map says it is free: scored as cheap, and never shown.
    price: place.fee === 'no' ? 0 : 1,
    popularity: popularityOf(place.popularity),
    ...(context.mustSee ? { mustSee: true as const } : {}),
    // The map does not say what suits children; no place is held back from a family on a guess.
    kidFriendly: true,
    description: sentences.filter(Boolean).join(' '),
    lat: place.lat,
    lng: place.lng,
  };
}

const STAY_TYPE: Partial<Record<StoreCategory, { type: GuideStay['type']; word: string; level: GuideStay['level'] }>> = {
  hostel: { type: 'hostel', word: 'A hostel', level: 1 },
  'guest house': { type: 'guesthouse', word: 'A guest house', level: 2 },
  hotel: { type: 'hotel', word: 'A hotel', level: 3 },
};

function stayOf(place: StoredPlace, areas: readonly Area[]): GuideStay {
  const kind = STAY_TYPE[place.category]!;
  const area = nearestArea(areas, place);
  return {
    name: stayName(place.name, kind.word.slice(2)),
    type: kind.type,
    // The kind of stay, not a class the map does not record; the trip shows no level or price for it.
    level: kind.level,
    neighbourhood: area.id,
    priceMin: 0,
    priceMax: 0,
    description: `${place.address ? `${kind.word} at ${place.address}` : `${kind.word} near ${area.name}`}. OpenStreetMap has no prices or star ratings: check with the ${kind.word.slice(2)} directly.`,
    lat: place.lat,
    lng: place.lng,
  };
}

/** The store's open-signal score (0 to 10, osm-tags.ts) on the guide's 1-5 scale: an encyclopaedia entry and article together make a 5. */
function popularityOf(score: number): LoadedPlace['popularity'] {
  if (score >= MUST_SEE_POPULARITY) return 5;
  if (score >= 4) return 4;
  if (score >= 2) return 3;
  return score >= 1 ? 2 : 1;
}

/**
 * A stay's name as a traveller would look for it. The map sometimes holds only the part after
 * "Hotel" ("de France", "Ni"): the kind of stay then leads, as it does on the door.
 */
function stayName(name: string, kind: string): string {
  const saysWhat = /hotel|hostel|herberge|gast|pension|inn\b|lodge|guest|house|haus|residen|suites?\b|b&b/i.test(name);
  const bare = !saysWhat && (/^\p{Ll}/u.test(name) || name.replace(/[^\p{L}]/gu, '').length < 4);
  return bare ? `${kind[0].toUpperCase()}${kind.slice(1)} ${name}` : name;
}

function everyDay(interval: OpenInterval): WeeklyHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, [[...interval]]])) as unknown as WeeklyHours;
}
