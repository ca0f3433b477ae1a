/** Several instances share one PostgreSQL: they start together, migrate once, and see each other's writes. */
import { createApp, type OdysseyApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { Setting } from '../src/modules/settings/setting.entity.js';
import { createTestDatabase, type TestDatabase } from './databases.js';

describe('two instances on one PostgreSQL', () => {
  let db: TestDatabase;
  const apps: OdysseyApp[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.drop();
  });

  test('starting at the same moment, both migrate safely and share data', async () => {
    const config: Config = { ...loadConfig({ DATA_DIR: db.dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' }), database: db.database };
    const [first, second] = await Promise.all([createApp(config, createLogger(config)), createApp(config, createLogger(config))]);
    apps.push(first, second);
    const applied = await first.dataSource.query('SELECT name FROM migrations');
    expect(applied).toHaveLength(second.dataSource.migrations.length);

    await first.dataSource.getRepository(Setting).save({ key: 'siteName', value: 'Shared Trips' });
    await expect(second.services.settings.get()).resolves.toMatchObject({ siteName: 'Shared Trips' });
  });
});
