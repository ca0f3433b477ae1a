/**
 * Concrete edits of the current itinerary, described so that the client can apply them in one
 * click and undo them: "swap day 2 and 3", "drop the museum on day 1", "add a cooking class on
 * day 3". An edit that does not fit the itinerary (no day 9, no museum on day 1) is not
 * proposed; the problem is said instead.
 */
import { inferActivityType, type ActivityType } from '../../planner/activity-type.js';
import { normaliseName } from './normalise.js';

export type ProposedEdit =
  | { kind: 'swapDays'; a: number; b: number }
  | { kind: 'removeActivity'; day: number; match: string }
  | { kind: 'addActivity'; day: number; title: string; type: ActivityType };

export interface ItineraryEditRequest {
  edit?: ProposedEdit;
  /** why the edit asked for cannot be made */
  problem?: string;
  /** the message without the words of the edit, for reading other requests in it */
  rest: string;
}

type Itinerary = ReadonlyArray<{ day: number; activities: readonly string[] }>;

const DAY = 'day\\s*#?\\s*(\\d{1,2})';
const SWAP = new RegExp(`\\b(?:swap|switch|exchange|trade|flip|reverse)\\s+(?:the\\s+)?days?\\s*#?\\s*(\\d{1,2})\\s*(?:and|with|&|for|,)\\s*(?:day\\s*)?(\\d{1,2})\\b`, 'i');
const REMOVE = new RegExp(`\\b(?:drop|remove|delete|skip|cancel|take out|get rid of|cut)\\s+(?:the\\s+|that\\s+|my\\s+)?(.+?)\\s+(?:on|from|in)\\s+${DAY}\\b`, 'i');
const ADD = new RegExp(`\\b(?:add|include|put|schedule|fit in|squeeze in)\\s+(?:a\\s+|an\\s+|some\\s+|the\\s+)?(.+?)\\s+(?:on|to|for|in(?:to)?)\\s+${DAY}\\b`, 'i');
const ADD_AFTER_DAY = new RegExp(`\\b(?:on|for)\\s+${DAY}\\s*,?\\s*(?:add|include|put in|schedule)\\s+(?:a\\s+|an\\s+|some\\s+)?([^,.!?]+)`, 'i');

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
  return { rest: text };
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

/** The first activity of the day whose words start like every word asked for: "museum" finds "Museu Calouste Gulbenkian". */
function findActivity(itinerary: Itinerary, day: number, what: string): string | undefined {
  const wanted = normaliseName(what)
    .split(' ')
    .filter((word) => word.length > 2 && !['the', 'and', 'visit', 'one'].includes(word))
    .map((word) => word.replace(/s$/, '').slice(0, Math.max(4, word.length - 2)));
  if (wanted.length === 0) return undefined;
  const activities = itinerary.find((entry) => entry.day === day)?.activities ?? [];
  return activities.find((activity) => {
    const words = normaliseName(activity).split(' ');
    return wanted.every((stem) => words.some((word) => word.startsWith(stem)));
  });
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
