/**
 * Place lookups: "is there really a place called X near here, and where exactly?". Google
 * Places Text Search answers when GOOGLE_PLACES_API_KEY is set and the admin has not switched
 * it off; every answer, a miss included, is kept in places_cache so a repeat costs nothing.
 * Without a key the service is simply not enabled and callers skip verification.
 */
import type { DataSource, Repository } from 'typeorm';
import type { LatLng } from '../guide/guide.types.js';
import type { SettingsService } from '../settings/settings.service.js';
import { PlacesCacheEntry } from './places-cache.entity.js';

export interface PlaceQuery {
  /** e.g. "Livraria Lello, Rua das Carmelitas 144, Porto, Portugal" */
  text: string;
  /** results near this point rank first */
  near?: LatLng;
  radiusKm?: number;
}

export interface FoundPlace extends LatLng {
  placeId: string;
  name: string;
  address: string;
  /** e.g. OPERATIONAL, CLOSED_TEMPORARILY, CLOSED_PERMANENTLY; '' when not reported */
  businessStatus: string;
}

/** Where places are looked up; Google's Text Search in production, a fake in tests. */
export interface PlaceSearch {
  search(query: PlaceQuery, signal?: AbortSignal): Promise<FoundPlace | undefined>;
}

export class PlaceLookupError extends Error {}

/** Cached answers are trusted this long; places move rarely, but they do close. */
const CACHE_DAYS = 30;
const MAX_QUERY_CHARS = 500;

export class PlacesService {
  private readonly cache: Repository<PlacesCacheEntry>;

  constructor(
    dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly searcher?: PlaceSearch,
  ) {
    this.cache = dataSource.getRepository(PlacesCacheEntry);
  }

  /** A key is configured and the admin allows Google Places. */
  async enabled(): Promise<boolean> {
    return this.searcher !== undefined && (await this.settings.get()).googlePlacesEnabled;
  }

  /** The best match for the query, or undefined when there is none; throws PlaceLookupError when the service fails. */
  async findPlace(query: PlaceQuery, signal?: AbortSignal): Promise<FoundPlace | undefined> {
    if (!this.searcher) throw new PlaceLookupError('place lookups are not configured');
    const key = cacheKeyOf(query);
    const cached = await this.cache.findOneBy({ query: key });
    if (cached && cached.createdAt.getTime() > Date.now() - CACHE_DAYS * 86_400_000) {
      await this.cache.update({ id: cached.id }, { lastAccessed: new Date() });
      return foundOf(cached);
    }
    const found = await this.searcher.search(query, signal);
    const row = { query: key, placeId: found?.placeId ?? null, name: found?.name ?? null, lat: found?.lat ?? null, lng: found?.lng ?? null, address: found?.address?.slice(0, 500) ?? null, businessStatus: found?.businessStatus || null, photoUrl: null, openNow: null, createdAt: new Date(), lastAccessed: new Date() };
    await this.cache.upsert(row, ['query']);
    return found;
  }
}

function cacheKeyOf({ text, near, radiusKm }: PlaceQuery): string {
  const around = near ? ` @${near.lat.toFixed(2)},${near.lng.toFixed(2)}~${radiusKm ?? ''}` : '';
  return `${text.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, MAX_QUERY_CHARS - around.length)}${around}`;
}

function foundOf(entry: PlacesCacheEntry): FoundPlace | undefined {
  if (!entry.placeId || entry.lat === null || entry.lng === null) return undefined;
  return { placeId: entry.placeId, name: entry.name ?? '', address: entry.address ?? '', businessStatus: entry.businessStatus ?? '', lat: entry.lat, lng: entry.lng };
}
