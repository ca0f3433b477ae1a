/**
 * A bound on how deeply a JSON body nests. `express.json` parses `[[[[…]]]]` thousands deep
 * without complaint (its parser does not recurse), but the validators after it do: class-
 * transformer's copy of a body 5,000 levels deep overflows the call stack, a 500. No input of
 * either API nests more than a few levels (a GraphQL request's variables, an itinerary's days,
 * their activities), so anything deeper than MAX_NESTING_DEPTH is refused at the door.
 */
import type { RequestHandler } from 'express';
import { refuseInput, type Api } from './refuse-input.js';

export const MAX_NESTING_DEPTH = 32;
export const NESTING_MESSAGE = `The request body may not nest objects or lists more than ${MAX_NESTING_DEPTH} levels deep`;

/** Whether a parsed body nests deeper than `max` (walked without recursion, so the check itself cannot overflow). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [next, depth] = pending.pop()!;
    if (typeof next !== 'object' || next === null) continue;
    // plain objects and lists only: an upload's stream objects are not the caller's JSON
    const prototype = Object.getPrototypeOf(next);
    if (!Array.isArray(next) && prototype !== Object.prototype && prototype !== null) continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(next) ? next : Object.values(next)) {
      if (typeof child === 'object' && child !== null) pending.push([child, depth + 1]);
    }
  }
  return false;
}

/** Refuses a body (or an extended query string) nested deeper than MAX_NESTING_DEPTH, before any check that recurses. */
export function rejectDeepNesting(api: Api): RequestHandler {
  return (req, res, next) => {
    if (!nestsDeeperThan(req.body, MAX_NESTING_DEPTH) && !nestsDeeperThan(req.query, MAX_NESTING_DEPTH)) return next();
    refuseInput(api, NESTING_MESSAGE, res, next);
  };
}
