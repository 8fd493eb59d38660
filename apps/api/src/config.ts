import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { TS3StorageConfig } from './platform/s3-storage';

/**
 * Every environment variable the server reads, parsed once at boot. Nothing else reads
 * `process.env`. A wrong value stops the start with a message naming the variable.
 */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** The sender of every e-mail; `Tariq <no-reply@host of PUBLIC_URL>` when unset. */
  MAIL_FROM: z.string().min(3).optional(),
  /** An external Mercure hub that also receives every real-time event (ARCHITECTURE.md §6). */
  MERCURE_URL: z.url().optional(),
  MERCURE_PUBLISHER_JWT_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The key that hub checks subscribers' tokens with; the publisher key when unset. */
  MERCURE_SUBSCRIBER_JWT_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** An OSRM server (its standard HTTP API) for real routes (issue 31); the built-in estimate when unset. */
  ROUTING_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** `on`: a clock the developer moves forward (`POST /api/dev/clock`), to see time-bound rules at once. Never in production. */
  DEV_CLOCK: z.enum(['on', 'off']).default('off'),
  /** Files in an S3-compatible bucket instead of DATA_DIR/files (issue 26); the other S3_* with it. */
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible service's URL (MinIO, Garage…); AWS when unset. */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `false` for virtual-host addressing (`bucket.host`); path style by default, as S3-compatible services expect. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  /** `off` reads every freight search from the database (the in-memory exchange index is not loaded). */
  FREIGHT_INDEX: z.enum(['on', 'off']).default('on'),
  /** The exchange index's bound: past it, the index lets go and the database serves every search. */
  FREIGHT_INDEX_MAX_MB: z.coerce.number().int().min(1).max(16384).default(320),
});

export type TDatabaseConfig = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export type TConfig = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute path of the data folder; `null` for a throw-away in-memory setup (tests). */
  dataDir: string | null;
  database: TDatabaseConfig;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** The external Mercure hub, when one is configured: `mercure_token`s are then signed with its subscriber key. */
  mercure: { url: string; publisherKey: string; subscriberKey: string } | null;
  tileUrl: string;
  /** The OSRM server routes are asked of (`ROUTING_URL`), without a trailing slash; null: the built-in estimate. */
  routingUrl: string | null;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  corsOrigins: string[];
  trustProxy: boolean;
  /** Folder of the built web app, served for every path outside the API. */
  webDistDir: string;
  /** Demo companies and users are seeded on an empty database, never in production. */
  seedDemo: boolean;
  /**
   * The developer mailbox (`GET /api/dev/mailbox`, page `/dev/mailbox`): every queued mail with its
   * links, so that a newcomer finishes a sign-up without a mail server. Never in production.
   */
  devMailbox: boolean;
  /**
   * A clock the developer moves forward (`DEV_CLOCK=on`, never in production): `POST /api/dev/clock`
   * advances it and runs every job once, so that a cascade or a tacit acceptance shows at once.
   */
  devClock: boolean;
  /** Where uploaded files go: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/files. */
  s3: TS3StorageConfig | null;
  /** The freight search's in-memory index of open offers (on unless `FREIGHT_INDEX=off`). */
  freightIndex: boolean;
  /** What the index may hold, reckoned in bytes (`FREIGHT_INDEX_MAX_MB`). */
  freightIndexMaxBytes: number;
  /**
   * scrypt cost of new password hashes (SECURITY.md #3). No variable sets it: the server always
   * hashes with N = 2^17; only `testConfig` lowers it, so suites do not spend minutes hashing.
   */
  passwordHashing: { n: number };
};

export class ConfigError extends Error {}

/** OWASP's scrypt cost for password hashes (SECURITY.md #3). */
export const PRODUCTION_SCRYPT_N = 2 ** 17;
/** Tests only: a cheap hash with the same format and code path. */
const TEST_SCRYPT_N = 2 ** 10;

const ROOT_DIR = path.resolve(import.meta.dirname, '../../..');

export function parseConfig(env: NodeJS.ProcessEnv): Omit<TConfig, 'jwtSecret'> & { jwtSecret: string | null } {
  // An empty variable counts as unset (`DATABASE_URL=` in a shell or a compose file).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.MERCURE_URL) !== Boolean(e.MERCURE_PUBLISHER_JWT_KEY)) {
    throw new ConfigError('Invalid configuration:\n  MERCURE_URL and MERCURE_PUBLISHER_JWT_KEY go together');
  }
  if (e.S3_BUCKET && !(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `Tariq <no-reply@${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}>`,
    mercure:
      e.MERCURE_URL && e.MERCURE_PUBLISHER_JWT_KEY
        ? {
            url: e.MERCURE_URL,
            publisherKey: e.MERCURE_PUBLISHER_JWT_KEY,
            subscriberKey: e.MERCURE_SUBSCRIBER_JWT_KEY ?? e.MERCURE_PUBLISHER_JWT_KEY,
          }
        : null,
    tileUrl: e.TILE_URL,
    routingUrl: e.ROUTING_URL ? e.ROUTING_URL.replace(/\/$/, '') : null,
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY === 'true',
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.join(ROOT_DIR, 'apps/web/dist'),
    seedDemo: e.NODE_ENV !== 'production',
    devMailbox: e.NODE_ENV !== 'production',
    devClock: e.DEV_CLOCK === 'on' && e.NODE_ENV !== 'production',
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT ?? null,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
            prefix: 'files/',
          }
        : null,
    freightIndex: e.FREIGHT_INDEX === 'on',
    freightIndexMaxBytes: e.FREIGHT_INDEX_MAX_MB * 1024 * 1024,
    passwordHashing: { n: PRODUCTION_SCRYPT_N },
  };
}

/** Reads the JWT secret from DATA_DIR, or generates and keeps one on first start. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const config = parseConfig(env);
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  const jwtSecret = config.jwtSecret ?? loadOrCreateSecret(config.dataDir!);
  return { ...config, jwtSecret };
}

/** Configuration for tests: in-memory PGlite unless DATABASE_URL is set, a fixed secret, no logs. */
export function testConfig(overrides: Partial<TConfig> = {}): TConfig {
  const base = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: process.env.DATABASE_URL });
  return {
    ...base,
    dataDir: null,
    database: base.database.kind === 'postgres' ? base.database : { kind: 'pglite', dataDir: null },
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    passwordHashing: { n: TEST_SCRYPT_N },
    ...overrides,
  };
}
