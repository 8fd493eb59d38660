// A prepared PGlite data folder, so that a first start does not run initdb.
//
// On an empty folder PGlite runs initdb in a second WebAssembly instance (2–3 s of a first start on
// a 2-core machine, 6 s under load) and then every migration (0.5 s). `npm install` makes this
// template once (scripts/postinstall.mjs), in node_modules/.cache beside PGlite: a fresh data
// folder is a copy of it, opened as an existing database, with only the migrations written since
// the template applied at start. The template is only an optimisation: when it is missing (install
// scripts skipped), made by another PGlite version, or holds a migration the code no longer has (a
// branch switched after install), a first start runs initdb as before.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { cp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { createPgliteClient, MIGRATIONS_FOLDER, migratePgliteClient } from './pglite';

/** Kept inside the template, and so inside every data folder made from it: which template it was. */
const TEMPLATE_MANIFEST = 'tariq-template.json';

type TTemplateManifest = {
  pglite: string;
  /** The hashes of the migrations applied, in order (drizzle's sha256 of each file). */
  migrations: string[];
  madeAt: string;
};

/** PGlite's installed folder (node_modules/@electric-sql/pglite). */
function pglitePackageDir(): string {
  // dist/index.js → the package's folder; its package.json is not among its exports.
  return path.resolve(path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))), '..');
}

function pgliteVersion(): string {
  return (JSON.parse(readFileSync(path.join(pglitePackageDir(), 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** node_modules/.cache/tariq/pglite-template, in the node_modules that holds PGlite: a reinstall starts afresh. */
export function defaultPgliteTemplateDir(): string {
  return path.join(pglitePackageDir(), '..', '..', '.cache', 'tariq', 'pglite-template');
}

function migrationHashes(migrationsFolder: string): string[] {
  return readMigrationFiles({ migrationsFolder }).map((migration) => migration.hash);
}

function readManifest(templateDir: string): TTemplateManifest | null {
  try {
    return JSON.parse(readFileSync(path.join(templateDir, TEMPLATE_MANIFEST), 'utf8')) as TTemplateManifest;
  } catch {
    return null;
  }
}

/**
 * Whether a folder made from the template becomes this code's schema by applying the migrations it
 * lacks: same PGlite, and the template's migrations are the first of ours, unchanged. (Drizzle
 * applies the migrations newer than the last one recorded: a template holding a migration we do not
 * have would skip ours silently.)
 */
function isUsable(manifest: TTemplateManifest | null, migrations: string[]): manifest is TTemplateManifest {
  return (
    manifest !== null &&
    manifest.pglite === pgliteVersion() &&
    manifest.migrations.length <= migrations.length &&
    manifest.migrations.every((hash, index) => hash === migrations[index])
  );
}

function isEmptyOrMissing(dir: string): boolean {
  try {
    return readdirSync(dir).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

export type TPgliteTemplateOptions = { templateDir?: string; migrationsFolder?: string };

/**
 * Fills an empty or missing `dataDir` with a copy of the template, when one fits this code; true
 * when it did. The caller holds the data folder's lock. The copy is made beside `dataDir` and
 * renamed into place: a start killed halfway leaves no half-copied database. Asynchronous: the
 * files are created by libuv's threads (most of the copy's time is the file system creating its
 * ~1,100 files) while the server's thread goes on loading its modules.
 */
export async function copyPgliteTemplate(dataDir: string, options: TPgliteTemplateOptions = {}): Promise<boolean> {
  const templateDir = options.templateDir ?? defaultPgliteTemplateDir();
  if (!isEmptyOrMissing(dataDir) || !existsSync(templateDir)) return false;
  if (!isUsable(readManifest(templateDir), migrationHashes(options.migrationsFolder ?? MIGRATIONS_FOLDER))) {
    return false;
  }
  const staging = `${dataDir}.from-template`;
  try {
    await rm(staging, { recursive: true, force: true });
    await cp(templateDir, staging, { recursive: true });
    await rm(dataDir, { recursive: true, force: true });
    await rename(staging, dataDir);
    return true;
  } catch (error) {
    // A template replaced by an install running meanwhile, a full disk: initdb still makes the database.
    process.emitWarning(`PGlite data folder template not used: ${(error as Error).message}`);
    await rm(staging, { recursive: true, force: true });
    return false;
  }
}

/**
 * Makes the template from the migrations of `migrationsFolder`, unless the one in place already
 * holds exactly them; from the one in place when it only lacks the newest. Built aside and renamed
 * into place, so a reader never sees half of one.
 */
export async function makePgliteTemplate(options: TPgliteTemplateOptions = {}): Promise<'made' | 'current'> {
  const templateDir = options.templateDir ?? defaultPgliteTemplateDir();
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  const migrations = migrationHashes(migrationsFolder);
  const current = readManifest(templateDir);
  if (isUsable(current, migrations) && current.migrations.length === migrations.length) return 'current';

  const building = `${templateDir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(path.dirname(building), { recursive: true });
  try {
    // Migrations pulled since the last install: the template in place gets them, no initdb again.
    if (isUsable(current, migrations)) await cp(templateDir, building, { recursive: true });
    const client = await createPgliteClient(building);
    try {
      await migratePgliteClient(client, migrationsFolder);
      // initdb's template databases hold a third of the folder's files each, and creating a file is
      // most of a copy's cost (~1 ms each on this machine's VM). Only CREATE DATABASE reads them,
      // which nothing does on PGlite (one database, one session): a folder made from the template
      // has the `postgres` database alone (1,110 files → ~510).
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where datname in ('template0', 'template1')`,
      );
      for (const { datname } of rows) {
        await client.exec(`ALTER DATABASE ${datname} IS_TEMPLATE false`);
        await client.exec(`DROP DATABASE ${datname}`);
      }
    } finally {
      await client.close();
    }
    const manifest: TTemplateManifest = { pglite: pgliteVersion(), migrations, madeAt: new Date().toISOString() };
    writeFileSync(path.join(building, TEMPLATE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    rmSync(templateDir, { recursive: true, force: true });
    renameSync(building, templateDir);
    return 'made';
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}
