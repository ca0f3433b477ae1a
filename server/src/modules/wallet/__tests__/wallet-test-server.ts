/**
 * The wallet's HTTP tests run against the real app once services.ts, schema.ts, api-router.ts
 * and app.ts mount the wallet. Until then (and for a storage other than the configured one)
 * this mounts the wallet the same way on an app of its own, beside a real instance that
 * shares its database and cookie secret, so trips and cookies made on one work on the other.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import cookieParser from 'cookie-parser';
import express from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { buildSchema } from 'type-graphql';
import { authChecker } from '../../../graphql/auth-checker.js';
import { validateArgument } from '../../../graphql/validate-arguments.js';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import type { DatabaseKind } from '../../../../test/databases.js';
import { createContext } from '../../../graphql/context.js';
import { createErrorFormatter } from '../../../graphql/format-error.js';
import { createLogger } from '../../../logger.js';
import { apiNotFound, jsonErrorHandler } from '../../../rest/error-handler.js';
import type { Services } from '../../../services.js';
import { cookieSecret } from '../../../web/browser-identity.js';
import { type FileStorage, LocalFileStorage } from '../../storage/index.js';
import { limitMultipartBody } from '../upload-body-limit.js';
import { UPLOAD_SIZE_LIMIT } from '../wallet-document.js';
import { WalletResolver } from '../wallet.resolver.js';
import { walletRoutes } from '../wallet.routes.js';
import { DocumentLinks } from '../document-link.js';
import { WalletService } from '../wallet.service.js';

export interface WalletTestServer {
  /** where the wallet's /api and /graphql answer */
  url: string;
  /** the real instance: trip generation and everything else */
  app: TestServer;
  wallet: WalletService;
  /** true when the real app mounts the wallet itself */
  wired: boolean;
  stop(): Promise<void>;
}

export async function startWalletTestServer(kind: DatabaseKind, options: { storage?: FileStorage } = {}): Promise<WalletTestServer> {
  const app = await startTestServer(kind);
  const services = app.odyssey.services as Services & { wallet?: WalletService };
  if (services.wallet && !options.storage) {
    return { url: app.url, app, wallet: services.wallet, wired: true, stop: () => app.stop() };
  }

  const log = createLogger(app.config);
  const wallet = new WalletService(app.odyssey.dataSource, services.trips, options.storage ?? new LocalFileStorage(app.config.uploadsDir), new DocumentLinks(app.config.jwtSecret), log);
  const walletServices = { ...services, wallet };
  const apollo = new ApolloServer({
    schema: await buildSchema({ resolvers: [WalletResolver], validateFn: validateArgument, authChecker }),
    csrfPrevention: true,
    formatError: createErrorFormatter(log),
  });
  await apollo.start();

  const web = express();
  web.use(pinoHttp({ logger: log, autoLogging: false }));
  web.use(helmet());
  web.use(cookieParser(cookieSecret(app.config.jwtSecret)));
  web.use('/api', express.json({ limit: '1mb' }), walletRoutes(walletServices), apiNotFound);
  web.use(
    '/graphql',
    limitMultipartBody(),
    graphqlUploadExpress({ maxFileSize: UPLOAD_SIZE_LIMIT, maxFiles: 1 }),
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, { context: async ({ req, res }) => createContext(walletServices, req, res) }),
  );
  web.use(jsonErrorHandler);
  const server: Server = await new Promise((resolve) => {
    const listening = web.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    app,
    wallet,
    wired: false,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await apollo.stop();
      await app.stop();
    },
  };
}
