/**
 * Grounding: every place, stay and named meal venue a model proposes is looked up in a real
 * source before anything is planned or stored. The first source that can speak for the
 * destination is used: Google Places when it is configured, else the OpenStreetMap place store
 * when an import covers the destination, else a configured Nominatim or Overpass service. A
 * proposal is kept only when the source finds a place of that name in the destination's area;
 * the stored position is then always the source's, never the model's. Everything else is
 * dropped, and two proposals the source finds to be one place are kept once. With no source
 * at all, the proposal is used as it is and the trip says its places are not verified.
 */
import { distanceKm, type LatLng } from '../../guide/index.js';
import { placeKey } from '../../planner/index.js';
import type { DestinationProposal, ProposedMeal, ProposedPlace, ProposedStay } from './destination-proposal.js';
import { isCoordinate } from './proposal-checks.js';
import { MAX_DAY_TRIP_KM, RADIUS_KM } from './proposal-destination.js';

/** A place a source knows, at the source's position. */
export interface SourcePlace extends LatLng {
  name: string;
  address?: string;
  /** the source says it has closed for good */
  closed?: boolean;
}

export interface PlaceSource {
  /** how the trip names it: "Google Places", "OpenStreetMap" */
  readonly name: string;
  /** its data is OpenStreetMap's, which the trip credits */
  readonly openStreetMap: boolean;
  /** whether it can speak for what is, and is not, around this point */
  covers(point: LatLng, signal?: AbortSignal): Promise<boolean>;
  /** places the source takes to be the one named, within `radiusKm` of `near`; `area` is the destination, for text searches */
  find(name: string, near: LatLng, radiusKm: number, area: { city: string; country: string }, signal?: AbortSignal): Promise<SourcePlace[]>;
  /** where it puts a town or city of this name, for a source that can say (a geocoder) */
  locate?(name: string, country: string | undefined, signal?: AbortSignal): Promise<LatLng | undefined>;
}

export interface Verification {
  proposal: DestinationProposal;
  dropped: string[];
  /** the source that grounded every place; undefined when none could (nothing configured, or every one failed) */
  source?: Pick<PlaceSource, 'name' | 'openStreetMap'>;
}

/** Two stops this close whose names match are one place. */
export const SAME_PLACE_KM = 0.05;
const CONCURRENT_LOOKUPS = 5;

export async function verifyPlaces(proposal: DestinationProposal, sources: readonly PlaceSource[], signal?: AbortSignal): Promise<Verification> {
  const centre = { lat: proposal.lat, lng: proposal.lng };
  for (const source of sources) {
    try {
      if (!isCoordinate(centre) || !(await source.covers(centre, signal))) continue;
      return await groundWith(proposal, source, signal);
    } catch (error) {
      // A source that fails hands over to the next one; the traveller's request is not its fault.
      if (signal?.aborted) throw error;
    }
  }
  return { proposal, dropped: [] };
}

type Grounded<T> = { kept: T[]; dropped: string[] };

async function groundWith(proposal: DestinationProposal, source: PlaceSource, signal?: AbortSignal): Promise<Verification> {
  const area = { city: proposal.name, country: proposal.country };
  const centre = { lat: proposal.lat, lng: proposal.lng };
  const look = async <T extends { name: string; lat: number; lng: number }>(items: readonly T[], radiusOf: (item: T) => number): Promise<Grounded<T>> => {
    const found: Array<SourcePlace | string> = new Array(items.length);
    await eachWithLimit(items, CONCURRENT_LOOKUPS, async (item, index) => {
      found[index] = await locate(item, radiusOf(item), source, centre, area, signal);
    });
    const kept: T[] = [];
    const dropped: string[] = [];
    items.forEach((item, index) => {
      const match = found[index];
      if (typeof match === 'string') return dropped.push(match);
      const same = kept.find((other) => distanceKm(other, match) <= SAME_PLACE_KM);
      if (same) return dropped.push(`"${item.name}" is the same place as "${same.name}"`);
      kept.push({ ...item, lat: match.lat, lng: match.lng, ...('address' in item && match.address ? { address: match.address } : {}) });
    });
    return { kept, dropped };
  };
  const places = await look<ProposedPlace>(proposal.places, (place) => (place.dayTrip ? MAX_DAY_TRIP_KM : RADIUS_KM));
  // A stay that only says what kind of place it is ("Budget hotel near the station") names no
  // place to look up; it keeps its kind and area, in words written here rather than the model's.
  const described = proposal.stays.filter(isDescribedStay).map((stay) => ({ ...stay, name: describedStayName(stay) }));
  const named = await look<ProposedStay>(proposal.stays.filter((stay) => !isDescribedStay(stay)), () => RADIUS_KM);
  const stays = { kept: [...named.kept, ...described], dropped: named.dropped };
  const dropped = [...places.dropped, ...stays.dropped];
  const neighbourhoods = [];
  for (const neighbourhood of proposal.neighbourhoods) {
    // An area ("Restaurants along the river") is not one place; a named venue is, and is looked up.
    const venues = await look<ProposedMeal>(
      neighbourhood.meals.filter((meal) => meal.kind === 'venue'),
      () => RADIUS_KM,
    );
    dropped.push(...venues.dropped);
    neighbourhoods.push({ ...neighbourhood, meals: [...neighbourhood.meals.filter((meal) => meal.kind !== 'venue'), ...venues.kept] });
  }
  return { proposal: { ...proposal, places: places.kept, stays: stays.kept, neighbourhoods }, dropped, source: { name: source.name, openStreetMap: source.openStreetMap } };
}

const KIND_WORDS = /^(the\s+)?(a\s+)?(hostel|guest\s?house|budget|mid-range|midrange|boutique|upscale|luxury|resort|ryokan|apartment|flat|hotel|inn|b&b|bed and breakfast|homestay|villa|lodge|pension|riad|motel)\b/i;
const AREA_WORDS = /\s(in|near|by|on|around|along|at|with|off|close to)\s/i;

/** "Hostel with private rooms in the Baixa", "Budget hotel near Aliados": a kind of stay, not a named one. */
export function isDescribedStay(stay: Pick<ProposedStay, 'name'>): boolean {
  return KIND_WORDS.test(stay.name.trim()) && AREA_WORDS.test(` ${stay.name.trim()} `);
}

function describedStayName(stay: ProposedStay): string {
  const kind = stay.type.charAt(0).toUpperCase() + stay.type.slice(1);
  const area = stay.neighbourhood.replace(/[^\p{L}\p{N}\s'’.-]/gu, '').trim().slice(0, 60);
  return area ? `${kind} in ${area}` : kind;
}

/** The source's place for a proposal, nearest the proposed point, or why there is none. */
async function locate(item: { name: string; lat: number; lng: number }, radiusKm: number, source: PlaceSource, centre: LatLng, area: { city: string; country: string }, signal?: AbortSignal): Promise<SourcePlace | string> {
  const name = item.name.trim();
  if (!name || !placeKey(name) && !/\p{L}/u.test(name)) return 'a place without a name';
  const candidates = (await source.find(name, centre, radiusKm, area, signal)).filter((place) => isCoordinate(place) && distanceKm(centre, place) <= radiusKm);
  const proposed = isCoordinate(item) ? item : centre;
  const nearest = candidates.sort((a, b) => distanceKm(proposed, a) - distanceKm(proposed, b))[0];
  if (!nearest) return `"${name}" is not a place ${source.name} knows within ${radiusKm} km of ${area.city}`;
  if (nearest.closed) return `"${name}" has closed permanently`;
  return nearest;
}

async function eachWithLimit<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
