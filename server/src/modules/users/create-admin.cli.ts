/**
 * `npm run create-admin -- <email>`: makes (or promotes) an admin account in the configured
 * database (DATA_DIR or DATABASE_URL), the same way ADMIN_EMAIL/ADMIN_PASSWORD do at start-up.
 * The password comes from ADMIN_PASSWORD, else a hidden prompt, else the first line of stdin,
 * so it never has to appear in the shell history.
 */
import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../../config.js';
import { createDataSource } from '../../database/data-source.js';
import { lockEmbeddedDatabase } from '../../database/embedded-lock.js';
import { migrateDatabase } from '../../database/migrate.js';
import { createLogger } from '../../logger.js';
import { UserService } from './user.service.js';

const USAGE = 'usage: npm run create-admin -- <email>   (password from ADMIN_PASSWORD, a prompt, or stdin)';

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    const lines = createInterface({ input: stdin });
    for await (const line of lines) return line;
    return '';
  }
  process.stdout.write('Password for the admin account: ');
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let password = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') return reject(new Error('cancelled'));
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          return resolve(password);
        }
        password = char === '\u007f' ? password.slice(0, -1) : password + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function main() {
  const email = z.string().trim().toLowerCase().email().safeParse(process.argv[2]);
  if (!email.success) throw new ConfigError(`${USAGE}\nA valid email address is required.`);
  const password = await readPassword();
  if (password.length < 6) throw new ConfigError('The password must be at least 6 characters.');

  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...env } = process.env;
  const config = loadConfig({ ...env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const unlock = config.database.kind === 'embedded' ? lockEmbeddedDatabase(config.database.dataDir) : undefined;
  const dataSource = createDataSource(config.database);
  try {
    await dataSource.initialize();
    await migrateDatabase(dataSource, createLogger(config));
    const admin = await new UserService(dataSource).ensureAdmin(email.data, password);
    console.log(`Admin account ready: ${admin.email} (username ${admin.username}).`);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    unlock?.();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof ConfigError ? 78 : 1);
});
