/**
 * Where the traveller wants to go. Words are read as places in this order: a covered
 * destination's exact name or alias ("Lisbon", "NYC"); a country ("Japan"); a covered
 * destination misspelt ("Barcelonna", "Kyotto", Damerau-Levenshtein within a typo or two by
 * length); a city the gazetteer knows ("Porto"), or misspelt by one typo after "to" or "in"
 * ("to Marrakech"). All but exact names need a hint that a place is meant (a capital letter,
 * or "to", "in", "visit" before it) and never match everyday or interest words, so "vegan
 * food" is not Las Vegas and "Gardens" is not Gardena.
 */
import levenshtein from 'damerau-levenshtein';
import { EVERYDAY_WORDS, NOT_GOING, PLACE_CUES, REGIONS, TIME_WORDS } from './everyday-words.js';
import { extractInterests } from './extract-interests.js';
import { normaliseName, wordsOf, type Word } from './normalise.js';
import { placeNamesOf, type Country, type PlaceNames } from './place-names.js';
import type { CoveredDestination, DestinationLookups, NearbyDestination, PlaceSuggestion } from './offline-assistant.types.js';

export type DestinationMention =
  | { kind: 'covered'; destination: CoveredDestination; misspelt: boolean }
  | { kind: 'uncovered'; name: string; country: string; nearest: NearbyDestination[] }
  | { kind: 'country'; country: Country; nearest: NearbyDestination[] };

const LONGEST_NAME_WORDS = 4;
const GAZETTEER_NAME_WORDS = 3;
const SUGGESTIONS = 20;
/** A gazetteer city must be among this many most populous places whose names start alike ("Porto" after "Porto Alegre"). */
const PROMINENT_POSITIONS = 3;
/** Misspelt names need this many letters before one typo is allowed, and this many for two. */
const ONE_TYPO_FROM = 5;
const TWO_TYPOS_FROM = 9;
/** A misspelt gazetteer city is looked for among the places whose names start with its first letters. */
const MISSPELT_CITY_PREFIX = 4;
/** A misspelling this long needs no other hint that a place is meant: "lisbonn" is no English word. */
const SELF_EVIDENT_LENGTH = 7;

export interface PlaceFound {
  mention: DestinationMention;
  /** the traveller said they are not going there ("from London", "instead of Paris") */
  excluded: boolean;
}

/**
 * The place a message is about: a covered destination, else another city, else a country;
 * of several, the last named, because travellers correct themselves ("Milan or Venice? Venice").
 */
export function extractDestination(text: string, lookups: DestinationLookups): DestinationMention | undefined {
  const found = findPlaces(text, lookups)
    .filter((place) => !place.excluded)
    .reverse();
  const last = (kind: DestinationMention['kind']) => found.find((place) => place.mention.kind === kind)?.mention;
  return last('covered') ?? last('uncovered') ?? last('country');
}

/** Every place named in the text, in order. */
export function findPlaces(text: string, lookups: DestinationLookups): PlaceFound[] {
  const names = placeNamesOf(lookups);
  const words = wordsOf(text);
  const found: PlaceFound[] = [];
  for (let start = 0; start < words.length; ) {
    const region = regionAt(words, start);
    if (region > 0) {
      start += region;
      continue;
    }
    const match = placeAt(words, start, names, lookups);
    if (!match) {
      start++;
      continue;
    }
    const before = words.slice(Math.max(0, start - 3), start).map((word) => word.text).join(' ');
    found.push({ mention: match.mention, excluded: NOT_GOING.test(before) });
    start += match.length;
  }
  return found;
}

/** The number of words of a continent or region named at the start ("South America"), or 0. */
function regionAt(words: Word[], start: number): number {
  for (const region of REGIONS) {
    const length = region.split(' ').length;
    if (words.slice(start, start + length).map((word) => word.text).join(' ') === region) return length;
  }
  return 0;
}

