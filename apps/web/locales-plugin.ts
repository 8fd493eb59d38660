import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const LOCALES_DIR = path.join(import.meta.dirname, 'src/locales');
const URL_PATH = /^\/locales\/([a-z]{2})\/([A-Za-z]+)\.json(?:\?.*)?$/;

/** Every text file, `<language>/<namespace>.json`, with its content compacted. */
function readLocales(): Map<string, string> {
  const files = new Map<string, string>();
  for (const language of readdirSync(LOCALES_DIR, { withFileTypes: true })) {
    if (!language.isDirectory()) continue;
    for (const file of readdirSync(path.join(LOCALES_DIR, language.name))) {
      if (!file.endsWith('.json')) continue;
      const text = readFileSync(path.join(LOCALES_DIR, language.name, file), 'utf8');
      files.set(`${language.name}/${file}`, JSON.stringify(JSON.parse(text)));
    }
  }
  return files;
}

/**
 * The interface texts as static files, `/locales/<language>/<namespace>.json`, fetched by the app
 * when a route needs them (src/lib/i18n.ts). As JavaScript chunks they cost the entry a map of
 * ~90 hashed file names, on the login route's 180 KB budget; as files, one version string that
 * changes with any text (`__LOCALES_VERSION__`, sent as `?v=`) keeps caches right.
 */
export function localesPlugin(): Plugin {
  let files = readLocales();
  const version = () =>
    createHash('sha256')
      .update([...files].sort(([a], [b]) => (a < b ? -1 : 1)).join('\n'))
      .digest('hex')
      .slice(0, 12);
  return {
    name: 'tariq-locales',
    config: () => ({ define: { __LOCALES_VERSION__: JSON.stringify(version()) } }),
    buildStart() {
      files = readLocales();
    },
    generateBundle() {
      for (const [name, source] of files) this.emitFile({ type: 'asset', fileName: `locales/${name}`, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = URL_PATH.exec(request.url ?? '');
        if (!match) return next();
        // Read at each request in development: an edited text shows on reload.
        const source = readLocales().get(`${match[1]}/${match[2]}.json`);
        if (source === undefined) return next();
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.end(source);
      });
    },
  };
}
