import { randomBytes } from 'node:crypto';
import type { TCompanyKind, TModule, TRole } from '@tariq/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp } from '../app';
import type { TBuildAppOptions } from '../app';
import { ensurePlaces } from '../modules/places';
import { testConfig } from '../config';
import type { TConfig } from '../config';
import { openDatabase, selectRows } from '../db/client';
import type { TDatabase } from '../db/client';
import { companies, users } from '../db/schema';
import type { TClock } from '../platform/clock';
import { createPasswordHasher } from '../platform/passwords';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's throw-away PostgreSQL databases (src/test/global-setup.ts). */
    testRunId: string;
  }
}

/** A clock tests move by hand. */
export function createTestClock(start = new Date('2026-11-22T09:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    /** A delay the app imposes on purpose moves the clock instead of waiting: tests stay fast. */
    async sleep(ms: number) {
      current += ms;
    },
  } satisfies TClock & { advance(ms: number): void };
}

export type TTestApp = {
  app: FastifyInstance;
  db: TDatabase;
  config: TConfig;
  clock: ReturnType<typeof createTestClock>;
  close(): Promise<void>;
};

/**
 * Databases this test worker keeps across test files: opening PGlite and applying every migration
 * takes seconds, emptying the tables takes milliseconds. Kept on `globalThis` so the next file of
 * the same worker finds them (the api project runs with `isolate: false`).
 */
const idleDatabases: TDatabase[] = ((globalThis as Record<symbol, unknown>)[Symbol.for('tariq.test.databases')] ??=
  []) as TDatabase[];

/** Every table of the schema emptied and its identities restarted: as if just migrated. */
async function emptyDatabase(db: TDatabase) {
  await db.transaction(async (tx) => {
    const [row] = await selectRows<{ tables: string | null }>(
      tx,
      sql`select string_agg(quote_ident(tablename), ', ') as tables from pg_tables where schemaname = 'public'`,
    );
    if (row?.tables) await tx.execute(sql.raw(`truncate ${row.tables} restart identity cascade`));
  });
}

async function acquireDatabase(config: TConfig): Promise<TDatabase> {
  const reused = idleDatabases.pop();
  if (reused) {
    await emptyDatabase(reused);
    return reused;
  }
  return openDatabase(config.database, {
    throwAwayDatabase: `tariq_test_${inject('testRunId')}_${randomBytes(4).toString('hex')}`,
  });
}

/**
 * The real app on a real database: in-memory PGlite, or a throw-away database on the PostgreSQL
 * server named by DATABASE_URL (`npm run test:pg`), dropped when the run ends. Migrations applied
 * and every table empty in both cases; `close` hands the database back to the worker for the next file.
 */
export async function createTestApp(
  overrides: Partial<TConfig> = {},
  /** Adds test-only routes before the app is sealed. */
  extend?: (app: FastifyInstance) => void,
): Promise<TTestApp> {
  const config = testConfig({ webDistDir: '/nonexistent', ...overrides });
  const db = await acquireDatabase(config);
  const clock = createTestClock();
  const app = await buildApp({ config, db, clock });
  extend?.(app);
  await app.ready();
  let closed = false;
  return {
    app,
    db,
    config,
    clock,
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      idleDatabases.push(db);
    },
  };
}

/** A test app whose database holds the places of these countries (a small fixture, not the world). */
export async function createTestAppWithPlaces(countries: readonly string[] = ['DZ']): Promise<TTestApp> {
  const t = await createTestApp();
  await ensurePlaces(t.app.ctx, { countries });
  return t;
}

/**
 * Another instance of the app on the same database, as a second server process would be (its own
 * hub, caches and subscribers), or the same app with another configuration. On PGlite both share
 * this process's database; across processes only PostgreSQL can. Close it in the test.
 */
export async function startSecondInstance(
  t: Pick<TTestApp, 'config' | 'db' | 'clock'> & Pick<TBuildAppOptions, 'pubsub'>,
): Promise<FastifyInstance> {
  const second = await buildApp({ config: t.config, db: t.db, clock: t.clock, pubsub: t.pubsub });
  await second.ready();
  return second;
}

