import { afterEach, describe, expect, it } from 'vitest';
import { Counter } from 'prom-client';
import { createLogger } from '../src/logger.ts';
import { createService, type ServiceApp } from '../src/http/create-service.ts';

const apps: ServiceApp[] = [];
afterEach(async () => {
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

async function scrape(app: ServiceApp): Promise<Sample[]> {
  const response = await app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  return parseExposition(response.body);
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
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parseExposition(response.body);
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
});
