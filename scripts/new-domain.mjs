#!/usr/bin/env node
/**
 * `npm run new:domain <name> [--dry-run] [--root <dir>]`: the skeleton of a new domain on both sides,
 * in the house pattern, registered where the app lists its parts.
 *
 * Writes an API module (apps/api/src/modules/<name>: index, routes, service, repository, test), its
 * contracts (packages/contracts/src/<name>.ts), a web feature (apps/web/src/features/<name>: api,
 * components), its page and page test (apps/web/src/app/routes/<name>.tsx) and its texts in every
 * language (apps/web/src/locales/<language>/<namespace>.json). Edits the module list
 * (apps/api/src/modules/index.ts), the contracts index, the web paths, the route table, and the
 * i18n namespaces (lib/i18n.ts, lib/i18next.d.ts). The example resource is a list answering an empty
 * page: no table, no migration.
 *
 * `--dry-run` prints what would be written and edited and writes nothing; `--root` works on another
 * copy of the repository (the generator's own test).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE =
  'Usage: npm run new:domain <name> [-- --dry-run] [-- --root <dir>]\n  <name>: kebab-case, e.g. trucks, driver-documents';
const NAME_PATTERN = /^[a-z][a-z0-9-]*$/;
const LANGUAGES = ['fr', 'en', 'ar', 'de', 'es', 'it', 'pl', 'pt'];

export class DomainError extends Error {}

// ---------------------------------------------------------------------------------------------
// Names

export function domainNames(name) {
  if (!name) throw new DomainError(`A domain name is needed.\n${USAGE}`);
  if (!NAME_PATTERN.test(name) || name.endsWith('-') || name.includes('--')) {
    throw new DomainError(
      `"${name}" is not a kebab-case name (^[a-z][a-z0-9-]*$, no dash at the end or twice).\n${USAGE}`,
    );
  }
  const words = name.split('-');
  const pascal = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  const camel = pascal[0].toLowerCase() + pascal.slice(1);
  return {
    /** Folders, files and URLs: `sample-thing`. */
    kebab: name,
    /** Values, the i18n namespace, the paths key: `sampleThing`. */
    camel,
    /** Types and components: `SampleThing`. */
    pascal,
    /** Constants: `SAMPLE_THING`. */
    constant: words.join('_').toUpperCase(),
    /** Words for a title when no translation is known: `Sample thing`. */
    words: words.join(' ').replace(/^./, (first) => first.toUpperCase()),
  };
}

// ---------------------------------------------------------------------------------------------
// Texts

/** Titles of the domains to come, where `pages.json` has none. */
const KNOWN_TITLES = {
  documents: {
    fr: 'Documents',
    en: 'Documents',
    ar: 'الوثائق',
    de: 'Dokumente',
    es: 'Documentos',
    it: 'Documenti',
    pl: 'Dokumenty',
    pt: 'Documentos',
  },
  routing: {
    fr: 'Itinéraires',
    en: 'Routes',
    ar: 'المسارات',
    de: 'Routen',
    es: 'Rutas',
    it: 'Percorsi',
    pl: 'Trasy',
    pt: 'Rotas',
  },
};

