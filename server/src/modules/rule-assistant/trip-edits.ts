/**
 * Concrete edits of the current itinerary, described so that the client can apply them in one
 * click and undo them: "swap day 2 and 3", "drop the museum on day 1", "add a cooking class on
 * day 3", "remove the Oceanário" (found on whichever day holds it), "make day 3 more relaxed"
 * (that day loses its last stop). An edit that does not fit the itinerary (no day 9, no museum
 * on day 1) is not proposed; the problem is said instead.
 */
import { inferActivityType, type ActivityType } from '../planner/index.js';
import { extractInterests } from './extract-interests.js';
import { extractPace } from './extract-style.js';
import { findActivity, findActivityAnywhere, type Itinerary } from './itinerary-names.js';
import { listOf } from './phrases.js';

export type ProposedEdit =
  | { kind: 'swapDays'; a: number; b: number }
  | { kind: 'removeActivity'; day: number; match: string }
  | { kind: 'addActivity'; day: number; title: string; type: ActivityType };

export interface ItineraryEditRequest {
  edit?: ProposedEdit;
  /** why the edit asked for cannot be made */
  problem?: string;
  /** what the traveller is told with the edit, e.g. why this stop was chosen */
  reason?: string;
  /** the message without the words of the edit, for reading other requests in it */
  rest: string;
}

