/**
 * The in-memory index behind autocomplete. Every place (the guide's destinations and the
 * gazetteer's cities) is listed once, most populous first, so a place's position is its
 * population rank. Every normalised word-suffix of every name sits in one sorted array: a
 * prefix query is a binary search and a scan of the keys that start with it.
 */
import { type DestinationSummary, distanceKm } from '../guide/index.js';
import { countryName, countryNameVariants } from './country-facts.js';
import { normaliseCountryName, normaliseName, splitPlaceAndCountry, wordSuffixes } from './destination-name.js';
import type { GazetteerCity } from './gazetteer-cities.js';

export interface Place {
  name: string;
  /** English country name, as the guide spells it when the guide covers the country */
  country: string;
  countryCode: string;
  lat: number;
  lng: number;
  population: number;
  /** set when the guide covers this place */
  destinationId: string | undefined;
}

export interface Suggestion {
  /** e.g. "Paris, France"; just "Singapore" when place and country share the name */
  displayName: string;
  destination: string;
  country: string;
  /** the guide covers it: it can be planned without a model */
  covered: boolean;
  /** where it is, to ask whether imported map data covers it */
  lat: number;
  lng: number;
}

/** Queries shorter than this (after normalising) suggest nothing (docs/product/traveller.md, section 5). */
export const MIN_QUERY_LENGTH = 2;

/** A gazetteer city this close to a covered destination of the same name is that destination. */
const SAME_PLACE_KM = 50;

// A key's reference packs the place's position with three flags.
const FROM_ALIAS = 1;
const WHOLE_NAME = 2;
const COVERED = 4;
const FLAG_BITS = 3;

// Ranks, best first: the guide's destinations by name, then by alias, then everything else
// (gazetteer places and covered destinations found by their country). Within a rank, places
// keep their population order.
const COVERED_BY_NAME = 0;
const COVERED_BY_ALIAS = 1;

export function displayName(place: { name: string; country: string }): string {
  return place.name === place.country ? place.name : `${place.name}, ${place.country}`;
}

export class DestinationIndex {
  /** normalised country names (every word-suffix), by country code; filled as queries need them */
  private readonly countryKeys = new Map<string, string[]>();

  private constructor(
    readonly places: Place[],
    /** sorted normalised word-suffixes of names and aliases */
    private readonly keys: string[],
    /** for each key: the place's position << FLAG_BITS | flags */
    private readonly refs: Int32Array,
    /** a country the guide covers, by each word-suffix of each of its names, to its covered places */
    private readonly coveredCountries: Array<{ key: string; places: number[] }>,
    /** the guide's spelling of each country it covers, e.g. TR "Turkey" */
    private readonly guideCountryNames: Map<string, string>,
  ) {}