function placeAt(words: Word[], start: number, names: PlaceNames, lookups: DestinationLookups): { mention: DestinationMention; length: number } | undefined {
  const longest = Math.min(LONGEST_NAME_WORDS, words.length - start);
  for (let length = longest; length >= 1; length--) {
    const span = words.slice(start, start + length);
    const key = span.map((word) => word.text).join(' ');
    const named = names.destinations.get(key);
    if (named && (!named.capitalsOnly || inCapitals(span)) && (!named.cuedOnly || cuedName(words, start))) {
      return (
        namesakeElsewhere(span, named.destination, words, start, names, lookups) ??
        withCountry({ kind: 'covered', destination: named.destination, misspelt: false }, words, start, length, names)
      );
    }
    const country = names.countries.get(key);
    if (country && (!country.capitalsOnly || inCapitals(span))) {
      // "Mexico City" and "Panama City" are cities, not countries
      const city = words[start + length]?.text === 'city' ? gazetteerCity(words.slice(start, start + length + 1), undefined, false, lookups) : undefined;
      if (city) return { mention: city, length: length + 1 };
      return { mention: countryMention(country.country, lookups), length };
    }
  }
  const hinted = placeIsHinted(words, start);
  for (let length = longest; length >= 1; length--) {
    const span = words.slice(start, start + length);
    if (!mayBeName(span, false)) continue;
    const misspelt = closestCovered(span, names, hinted);
    if (misspelt) return withCountry({ kind: 'covered', destination: misspelt, misspelt: true }, words, start, length, names);
  }
  if (!hinted) return undefined;
  const cued = start > 0 && PLACE_CUES.has(words[start - 1].text);
  const named = cuedName(words, start);
  for (let length = Math.min(GAZETTEER_NAME_WORDS, longest); length >= 1; length--) {
    const span = words.slice(start, start + length);
    if (!mayBeName(span, named)) continue;
    const qualifier = countryAfter(words, start + length, names);
    const city = gazetteerCity(span, qualifier?.country, cued, lookups);
    if (city) return { mention: city, length: length + (qualifier?.length ?? 0) };
  }
  return undefined;
}

/**
 * "Cartagena, Spain" or "Valencia, Venezuela": a covered name qualified by another country is that
 * country's town of the same name, not the covered destination. When the gazetteer knows no such
 * town there, the covered destination stands.
 */
function namesakeElsewhere(
  span: Word[],
  destination: CoveredDestination,
  words: Word[],
  start: number,
  names: PlaceNames,
  lookups: DestinationLookups,
): { mention: DestinationMention; length: number } | undefined {
  const qualifier = countryAfter(words, start + span.length, names);
  if (!qualifier || qualifier.country.code === destination.countryCode) return undefined;
  const city = gazetteerCity(span, qualifier.country, false, lookups);
  return city && { mention: city, length: span.length + qualifier.length };
}

/** "Kyoto, Japan": a country right after a place qualifies it rather than naming a second place. */
function withCountry(mention: DestinationMention, words: Word[], start: number, length: number, names: PlaceNames): { mention: DestinationMention; length: number } {
  return { mention, length: length + (countryAfter(words, start + length, names)?.length ?? 0) };
}

function countryAfter(words: Word[], start: number, names: PlaceNames): { country: Country; length: number } | undefined {
  for (let length = Math.min(3, words.length - start); length >= 1; length--) {
    const country = names.countries.get(words.slice(start, start + length).map((word) => word.text).join(' '));
    if (country && !country.capitalsOnly) return { country: country.country, length };
  }
  return undefined;
}

/** The covered destination a misspelt name is closest to, within the typos its length allows. */
function closestCovered(span: Word[], names: PlaceNames, hinted: boolean): CoveredDestination | undefined {
  const typed = span.map((word) => word.text).join(' ');
  if (!hinted && typed.replace(/ /g, '').length < SELF_EVIDENT_LENGTH) return undefined;
  let best: { destination: CoveredDestination; steps: number } | undefined;
  for (const [name, { destination, capitalsOnly }] of names.destinations) {
    if (capitalsOnly || name[0] !== typed[0] || name.split(' ').length !== span.length) continue;
    const allowed = typosAllowed(name);
    if (allowed === 0 || Math.abs(name.length - typed.length) > allowed) continue;
    const { steps } = levenshtein(typed, name);
    if (steps <= allowed && (!best || steps < best.steps)) best = { destination, steps };
  }
  return best?.destination;
}

/** A city outside the guide, as the gazetteer spells it ("Porto", "Krakow"), or misspelt a little ("Marrakech"). */
function gazetteerCity(span: Word[], country: Country | undefined, cued: boolean, lookups: DestinationLookups): DestinationMention | undefined {
  const typed = span.map((word) => word.original).join(' ');
  // The gazetteer is large enough to hold a town one typo from many words, so a misspelt city needs "to" or "in" before it.
  const place = exactCity(typed, country, lookups) ?? (cued ? misspeltCity(typed, country, lookups) : undefined);
  if (!place) return undefined;
  return { kind: 'uncovered', name: place.destination, country: place.country, nearest: lookups.nearestCovered(place.destination, place.country) };
}