// Tests hash at the test config's cost and share one hash per password.
const testPasswords = createPasswordHasher(testConfig().passwordHashing);
const hashCache = new Map<string, Promise<string>>();
function cachedHash(password: string) {
  let hash = hashCache.get(password);
  if (!hash) {
    hash = testPasswords.hash(password);
    hashCache.set(password, hash);
  }
  return hash;
}

export const TEST_PASSWORD = 'correct horse battery staple';

export type TCreateUserOptions = {
  email?: string;
  role?: TRole;
  kind?: TCompanyKind;
  password?: string;
  verified?: boolean;
  documentsOk?: boolean;
  /** The account active (docs/decisions/0008); by default as documentsOk. */
  documentsActive?: boolean;
  /** 'Documents vérifiés jusqu'au' on the company row. */
  documentsValidUntil?: string | null;
  modules?: TModule[];
  isVip?: boolean;
  disabled?: boolean;
  companyName?: string;
  /** A user of this existing company instead of a new company. */
  companyId?: string;
  /** False: a user who has not been through the onboarding wizard (default true). */
  businessDetailsCompleted?: boolean;
};

export async function createUser(db: TDatabase, options: TCreateUserOptions = {}) {
  const role = options.role ?? 'ROLE_TRANSPORTEUR';
  const kind =
    options.kind ?? (role === 'ROLE_COMMISSIONNAIRE' ? 'shipper' : role === 'ROLE_ADMIN' ? 'platform' : 'carrier');
  const email = options.email ?? `user-${randomBytes(4).toString('hex')}@example.dz`;
  const passwordHash = await cachedHash(options.password ?? TEST_PASSWORD);
  return db.transaction(async (tx) => {
    const [company] = options.companyId
      ? await tx.select().from(companies).where(eq(companies.id, options.companyId))
      : await tx
          .insert(companies)
          .values({
            kind,
            legalName: options.companyName ?? `Société ${email}`,
            modules: options.modules ?? [],
            documentsOk: options.documentsOk ?? true,
            documentsActive: options.documentsActive ?? options.documentsOk ?? true,
            documentsValidUntil: options.documentsValidUntil ?? null,
            isVip: options.isVip ?? false,
          })
          .returning();
    const [user] = await tx
      .insert(users)
      .values({
        companyId: company!.id,
        role,
        firstName: 'Nadia',
        lastName: 'Bouzid',
        email,
        phone: '+213 550 00 00 00',
        passwordHash,
        emailVerifiedAt: options.verified === false ? null : new Date('2026-01-01T00:00:00Z'),
        businessDetailsCompletedAt:
          options.businessDetailsCompleted === false ? null : new Date('2026-01-01T00:00:00Z'),
        disabledAt: options.disabled ? new Date('2026-01-01T00:00:00Z') : null,
      })
      .returning();
    return { company: company!, user: user!, email, password: options.password ?? TEST_PASSWORD };
  });
}

export async function login(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
  remoteAddress = '127.0.0.1',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: { username: email, password },
    remoteAddress,
  });
  return {
    response,
    body: response.json() as {
      token?: string;
      refresh_token?: string;
      mercure_token?: string;
      user: Record<string, unknown>;
      code?: string;
      message?: string;
    },
  };
}

export function bearer(token: string | undefined): InjectOptions['headers'] {
  return { authorization: `Bearer ${token}` };
}

/**
 * A user created as `createUser` does, with a signed access token and an `inject` that calls the app
 * as them (no password round-trip: hashing is slow on purpose).
 */
export async function createSignedInUser(t: Pick<TTestApp, 'app' | 'db'>, options: TCreateUserOptions = {}) {
  const created = await createUser(t.db, options);
  const token = await t.app.ctx.tokens.signAccessToken(created.user.id, [created.user.role]);
  const inject = (request: InjectOptions) =>
    t.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
  return { ...created, token, inject };
}

/** The same user with a token signed now: after the test clock moved past the first one's 15 minutes. */
export async function signInAgain(t: Pick<TTestApp, 'app'>, user: TSignedInUser): Promise<TSignedInUser> {
  const token = await t.app.ctx.tokens.signAccessToken(user.user.id, [user.user.role]);
  const inject = (request: InjectOptions) =>
    t.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
  return { ...user, token, inject };
}

/** A user `createSignedInUser` made: its rows, its token and an `inject` as that user. */
export type TSignedInUser = Awaited<ReturnType<typeof createSignedInUser>>;
