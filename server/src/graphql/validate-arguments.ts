/**
 * type-graphql's validation hook (`validateFn` in buildSchema): every input object and args
 * class a resolver receives is checked by the same validateInput the REST shim runs, so the
 * two APIs trim, default and refuse alike, and a resolver only ever sees a checked input.
 *
 * type-graphql builds the argument instance itself, without class-transformer, and keeps that
 * instance whatever the hook returns; so the checked values (trimmed, with unknown fields
 * dropped) are written back into it.
 */
import type { ClassConstructor } from 'class-transformer';
import { getMetadataStorage, type ValidatorFn } from 'type-graphql';
import { validateInput } from '../common/validate-input.js';

export const validateArgument: ValidatorFn = async (value: unknown, type: unknown) => {
  if (!isInputClass(type) || typeof value !== 'object' || value === null) return; // scalars and enums: GraphQL's own coercion checked them
  const items: unknown[] = Array.isArray(value) ? value : [value];
  for (const item of items) {
    if (typeof item === 'object' && item !== null) replaceContents(item, await validateInput(type, item));
  }
};

/** For a list argument whose whole list has rules of its own: `check` returns the checked list, written back in place. */
export function validateListWith(check: (values: unknown) => Promise<unknown[]>): ValidatorFn {
  return async (value: unknown) => {
    const checked = await check(value);
    if (Array.isArray(value)) value.splice(0, value.length, ...checked);
  };
}

function isInputClass(type: unknown): type is ClassConstructor<object> {
  if (typeof type !== 'function') return false;
  const storage = getMetadataStorage();
  return storage.inputTypes.some((metadata) => metadata.target === type) || storage.argumentTypes.some((metadata) => metadata.target === type);
}

function replaceContents(target: object, checked: object): void {
  for (const key of Object.keys(target)) {
    if (!Object.hasOwn(checked, key)) delete (target as Record<string, unknown>)[key];
  }
  Object.assign(target, checked);
}
