/**
 * The one place a REST body or query string is checked, before any service runs. A route
 * declares its input class (`router.post('/trips/generate', body(GenerateTripInput), handler)`)
 * and its handler reads the checked instance with `checked(res, GenerateTripInput)`.
 *
 * A body is checked as GraphQL checks the same input type, then by the class's own rules:
 *   1. its shape against the input type in the GraphQL schema: null where a value is required,
 *      a wrong type, a list for an object and an unknown field are refused, and the schema's
 *      defaults fill what is missing, so both APIs accept, refuse and default the same values;
 *   2. the class-validator rules on the class, exactly as type-graphql runs them for GraphQL.
 * A class with no GraphQL input type (an @ArgsType, the separate arguments of a GraphQL
 * operation; the itinerary's ItineraryUpdate; the REST-only query strings) gets step 2 with unknown fields refused and its
 * declared defaults filled; its rules type each field (`@IsBoolean`, `@IsString`), and a query
 * string's numbers are read by `@Type(() => Number)`. Every refusal is a 400 `validation_failed`
 * naming the field.
 */
import type { ClassConstructor } from 'class-transformer';
import { coerceInputValue, getNullableType, isEnumType, isInputObjectType, isListType, type GraphQLInputObjectType, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { getMetadataStorage } from 'type-graphql';
import { AppError } from '../common/app-error.js';
import { forbiddenKeyIn, validateInput } from '../common/validate-input.js';
import { appSchema } from '../graphql/schema.js';
import { MAX_NESTING_DEPTH, NESTING_MESSAGE, nestsDeeperThan } from '../web/nesting-depth.js';

const CHECKED = Symbol('checked input');
/** A route may check a body and a query string: one checked instance per input class. */
type CheckedLocals = { [CHECKED]?: object[] };

/** How a route words a refusal of its input, as a GraphQL argument's validateFn may (the itinerary's "Day 2, activity 3: ..."). */
export interface CheckOptions {
  reword?: (refusal: AppError) => AppError;
}

/** Checks the JSON body against `type`; the handler reads the result with `checked`. */
export function body<T extends object>(type: ClassConstructor<T>, options: CheckOptions = {}): RequestHandler {
  return checkWith(type, (req) => req.body as unknown, 'body', options);
}

/**
 * Checks the query string (and, when `read` says so, path parameters) against `type`. `read`
 * names which request values are the input's fields, e.g. `(req) => ({ query: req.query.q })`.
 */
export function query<T extends object>(type: ClassConstructor<T>, read: (req: Request) => Record<string, unknown> = (req) => ({ ...req.query })): RequestHandler {
  return checkWith(type, (req) => withoutUndefined(read(req)), 'query');
}

/** The input the route's `body` or `query` middleware checked; a handler without one is a wiring bug. */
export function checked<T extends object>(res: Response, type: ClassConstructor<T>): T {
  const input = (res.locals as CheckedLocals)[CHECKED]?.find((candidate): candidate is T => candidate instanceof type);
  if (!input) throw new Error(`No checked ${type.name} on this request: declare body(${type.name}) or query(${type.name}) on its route`);
  return input;
}

/** Checks a value against `type`, as the middleware does; for inputs that arrive some other way (a multipart form). */
export async function checkInput<T extends object>(type: ClassConstructor<T>, value: unknown): Promise<T> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppError('validation_failed', 'The request body must be a JSON object');
  }
  // a multipart form's JSON field has not been through the router's depth guard
  if (nestsDeeperThan(value, MAX_NESTING_DEPTH)) throw new AppError('validation_failed', NESTING_MESSAGE);
  const forbidden = forbiddenKeyIn(value);
  if (forbidden) throw new AppError('validation_failed', `The request body may not contain the key "${forbidden}"`);
  const graphqlType = await graphqlTwinOf(type);
  // With a GraphQL twin, step 1 has refused unknown fields already.
  if (graphqlType) return validateInput(type, await coerceLikeGraphQL(type, value, graphqlType));
  return validateInput(type, { ...declaredDefaults(type), ...value }, { forbidUnknownFields: true });
}

