import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'odyssey-config-'));

describe('loadConfig', () => {
  test('defaults work offline on one machine: PGlite in DATA_DIR, port 4000, outbox mail', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(4000);
    expect(config.database).toEqual({ kind: 'embedded', dataDir: path.join(dir, 'db') });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.mail.outboxDir).toBe(path.join(dir, 'outbox'));
    expect(config.ai).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.corsOrigins).toEqual([]);
  });

  test('GraphQL introspection is on by default in every environment; GRAPHQL_INTROSPECTION=false turns it off', () => {
    for (const NODE_ENV of ['development', 'production', 'test']) expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV }).graphqlIntrospection).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'false' }).graphqlIntrospection).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), GRAPHQL_INTROSPECTION: 'true' }).graphqlIntrospection).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir(), GRAPHQL_INTROSPECTION: 'off' })).toThrow(/GRAPHQL_INTROSPECTION/);
  });

  test('without JWT_SECRET a random secret is generated once and kept in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir() }).jwtSecret).not.toBe(first);
  });

  test('DATABASE_URL switches to PostgreSQL; lists and numbers are parsed', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      PORT: '8080',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      TRUST_PROXY: '1',
      JWT_SECRET: 'x'.repeat(40),
      OPENAI_BASE_URL: 'http://localhost:11434/v1',
      AI_TIMEOUT_MS: '30000',
    });
    expect(config.ai).toEqual({ apiKey: undefined, baseUrl: 'http://localhost:11434/v1', model: undefined, timeoutMs: 30_000 });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.port).toBe(8080);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.trustProxy).toBe(1);
    expect(config.jwtSecret).toBe('x'.repeat(40));
  });

  test('start-up stops with a message naming every bad setting', () => {
    const attempt = () =>
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://db/x', JWT_SECRET: 'short', SMTP_URL: 'not a url', NODE_ENV: 'staging', AI_TIMEOUT_MS: '5' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'SMTP_URL', 'NODE_ENV', 'AI_TIMEOUT_MS']) expect(message).toContain(name);
    }
  });

  test('ADMIN_EMAIL and ADMIN_PASSWORD go together', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'admin@example.com' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'secret1' }).admin).toEqual({ email: 'admin@example.com', password: 'secret1' });
  });

  test('empty values count as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PORT: '', DATABASE_URL: '', OPENAI_API_KEY: '' });
    expect(config.port).toBe(4000);
    expect(config.database.kind).toBe('embedded');
    expect(config.ai).toBeUndefined();
  });
});
