/**
 * Text no person types: the NUL character, which PostgreSQL cannot store in a text column
 * (the query fails: a 500), and unpaired UTF-16 surrogates, which are not Unicode at all and
 * make validators that encode text throw (a 500). Refused at the boundary, for REST and
 * GraphQL alike, in the body (keys and values) and the query string, with one clear 400.
 */
import type { RequestHandler } from 'express';
import { GraphQLError, type ValidationRule } from 'graphql';
import { refuseInput, type Api } from './refuse-input.js';

export const UNSAFE_TEXT_MESSAGE = 'Text may not contain NUL characters or unpaired surrogates';

// a high surrogate not followed by a low one, or a low one not preceded by a high one (code units: no u flag)
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unsafe = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Whether any string in a parsed body or query (walked without recursion: bodies may nest deeply) is unsafe. */
export function containsUnsafeText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (unsafe(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item); // not push(...next): a huge array would overflow the argument limit
    } else if (typeof next === 'object' && next !== null) {
      // plain objects only: an upload's stream objects hold no text of the caller's
      const prototype = Object.getPrototypeOf(next);
      if (prototype !== Object.prototype && prototype !== null) continue;
      for (const [key, child] of Object.entries(next)) {
        if (unsafe(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** Refuses a request carrying unsafe text: as a REST error body under /api, as a GraphQL error under /graphql. */
export function rejectUnsafeText(api: Api): RequestHandler {
  return (req, res, next) => {
    if (!containsUnsafeText(req.body) && !containsUnsafeText(req.query)) return next();
    refuseInput(api, UNSAFE_TEXT_MESSAGE, res, next);
  };
}

/** The same refusal for text written into a GraphQL document itself ("\u0000" is a valid string escape). */
export const unsafeTextRule: ValidationRule = (context) => ({
  StringValue(node) {
    if (unsafe(node.value)) context.reportError(new GraphQLError(UNSAFE_TEXT_MESSAGE, { nodes: [node] }));
  },
});