/** The `defaultValue`s an args class declares for GraphQL, so a query string that leaves a field out gets the same one. */
function declaredDefaults(type: ClassConstructor<object>): Record<string, unknown> {
  const lineage: unknown[] = [];
  for (let at: unknown = type; typeof at === 'function' && at !== Function.prototype; at = Object.getPrototypeOf(at)) lineage.push(at);
  const fields = getMetadataStorage().fields.filter((field) => lineage.includes(field.target) && field.typeOptions.defaultValue !== undefined);
  return Object.fromEntries(fields.map((field) => [field.name, field.typeOptions.defaultValue]));
}

/** What a route's check middleware checks, readable from the router stack (the fuzz suite generates inputs from it). */
export interface CheckedInputDeclaration {
  type: ClassConstructor<object>;
  from: 'body' | 'query';
}
export const CHECKED_INPUT = Symbol.for('odyssey.checkedInput');

function checkWith<T extends object>(type: ClassConstructor<T>, read: (req: Request) => unknown, from: CheckedInputDeclaration['from'], { reword }: CheckOptions = {}): RequestHandler {
  const middleware = (req: Request, res: Response, next: NextFunction) => {
    checkInput(type, read(req)).then(
      (input) => {
        const locals = res.locals as CheckedLocals;
        locals[CHECKED] = [...(locals[CHECKED] ?? []), input];
        next();
      },
      (error: unknown) => next(reword && error instanceof AppError ? reword(error) : error),
    );
  };
  return Object.assign(middleware, { [CHECKED_INPUT]: { type, from } satisfies CheckedInputDeclaration });
}

/**
 * The field-by-field check graphql-js runs on a variable; the first problem is the message, all
 * of them the fields. Where the class words a rule for the same field ("Title is required"),
 * that wording is the message rather than graphql-js's.
 */
async function coerceLikeGraphQL(type: ClassConstructor<object>, value: object, graphqlType: GraphQLInputObjectType): Promise<unknown> {
  const problems: Array<{ field: string; messages: string[] }> = [];
  const coerced: unknown = coerceInputValue(enumNamesOf(value, graphqlType), graphqlType, (path, _invalid, error) => {
    // graphql-js names an unknown or a missing field in the message, with the path of the object holding it
    const named = /^Field "([^"]+)" (?:is not defined by type|of required type)/.exec(error.message)?.[1];
    const field = [...path, ...(named ? [named] : [])].join('.');
    problems.push({ field: field || graphqlType.name, messages: [field ? `${field}: ${error.message}` : error.message] });
  });
  if (problems.length === 0) return coerced;
  const worded = await classProblems(type, value);
  const fields = problems.map(({ field, messages }) => ({ field, messages: [...(worded.find((problem) => problem.field === field)?.messages ?? []), ...messages] }));
  throw new AppError('validation_failed', fields[0]!.messages[0]!, { fields });
}

/**
 * REST sends an enum as its value ("user"), GraphQL as its name (USER): each REST value is
 * swapped for its name before graphql-js reads it. Anything else is left for it to judge.
 */
function enumNamesOf(value: unknown, type: GraphQLInputType): unknown {
  const bare = getNullableType(type);
  // a GraphQL name sent over REST ("PREMIUM") is not one of its values: it must not pass as one
  if (isEnumType(bare)) return bare.getValues().find((known) => known.value === value)?.name ?? { notAValueOf: bare.name, sent: value };
  if (isListType(bare)) return Array.isArray(value) ? value.map((item) => enumNamesOf(item, bare.ofType)) : enumNamesOf(value, bare.ofType);
  if (!isInputObjectType(bare) || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const fields = bare.getFields();
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fields[key] ? enumNamesOf(item, fields[key].type) : item]));
}

/** What the class's own rules say of a value, as fields and messages (none when they pass). */
async function classProblems(type: ClassConstructor<object>, value: object): Promise<Array<{ field: string; messages: string[] }>> {
  try {
    await validateInput(type, value);
    return [];
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return (error.details?.fields ?? []) as Array<{ field: string; messages: string[] }>;
  }
}

/** The GraphQL input type type-graphql made from this class, if it is one. */
async function graphqlTwinOf(type: ClassConstructor<object>): Promise<GraphQLInputObjectType | undefined> {
  const declared = getMetadataStorage().inputTypes.find((metadata) => metadata.target === type);
  if (!declared) return undefined;
  const schema: GraphQLSchema = await appSchema();
  const found = schema.getType(declared.name);
  return isInputObjectType(found) ? found : undefined;
}

/** A query string leaves out what was not sent; an absent field must read as missing, not as `undefined`. */
function withoutUndefined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
