/**
 * The limits on what one GraphQL request may ask for, in one place (docs/reliability.md,
 * "Hostile input"). A query nested hundreds of levels deep, or one that asks for the same
 * expensive field under a thousand aliases, costs the server far more than it costs the
 * sender; these bound that cost before a resolver runs. Every document of our own client
 * stays within them (server/test/graphql-limits.api.test.ts proves it), with room to spare.
 */
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { ApolloServerPlugin } from '@apollo/server';
import { getVariableValues, GraphQLError, isInterfaceType, isObjectType, Kind, visit, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

export const GRAPHQL_LIMITS = {
  /** Nesting of fields, root fields counting 1; fragments count as the fields they hold. Our deepest client query is 5. */
  maxDepth: 10,
  /** Each selected field costs 1 (aliases included, list sizes not multiplied); our costliest client query costs 157. */
  maxComplexity: 500,
  /**
   * Operations per HTTP request. Apollo's batching (a JSON array of operations) stays off, so
   * this is 1: a batch is refused with 400 before anything runs.
   */
  maxBatchSize: 1,
} as const;

/** Depth: a validation rule, so an over-deep query is refused with GRAPHQL_VALIDATION_FAILED (400). */
export function depthLimitRule(maxDepth: number = GRAPHQL_LIMITS.maxDepth): ValidationRule {
  return (context) =>
    maxDepthRule({
      n: maxDepth,
      flattenFragments: true,
      // Report instead of throwing: Apollo does not catch an exception thrown inside validate().
      propagateOnRejection: false,
      onReject: [(_context, error) => context.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')))],
    })(context) as ReturnType<ValidationRule>;
}

/** The cost of one operation of a document, by the same estimators the server applies. */
export function operationComplexity(schema: GraphQLSchema, document: DocumentNode, operationName?: string, variables: Record<string, unknown> = {}): number {
  return getComplexity({
    schema,
    query: document,
    operationName,
    variables,
    // type-graphql's @Complexity(n) on a field wins; any other field costs 1.
    estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
  });
}

/** Costs kept per document: enough for its operations and a few @skip/@include combinations, never unbounded. */
const MAX_COSTS_PER_DOCUMENT = 16;
const costsByDocument = new WeakMap<DocumentNode, { directiveVariables: string[]; costs: Map<string, number> }>();
const schemaPricesArguments = new WeakMap<GraphQLSchema, boolean>();

/** Whether some field's cost is a function of its arguments (a type-graphql @Complexity function): then every variable counts. */
function pricesArguments(schema: GraphQLSchema): boolean {
  let prices = schemaPricesArguments.get(schema);
  if (prices === undefined) {
    prices = Object.values(schema.getTypeMap()).some(
      (type) => (isObjectType(type) || isInterfaceType(type)) && Object.values(type.getFields()).some((field) => typeof field.extensions?.complexity === 'function'),
    );
    schemaPricesArguments.set(schema, prices);
  }
  return prices;
}

/**
 * operationComplexity, remembered per parsed document. Apollo hands every request with the same
 * query text the same DocumentNode (its document cache), so a client's query is walked once
 * rather than on every request: walking the trip page's query cost about a tenth of its
 * request's CPU. Variables change the cost only through @skip/@include(if: $variable) while no
 * field prices its arguments, so the values of those variables are part of the key; a schema
 * with a field that prices its arguments keys on every variable.
 */
export function cachedOperationComplexity(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined, variables: Record<string, unknown>): number {
  let entry = costsByDocument.get(document);
  if (!entry) {
    const directiveVariables = new Set<string>();
    visit(document, {
      Directive(node) {
        for (const argument of node.arguments ?? []) if (argument.value.kind === Kind.VARIABLE) directiveVariables.add(argument.value.name.value);
      },
    });
    entry = { directiveVariables: [...directiveVariables], costs: new Map() };
    costsByDocument.set(document, entry);
  }
  const counted = pricesArguments(schema) ? Object.keys(variables).sort() : entry.directiveVariables;
  const key = JSON.stringify([operationName ?? null, ...counted.map((name) => variables[name] ?? null)]);
  const known = entry.costs.get(key);
  if (known !== undefined) return known;
  const cost = operationComplexity(schema, document, operationName, variables);
  if (entry.costs.size < MAX_COSTS_PER_DOCUMENT) entry.costs.set(key, cost);
  return cost;
}

/**
 * Complexity: checked once the operation is resolved, with the request's variables (a field's
 * cost may depend on its arguments). Over the limit is a 400 GRAPHQL_VALIDATION_FAILED.
 */
export function complexityLimitPlugin(maxComplexity: number = GRAPHQL_LIMITS.maxComplexity): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema, operation }) {
          // Over HTTP a subscription cannot be followed: say where it can (the socket serves only subscriptions).
          if (operation?.operation === 'subscription') {
            throw new GraphQLError('Subscriptions are served over WebSocket at /graphql, with the graphql-ws protocol', { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
          }
          // Variables that do not fit the operation: execution refuses them with a 400 of its own.
          // maxErrors: each error's message quotes the whole value, so a 20,000-key object would
          // otherwise build 20,000 copies of itself (gigabytes); one error is all we need to know.
          if (operation && getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {}, { maxErrors: 1 }).errors) return;
          let complexity: number;
          try {
            complexity = cachedOperationComplexity(schema, document, request.operationName ?? undefined, request.variables ?? {});
          } catch (error) {
            // e.g. a document with more nodes than the estimator will walk: refused, never let through
            throw new GraphQLError(error instanceof GraphQLError ? error.message : 'The query is too complex', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });
          }
          if (complexity > maxComplexity) {
            throw new GraphQLError(`Query complexity limit of ${maxComplexity} exceeded, found ${complexity}.`, {
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
