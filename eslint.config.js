import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Mantine's Select is used through src/components/select (its list of options mounted on intent). */
const MANTINE_SELECT = {
  name: '@mantine/core',
  importNames: ['Select'],
  message:
    'Use Select from src/components/select: it mounts its list of options when the field is reached for (Mantine keeps every closed list mounted and placed).',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/api/src/db/migrations/**', 'e2e/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // API layer rules (type-only imports of the schema's row types are fine: they carry no query): the repositories are the only code of a module that talks to the database, and
  // the platform never reaches into a module (modules hand it what it needs through the context).
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/db/**',
      'apps/api/src/**/*.repository.ts',
      'apps/api/src/**/*.test.ts',
      'apps/api/src/test/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              message: 'Database access lives in db/ and in <domain>.repository.ts files.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/platform/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/*', '**/modules/**'],
              message:
                'The platform does not import modules: a module provides what the platform needs through the context.',
            },
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              message: 'Database access lives in db/ and in <domain>.repository.ts files.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // API module walls
  ...apiModuleWalls(),
  // Web: Mantine's Select through components/select (its list mounted on intent)
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/select/**', 'apps/web/src/features/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [MANTINE_SELECT] }] },
  },
  // Web layer rules
  ...webLayerRules(),
);

/**
 * Module walls (ARCHITECTURE.md §2): a module of apps/api/src/modules is reached only through its
 * `index.ts`, its public surface. Inside a module, another module's files other than its index are
 * off limits; outside the modules (app, server, seeds, benches, platform), every module's are. One
 * block per module folder, so a new module is walled as soon as it exists.
 */
function apiModuleWalls() {
  const root = 'apps/api/src/modules';
  const modules = readdirSync(new URL(`./${root}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const message = (name) =>
    `Reach the ${name} module through its index.ts (its public surface), not through its files: export what you need there.`;
  const inside = modules.map((module) => {
    const others = modules.filter((name) => name !== module).join('|');
    return {
      files: [`${root}/${module}/**/*.ts`, `${root}/${module}/**/*.tsx`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                // `../offers/offers.repository`, however deep the importing file sits.
                regex: `^(?:\\.\\./)+(?:${others})/(?!index$)[^/]+`,
                message: message('other'),
              },
              { regex: `(?:^|/)modules/(?:${others})/(?!index$)[^/]+`, message: message('other') },
            ],
          },
        ],
      },
    };
  });
  const outside = {
    files: ['apps/api/src/**/*.ts', 'apps/api/src/**/*.tsx', 'bench/**/*.{ts,mjs}', 'e2e/**/*.ts'],
    ignores: [`${root}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(?:^|/)modules/[a-z-]+/(?!index$)[^/]+', message: message('a') }] },
      ],
    },
  };
  return [...inside, outside];
}

/**
 * Web layer rules (ARCHITECTURE.md, layout and direction): a feature imports neither another feature
 * nor src/app, which composes them; what two features share lives in src/lib or src/components.
 * One block per folder of apps/web/src/features, so a new feature is covered as soon as it exists.
 */
function webLayerRules() {
  const root = 'apps/web/src/features';
  const features = readdirSync(new URL(`./${root}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => {
    const others = features.filter((name) => name !== feature).join('|');
    const otherFeature = {
      // `../../places/…` from inside the feature, or `…/features/places` however reached (alias included).
      regex: `^(?:\\.\\./)+(?:${others})(?:/|$)|(?:^|/)features/(?:${others})(?:/|$)`,
      message: `features/${feature} must not import another feature: move what both need to src/lib or src/components, or compose them in src/app.`,
    };
    const app = {
      regex: '^(?:\\.\\./)+app(?:/|$)|^@/app(?:/|$)',
      message: `features/${feature} must not import src/app: the app composes features, not the other way round.`,
    };
    return {
      files: [`${root}/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { paths: [MANTINE_SELECT], patterns: others ? [otherFeature, app] : [app] }],
      },
    };
  });
}
