/** Settings from the environment take effect: the start-up admin, CORS origins and the mail outbox. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { User } from '../src/modules/users/user.entity.js';
import { verifyPassword } from '../src/modules/users/password.js';
import { DATABASE_KINDS } from './databases.js';
import { startTestServer, type TestServer } from './harness.js';

describe.each(DATABASE_KINDS)('configuration on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { ADMIN_EMAIL: 'Ops@Example.com', ADMIN_PASSWORD: 'first-secret', CORS_ORIGINS: 'https://partner.example' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  test('ADMIN_EMAIL/ADMIN_PASSWORD create an admin whose password is stored as an argon2id hash', async () => {
    const admin = await server.odyssey.dataSource.getRepository(User).findOneByOrFail({ email: 'ops@example.com' });
    expect(admin).toMatchObject({ isAdmin: true, username: 'ops' });
    expect(admin.password).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin.password, 'first-secret')).toBe(true);
  });

  test('a later start with another password updates the same account', async () => {
    await server.odyssey.services.users.ensureAdmin('ops@example.com', 'second-secret');
    const admins = await server.odyssey.dataSource.getRepository(User).findBy({ email: 'ops@example.com' });
    expect(admins).toHaveLength(1);
    expect(await verifyPassword(admins[0].password, 'second-secret')).toBe(true);
  });

  test('CORS answers configured origins only', async () => {
    const allowed = await fetch(`${server.url}/api/health`, { headers: { origin: 'https://partner.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const other = await fetch(`${server.url}/api/health`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('without SMTP_URL an email becomes an .eml file in DATA_DIR/outbox', async () => {
    const { outboxFile } = await server.odyssey.services.mail.send({ to: 'traveller@example.com', subject: 'Your trip to Kyoto', text: 'Have a good trip.' });
    expect(outboxFile).toBeDefined();
    expect(path.dirname(outboxFile!)).toBe(path.join(server.config.dataDir, 'outbox'));
    expect(readdirSync(server.config.mail.outboxDir)).toHaveLength(1);
    const eml = readFileSync(outboxFile!, 'utf8');
    expect(eml).toMatch(/^To: traveller@example.com$/m);
    expect(eml).toMatch(/^Subject: Your trip to Kyoto$/m);
    expect(eml).toContain('Have a good trip.');
  });
});
