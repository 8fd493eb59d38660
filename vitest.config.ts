import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every suite; `npm test` runs contracts, api and web (no browser needed).
export default defineConfig({
  test: {
    // Vitest's default leaves a core free: one worker on this 2-core machine, every file in turn.
    // The files mostly wait on PGlite, jsdom and timers rather than compute, so two workers share
    // two cores well (npm test: 188 s → 112 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // One database per worker, kept across its files and emptied for each test app
          // (src/test/helpers.ts): a fresh PGlite and its migrations cost seconds a file.
          isolate: false,
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Above the longest wait for an element (setup.ts): a slow test fails on what it waited for.
          testTimeout: 45_000,
          // One module registry per worker, not per file: each file no longer pays jsdom, Mantine,
          // React and i18next again (half the suite's time on 2 cores). What a test changes globally
          // it puts back (setup.ts: cleanup, localStorage; i18next's language in afterEach).
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          // One platform and one Chromium for the run, started here.
          globalSetup: ['./global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
