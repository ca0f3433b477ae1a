/**
 * Checks on a destination proposal as a whole, worded for the model's repair round: the
 * country's facts, the centre, the overview and the stays' price bands (docs/quality.md checks
 * 6, 11 and 12 depend on them). Places and neighbourhoods are checked where they are read.
 */
import { distanceKm, type LatLng } from '../../guide/index.js';
import { placeKey } from '../../planner/index.js';
import type { DestinationProposal, ProposedStay } from './destination-proposal.js';

/** What reference data says about the proposal's country (countries-list). */
export interface CountryReference {
  name: string;
  currencies: string[];
  languages: string[];
}

/** A covered destination and how far the gazetteer puts the requested place from it. */
export interface DistanceReference extends LatLng {
  name: string;
  km: number;
}

/** A centre further than this from where the gazetteer's distances put it is not the place asked for. */
export const CENTRE_TOLERANCE_KM = 25;
const MIN_DESCRIPTION_CHARS = 200;

export function countryProblems(proposal: DestinationProposal, country: CountryReference | undefined): string[] {
  if (!country) return [`countryCode "${proposal.countryCode}" is not an ISO 3166-1 alpha-2 code`];
  const problems: string[] = [];
  const { currency, languages } = proposal.overview;
  if (!country.currencies.includes(currency)) problems.push(`overview.currency "${currency}" is not the currency of ${country.name} (${country.currencies.join(' or ')})`);
  if (!languages.some((language) => country.languages.some((known) => sameLanguage(language, known)))) {
    problems.push(`overview.languages (${languages.join(', ') || 'none'}) must include a language of ${country.name} (${country.languages.join(', ')})`);
  }
  if (!isTimeZone(proposal.timezone)) problems.push(`timezone "${proposal.timezone}" is not an IANA time zone such as "Europe/Lisbon"`);
  return problems;
}

/** The centre must lie where the gazetteer's distances to known destinations put the place. */
export function centreProblems(proposal: DestinationProposal, references: readonly DistanceReference[]): string[] {
  if (!isCoordinate(proposal)) return [`the centre (${proposal.lat}, ${proposal.lng}) is not a valid latitude and longitude`];
  const off = references.find((reference) => Math.abs(distanceKm(proposal, reference) - reference.km) > CENTRE_TOLERANCE_KM);
  if (!off) return [];
  return [
    `the centre (${proposal.lat}, ${proposal.lng}) cannot be ${proposal.name}: it is ${Math.round(distanceKm(proposal, off))} km from ${off.name}, but ${proposal.name} is ${off.km} km from it. Give the real city-centre coordinates`,
  ];
}

export function overviewProblems({ overview }: DestinationProposal): string[] {
  const problems: string[] = [];
  if (overview.description.trim().length < MIN_DESCRIPTION_CHARS) problems.push(`overview.description must be a real description of at least ${MIN_DESCRIPTION_CHARS} characters`);
  for (const field of ['bestTimeToVisit', 'customs', 'transportationTips', 'safetyTips'] as const) {
    if (!overview[field].trim()) problems.push(`overview.${field} is empty`);
  }
  if (overview.travelTips.filter((tip) => tip.trim()).length === 0) problems.push('overview.travelTips is empty; give 4 to 8 practical tips');
  return problems;
}

/** At least one stay per level 1-5, sane bands, each level dearer than the one below, level 5 well above level 1. */
export function stayProblems(stays: readonly ProposedStay[]): string[] {
  const problems: string[] = [];
  const middle = (level: number) => {
    const atLevel = stays.filter((stay) => stay.level === level);
    return atLevel.length === 0 ? undefined : atLevel.reduce((sum, stay) => sum + (stay.priceMin + stay.priceMax) / 2, 0) / atLevel.length;
  };
  for (let level = 1; level <= 5; level++) {
    if (middle(level) === undefined) problems.push(`no stay at budget level ${level}; give at least one per level 1 to 5`);
  }
  for (let level = 2; level <= 5; level++) {
    const [below, here] = [middle(level - 1), middle(level)];
    if (below !== undefined && here !== undefined && here <= below) problems.push(`level ${level} stays (about ${Math.round(here)} a night) must cost more than level ${level - 1} (about ${Math.round(below)})`);
  }
  const cheapestTop = Math.min(...stays.filter((stay) => stay.level === 5).map((stay) => stay.priceMin));
  const dearestBottom = Math.max(...stays.filter((stay) => stay.level === 1).map((stay) => stay.priceMax));
  if (Number.isFinite(cheapestTop) && Number.isFinite(dearestBottom) && !(cheapestTop > dearestBottom)) problems.push('level 5 stays must start above the top of the level 1 price band');
  return problems;
}

/** A stay is usable when its level is 1-5 and its band is a real, positive range. */
export function isUsableStay(stay: ProposedStay): boolean {
  return Number.isInteger(stay.level) && stay.level >= 1 && stay.level <= 5 && stay.priceMin > 0 && stay.priceMax >= stay.priceMin && isCoordinate(stay);
}

export function isCoordinate(point: LatLng): boolean {
  return Number.isFinite(point.lat) && Number.isFinite(point.lng) && Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180 && !(point.lat === 0 && point.lng === 0);
}

/** "Mandarin Chinese" is Chinese; "Portuguese" is Portuguese. */
function sameLanguage(a: string, b: string): boolean {
  const [x, y] = [placeKey(a), placeKey(b)];
  return x === y || x.split(' ').includes(y) || y.split(' ').includes(x);
}

function isTimeZone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return timezone.includes('/') || timezone === 'UTC';
  } catch {
    return false;
  }
}
