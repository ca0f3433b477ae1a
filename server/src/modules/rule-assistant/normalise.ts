/**
 * How the offline assistant reads text: lower case, no accents, apostrophes dropped ("don't" is
 * "dont", "kid's" is "kids"), every other run of punctuation a single space. Words keep their
 * position so that a match can be traced back to the words the traveller typed.
 */

/** Letters that Unicode does not decompose into a base letter and an accent. */
const UNDECOMPOSED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h' };
const UNDECOMPOSED_PATTERN = new RegExp(`[${Object.keys(UNDECOMPOSED).join('')}]`, 'g');

function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(UNDECOMPOSED_PATTERN, (letter) => UNDECOMPOSED[letter]);
}

/** Text for pattern matching: lower case, accent-free, apostrophes dropped, clause punctuation kept as " , ". */
export function normaliseText(text: string): string {
  return foldAccents(text.toLowerCase())
    .replace(/['’ʼ`]/g, '')
    .replace(/[.!?;:,()[\]{}"“”]+/g, ' , ')
    .replace(/[^\p{L}\p{N}+$€£%/&,-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One name compared with another: lower case, accent-free words separated by single spaces. */
export function normaliseName(text: string): string {
  return foldAccents(text.toLowerCase())
    .replace(/['’ʼ`.]+/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface Word {
  /** normalised, e.g. "barcelona" */
  text: string;
  /** as typed, e.g. "Barcelona" */
  original: string;
}

/** The words of a text in order; dots inside a word join it ("L.A." is "la"). */
export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const [piece] of text.matchAll(/[\p{L}\p{N}]+(?:['’ʼ.][\p{L}\p{N}]+)*/gu)) {
    const normalised = normaliseName(piece);
    if (normalised) words.push({ text: normalised, original: piece });
  }
  return words;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, single: 1, two: 2, pair: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, few: 3, several: 4,
};

/** A regular-expression fragment matching a count in digits or words. */
export const COUNT = `(?:\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`;

/** "5" and "five" are 5; "a" is 1; undefined for anything else. */
export function countOf(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word.trim()];
}

/** A stable 32-bit seed for a conversation (FNV-1a), so the same words always get the same reply. */
export function seedOf(texts: readonly string[]): number {
  let hash = 2166136261;
  for (const text of texts) {
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
    hash = Math.imul(hash ^ 10, 16777619);
  }
  return hash >>> 0;
}

/** Clauses of normalised text: split at punctuation and at words that start a new thought. */
export function clausesOf(normalised: string): string[] {
  return normalised
    .split(/ , |\b(?:but|however|although|though|whereas|instead|plus|also|then)\b|\band (?=(?:add|more|some|include|put|plus|also|lots|a lot|we|i|my|our|want|love|like|enjoy|make|let|go|maybe|please)\b)/)
    .map((clause) => clause.trim())
    .filter(Boolean);
}
