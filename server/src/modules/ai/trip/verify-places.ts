/**
 * Checks a proposal's places against a map service (Google Places) when one is configured:
 * a place the map cannot find near the destination, or finds permanently closed, is dropped;
 * a place it finds gets the map's coordinates, so "a named landmark lies where that landmark
 * really is" (docs/quality.md check 6). If the map service fails, the proposal is used unverified
 * rather than failing the trip: its places still passed every geometric check.
 */
import { distanceKm } from '../../guide/index.js';
import { placeKey } from '../../planner/index.js';
import type { FoundPlace, PlaceQuery } from '../../places/index.js';
import type { DestinationProposal, ProposedPlace } from './destination-proposal.js';
import { RADIUS_KM } from './proposal-destination.js';

export interface PlaceFinder {
  enabled(): Promise<boolean>;
  findPlace(query: PlaceQuery, signal?: AbortSignal): Promise<FoundPlace | undefined>;
}

export interface Verification {
  proposal: DestinationProposal;
  dropped: string[];
  /** false when no map service is configured, or it failed */
  verified: boolean;
}

/** The map's pin may sit at an entrance or a courtyard; further than this it is another place. */
const SAME_PLACE_KM = 1;
const CONCURRENT_LOOKUPS = 5;

export async function verifyPlaces(proposal: DestinationProposal, finder: PlaceFinder, signal?: AbortSignal): Promise<Verification> {
  if (!(await finder.enabled())) return { proposal, dropped: [], verified: false };
  const found: Array<FoundPlace | undefined> = new Array(proposal.places.length);
  try {
    await eachWithLimit(proposal.places, CONCURRENT_LOOKUPS, async (place, index) => {
      found[index] = await finder.findPlace(queryFor(place, proposal), signal);
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { proposal, dropped: [], verified: false };
  }
  const dropped: string[] = [];
  const places = proposal.places.flatMap((place, index): ProposedPlace[] => {
    const match = found[index];
    const problem = mismatch(place, match, proposal.name);
    if (problem) {
      dropped.push(problem);
      return [];
    }
    return [{ ...place, lat: match!.lat, lng: match!.lng, address: match!.address || place.address }];
  });
  return { proposal: { ...proposal, places }, dropped, verified: true };
}

function queryFor(place: ProposedPlace, proposal: DestinationProposal): PlaceQuery {
  const text = `${place.name}, ${proposal.name}, ${proposal.country}`;
  const near = place.dayTrip ? place : proposal;
  return { text, near: { lat: near.lat, lng: near.lng }, radiusKm: RADIUS_KM };
}

function mismatch(place: ProposedPlace, match: FoundPlace | undefined, city: string): string | undefined {
  if (!match) return `"${place.name}" could not be found on the map near ${city}`;
  if (match.businessStatus === 'CLOSED_PERMANENTLY') return `"${place.name}" has closed permanently`;
  if (distanceKm(place, match) <= SAME_PLACE_KM || similarNames(place.name, match.name)) return undefined;
  return `"${place.name}" is not where the map finds it (the map's best match is "${match.name}", ${Math.round(distanceKm(place, match))} km away)`;
}

/** Names that share a distinctive word: "Palácio da Bolsa" and "Palacio da Bolsa - Porto". */
export function similarNames(a: string, b: string): boolean {
  const words = (name: string) => new Set(placeKey(name).split(' ').filter((word) => word.length >= 4));
  const [x, y] = [words(a), words(b)];
  const shared = [...x].filter((word) => y.has(word)).length;
  return shared > 0 && shared >= Math.min(x.size, y.size) / 2;
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