function exactCity(typed: string, country: Country | undefined, lookups: DestinationLookups): PlaceSuggestion | undefined {
  const wanted = normaliseName(typed);
  // Suggestions come most populous first. The first with the name is the place meant, unless
  // only its accents differ and bigger places came before it: "Krakow" is Kraków, "Bali" is no village Bāli.
  const suggestions = lookups.suggest(country ? `${typed}, ${country.name}` : typed, SUGGESTIONS);
  const position = suggestions.findIndex((suggestion) => normaliseName(suggestion.destination) === wanted);
  const place = suggestions[position];
  if (!place || (position > 0 && (position > PROMINENT_POSITIONS || place.destination.toLowerCase() !== typed.toLowerCase()))) return undefined;
  return place;
}

/** One of the most populous places whose name starts like the typed one and is one typo from it ("Marrakech" is Marrakesh). */
function misspeltCity(typed: string, country: Country | undefined, lookups: DestinationLookups): PlaceSuggestion | undefined {
  const wanted = normaliseName(typed);
  if (wanted.length < SELF_EVIDENT_LENGTH - 1) return undefined;
  const prefix = wanted.slice(0, MISSPELT_CITY_PREFIX);
  const suggestions = lookups.suggest(country ? `${prefix}, ${country.name}` : prefix, SUGGESTIONS).slice(0, PROMINENT_POSITIONS + 1);
  return suggestions.find((suggestion) => {
    const name = normaliseName(suggestion.destination);
    return name.length >= ONE_TYPO_FROM && Math.abs(name.length - wanted.length) <= 1 && levenshtein(wanted, name).steps <= 1;
  });
}

function typosAllowed(name: string): number {
  return name.length >= TWO_TYPOS_FROM ? 2 : name.length >= ONE_TYPO_FROM ? 1 : 0;
}

/** A country, its covered destinations most prominent first (Japan is Tokyo before Kyoto); the nearest ones when it has none. */
function countryMention(country: Country, lookups: DestinationLookups): DestinationMention {
  if (country.covered.length === 0) return { kind: 'country', country, nearest: lookups.nearestCovered(country.name) };
  if (country.covered.length === 1) return { kind: 'country', country, nearest: [] };
  const order = lookups.suggest(country.name, SUGGESTIONS).map((suggestion) => suggestion.destination);
  const rank = (destination: CoveredDestination) => (order.includes(destination.name) ? order.indexOf(destination.name) : order.length);
  return { kind: 'country', country: { ...country, covered: [...country.covered].sort((a, b) => rank(a) - rank(b)) }, nearest: [] };
}

/** "a trip to Nice": a capital letter after "to" or "in" makes even an everyday word a name ("Nice!" is not one). */
function cuedName(words: Word[], start: number): boolean {
  return start > 0 && PLACE_CUES.has(words[start - 1].text) && /^\p{Lu}/u.test(words[start].original);
}

/** A capital letter on a word that is not an everyday one, or a word such as "to" or "in" just before. */
function placeIsHinted(words: Word[], start: number): boolean {
  const word = words[start];
  const capitalised = /^\p{Lu}/u.test(word.original);
  return (capitalised && !EVERYDAY_WORDS.has(word.text)) || (start > 0 && PLACE_CUES.has(words[start - 1].text));
}

/** Words that could be a place's name: no numbers, and no everyday word at either end unless the traveller made it a name. */
function mayBeName(span: Word[], named: boolean): boolean {
  const first = span[0].text;
  const last = span[span.length - 1].text;
  const everyday = EVERYDAY_WORDS.has(first) || EVERYDAY_WORDS.has(last);
  const plain = span.every((word) => !/\d/.test(word.text) && !TIME_WORDS.has(word.text));
  // "Gardens" and "Temples" are what travellers like, not the towns Gardena and Temple
  return first.length >= 3 && (named || !everyday) && plain && extractInterests(span.map((word) => word.text).join(' ')).wanted.length === 0;
}

function inCapitals(span: Word[]): boolean {
  return span.every((word) => word.original === word.original.toUpperCase());
}
