/**
 * Budget words to the form's budget level (1 Budget-friendly, 2 Economy, 3 Mid-range,
 * 4 Upscale, 5 Luxury), and requests to change it ("cheaper", "a bit more luxurious").
 */
import type { BudgetLevel } from '../trips/index.js';
import { normaliseText } from './normalise.js';

export type { BudgetLevel };

export interface BudgetRequest {
  /** an explicit level: "luxury" is 5 */
  level?: BudgetLevel;
  /** a step from the current level: "cheaper" is -1, "much cheaper" -2 */
  change?: number;
}

/** Checked in order: the first pattern that matches decides, so longer phrases come first. */
const LEVEL_WORDS: ReadonlyArray<readonly [BudgetLevel, RegExp]> = [
  [2, /\b(?:not too (?:expensive|pricey|fancy)|nothing (?:too )?fancy|not (?:super )?(?:expensive|fancy|luxur\w*))\b/],
  [4, /\b(?:a (?:bit|little) of luxury|(?:bit|little) luxur\w*|splurge (?:a (?:little|bit)|a little)|4 ?-?stars?|four ?-?stars?|upscale|upmarket|fancy|high(?:er)? ?-?end hotels|comfortable|treat (?:ourselves|myself|us)|nice hotels?)\b/],
  [5, /\b(?:luxur(?:y|ious)|splurg\w*|5 ?-?stars?|five ?-?stars?|high ?-?end|no expense spared|lavish|money is no object|top ?-?end|vip|all out|first class|premium|deluxe)\b/],
  [1, /\b(?:backpack\w*|shoestring|cheapest|as cheap as possible|super cheap|very cheap|dirt cheap|budget ?-?friendly|tight budget|broke|hostels?|student budget|minimal budget|cheap)\b/],
  [2, /\b(?:on a budget|budget (?:trip|travel|holiday|vacation|option)|low ?-?budget|affordable|inexpensive|economical|economy|low ?-?cost|cheap ?-?ish|save money|value for money|modest budget|limited budget)\b/],
  [3, /\b(?:mid ?-?range|midrange|moderate|reasonable|reasonably priced|average budget|normal budget|standard|3 ?-?stars?|three ?-?stars?|middle of the road|not too cheap)\b/],
];

const EXPLICIT_LEVEL = /\b(?:budget(?: level)?(?: of| to| at| is)?|level) ([1-5])\b(?! ?(?:k|000|usd|\$|eur|euros?|dollars?|pounds?))|\b([1-5]) (?:out of|\/) 5\b/;
const CHEAPER = /\b(?:cheaper|less expensive|less pricey|lower (?:the )?(?:budget|cost|price)s?|more affordable|more budget ?-?friendly|save (?:some )?money|cut (?:the )?costs?|reduce (?:the )?(?:budget|cost)|(?<!not )too expensive|budget down|spend less|downgrade)\b/;
const MUCH = /\b(?:much|a lot|way|far|lots|significantly) (?:cheaper|less expensive|more affordable|more luxurious|fancier|more upscale|more expensive)\b/;
const PRICIER = /\b(?:more luxur\w*|fancier|more upscale|upgrade|more expensive|nicer (?:hotels?|places|restaurants)|higher (?:the )?budget|raise (?:the )?budget|increase (?:the )?budget|spend more|splurge more|more comfortable|posher|more high ?-?end|bump up the budget)\b/;

export function extractBudget(text: string): BudgetRequest {
  const normalised = normaliseText(text);
  const explicit = EXPLICIT_LEVEL.exec(normalised);
  if (explicit) return { level: Number(explicit[1] ?? explicit[2]) as BudgetLevel };
  const step = MUCH.test(normalised) ? 2 : 1;
  if (CHEAPER.test(normalised)) return { change: -step };
  if (PRICIER.test(normalised)) return { change: step };
  const level = LEVEL_WORDS.find(([, pattern]) => pattern.test(normalised))?.[0];
  return level === undefined ? {} : { level };
}

/** A level moved by a step, kept within 1 to 5. */
export function stepBudget(level: number, change: number): BudgetLevel {
  return Math.min(5, Math.max(1, Math.round(level) + change)) as BudgetLevel;
}
