/**
 * The only reader of process.env. Every setting is validated here and start-up stops
 * with a message naming each bad setting, so a misconfigured instance never half-runs.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { FileStorageOptions } from './modules/storage/create-file-storage.js';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .url()
      .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
        message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
      })
      .optional(),
  );

const environmentSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(4000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'production', 'test']).default('development')),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.string().email().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(6, 'must be at least 6 characters').optional()),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  // Unset: the admin's Site Name <no-reply@odyssey.local> (see MailService).
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().optional()),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl(['http', 'https']),
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1_000, 'must be at least 1000 (ms)').max(600_000, 'must be at most 600000 (ms)').optional()),
  GOOGLE_PLACES_API_KEY: optionalString,
  GOOGLE_PLACES_BASE_URL: optionalUrl(['http', 'https']),
  NOMINATIM_URL: optionalUrl(['http', 'https']),
  OVERPASS_URL: optionalUrl(['http', 'https']),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().optional()),
  CORS_ORIGINS: z.preprocess(emptyAsUndefined, z.string().optional()),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  CLIENT_DIST: optionalString,
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl(['http', 'https']),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  S3_KEY_PREFIX: optionalString,
  // The schema is public (schema.graphql is committed), so it is readable by default everywhere.
  GRAPHQL_INTROSPECTION: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('true')),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'embedded'; dataDir: string } | { kind: 'postgres'; url: string };
  nodeEnv: 'development' | 'production' | 'test';
  jwtSecret: string;
  admin?: { email: string; password: string };
  /** from: MAIL_FROM, or unset for the Site Name setting as the sender's name */
  mail: { smtpUrl?: string; outboxDir: string; from?: string };
  publicUrl?: string;
  ai?: { apiKey?: string; baseUrl?: string; model?: string; timeoutMs?: number };
  /** Google Places API (New); baseUrl is for tests and proxies, Google's own by default */
  googlePlaces?: { apiKey: string; baseUrl?: string };
  /** self-hosted (or public) OpenStreetMap services that ground a model's places when Google Places is not configured */
  openStreetMap: { nominatimUrl?: string; overpassUrl?: string };
  /** passed to express 'trust proxy': false, true, a hop count or a list of addresses */
  trustProxy: boolean | number | string;
  corsOrigins: string[];
  logLevel: string;
  uploadsDir: string;
  /** where wallet documents live: DATA_DIR/uploads, or an S3-compatible bucket when S3_BUCKET is set */
  fileStorage: FileStorageOptions;
  clientDist: string;
  /**
   * Whether /graphql answers introspection queries. On by default in every environment,
   * production included (Apollo's own default turns it off there): the explorer's docs and
   * third parties' code generators read the schema from the live endpoint.
   */
  graphqlIntrospection: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnvironment(env);
  const { dataDir, database, fileStorage } = dataLocations(e);
  const ai = e.OPENAI_API_KEY || e.OPENAI_BASE_URL ? { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS } : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    nodeEnv: e.NODE_ENV,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    mail: { smtpUrl: e.SMTP_URL, outboxDir: path.join(dataDir, 'outbox'), from: e.MAIL_FROM },
    publicUrl: e.PUBLIC_URL,
    ai,
    googlePlaces: e.GOOGLE_PLACES_API_KEY ? { apiKey: e.GOOGLE_PLACES_API_KEY, baseUrl: e.GOOGLE_PLACES_BASE_URL } : undefined,
    openStreetMap: { nominatimUrl: e.NOMINATIM_URL, overpassUrl: e.OVERPASS_URL },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    corsOrigins: (e.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
    logLevel: e.LOG_LEVEL,
    uploadsDir: path.join(dataDir, 'uploads'),
    fileStorage,
    clientDist: path.resolve(e.CLIENT_DIST ?? path.join(__dirname, '..', '..', 'client', 'dist')),
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION === 'true',
  };
}

export type DataLocations = Pick<Config, 'dataDir' | 'database' | 'fileStorage'>;

/**
 * Only where the data lives (DATA_DIR, DATABASE_URL, the S3 bucket), for the backup and restore
 * commands: unlike loadConfig it writes nothing, where loadConfig creates DATA_DIR/jwt-secret.
 */
export function loadDataLocations(env: NodeJS.ProcessEnv = process.env): DataLocations {
  return dataLocations(parseEnvironment(env));
}

type Environment = z.infer<typeof environmentSchema>;

function parseEnvironment(env: NodeJS.ProcessEnv): Environment {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_REGION || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY || e.S3_FORCE_PATH_STYLE || e.S3_KEY_PREFIX)) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET must be set to use the other S3_* settings');
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return e;
}

function dataLocations(e: Environment): DataLocations {
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    dataDir,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'embedded', dataDir: path.join(dataDir, 'db') },
    fileStorage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          keyPrefix: e.S3_KEY_PREFIX,
        }
      : { kind: 'local', dir: path.join(dataDir, 'uploads') },
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * With no JWT_SECRET, a random secret is generated on first start and kept in DATA_DIR,
 * so sessions survive restarts without a constant in the code.
 */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