  static build(destinations: DestinationSummary[], cities: GazetteerCity[]): DestinationIndex {
    const guideCountryNames = new Map(destinations.map((destination) => [destination.countryCode, destination.country]));
    // Each place with its normalised name first, then its normalised aliases.
    const named: Array<{ place: Place; names: string[] }> = [];
    const coveredByName = new Map<string, Place[]>();
    for (const { id, name, country, countryCode, lat, lng, aliases } of destinations) {
      const place: Place = { name, country, countryCode, lat, lng, population: 0, destinationId: id };
      const names = [...new Set([name, ...aliases].map(normaliseName))].filter(Boolean);
      named.push({ place, names });
      for (const key of names) coveredByName.set(key, [...(coveredByName.get(key) ?? []), place]);
    }
    for (const city of cities) {
      const normalised = normaliseName(city.name);
      const same = coveredByName.get(normalised)?.find((place) => place.countryCode === city.countryCode && distanceKm(place, city) <= SAME_PLACE_KM);
      if (same) {
        // The guide's New York is the gazetteer's New York City: one suggestion, with its population.
        same.population = Math.max(same.population, city.population);
        continue;
      }
      const country = guideCountryNames.get(city.countryCode) ?? countryName(city.countryCode);
      const { name, countryCode, lat, lng, population } = city;
      named.push({ place: { name, country, countryCode, lat, lng, population, destinationId: undefined }, names: [normalised] });
    }
    named.sort((a, b) => b.place.population - a.place.population);

    const keys: string[] = [];
    const refs: number[] = [];
    named.forEach(({ place, names: [name, ...aliases] }, position) => {
      const ref = (position << FLAG_BITS) | (place.destinationId === undefined ? 0 : COVERED);
      wordSuffixes(name).forEach((key, word) => {
        keys.push(key);
        refs.push(ref | (word === 0 ? WHOLE_NAME : 0));
      });
      // An alias matches only from its start: "Saigon" and "NYC" yes, the "city" of "Kyoto City" no.
      for (const alias of aliases) {
        keys.push(alias);
        refs.push(ref | FROM_ALIAS | WHOLE_NAME);
      }
    });
    const order = Uint32Array.from(keys.keys()).sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b));

    const places = named.map(({ place }) => place);
    return new DestinationIndex(
      places,
      Array.from(order, (i) => keys[i]),
      Int32Array.from(order, (i) => refs[i]),
      coveredCountryKeys(places, guideCountryNames),
      guideCountryNames,
    );
  }

  /** Places whose name has a word starting with the query, best first, one per display name. */
  suggest(query: string, limit: number): Suggestion[] {
    const { place, country } = splitPlaceAndCountry(query);
    const prefix = normaliseName(place);
    if (prefix.length < MIN_QUERY_LENGTH) return [];
    const countryPrefix = country === undefined ? '' : normaliseCountryName(country);

    // Covered destinations are few: keep each one's best rank. Other places rank by position
    // alone, so they are simply collected; a short prefix can match ten thousand of them.
    const coveredRanks = new Map<number, number>();
    const others: number[] = [];
    for (let i = this.firstKeyFrom(prefix); i < this.keys.length && this.keys[i].startsWith(prefix); i++) {
      const ref = this.refs[i];
      const position = ref >> FLAG_BITS;
      if (!(ref & COVERED)) {
        others.push(position);
      } else {
        const rank = ref & FROM_ALIAS ? COVERED_BY_ALIAS : COVERED_BY_NAME;
        coveredRanks.set(position, Math.min(rank, coveredRanks.get(position) ?? rank));
      }
    }
    // Naming a country the guide covers ("japan") also suggests its covered destinations.
    for (const { key, places } of this.coveredCountries) {
      if (key.startsWith(prefix)) others.push(...places);
    }

    const ranked = [
      ...[...coveredRanks].sort(([a, rankA], [b, rankB]) => rankA - rankB || a - b).map(([position]) => position),
      ...Int32Array.from(others).sort(),
    ];
    const suggestions = new Map<string, Suggestion>();
    for (const position of ranked) {
      const { name, country: countryOfPlace, countryCode, destinationId, lat, lng } = this.places[position];
      const shown = displayName({ name, country: countryOfPlace });
      if (suggestions.has(shown) || (countryPrefix && !this.countryStartsWith(countryCode, countryPrefix))) continue;
      suggestions.set(shown, { displayName: shown, destination: name, country: countryOfPlace, covered: destinationId !== undefined, lat, lng });
      if (suggestions.size === limit) break;
    }
    return [...suggestions.values()];
  }

  /**
   * The place a name (or alias) denotes in full, optionally within a country: a covered
   * destination first, otherwise the most populous. Undefined when nothing has that name.
   */
  findPlace(name: string, country?: string): Place | undefined {
    const wanted = normaliseName(name);
    const wantedCountry = country === undefined ? '' : normaliseCountryName(country);
    let found: { position: number; score: number } | undefined;
    for (let i = this.firstKeyFrom(wanted); wanted && this.keys[i] === wanted; i++) {
      if (!(this.refs[i] & WHOLE_NAME)) continue;
      const position = this.refs[i] >> FLAG_BITS;
      const place = this.places[position];
      if (wantedCountry && !this.countryNames(place.countryCode).includes(wantedCountry)) continue;
      const score = (place.destinationId === undefined ? this.places.length : 0) + position;
      if (!found || score < found.score) found = { position, score };
    }
    return found && this.places[found.position];
  }

  /**
   * Whether a place the guide does not cover has this name in full: then the name alone does
   * not say which place is meant ("Paris" may be Paris, Texas; "Edinburgh" is only Edinburgh).
   */
  namesAnUncoveredPlace(name: string): boolean {
    const wanted = normaliseName(name);
    for (let i = this.firstKeyFrom(wanted); wanted && this.keys[i] === wanted; i++) {
      if (this.refs[i] & WHOLE_NAME && !(this.refs[i] & COVERED)) return true;
    }
    return false;
  }

  /** The first key not sorting before the text. */
  private firstKeyFrom(text: string): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.keys[middle] < text) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Every normalised name of a country, including the guide's spelling and what people write in its place ("Scotland"). */
  private countryNames(code: string): string[] {
    const guideName = this.guideCountryNames.get(code);
    const variants = countryNameVariants(code, { writtenAs: true });
    return guideName ? [...new Set([normaliseCountryName(guideName), ...variants])] : variants;
  }

  /** Whether a word of one of the country's names starts with the prefix: "fr", "france" and "republique" all name FR. */
  private countryStartsWith(code: string, prefix: string): boolean {
    let keys = this.countryKeys.get(code);
    if (!keys) {
      keys = this.countryNames(code).flatMap(wordSuffixes);
      this.countryKeys.set(code, keys);
    }
    return keys.some((key) => key.startsWith(prefix));
  }
}

/** For each country the guide covers, the word-suffixes of its names (not its bare code) and its covered places. */
function coveredCountryKeys(places: Place[], guideCountryNames: Map<string, string>): Array<{ key: string; places: number[] }> {
  const coveredIn = new Map<string, number[]>();
  places.forEach((place, position) => {
    if (place.destinationId !== undefined) coveredIn.set(place.countryCode, [...(coveredIn.get(place.countryCode) ?? []), position]);
  });
  const keys: Array<{ key: string; places: number[] }> = [];
  for (const [code, covered] of coveredIn) {
    const names = [normaliseCountryName(guideCountryNames.get(code) ?? ''), ...countryNameVariants(code)].filter((name) => name && name !== code.toLowerCase());
    for (const key of new Set(names.flatMap(wordSuffixes))) keys.push({ key, places: covered });
  }
  return keys;
}
