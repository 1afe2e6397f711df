import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRoutes, mediaRoutes, routes, sessionCookieName } from '@sitespark/contracts';
import { createLogger, startMetricsServer, type RunningMetricsServer, type ServiceApp } from '@sitespark/service-kit';
import { buildGateway, gatewayConfig } from '../src/index.ts';
import { openApiPathOf, sessionSecurityScheme, type OpenApiDocument } from '../src/openapi.ts';
import { internalSecret, startFakeBilling, unusedUrl, type FakeUpstream } from './support/fake-upstreams.ts';

const spaPage = '<!doctype html><div id="root">SiteSpark SPA</div>';

let billing: FakeUpstream;
let distDir: string;
let app: ServiceApp;
let metrics: RunningMetricsServer;
let document: OpenApiDocument;

beforeAll(async () => {
  billing = await startFakeBilling();
  distDir = await mkdtemp(join(tmpdir(), 'gateway-openapi-dist-'));
  await writeFile(join(distDir, 'index.html'), spaPage);
  // Auth is unreachable on purpose: a public route must not need a session look-up.
  const nowhere = await unusedUrl();
  const config = gatewayConfig.parse({
    INTERNAL_SECRET: internalSecret,
    AUTH_URL: nowhere,
    BILLING_URL: billing.url,
    CONTENT_URL: nowhere,
    MEDIA_URL: nowhere,
    RENDER_URL: nowhere,
    WEB_DIST_DIR: distDir,
    RATE_LIMIT_MAX: '10000',
    PUBLIC_ORIGIN: 'http://localhost:3000',
  });
  app = await buildGateway({ config, logger: createLogger('gateway-openapi-test', { level: 'silent' }) });
  // As main.ts serves them: on a port of their own, never on the gateway's public port.
  metrics = await startMetricsServer({ registries: [app.metrics], port: 0, host: '127.0.0.1' });
  const response = await app.inject({ method: 'GET', url: '/api/docs' });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApiDocument>();
});

afterAll(async () => {
  await metrics?.close();
  await app?.close();
  await billing?.close();
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

type Operation = Record<string, unknown> & {
  operationId: string;
  parameters?: { name: string; in: string; required: boolean }[];
  security?: Record<string, string[]>[];
};

function operation(path: string, method: string): Operation | undefined {
  return document.paths[openApiPathOf(path)]?.[method.toLowerCase()] as Operation | undefined;
}

describe('OpenAPI document at /api/docs', () => {
  it('is public JSON served by the gateway itself, with no session and no upstream', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json<OpenApiDocument>().openapi).toBe('3.1.0');
    const withStaleCookie = await app.inject({ method: 'GET', url: '/api/docs', headers: { cookie: `${sessionCookieName}=stale` } });
    expect(withStaleCookie.statusCode).toBe(200);
  });

  it('is an OpenAPI 3.1 document with a cookie security scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBeTruthy();
    expect(document.components.securitySchemes[sessionSecurityScheme]).toEqual({ type: 'apiKey', in: 'cookie', name: sessionCookieName });
    for (const [path, item] of Object.entries(document.paths)) {
      expect(path).toMatch(/^\/api\//);
      expect(path).not.toMatch(/[:*]/);
      for (const method of Object.keys(item)) expect(['get', 'post', 'put', 'patch', 'delete']).toContain(method);
    }
  });

  it('lists every contract route exactly once, under its path and method', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item) as Operation[]);
    expect(operations).toHaveLength(routes.length);
    expect(new Set(operations.map((op) => op.operationId))).toEqual(new Set(routes.map((route) => route.id)));
    for (const route of routes) {
      const op = operation(route.path, route.method);
      expect(op?.operationId, `${route.method} ${route.path}`).toBe(route.id);
      expect(op?.summary).toBe(route.summary);
      expect(op?.['x-access']).toBe(route.access);
      if (route.access === 'public') expect(op?.security).toBeUndefined();
      else expect(op?.security).toEqual([{ [sessionSecurityScheme]: [] }]);
    }
  });

  it('declares path parameters in OpenAPI form, the wildcard as {key}', () => {
    const media = operation(mediaRoutes.getObject.path, 'GET');
    expect(openApiPathOf(mediaRoutes.getObject.path)).toBe('/api/media/{key}');
    expect(media?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'key', in: 'path', required: true }),
        expect.objectContaining({ name: 'download', in: 'query', required: false }),
      ]),
    );
    expect(document.paths['/api/screenshots/{index}']?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'index', in: 'path', required: true }),
    ]);
  });

  it("carries the generate route's request schema, requiring url and siteSnips", () => {
    const generate = operation(contentRoutes.generate.path, 'POST') as unknown as {
      requestBody: { required: boolean; content: Record<string, { schema: { type: string; required: string[]; properties: Record<string, unknown> } }> };
      responses: Record<string, { content?: Record<string, { schema: { type?: string } }> }>;
    };
    const schema = generate.requestBody.content['application/json']?.schema;
    expect(schema?.type).toBe('object');
    expect(schema?.required).toEqual(expect.arrayContaining(['url', 'siteSnips']));
    // `includeVideo` has a default, so a caller may leave it out.
    expect(schema?.required).not.toContain('includeVideo');
    expect(generate.responses['200']?.content?.['application/json']?.schema.type).toBe('object');
    expect(generate.responses.default).toBeDefined();
  });

  it('describes multipart uploads with their file fields', () => {
    const upload = operation(contentRoutes.saveSnippet.path, 'POST') as unknown as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, { contentMediaType?: string }> } }> };
    };
    const form = upload.requestBody.content['multipart/form-data'];
    expect(form?.schema.properties.image?.contentMediaType).toBe('application/octet-stream');
  });

  it('inlines every schema, so no reference points outside the document', () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain('$defs');
    for (const [, target] of text.matchAll(/"\$ref":"([^"]+)"/g)) expect(target).toBe('#/components/schemas/ErrorBody');
  });
});

describe('gateway metrics', () => {
  it('answers /metrics on the metrics port with Prometheus text, even to a browser', async () => {
    const response = await fetch(metrics.url, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = await response.text();
    expect(body).not.toContain('SiteSpark SPA');
    expect(body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('answers /metrics on the public port with 404, neither metrics nor the single-page app', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const publicUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    for (const accept of ['text/html', 'text/plain', '*/*']) {
      const response = await fetch(`${publicUrl}/metrics`, { headers: { accept } });
      expect(response.status).toBe(404);
      const body = await response.text();
      expect(body).not.toContain('http_request_duration_seconds');
      expect(body).not.toContain('SiteSpark SPA');
    }
    // The single-page app still answers a browser's other paths.
    expect(await (await fetch(`${publicUrl}/video-studio`, { headers: { accept: 'text/html' } })).text()).toContain('SiteSpark SPA');
  });

  it('does not expose metrics on the public /api surface', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/metrics', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('http_request_duration_seconds');
  });

  it('times proxied requests under their contract route template', async () => {
    const before = await (await fetch(metrics.url)).text();
    const countLine = /^http_request_duration_seconds_count\{(?=[^}]*route="\/api\/billing\/config")(?=[^}]*status_code="200")[^}]*\} (\d+)$/m;
    const initial = Number(countLine.exec(before)?.[1] ?? 0);
    for (let i = 0; i < 2; i += 1) {
      expect((await app.inject({ method: 'GET', url: `/api/billing/config?n=${i}` })).statusCode).toBe(200);
    }
    const after = await (await fetch(metrics.url)).text();
    expect(Number(countLine.exec(after)?.[1])).toBe(initial + 2);
  });
});
