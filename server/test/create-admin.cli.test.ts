/**
 * `npm run create-admin`: the command an operator runs to make the first admin. It is run here
 * as the operator runs it (scripts/create-admin.ts, which builds the server if stale and runs its
 * command) against an embedded database of its own; the account is then read from that database.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { createDataSource } from '../src/database/data-source.js';
import { User } from '../src/modules/users/user.entity.js';
import { verifyPassword } from '../src/modules/users/password.js';

const root = path.resolve(__dirname, '..', '..');
const cli = path.join(root, 'scripts', 'create-admin.ts');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

describe('npm run create-admin', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'odyssey-create-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  function run(args: string[], env: Record<string, string> = {}, input = '') {
    const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, DATABASE_URL: _url, ...inherited } = process.env;
    return spawnSync(tsx, [cli, ...args], { env: { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env }, input, encoding: 'utf8', timeout: 60_000 });
  }

  async function readUser(email: string): Promise<User | null> {
    // the database where the command put it: the app's own reading of DATA_DIR
    const dataSource = createDataSource(loadConfig({ DATA_DIR: dataDir }).database);
    await dataSource.initialize();
    try {
      return await dataSource.getRepository(User).findOneBy({ email });
    } finally {
      await dataSource.destroy();
    }
  }

  test('makes an admin whose password (read from stdin) is stored as an argon2id hash', async () => {
    const result = run(['Chief@Example.com'], {}, 'first-secret\n');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Admin account ready: chief@example.com');
    const admin = await readUser('chief@example.com');
    expect(admin).toMatchObject({ isAdmin: true });
    expect(admin?.password).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin!.password, 'first-secret')).toBe(true);
  });

  test('run again with ADMIN_PASSWORD, it updates the same account', async () => {
    expect(run(['chief@example.com'], { ADMIN_PASSWORD: 'second-secret' }).status).toBe(0);
    const admin = await readUser('chief@example.com');
    expect(await verifyPassword(admin!.password, 'second-secret')).toBe(true);
  });

  test('refuses a missing or invalid email, and a short password, with a clear message and nothing stored', async () => {
    const noEmail = run([], { ADMIN_PASSWORD: 'long-enough' });
    expect(noEmail.status).toBe(78);
    expect(noEmail.stderr).toContain('A valid email address is required.');
    const badEmail = run(['not-an-email'], { ADMIN_PASSWORD: 'long-enough' });
    expect(badEmail.status).toBe(78);
    const shortPassword = run(['new@example.com'], { ADMIN_PASSWORD: '12345' });
    expect(shortPassword.status).toBe(78);
    expect(shortPassword.stderr).toContain('The password must be at least 6 characters.');
    expect(await readUser('new@example.com')).toBeNull();
  });
});
