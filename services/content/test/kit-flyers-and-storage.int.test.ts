import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kit, StorageUsage } from '@sitespark/contracts';
import { keyFromMediaUrl } from '@sitespark/service-kit';
import { buildTestService, createTestInfra, listFilesUnder, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import type { MediaConfig } from '../../media/src/config.ts';
import { mediaService } from '../../media/src/index.ts';
import type { ContentConfig } from '../src/config.ts';
import { escapeXml } from '../src/domain/create-flyers.ts';
import { contentService } from '../src/index.ts';
import { createContentStorageRepository } from '../src/persistence/content-storage-repository.ts';
import { GenerationRecord, SavedSnippetRecord } from '../src/persistence/entities.ts';
import { dataUrl, fixtureHtml, multipartBody, solidPng, startFixtureServer, type FixtureServer } from './support/fixture-site.ts';

let infra: TestInfra;
let content: TestService<ContentConfig>;
let media: TestService<MediaConfig>;
let site: FixtureServer;
let png: Buffer;

// One kit's flyers (their SVGs embed the font) take far more than this: after one kit the user is over.
const storageLimitBytes = 200_000;

beforeAll(async () => {
  infra = await createTestInfra('content-flyers-storage');
  site = await startFixtureServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(fixtureHtml());
  });
  content = await buildTestService(contentService, infra, { FETCH_ALLOW_PRIVATE_HOSTS: site.hostPort, CONTENT_COMPUTE_THREADS: '0' });
  media = await buildTestService(mediaService, infra, { MUSIC_LIBRARY_SYNTHESIS: 'false', STORAGE_LIMIT_BYTES: String(storageLimitBytes) });
  png = await solidPng('#0e7c66');
}, 60_000);

afterAll(async () => {
  await content?.close();
  await media?.close();
  await site?.close();
  await infra?.cleanup();
});

async function generateKit(userId: string) {
  return content.app.inject({
    method: 'POST',
    url: '/api/marketing/generate',
    headers: content.as(userId),
    payload: { url: `${site.url}/`, siteSnips: [{ image: dataUrl(png), description: 'Dashboard with project timelines' }], customPrompt: '' },
  });
}

async function openKit(userId: string, kitId: string): Promise<Kit> {
  const response = await content.app.inject({ method: 'GET', url: `/api/kits/${kitId}`, headers: content.as(userId) });
  expect(response.statusCode, response.body).toBe(200);
  return Kit.parse(response.json());
}

const flyerKeys = (kit: Kit) => (kit.flyers?.flyers ?? []).map((flyer) => keyFromMediaUrl(flyer.downloadUrl)!);
const userFiles = async (userId: string) => (await listFilesUnder(content.objectsDir)).filter((file) => file.includes(userId));
/** The stored bytes (not the filesystem store's metadata sidecars). */
const userObjects = async (userId: string) => (await listFilesUnder(path.join(content.objectsDir, 'objects'))).filter((file) => file.includes(userId));

function saveSnippet(userId: string) {
  const { payload, headers } = multipartBody([
    { name: 'description', value: 'Pricing table' },
    { name: 'image', filename: 'pricing.png', contentType: 'image/png', data: png },
  ]);
  return content.app.inject({ method: 'POST', url: '/api/saved-snippets', headers: { ...content.as(userId), ...headers }, payload });
}

