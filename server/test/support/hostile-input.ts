/**
 * Hostile values for the fuzz suite (fuzz.api.test.ts): malformed JSON, wrong types, huge
 * strings, deep nesting, unicode edge cases and SQL or script fragments. Built on fast-check
 * arbitraries and sampled with a seed the suite prints, so a failing case comes back when the
 * suite is run again with that seed (FUZZ_SEED).
 */
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';

/** Text that has broken servers before: unicode edge cases, SQL and script fragments, format strings. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800', // lone high surrogate
  'x\udfffy', // lone low surrogate
  '\u202eevil\u202c', // right-to-left override
  'שלום مرحبا',
  'zero\u200bwidth\u200d\ufeff',
  '\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(0) --',
  '" OR 1=1 --',
  '$1',
  '%s%s%s%n',
  '{{7*7}}${7*7}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '99999999999999999999',
  '1e309',
  '2026-02-30',
  '0000-00-00',
  '\r\nSet-Cookie: a=b',
  'a'.repeat(300),
];

/** A NUL or a lone surrogate at any position of an ordinary string: start, middle or end. */
const poisonedString = fc
  .tuple(fc.string({ maxLength: 20 }), fc.nat(), fc.constantFrom('\u0000', '\ud800', '\udfff'))
  .map(([text, at, poison]) => {
    const index = at % (text.length + 1);
    return `${text.slice(0, index)}${poison}${text.slice(index)}`;
  });

/** The values that broke the REST shim (issue 18): null, empty and nested lists, empty objects. */
export const STRUCTURAL_JUNK: unknown[] = [null, [], {}, [[[[[]]]]], [null], [{}], [[]], { a: [] }, [''], '', 'é'.repeat(20_000)];

const nastyString = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  // any UTF-16 code units, lone surrogates included
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  // huge: past every column's length and most validators' limits, well within the 1 MB body limit
  { weight: 1, arbitrary: fc.constantFrom(20_000, 200_000).map((n) => 'é'.repeat(n)) },
  { weight: 2, arbitrary: poisonedString },
);

/** Deeply nested arrays or objects (each level costs the parser a stack frame). */
const deepValue = fc.constantFrom(200, 5_000).chain((depth) =>
  fc.boolean().map((asArray) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
    return value;
  }),
);

/**
 * The JSON text of a value nested far past any input's shape (33, just over the server's bound,
 * up to 50,000 levels, 100 KB): written as text, since JSON.stringify itself recurses. A body
 * nested 5,000 deep once overflowed the validators' stack (a 500).
 */
export const deepJsonText: fc.Arbitrary<string> = fc.tuple(fc.constantFrom(33, 5_000, 50_000), fc.boolean()).map(([depth, asArray]) =>
  asArray ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
);

const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, -0, 0.5),
  fc.array(fc.oneof(fc.integer(), nastyString), { maxLength: 5 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'id', 'a', '$where', 'toString'), fc.oneof(fc.integer(), nastyString), { maxKeys: 3 }),
);

/** One hostile value of any kind. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: nastyString },
  { weight: 3, arbitrary: fc.constantFrom(...STRUCTURAL_JUNK) },
  { weight: 4, arbitrary: wrongType },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
);

/** Bodies that are not valid JSON at all, sent as application/json. */
export const MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"a" 1}',
  "{'a': 1}",
  '[1,2,',
  'undefined',
  'NaN',
  '{"a":1}garbage',
  '\u0000',
  '\ufeff{"a":1',
  '{"__proto__": {"polluted": true}',
  '['.repeat(100_000),
  '{"a":'.repeat(50_000),
  '"\\ud800"',
  '{"a":"\\u00"}',
  '1e99999',
];

/** A sample of an arbitrary, always the same for the same seed. */
export function sampleOf<T>(arbitrary: fc.Arbitrary<T>, seed: number, count: number): T[] {
  return fc.sample(arbitrary, { seed, numRuns: count });
}

/** A stable seed from a name (the run's seed and the operation), so each operation has its own sequence of cases. */
export function seedOf(name: string): number {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash | 0;
}

/** Values of the right shape for a GraphQL input type, where any leaf may be swapped for a hostile one. */
export function inputValue(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const hostile = hostileValue;
  const named = getNamedType(type);
  let wellTyped: fc.Arbitrary<unknown>;
  if (isListType(isNonNullType(type) ? type.ofType : type)) {
    const inner = (isNonNullType(type) ? type.ofType : type) as { ofType: GraphQLInputType };
    wellTyped = fc.array(inputValue(inner.ofType, depth + 1), { maxLength: 3 });
  } else if (isScalarType(named)) {
    const scalars: Record<string, fc.Arbitrary<unknown>> = {
      Int: fc.oneof(fc.integer({ min: -5, max: 400 }), fc.constantFrom(2 ** 31 - 1, -(2 ** 31))),
      Float: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(90, -180, 1e-300)),
      Boolean: fc.boolean(),
      ID: fc.oneof(fc.constantFrom('1', '0', '-1', '2147483648'), fc.uuid(), nastyString),
      String: nastyString,
      DateTimeISO: fc.oneof(fc.constantFrom('2026-06-01T00:00:00.000Z', '1970-01-01T00:00:00Z', '9999-12-31T23:59:59Z'), nastyString),
      JSONObject: fc.oneof(fc.dictionary(fc.string({ maxLength: 8 }), hostile, { maxKeys: 4 }), deepValue),
      // an upload cannot travel as JSON; the multipart cases send real files
      Upload: fc.constant(null),
    };
    wellTyped = scalars[named.name] ?? nastyString;
  } else if (isEnumType(named)) {
    wellTyped = fc.oneof(fc.constantFrom(...named.getValues().map((value) => value.value as unknown)), nastyString);
  } else if (isInputObjectType(named) && depth < 4) {
    const fields = Object.values(named.getFields());
    const record: Record<string, fc.Arbitrary<unknown>> = Object.fromEntries(fields.map((field) => [field.name, inputValue(field.type, depth + 1)]));
    wellTyped = fc.record(record, { requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name) });
  } else {
    wellTyped = fc.constant({});
  }
  // mostly the right shape (so validation deep inside is reached), sometimes anything at all
  return fc.oneof({ weight: 4, arbitrary: wellTyped }, { weight: 1, arbitrary: hostile });
}
