/**
 * Model output is untrusted input. Every string a model writes that can reach a traveller
 * (a place's name, a description, an overview, a day's title) goes through `plainText` before
 * it is checked or used: markup, links and web addresses, control characters and lone
 * surrogates are removed, spacing is tidied and the length is bounded. The answer's checks then
 * judge what the traveller would read.
 */

const TAG = /<\/?[a-z!?][^<>]*>/gi;
const MARKDOWN_IMAGE = /!\[([^\]]*)\]\([^)]*\)/g;
const MARKDOWN_LINK = /\[([^\]]+)\]\([^)]*\)/g;
/** http(s)://…, www.…, and bare addresses with a path ("evil.example/verify"). */
const WEB_ADDRESS = /\b(?:(?:https?|ftp|javascript|data):\/*\S*|www\.\S+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/\S*)/gi;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const EMPHASIS = /(\*\*|__|`+|^#+\s)/gm;

/** The text a traveller may read: no markup, links or control characters, at most `maxLength` characters (cut at a word). */
export function plainText(value: unknown, maxLength: number): string {
  if (typeof value !== 'string') return '';
  const text = value
    .normalize('NFC')
    .replace(LONE_SURROGATE, '')
    .replace(CONTROL, ' ')
    .replace(TAG, ' ')
    .replace(MARKDOWN_IMAGE, '$1')
    .replace(MARKDOWN_LINK, '$1')
    .replace(WEB_ADDRESS, '')
    .replace(EMPHASIS, '')
    .replace(/[<>]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .trim();
  return bounded(text, maxLength);
}

function bounded(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  // At the last sentence end that keeps most of the text, else the last word, with an ellipsis.
  const cut = text.slice(0, maxLength);
  const sentence = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  if (sentence > maxLength * 0.6) return cut.slice(0, sentence + 1);
  const word = cut.slice(0, maxLength - 1).lastIndexOf(' ');
  return `${cut.slice(0, word > maxLength * 0.5 ? word : maxLength - 1).trimEnd()}…`;
}

/** A name is shown whole or not at all: one that is too long once cleaned is no name (the caller drops what it names). */
export function plainName(value: unknown, maxLength: number): string {
  const text = plainText(value, Number.MAX_SAFE_INTEGER);
  return text.length <= maxLength ? text : '';
}
