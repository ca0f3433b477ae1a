/**
 * The guards added for what the fuzz suite (server/test/fuzz.api.test.ts) found: each case here
 * was a 500 before; now it is a validation error with a clear message.
 */
import 'reflect-metadata';
import { parse, validate, buildSchema } from 'graphql';
import { AppError } from '../common/app-error.js';
import { forbiddenKeyIn, validateInput } from '../common/validate-input.js';
import { LoginInput } from '../modules/auth/auth.inputs.js';
import { MAX_NESTING_DEPTH, nestsDeeperThan } from '../web/nesting-depth.js';
import { containsUnsafeText, UNSAFE_TEXT_MESSAGE, unsafeTextRule } from '../web/unsafe-text.js';

describe('machinery keys in a REST body', () => {
  test('a nested "constructor" is refused with the key named, not a crash inside class-validator', async () => {
    const refusal = validateInput(LoginInput, { email: 'a@example.com', password: 'secret1', extra: { constructor: 5 } });
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toThrow('The request body may not contain the key "constructor"');
  });

  test('__proto__ and prototype are found at any depth, also inside arrays', () => {
    expect(forbiddenKeyIn(JSON.parse('{"a":[{"b":{"__proto__":{"x":1}}}]}'))).toBe('__proto__');
    expect(forbiddenKeyIn({ a: [[{ prototype: 1 }]] })).toBe('prototype');
    expect(forbiddenKeyIn({ a: [1, 'constructor'], b: { c: null } })).toBeUndefined();
  });

  test('a body nested 100,000 levels deep is walked without overflowing the stack', () => {
    let deep: unknown = { constructor: 1 };
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(forbiddenKeyIn(deep)).toBe('constructor');
  });

  test('an array of 500,000 items (about 1 MB of JSON) is walked without a RangeError', () => {
    const wide = [...Array.from({ length: 500_000 }, () => 1), { constructor: 1 }];
    expect(forbiddenKeyIn(wide)).toBe('constructor');
    expect(containsUnsafeText([...Array.from({ length: 500_000 }, () => 'a'), '\u0000'])).toBe(true);
  });
});

describe('NUL characters and unpaired surrogates', () => {
  test.each([
    ['a NUL', { search: 'a\u0000b' }],
    ['a lone high surrogate', { input: { email: 'x\ud800@example.com' } }],
    ['a lone low surrogate', ['\udc00']],
    ['an unsafe key', { 'k\u0000': 1 }],
  ])('%s is found', (_label, value) => {
    expect(containsUnsafeText(value)).toBe(true);
  });

  test('well-formed text of every script, emoji pairs included, is let through', () => {
    expect(containsUnsafeText({ a: 'שלום مرحبا', b: ['👩‍👩‍👧‍👦', 'zero\u200bwidth'], c: 1 })).toBe(false);
  });

  test('the same text written into a GraphQL document is a validation error', () => {
    const schema = buildSchema('type Query { users(search: String): Int }');
    expect(validate(schema, parse('{ users(search: "a\\u0000b") }'), [unsafeTextRule]).map((error) => error.message)).toEqual([UNSAFE_TEXT_MESSAGE]);
    expect(validate(schema, parse('{ users(search: "Zürich") }'), [unsafeTextRule])).toEqual([]);
  });
});

describe('nesting depth', () => {
  const nested = (levels: number, leaf: unknown = 1) => {
    let value: unknown = leaf;
    for (let i = 0; i < levels; i++) value = i % 2 ? { a: value } : [value];
    return value;
  };

  test('a body exactly MAX_NESTING_DEPTH deep passes; one level more is refused', () => {
    expect(nestsDeeperThan(nested(MAX_NESTING_DEPTH), MAX_NESTING_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_NESTING_DEPTH + 1), MAX_NESTING_DEPTH)).toBe(true);
  });

  test('the deep branch is found beside shallow ones, and scalars and empty bodies are not deep', () => {
    expect(nestsDeeperThan({ a: 1, b: [1, 2], c: { d: nested(40) } }, MAX_NESTING_DEPTH)).toBe(true);
    expect(nestsDeeperThan({ a: 'x'.repeat(100), b: [[1]], c: null }, MAX_NESTING_DEPTH)).toBe(false);
    expect(nestsDeeperThan(undefined, MAX_NESTING_DEPTH)).toBe(false);
    expect(nestsDeeperThan('text', 0)).toBe(false);
  });

  test('a body nested 100,000 levels deep is measured without overflowing the stack', () => {
    expect(nestsDeeperThan(nested(100_000), MAX_NESTING_DEPTH)).toBe(true);
  });

  test('objects that are not plain JSON (an upload stream) are not walked into', () => {
    class Stream {
      inner = nested(100);
    }
    expect(nestsDeeperThan({ file: new Stream() }, MAX_NESTING_DEPTH)).toBe(false);
  });
});
