/**
 * Agreement with public reference coordinates (UNESCO World Heritage sites, US attractions):
 * when a guide place is a listed site, it must lie within 1 km of the listed point.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { distanceKm } from './guide-distance.js';
import type { GuideDestination, LatLng } from './guide.types.js';
import { HERITAGE_ERRATA } from './guide-reference-errata.js';

export const REFERENCE_FILES = { heritage: 'world-heritage-sites.json', usAttractions: 'us-attractions.csv' } as const;

export const HERITAGE_SOURCE = 'UNESCO World Heritage list';
export const US_ATTRACTIONS_SOURCE = 'US attractions list';

/** Coordinates of a guide place and its reference entry may differ by this much. */
export const AGREEMENT_KM = 1;
/** A partial name match counts only for sites this close to the destination centre. */
export const NEARBY_KM = 50;

export interface ReferenceSite extends LatLng {
  name: string;
  /** HERITAGE_SOURCE or US_ATTRACTIONS_SOURCE, for messages */
  source: string;
  /** US attractions only: the city the entry belongs to */
  city?: string;
  normalisedName: string;
}

export interface GuideReference {
  dir: string;
  sites: ReferenceSite[];
  byName: Map<string, ReferenceSite[]>;
}

export interface ReferenceMatch {
  placeId: string;
  site: ReferenceSite;
  distanceKm: number;
}

/** Loads both reference files; throws, naming the expected location, when they are missing. */
export function loadGuideReference(dir: string): GuideReference {
  const missing = Object.values(REFERENCE_FILES).map((file) => path.join(dir, file)).filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `Reference data not found: expected ${missing.join(' and ')}. ` +
        'The guide check compares place coordinates with it; set GUIDE_REFERENCE_DIR to the folder holding ' +
        `${REFERENCE_FILES.heritage} and ${REFERENCE_FILES.usAttractions}.`,
    );
  }
  return indexReference(dir, [...readHeritageSites(dir), ...readUsAttractions(dir)]);
}

export function indexReference(dir: string, sites: ReferenceSite[]): GuideReference {
  const byName = new Map<string, ReferenceSite[]>();
  for (const entry of sites) byName.set(entry.normalisedName, [...(byName.get(entry.normalisedName) ?? []), entry]);
  return { dir, sites, byName };
}

function readHeritageSites(dir: string): ReferenceSite[] {
  const rows = JSON.parse(readFileSync(path.join(dir, REFERENCE_FILES.heritage), 'utf8')) as Array<{ name: string; lat: number; lng: number }>;
  return rows.map((row) => {
    const erratum = HERITAGE_ERRATA.find((e) => e.name === row.name);
    return referenceSite(row.name, erratum?.lat ?? row.lat, erratum?.lng ?? row.lng, HERITAGE_SOURCE);
  });
}

function readUsAttractions(dir: string): ReferenceSite[] {
  const rows = parse(readFileSync(path.join(dir, REFERENCE_FILES.usAttractions), 'utf8'), {
    columns: true,
    skip_empty_lines: true,
    trim: true,
  }) as Array<{ name: string; lat: string; lng: string; city: string }>;
  return rows.map((row) => ({ ...referenceSite(row.name, Number(row.lat), Number(row.lng), US_ATTRACTIONS_SOURCE), city: row.city }));
}

/** A reference entry with its name normalised once, for matching. */
export function referenceSite(name: string, lat: number, lng: number, source: string): ReferenceSite {
  return { name, lat, lng, source, normalisedName: normaliseName(name) };
}

/** Lower-case, accents and punctuation removed, no leading "the": "The Louvre!" -> "louvre". */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’ʼ`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

/**
 * The names a guide place may be listed under: its name, and its name without a bracketed
 * abbreviation ("Los Angeles County Museum of Art (LACMA)").
 */
function namesOf(placeName: string): string[] {
  const names = [normaliseName(placeName), normaliseName(placeName.replace(/\([^)]*\)/g, ' '))];
  return [...new Set(names)].filter((name) => name.length > 0);
}

/**
 * True when the guide uses a short form of a World Heritage site's long name ("Alcala de
 * Henares" for "University and Historic Precinct of Alcala de Henares"): the listed name
 * holds the guide name's 2+ words in order. Other partial matches name different things
 * ("Central Park Zoo" is not "Central Park", "Los Angeles Zoo" is not "Old Los Angeles Zoo"),
 * so US attractions, which are single venues, match by exact name only.
 */
function isShortFormOf(guideName: string, entry: ReferenceSite): boolean {
  return entry.source === HERITAGE_SOURCE && guideName.split(' ').length >= 2 && ` ${entry.normalisedName} `.includes(` ${guideName} `);
}

/** Finds the reference entry of each place, and reports places that disagree by more than 1 km. */
export function matchReference(destination: GuideDestination, reference: GuideReference): { matches: ReferenceMatch[]; errors: string[] } {
  const nearby = reference.sites.filter((entry) => distanceKm(destination, entry) <= NEARBY_KM);
  const destinationNames = new Set([destination.name, ...destination.aliases].map(normaliseName));
  // A US entry belongs to this destination only if it is in the same city (or close by):
  // "Central Park" is listed in more than one city.
  const isEligible = (entry: ReferenceSite) =>
    entry.city === undefined ||
    (destination.countryCode === 'US' && (destinationNames.has(normaliseName(entry.city)) || distanceKm(destination, entry) <= NEARBY_KM));

  const matches: ReferenceMatch[] = [];
  const errors: string[] = [];
  for (const place of destination.places) {
    const names = namesOf(place.name);
    const exact = names.flatMap((name) => reference.byName.get(name) ?? []).filter(isEligible);
    const candidates = exact.length > 0 ? exact : nearby.filter((entry) => names.some((name) => isShortFormOf(name, entry)));
    if (candidates.length === 0) continue;
    const [closest] = candidates
      .map((entry) => ({ placeId: place.id, site: entry, distanceKm: distanceKm(place, entry) }))
      .sort((a, b) => a.distanceKm - b.distanceKm);
    matches.push(closest);
    if (closest.distanceKm > AGREEMENT_KM) {
      errors.push(
        `place "${place.id}" (${place.name}, ${place.lat}, ${place.lng}) is ${closest.distanceKm.toFixed(1)} km from ` +
          `"${closest.site.name}" (${closest.site.lat}, ${closest.site.lng}) on the ${closest.site.source}; coordinates must agree within ${AGREEMENT_KM} km`,
      );
    }
  }
  return { matches, errors };
}
