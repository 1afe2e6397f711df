import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kit, renderKitVideoRenderedV1, VideoList, type RenderKitVideoRenderedV1 } from '@sitespark/contracts';
import { contentService } from '@sitespark/content';
import { renderService } from '@sitespark/render';
import type { Subscription } from '@sitespark/service-kit';
import { buildTestService, createTestInfra, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import type { ContentConfig } from '../../../services/content/src/config.ts';
import type { RenderConfig } from '../../../services/render/src/config.ts';
import { fixtureHtml, startFixtureServer, type FixtureServer } from '../../../services/content/test/support/fixture-site.ts';

/**
 * A video rendered from a kit (the kit's slideshow exported to MP4 with its kitId) reaches the kit
 * through events only: render announces it, content links it to the user's own kit, lists it on
 * GET /api/kits/:id and zips it; deleting the video in render unlinks it.
 */
let infra: TestInfra;
let site: FixtureServer;
let render: TestService<RenderConfig>;
let content: TestService<ContentConfig>;
let announcements: Subscription;
const announced: RenderKitVideoRenderedV1[] = [];
let slide: string;

beforeAll(async () => {
  infra = await createTestInfra('kit-videos');
  site = await startFixtureServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(fixtureHtml());
  });
  render = await buildTestService(renderService, infra, {
    CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    RENDER_FPS: '10',
    RENDERS_PER_DAY_LIMIT: '100',
  });
  // One object store for both, as in production: content zips the MP4s render wrote.
  content = await buildTestService({ ...contentService, build: (deps) => contentService.build({ ...deps, store: render.store }) }, infra, {
    FETCH_ALLOW_PRIVATE_HOSTS: site.hostPort,
    CONTENT_COMPUTE_THREADS: '0',
  });
  announcements = await render.bus.subscribe({
    subject: renderKitVideoRenderedV1.subject,
    handler: async (message) => {
      announced.push(renderKitVideoRenderedV1.payload.parse(message.data));
    },
  });
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#1d6fb8' } }).png().toBuffer();
  slide = `data:image/png;base64,${png.toString('base64')}`;
}, 90_000);

afterAll(async () => {
  await announcements?.drain();
  await content?.close();
  await render?.close();
  await site?.close();
  await infra?.cleanup();
});

