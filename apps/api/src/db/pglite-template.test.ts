import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, selectRows } from './client';
import { MIGRATIONS_FOLDER } from './pglite';
import { copyPgliteTemplate, makePgliteTemplate } from './pglite-template';

// A first start copies the template `npm install` made instead of running initdb (pglite-template.ts).
// The template here is made from the migrations before 0012: what a clone has after pulling
// migrations written since its install.
let folder: string;
let olderMigrations: string;
let templateDir: string;
const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
const lastMigrationIndexes = ['places_country_search_prefix_idx', 'places_search_trgm_idx'];

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tariq-template-'));
  olderMigrations = path.join(folder, 'migrations');
  await cp(MIGRATIONS_FOLDER, olderMigrations, { recursive: true });
  const journalFile = path.join(olderMigrations, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  // The template lacks 0012 and every migration after it: the test reads what 0012 does (its
  // indexes dropped), whatever migrations come after it.
  const at = journal.entries.findIndex((entry) => entry.tag === '0012_unused_place_search_indexes');
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  templateDir = path.join(folder, 'template');
  expect(await makePgliteTemplate({ templateDir, migrationsFolder: olderMigrations })).toBe('made');
}, 120_000);
afterAll(() => rm(folder, { recursive: true, force: true }));

async function indexNames(dataDir: string, templateDirUsed: string | null) {
  const db = await openDatabase({ kind: 'pglite', dataDir }, { pgliteTemplateDir: templateDirUsed });
  try {
    return await db.read(async (d) => ({
      indexes: (
        await selectRows<{ indexname: string }>(d, sql`select indexname from pg_indexes where tablename = 'places'`)
      ).map((row) => row.indexname),
      applied: (
        await selectRows<{ hash: string }>(d, sql`select hash from drizzle.__drizzle_migrations order by created_at`)
      ).map((row) => row.hash),
      offers: (await selectRows<{ count: number }>(d, sql`select count(*)::int as count from offers`))[0]!.count,
    }));
  } finally {
    await db.close();
  }
}

describe('a PGlite data folder made from the template', () => {
  it('holds the migrated schema and gets the migrations written after the template', async () => {
    const dataDir = path.join(folder, 'fresh', 'db');
    const seen = await indexNames(dataDir, templateDir);
    // Copied from the template, not made by initdb.
    expect(existsSync(path.join(dataDir, 'tariq-template.json'))).toBe(true);
    expect(seen.applied).toEqual(migrations.map((migration) => migration.hash));
    for (const index of lastMigrationIndexes) expect(seen.indexes).not.toContain(index);
    expect(seen.offers).toBe(0);
    // Reopened: the same database, no second copy over it.
    expect((await indexNames(dataDir, templateDir)).applied).toHaveLength(migrations.length);
  });

  it('is not made when the folder already holds a database, nor from a template with a migration the code lacks', async () => {
    const dataDir = path.join(folder, 'fresh', 'db');
    expect(await copyPgliteTemplate(dataDir, { templateDir })).toBe(false);

    // A template made on another branch: its last migration is not ours.
    const foreign = path.join(folder, 'foreign-template');
    await cp(templateDir, foreign, { recursive: true });
    const manifestFile = path.join(foreign, 'tariq-template.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { migrations: string[] };
    manifest.migrations[manifest.migrations.length - 1] = 'f'.repeat(64);
    await writeFile(manifestFile, JSON.stringify(manifest));
    const other = path.join(folder, 'other', 'db');
    expect(await copyPgliteTemplate(other, { templateDir: foreign })).toBe(false);
    expect(existsSync(other)).toBe(false);
  });

  it('is brought up to date once the code has more migrations, and only then', async () => {
    const current = path.join(folder, 'current-template');
    await cp(templateDir, current, { recursive: true });
    expect(await makePgliteTemplate({ templateDir: current })).toBe('made');
    // From the template in place (no initdb): still without initdb's template databases.
    expect(await readdir(path.join(current, 'base'))).toHaveLength(1);
    expect(await makePgliteTemplate({ templateDir: current })).toBe('current');
    const seen = await indexNames(path.join(folder, 'from-current', 'db'), current);
    expect(seen.applied).toEqual(migrations.map((migration) => migration.hash));
  });
});
