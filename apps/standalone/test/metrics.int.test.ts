import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsPortOffset } from '@sitespark/service-kit';
import { startStack, type Stack } from './support/stack.ts';

const apps = ['gateway', 'auth', 'billing', 'content', 'media', 'render'];

let stack: Stack;
let publicPort: number;
let metricsUrl: string;

beforeAll(async () => {
  stack = await startStack('metrics');
  publicPort = Number(new URL(stack.base).port);
  // No METRICS_PORT given: the default, PORT + 6464 (9464 for `npm start` on 3000), on 127.0.0.1.
  metricsUrl = `http://127.0.0.1:${publicPort + metricsPortOffset}/metrics`;
});

afterAll(async () => {
  await stack?.stop();
});

describe('npm start: metrics', () => {
  it('answers /metrics with 404 on the public port and on every service port, whatever the client accepts', async () => {
    const ports = [publicPort, ...[1, 2, 3, 4, 5].map((offset) => publicPort + offset)];
    for (const port of ports) {
      for (const accept of ['text/html', 'text/plain', '*/*']) {
        const response = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { accept } });
        expect(response.status, `port ${port}, accept ${accept}`).toBe(404);
        const body = await response.text();
        expect(body).not.toContain('http_request_duration_seconds');
        expect(body).not.toContain('nodejs_version_info');
      }
    }
    expect((await fetch(`${stack.base}/api/metrics`)).status).toBe(404);
  });

  it("serves every app's metrics on the metrics port as one scrape, each family once", async () => {
    expect((await fetch(`${stack.base}/api/healthz`)).status).toBe(200);
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();

    const types = text.split('\n').filter((line) => line.startsWith('# TYPE '));
    expect(new Set(types).size).toBe(types.length);
    for (const app of apps) expect(text, app).toMatch(new RegExp(`^process_cpu_user_seconds_total\\{service="${app}"\\} `, 'm'));
    expect(text).toMatch(/^http_request_duration_seconds_count\{(?=[^}]*route="\/api\/healthz")(?=[^}]*service="gateway")[^}]*\} [1-9]/m);
    expect(text).toContain('# TYPE render_queue_depth gauge');
    expect(text).toContain('# TYPE bus_redeliveries_total counter');

    // The metrics port serves metrics and nothing else.
    expect((await fetch(metricsUrl.replace('/metrics', '/api/healthz'))).status).toBe(404);
  });
});
