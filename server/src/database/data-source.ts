/**
 * The one DataSource definition: embedded PGlite in DATA_DIR by default, PostgreSQL when
 * DATABASE_URL is set. The same entities and migrations serve both.
 */
import 'reflect-metadata';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { Config } from '../config.js';
import { entities } from './entities.js';
import { migrations } from './migrations.js';
import { embeddedDriver } from './embedded-pool.js';

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
    return new DataSource({ ...common, url: database.url, extra: { max: 10, connectionTimeoutMillis: 5000 }, ...overrides } as DataSourceOptions);
  }
  return new DataSource({ ...common, driver: embeddedDriver(database.dataDir), ...overrides } as DataSourceOptions);
}
