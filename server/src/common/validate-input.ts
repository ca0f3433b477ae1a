/**
 * The class-validator check of an input class, shared by the REST input middleware
 * (rest/checked-input.ts) and type-graphql's validation hook (graphql/validate-arguments.ts),
 * so both APIs trim, accept and refuse the same things.
 */
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { AppError } from './app-error.js';

export function flattenValidationErrors(errors: ValidationError[], prefix = ''): Array<{ field: string; messages: string[] }> {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, messages: Object.values(error.constraints) }] : [];
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}

/**
 * Keys that name an object's machinery rather than data. class-transformer copies them onto
 * the input instance, where a "constructor" that is not a class crashes class-validator (a 500),
 * and "__proto__" invites prototype pollution; no input of ours has a field of these names.
 */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The first forbidden key anywhere in a parsed JSON value (walked without recursion: bodies may nest deeply). */
export function forbiddenKeyIn(value: unknown): string | undefined {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null) continue;
    if (Array.isArray(next)) {
      for (const item of next) pending.push(item); // not push(...next): a huge array would overflow the argument limit
      continue;
    }
    for (const key of Object.keys(next)) {
      if (FORBIDDEN_KEYS.has(key)) return key;
      pending.push((next as Record<string, unknown>)[key]);
    }
  }
  return undefined;
}

/**
 * The class-validator options both APIs check inputs with (GraphQL through its validation hook,
 * graphql/validate-arguments.ts; REST through rest/checked-input.ts): fields without rules are
 * dropped, and a nested value that is not an instance of its declared class is refused.
 */
const VALIDATOR_OPTIONS = { whitelist: true, forbidUnknownValues: true } as const;

export async function validateInput<T extends object>(type: ClassConstructor<T>, body: unknown, options: { forbidUnknownFields?: boolean } = {}): Promise<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('validation_failed', 'The request body must be a JSON object');
  }
  const forbidden = forbiddenKeyIn(body);
  if (forbidden) throw new AppError('validation_failed', `The request body may not contain the key "${forbidden}"`);
  const input = plainToInstance(type, body, { excludeExtraneousValues: false });
  const errors = await validate(input, { ...VALIDATOR_OPTIONS, forbidNonWhitelisted: options.forbidUnknownFields ?? false });
  if (errors.length > 0) {
    const fields = flattenValidationErrors(errors);
    throw new AppError('validation_failed', fields[0]?.messages[0] ?? 'Invalid input', { fields });
  }
  return input;
}
