/**
 * The usual self-hosted OpenStreetMap services, asked "where is the place of this name near
 * here?": Nominatim's search and Overpass's query language. Their answers are external input:
 * each is read through a schema, and only places whose name (in any language OSM holds)
 * matches the one asked about are returned.
 */
import { z } from 'zod';
import { distanceKm } from '../guide/index.js';
import { isGeneric, nameMatch, nameWords } from './place-names.js';
import { boxAround } from './place-store.service.js';

export interface ServicePlace {
  name: string;
  lat: number;
  lng: number;
  address?: string;
}

export class OsmServiceError extends Error {}

const TIMEOUT_MS = 10_000;
const USER_AGENT = 'Odyssey trip planner (self-hosted; https://github.com/odyssey-planner)';
// A number, or a string that is one ("47.14"): an empty string or null is not a coordinate (coercing would make it 0).
const coordinate = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).pipe(z.coerce.number()).refine(Number.isFinite);

const nominatimAnswer = z.array(
  z.object({
    lat: coordinate,
    lon: coordinate,
    name: z.string().max(500).optional().default(''),
    display_name: z.string().max(2000).optional().default(''),
    namedetails: z.record(z.string(), z.string().max(500)).nullish(),
  }),
);

const overpassAnswer = z.object({
  elements: z.array(
    z.object({
      lat: coordinate.optional(),
      lon: coordinate.optional(),
      center: z.object({ lat: coordinate, lon: coordinate }).optional(),
      tags: z.record(z.string(), z.string().max(2000)).optional().default({}),
    }),
  ),
});

/** The best name a place goes by for this query: its own, or one of its other names. */
function matches(asked: string, names: string[]): string | undefined {
  return names.find((name) => nameMatch(asked, name) > 0);
}

export async function nominatimSearch(baseUrl: string, name: string, near: { lat: number; lng: number }, radiusKm: number, signal?: AbortSignal): Promise<ServicePlace[]> {
  const { south, north, west, east } = boxAround(near, radiusKm);
  const places = await nominatim(baseUrl, { q: name, limit: '10', bounded: '1', viewbox: [west, north, east, south].map((value) => value.toFixed(5)).join(',') }, signal);
  return places.flatMap((place) => {
    const names = [place.name, ...Object.values(place.namedetails ?? {}), place.display_name.split(',')[0]].filter(Boolean);
    const found = matches(nameOf(name), names);
    const point = { lat: place.lat, lng: place.lon };
    return found && distanceKm(near, point) <= radiusKm ? [{ name: place.name || found, ...point, address: place.display_name || undefined }] : [];
  });
}

/** Where Nominatim puts a town or city of this name (in this country, when given), if anywhere. */
export async function nominatimLocate(baseUrl: string, name: string, country: string | undefined, signal?: AbortSignal): Promise<{ lat: number; lng: number } | undefined> {
  const places = await nominatim(baseUrl, { q: [name, country].filter(Boolean).join(', '), limit: '5', featureType: 'settlement' }, signal);
  const place = places.find((candidate) => matches(name, [candidate.name, ...Object.values(candidate.namedetails ?? {}), candidate.display_name.split(',')[0]].filter(Boolean)));
  return place ? { lat: place.lat, lng: place.lon } : undefined;
}

export async function overpassSearch(endpoint: string, name: string, near: { lat: number; lng: number }, radiusKm: number, signal?: AbortSignal): Promise<ServicePlace[]> {
  // The longest distinctive word narrows the query (with its accents: Overpass compares them),
  // over the name in every language; names are then compared here. Words hold only letters and
  // digits, so they are safe inside the query's regular expression.
  const words = name.normalize('NFC').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const distinctive = words.filter((word) => !isGeneric(nameWords(word)[0] ?? ''));
  const word = [...(distinctive.length > 0 ? distinctive : words)].sort((a, b) => b.length - a.length)[0];
  if (!word) return [];
  const metres = Math.round(Math.min(radiusKm, 300) * 1000);
  const query = `[out:json][timeout:15];nwr(around:${metres},${near.lat.toFixed(6)},${near.lng.toFixed(6)})[~"^(name|name:[a-z]+|int_name|alt_name|official_name)$"~"${word}",i];out center tags 100;`;
  const answer = overpassAnswer.safeParse(await getJson(endpoint, { method: 'POST', headers: { 'user-agent': USER_AGENT, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ data: query }).toString() }, signal));
  if (!answer.success) throw new OsmServiceError(`Overpass at ${new URL(endpoint).host} answered in a shape it does not use`);
  return answer.data.elements.flatMap((element) => {
    const lat = element.lat ?? element.center?.lat;
    const lng = element.lon ?? element.center?.lon;
    const names = Object.entries(element.tags)
      .filter(([key]) => key === 'name' || /^(name:[a-z]{2,3}|int_name|alt_name|official_name)$/.test(key))
      .map(([, value]) => value);
    const found = matches(name, names);
    if (!found || lat === undefined || lng === undefined) return [];
    const street = [element.tags['addr:street'], element.tags['addr:housenumber']].filter(Boolean).join(' ');
    return [{ name: element.tags.name ?? found, lat, lng, address: street || undefined }];
  });
}

/** One Nominatim search, its answer read through the schema. */
async function nominatim(baseUrl: string, params: Record<string, string>, signal?: AbortSignal): Promise<z.infer<typeof nominatimAnswer>> {
  const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.search = new URLSearchParams({ ...params, format: 'jsonv2', namedetails: '1' }).toString();
  const places = nominatimAnswer.safeParse(await getJson(url, { headers: { 'user-agent': USER_AGENT, accept: 'application/json' } }, signal));
  if (!places.success) throw new OsmServiceError(`Nominatim at ${url.host} answered in a shape it does not use`);
  return places.data;
}

/** "Kunstmuseum Liechtenstein, Vaduz" asks for the museum. */
function nameOf(query: string): string {
  return query.split(',')[0];
}

async function getJson(url: URL | string, init: RequestInit, signal?: AbortSignal): Promise<unknown> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new OsmServiceError(`${new URL(url).host} could not be reached (${(error as Error).message})`);
  }
  if (!response.ok) throw new OsmServiceError(`${new URL(url).host} answered ${response.status}`);
  try {
    return await response.json();
  } catch (error) {
    if (signal?.aborted) throw error;
    if (timeout.aborted) throw new OsmServiceError(`${new URL(url).host} took more than ${TIMEOUT_MS / 1000} s to answer`);
    throw new OsmServiceError(`${new URL(url).host} answered with something that is not JSON`);
  }
}