const DAY = 'day\\s*#?\\s*(\\d{1,2})';
const REMOVE_VERB = '(?:drop|remove|delete|skip|cancel|take out|get rid of|cut|scrap|leave out)';
const SWAP = new RegExp(`\\b(?:swap|switch|exchange|trade|flip|reverse)\\s+(?:the\\s+)?days?\\s*#?\\s*(\\d{1,2})\\s*(?:and|with|&|for|,)\\s*(?:day\\s*)?(\\d{1,2})\\b`, 'i');
const REMOVE = new RegExp(`\\b${REMOVE_VERB}\\s+(?:the\\s+|that\\s+|my\\s+)?(.+?)\\s+(?:on|from|in)\\s+${DAY}\\b`, 'i');
const ADD = new RegExp(`\\b(?:add|include|put|schedule|fit in|squeeze in)\\s+(?:a\\s+|an\\s+|some\\s+|the\\s+)?(.+?)\\s+(?:on|to|for|in(?:to)?)\\s+${DAY}\\b`, 'i');
const ADD_AFTER_DAY = new RegExp(`\\b(?:on|for)\\s+${DAY}\\s*,?\\s*(?:add|include|put in|schedule)\\s+(?:a\\s+|an\\s+|some\\s+)?([^,.!?]+)`, 'i');
/** "remove the Oceanário", "skip the aquarium please": a name, with no day; ends at a clause's end. */
const REMOVE_NAMED = new RegExp(`\\b${REMOVE_VERB}\\s+(the\\s+|that\\s+|my\\s+|our\\s+)?(.+?)(?:\\s+(?:please|from (?:the|my|our) (?:trip|plan|itinerary)))?\\s*(?=[,.!?;]|\\band\\b|$)`, 'i');
/** "I don't want to go to Sintra", "we'd rather not visit the Oceanário". */
const NOT_WANTED = /\b(?:(?:i|we)\s+(?:don[’']?t|do not|dont)\s+(?:really\s+)?(?:want|need|wish)\s+to|(?:i|we)[’']?d\s+rather\s+not|no need to)\s+(?:go\s+(?:to|up)|visit|see|do)\s+(the\s+)?(.+?)(?:\s+(?:anymore|any more|after all|please))?\s*(?=[,.!?;]|\band\b|$)/i;
/** "day 1 is too busy", "day 3 feels rushed": a day with too much in it. */
const TOO_MUCH = /\b(?:too (?:busy|much|packed|full|rushed|hectic|long|tiring|crowded)|overloaded|exhausting|rushed|lighter|lighten|less on)\b/i;
const FULLER = /\b(?:more on|fuller|busier|more packed|more to do)\b/i;

export function extractItineraryEdit(text: string, itinerary: Itinerary): ItineraryEditRequest {
  const swap = SWAP.exec(text);
  if (swap) {
    const [a, b] = [Number(swap[1]), Number(swap[2])];
    const problem = missingDays(itinerary, a, b) ?? (a === b ? `Day ${a} and day ${b} are the same day.` : undefined);
    return result(text, swap, problem ? undefined : { kind: 'swapDays', a: Math.min(a, b), b: Math.max(a, b) }, problem);
  }
  const remove = REMOVE.exec(text);
  if (remove) {
    const day = Number(remove[2]);
    const what = remove[1].trim();
    const problem = missingDays(itinerary, day);
    if (problem) return result(text, remove, undefined, problem);
    const found = findActivity(itinerary, day, what);
    if (itinerary.length > 0 && !found) return result(text, remove, undefined, `I couldn't find "${what}" on day ${day}.`);
    return result(text, remove, { kind: 'removeActivity', day, match: found ?? what });
  }
  const add = ADD.exec(text);
  const addAfter = add ? undefined : ADD_AFTER_DAY.exec(text);
  if (add || addAfter) {
    const [title, day] = add ? [add[1], Number(add[2])] : [addAfter![2], Number(addAfter![1])];
    const problem = missingDays(itinerary, day);
    const clean = capitalise(title.trim().replace(/\s+(?:please|too|as well)$/i, ''));
    return result(text, (add ?? addAfter)!, problem ? undefined : { kind: 'addActivity', day, title: clean, type: inferActivityType(clean) }, problem);
  }
  return dayPace(text, itinerary) ?? removeNamed(text, itinerary) ?? { rest: text };
}

/**
 * "Make day 3 more relaxed" changes day 3, never the whole trip's pace: a calmer day loses its
 * last stop (the one most often cut short); a fuller day needs to be told what to add.
 */
function dayPace(text: string, itinerary: Itinerary): ItineraryEditRequest | undefined {
  for (const clause of text.split(/[,.;!?]|\band\b|\bbut\b/i)) {
    const named = new RegExp(`\\b${DAY}\\b`, 'i').exec(clause);
    if (!named) continue;
    const calmer = TOO_MUCH.test(clause) || (!FULLER.test(clause) && extractPace(clause) === 'Relaxed');
    const fuller = !calmer && (FULLER.test(clause) || extractPace(clause) === 'Packed');
    if (!calmer && !fuller) continue;
    const day = Number(named[1]);
    const rest = text.replace(clause, ' ').replace(/\s+/g, ' ').replace(/^[\s,;.]+/, '').trim();
    const problem = missingDays(itinerary, day);
    if (problem) return { problem, rest };
    if (fuller) return { problem: `Tell me what you'd like on day ${day}, for example "add a fado show to day ${day}", and I'll add it.`, rest };
    const stops = itinerary.find((entry) => entry.day === day)?.activities ?? [];
    if (itinerary.length > 0 && stops.length <= 1) return { problem: `Day ${day} has only ${stops.length === 1 ? `"${stops[0]}"` : 'nothing planned'}, so there's nothing I can take off it.`, rest };
    if (stops.length === 0) return { problem: `Tell me which stop to take off day ${day}.`, rest };
    const last = stops[stops.length - 1];
    return { edit: { kind: 'removeActivity', day, match: last }, reason: `To make day ${day} lighter, I'd take off its last stop.`, rest };
  }
  return undefined;
}

/** A stop removed by name, wherever it is in the trip; interests ("remove food") are left to the preferences. */
function removeNamed(text: string, itinerary: Itinerary): ItineraryEditRequest | undefined {
  const match = REMOVE_NAMED.exec(text) ?? NOT_WANTED.exec(text);
  if (!match) return undefined;
  const [, article, what] = match;
  const name = what.trim();
  const { wanted, unwanted } = extractInterests(`no ${name}`);
  // "drop museums" is about interests; "drop the museum" names a stop.
  if (!article && wanted.length + unwanted.length > 0) return undefined;
  const found = findActivityAnywhere(itinerary, name);
  if (found.length === 0) return itinerary.length > 0 && article ? result(text, match, undefined, `I couldn't find "${name}" in your plan.`) : undefined;
  if (found.length > 1) {
    const where = listOf(found.map(({ day, activity }) => `"${activity}" on day ${day}`), 'and');
    return result(text, match, undefined, `I found ${where}. Which one should go? Say, for example, "remove ${name} from day ${found[0].day}".`);
  }
  return result(text, match, { kind: 'removeActivity', day: found[0].day, match: found[0].activity });
}

function result(text: string, match: RegExpExecArray, edit: ProposedEdit | undefined, problem?: string): ItineraryEditRequest {
  const rest = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`.trim();
  return { ...(edit ? { edit } : {}), ...(problem ? { problem } : {}), rest };
}

function missingDays(itinerary: Itinerary, ...days: number[]): string | undefined {
  if (itinerary.length === 0) return undefined;
  const missing = days.find((day) => !itinerary.some((entry) => entry.day === day));
  return missing === undefined ? undefined : `The trip has no day ${missing}; it runs from day 1 to day ${Math.max(...itinerary.map((entry) => entry.day))}.`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
