/**
 * Starts a real Odyssey instance in-process on a random port, for HTTP tests.
 * One instance per suite (beforeAll/afterAll), never per test.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp, shutdown, type OdysseyApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import type { ServiceOptions } from '../src/services.js';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases.js';

export interface TestServer {
  url: string;
  config: Config;
  odyssey: OdysseyApp;
  db: TestDatabase;
  /** stops the server and drops its database */
  stop(): Promise<void>;
  /** stops the server and keeps its database and DATA_DIR (for tests of what is left on disk) */
  close(): Promise<void>;
}

/** A stand-in client build, so the SPA fallback and explorer routes can be tested without Vite. */
export const FAKE_CLIENT_INDEX = '<!doctype html><title>Odyssey test client</title><div id="root"></div>';

export async function startTestServer(kind: DatabaseKind, env: Record<string, string> = {}, options: ServiceOptions = {}): Promise<TestServer> {
  return startTestServerOn(await createTestDatabase(kind), env, options);
}

/** The same, on a database that already exists (e.g. one of an older schema, to upgrade); stop() drops it. */
export async function startTestServerOn(db: TestDatabase, env: Record<string, string> = {}, options: ServiceOptions = {}): Promise<TestServer> {
  const clientDist = path.join(db.dataDir, 'client-dist');
  mkdirSync(clientDist, { recursive: true });
  writeFileSync(path.join(clientDist, 'index.html'), FAKE_CLIENT_INDEX);
  writeFileSync(path.join(clientDist, 'explorer.html'), '<!doctype html><title>GraphQL explorer</title>');
  const config: Config = {
    ...loadConfig({ DATA_DIR: db.dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', CLIENT_DIST: clientDist, ...env }),
    database: db.database,
  };
  const odyssey = await createApp(config, createLogger(config), options);
  const server: Server = await new Promise((resolve) => {
    const listening = odyssey.app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  odyssey.attach(server);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    odyssey,
    db,
    async stop() {
      await shutdown(server, odyssey, 2_000);
      await db.drop();
    },
    async close() {
      await shutdown(server, odyssey, 2_000);
    },
  };
}

/** POSTs a GraphQL operation the way our client does (JSON, which passes CSRF prevention). */
export async function graphql<T = Record<string, unknown>>(url: string, query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
  return { status: response.status, body };
}
