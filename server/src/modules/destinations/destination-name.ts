/**
 * How place names are compared: case, accents and punctuation never matter, so "sao" finds
 * "São Paulo", "krakow" finds "Kraków" and "st louis" finds "St. Louis".
 */

/** Letters that Unicode does not decompose into a base letter and an accent. */
const UNDECOMPOSED_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h' };
const PLAIN = /^[a-z0-9]+(?: [a-z0-9]+)*$/;
const UNDECOMPOSED = new RegExp(`[${Object.keys(UNDECOMPOSED_LETTERS).join('')}]`, 'g');

/** Lower-case, accent-free words separated by single spaces. Apostrophes and dots join ("L.A." is "la"). */
export function normaliseName(text: string): string {
  const lower = text.toLowerCase();
  // Most names are plain already, and skipping the Unicode work for them halves the cost of indexing.
  if (PLAIN.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(UNDECOMPOSED, (letter) => UNDECOMPOSED_LETTERS[letter])
    .replace(/['’ʼ`.]+/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .normalize('NFC');
}

/** A country's name as compared: a leading "the" never matters ("the Netherlands", "the USA"). */
export function normaliseCountryName(text: string): string {
  return normaliseName(text).replace(/^the /, '');
}

/** "new york city" gives "new york city", "york city" and "city": a query matches when it starts one of them. */
export function wordSuffixes(normalised: string): string[] {
  const suffixes = normalised ? [normalised] : [];
  for (let space = normalised.indexOf(' '); space !== -1; space = normalised.indexOf(' ', space + 1)) {
    suffixes.push(normalised.slice(space + 1));
  }
  return suffixes;
}

/** "Paris, France" is a place and a country; text without a comma is only a place. */
export function splitPlaceAndCountry(text: string): { place: string; country?: string } {
  const comma = text.lastIndexOf(',');
  if (comma === -1) return { place: text };
  return { place: text.slice(0, comma), country: text.slice(comma + 1) };
}
