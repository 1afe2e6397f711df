import { afterEach, describe, expect, it } from 'vitest';
import { Counter, type Registry } from 'prom-client';
import { ConfigError, baseServiceConfig, env, loadConfig, metricsPortOf } from '../src/config.ts';
import { createLogger } from '../src/logger.ts';
import { createService, type ServiceApp } from '../src/http/create-service.ts';
import { startMetricsServer, type RunningMetricsServer } from '../src/http/metrics.ts';

const apps: ServiceApp[] = [];
const metricsServers: RunningMetricsServer[] = [];
afterEach(async () => {
  await Promise.all(metricsServers.splice(0).map((server) => server.close()));
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function build(name: string): Promise<ServiceApp> {
  const app = await createService({ name, logger: createLogger(name, { level: 'silent' }) });
  app.get('/items/:id', async (request) => ({ id: (request.params as { id: string }).id }));
  apps.push(app);
  await app.ready();
  return app;
}

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

// Values are read like Prometheus does (Go's ParseFloat), where NaN and Inf are case-insensitive.
const sampleLine = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? ([+-]?(?:[0-9.eE+-]+|[nN][aA][nN]|[iI][nN][fF]))(?: -?[0-9]+)?$/;
const labelPair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Parses the Prometheus text exposition format strictly: a line that is neither a comment nor a sample fails. */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      expect(line).toMatch(/^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+$/);
      continue;
    }
    const match = sampleLine.exec(line);
    if (!match) throw new Error(`Not a Prometheus sample line: ${line}`);
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(labelPair)].map(([, key, value]) => [key, value]));
    samples.push({ name: match[1]!, labels: labels as Record<string, string>, value: Number(match[3]) });
  }
  return samples;
}

/** A metrics server on a free port of 127.0.0.1, as METRICS_PORT serves them. */
async function serveMetrics(...registries: Registry[]): Promise<RunningMetricsServer> {
  const server = await startMetricsServer({ registries, port: 0, host: '127.0.0.1' });
  metricsServers.push(server);
  return server;
}

async function scrapeResponse(app: ServiceApp): Promise<Response> {
  const response = await fetch((await serveMetrics(app.metrics)).url);
  expect(response.status).toBe(200);
  return response;
}

async function scrape(app: ServiceApp): Promise<Sample[]> {
  return parseExposition(await (await scrapeResponse(app)).text());
}

function durationCount(samples: Sample[], route: string, status = '200'): number | undefined {
  return samples.find(
    (sample) =>
      sample.name === 'http_request_duration_seconds_count' &&
      sample.labels.route === route &&
      sample.labels.method === 'GET' &&
      sample.labels.status_code === status,
  )?.value;
}

