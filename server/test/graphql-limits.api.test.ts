/**
 * The GraphQL limits of graphql/query-limits.ts: over each limit a clear 400, at the limit the
 * query runs, and every document our own client sends stays within all of them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  validate,
  type DocumentNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { depthLimitRule, GRAPHQL_LIMITS, operationComplexity } from '../src/graphql/query-limits.js';
import { startTestServer, type TestServer } from './harness.js';

const ROOT = path.resolve(__dirname, '..', '..');

/** A query exactly `depth` levels deep: introspection's __type nests without end (ofType { ofType … }). */
function nested(depth: number): string {
  let selection = 'name';
  for (let level = 2; level < depth; level++) selection = `ofType { ${selection} }`;
  return `{ __type(name: "Trip") { ${selection} } }`;
}

/** A smallest valid value of an input type (the schema is built from SDL: its custom scalars take anything). */
function sampleValue(type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [];
  if (isEnumType(inner)) return inner.getValues()[0].value;
  if (isInputObjectType(inner)) return Object.fromEntries(Object.values(inner.getFields()).filter((field) => isNonNullType(field.type)).map((field) => [field.name, sampleValue(field.type)]));
  return ({ Int: 1, Float: 1, Boolean: true } as Record<string, unknown>)[inner.name] ?? '1';
}

async function post(server: TestServer, body: unknown) {
  const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> } };
}

describe('GraphQL limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('embedded');
  }, 120_000);
  afterAll(async () => {
    await server.stop();
  });

  // each aliased root field costs 1
  const fields = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `f${i}: __typename`).join(' ')} }`;
  test.each([
    ['depth', 'level deeper', GRAPHQL_LIMITS.maxDepth, nested],
    ['complexity', 'field more', GRAPHQL_LIMITS.maxComplexity, fields],
  ])('a query at the %s limit runs; one %s is a 400 that names the limit', async (limit, _oneMore, max, query) => {
    const atLimit = await post(server, { query: query(max) });
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.errors).toBeUndefined();
    const over = await post(server, { query: query(max + 1) });
    expect(over.status).toBe(400);
    expect(over.body.errors?.[0]).toMatchObject({
      message: `Query ${limit} limit of ${max} exceeded, found ${max + 1}.`,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  test('one operation per request runs; a batch of operations is a 400', async () => {
    expect(GRAPHQL_LIMITS.maxBatchSize).toBe(1);
    const single = await post(server, { query: '{ __typename }' });
    expect(single).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
    const batch = await post(server, [{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(batch.status).toBe(400);
    expect(JSON.stringify(batch.body)).toContain('Operation batching disabled');
  });

  test('variables of extreme breadth are a quick 400 with a small answer, not a crash or an amplified echo', async () => {
    const query = 'mutation Wide($input: LoginInput!) { login(input: $input) { token } }';
    const wideObject = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i]));
    const wideArray = Array.from({ length: 200_000 }, () => 1);
    for (const input of [wideObject, wideArray]) {
      const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables: { input } }) });
      const text = await response.text();
      expect(response.status).toBe(400);
      expect(text.length).toBeLessThan(100_000);
      const codes = (JSON.parse(text) as { errors: Array<{ extensions: { code: string } }> }).errors.map((error) => error.extensions.code);
      expect(new Set(codes)).toEqual(new Set(['BAD_USER_INPUT']));
    }
  });

  test('every document of our client stays within the depth and complexity limits', () => {
    const schema = buildSchema(readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8'));
    const generated = readFileSync(path.join(ROOT, 'client', 'src', 'gql', 'graphql.ts'), 'utf8');
    const documents = [...generated.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm)].map((match) => ({ name: match[1], document: JSON.parse(match[2]) as DocumentNode }));
    expect(documents.length).toBeGreaterThan(20);
    let deepest = 0;
    let costliest = 0;
    for (const { name, document } of documents) {
      expect({ name, errors: validate(schema, document, [depthLimitRule()]).map((error) => error.message) }).toEqual({ name, errors: [] });
      // the deepest this document may go, found by lowering the limit until it refuses
      let depth = GRAPHQL_LIMITS.maxDepth;
      while (depth > 0 && validate(schema, document, [depthLimitRule(depth - 1)]).length === 0) depth--;
      deepest = Math.max(deepest, depth);
      const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition')!;
      const variables = Object.fromEntries(
        (operation.variableDefinitions ?? []).flatMap((definition) => {
          const type = typeFromAST(schema, definition.type) as GraphQLInputType;
          return isNonNullType(type) ? [[definition.variable.name.value, sampleValue(type)]] : [];
        }),
      );
      const complexity = operationComplexity(schema, document, undefined, variables);
      expect({ name, complexity, within: complexity <= GRAPHQL_LIMITS.maxComplexity }).toEqual({ name, complexity, within: true });
      costliest = Math.max(costliest, complexity);
    }
    console.log(`client documents: ${documents.length}; deepest ${deepest} (limit ${GRAPHQL_LIMITS.maxDepth}); costliest ${costliest} (limit ${GRAPHQL_LIMITS.maxComplexity})`);
  });
});
