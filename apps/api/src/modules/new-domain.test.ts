import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SCRIPT = path.join(ROOT, 'scripts/new-domain.mjs');
const LANGUAGES = ['fr', 'en', 'ar', 'de', 'es', 'it', 'pl', 'pt'];

/** What the generator reads: the files it edits, the contracts, the texts of the menus. */
const COPIED = [
  'apps/api/src/modules/index.ts',
  'packages/contracts/src',
  'apps/web/src/config/paths.ts',
  'apps/web/src/app/routes.tsx',
  'apps/web/src/lib/i18n.ts',
  'apps/web/src/lib/i18next.d.ts',
  ...LANGUAGES.map((language) => `apps/web/src/locales/${language}/pages.json`),
];

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'tariq-new-domain-'));
  for (const file of COPIED) cpSync(path.join(ROOT, file), path.join(root, file), { recursive: true });
  // Existing modules and features, as the generator looks for them.
  cpSync(path.join(ROOT, 'apps/api/src/modules/offers'), path.join(root, 'apps/api/src/modules/offers'), {
    recursive: true,
  });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function run(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [SCRIPT, ...args], { cwd: ROOT });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

function listFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
  );
}

/** A relative import of a generated file, found in the copy or else in the repository it copies. */
function resolveImport(fromFolder: string, specifier: string): string | null {
  for (const base of [root, ROOT]) {
    const target = path.join(base, path.relative(root, fromFolder), specifier);
    for (const candidate of [`${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')]) {
      if (existsSync(candidate)) return candidate;
    }
  }
  return null;
}
const original = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('npm run new:domain', () => {
  it('asks for a name, and refuses one that is not kebab-case', async () => {
    const missing = await run('--root', root);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Usage: npm run new:domain <name>');
    for (const name of ['Trucks', 'driver_documents', '1trucks', 'trucks-', 'a--b']) {
      const wrong = await run(name, '--root', root);
      expect(wrong.code, name).toBe(1);
      expect(wrong.stderr, name).toContain('is not a kebab-case name');
    }
  });

  it('refuses a domain that exists', async () => {
    const existing = await run('offers', '--root', root);
    expect(existing.code).toBe(1);
    expect(existing.stderr).toContain('an API module apps/api/src/modules/offers exists already');
    expect(existing.stderr).toContain('packages/contracts/src/offers.ts exists already');
  });

  it('with --dry-run, tells what it would write and writes nothing', async () => {
    const dry = await run('sample-thing', '--dry-run');
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('would write apps/api/src/modules/sample-thing/sample-thing.routes.ts');
    expect(dry.stdout).toContain('would edit apps/api/src/modules/index.ts');
    expect(existsSync(path.join(ROOT, 'apps/api/src/modules/sample-thing'))).toBe(false);
    expect(existsSync(path.join(ROOT, 'packages/contracts/src/sample-thing.ts'))).toBe(false);
  });

  it('writes both sides of a new domain and registers it', async () => {
    const result = await run('sample-thing', '--root', root);
    expect(result.code, result.stderr).toBe(0);

    const api = 'apps/api/src/modules/sample-thing';
    expect(readdirSync(path.join(root, api)).sort()).toEqual([
      'index.ts',
      'sample-thing.repository.ts',
      'sample-thing.routes.ts',
      'sample-thing.service.ts',
      'sample-thing.test.ts',
    ]);
    expect(read(`${api}/index.ts`)).toContain(
      "export const sampleThingModule: TAppModule = { name: 'sample-thing', routes: sampleThingRoutes };",
    );
    expect(read(`${api}/sample-thing.routes.ts`)).toContain("'/api/sample-thing'");
    expect(read(`${api}/sample-thing.routes.ts`)).toContain('preHandler: requireUser(app)');
    expect(read(`${api}/sample-thing.service.ts`)).toMatch(/\{\n {2}assertAccess\(options\.auth, RULE\);/);
    expect(read(`${api}/sample-thing.repository.ts`)).toContain('npm run db:generate');
    expect(read(`${api}/sample-thing.test.ts`)).toContain('toBe(401)');
    expect(read('packages/contracts/src/sample-thing.ts')).toContain('export const ZSampleThingListResponse');

    const feature = 'apps/web/src/features/sample-thing';
    expect(readdirSync(path.join(root, feature, 'api')).sort()).toEqual([
      'get-sample-thing.ts',
      'sample-thing-keys.ts',
    ]);
    expect(readdirSync(path.join(root, feature, 'components'))).toEqual(['sample-thing-list.tsx']);
    expect(read('apps/web/src/app/routes/sample-thing.tsx')).toContain('export default function SampleThingPage()');
    expect(read('apps/web/src/app/routes/sample-thing.test.tsx')).toContain("name: 'Sample thing'");
    for (const language of LANGUAGES) {
      const texts = JSON.parse(read(`apps/web/src/locales/${language}/sampleThing.json`));
      expect(Object.keys(texts.sampleThing.list).sort(), language).toEqual(
        [
          'empty',
          'emptyHint',
          'firstPage',
          'loadError',
          'name',
          'nextPage',
          'page',
          'pagination',
          'pastLastPage',
          'previousPage',
          'retry',
        ].sort(),
      );
    }
    expect(JSON.parse(read('apps/web/src/locales/fr/sampleThing.json')).sampleThing.list.retry).toBe('Réessayer');
    expect(JSON.parse(read('apps/web/src/locales/de/sampleThing.json')).sampleThing.list.retry).toBe(
      'Erneut versuchen',
    );

    // What the skeleton imports still exists: a shared piece renamed since would break every new domain.
    const written = [api, feature, 'apps/web/src/app/routes', 'packages/contracts/src']
      .flatMap((folder) => listFiles(path.join(root, folder)))
      .filter((file) => /sample-thing[^/]*\.tsx?$/.test(file));
    expect(written.length).toBeGreaterThan(8);
    for (const file of written) {
      for (const [, names, from] of read(path.relative(root, file)).matchAll(
        /import (?:type )?\{([^}]*)\} from '(\.[^']*)';/g,
      )) {
        const target = resolveImport(path.dirname(file), from!);
        expect(target, `${path.relative(root, file)} imports ${from}`).not.toBeNull();
        const text = readFileSync(target!, 'utf8');
        for (const name of names!
          .split(',')
          .map((part) => part.trim().split(' as ')[0]!)
          .filter(Boolean)) {
          expect(text, `${from} exports ${name}`).toMatch(
            new RegExp(`export (?:\\{[^}]*\\b|(?:async )?(?:function|const|type|class) )${name}\\b`),
          );
        }
      }
    }

    // The registrations, each one line added where the app lists its parts.
    const added = (file: string) => {
      const before = new Set(original(file).split('\n'));
      return read(file)
        .split('\n')
        .filter((line) => !before.has(line));
    };
    expect(added('apps/api/src/modules/index.ts')).toEqual([
      "import { sampleThingModule } from './sample-thing';",
      '  sampleThingModule,',
    ]);
    expect(read('apps/api/src/modules/index.ts')).toMatch(/ {2}sampleThingModule,\n\];/);
    expect(added('packages/contracts/src/index.ts')).toEqual(["export * from './sample-thing';"]);
    expect(added('apps/web/src/config/paths.ts')).toContain("    root: route('/sample-thing'),");
    expect(added('apps/web/src/lib/i18n.ts')).toEqual(["  'sampleThing',"]);
    expect(added('apps/web/src/lib/i18next.d.ts')).toEqual([
      "import type sampleThing from '../locales/fr/sampleThing.json';",
      '      sampleThing: typeof sampleThing;',
    ]);
    const routes = read('apps/web/src/app/routes.tsx');
    expect(routes).toContain(
      "const sampleThingPage = lazyPage(() => import('./routes/sample-thing'), ['sampleThing']);",
    );
    expect(routes).toMatch(
      /<Guard rule=\{ACCESS_RULES\.signedIn\} \/>,\n {4}children: \[\n[^\]]*\{ path: paths\.sampleThing\.root\.path, \.\.\.sampleThingPage \},\n {4}\],/,
    );

    // Once written, the domain exists.
    const again = await run('sample-thing', '--root', root);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('an API module apps/api/src/modules/sample-thing exists already');
  });
});
