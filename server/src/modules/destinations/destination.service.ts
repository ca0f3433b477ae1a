/**
 * Destination names: autocomplete over the guide and a world gazetteer, recognising the
 * destinations the guide covers, and pointing from an uncovered place to the nearest covered
 * ones. The gazetteer index takes about 0.7 s to build and keeps about 27 MB of heap, so the
 * first query that needs it builds it, never start-up.
 */
import { AppError } from '../../common/app-error.js';
import { distanceKm, type DestinationSummary, type Guide } from '../guide/index.js';
import { countryCodesNamed, countryNameVariants, findCountryFacts, type CountryFacts } from './country-facts.js';
import { DestinationIndex, displayName, type Place, type Suggestion } from './destination-index.js';
import { normaliseCountryName, normaliseName, splitPlaceAndCountry } from './destination-name.js';
import { readGazetteerCities, type GazetteerCity } from './gazetteer-cities.js';

export const DEFAULT_SUGGESTION_LIMIT = 5;
export const MAX_SUGGESTION_LIMIT = 20;

export interface NearbyDestination {
  /** the guide destination's id */
  id: string;
  name: string;
  country: string;
  displayName: string;
  /** great-circle distance from the place asked about, rounded to whole kilometres */
  distanceKm: number;
}

export interface PlannableSuggestion extends Omit<Suggestion, 'covered' | 'lat' | 'lng'> {
  /** a trip there can be planned now: the guide covers it, or a model is configured */
  plannable: boolean;
}

/** What the product plans: the guide's destinations and countries, and whether a model plans anywhere else. */
export interface Coverage {
  guideDestinations: number;
  guideCountries: number;
  plansAnywhere: boolean;
}

export class DestinationService {
  private index?: DestinationIndex;
  private coveredByName?: Map<string, DestinationSummary[]>;

  constructor(
    private readonly guide: Guide,
    private readonly readCities: () => GazetteerCity[] = readGazetteerCities,
    /** whether a model is configured, so that places the guide does not cover can be planned too */
    private readonly plansAnywhere: () => boolean = () => false,
    /** where imported map data can plan a trip without a model (the place store's imports) */
    private readonly imported: { covers(point: { lat: number; lng: number }): boolean } = { covers: () => false },
  ) {}

