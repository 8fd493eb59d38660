// `npm install` runs this (scripts/postinstall.mjs): prepares the PGlite data folder a first start
// copies instead of running initdb and every migration (pglite-template.ts).
import { defaultPgliteTemplateDir, makePgliteTemplate } from './pglite-template';

const started = Date.now();
const outcome = await makePgliteTemplate();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  outcome === 'made'
    ? `PGlite data folder template made in ${seconds} s (${defaultPgliteTemplateDir()}): a first start skips initdb.`
    : 'PGlite data folder template already current.',
);
