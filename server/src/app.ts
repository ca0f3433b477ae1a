/**
 * Builds one Odyssey instance: data source, services, GraphQL at /graphql, the REST shim
 * at /api and the web client. main.ts starts it; tests start it in-process.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import cors from 'cors';
import express, { type Express } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { DataSource } from 'typeorm';
import type { Config } from './config.js';
import { createDataSource } from './database/data-source.js';
import { lockEmbeddedDatabase } from './database/embedded-lock.js';
import { migrateDatabase } from './database/migrate.js';
import { createContext, type GraphQLContext } from './graphql/context.js';
import { createErrorFormatter } from './graphql/format-error.js';
import { complexityLimitPlugin, depthLimitRule } from './graphql/query-limits.js';
import { appSchema } from './graphql/schema.js';
import { apiRouter } from './rest/api-router.js';
import { jsonErrorHandler } from './rest/error-handler.js';
import { seedShowcaseTrips } from './modules/generation/showcase-seed.js';
import { limitMultipartBody } from './modules/wallet/upload-body-limit.js';
import { UPLOAD_SIZE_LIMIT } from './modules/wallet/wallet-document.js';
import { createServices, type ServiceOptions, type Services } from './services.js';
import { cookieSecret } from './web/browser-identity.js';
import { attachLiveUpdates } from './web/live-updates.js';
import { maintenanceGate, maintenancePlugin } from './web/maintenance-gate.js';
import { identifyViewer } from './web/identify-viewer.js';
import { takeTurns } from './web/request-turns.js';
import { rejectDeepNesting } from './web/nesting-depth.js';
import { rejectUnsafeText, unsafeTextRule } from './web/unsafe-text.js';
import { clientRoutes, explorerPage } from './web/static.js';

export interface OdysseyApp {
  app: Express;
  dataSource: DataSource;
  services: Services;
  /** serves GraphQL subscriptions (live trip changes) over WebSocket on the server the app listens on */
  attach(server: Server): void;
  /** closes the subscriptions' sockets (their clients reconnect elsewhere); the first step of a shutdown */
  detach(): Promise<void>;
  /** stops GraphQL and closes the database; call after the HTTP server has stopped */
  close(): Promise<void>;
}

const REQUEST_ID = /^[\w-]{1,64}$/;

export async function createApp(config: Config, log: Logger, options: ServiceOptions = {}): Promise<OdysseyApp> {
  const unlock = config.database.kind === 'embedded' ? lockEmbeddedDatabase(config.database.dataDir) : undefined;
  const dataSource = createDataSource(config.database);
  try {
    await dataSource.initialize();
    await migrateDatabase(dataSource, log);
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    unlock?.();
    throw error;
  }
  const services = createServices(config, dataSource, log, options);
  await services.trips.events.start().catch((error: unknown) => log.warn({ err: error }, 'live updates: could not listen for other instances yet'));
  if (config.admin) await services.users.ensureAdmin(config.admin.email, config.admin.password);
  await seedShowcaseTrips(dataSource, services.tripGeneration, log);

  const schema = await appSchema();
  const detachers: Array<() => Promise<void>> = [];
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    csrfPrevention: true,
    // Stated, not left to Apollo, which turns introspection off whenever NODE_ENV=production.
    introspection: config.graphqlIntrospection,
    // main.ts owns shutdown: finish HTTP requests first, then stop GraphQL, then the database.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    formatError: createErrorFormatter(log),
    // Depth, complexity and batch size limits: graphql/query-limits.ts.
    allowBatchedHttpRequests: false,
    validationRules: [depthLimitRule(), unsafeTextRule],
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), maintenancePlugin(), complexityLimitPlugin()],
  });
  await apollo.start();
  const stopCleanup = services.tripCleanup.schedule(log.child({ module: 'trip-cleanup' }));

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(
    pinoHttp({
      logger: log,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  // A few requests started per turn of the event loop, so a busy instance keeps accepting.
  app.use(takeTurns());
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          // MUI (emotion) and GraphiQL inject style elements at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'connect-src': ["'self'"],
          'worker-src': ["'self'", 'blob:'],
          // Self-hosted instances often run on plain http; upgrading would break them.
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );
  // Text answers (the client's JavaScript, CSS and map data, GraphQL and REST JSON) go out
  // gzipped: uncompressed they cost a mobile visitor seconds. Server-sent events opt out with
  // `Cache-Control: no-transform`, which compression respects, so they still stream at once.
  app.use(compression());
  if (config.corsOrigins.length > 0) {
    // Only the configured origins may call the API from a browser, with credentials.
    app.use(['/api', '/graphql'], cors({ origin: config.corsOrigins, credentials: true }));
  }
  app.use(cookieParser(cookieSecret(config.jwtSecret)));
  app.use(['/api', '/graphql'], identifyViewer(services.auth));
  app.use('/api', maintenanceGate(services.settings));
  app.use('/api', apiRouter(services));
  app.use(
    '/graphql',
    explorerPage(config.clientDist),
    // multipart requests (the wallet's document uploads); Apollo's CSRF check wants Apollo-Require-Preflight on them
    limitMultipartBody(),
    graphqlUploadExpress({ maxFileSize: UPLOAD_SIZE_LIMIT, maxFiles: 1 }),
    express.json({ limit: '1mb' }),
    rejectDeepNesting('graphql'),
    rejectUnsafeText('graphql'),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => createContext(services, req, res),
    }),
  );
  // A trip page's HTML carries the trip (its first paint): its queries run here as the visitor.
  const queriesFor = (req: express.Request, res: express.Response) => async (query: string, variables: Record<string, unknown>) => {
    const response = await apollo.executeOperation({ query, variables }, { contextValue: createContext(services, req, res) });
    return response.body.kind === 'single' ? response.body.singleResult : { errors: ['an incremental answer'] };
  };
  app.use(clientRoutes(config.clientDist, () => services.settings.get(), queriesFor));
  app.use(jsonErrorHandler);

  return {
    app,
    dataSource,
    services,
    attach(server) {
      detachers.push(attachLiveUpdates(server, schema, services, { jwtSecret: config.jwtSecret, log: log.child({ module: 'live' }) }));
    },
    async detach() {
      for (const detach of detachers.splice(0)) await detach();
    },
    async close() {
      stopCleanup();
      for (const detach of detachers.splice(0)) await detach();
      await services.trips.presence.close();
      await services.trips.events.close();
      await apollo.stop();
      if (dataSource.isInitialized) await dataSource.destroy();
      unlock?.();
    },
  };
}

/** Stops accepting connections, lets in-flight requests finish (up to a grace period), then closes. */
export async function shutdown(server: Server, odyssey: OdysseyApp, graceMs = 10_000): Promise<void> {
  const closed = new Promise<void>((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    timer.unref();
    // No new connections from here on; in-flight requests may finish.
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
  // Upgraded sockets (live changes) are no longer the HTTP server's to close: end them, or it never closes.
  await odyssey.detach();
  await closed;
  await odyssey.close();
}