  /**
   * Destinations for what the traveller has typed: covered destinations first, then by
   * population, each saying whether it can be planned now. Fewer than two characters suggest
   * nothing; "Name, Country" narrows by country.
   */
  suggest(query: string, limit: number = DEFAULT_SUGGESTION_LIMIT): PlannableSuggestion[] {
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SUGGESTION_LIMIT) {
      throw new AppError('validation_failed', `limit must be a whole number from 1 to ${MAX_SUGGESTION_LIMIT}`);
    }
    const anywhere = this.plansAnywhere();
    return this.gazetteer()
      .suggest(query, limit)
      .map(({ covered, lat, lng, ...suggestion }) => ({ ...suggestion, plannable: covered || anywhere || this.imported.covers({ lat, lng }) }));
  }

  /** The numbers the About page states, from the guide itself. */
  coverage(): Coverage {
    const destinations = this.guide.list();
    return { guideDestinations: destinations.length, guideCountries: new Set(destinations.map((d) => d.countryCode)).size, plansAnywhere: this.plansAnywhere() };
  }

  /**
   * The id of the guide destination the text names, by name or alias ("NYC"), optionally
   * with its country, given apart or as "Name, Country", the country as people write it
   * ("USA", "Scotland", "China" for Hong Kong). Undefined when the guide does not cover it.
   * A country that does not match is forgiven when no other place bears the name
   * ("Edinburgh, England"); only then is the gazetteer needed.
   */
  resolveDestination(name: string, country?: string): string | undefined {
    const countries = country?.trim() ? [country] : [];
    const direct = this.coveredNamed(name, countries);
    if (direct) return direct.id;
    const { place, country: countryInText } = splitPlaceAndCountry(name);
    if (countryInText !== undefined) {
      const inText = this.coveredNamed(place, [...countries, countryInText]);
      if (inText) return inText.id;
    } else if (countries.length === 0) {
      return undefined;
    }
    return this.unambiguouslyNamed(name) ?? (countryInText === undefined ? undefined : this.unambiguouslyNamed(place));
  }

  /**
   * The covered destinations nearest to a place the gazetteer knows, closest first: what to
   * offer when a trip is asked for somewhere the guide does not cover. A country's name stands
   * for its capital. Empty when the place is unknown.
   */
  nearestCovered(name: string, country?: string, limit = 3): NearbyDestination[] {
    // A country that does not fit the place ("Graz, Germany") should not hide the place.
    const from = this.findPlace(name, country) ?? (country === undefined ? undefined : this.findPlace(name));
    if (!from) return [];
    return this.guide
      .list()
      .map((destination) => ({ destination, km: distanceKm(from, destination) }))
      .sort((a, b) => a.km - b.km)
      .slice(0, limit)
      .map(({ destination: { id, name: destinationName, country: destinationCountry }, km }) => ({
        id,
        name: destinationName,
        country: destinationCountry,
        displayName: displayName({ name: destinationName, country: destinationCountry }),
        distanceKm: Math.round(km),
      }));
  }

  /**
   * Where the gazetteer puts the place the traveller typed ("Vaduz", "Monaco, Monaco"), with its
   * country; a country's name stands for its capital. Undefined when it knows no such place.
   */
  locate(name: string, country?: string): Place | undefined {
    const inCountry = country?.trim() || undefined;
    const found = this.findPlace(name, inCountry);
    // "Liechtenstein, Liechtenstein" means the country, as "Liechtenstein" alone does.
    if (found || inCountry === undefined || normaliseCountryName(name) !== normaliseCountryName(inCountry)) return found;
    return this.findPlace(name);
  }

  /** Name, currencies, languages and capital of a country, by its ISO 3166-1 alpha-2 code. */
  countryFacts(countryCode: string): CountryFacts {
    if (!/^[a-z]{2}$/i.test(countryCode)) throw new AppError('validation_failed', 'countryCode must be a two-letter ISO 3166-1 code');
    const facts = findCountryFacts(countryCode);
    if (!facts) throw new AppError('not_found', `No country with the code ${countryCode.toUpperCase()}`);
    return facts;
  }

  private gazetteer(): DestinationIndex {
    this.index ??= DestinationIndex.build(this.guide.list(), this.readCities());
    return this.index;
  }

  private findPlace(name: string, country?: string): Place | undefined {
    const index = this.gazetteer();
    if (country === undefined) {
      // "Italy" means the country (from Rome), not Italy, Texas.
      for (const code of countryCodesNamed(normaliseCountryName(name))) {
        const capital = findCountryFacts(code)?.capital;
        const capitalPlace = capital ? index.findPlace(capital, code) : undefined;
        if (capitalPlace) return capitalPlace;
      }
    }
    const { place, country: countryInText } = splitPlaceAndCountry(name);
    return index.findPlace(name, country) ?? (countryInText === undefined ? undefined : index.findPlace(place, countryInText));
  }

  private coveredNamed(name: string, countries: string[]): DestinationSummary | undefined {
    return this.coveredCandidates(name).find((destination) => countries.every((country) => isCountryOf(destination, country)));
  }

  /** The covered destination with this name, when it is the only place in the world with it. */
  private unambiguouslyNamed(name: string): string | undefined {
    const candidates = this.coveredCandidates(name);
    if (candidates.length !== 1 || this.gazetteer().namesAnUncoveredPlace(name)) return undefined;
    return candidates[0].id;
  }

  private coveredCandidates(name: string): DestinationSummary[] {
    if (!this.coveredByName) {
      this.coveredByName = new Map();
      for (const destination of this.guide.list()) {
        for (const key of new Set([destination.name, ...destination.aliases].map(normaliseName))) {
          this.coveredByName.set(key, [...(this.coveredByName.get(key) ?? []), destination]);
        }
      }
    }
    return this.coveredByName.get(normaliseName(name)) ?? [];
  }
}

/** "Scotland" is Edinburgh's country, and "China" Hong Kong's, as people write them. */
function isCountryOf(destination: DestinationSummary, country: string): boolean {
  const wanted = normaliseCountryName(country);
  return wanted === normaliseCountryName(destination.country) || countryNameVariants(destination.countryCode, { writtenAs: true }).includes(wanted);
}
