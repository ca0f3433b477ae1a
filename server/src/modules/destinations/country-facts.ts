/** Country names and facts from the countries-list package (MIT). */
import { countries, languages, type TCountryCode } from 'countries-list';
import { COUNTRY_ALIASES, COUNTRY_WRITTEN_AS } from '../guide/index.js';
import { normaliseCountryName } from './destination-name.js';

export interface CountryFacts {
  /** ISO 3166-1 alpha-2, upper case */
  code: string;
  /** English name, e.g. "Japan" */
  name: string;
  /** ISO 4217 codes, the one in everyday use first, e.g. ["USD", "USN"] */
  currencies: string[];
  /**
   * English names of the main languages, e.g. ["German", "French", "Italian"]: countries-list's
   * name and, where it differs, the standard (CLDR) one, since countries-list calls Khmer
   * "Cambodian", Lao "Laotian" and Sinhala "Sinhalese".
   */
  languages: string[];
  /** English name of the capital; null when the country has none (e.g. Macao) */
  capital: string | null;
}

export function findCountryFacts(code: string): CountryFacts | undefined {
  const upper = code.toUpperCase();
  const country = Object.hasOwn(countries, upper) ? countries[upper as TCountryCode] : undefined;
  if (!country) return undefined;
  return {
    code: upper,
    name: country.name,
    currencies: [...country.currency],
    languages: [...new Set(country.languages.flatMap((language) => [languages[language]?.name ?? language, standardLanguageName(language)]))].filter(
      (name): name is string => Boolean(name),
    ),
    capital: country.capital || null,
  };
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** The CLDR English name of an ISO 639-1 code ("km" -> "Khmer"), or undefined when unknown. */
function standardLanguageName(code: string): string | undefined {
  try {
    return languageNames.of(code);
  } catch {
    return undefined;
  }
}

/**
 * Every name a traveller may give a country, normalised: "United States", "USA", "US",
 * "America"... With `writtenAs`, also what people write in its place for a destination there
 * ("Scotland" for the United Kingdom, "China" for Hong Kong): right after a place, not alone.
 */
export function countryNameVariants(code: string, { writtenAs = false } = {}): string[] {
  const upper = code.toUpperCase();
  const country = Object.hasOwn(countries, upper) ? countries[upper as TCountryCode] : undefined;
  const names = country ? [upper, country.name, country.native, ...(country.alias ?? [])] : [upper];
  names.push(...(COUNTRY_ALIASES[upper] ?? []), ...(writtenAs ? (COUNTRY_WRITTEN_AS[upper] ?? []) : []));
  return [...new Set(names.map(normaliseCountryName).filter(Boolean))];
}

/** The English name of a country, or its code when countries-list does not know it. */
export function countryName(code: string): string {
  const upper = code.toUpperCase();
  return Object.hasOwn(countries, upper) ? countries[upper as TCountryCode].name : upper;
}

/** Codes of the countries that one of the normalised names denotes in full, e.g. "czech republic" gives ["CZ"]. */
export function countryCodesNamed(normalised: string): string[] {
  return Object.keys(countries).filter((code) => countryNameVariants(code).includes(normalised));
}