/** The list's words in every language (those of the missions list, made general). */
const LIST_TEXTS = {
  fr: {
    name: 'Nom',
    empty: "Rien à afficher pour l'instant.",
    emptyHint: 'Les éléments apparaîtront ici.',
    pastLastPage: 'Cette page est au-delà de la dernière.',
    firstPage: 'Revenir à la première page',
    loadError: 'Impossible de charger la liste.',
    retry: 'Réessayer',
    pagination: 'Pages de la liste',
    page: 'Page {{page}}',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
  },
  en: {
    name: 'Name',
    empty: 'Nothing to show yet.',
    emptyHint: 'Items will appear here.',
    pastLastPage: 'This page is past the last one.',
    firstPage: 'Back to the first page',
    loadError: 'The list could not be loaded.',
    retry: 'Retry',
    pagination: 'List pages',
    page: 'Page {{page}}',
    previousPage: 'Previous page',
    nextPage: 'Next page',
  },
  ar: {
    name: 'الاسم',
    empty: 'لا شيء لعرضه حاليًا.',
    emptyHint: 'ستظهر العناصر هنا.',
    pastLastPage: 'هذه الصفحة بعد الصفحة الأخيرة.',
    firstPage: 'العودة إلى الصفحة الأولى',
    loadError: 'تعذّر تحميل القائمة.',
    retry: 'إعادة المحاولة',
    pagination: 'صفحات القائمة',
    page: 'الصفحة {{page}}',
    previousPage: 'الصفحة السابقة',
    nextPage: 'الصفحة التالية',
  },
  de: {
    name: 'Name',
    empty: 'Noch nichts anzuzeigen.',
    emptyHint: 'Einträge erscheinen hier.',
    pastLastPage: 'Diese Seite liegt hinter der letzten.',
    firstPage: 'Zurück zur ersten Seite',
    loadError: 'Die Liste konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    pagination: 'Seiten der Liste',
    page: 'Seite {{page}}',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
  },
  es: {
    name: 'Nombre',
    empty: 'Nada que mostrar por ahora.',
    emptyHint: 'Los elementos aparecerán aquí.',
    pastLastPage: 'Esta página está más allá de la última.',
    firstPage: 'Volver a la primera página',
    loadError: 'No se pudo cargar la lista.',
    retry: 'Reintentar',
    pagination: 'Páginas de la lista',
    page: 'Página {{page}}',
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
  },
  it: {
    name: 'Nome',
    empty: 'Niente da mostrare per ora.',
    emptyHint: 'Gli elementi compariranno qui.',
    pastLastPage: 'Questa pagina è oltre l’ultima.',
    firstPage: 'Torna alla prima pagina',
    loadError: 'Impossibile caricare l’elenco.',
    retry: 'Riprova',
    pagination: 'Pagine dell’elenco',
    page: 'Pagina {{page}}',
    previousPage: 'Pagina precedente',
    nextPage: 'Pagina successiva',
  },
  pl: {
    name: 'Nazwa',
    empty: 'Na razie nie ma nic do wyświetlenia.',
    emptyHint: 'Tutaj pojawią się pozycje.',
    pastLastPage: 'Ta strona jest za ostatnią.',
    firstPage: 'Wróć do pierwszej strony',
    loadError: 'Nie udało się wczytać listy.',
    retry: 'Spróbuj ponownie',
    pagination: 'Strony listy',
    page: 'Strona {{page}}',
    previousPage: 'Poprzednia strona',
    nextPage: 'Następna strona',
  },
  pt: {
    name: 'Nome',
    empty: 'Nada para mostrar por agora.',
    emptyHint: 'Os itens aparecerão aqui.',
    pastLastPage: 'Esta página está depois da última.',
    firstPage: 'Voltar à primeira página',
    loadError: 'Não foi possível carregar a lista.',
    retry: 'Tentar novamente',
    pagination: 'Páginas da lista',
    page: 'Página {{page}}',
    previousPage: 'Página anterior',
    nextPage: 'Página seguinte',
  },
};

/** The page's title in each language: the menu's (`pages.json`) when it names the domain, a known one, else its words. */
function titles(root, names) {
  const titlesByLanguage = {};
  for (const language of LANGUAGES) {
    const file = path.join(root, 'apps/web/src/locales', language, 'pages.json');
    const pages = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).pages : undefined;
    const fromPages = typeof pages?.[names.camel] === 'string' ? pages[names.camel] : undefined;
    titlesByLanguage[language] = fromPages ?? KNOWN_TITLES[names.kebab]?.[language] ?? names.words;
  }
  return titlesByLanguage;
}

// ---------------------------------------------------------------------------------------------
// Files written

