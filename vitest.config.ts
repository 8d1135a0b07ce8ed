import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Three projects, run separately by the npm scripts so each can be run on its own:
// unit (happy-dom, next to the code), server (node, real HTTP against PGlite or PostgreSQL),
// e2e (node driving Debian's Chromium with playwright-core against the real server).
export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on CI's 2 cores, where the other core
    // then idled through the unit and server suites (the slowest steps of `npm test`; ARCHITECTURE.md,
    // "Test run time"). The e2e project runs its files one at a time regardless (fileParallelism).
    maxWorkers: 2,
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // Each file still runs in a fresh VM context with its own modules and DOM (isolation as before), but in a
          // worker kept between files: a fresh worker per file spent more time starting happy-dom and importing than
          // the tests took (2026-11-30, 140 files on 2 cores: 155 s wall and 271 s CPU with forks, 54 s and 79 s so).
          pool: 'vmThreads',
          include: [
            'packages/{core,theme,ui,elements}/src/**/*.test.{ts,tsx}',
            'host-app/src/**/*.test.{ts,tsx}',
            'build/**/*.test.mjs',
          ],
          css: { include: [/.+/] },
          globals: true,
          setupFiles: ['test/unit-setup.ts'],
          // A few files check thousands of cases against a reference (dayjs, DOMPurify in Chromium, the shipped
          // typings): 2-3 s alone, over vitest's 5 s on a busy 2-core machine (seen in a fresh-clone run beside a
          // build). The limit only guards against a hang; no test here measures speed.
          testTimeout: 20000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/server/src/**/*.test.ts'],
          globals: true,
          testTimeout: 30000,
          hookTimeout: 60000,
          // Worker threads rather than a process per file: the same isolation (a fresh worker per file) for less
          // start-up (2026-11-30, 94 files on PGlite: 287 s wall and 546 s CPU with forks, 237 s and 443 s so).
          pool: 'threads',
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.e2e.test.ts'],
          globals: true,
          testTimeout: 90000,
          hookTimeout: 180000,
          fileParallelism: false,
          globalSetup: ['test/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
