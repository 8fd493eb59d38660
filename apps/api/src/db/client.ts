import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { TDatabaseConfig } from '../config';
import { createPgliteClient, MIGRATIONS_FOLDER, migratePgliteClient } from './pglite';
import { copyPgliteTemplate } from './pglite-template';
import * as schema from './schema';

export type TSchema = typeof schema;
export type TDb = PgDatabase<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;
export type TTx = PgTransaction<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;

/** Rows of a raw SQL statement; both drivers answer `{ rows }`. */
export async function selectRows<T>(db: TDb | TTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

type TCommitHook = () => Promise<void> | void;
const commitHooks = new WeakMap<TTx, TCommitHook[]>();

/**
 * Runs `hook` once the transaction of `tx` has committed, before `transaction` answers; never if
 * it rolls back. For what must not be seen before the data exists (real-time pushes). A hook that
 * fails is reported, not thrown: what it follows is already committed.
 */
export function afterCommit(tx: TTx, hook: TCommitHook): void {
  const hooks = commitHooks.get(tx);
  if (!hooks) throw new Error('afterCommit needs the transaction given by TDatabase.transaction');
  hooks.push(hook);
}

const finishHooks = new WeakMap<TTx, TCommitHook[]>();

/**
 * Runs `hook` in the transaction of `tx` once its work is done, just before the commit, in the
 * order given; a hook that fails rolls the transaction back. For what several steps of a
 * transaction add to and one statement writes (the mails of a deal). False when `tx` is not a
 * transaction given by TDatabase.transaction: the caller writes at once.
 */
export function beforeCommit(tx: TTx, hook: TCommitHook): boolean {
  const hooks = finishHooks.get(tx);
  if (!hooks) return false;
  hooks.push(hook);
  return true;
}

async function withCommitHooks<T>(
  begin: (work: (tx: TTx) => Promise<T>) => Promise<T>,
  work: (tx: TTx) => Promise<T>,
): Promise<T> {
  const hooks: TCommitHook[] = [];
  const finishing: TCommitHook[] = [];
  const result = await begin(async (tx) => {
    commitHooks.set(tx, hooks);
    finishHooks.set(tx, finishing);
    const value = await work(tx);
    // A hook may add another: each runs.
    for (let index = 0; index < finishing.length; index++) await finishing[index]!();
    return value;
  });
  for (const hook of hooks) {
    try {
      await hook();
    } catch (error) {
      process.emitWarning(`after-commit hook failed: ${(error as Error).message}`);
    }
  }
  return result;
}

export type TDatabase = {
  driver: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction. Every query of a service goes through the `tx` it receives:
   * on PGlite, awaiting the outer database inside a transaction would wait forever. Hooks given
   * to `afterCommit` run after the commit, before this answers.
   */
  transaction<T>(work: (tx: TTx) => Promise<T>): Promise<T>;
  /** For reads that need no transaction; a single statement. */
  read<T>(work: (db: TDb) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The raw pool (PostgreSQL only): LISTEN/NOTIFY needs its own connection. */
  pool: pg.Pool | null;
};

export class DataDirLockedError extends Error {}

/**
 * PGlite has one backend: two processes on one data folder corrupt it. The lock file holds the
 * pid of the owner; a lock left by a dead process is taken over.
 */
/**
 * When the process started, in clock ticks since boot (Linux `/proc/<pid>/stat`, field 22); null
 * elsewhere. With the pid it names one process: a pid alone is reused (PID 1 in every container).
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces and parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * The scheduler state of a process (`/proc/<pid>/stat`, field 3): `Z` (zombie) and `X` (dead) are
 * processes that ended but were not reaped yet; null when it is unknown (no /proc, or gone).
 */
function processState(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? null;
  } catch {
    return null;
  }
}

function holdsLock(lockText: string): number | null {
  const [pidText, startTime] = lockText.trim().split(' ');
  const pid = Number(pidText);
  if (!pid || !isAlive(pid)) return null;
  // A live process with the same pid but another start time reused the id of a dead holder.
  const currentStart = processStartTime(pid);
  if (startTime && currentStart !== null && currentStart !== startTime) return null;
  return pid;
}

/**
 * A holder killed with SIGKILL still shows in /proc for a moment (exiting, then a zombie until its
 * parent reaps it): a restart right after a crash waits this long for it to go before refusing.
 */
const LOCK_HOLDER_GRACE_MS = 1500;
const LOCK_HOLDER_POLL_MS = 50;

/** The pid still holding the lock after the grace period, or null once it is gone. */
async function lockHolderAfterGrace(lockFile: string): Promise<number | null> {
  const deadline = Date.now() + LOCK_HOLDER_GRACE_MS;
  for (;;) {
    let text: string;
    try {
      text = readFileSync(lockFile, 'utf8');
    } catch {
      return null;
    }
    const pid = holdsLock(text);
    // Our own pid never goes away: opening one folder twice in one process is refused at once.
    if (!pid || pid === process.pid || Date.now() >= deadline) return pid;
    await new Promise((resolve) => setTimeout(resolve, LOCK_HOLDER_POLL_MS));
  }
}

export async function acquireLock(dataDir: string): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'tariq.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, `${process.pid} ${processStartTime(process.pid) ?? ''}`.trim());
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Our own pid counts too: opening one folder twice in one process is the same corruption.
      const pid = await lockHolderAfterGrace(lockFile);
      if (pid) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another Tariq process (pid ${pid}). ` +
            'Stop it first, or set DATA_DIR to another folder, or DATABASE_URL to use PostgreSQL.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock on ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    // Succeeds on a zombie too: a process killed a moment ago and not reaped yet.
    process.kill(pid, 0);
    const state = processState(pid);
    return state !== 'Z' && state !== 'X';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A promise-chain mutex: PGlite runs one transaction at a time, so we queue them ourselves. */
function createMutex() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(work, work);
    last = run.catch(() => undefined);
    return run;
  };
}

export type TOpenDatabaseOptions = {
  /** PostgreSQL only: work in a throw-away database of this name, created here and dropped on close (tests). */
  throwAwayDatabase?: string;
  /**
   * PGlite on a folder only: the prepared data folder a new database is copied from
   * (pglite-template.ts; by default the one `npm install` made); null runs initdb (tests).
   */
  pgliteTemplateDir?: string | null;
};

export async function openDatabase(config: TDatabaseConfig, options: TOpenDatabaseOptions = {}): Promise<TDatabase> {
  if (config.kind === 'pglite') return openPglite(config.dataDir, options.pgliteTemplateDir);
  return openPostgres(config.url, options.throwAwayDatabase);
}

async function openPglite(dataDir: string | null, templateDir: string | null | undefined): Promise<TDatabase> {
  const releaseLock = dataDir ? await acquireLock(path.dirname(dataDir)) : () => undefined;
  let client: PGlite;
  try {
    // A new database is a copy of the prepared template when there is one (no initdb, fewer migrations).
    if (dataDir && templateDir !== null) await copyPgliteTemplate(dataDir, { templateDir });
    client = await createPgliteClient(dataDir);
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as TDb;
  const exclusive = createMutex();
  try {
    await migratePgliteClient(client);
  } catch (error) {
    await client.close();
    releaseLock();
    throw error;
  }
  let closed = false;
  return {
    driver: 'pglite',
    pool: null,
    transaction: (work) => withCommitHooks((run) => exclusive(() => db.transaction((tx) => run(tx as TTx))), work),
    read: (work) => exclusive(() => work(db)),
    ping: () =>
      exclusive(() => db.execute(sql`select 1`)).then(
        () => true,
        () => false,
      ),
    close: async () => {
      if (closed) return;
      closed = true;
      await exclusive(() => client.close());
      releaseLock();
    },
  };
}

async function openPostgres(url: string, throwAwayDatabase?: string): Promise<TDatabase> {
  let connectionString = url;
  if (throwAwayDatabase) {
    if (!/^[a-z_][a-z0-9_]*$/.test(throwAwayDatabase)) throw new Error('Invalid database name');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${throwAwayDatabase}"`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${throwAwayDatabase}`;
    connectionString = target.toString();
  }
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection that dies (a server restart, a dropped database) is removed by the pool and
  // the next query opens another. Unlistened, that 'error' event would end the whole process.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as TDb;
  // Several instances may start at once: one applies the migrations, the others wait for it.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock(7261001)');
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock(7261001)').catch(() => undefined);
    lockClient.release();
  }
  let closed = false;
  return {
    driver: 'postgres',
    pool,
    transaction: (work) => withCommitHooks((run) => db.transaction((tx) => run(tx as TTx)), work),
    read: (work) => work(db),
    ping: () =>
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
      if (throwAwayDatabase) {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS "${throwAwayDatabase}" WITH (FORCE)`).catch(() => undefined);
        await admin.end();
      }
    },
  };
}
