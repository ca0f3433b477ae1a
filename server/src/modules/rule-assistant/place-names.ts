/**
 * The names the assistant recognises without the gazetteer: every covered destination's name
 * and aliases, and every country's names (from countries-list, spelt as the guide spells the
 * countries it covers). Built once per set of lookups.
 */
import { countries } from 'countries-list';
import { EVERYDAY_WORDS } from './everyday-words.js';
import { normaliseName } from './normalise.js';
import type { CoveredDestination, DestinationLookups } from './offline-assistant.types.js';

export interface Country {
  name: string;
  code: string;
  /** the guide's destinations in the country, in the guide's order */
  covered: CoveredDestination[];
}

export interface PlaceNames {
  /** a covered destination by its normalised name or alias */
  destinations: Map<string, NamedDestination>;
  /** a country by each of its normalised names */
  countries: Map<string, NamedCountry>;
}

export interface NamedDestination {
  destination: CoveredDestination;
  /** short names ("LA", "KL") count only when typed in capitals, never as the everyday words they spell */
  capitalsOnly: boolean;
  /** a name that is also an everyday word ("Nice") counts only as a capitalised name after "to" or "in" */
  cuedOnly: boolean;
}

export interface NamedCountry {
  country: Country;
  capitalsOnly: boolean;
}

/** Names countries-list leaves out that travellers use. */
const MORE_COUNTRY_NAMES: Record<string, string[]> = {
  GB: ['England', 'Scotland', 'Wales', 'Great Britain'],
  US: ['the States'],
  NL: ['Holland', 'the Netherlands'],
  AE: ['the Emirates', 'Emirates'],
  CZ: ['Czech Republic'],
  KR: ['Korea'],
  TR: ['Turkey'],
};

const built = new WeakMap<DestinationLookups, PlaceNames>();

export function placeNamesOf(lookups: DestinationLookups): PlaceNames {
  let names = built.get(lookups);
  if (!names) {
    names = buildPlaceNames(lookups.list());
    built.set(lookups, names);
  }
  return names;
}

function buildPlaceNames(covered: CoveredDestination[]): PlaceNames {
  const destinations = new Map<string, NamedDestination>();
  for (const destination of covered) {
    const key = normaliseName(destination.name);
    destinations.set(key, { destination, capitalsOnly: false, cuedOnly: key.split(' ').every((word) => EVERYDAY_WORDS.has(word)) });
  }
  for (const destination of covered) {
    for (const alias of destination.aliases) {
      const key = normaliseName(alias);
      // "Soul" (Seoul) and "The Hub" (Boston) are aliases, but nobody means a city by them.
      if (!key || destinations.has(key) || key.split(' ').every((word) => EVERYDAY_WORDS.has(word))) continue;
      destinations.set(key, { destination, capitalsOnly: key.replace(/ /g, '').length <= 3, cuedOnly: false });
    }
  }

  const guideSpelling = new Map(covered.map((destination) => [destination.countryCode, destination.country]));
  const countryNames = new Map<string, NamedCountry>();
  for (const [code, facts] of Object.entries(countries)) {
    const country: Country = { name: guideSpelling.get(code) ?? facts.name, code, covered: covered.filter((destination) => destination.countryCode === code) };
    for (const name of MORE_COUNTRY_NAMES[code] ?? []) countryNames.set(normaliseName(name), { country, capitalsOnly: false });
    for (const key of new Set([country.name, facts.name, facts.native, ...(facts.alias ?? [])].map(normaliseName))) {
      // "US" and "UK" are names, "us" is a word; Iceland's "Ísland" is no country in English
      if (key && !countryNames.has(key) && !EVERYDAY_WORDS.has(key)) countryNames.set(key, { country, capitalsOnly: key.length <= 2 });
    }
  }
  return { destinations, countries: countryNames };
}
