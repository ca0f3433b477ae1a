/**
 * One place of the store, as read from an extract and checked before it is written: imported
 * data crosses a trust boundary like any other input, so every field is bounded here, in one
 * place. A value that cannot be made sane is left out (a website that is not a web address);
 * a place without a usable name or position is not imported at all.
 */
import { z } from 'zod';
import { addressOf, categoryOf, otherNamesOf, popularityOf, STORE_CATEGORIES, wikipediaOf, type Tags } from './osm-tags.js';

export const NAME_MAX = 200;
const TEXT_MAX = 255;
const HOURS_MAX = 255;
const OTHER_NAMES_MAX = 40;

/** Control characters and lone surrogates, which no real name or address holds. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function clean(value: string | undefined, max: number): string | undefined {
  const text = value?.replace(UNPRINTABLE, ' ').replace(/\s+/g, ' ').trim();
  return text && text.length <= max ? text : undefined;
}

function webAddress(value: string | undefined): string | undefined {
  const text = clean(value, TEXT_MAX);
  if (!text) return undefined;
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

export const storePlaceSchema = z.object({
  osmId: z.string().regex(/^(node|way|relation)\/\d{1,20}$/),
  name: z.string().min(1).max(NAME_MAX),
  otherNames: z.record(z.string().max(16), z.string().max(NAME_MAX)),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** half the diagonal of the object's outline, in metres (0 for a point) */
  extentM: z.number().int().min(0).max(1_000_000),
  category: z.enum(STORE_CATEGORIES),
  address: z.string().max(TEXT_MAX).optional(),
  openingHours: z.string().max(HOURS_MAX).optional(),
  wikidata: z.string().regex(/^Q\d{1,12}$/).optional(),
  wikipedia: z.string().max(TEXT_MAX).optional(),
  website: z.string().max(TEXT_MAX * 2).optional(),
  cuisine: z.string().max(TEXT_MAX).optional(),
  fee: z.string().max(TEXT_MAX).optional(),
  wheelchair: z.string().max(32).optional(),
  popularity: z.number().int().min(0).max(20),
});
export type StorePlace = z.infer<typeof storePlaceSchema>;

export interface OsmObject {
  type: 'node' | 'way' | 'relation';
  id: number;
  tags: Tags;
  lat: number;
  lng: number;
  extentM: number;
}

/** The store's record of an OSM object, or undefined when it is not a place a trip uses or its data is not sane. */
export function storePlaceOf(object: OsmObject): StorePlace | undefined {
  const { tags } = object;
  const category = categoryOf(tags);
  if (!category) return undefined;
  const otherNames = Object.fromEntries(
    Object.entries(otherNamesOf(tags))
      .flatMap(([language, name]): Array<[string, string]> => {
        const text = clean(name, NAME_MAX);
        return text ? [[language, text]] : [];
      })
      .slice(0, OTHER_NAMES_MAX),
  );
  const parsed = storePlaceSchema.safeParse({
    osmId: `${object.type}/${object.id}`,
    name: clean(tags.name, NAME_MAX),
    otherNames,
    lat: round(object.lat, 7),
    lng: round(object.lng, 7),
    extentM: Math.round(object.extentM),
    category,
    address: clean(addressOf(tags), TEXT_MAX),
    openingHours: clean(tags.opening_hours, HOURS_MAX),
    wikidata: /^Q\d{1,12}$/.test(tags.wikidata ?? '') ? tags.wikidata : undefined,
    wikipedia: clean(wikipediaOf(tags), TEXT_MAX),
    website: webAddress(tags.website ?? tags['contact:website'] ?? tags.url),
    cuisine: clean(tags.cuisine, TEXT_MAX),
    fee: clean(tags.fee, TEXT_MAX),
    wheelchair: clean(tags.wheelchair, 32),
    popularity: popularityOf(tags),
  });
  return parsed.success ? parsed.data : undefined;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
