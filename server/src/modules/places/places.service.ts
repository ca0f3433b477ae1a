/**
 * Place lookups and place photos. Google Places (New) answers when GOOGLE_PLACES_API_KEY is set
 * and the admin has not switched it off; every answer, a miss included, is kept in places_cache
 * so a repeat costs nothing.
 *
 * Photos never expose the key: a photo's URL is our own /api/places/media/{placeId}/{photoId},
 * and that endpoint fetches the bytes from Google and streams them on, for photos we found.
 * Without a key (or with Google switched off) searches and photos answer null, and the client
 * draws its offline art instead (destination covers, activity-type illustrations).
 */
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { IsNull, MoreThan, Not, type DataSource, type Repository } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import type { LatLng } from '../guide/index.js';
import type { SettingsService } from '../settings/index.js';
import { PlaceLookupError } from './place-lookup-error.js';
import { PlacesCacheEntry } from './places-cache.entity.js';

export { PlaceLookupError } from './place-lookup-error.js';

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
  /** Google's name for the place's first photo, "places/{placeId}/photos/{photoId}" */
  photoName?: string;
}

/** Where places are looked up; Google's Text Search in production, a fake in tests. */
export interface PlaceSearch {
  search(query: PlaceQuery, signal?: AbortSignal): Promise<FoundPlace | undefined>;
}

export interface PhotoMedia {
  /** lower case, without parameters, e.g. image/jpeg */
  contentType: string;
  contentLength?: number;
  body: Readable;
}

/** Where photos come from: Google's Place Details and photo media in production. */
export interface PlacePhotoSource {
  firstPhotoName(placeId: string, signal?: AbortSignal): Promise<string | undefined>;
  media(photoName: string, maxWidth: number, signal?: AbortSignal): Promise<PhotoMedia>;
}

/** The spec's place search result (docs/product/traveller.md, section 3); null when there is none. */
export interface PlaceSearchAnswer {
  placeId: string | null;
  photoUrl: string | null;
}

