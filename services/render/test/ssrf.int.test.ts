import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestInfra, type TestInfra } from '@sitespark/service-kit/testing';
import { RenderJobRecord } from '../src/persistence/entities.ts';
import { sneakyPage, startFixtureServer, type FixtureServer } from './support/fixture-sites.ts';
import { startRenderService, type RenderHarness } from './support/render-harness.ts';

let infra: TestInfra;
/** Allowlisted: stands in for a public website. */
let site: FixtureServer;
/** Not allowlisted: stands in for an internal service; it must never be reached. */
let internal: FixtureServer;
let harness: RenderHarness;
const user = randomUUID();

beforeAll(async () => {
  infra = await createTestInfra('render ssrf');
  internal = await startFixtureServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>internal</h1>');
  });
  site = await startFixtureServer((request, response) => {
    if (request.url === '/redirect') {
      response.writeHead(302, { location: `${internal.origin}/from-redirect` }).end();
    } else if (request.url === '/sneaky') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(sneakyPage(internal.origin));
    } else if (request.url === '/never') {
      // Headers and a first byte, then nothing: the page never finishes loading.
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<!DOCTYPE html><html><head><title>Slow</title>');
    } else {
      response.writeHead(404).end();
    }
  });
  // Ten frames a second: these tests are about what Chromium may reach, not about the encoding.
  harness = await startRenderService(infra, { FETCH_ALLOW_PRIVATE_HOSTS: site.host, SCREENSHOT_NAVIGATION_TIMEOUT_MS: '3000', RENDER_FPS: '10' });
});
afterAll(async () => {
  await harness?.render.close();
  await site?.close();
  await internal?.close();
  await infra?.cleanup();
});

function freeVideo(url: string) {
  const { app, as } = harness.render;
  return app.inject({ method: 'POST', url: '/api/free-video', headers: as(user), payload: { url, videoLength: 15 } });
}

describe('screenshots of user-supplied addresses', () => {
  it.each([
    ['a loopback address that is not allowlisted', () => `${internal.origin}/direct`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['an IPv4-mapped IPv6 loopback address', () => `http://[::ffff:127.0.0.1]:${new URL(internal.origin).port}/mapped`],
    ['a non-http scheme', () => 'file:///etc/passwd'],
  ])('refuses %s with a 400 before connecting', async (_name, address) => {
    const response = await freeVideo(address());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/cannot be fetched|valid URL|Only http/);
    expect(internal.hits).toEqual([]);
  });

  it('refuses a redirect to a private address without following it', async () => {
    const response = await freeVideo(`${site.origin}/redirect`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/cannot be fetched/);
    expect(site.hits).toContain('/redirect');
    expect(internal.hits).toEqual([]);
  });

  it("blocks a page's own requests and navigations to private addresses, and still makes the video", async () => {
    const response = await freeVideo(`${site.origin}/sneaky`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().slideshowData.textOverlays[0].text).toContain('Sneaky Co');
    expect(internal.hits).toEqual([]);
  });

  it('gives up on a page that never finishes loading with a clear 4xx and no objects', async () => {
    const before = harness.puts.length;
    const response = await freeVideo(`${site.origin}/never`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The website took too long to load.');
    expect(harness.puts.slice(before)).toEqual([]);
    const failed = await harness.render.dataSource.getRepository(RenderJobRecord).findOneByOrFail({ userId: user, error: 'The website took too long to load.' });
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, errorStatus: 422 });
  });
});
