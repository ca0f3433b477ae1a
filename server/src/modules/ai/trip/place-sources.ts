/**
 * The real sources a model's places are grounded in, in the order they are tried (see
 * verify-places.ts): Google Places when configured and switched on, the OpenStreetMap place
 * store where an import covers the destination, then a configured Nominatim and Overpass.
 */
import type { FoundPlace, PlaceQuery } from '../../places/index.js';
import { nominatimLocate, nominatimSearch, overpassSearch, type PlaceStore } from '../../place-store/index.js';
import type { PlaceSource } from './verify-places.js';

/** Google Places, as the places module offers it. */
export interface GooglePlaces {
  enabled(): Promise<boolean>;
  findPlace(query: PlaceQuery, signal?: AbortSignal): Promise<FoundPlace | undefined>;
}

export interface PlaceSourceOptions {
  google?: GooglePlaces;
  store?: Pick<PlaceStore, 'covers' | 'named'>;
  nominatimUrl?: string;
  overpassUrl?: string;
}

export function placeSources({ google, store, nominatimUrl, overpassUrl }: PlaceSourceOptions): PlaceSource[] {
  const sources: PlaceSource[] = [];
  if (google) {
    sources.push({
      name: 'Google Places',
      openStreetMap: false,
      covers: () => google.enabled(),
      // Google's text search does its own name matching, across languages ("Clérigos Tower" is "Torre dos Clérigos").
      find: async (name, near, radiusKm, area, signal) => {
        const found = await google.findPlace({ text: `${name}, ${area.city}, ${area.country}`, near, radiusKm }, signal);
        return found ? [{ name: found.name, lat: found.lat, lng: found.lng, address: found.address || undefined, closed: found.businessStatus === 'CLOSED_PERMANENTLY' }] : [];
      },
    });
  }
  if (store) {
    sources.push({
      name: 'OpenStreetMap',
      openStreetMap: true,
      covers: (point) => store.covers(point),
      find: async (name, near, radiusKm) => (await store.named(name, near, radiusKm)).map((place) => ({ name: place.name, lat: place.lat, lng: place.lng, address: place.address })),
    });
  }
  if (nominatimUrl) {
    sources.push({
      name: 'OpenStreetMap (Nominatim)',
      openStreetMap: true,
      covers: async () => true,
      find: (name, near, radiusKm, _area, signal) => nominatimSearch(nominatimUrl, name, near, radiusKm, signal),
      locate: (name, country, signal) => nominatimLocate(nominatimUrl, name, country, signal),
    });
  }
  if (overpassUrl) {
    sources.push({ name: 'OpenStreetMap (Overpass)', openStreetMap: true, covers: async () => true, find: (name, near, radiusKm, _area, signal) => overpassSearch(overpassUrl, name, near, radiusKm, signal) });
  }
  return sources;
}