function apiFiles(n) {
  const dir = `apps/api/src/modules/${n.kebab}`;
  return {
    [`${dir}/index.ts`]: `import type { TAppModule } from '../../platform/modules';
import { ${n.camel}Routes } from './${n.kebab}.routes';

/** The ${n.kebab} module's public surface: other modules and the app reach it through this file only. */
export const ${n.camel}Module: TAppModule = { name: '${n.kebab}', routes: ${n.camel}Routes };
`,
    [`${dir}/${n.kebab}.routes.ts`]: `import { Z${n.pascal}ListQuery, Z${n.pascal}ListResponse, ZErrorBody } from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import { list${n.pascal} } from './${n.kebab}.service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };

/** The ${n.kebab} calls: every route validated by its contracts schema, every caller signed in. */
export async function ${n.camel}Routes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = { preHandler: requireUser(app) };
  const tags = ['${n.kebab}'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/${n.kebab}',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "One page of the caller company's ${n.words.toLowerCase()}",
        querystring: Z${n.pascal}ListQuery,
        response: { 200: Z${n.pascal}ListResponse, ...errors },
      },
    },
    async (request) =>
      list${n.pascal}(app.ctx, { auth: getAuth(request), page: request.query.page, limit: request.query.limit }),
  );
}
`,
    [`${dir}/${n.kebab}.service.ts`]: `import { ACCESS_RULES } from '@tariq/contracts';
import type { T${n.pascal}Item, T${n.pascal}ListResponse } from '@tariq/contracts';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { find${n.pascal}Page } from './${n.kebab}.repository';
import type { T${n.pascal}Row } from './${n.kebab}.repository';

/** Who may use the domain: the rule of ACCESS_RULES its web route is guarded by too. */
const RULE = ACCESS_RULES.signedIn;

function to${n.pascal}Item(row: T${n.pascal}Row): T${n.pascal}Item {
  return { id: row.id, name: row.name, created_at: row.createdAt.toISOString() };
}

/** GET /api/${n.kebab}: one page of the caller company's items, newest first. */
export async function list${n.pascal}(
  ctx: TAppContext,
  options: { auth: TAuth; page: number; limit: number },
): Promise<T${n.pascal}ListResponse> {
  assertAccess(options.auth, RULE);
  const { page, limit } = options;
  const { rows, count } = await ctx.db.read((db) =>
    find${n.pascal}Page(db, { companyId: options.auth.companyId, limit, offset: (page - 1) * limit }),
  );
  return { data: rows.map(to${n.pascal}Item), page, total_pages: Math.ceil(count / limit), count };
}
`,
    [`${dir}/${n.kebab}.repository.ts`]: `import type { TDb } from '../../db/client';

/**
 * The only file of the module that talks to the database. The skeleton has no table yet: declare it
 * in apps/api/src/db/schema (a file of its own, exported from schema/index.ts), run
 * \`npm run db:generate\` to write its migration into apps/api/src/db/migrations, then query it here
 * with drizzle-orm and type the rows with \`typeof table.$inferSelect\`.
 */
export type T${n.pascal}Row = { id: string; name: string; createdAt: Date };

/** One page of a company's rows, newest first, and how many there are in all. */
export async function find${n.pascal}Page(
  _db: TDb,
  _params: { companyId: string; limit: number; offset: number },
): Promise<{ rows: T${n.pascal}Row[]; count: number }> {
  return { rows: [], count: 0 };
}
`,
    [`${dir}/${n.kebab}.test.ts`]: `import { Z${n.pascal}ListResponse } from '@tariq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp } from '../../test/helpers';
import type { TTestApp } from '../../test/helpers';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

describe('GET /api/${n.kebab}', () => {
  it('answers a signed-in user a page of the list', async () => {
    const user = await createSignedInUser(t);
    const response = await user.inject({ method: 'GET', url: '/api/${n.kebab}' });
    expect(response.statusCode, response.body).toBe(200);
    expect(Z${n.pascal}ListResponse.parse(response.json())).toEqual({ data: [], page: 1, total_pages: 0, count: 0 });
  });

  it('refuses an anonymous caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/${n.kebab}' });
    expect(response.statusCode).toBe(401);
  });
});
`,
  };
}

