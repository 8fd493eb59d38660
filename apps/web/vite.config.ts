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
