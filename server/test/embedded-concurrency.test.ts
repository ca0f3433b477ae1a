/**
 * PGlite is one session shared by every query runner. These writes race on purpose: if
 * transactions were not serialised, statements would interleave and a rollback would take
 * other transactions' writes with it.
 */
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/database/data-source.js';
import { Setting } from '../src/modules/settings/setting.entity.js';
import { Subscriber } from '../src/modules/newsletter/subscriber.entity.js';
import { createTestDatabase, type TestDatabase } from './databases.js';

describe('embedded database under 50 concurrent writes', () => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase('embedded');
    dataSource = createDataSource(db.database);
    await dataSource.initialize();
    await dataSource.runMigrations();
    await dataSource.getRepository(Setting).save({ key: 'counter', value: 0 });
  });
  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await db?.drop();
  });

  test('no write is lost, and a failed transaction takes none of the others with it', async () => {
    const writers = Array.from({ length: 50 }, (_, i) =>
      dataSource.transaction(async (manager) => {
        // read-modify-write with a yield in the middle, the classic lost-update shape
        const counter = await manager.findOneByOrFail(Setting, { key: 'counter' });
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
        await manager.save(Setting, { key: 'counter', value: (counter.value as number) + 1 });
        await manager.save(Subscriber, { email: `writer${i}@example.com` });
        if (i % 10 === 9) throw new Error(`writer ${i} fails on purpose`);
      }),
    );
    // plain writes outside any transaction, racing with the transactions
    const plain = Array.from({ length: 10 }, (_, i) => dataSource.getRepository(Subscriber).save({ email: `plain${i}@example.com` }));
    const results = await Promise.allSettled([...writers, ...plain]);

    const failed = results.filter((r) => r.status === 'rejected');
    expect(failed).toHaveLength(5);
    const counter = await dataSource.getRepository(Setting).findOneByOrFail({ key: 'counter' });
    expect(counter.value).toBe(45);
    const emails = (await dataSource.getRepository(Subscriber).find()).map((s) => s.email);
    expect(emails).toHaveLength(55);
    expect(emails.filter((e) => e.startsWith('plain'))).toHaveLength(10);
    expect(emails).not.toContain('writer9@example.com');
    expect(emails).toContain('writer8@example.com');
  });

  test('a failing statement is reported as an error without crashing the process', async () => {
    await expect(dataSource.query('SELECT * FROM no_such_table')).rejects.toThrow(/no_such_table/);
    await expect(dataSource.query('SELECT 1 AS ok')).resolves.toEqual([{ ok: 1 }]);
  });

  test('UPDATE and DELETE report how many rows they touched', async () => {
    const result = await dataSource.getRepository(Subscriber).update({ subscribed: true }, { subscribed: false });
    expect(result.affected).toBe(55);
    const deleted = await dataSource.getRepository(Subscriber).delete({ email: 'plain0@example.com' });
    expect(deleted.affected).toBe(1);
  });
});