function contractsFiles(n) {
  return {
    [`packages/contracts/src/${n.kebab}.ts`]: `import { z } from 'zod';
import { listPage, pagingQuery } from './query';

/** The ${n.kebab} domain: what its calls take and answer (GET /api/${n.kebab}). */
export const ${n.constant}_LIMITS = {
  pageSizeDefault: 20,
  pageSizeMax: 100,
} as const;

/** GET /api/${n.kebab}?page=&limit= */
export const Z${n.pascal}ListQuery = z.object(pagingQuery(${n.constant}_LIMITS));
export type T${n.pascal}ListQuery = z.input<typeof Z${n.pascal}ListQuery>;

/** One item of the list: the skeleton's example resource, to be replaced by the domain's own. */
export const Z${n.pascal}Item = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export type T${n.pascal}Item = z.infer<typeof Z${n.pascal}Item>;

export const Z${n.pascal}ListResponse = listPage(Z${n.pascal}Item);
export type T${n.pascal}ListResponse = z.infer<typeof Z${n.pascal}ListResponse>;
`,
  };
}

function webFiles(n, title) {
  const feature = `apps/web/src/features/${n.kebab}`;
  const ns = n.camel;
  return {
    [`${feature}/api/${n.kebab}-keys.ts`]: `/** Query keys of the ${n.kebab} feature: every operation file reads, stores and invalidates through these. */
export const ${n.camel}Keys = {
  all: ['${n.kebab}'] as const,
  lists: () => [...${n.camel}Keys.all, 'list'] as const,
  list: (page: number) => [...${n.camel}Keys.lists(), page] as const,
};
`,
    [`${feature}/api/get-${n.kebab}.ts`]: `import type { T${n.pascal}ListResponse } from '@tariq/contracts';
import { ${n.constant}_LIMITS } from '@tariq/contracts/${n.kebab}';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ${n.camel}Keys } from './${n.kebab}-keys';

/** \`GET /api/${n.kebab}?page=&limit=\`: one page of the caller company's items. */
export function get${n.pascal}(page: number, signal?: AbortSignal): Promise<T${n.pascal}ListResponse> {
  const params = new URLSearchParams({ page: String(page), limit: String(${n.constant}_LIMITS.pageSizeDefault) });
  return api<T${n.pascal}ListResponse>(\`/api/${n.kebab}?\${params.toString()}\`, { signal });
}

export function get${n.pascal}QueryOptions(page: number) {
  return queryOptions({
    queryKey: ${n.camel}Keys.list(page),
    queryFn: ({ signal }) => get${n.pascal}(page, signal),
    // Turning a page keeps the rows of the last one until the next arrives.
    placeholderData: keepPreviousData,
  });
}
`,
    [`${feature}/components/${n.kebab}-list.tsx`]: `import { Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list/paged-list';
import { get${n.pascal}QueryOptions } from '../api/get-${n.kebab}';

/** The caller company's items, a page at a time (\`page\` from 1, from the URL). */
export function ${n.pascal}List({ page }: { page: number }) {
  const { t } = useTranslation('${ns}');
  const query = useQuery(get${n.pascal}QueryOptions(page));
  return (
    <PagedList
      query={query}
      page={page}
      // This page's address, another page in its query.
      pageHref={(item) => ({ search: item > 1 ? \`?page=\${item}\` : '' })}
      texts={{
        loadError: t('${n.camel}.list.loadError'),
        retry: t('${n.camel}.list.retry'),
        empty: t('${n.camel}.list.empty'),
        emptyHint: t('${n.camel}.list.emptyHint'),
        pastLastPage: t('${n.camel}.list.pastLastPage'),
        firstPage: t('${n.camel}.list.firstPage'),
        pagination: t('${n.camel}.list.pagination'),
        page: (item) => t('${n.camel}.list.page', { page: item }),
        previous: t('${n.camel}.list.previousPage'),
        next: t('${n.camel}.list.nextPage'),
      }}
    >
      {(items) => (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('${n.camel}.list.name')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td dir="auto">{item.name}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </PagedList>
  );
}
`,
    [`apps/web/src/app/routes/${n.kebab}.tsx`]: `import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TitledPage } from '../../components/titled-page/titled-page';
import { ${n.pascal}List } from '../../features/${n.kebab}/components/${n.kebab}-list';
import { readPageParam } from '../../lib/page-param';

/** The ${n.kebab} page: its title and the list at the page the URL gives. */
export default function ${n.pascal}Page() {
  const { t } = useTranslation('${ns}');
  const [searchParams] = useSearchParams();
  return (
    <TitledPage title={t('${n.camel}.title')}>
      <${n.pascal}List page={readPageParam(searchParams)} />
    </TitledPage>
  );
}
`,
    [`apps/web/src/app/routes/${n.kebab}.test.tsx`]: `import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { jsonResponse, serveFetch } from '../../test/fake-fetch';
import { makeUser, renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

describe('the ${n.kebab} page', () => {
  it('shows its title and says when the list is empty', async () => {
    const calls = serveFetch(({ url }) =>
      url.pathname === '/api/${n.kebab}'
        ? jsonResponse(200, { data: [], page: 1, total_pages: 0, count: 0 })
        : jsonResponse(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' }),
    );
    // A carrier with every module: whatever rule guards the route lets them in.
    renderRoute(paths.${n.camel}.root.path, makeUser({ modules: ['private_freight', 'trucks', 'invoices'] }));
    expect(await screen.findByRole('heading', { level: 1, name: ${JSON.stringify(title)} })).toBeInTheDocument();
    expect(await screen.findByText(${JSON.stringify(LIST_TEXTS.fr.empty)})).toBeInTheDocument();
    const query = calls.find((call) => call.url.pathname === '/api/${n.kebab}')!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ page: '1', limit: '20' });
  });
});
`,
  };
}

