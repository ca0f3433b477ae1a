/**
 * When two names are the same place's: "Kunstmuseum Liechtenstein" and "Kunstmuseum
 * Liechtenstein, Vaduz", "Palais Princier" and "Palais Princier de Monaco". Names are compared
 * in any script, without accents, case or punctuation, by their distinctive words: not the
 * filler ("de", "the") nor the words for a kind of place ("Hotel", "Museum").
 */

/** Words that say nothing about which place is meant. */
const FILLER = new Set(['the', 'of', 'and', 'a', 'an', 'de', 'del', 'della', 'di', 'da', 'do', 'dos', 'das', 'la', 'le', 'les', 'el', 'los', 'las', 'du', 'des', 'der', 'die', 'den', 'und', 'et', 'y', 'e', 'at', 'in', 'im', 'am']);

/** Words that say what kind of place it is, not which one: "Hotel" alone is no hotel in particular. */
const KIND = new Set(['hotel', 'hostel', 'restaurant', 'ristorante', 'cafe', 'museum', 'musee', 'museo', 'church', 'kirche', 'eglise', 'chiesa', 'iglesia', 'park', 'parc', 'parque', 'garden', 'jardin', 'garten', 'beach', 'plage', 'playa', 'spiaggia', 'market', 'marche', 'mercado', 'markt', 'bar', 'pub', 'temple', 'castle', 'burg', 'chateau', 'castello', 'castillo', 'gallery', 'galerie', 'square', 'place', 'platz', 'piazza', 'plaza', 'street', 'strasse', 'rue', 'via', 'calle']);

/** Lower case, no accents, letters and digits of any script, split into words. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * 1 for the same name, less for a name that holds the other's distinctive words, 0 when they
 * share too little to be the same place. A one-word name must match a whole word.
 */
export function nameMatch(a: string, b: string): number {
  const [x, y] = [nameWords(a), nameWords(b)];
  if (x.length === 0 || y.length === 0) return 0;
  if (x.join(' ') === y.join(' ')) return 1;
  const [dx, dy] = [distinctive(x), distinctive(y)];
  if (dx.size === 0 || dy.size === 0) return 0;
  const shared = [...dx].filter((word) => dy.has(word)).length;
  const smaller = Math.min(dx.size, dy.size);
  const larger = Math.max(dx.size, dy.size);
  // Every distinctive word of the shorter name is in the longer one: "Palais Princier" in "Palais Princier de Monaco".
  if (shared === smaller) return 0.6 + 0.3 * (shared / larger);
  // Most of them: "Musée Océanographique de Monaco" and "Musée océanographique".
  if (smaller >= 3 && shared / smaller >= 2 / 3) return 0.5 * (shared / larger);
  return 0;
}

function distinctive(words: string[]): Set<string> {
  return new Set(words.filter((word) => !isGeneric(word)));
}

/** A word (already lower case, without accents) that says nothing about which place is meant. */
export function isGeneric(word: string): boolean {
  return FILLER.has(word) || KIND.has(word);
}

/** Ordinary words that make a place's name only with others: "National" alone is no museum in particular. */
const ORDINARY = new Set(['national', 'central', 'royal', 'grand', 'great', 'old', 'new', 'city', 'town', 'modern', 'main', 'high', 'upper', 'lower', 'north', 'south', 'east', 'west', 'saint', 'st', 'san', 'santa', 'little', 'big', 'golden', 'white', 'black', 'red', 'green', 'blue', 'imperial', 'ancient', 'historic', 'botanical', 'botanic', 'natural', 'science', 'history', 'art', 'arts', 'fine', 'contemporary', 'maritime', 'military', 'war', 'peace', 'world', 'international', 'public', 'municipal', 'state', 'capital', 'memorial', 'cathedral', 'basilica', 'palace', 'tower', 'bridge', 'harbour', 'harbor', 'port', 'bay', 'island', 'lake', 'river', 'mountain', 'hill', 'falls', 'gardens', 'hall', 'house', 'shrine', 'mosque', 'chapel', 'fort', 'gate', 'wall', 'zoo', 'aquarium', 'opera', 'theatre', 'theater', 'library', 'university', 'station', 'centre', 'center', 'district', 'quarter', 'village', 'valley', 'forest']);

const cores = new Map<string, string[]>();

/** A name's distinctive part: its words without the kind-of-place words at either end ("Louvre" of "Louvre Museum"); empty when that part is too ordinary to be read as a mention. */
function coreOf(name: string): string[] {
  let core = cores.get(name);
  if (!core) {
    const words = nameWords(name);
    let [start, end] = [0, words.length];
    while (start < end && isGeneric(words[start])) start++;
    while (end > start && isGeneric(words[end - 1])) end--;
    core = words.slice(start, end);
    // Too short, or a word any place may have, is never read as naming this one.
    if (core.join(' ').length < 5 || core.every((word) => ORDINARY.has(word) || isGeneric(word))) core = [];
    cores.set(name, core);
  }
  return core;
}

/**
 * The names a text mentions: each name's distinctive part (coreOf), as whole words, written as a
 * proper name (capitalised), as in "then on to the Louvre" for "Louvre Museum".
 */
export function namesMentioned(text: string, names: readonly string[]): string[] {
  const tokens = text.normalize('NFKD').replace(/\p{M}+/gu, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const lower = tokens.map((token) => token.toLowerCase());
  const starts = new Map<string, number[]>();
  lower.forEach((word, i) => {
    if (/^\p{Lu}/u.test(tokens[i])) starts.set(word, [...(starts.get(word) ?? []), i]);
  });
  return names.filter((name) => {
    const core = coreOf(name);
    return core.length > 0 && (starts.get(core[0]) ?? []).some((i) => core.every((word, j) => lower[i + j] === word));
  });
}
