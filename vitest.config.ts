import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const ignored = ['**/node_modules/**', '**/dist/**', 'e2e/**', 'bench/**'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{packages,services,apps}/*/test/**/*.test.ts'],
          exclude: [...ignored, '**/*.int.test.ts', 'apps/web/**'],
          environment: 'node',
          // A worker keeps its modules from one file to the next (the tier's import time was 57 s of its
          // 98). The web project stays isolated: its files share a jsdom window they each reshape.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          exclude: ignored,
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'int',
          include: ['{packages,services,apps}/*/test/**/*.int.test.ts'],
          exclude: ignored,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Suites isolate themselves (own schema, own subject prefix) so files may run in parallel.
          fileParallelism: true,
          // Files spend much of their time waiting on ffmpeg, Chromium, timers and the database: one more
          // at once than there are cores fills that time (twice as many starved a render test past its limit).
          maxWorkers: availableParallelism() + 1,
          // A worker keeps its modules from one file to the next: importing every service's stack again
          // for each file was a third of the tier's CPU. Suites own their state (schema, subjects, temp dirs).
          isolate: false,
          // Settles TEST_INFRA once; with containers, one PostgreSQL and one NATS for every file.
          globalSetup: ['packages/service-kit/src/testing/int-global-setup.ts'],
        },
      },
    ],
  },
});
