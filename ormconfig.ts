/**
 * The DataSource for TypeORM's own tooling. The application builds the same one through
 * server/src/database/data-source.ts: PGlite in DATA_DIR by default, PostgreSQL via DATABASE_URL.
 */
import { loadConfig } from './server/src/config.js';
import { createDataSource } from './server/src/database/data-source.js';

export default createDataSource(loadConfig().database);
