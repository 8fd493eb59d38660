// How the server process is started, by `npm start` (start.mjs), the browser tests (e2e/platform.ts)
// and the benchmarks: one command and one environment, so that what is measured is what runs.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Node's arguments: the server's TypeScript entry through tsx. */
export const SERVER_ARGS = ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')];

/**
 * glibc's allocator, read from the environment when the process starts (hence set by what starts
 * it, not by the server). Measured with PGlite, 100,000 offers and `npm run bench` (decision 0004
 * §10), the server's resident memory at the peak of the searches / with writes / after:
 * 683-693 / 761 / 817 MB by default, 597-616 / 736 / 734 MB with the first setting, 607-609 / 685 /
 * 688 MB with both.
 * - Blocks of 128 KB and more are mapped on their own and given back when freed. By default glibc
 *   raises that threshold (up to 32 MB) each time such a block is freed, after which the buffers of
 *   the database's answers and of the pages written are carved from the main heap, which the system
 *   rarely gets back: it grew from 94 to 211 MB; 19-84 MB with the threshold kept.
 * - Two arenas, not up to sixteen: each thread that allocates (the PDF worker, the thread pool,
 *   the collector's helpers) otherwise gets an arena of its own, each with its free room kept.
 */
export const MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: String(128 * 1024), MALLOC_ARENA_MAX: '2' };

/** The server's environment: `env`, with the allocator's settings unless `env` sets them. */
export function serverEnv(env) {
  return { ...MALLOC_ENV, ...env };
}
