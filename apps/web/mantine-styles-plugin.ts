import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const MANTINE_CORE = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
/** A component's class names, `esm/components/Button/Button.module.mjs` (some one folder deeper). */
const CLASSES_MODULE =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/](?:[\w-]+[\\/])*(\w+)[\\/]\1\.module\.mjs$/;

/**
 * Mantine's styles with the components that use them, instead of its whole sheet (250 KB, 36 KB
 * gzipped) blocking the first paint of every page: each component's module of class names imports
 * that component's own file of `@mantine/core/styles/` (Mantine publishes one per component for
 * this), so its styles land in the CSS of the chunk that holds the component, loaded with it. The
 * login route's sheet keeps only what the login and the frame show; a page's sheet comes with its code.
 *
 * Order: a component's module imports the components it builds on before its own class names, so
 * their styles come first, as in Mantine's sheet (Button after UnstyledButton); a lazy chunk's
 * sheets are inserted after those of the chunks it imports.
 */
export function mantineStylesPlugin(): Plugin {
  return {
    name: 'tariq-mantine-styles',
    enforce: 'pre',
    transform(code, id) {
      const component = CLASSES_MODULE.exec(id.split('?')[0]!)?.[1];
      if (!component) return null;
      const sheet = path.join(MANTINE_CORE, 'styles', `${component}.css`);
      if (!existsSync(sheet)) return null;
      return { code: `import '@mantine/core/styles/${component}.css';\n${code}`, map: null };
    },
  };
}