async function generateKit(userId: string): Promise<string> {
  const response = await content.app.inject({
    method: 'POST',
    url: '/api/marketing/generate',
    headers: content.as(userId),
    payload: { url: `${site.url}/`, siteSnips: [{ image: slide, description: 'The planning board' }], customPrompt: '' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().kitId as string;
}

/** The kit's one-slide slideshow exported to MP4 (6 s), as the AI Video Studio of a kit page sends it. */
async function exportKitVideo(userId: string, kitId: string): Promise<string> {
  const jobId = randomUUID();
  const response = await render.app.inject({
    method: 'POST',
    url: '/api/export-video',
    headers: { ...render.as(userId), 'x-render-job-id': jobId },
    payload: {
      screenshots: [slide],
      textOverlays: [],
      websiteAnalysis: { name: 'Northstar', description: 'Project planning', type: 'SaaS', features: [] },
      kitId,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().success).toBe(true);
  return jobId;
}

const getKit = async (userId: string, kitId: string) => {
  const response = await content.app.inject({ method: 'GET', url: `/api/kits/${kitId}`, headers: content.as(userId) });
  expect(response.statusCode, response.body).toBe(200);
  return Kit.parse(response.json());
};

async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function exportZip(userId: string, kitId: string): Promise<Record<string, Uint8Array>> {
  const response = await content.app.inject({ method: 'GET', url: `/api/kits/${kitId}/export?format=zip`, headers: content.as(userId) });
  expect(response.statusCode, response.body).toBe(200);
  return unzipSync(new Uint8Array(response.rawPayload));
}

const kitVideoRows = (jobId: string): Promise<unknown[]> =>
  content.dataSource.query(`SELECT kit_id FROM "${content.config.DATABASE_SCHEMA}".kit_videos WHERE job_id = $1`, [jobId]);

const mp4sIn = (files: Record<string, Uint8Array>) => Object.keys(files).filter((name) => /\/videos\/[^/]+\.mp4$/.test(name));

describe('videos rendered from a kit', () => {
  it('links the MP4 to its kit, zips it, lists it in Your videos by kit, and unlinks it when the video is deleted', async () => {
    const owner = randomUUID();
    const intruder = randomUUID();
    const kitId = await generateKit(owner);
    expect((await getKit(owner, kitId)).kit.videos).toEqual([]);

    // Another user names the owner's kit in their own render: render announces it, content links nothing.
    const forgedJob = await exportKitVideo(intruder, kitId);
    await waitFor('the forged render announced', async () => announced.filter((event) => event.jobId === forgedJob), (events) => events.length > 0);

    const jobId = await exportKitVideo(owner, kitId);
    const linked = await waitFor('the video linked to the kit', () => getKit(owner, kitId), (kit) => (kit.kit.videos?.length ?? 0) > 0);
    expect(linked.kit.videos).toHaveLength(1);
    const [video] = linked.kit.videos!;
    expect(video!.id).toBe(jobId);
    expect(video!.url).toMatch(/^\/api\/media\/videos\//);
    expect(video!.thumbnailUrl).toMatch(/^\/api\/media\/thumbnails\//);
    // One slide, shown for the preview's 5.5 s interval.
    expect(Math.abs(video!.duration - 5.5)).toBeLessThanOrEqual(0.3);
    // Nothing of the forged render reached the kit: content linked it to no kit at all.
    expect(linked.kit.videos!.map((item) => item.id)).not.toContain(forgedJob);
    expect(await kitVideoRows(forgedJob)).toEqual([]);

    const files = await exportZip(owner, kitId);
    const mp4s = mp4sIn(files);
    expect(mp4s).toHaveLength(1);
    expect(mp4s[0]).toMatch(/\/videos\/[a-z0-9-]+-1\.mp4$/);
    const mp4 = files[mp4s[0]!]!;
    expect(Buffer.from(mp4.subarray(4, 8)).toString('latin1')).toBe('ftyp');
    expect(mp4.byteLength).toBeGreaterThan(1000);

    const byKit = VideoList.parse((await render.app.inject({ method: 'GET', url: `/api/videos?kitId=${kitId}`, headers: render.as(owner) })).json());
    expect(byKit.videos.map((item) => item.id)).toEqual([jobId]);
    const intruderByKit = VideoList.parse((await render.app.inject({ method: 'GET', url: `/api/videos?kitId=${kitId}`, headers: render.as(intruder) })).json());
    expect(intruderByKit.videos.map((item) => item.id)).toEqual([forgedJob]);
    const badFilter = await render.app.inject({ method: 'GET', url: '/api/videos?kitId=not-a-kit', headers: render.as(owner) });
    expect(badFilter.statusCode).toBe(400);

    const deleted = await render.app.inject({ method: 'DELETE', url: `/api/videos/${jobId}`, headers: render.as(owner) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await waitFor('the deleted video unlinked', () => getKit(owner, kitId), (kit) => kit.kit.videos?.length === 0);
    expect(mp4sIn(await exportZip(owner, kitId))).toEqual([]);
  }, 120_000);

  it('keeps the videos when their kit is deleted', async () => {
    const owner = randomUUID();
    const kitId = await generateKit(owner);
    const jobId = await exportKitVideo(owner, kitId);
    await waitFor('the video linked to the kit', () => getKit(owner, kitId), (kit) => (kit.kit.videos?.length ?? 0) > 0);

    const removed = await content.app.inject({ method: 'DELETE', url: `/api/kits/${kitId}`, headers: content.as(owner) });
    expect(removed.statusCode, removed.body).toBe(204);
    const rows: unknown[] = await content.dataSource.query(`SELECT 1 FROM "${content.config.DATABASE_SCHEMA}".kit_videos WHERE kit_id = $1`, [kitId]);
    expect(rows).toEqual([]);
    const video = await render.app.inject({ method: 'GET', url: `/api/videos/${jobId}`, headers: render.as(owner) });
    expect(video.statusCode).toBe(200);
    expect(await render.store.stat(new URL(video.json().videoUrl as string, 'http://x.invalid').pathname.slice('/api/media/'.length))).not.toBeNull();
  }, 120_000);
});
