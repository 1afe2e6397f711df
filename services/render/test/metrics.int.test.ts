import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, createLogger, createNatsBus, createService, startMetricsServer, type RunningMetricsServer, type ServiceApp } from '@sitespark/service-kit';
import { createTestInfra, startNatsServer, type NatsServerProcess, type TestInfra } from '@sitespark/service-kit/testing';
import { createRenderMetrics } from '../src/metrics.ts';
import { startRenderService, type RenderHarness } from './support/render-harness.ts';

/** The app's metrics port (METRICS_PORT in production), started on first use. */
const metricsServers = new Map<ServiceApp, RunningMetricsServer>();
async function metricsUrlOf(app: ServiceApp): Promise<string> {
  let server = metricsServers.get(app);
  if (!server) {
    server = await startMetricsServer({ registries: [app.metrics], port: 0, host: '127.0.0.1' });
    metricsServers.set(app, server);
  }
  return server.url;
}
afterAll(async () => {
  await Promise.all([...metricsServers.values()].map((server) => server.close()));
});

/** One sample of the Prometheus text on the metrics port: its labels must include `labels`; undefined when absent. */
async function sample(app: ServiceApp, name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  const response = await fetch(await metricsUrlOf(app));
  expect(response.status).toBe(200);
  for (const line of (await response.text()).split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('render service metrics', () => {
  let infra: TestInfra;
  let harness: RenderHarness;
  const user = '00000000-0000-4000-8000-00000000a11c';
  /** How the fake convert-to-video renderer behaves for the current test. */
  let convert: 'succeed' | 'fail-once' | 'hold' = 'succeed';
  let holding: (() => void) | undefined;
  let release: (() => void) | undefined;

  beforeAll(async () => {
    infra = await createTestInfra('render metrics');
    harness = await startRenderService(
      infra,
      { RENDER_MAX_ATTEMPTS: '3', RENDER_RETRY_DELAY_MS: '50' },
      {
        renderers: {
          'convert-to-video': async (context) => {
            if (convert === 'fail-once' && context.attempt < 2) throw new Error('transient failure');
            if (convert === 'hold') {
              await new Promise<void>((resolve) => {
                release = resolve;
                holding?.();
              });
            }
            return { result: { success: true, videoUrl: `/api/media/videos/${context.job.userId}/converted.mp4` } };
          },
          'professional-video': async () => {
            throw new AppError('UNPROCESSABLE', 'The website took too long to load.');
          },
        },
      },
    );
  });
  afterAll(async () => {
    release?.();
    await harness?.render.close();
    await infra?.cleanup();
  });

  const convertToVideo = () =>
    harness.render.app.inject({
      method: 'POST',
      url: '/api/convert-to-video',
      headers: harness.render.as(user),
      payload: { htmlTemplate: '<p>hi</p>', duration: 15, websiteUrl: 'https://example.com' },
    });
  const converted = (outcome: string) => ({ kind: 'convert-to-video', outcome, service: 'render' });

  it('counts a finished job and its duration by kind and outcome, next to the queue depth', async () => {
    expect((await convertToVideo()).statusCode).toBe(200);
    const { app } = harness.render;
    expect(await sample(app, 'render_job_duration_seconds_count', converted('succeeded'))).toBe(1);
    expect(await sample(app, 'render_job_duration_seconds_sum', converted('succeeded'))).toBeGreaterThan(0);
    expect(await sample(app, 'render_job_duration_seconds_bucket', { ...converted('succeeded'), le: '600' })).toBe(1);
    expect(await sample(app, 'render_jobs_total', converted('succeeded'))).toBe(1);
    expect(await sample(app, 'render_jobs_total', converted('retry'))).toBeUndefined();
    await expect.poll(() => sample(app, 'render_queue_depth', { service: 'render' })).toBe(0);
  });

  it('counts a retried attempt and the bus redelivery behind it', async () => {
    convert = 'fail-once';
    expect((await convertToVideo()).statusCode).toBe(200);
    const { app } = harness.render;
    expect(await sample(app, 'render_jobs_total', converted('retry'))).toBe(1);
    expect(await sample(app, 'render_job_duration_seconds_count', converted('retry'))).toBe(1);
    expect(await sample(app, 'render_jobs_total', converted('succeeded'))).toBe(2);
    expect(await sample(app, 'bus_redeliveries_total', { queue: 'render.jobs', consumer: 'render.jobs', service: 'render' })).toBe(1);
    expect(await sample(app, 'bus_dead_letters_total', { queue: 'render.jobs' })).toBeUndefined();
  });

  it('counts a refused job as failed', async () => {
    const { app, as } = harness.render;
    const response = await app.inject({ method: 'POST', url: '/api/adobe-express-video', headers: as(user), payload: { url: 'https://example.com' } });
    expect(response.statusCode).toBe(422);
    expect(await sample(app, 'render_jobs_total', { kind: 'professional-video', outcome: 'failed' })).toBe(1);
    expect(await sample(app, 'render_job_duration_seconds_count', { kind: 'professional-video', outcome: 'failed' })).toBe(1);
  });

  it('keeps its metrics off the public port, where /metrics answers 404', async () => {
    const { app } = harness.render;
    const response = await app.inject({ method: 'GET', url: '/metrics', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('render_jobs_total');
    expect(await sample(app, 'render_queue_depth', { service: 'render' })).toBeDefined();
  });

  it('shows a job being rendered in the queue depth until it is done', async () => {
    convert = 'hold';
    const started = new Promise<void>((resolve) => (holding = resolve));
    const response = convertToVideo();
    await started;
    const { app } = harness.render;
    expect(await sample(app, 'render_queue_depth')).toBe(1);
    release?.();
    expect((await response).statusCode).toBe(200);
    await expect.poll(() => sample(app, 'render_queue_depth'), { timeout: 10_000 }).toBe(0);
  });
});

/** A private JetStream server this test may stop without touching the shared one. */
describe('render queue depth while the bus is down', () => {
  let nats: NatsServerProcess;

  beforeAll(async () => {
    nats = await startNatsServer('render-metrics-nats-');
  });
  afterAll(async () => {
    await nats?.dispose();
  });

  it('still answers the scrape, with the depth unknown (NaN)', async () => {
    const logger = createLogger('render', { level: 'silent' });
    const bus = await createNatsBus({ url: nats.url, prefix: 'rmetrics' });
    const app = await createService({ name: 'render', logger });
    try {
      createRenderMetrics(app.metrics, { bus, logger });
      await bus.enqueue('render.jobs', { waiting: true });
      expect(await sample(app, 'render_queue_depth')).toBe(1);

      await nats.stop();
      await expect.poll(() => bus.isReady(), { timeout: 10_000 }).toBe(false);

      expect(await sample(app, 'render_queue_depth')).toBeNaN();
      expect(await sample(app, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    } finally {
      await app.close();
      await bus.close();
    }
  });
});
