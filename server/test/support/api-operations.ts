/**
 * Every operation the server offers, read from the live sources: the REST router stack and the
 * GraphQL schema. Suites that must cover every operation compare their tables against these, so
 * an operation added later without a row fails them.
 */
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import type { Services } from '../../src/services.js';
import { apiRouter } from '../../src/rest/api-router.js';
import { CHECKED_INPUT, type CheckedInputDeclaration } from '../../src/rest/checked-input.js';
import { GUARDED_ROLE } from '../../src/rest/require-role.js';
import type { HttpClient } from './http-client.js';

export interface RestRoute {
  method: string;
  path: string;
  /** declared admin-only by its requireRole('admin') guard */
  admin: boolean;
  /** the input class its body(...) or query(...) middleware checks, if it declares one */
  input?: CheckedInputDeclaration;
}

/** Every route in a router's stack, through the routers it mounts. */
export function restRoutes(stack: unknown[]): RestRoute[] {
  return stack.flatMap((layer) => {
    const { route, handle } = layer as { route?: { path: string; methods: Record<string, boolean>; stack: Array<{ handle?: Record<symbol, unknown> }> }; handle?: { stack?: unknown[] } };
    if (route) {
      const admin = route.stack.some((step) => step.handle?.[GUARDED_ROLE] === 'admin');
      const input = route.stack.map((step) => step.handle?.[CHECKED_INPUT] as CheckedInputDeclaration | undefined).find(Boolean);
      return Object.keys(route.methods).filter((m) => m !== '_all').map((method) => ({ method: method.toUpperCase(), path: route.path, admin, input }));
    }
    return handle?.stack ? restRoutes(handle.stack) : [];
  });
}

/** 'GET /trips/uuid/:uuid', ...: the REST paths under /api. */
export function restOperations(services: Services): string[] {
  return [...new Set(restRoutes(apiRouter(services).stack).map(({ method, path }) => `${method} ${path}`))].sort();
}

/** 'query trip', 'mutation saveTrip', ...: every root field of the served schema. */
export async function graphqlOperations(http: HttpClient): Promise<string[]> {
  const introspection = await http.graphql(getIntrospectionQuery());
  const schema = buildClientSchema(introspection.body.data as IntrospectionQuery);
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const;
  return roots.flatMap(([kind, root]) => (root ? Object.keys(root.getFields()).map((name) => `${kind} ${name}`) : [])).sort();
}
