import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { localesPlugin } from './locales-plugin';
import { mantineStylesPlugin } from './mantine-styles-plugin';
import { precompressPlugin } from './precompress-plugin';

// react-router's package exports only its development build (warnings, checks); its production
// build sits beside it, smaller and faster: the one we ship.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** react-i18next's <Trans> and its HTML parser: only pages use them; kept out of the login's chunk. */
const I18N_TRANS =
  /node_modules[\\/](react-i18next[\\/]dist[\\/]es[\\/](Trans|TransWithoutContext)\.js|html-parse-stringify[\\/])/;

export default defineConfig(({ command }) => ({
  plugins: [mantineStylesPlugin(), react(), localesPlugin(), precompressPlugin()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // A lazy page's chunks are fetched at once, not as a chain where each chunk asks for its imports
    // only once it has arrived (a round trip per level: the logged-in pages' LCP). The entry holds the
    // lists (about 1 KB gzipped). Every browser the app supports knows modulepreload: no polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shared-ui',
              // With the small modules the login form shares with the pages (one chunk with the
              // login's UI rather than a script each: each script compresses alone). The route table,
              // the session store and the icons' base are named too: once the notification panel (a
              // lazy chunk inside the lazy menus) used them, the bundler split each into a script of
              // its own on the login route.
              // Mantine's base styles too: this chunk's sheet is the first the page links, and the
              // components' styles in it must come after the reset and the global classes.
              // Not react-i18next's <Trans> (I18N_TRANS): in this chunk it weighed 4 KB gzipped on the login route.
              // Nor react-hook-form: the login form has none, and the forms that use it share it in a chunk of their own.
              test: (id: string) =>
                !I18N_TRANS.test(id) &&
                (/node_modules[\\/]@mantine[\\/]core[\\/]styles[\\/](baseline|default-css-variables|global)\.css$/.test(
                  id,
                ) ||
                  /node_modules[\\/](i18next|react-i18next|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Box|Loader|ActionIcon|CloseButton|UnstyledButton|Input|InputBase|TextInput|PasswordInput|Alert|Button|Paper|Anchor|Text|Title|Stack|Group))[\\/]/.test(
                    id,
                  ) ||
                  /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)\.mjs$/.test(
                    id,
                  ) ||
                  /(packages[\\/]contracts[\\/]src[\\/](limits|enums|validation)\.ts|apps[\\/]web[\\/]src[\\/](lib[\\/](error-message|form-errors|session)\.tsx?|config[\\/]paths\.ts))$/.test(
                    id,
                  )),
            },
            // Fewer, larger chunks for the signed-in pages: each lazy page asked for 60 to 100 scripts and
            // 16 to 29 style sheets, most of 1–2 KB (a Mantine component, an icon), and on a phone each
            // request costs a round trip over at most six connections: /freights waited ~20 round trips
            // before its first render. A group takes its modules' dependencies with it (rolldown's
            // includeDependenciesRecursively), so the groups below are ordered to keep the login
            // route as it was: what the entry needs stays with the entry, the login page's own
            // dependencies stay with it, and only then the signed-in groups take what is left.
            {
              name: 'initial',
              tags: ['$initial'],
            },
            {
              name: 'login-route',
              test: /apps[\\/]web[\\/]src[\\/]app[\\/]routes[\\/]login\.tsx$/,
            },
            {
              // What every signed-in page waits for: the query layout, the header's menus and bell.
              name: 'signed-in',
              test: /apps[\\/]web[\\/]src[\\/]app[\\/]layout[\\/](query-layout|user-menus)\.tsx$/,
            },
            {
              // Mantine's components, icons, TanStack Query and Floating UI used by three lazy chunks or
              // more: one script and one sheet (80 and 11 KB gzipped) instead of about forty. The date
              // pickers (@mantine/dates, dayjs) stay apart: only the forms with dates use them.
              name: 'common-ui',
              test: /node_modules[\\/](@mantine[\\/](core|hooks)|@tabler|@tanstack|@floating-ui)[\\/]/,
              minShareCount: 3,
            },
            {
              // The app's own modules shared by two lazy chunks or more (format, labels, the offer
              // table, a query's keys): each was a script of 0.1–2 KB, some twenty-five of them on the
              // freight search and the offer page, each a request. One group for all of them would
              // take the contracts' schemas, and zod with them, into every page (tried: +90 KB); here
              // they are grouped by the set of pages that load them (entriesAware), the sets under
              // 4 KB merged into their closest neighbour. Above 4 KB zod joined the freight search's
              // scripts (+30 KB at 8 KB).
              name: 'app-shared',
              test: /(apps[\\/]web[\\/]src|packages[\\/]contracts[\\/]src)[\\/]/,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 4096,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/.well-known': 'http://localhost:3000',
      // The spec's multipart sign-up is outside /api (spec 000 §7).
      '/register_from_api': 'http://localhost:3000',
    },
  },
}));