/** Cached places are trusted this long; places move rarely, but they do close. */
const CACHE_MS = 30 * 86_400_000;
/** Google's photo names expire, so a photo is looked up again after a day. */
const PHOTO_CACHE_MS = 86_400_000;
const MAX_QUERY_CHARS = 500;
export const DEFAULT_PHOTO_WIDTH = 400;
/** Google's limit for maxWidthPx */
export const MAX_PHOTO_WIDTH = 4800;
/** Our URL for a photo, before its ?maxWidth= */
export const PHOTO_PATH = '/api/places/media';
export const PLACE_ID_PATTERN = /^[A-Za-z0-9_-]{1,255}$/;
export const PHOTO_ID_PATTERN = /^[A-Za-z0-9_-]{1,1000}$/;
const PHOTO_NAME = /^places\/([A-Za-z0-9_-]{1,255})\/photos\/([A-Za-z0-9_-]{1,1000})$/;
/** What a browser may be sent as a photo; anything else from upstream is refused. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export class PlacesService {
  private readonly cache: Repository<PlacesCacheEntry>;
  private readonly photos?: PlacePhotoSource;
  private readonly log?: Logger;

  constructor(
    dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly searcher?: PlaceSearch,
    options: { photos?: PlacePhotoSource; log?: Logger } = {},
  ) {
    this.cache = dataSource.getRepository(PlacesCacheEntry);
    this.photos = options.photos;
    this.log = options.log;
  }

  /** A key is configured and the admin allows Google Places. */
  async enabled(): Promise<boolean> {
    return this.searcher !== undefined && (await this.settings.get()).googlePlacesEnabled;
  }

  /** The best match for the query, or undefined when there is none; throws PlaceLookupError when the service fails. */
  async findPlace(query: PlaceQuery, signal?: AbortSignal): Promise<FoundPlace | undefined> {
    return foundOf(await this.lookUp(query, CACHE_MS, signal));
  }

  /** GET /api/places/search: the best match and its photo; null for both when offline, unknown or failing (logged). */
  async search(text: string): Promise<PlaceSearchAnswer> {
    if (!(await this.enabled())) return { placeId: null, photoUrl: null };
    try {
      const entry = await this.lookUp({ text }, PHOTO_CACHE_MS);
      return { placeId: entry.placeId, photoUrl: entry.photoUrl && withWidth(entry.photoUrl, DEFAULT_PHOTO_WIDTH) };
    } catch (error) {
      if (!(error instanceof PlaceLookupError)) throw error;
      this.log?.warn({ query: text, reason: error.message }, 'place search failed');
      return { placeId: null, photoUrl: null };
    }
  }

  /** GET /api/places/photo: the place's photo at this width; null when offline, photo-less or failing (logged). */
  async photo(placeId: string, maxWidth = DEFAULT_PHOTO_WIDTH): Promise<string | null> {
    if (!this.photos || !(await this.enabled())) return null;
    const fresh = MoreThan(new Date(Date.now() - PHOTO_CACHE_MS));
    const found = await this.cache.findOne({ where: { placeId, photoUrl: Not(IsNull()), createdAt: fresh }, order: { createdAt: 'DESC' } });
    if (found?.photoUrl) return withWidth(found.photoUrl, maxWidth);
    const key = `place photo:${placeId}`;
    const asked = await this.cache.findOneBy({ query: key, createdAt: fresh });
    if (asked) return asked.photoUrl && withWidth(asked.photoUrl, maxWidth);
    try {
      const photoUrl = photoUrlOf(await this.photos.firstPhotoName(placeId));
      await this.cache.upsert({ ...EMPTY_ENTRY, query: key, placeId, photoUrl, createdAt: new Date(), lastAccessed: new Date() }, ['query']);
      return photoUrl && withWidth(photoUrl, maxWidth);
    } catch (error) {
      if (!(error instanceof PlaceLookupError)) throw error;
      this.log?.warn({ placeId, reason: error.message }, 'place photo lookup failed');
      return null;
    }
  }

  /**
   * The bytes of a photo this server handed out (so the endpoint is no open proxy to Google),
   * checked to be an image of a sane size. Throws not_found for any other photo.
   */
  async media(placeId: string, photoId: string, maxWidth: number, signal?: AbortSignal): Promise<PhotoMedia> {
    const photoUrl = `${PHOTO_PATH}/${placeId}/${photoId}`;
    if (!this.photos || !(await this.enabled()) || !(await this.cache.existsBy({ photoUrl }))) {
      throw new AppError('not_found', 'No such place photo');
    }
    let media: PhotoMedia;
    try {
      media = await this.photos.media(`places/${placeId}/photos/${photoId}`, maxWidth, signal);
    } catch (error) {
      if (!(error instanceof PlaceLookupError)) throw error;
      this.log?.warn({ placeId, reason: error.message }, 'place photo did not load');
      throw new AppError('upstream_unavailable', 'The photo could not be loaded');
    }
    if (!IMAGE_TYPES.has(media.contentType) || (media.contentLength ?? 0) > MAX_PHOTO_BYTES) {
      media.body.destroy();
      this.log?.warn({ placeId, contentType: media.contentType, contentLength: media.contentLength }, 'place photo refused: not an image of a sane size');
      throw new AppError('upstream_unavailable', 'The photo could not be loaded');
    }
    return media;
  }

  /** The cached answer when fresh enough, else a new search (kept, a miss included). */
  private async lookUp(query: PlaceQuery, maxAgeMs: number, signal?: AbortSignal): Promise<PlacesCacheEntry | Omit<PlacesCacheEntry, 'id'>> {
    if (!this.searcher) throw new PlaceLookupError('place lookups are not configured');
    const key = cacheKeyOf(query);
    const cached = await this.cache.findOneBy({ query: key });
    if (cached && cached.createdAt.getTime() > Date.now() - maxAgeMs) {
      await this.cache.update({ id: cached.id }, { lastAccessed: new Date() });
      return cached;
    }
    const found = await this.searcher.search(query, signal);
    const row = {
      ...EMPTY_ENTRY,
      query: key,
      placeId: found?.placeId ?? null,
      name: found?.name ?? null,
      lat: found?.lat ?? null,
      lng: found?.lng ?? null,
      address: found?.address?.slice(0, 500) ?? null,
      businessStatus: found?.businessStatus || null,
      photoUrl: photoUrlOf(found?.photoName),
      createdAt: new Date(),
      lastAccessed: new Date(),
    };
    await this.cache.upsert(row, ['query']);
    return row;
  }
}

const EMPTY_ENTRY = { placeId: null, name: null, photoUrl: null, lat: null, lng: null, address: null, businessStatus: null, openNow: null };

/** Our URL for one of Google's photo names; null for none or a name we cannot map safely. */
function photoUrlOf(photoName: string | undefined): string | null {
  const match = photoName ? PHOTO_NAME.exec(photoName) : null;
  return match ? `${PHOTO_PATH}/${match[1]}/${match[2]}` : null;
}

const withWidth = (photoUrl: string, maxWidth: number) => `${photoUrl}?maxWidth=${maxWidth}`;

function cacheKeyOf({ text, near, radiusKm }: PlaceQuery): string {
  const around = near ? ` @${near.lat.toFixed(2)},${near.lng.toFixed(2)}~${radiusKm ?? ''}` : '';
  return `${text.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, MAX_QUERY_CHARS - around.length)}${around}`;
}

function foundOf(entry: Pick<PlacesCacheEntry, 'placeId' | 'name' | 'address' | 'businessStatus' | 'lat' | 'lng'>): FoundPlace | undefined {
  if (!entry.placeId || entry.lat === null || entry.lng === null) return undefined;
  return { placeId: entry.placeId, name: entry.name ?? '', address: entry.address ?? '', businessStatus: entry.businessStatus ?? '', lat: entry.lat, lng: entry.lng };
}
