/**
 * `npm run places:import -- <extract.osm.pbf> [...]`: imports OpenStreetMap extracts into the
 * place store of the configured database (DATA_DIR or DATABASE_URL), one transaction each.
 * Run it again with a newer extract to update the store. On the embedded database the server
 * must be stopped first (one process owns its files).
 */
import 'reflect-metadata';
import { ConfigError, loadConfig } from '../../config.js';
import { createDataSource } from '../../database/data-source.js';
import { lockEmbeddedDatabase } from '../../database/embedded-lock.js';
import { migrateDatabase } from '../../database/migrate.js';
import { createLogger } from '../../logger.js';
import { importExtract } from './import-extract.js';
import { ExtractError } from './read-extract.js';

const USAGE = 'usage: npm run places:import -- <extract.osm.pbf> [more extracts]   (a city from BBBike, a region from Geofabrik)';

async function main() {
  const files = process.argv.slice(2);
  if (files.length === 0) throw new ConfigError(USAGE);
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const unlock = config.database.kind === 'embedded' ? lockEmbeddedDatabase(config.database.dataDir) : undefined;
  const dataSource = createDataSource(config.database);
  try {
    await dataSource.initialize();
    await migrateDatabase(dataSource, createLogger(config));
    for (const file of files) {
      const started = performance.now();
      const summary = await importExtract(dataSource, file);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const asOf = summary.dataAsOf ? `, data as of ${summary.dataAsOf.toISOString().slice(0, 10)}` : '';
      console.log(`${summary.source}: ${summary.places} places (${summary.added} added, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.retired} retired${summary.rejected ? `, ${summary.rejected} left out as unusable` : ''}) in ${seconds} s${asOf}`);
    }
    console.log('Place data © OpenStreetMap contributors, under the Open Database License (opendatacommons.org/licenses/odbl).');
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    unlock?.();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof ConfigError || error instanceof ExtractError ? 78 : 1);
});