function localeFiles(n, titlesByLanguage) {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      `apps/web/src/locales/${language}/${n.camel}.json`,
      `${JSON.stringify({ [n.camel]: { title: titlesByLanguage[language], list: LIST_TEXTS[language] } }, null, 2)}\n`,
    ]),
  );
}

// ---------------------------------------------------------------------------------------------
// Files edited

/** `text` with `insert` put before the first match of `anchor`, or an error naming the file. */
function insertBefore(file, text, anchor, insert) {
  const index = text.search(anchor);
  if (index < 0)
    throw new DomainError(`${file}: cannot find where to register the domain (${anchor}). Add it by hand.`);
  return text.slice(0, index) + insert + text.slice(index);
}

function insertAfter(file, text, anchor, insert) {
  const match = anchor.exec(text);
  if (!match) throw new DomainError(`${file}: cannot find where to register the domain (${anchor}). Add it by hand.`);
  const end = match.index + match[0].length;
  return text.slice(0, end) + insert + text.slice(end);
}

/** Adds `line` to the run of lines matching `family`, keeping them in alphabetical order. */
function insertSorted(file, text, family, line) {
  const lines = text.split('\n');
  const members = lines.map((candidate, index) => [candidate, index]).filter(([candidate]) => family.test(candidate));
  if (members.length === 0) throw new DomainError(`${file}: cannot find where to register the domain (${family}).`);
  const next = members.find(([candidate]) => candidate.localeCompare(line, 'en') > 0);
  const at = next ? next[1] : members[members.length - 1][1] + 1;
  lines.splice(at, 0, line);
  return lines.join('\n');
}

