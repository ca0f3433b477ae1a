/** The remembered query cost (graphql/query-limits.ts) is the cost computed afresh, whatever the variables. */
import { buildSchema, GraphQLInt, GraphQLObjectType, GraphQLSchema, parse } from 'graphql';
import { cachedOperationComplexity, operationComplexity } from '../graphql/query-limits.js';

const schema = buildSchema('type Query { a: Int  b: Int  c: Int  trip(uuid: String!): Int }');

describe('cachedOperationComplexity', () => {
  test('a document asked again with other variables costs the same, as computed afresh', () => {
    const document = parse('query Trip($uuid: String!) { trip(uuid: $uuid) a b }');
    for (const uuid of ['one', 'two', 'one']) {
      expect(cachedOperationComplexity(schema, document, 'Trip', { uuid })).toBe(3);
    }
  });

  test('@include and @skip with variables: each value gets its own cost', () => {
    const document = parse('query Q($withB: Boolean!, $skipC: Boolean!) { a b @include(if: $withB) c @skip(if: $skipC) }');
    const cases: Array<[boolean, boolean, number]> = [
      [true, false, 3],
      [false, false, 2],
      [true, true, 2],
      [false, true, 1],
      [true, false, 3],
    ];
    for (const [withB, skipC, cost] of cases) {
      const variables = { withB, skipC };
      expect(cachedOperationComplexity(schema, document, 'Q', variables)).toBe(cost);
      expect(cachedOperationComplexity(schema, document, 'Q', variables)).toBe(operationComplexity(schema, document, 'Q', variables));
    }
  });

  test('each operation of a document has its own cost', () => {
    const document = parse('query Small { a } query Large { a b c }');
    expect(cachedOperationComplexity(schema, document, 'Small', {})).toBe(1);
    expect(cachedOperationComplexity(schema, document, 'Large', {})).toBe(3);
    expect(cachedOperationComplexity(schema, document, 'Small', {})).toBe(1);
  });

  test('when a field prices its arguments, every variable is part of the key', () => {
    const priced = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          items: {
            type: GraphQLInt,
            args: { first: { type: GraphQLInt } },
            extensions: { complexity: ({ args }: { args: { first?: number } }) => args.first ?? 1 },
          },
        },
      }),
    });
    const document = parse('query Items($first: Int) { items(first: $first) }');
    expect(cachedOperationComplexity(priced, document, 'Items', { first: 10 })).toBe(10);
    expect(cachedOperationComplexity(priced, document, 'Items', { first: 400 })).toBe(400);
    expect(cachedOperationComplexity(priced, document, 'Items', { first: 10 })).toBe(10);
  });
});
