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
          // Settles TEST_INFRA once; with containers, one PostgreSQL and one NATS for every file.
          globalSetup: ['packages/service-kit/src/testing/int-global-setup.ts'],
        },
      },
    ],
  },
});