const EDITS = {
  'apps/api/src/modules/index.ts': (text, n, file) => {
    let edited = insertSorted(
      file,
      text,
      /^import \{ \w+ \} from '\.\/[\w-]+';$/,
      `import { ${n.camel}Module } from './${n.kebab}';`,
    );
    edited = insertAfter(
      file,
      edited,
      /export const APP_MODULES[^=]*= \[\n(?: {2}(?:\w+,|\/\/.*)\n)*/,
      `  ${n.camel}Module,\n`,
    );
    return edited;
  },
  'packages/contracts/src/index.ts': (text, n) => `${text.trimEnd()}\nexport * from './${n.kebab}';\n`,
  'apps/web/src/config/paths.ts': (text, n, file) => {
    // A domain the route table already names (a placeholder's path) keeps its path.
    if (new RegExp(`\\n {2}${n.camel}: \\{\\n {4}(?:/\\*\\*.*\\*/\\n {4})?root:`).test(text)) return text;
    return insertBefore(
      file,
      text,
      /\n {2}forbidden: route\(/,
      `\n  ${n.camel}: {\n    root: route('/${n.kebab}'),\n  },\n`,
    );
  },
  'apps/web/src/app/routes.tsx': (text, n, file) => {
    const page = `const ${n.camel}Page = lazyPage(() => import('./routes/${n.kebab}'), ['${n.camel}']);
`;
    // After the last page's constant: the route table follows them.
    const edited = insertBefore(file, text, /\nconst pagesWithServerData: /, `\n${page}`);
    const route = `{ path: paths.${n.camel}.root.path, ...${n.camel}Page }`;
    // With the pages any signed-in user may open, last of them: choose its guard there.
    const group = edited.search(/element: <Guard rule=\{ACCESS_RULES\.signedIn\} \/>,/);
    const end = group < 0 ? -1 : edited.indexOf('\n    ],', group);
    if (end < 0) throw new DomainError(`${file}: cannot find the signed-in pages' group. Add the route by hand.`);
    return `${edited.slice(0, end)}\n      ${route},${edited.slice(end)}`;
  },
  'apps/web/src/lib/i18n.ts': (text, n, file) =>
    insertBefore(file, text, /\n {2}'validation',\n {2}'errors',/, `\n  '${n.camel}',`),
  'apps/web/src/lib/i18next.d.ts': (text, n, file) => {
    const edited = insertSorted(
      file,
      text,
      /^import type \w+ from '\.\.\/locales\/fr\/\w+\.json';$/,
      `import type ${n.camel} from '../locales/fr/${n.camel}.json';`,
    );
    return insertBefore(file, edited, /\n {6}validation: /, `\n      ${n.camel}: typeof ${n.camel};`);
  },
};

// ---------------------------------------------------------------------------------------------
// The plan

function read(root, file) {
  return readFileSync(path.join(root, file), 'utf8');
}

/** What `name` would write and edit under `root`, or a DomainError saying why not. */
export function planDomain(root, name) {
  const n = domainNames(name);
  const problems = [];
  if (existsSync(path.join(root, 'apps/api/src/modules', n.kebab))) {
    problems.push(`an API module apps/api/src/modules/${n.kebab} exists already`);
  }
  if (existsSync(path.join(root, 'apps/web/src/features', n.kebab))) {
    problems.push(`a web feature apps/web/src/features/${n.kebab} exists already`);
  }
  const titlesByLanguage = titles(root, n);
  const files = {
    ...apiFiles(n),
    ...contractsFiles(n),
    ...webFiles(n, titlesByLanguage.fr),
    ...localeFiles(n, titlesByLanguage),
  };
  const existingDirs = [`apps/api/src/modules/${n.kebab}/`, `apps/web/src/features/${n.kebab}/`].filter((dir) =>
    existsSync(path.join(root, dir)),
  );
  for (const file of Object.keys(files)) {
    if (existingDirs.some((dir) => file.startsWith(dir))) continue;
    if (existsSync(path.join(root, file))) problems.push(`${file} exists already`);
  }
  const i18n = read(root, 'apps/web/src/lib/i18n.ts');
  if (new RegExp(`^ {2}'${n.camel}',$`, 'm').test(i18n))
    problems.push(`the i18n namespace '${n.camel}' exists already`);
  if (new RegExp(`\\bconst ${n.camel}Page\\b`).test(read(root, 'apps/web/src/app/routes.tsx'))) {
    problems.push(`apps/web/src/app/routes.tsx has a ${n.camel}Page already`);
  }
  // Every contracts export is one flat namespace (`export *`): the new names must be free.
  const contractsDir = path.join(root, 'packages/contracts/src');
  const contracts = existsSync(contractsDir)
    ? readdirSync(contractsDir, { recursive: true })
        .filter((file) => String(file).endsWith('.ts'))
        .map((file) => readFileSync(path.join(contractsDir, String(file)), 'utf8'))
        .join('\n')
    : '';
  for (const identifier of [
    `${n.constant}_LIMITS`,
    `Z${n.pascal}Item`,
    `Z${n.pascal}ListQuery`,
    `Z${n.pascal}ListResponse`,
  ]) {
    if (new RegExp(`\\b${identifier}\\b`).test(contracts))
      problems.push(`${identifier} is already exported by @tariq/contracts`);
  }
  if (problems.length > 0) {
    throw new DomainError(
      `Cannot create the domain "${n.kebab}":\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  }
  const edits = {};
  for (const [file, edit] of Object.entries(EDITS)) edits[file] = edit(read(root, file), n, file);
  return { names: n, files, edits };
}

/** Formats every file as `npm run format` would, with the repository's Prettier settings. */
async function formatPlan(plan) {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(path.join(SCRIPT_ROOT, 'package.json'))) ?? {};
  const format = async (entries) =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(entries).map(async ([file, text]) => [
          file,
          await prettier.format(text, { ...options, filepath: file }),
        ]),
      ),
    );
  return { ...plan, files: await format(plan.files), edits: await format(plan.edits) };
}

export async function createDomain({ root, name, dryRun = false }) {
  const plan = await formatPlan(planDomain(root, name));
  if (!dryRun) {
    for (const [file, text] of Object.entries({ ...plan.files, ...plan.edits })) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
  }
  return plan;
}

// ---------------------------------------------------------------------------------------------
// Command line

function parseArgs(argv) {
  const options = { name: undefined, dryRun: false, root: SCRIPT_ROOT };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--root') {
      const value = argv[(index += 1)];
      if (!value) throw new DomainError(`--root needs a directory.\n${USAGE}`);
      options.root = path.resolve(value);
    } else if (arg === '--help' || arg === '-h') throw new DomainError(USAGE);
    else if (arg.startsWith('-')) throw new DomainError(`Unknown option ${arg}.\n${USAGE}`);
    else if (options.name) throw new DomainError(`One domain at a time (${options.name}, then ${arg}).\n${USAGE}`);
    else options.name = arg;
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const plan = await createDomain(options);
  const verb = options.dryRun ? 'would' : '';
  console.log(`${options.dryRun ? 'Dry run: nothing written.\n' : ''}Domain "${plan.names.kebab}":`);
  for (const file of Object.keys(plan.files)) console.log(`  ${verb || 'wrote'} ${verb ? 'write ' : ''}${file}`);
  for (const file of Object.keys(plan.edits)) console.log(`  ${verb || 'edited'} ${verb ? 'edit ' : ''}${file}`);
  if (!options.dryRun) {
    console.log(`
Next: pick the domain's access rule (ACCESS_RULES in packages/contracts/src/access.ts) in
${plan.names.kebab}.service.ts and in the web route (apps/web/src/app/routes.tsx), replace the example
resource by the domain's own, and add its table with \`npm run db:generate\` (see ${plan.names.kebab}.repository.ts).`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof DomainError ? error.message : error);
    process.exitCode = 1;
  });
}
