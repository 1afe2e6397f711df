import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const ignored = ['**/node_modules/**', '**/dist/**', 'e2e/**', 'bench/**'];

/**
 * Integration files that render whole videos (Chromium captures, ffmpeg encodes with narration):
 * each render takes both cores for tens of seconds, so two at once starve each other past any
 * timeout a busy machine allows. They run one at a time, after the other integration files.
 */
const videoRenderingTests = [
  'services/render/test/video-look.int.test.ts',
  'services/render/test/professional-video.int.test.ts',
  'services/render/test/free-video.int.test.ts',
  'services/render/test/custom-images.int.test.ts',
  'services/render/test/worker-death.int.test.ts',
  'services/render/test/speech-fallback.int.test.ts',
  'services/render/test/ssrf.int.test.ts',
  'services/render/test/engine/render-slideshow.int.test.ts',
  'services/render/test/engine/motion-captions.int.test.ts',
  'services/render/test/video-styles.int.test.ts',
  'apps/standalone/test/kit-videos.int.test.ts',
  'apps/standalone/test/studio-corrections.int.test.ts',
  'apps/standalone/test/studio-campaign.int.test.ts',
];

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
          exclude: [...ignored, ...videoRenderingTests],
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
          // Its own group: it takes more workers than the unit and web projects when all run at once.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'int-video',
          include: videoRenderingTests,
          exclude: ignored,
          environment: 'node',
          // Alone on the machine's cores a render takes a fraction of this; the margin is for a machine
          // that is busy with other work than these tests. A render that hangs still fails.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          maxWorkers: 1,
          isolate: false,
          globalSetup: ['packages/service-kit/src/testing/int-global-setup.ts'],
          // After the other integration files, so nothing else competes with a render for the cores.
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
