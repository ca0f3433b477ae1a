/** Reads a model's JSON answer: tolerant parsing, then the schema, then the caller's semantic check. */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { SemanticCheck } from './ai-provider.types.js';

export type Reading<T> = { ok: true; value: T } | { ok: false; errors: string[] };

// strict: false because provider schemas carry keywords ajv does not know (e.g. OpenAI's
// `strict` hints); addUsedSchema: false so two schemas with one $id never clash.
const ajv = new Ajv({ allErrors: true, strict: false, addUsedSchema: false });
const validators = new WeakMap<object, ValidateFunction>();
const MAX_ERRORS = 10;

/** Parses JSON that a model may have wrapped in a ```json fence or in a sentence. */
export function extractJson(text: string): Reading<unknown> {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, errors: ['The answer was empty; a JSON value was expected.'] };
  const fenced = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/.exec(trimmed)?.[1]?.trim();
  const candidates = [trimmed, fenced, outermostJson(trimmed)].filter((candidate): candidate is string => Boolean(candidate));
  let firstError = '';
  for (const candidate of candidates) {
    try {
      return { ok: true, value: storable(JSON.parse(candidate)) };
    } catch (error) {
      firstError ||= (error as Error).message;
    }
  }
  return { ok: false, errors: [`The answer is not valid JSON: ${firstError}`] };
}

/**
 * The parsed answer with NUL characters and lone surrogates taken out of every string: they
 * have no meaning in a trip, and PostgreSQL cannot store a NUL in jsonb (the answer cache).
 */
function storable(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(UNSTORABLE, '');
  if (Array.isArray(value)) return value.map(storable);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [storable(key) as string, storable(item)]));
  return value;
}
// eslint-disable-next-line no-control-regex -- NUL is what is removed
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function outermostJson(text: string): string | undefined {
  const start = text.search(/[[{]/);
  const end = Math.max(text.lastIndexOf('}'), text.lastIndexOf(']'));
  return start >= 0 && end > start ? text.slice(start, end + 1) : undefined;
}

export function schemaErrors(schema: object, value: unknown): string[] {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  if (validate(value)) return [];
  return (validate.errors ?? []).slice(0, MAX_ERRORS).map(describeSchemaError);
}

function describeSchemaError(error: ErrorObject): string {
  const where = error.instancePath || '(root)';
  const extra = error.keyword === 'additionalProperties' ? ` '${String(error.params.additionalProperty)}'` : '';
  return `${where} ${error.message ?? 'is invalid'}${extra}`;
}

export async function readStructuredAnswer<T>(text: string, schema: object, check?: SemanticCheck<T>): Promise<Reading<T>> {
  const parsed = extractJson(text);
  if (!parsed.ok) return parsed;
  const shapeErrors = schemaErrors(schema, parsed.value);
  if (shapeErrors.length) return { ok: false, errors: shapeErrors };
  const value = parsed.value as T;
  const meaningErrors = check ? (await check(value)).slice(0, MAX_ERRORS) : [];
  return meaningErrors.length ? { ok: false, errors: meaningErrors } : { ok: true, value };
}

/** The user turn of the repair round: what was wrong, and what to send instead. */
export function repairInstruction(errors: string[], schemaName: string): string {
  return [
    `Your previous answer does not satisfy the "${schemaName}" schema and rules:`,
    ...errors.map((error) => `- ${error}`),
    'Reply again with the complete corrected JSON only: no explanation and no code fence.',
  ].join('\n');
}