describe('flyers follow the copy', () => {
  it('redraws the flyers with the new headline in the same revision, deleting the old ones', async () => {
    const me = randomUUID();
    const generated = await generateKit(me);
    expect(generated.statusCode, generated.body).toBe(200);
    const kitId = generated.json().kitId as string;
    const before = await openKit(me, kitId);
    const oldKeys = flyerKeys(before);
    expect(oldKeys).toHaveLength(6);

    const headline = 'Reports your clients actually read';
    const edited = await content.app.inject({ method: 'PATCH', url: `/api/kits/${kitId}`, headers: content.as(me), payload: { edits: [{ path: 'websiteCopy.hero', value: headline }] } });
    expect(edited.statusCode, edited.body).toBe(200);

    const after = await openKit(me, kitId);
    expect(after.kit.revision).toBe(1);
    const newKeys = flyerKeys(after);
    expect(newKeys).toHaveLength(6);
    for (const key of newKeys) {
      expect(oldKeys).not.toContain(key);
      const svg = (await content.store.get(key)).toString('utf8');
      expect(svg).toContain(`<title>Brightloop: ${headline}</title>`);
    }
    for (const key of oldKeys) expect(await content.store.stat(key)).toBeNull();
    // The list's thumbnail and the recorded keys follow the new flyers, so delete and export find them.
    expect(after.kit.thumbnail).toBe(after.flyers!.flyers[0]!.downloadUrl);
    const row = await content.dataSource.getRepository(GenerationRecord).findOneByOrFail({ id: kitId });
    expect(row.objectKeys).toEqual(expect.arrayContaining(newKeys));
    expect(row.objectKeys.filter((key) => oldKeys.includes(key))).toEqual([]);

    // Texts the flyers do not show leave them alone.
    await content.app.inject({ method: 'PATCH', url: `/api/kits/${kitId}`, headers: content.as(me), payload: { edits: [{ path: 'socialPlatforms.0.options.0', value: 'Hi.' }] } });
    expect(flyerKeys(await openKit(me, kitId))).toEqual(newKeys);

    // A regenerated hero is redrawn the same way.
    const regenerated = await content.app.inject({ method: 'POST', url: `/api/kits/${kitId}/regenerate`, headers: content.as(me), payload: { path: 'websiteCopy.hero' } });
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const rewritten = await openKit(me, kitId);
    expect(rewritten.websiteCopy.hero).not.toBe(headline);
    const redrawnKeys = flyerKeys(rewritten);
    expect(redrawnKeys.filter((key) => newKeys.includes(key))).toEqual([]);
    for (const key of newKeys) expect(await content.store.stat(key)).toBeNull();
    const instagram = (await content.store.get(redrawnKeys[0]!)).toString('utf8');
    expect(instagram).not.toContain(headline);
    expect(instagram).toContain(escapeXml(rewritten.websiteCopy.hero.split(' ')[0]!));

    const deleted = await content.app.inject({ method: 'DELETE', url: `/api/kits/${kitId}`, headers: content.as(me) });
    expect(deleted.statusCode).toBe(204);
    expect(await userFiles(me)).toEqual([]);
  });
});

describe('storage counts what content stores', () => {
  it("reports the user's flyers and images to media, and refuses uploads at the limit with 413, storing nothing", async () => {
    const me = randomUUID();
    const usage = async () => StorageUsage.parse((await media.app.inject({ method: 'GET', url: '/api/storage', headers: media.as(me) })).json());
    expect(await usage()).toEqual({ usedBytes: 0, limitBytes: storageLimitBytes, musicBytes: 0, videoBytes: 0, contentBytes: 0 });

    const generated = await generateKit(me);
    expect(generated.statusCode, generated.body).toBe(200);
    const kitId = generated.json().kitId as string;
    const files = await userFiles(me);
    const objects = await userObjects(me);
    expect(objects).toHaveLength(7); // six flyers and the uploaded screenshot
    const stored = (await Promise.all(objects.map((file) => stat(path.join(content.objectsDir, 'objects', file))))).reduce((sum, info) => sum + info.size, 0);
    await expect.poll(usage, { timeout: 10_000 }).toMatchObject({ contentBytes: stored, usedBytes: stored });
    expect(stored).toBeGreaterThan(storageLimitBytes);

    // Media's total comes back to content, which now refuses uploads.
    const projection = createContentStorageRepository(content.dataSource);
    await expect.poll(() => projection.usageOf(me), { timeout: 10_000 }).toEqual({ usedBytes: stored, limitBytes: storageLimitBytes });
    const refused = await saveSnippet(me);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringMatching(/^Storage limit reached: your music, videos and kit images take .* of 195 KB\. Delete videos, tracks or kits you no longer need to make room\.$/),
    });
    const withScreenshot = await generateKit(me);
    expect(withScreenshot.statusCode).toBe(413);
    expect(await userFiles(me)).toEqual(files);
    expect(await content.dataSource.getRepository(SavedSnippetRecord).countBy({ userId: me })).toBe(0);

    // Deleting the kit frees the room: media counts nothing, and content takes snippets again.
    expect((await content.app.inject({ method: 'DELETE', url: `/api/kits/${kitId}`, headers: content.as(me) })).statusCode).toBe(204);
    await expect.poll(usage, { timeout: 10_000 }).toMatchObject({ contentBytes: 0, usedBytes: 0 });
    await expect.poll(() => projection.usageOf(me), { timeout: 10_000 }).toEqual({ usedBytes: 0, limitBytes: storageLimitBytes });
    expect((await saveSnippet(me)).statusCode).toBe(201);
    const snippetFiles = await userObjects(me);
    expect(snippetFiles).toHaveLength(1);
    const snippetBytes = (await Promise.all(snippetFiles.map((file) => stat(path.join(content.objectsDir, 'objects', file))))).reduce((sum, info) => sum + info.size, 0);
    await expect.poll(usage, { timeout: 10_000 }).toMatchObject({ contentBytes: snippetBytes });
  });
});