describe('metrics', () => {
  it('serves the Prometheus text format with default process metrics', async () => {
    const app = await build('metrics-format');
    const response = await scrapeResponse(app);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parseExposition(await response.text());
    expect(samples.some((sample) => sample.name === 'process_cpu_user_seconds_total')).toBe(true);
    expect(samples.some((sample) => sample.name === 'nodejs_heap_size_used_bytes')).toBe(true);
    expect(samples.every((sample) => sample.labels.service === 'metrics-format')).toBe(true);
  });

  it('counts request durations by route template, never by raw URL', async () => {
    const app = await build('metrics-routes');
    expect((await app.inject({ method: 'GET', url: '/items/1' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/items/two?x=1' })).statusCode).toBe(200);
    const samples = await scrape(app);
    expect(durationCount(samples, '/items/:id')).toBe(2);
    const sum = samples.find((s) => s.name === 'http_request_duration_seconds_sum' && s.labels.route === '/items/:id');
    expect(sum?.value).toBeGreaterThan(0);
    const routes = new Set(samples.filter((s) => s.name.startsWith('http_request_duration')).map((s) => s.labels.route));
    expect([...routes].some((route) => route?.includes('/items/1') || route?.includes('two'))).toBe(false);
  });

  it('labels requests no route matched as one unmatched route with their status', async () => {
    const app = await build('metrics-unmatched');
    await app.inject({ method: 'GET', url: '/nothing/here/1' });
    await app.inject({ method: 'GET', url: '/nothing/here/2' });
    const samples = await scrape(app);
    expect(durationCount(samples, '<unmatched>', '404')).toBe(2);
    expect(samples.some((s) => s.labels.route?.startsWith('/nothing'))).toBe(false);
  });

  it('keeps each app in its own registry, open to service metrics', async () => {
    const first = await build('metrics-first');
    const second = await build('metrics-second');
    expect(first.metrics).not.toBe(second.metrics);
    const jobs = new Counter({ name: 'render_jobs_total', help: 'Render jobs', registers: [first.metrics] });
    jobs.inc(3);
    await first.inject({ method: 'GET', url: '/items/1' });

    const firstSamples = await scrape(first);
    const secondSamples = await scrape(second);
    expect(firstSamples.find((s) => s.name === 'render_jobs_total')?.value).toBe(3);
    expect(secondSamples.some((s) => s.name === 'render_jobs_total')).toBe(false);
    expect(durationCount(firstSamples, '/items/:id')).toBe(1);
    expect(durationCount(secondSamples, '/items/:id')).toBeUndefined();
  });

  it('never serves metrics on the public port: /metrics answers 404 there like any unknown path', async () => {
    const app = await build('metrics-public');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const publicPort = typeof address === 'object' && address ? address.port : 0;
    const publicUrl = `http://127.0.0.1:${publicPort}`;
    for (const accept of ['text/plain', 'text/html', '*/*']) {
      const response = await fetch(`${publicUrl}/metrics`, { headers: { accept } });
      expect(response.status).toBe(404);
      const body = await response.text();
      expect(body).not.toContain('http_request_duration_seconds');
      expect(JSON.parse(body)).toEqual({ message: 'Not found: GET /metrics', code: 'NOT_FOUND' });
    }
    expect((await app.inject({ method: 'HEAD', url: '/metrics' })).statusCode).toBe(404);
    // The metrics port has them, and nothing else.
    const server = await serveMetrics(app.metrics);
    expect(server.port).not.toBe(publicPort);
    expect((await fetch(server.url)).status).toBe(200);
    expect((await fetch(server.url.replace('/metrics', '/healthz'))).status).toBe(404);
  });

  it('serves several apps on one port as one valid scrape: each family once, samples by service', async () => {
    const first = await build('metrics-one');
    const second = await build('metrics-two');
    await first.inject({ method: 'GET', url: '/items/1' });
    await second.inject({ method: 'GET', url: '/items/2' });
    await second.inject({ method: 'GET', url: '/items/3' });
    const text = await (await fetch((await serveMetrics(first.metrics, second.metrics)).url)).text();

    const types = text.split('\n').filter((line) => line.startsWith('# TYPE '));
    expect(new Set(types).size).toBe(types.length);
    expect(text.split('\n').filter((line) => line.startsWith('# HELP http_request_duration_seconds '))).toHaveLength(1);
    // Every sample follows its own family's header, as Prometheus requires.
    let family = '';
    for (const line of text.split('\n')) {
      const header = /^# TYPE (\S+) /.exec(line);
      if (header) family = header[1]!;
      else if (line !== '' && !line.startsWith('#')) expect(line.startsWith(family)).toBe(true);
    }

    const samples = parseExposition(text);
    const count = (service: string) =>
      samples.find((s) => s.name === 'http_request_duration_seconds_count' && s.labels.route === '/items/:id' && s.labels.service === service)?.value;
    expect(count('metrics-one')).toBe(1);
    expect(count('metrics-two')).toBe(2);
    expect(new Set(samples.map((s) => s.labels.service))).toEqual(new Set(['metrics-one', 'metrics-two']));
  });
});

describe('metrics port', () => {
  const schema = baseServiceConfig.extend({ PORT: env.port(3001) });
  const valid = { INTERNAL_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' };

  it('is PORT + 6464 unless METRICS_PORT is set, on 127.0.0.1 unless METRICS_HOST is', () => {
    const defaults = loadConfig('auth', schema, valid);
    expect(defaults.METRICS_HOST).toBe('127.0.0.1');
    expect(metricsPortOf('auth', defaults)).toBe(9465);
    expect(metricsPortOf('gateway', { PORT: 3000 })).toBe(9464);
    expect(metricsPortOf('render', { PORT: 3005 })).toBe(9469);
    expect(metricsPortOf('auth', { PORT: 0 })).toBe(0);
    const set = loadConfig('auth', schema, { ...valid, METRICS_PORT: '9100', METRICS_HOST: '0.0.0.0' });
    expect(metricsPortOf('auth', set)).toBe(9100);
    expect(set.METRICS_HOST).toBe('0.0.0.0');
  });

  it('is never the public port, and a bad value names the variable', () => {
    expect(() => metricsPortOf('auth', { PORT: 3001, METRICS_PORT: 3001 })).toThrow(ConfigError);
    expect(() => metricsPortOf('auth', { PORT: 3001, METRICS_PORT: 3001 })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => metricsPortOf('auth', { PORT: 60000 })).toThrow(/METRICS_PORT is required/);
    expect(() => loadConfig('auth', schema, { ...valid, METRICS_PORT: 'metrics' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig('auth', schema, { ...valid, METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });
});
