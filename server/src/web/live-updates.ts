/**
 * GraphQL subscriptions over WebSocket (the graphql-ws protocol) at /graphql, on the HTTP server
 * the app listens on (issue 22). A connection is identified as an HTTP request is: the bearer
 * token from the connection's `authorization` parameter, and the browser cookie from the upgrade
 * request. Queries and mutations stay on HTTP; only subscriptions use the socket.
 */
import type { IncomingMessage, Server } from 'node:http';
import cookieParser from 'cookie-parser';
import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import { GraphQLError } from 'graphql';
import { AppError } from '../common/app-error.js';
import type { GraphQLContext } from '../graphql/context.js';
import { viewerOf, type Viewer } from '../modules/auth/viewer.js';
import type { Services } from '../services.js';
import { browserIdOf, cookieSecret } from './browser-identity.js';
import { viewerOfCredentials } from './identify-viewer.js';

/** A page follows one trip; a few tabs each. Beyond this, a connection's extra subscriptions are refused. */
const MAX_SUBSCRIPTIONS_PER_CONNECTION = 20;

export function attachLiveUpdates(server: Server, schema: GraphQLSchema, services: Services, options: { jwtSecret: string; log: Logger }): () => Promise<void> {
  const sockets = new WebSocketServer({ server, path: '/graphql', maxPayload: 64 * 1024 });
  const readCookies = cookieParser(cookieSecret(options.jwtSecret));
  const viewerOfConnection = async (request: IncomingMessage, params: Record<string, unknown> | undefined): Promise<Viewer> => {
    await new Promise<void>((resolve) => readCookies(request as never, {} as never, () => resolve()));
    return viewerOfCredentials(services.auth, typeof params?.authorization === 'string' ? params.authorization : undefined, browserIdOf(request as never));
  };
  const subscriptions = new WeakMap<object, number>();
  const cleanup = useServer<Record<string, unknown> | undefined, { viewer?: Viewer }>(
    {
      schema,
      onConnect: async (ctx) => {
        ctx.extra.viewer = await viewerOfConnection(ctx.extra.request, ctx.connectionParams);
        return true;
      },
      onSubscribe: (ctx, _id, payload) => {
        const count = (subscriptions.get(ctx) ?? 0) + 1;
        subscriptions.set(ctx, count);
        if (count > MAX_SUBSCRIPTIONS_PER_CONNECTION) return [new GraphQLError('Too many subscriptions on one connection', { extensions: { code: 'RATE_LIMITED' } })];
        // Only subscriptions travel over the socket.
        if (!/^\s*subscription\b/.test(payload.query ?? '')) return [new GraphQLError('Send queries and mutations over HTTP; this socket carries subscriptions', { extensions: { code: 'BAD_REQUEST' } })];
        return undefined;
      },
      context: (ctx): GraphQLContext => ({
        services,
        requestId: 'ws',
        log: options.log,
        viewer: ctx.extra.viewer ?? viewerOf({}),
        ensureBrowserId: () => {
          throw new AppError('bad_request', 'A subscription cannot start a browser session');
        },
        clientAddress: ctx.extra.request.socket.remoteAddress ?? 'unknown',
        signal: new AbortController().signal,
      }),
    },
    sockets,
  );
  return async () => {
    for (const socket of sockets.clients) socket.terminate();
    await cleanup.dispose();
    await new Promise<void>((resolve) => sockets.close(() => resolve()));
  };
}
