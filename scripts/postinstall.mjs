// Runs after `npm install` / `npm ci` of this project (npm runs the root project's own install
// scripts; the allowScripts approval only concerns dependencies). Prepares PGlite's data folder
// template, so that a first `npm start` on a fresh data folder skips initdb (apps/api/src/db/
// pglite-template.ts). Never fails the install: without the template a first start runs initdb.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const made = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/api/src/db/make-pglite-template.ts')],
  { cwd: root, stdio: 'inherit' },
);
if (made.status !== 0) {
  console.warn('The PGlite data folder template was not made: a first start will run initdb (a few seconds more).');
}
