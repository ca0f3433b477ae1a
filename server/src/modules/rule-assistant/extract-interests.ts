/**
 * Which of the 19 interests a message asks for, and which it asks to drop: "we love food and
 * museums" wants Food Tours and Museums & Art; "no museums please" and "skip nightlife" do not
 * want them. A negating word covers the rest of its clause ("no museums or bars").
 */
import { clausesOf, normaliseText } from './normalise.js';
import { INTEREST_WORDS, NEGATORS, type ActivityName } from './interest-words.js';

export interface InterestRequest {
  wanted: ActivityName[];
  unwanted: ActivityName[];
}

const MATCHERS = INTEREST_WORDS.map(([interest, words]) => [interest, new RegExp(`\\b(?:${words})\\b`, 'g')] as const);
const NEGATOR = new RegExp(`\\b(?:${NEGATORS})\\b`, 'g');
/** "replace museums with beaches" drops the first and adds the second. */
const REPLACEMENT = /\b(?:replace|swap|switch|trade|change)\s+(?:the\s+)?(.+?)\s+(?:with|for|to)\s+/g;

interface Mention {
  interest: ActivityName;
  start: number;
  end: number;
}

export function extractInterests(text: string): InterestRequest {
  const wanted = new Set<ActivityName>();
  const unwanted = new Set<ActivityName>();
  const normalised = normaliseText(text).replace(REPLACEMENT, 'no $1 , add ');
  for (const clause of clausesOf(normalised)) {
    const mentions = mentionsIn(clause);
    const negatedFrom = firstNegation(clause, mentions);
    for (const { interest, start } of mentions) {
      if (start > negatedFrom) unwanted.add(interest);
      else wanted.add(interest);
    }
  }
  for (const interest of unwanted) wanted.delete(interest);
  return { wanted: [...wanted], unwanted: [...unwanted] };
}

/** Every interest word in a clause; a word inside a longer match for another interest ("parks" in "theme parks") does not count. */
function mentionsIn(clause: string): Mention[] {
  const all: Mention[] = [];
  for (const [interest, pattern] of MATCHERS) {
    for (const match of clause.matchAll(pattern)) all.push({ interest, start: match.index, end: match.index + match[0].length });
  }
  const inside = (inner: Mention, outer: Mention) => outer.interest !== inner.interest && outer.start <= inner.start && inner.end <= outer.end && outer.end - outer.start > inner.end - inner.start;
  return all.filter((mention) => !all.some((other) => inside(mention, other))).sort((a, b) => a.start - b.start);
}

/** Where the clause's first negating word starts, ignoring negators that belong to an interest ("not touristy"); Infinity when none. */
function firstNegation(clause: string, mentions: Mention[]): number {
  for (const match of clause.matchAll(NEGATOR)) {
    const inMention = mentions.some((mention) => mention.start <= match.index && match.index < mention.end);
    if (!inMention && !/^\s*(?:mind|only|just|sure|too sure)\b/.test(clause.slice(match.index + match[0].length))) return match.index;
  }
  return Infinity;
}
