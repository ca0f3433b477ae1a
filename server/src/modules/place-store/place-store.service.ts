/**
 * Lookups in the place store: "places within r km of here" and "places named like this near
 * here". Both narrow by the position index first (a box around the point), then measure the
 * real distance, so they answer in milliseconds on a region's data. Retired places are skipped.
 */
import type { DataSource } from 'typeorm';
import { distanceKm } from '../guide/index.js';
import { VENUE_CATEGORIES, type StoreCategory } from './osm-tags.js';
import { nameMatch } from './place-names.js';
import type { StorePlace } from './store-place.js';

export interface StoredPlace extends StorePlace {
  /** km from the point asked about */
  km: number;
}

export interface NearOptions {
  categories?: readonly StoreCategory[];
  limit?: number;
}

const MAX_RADIUS_KM = 200;
const DEFAULT_LIMIT = 200;

const KM_PER_DEGREE = 111.32;

/** The box of latitudes and longitudes around a point that holds every place within `radiusKm` (its longitudes may pass ±180). */
export function boxAround(point: { lat: number; lng: number }, radiusKm: number): { south: number; north: number; west: number; east: number } {
  const dLat = radiusKm / KM_PER_DEGREE;
  const dLng = radiusKm / (KM_PER_DEGREE * Math.max(0.01, Math.cos((point.lat * Math.PI) / 180)));
  return { south: point.lat - dLat, north: point.lat + dLat, west: point.lng - dLng, east: point.lng + dLng };
}

export class PlaceStore {
  constructor(private readonly dataSource: DataSource) {}

  /** Places within `radiusKm` of the point, nearest first. */
  async near(point: { lat: number; lng: number }, radiusKm: number, options: NearOptions = {}): Promise<StoredPlace[]> {
    const radius = Math.min(Math.max(radiusKm, 0), MAX_RADIUS_KM);
    const rows = await this.inBox(point, radius, options.categories);
    return rows
      .map((place) => ({ ...place, km: distanceKm(point, place) }))
      .filter((place) => place.km <= radius)
      .sort((a, b) => a.km - b.km)
      .slice(0, options.limit ?? DEFAULT_LIMIT);
  }

  /**
   * Places within `radiusKm` whose name (in any language the store holds) matches `name`, best
   * match first. A town is not a place to visit, so localities answer only when asked for.
   */
  async named(name: string, point: { lat: number; lng: number }, radiusKm: number, categories: readonly StoreCategory[] = VENUE_CATEGORIES): Promise<StoredPlace[]> {
    const places = await this.near(point, radiusKm, { limit: Number.MAX_SAFE_INTEGER, categories });
    return places
      .map((place) => ({ place, score: Math.max(nameMatch(name, place.name), ...Object.values(place.otherNames).map((other) => nameMatch(name, other))) }))
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score || a.place.km - b.place.km)
      .map(({ place }) => place);
  }

  /** Whether an import covered the point: the store can then speak for what is, and is not, there. */
  async covers(point: { lat: number; lng: number }): Promise<boolean> {
    const rows = (await this.dataSource.query(`SELECT 1 FROM store_imports WHERE $1 BETWEEN "minLat" AND "maxLat" AND $2 BETWEEN "minLng" AND "maxLng" LIMIT 1`, [point.lat, point.lng])) as unknown[];
    return rows.length > 0;
  }

  private async inBox(point: { lat: number; lng: number }, radiusKm: number, categories?: readonly StoreCategory[]): Promise<StorePlace[]> {
    const { south, north, west, east } = boxAround(point, radiusKm);
    // A box that crosses the antimeridian is two boxes.
    const lngClause = west < -180 || east > 180 ? `(lng >= $3 OR lng <= $4)` : `lng BETWEEN $3 AND $4`;
    const [from, to] = west < -180 ? [west + 360, east] : east > 180 ? [west, east - 360] : [west, east];
    const params: unknown[] = [south, north, from, to];
    let sql = `SELECT "osmId", name, "otherNames", lat, lng, "extentM", category, address, "openingHours", wikidata, wikipedia, website, cuisine, fee, wheelchair, popularity
               FROM store_places WHERE "retiredAt" IS NULL AND lat BETWEEN $1 AND $2 AND ${lngClause}`;
    if (categories) {
      params.push([...categories]);
      sql += ` AND category = ANY($5)`;
    }
    const rows = (await this.dataSource.query(sql, params)) as Array<Record<string, unknown>>;
    return rows.map(fromRow);
  }
}

function fromRow(row: Record<string, unknown>): StorePlace {
  const optional = (value: unknown) => (value === null || value === undefined ? undefined : String(value));
  return {
    osmId: String(row.osmId),
    name: String(row.name),
    otherNames: (typeof row.otherNames === 'string' ? JSON.parse(row.otherNames) : row.otherNames) as Record<string, string>,
    lat: Number(row.lat),
    lng: Number(row.lng),
    extentM: Number(row.extentM),
    category: row.category as StoreCategory,
    address: optional(row.address),
    openingHours: optional(row.openingHours),
    wikidata: optional(row.wikidata),
    wikipedia: optional(row.wikipedia),
    website: optional(row.website),
    cuisine: optional(row.cuisine),
    fee: optional(row.fee),
    wheelchair: optional(row.wheelchair),
    popularity: Number(row.popularity),
  };
}
