/**
 * The one DataSource definition: embedded PGlite in DATA_DIR by default, PostgreSQL when
 * DATABASE_URL is set. The same entities and migrations serve both.
 */
import 'reflect-metadata';
import { Client, type ClientConfig } from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { Config } from '../config.js';
import { entities } from './entities.js';
import { migrations } from './migrations.js';
import { embeddedDriver } from './embedded-pool.js';

/** A new connection to PostgreSQL must open within this, so a database out of reach fails fast (503). */
export const CONNECT_TIMEOUT_MS = 5_000;
/**
 * How long a query may wait in line for one of an instance's pooled connections. node-postgres
 * bounds the wait and the opening of a connection with one setting; a busy instance under 200
 * connections waited more than 5 s in line and refused requests that would have been answered.
 * So the pool's setting is the wait in line, and each connection carries the short one.
 */
export const POOL_WAIT_MS = 30_000;
const POOL_SIZE = 10;

class QuicklyConnectingClient extends Client {
  constructor(config: ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

export function createDataSource(database: Config['database'], overrides: Partial<DataSourceOptions> = {}): DataSource {
  const common = {
    type: 'postgres' as const,
    entities,
    migrations,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    logging: false,
  };
  if (database.kind === 'postgres') {
    return new DataSource({ ...common, url: database.url, extra: { max: POOL_SIZE, connectionTimeoutMillis: POOL_WAIT_MS, Client: QuicklyConnectingClient }, ...overrides } as DataSourceOptions);
  }
  return new DataSource({ ...common, driver: embeddedDriver(database.dataDir), ...overrides } as DataSourceOptions);
}
