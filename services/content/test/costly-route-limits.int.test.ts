import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, createTestInfra, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import type { ContentConfig } from '../src/config.ts';
import { contentService } from '../src/index.ts';
import { dataUrl, fixtureHtml, solidPng, startFixtureServer, type FixtureServer } from './support/fixture-site.ts';

// Issue 29, F6: the costly routes are limited per user (on the service's PostgreSQL store), and the zip has a size cap.
let infra: TestInfra;
let content: TestService<ContentConfig>;
let site: FixtureServer;
let snippetImage: string;
const maxZipBytes = 60_000;

beforeAll(async () => {
  infra = await createTestInfra('content-costly-limits');
  site = await startFixtureServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(fixtureHtml());
  });
  content = await buildTestService(contentService, infra, {
    FETCH_ALLOW_PRIVATE_HOSTS: site.hostPort,
    COSTLY_REQUESTS_PER_USER_PER_MINUTE: '2',
    KIT_EXPORT_MAX_BYTES: String(maxZipBytes),
    CONTENT_COMPUTE_THREADS: '0',
  });
  snippetImage = dataUrl(await solidPng('#0e7c66'));
}, 60_000);

afterAll(async () => {
  await content?.close();
  await site?.close();
  await infra?.cleanup();
});

function call(userId: string, method: 'GET' | 'POST', url: string, payload?: object, address = '203.0.113.5') {
  return content.app.inject({ method, url, headers: { ...content.as(userId), 'x-forwarded-for': address }, ...(payload ? { payload } : {}) });
}
const generate = (userId: string, address?: string) => call(userId, 'POST', '/api/marketing/generate', { url: `${site.url}/`, siteSnips: [{ image: snippetImage, description: 'Dashboard' }] }, address);

describe('per-user limits of the costly routes', () => {
  it('refuses a user\'s third generation, regeneration and zip export in a minute with 429, from any address, and not another user\'s', async () => {
    const me = randomUUID();
    const first = await generate(me, '203.0.113.5');
    expect(first.statusCode).toBe(200);
    const kitId = first.json().kitId as string;
    expect((await generate(me, '198.51.100.7')).statusCode).toBe(200);
    const refused = await generate(me, '192.0.2.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    expect((await generate(randomUUID())).statusCode).toBe(200);

    const regenerate = () => call(me, 'POST', `/api/kits/${kitId}/regenerate`, { path: 'socialPlatforms.1.options.0', instruction: 'shorter' });
    expect((await regenerate()).statusCode).toBe(200);
    expect((await regenerate()).statusCode).toBe(200);
    expect((await regenerate()).statusCode).toBe(429);

    const exportZip = () => call(me, 'GET', `/api/kits/${kitId}/export?format=zip`);
    expect((await exportZip()).statusCode).toBe(200);
    expect((await exportZip()).statusCode).toBe(200);
    expect((await exportZip()).statusCode).toBe(429);
    // The cheap exports are not counted.
    expect((await call(me, 'GET', `/api/kits/${kitId}/export?format=md`)).statusCode).toBe(200);
  }, 120_000);

  it('caps the zip at KIT_EXPORT_MAX_BYTES, leaving out what would pass it and saying so in README.txt', async () => {
    const me = randomUUID();
    const kitId = (await generate(me)).json().kitId as string;
    const zip = await call(me, 'GET', `/api/kits/${kitId}/export?format=zip`);
    expect(zip.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const names = Object.keys(files);
    const readme = new TextDecoder().decode(files[names.find((name) => name.endsWith('/README.txt'))!]);
    expect(readme).toMatch(/Not included:[\s\S]*the zip would pass its size limit of 58 KB/);
    const stored = names.filter((name) => !name.endsWith('/README.txt')).reduce((sum, name) => sum + files[name]!.byteLength, 0);
    expect(stored).toBeLessThanOrEqual(maxZipBytes);
    expect(names.some((name) => name.endsWith('-copy.md'))).toBe(true);
  }, 120_000);

  it('streams the zip as it is written (no length known before the last byte) and it unzips whole (issue 29, F6)', async () => {
    const me = randomUUID();
    const kitId = (await generate(me)).json().kitId as string;
    const zip = await call(me, 'GET', `/api/kits/${kitId}/export?format=zip`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-length']).toBeUndefined();
    expect(zip.headers['content-type']).toBe('application/zip');
    const names = Object.keys(unzipSync(new Uint8Array(zip.rawPayload)));
    expect(names.some((name) => name.endsWith('-copy.md'))).toBe(true);
    expect(names.some((name) => name.endsWith('/README.txt'))).toBe(true);
  }, 120_000);

  it('refuses with 413 before sending anything a zip whose copy alone passes KIT_EXPORT_MAX_BYTES (issue 29, F6)', async () => {
    const me = randomUUID();
    const kitId = (await generate(me)).json().kitId as string;
    const long = (start: string) => `${start} ${'word '.repeat(1_990)}`.trim();
    const paths = ['socialPlatforms.0.options.0', 'socialPlatforms.1.options.0', 'emailCopy.body', 'websiteCopy.hero', 'websiteCopy.features', 'adCopy.description', 'websiteCopy.benefits'];
    const edited = await content.app.inject({
      method: 'PATCH',
      url: `/api/kits/${kitId}`,
      headers: { ...content.as(me), 'x-forwarded-for': '203.0.113.5' },
      payload: { edits: paths.map((path) => ({ path, value: long(path) })) },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const zip = await call(me, 'GET', `/api/kits/${kitId}/export?format=zip`);
    expect(zip.statusCode).toBe(413);
    expect(zip.headers['content-type']).toMatch(/^application\/json/);
    expect(zip.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: "This kit's copy alone would pass the zip's size limit of 58 KB. Export the Markdown or the JSON instead.",
    });
    // The texts themselves still export.
    expect((await call(me, 'GET', `/api/kits/${kitId}/export?format=md`)).statusCode).toBe(200);
  }, 120_000);
});
