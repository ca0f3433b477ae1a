/**
 * REST handlers validate their bodies with the same class-validator input classes that
 * type-graphql uses for GraphQL arguments, so both APIs accept and refuse the same things.
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

export async function validateInput<T extends object>(type: ClassConstructor<T>, body: unknown): Promise<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('validation_failed', 'The request body must be a JSON object');
  }
  const input = plainToInstance(type, body, { excludeExtraneousValues: false });
  const errors = await validate(input, { whitelist: true, forbidUnknownValues: true });
  if (errors.length > 0) {
    const fields = flattenValidationErrors(errors);
    throw new AppError('validation_failed', fields[0]?.messages[0] ?? 'Invalid input', { fields });
  }
  return input;
}
