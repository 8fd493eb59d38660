import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

/**
 * PostgreSQL's settings for PGlite. Its shared buffers live in the process's memory: at the 128 MB
 * initdb writes in postgresql.conf they made a fifth of the server's resident memory (a server on
 * 100,000 offers: 623 MB at rest, 690 MB at peak under the freight benchmark; at 32 MB, 533 and
 * 597 MB). A page not held there is read from the operating system's file cache, which the process
 * is not charged for: a search reads a few pages more through a system call.
 */
const PGLITE_SETTINGS = ['shared_buffers=32MB'];

/**
 * Opens PGlite on `dataDir` (in memory when null); on a folder without a database, PGlite runs
 * initdb first (seconds: see pglite-template.ts for what spares a first start that).
 */
export function createPgliteClient(dataDir: string | null): Promise<PGlite> {
  // The extensions the migrations create (place search). Not cube + earthdistance: with both loaded
  // beside pg_trgm, PGlite 0.5's `%` operator answers nothing, then spins forever (see 0001).
  return PGlite.create(dataDir ?? 'memory://', {
    extensions: { unaccent, pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
  });
}

/** Applies the migrations of `migrationsFolder` the database lacks; drizzle-kit's own `migrate` fails silently on extensions. */
export async function migratePgliteClient(client: PGlite, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  await migrate(drizzle(client), { migrationsFolder });
}
