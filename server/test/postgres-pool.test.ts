/**
 * The PostgreSQL pool's two limits (server/src/database/data-source.ts): a query waits in line
 * for one of the instance's pooled connections up to POOL_WAIT_MS (30 s), so a busy instance
 * answers late rather than refusing; but opening a connection gives up after CONNECT_TIMEOUT_MS
 * (5 s), so a database out of reach is a quick 503. node-postgres has one setting for both.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { CONNECT_TIMEOUT_MS, createDataSource, POOL_WAIT_MS } from '../src/database/data-source.js';
import { isDatabaseUnavailable } from '../src/database/database-unavailable.js';
import { createTestDatabase, type TestDatabase } from './databases.js';

const POOL_SIZE = 10;

test('the wait in line is longer than the connect timeout', () => {
  expect(POOL_WAIT_MS).toBeGreaterThanOrEqual(6 * CONNECT_TIMEOUT_MS);
});

describe('a busy pool', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await db?.drop();
  });

  test('a query waits longer than the connect timeout for a free connection, and is answered', async () => {
    const dataSource = createDataSource(db.database);
    await dataSource.initialize();
    try {
      // every pooled connection busy for longer than the connect timeout
      const hold = (CONNECT_TIMEOUT_MS + 1500) / 1000;
      const busy = Array.from({ length: POOL_SIZE }, () => dataSource.query(`SELECT pg_sleep(${hold})`));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = Date.now();
      const [answer] = (await dataSource.query('SELECT 42 AS answer')) as Array<{ answer: number }>;
      expect(answer.answer).toBe(42);
      expect(Date.now() - started).toBeGreaterThan(CONNECT_TIMEOUT_MS);
      await Promise.all(busy);
    } finally {
      await dataSource.destroy();
    }
  }, 30_000);
});

describe('a database that accepts the connection and never answers', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  test('fails within the connect timeout, as a database out of reach (503), not after the wait in line', async () => {
    const { port } = silent.address() as AddressInfo;
    const dataSource = createDataSource({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${port}/test` });
    const started = Date.now();
    const error = await dataSource.initialize().then(
      () => undefined,
      (failure: unknown) => failure,
    );
    const elapsed = Date.now() - started;
    expect(error).toBeDefined();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100);
    expect(elapsed).toBeLessThan(POOL_WAIT_MS);
  }, 40_000);
});
