import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderJobIdHeader, renderStorageChangedV1, type RenderStorageChangedV1, type Video, type VideoList } from '@sitespark/contracts';
import { createS3ObjectStore, type ObjectStore } from '@sitespark/service-kit';
import { buildTestService, createTestInfra, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import { startS3rver, type RunningS3rver } from '../../../packages/service-kit/test/support/s3rver-server.ts';
import type { RenderConfig } from '../src/config.ts';
import { renderService } from '../src/index.ts';
import { RenderJobRecord } from '../src/persistence/entities.ts';
import { buildService, type RenderServiceOverrides } from '../src/service.ts';
import { keyOf } from './support/render-harness.ts';

/** Keys each job stored, by job id, as the fake renderers below wrote them. */
const storedBy = new Map<string, string[]>();
/** A thumbnail the first professional video stored, which a later one (`?reuse`) names too. */
const sharedThumbnail = { key: '' };
const onePixelPng = `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='}`;
/** Holds the export renderer until the test lets it finish; a fresh gate per suite. */
const exportGate = { release: () => undefined as void, opened: Promise.resolve() };
function closeExportGate(): void {
  exportGate.opened = new Promise<void>((resolve) => {
    exportGate.release = resolve;
  });
}

const overrides: RenderServiceOverrides = {
  renderers: {
    'professional-video': async (context) => {
      const keys: string[] = [];
      const save = async (area: 'videos' | 'thumbnails' | 'audio', extension: string, bytes: number, type: string) => {
        const key = await context.saveBuffer(area, extension, Buffer.alloc(bytes, 7), type);
        keys.push(key);
        return key;
      };
      const video = await save('videos', 'mp4', 4000, 'video/mp4');
      const cut = await save('videos', 'mp4', 1500, 'video/mp4');
      const voice = await save('audio', 'mp3', 700, 'audio/mpeg');
      const reuse = context.job.input.url.includes('reuse') && sharedThumbnail.key !== '';
      const thumbnail = reuse ? sharedThumbnail.key : await save('thumbnails', 'jpg', 300, 'image/jpeg');
      if (!reuse) sharedThumbnail.key = thumbnail;
      storedBy.set(context.job.id, keys);
      return {
        result: {
          videoUrl: `/api/media/${video}?download=${encodeURIComponent('Acme Rockets promo.mp4')}`,
          thumbnailUrl: `/api/media/${thumbnail}`,
          duration: 30,
          websiteAnalysis: { name: 'Acme Rockets' },
          audioNarration: { audioUrl: `/api/media/${voice}`, script: 'Hello' },
          platformVideos: [{ platform: 'Instagram', optimalLength: 30, thumbnailText: 'Acme', hookLine: 'Lift off', hashtagStrategy: [], videoUrl: `/api/media/${cut}` }],
        },
        screenshotKeys: [thumbnail],
      } as never;
    },
    'convert-to-video': async (context) => {
      const key = await context.saveBuffer('videos', 'mp4', Buffer.alloc(2500, 1), 'video/mp4');
      storedBy.set(context.job.id, [key]);
      return { result: { success: true, videoUrl: `/api/media/${key}?download=${encodeURIComponent('Acme slideshow.mp4')}` } };
    },
    'export-video': async (context) => {
      await exportGate.opened;
      const key = await context.saveBuffer('videos', 'mp4', Buffer.alloc(900, 2), 'video/mp4');
      return { result: { success: true, videoUrl: `/api/media/${key}` } };
    },
  },
};

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

for (const storeKind of ['filesystem', 's3'] as const) {
  describe(`your videos (${storeKind} store)`, () => {
    let infra: TestInfra;
    let s3: RunningS3rver | undefined;
    let render: TestService<RenderConfig>;
    let store: ObjectStore;
    const owner = randomUUID();
    const stranger = randomUUID();
    /** What render told media about each user's video bytes, in order. */
    const storageReports: RenderStorageChangedV1[] = [];
    const lastReportFor = (userId: string) => storageReports.filter((report) => report.userId === userId).at(-1)?.videoBytes;

    beforeAll(async () => {
      closeExportGate();
      infra = await createTestInfra(`render video library ${storeKind}`);
      if (storeKind === 's3') {
        const server = await startS3rver();
        s3 = server;
        store = createS3ObjectStore({ endPoint: server.endPoint, port: server.port, useSSL: false, accessKey: server.accessKey, secretKey: server.secretKey, bucket: `videos-${randomUUID()}` });
      }
      render = await buildTestService(
        { ...renderService, build: (deps) => buildService(s3 ? { ...deps, store } : deps, overrides) },
        infra,
        { CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', RENDERS_PER_DAY_LIMIT: '3' },
      );
      if (!s3) store = render.store;
      await render.bus.subscribe({
        subject: renderStorageChangedV1.subject,
        handler: async (message) => void storageReports.push(renderStorageChangedV1.payload.parse(message.data)),
      });
    });
    afterAll(async () => {
      exportGate.release();
      await render?.close();
      await s3?.stop();
      await infra?.cleanup();
    });

    const startProfessional = async (user: string, url = 'https://acme.example/') => {
      const jobId = randomUUID();
      const response = await render.app.inject({
        method: 'POST',
        url: '/api/adobe-express-video',
        headers: { ...render.as(user), [renderJobIdHeader]: jobId },
        payload: { url, videoLength: 30 },
      });
      expect(response.statusCode, response.body).toBe(200);
      return jobId;
    };
    const list = async (user: string, query = '') => {
      const response = await render.app.inject({ method: 'GET', url: `/api/videos${query}`, headers: render.as(user) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as VideoList;
    };
    const exists = async (key: string) => (await store.stat(key)) !== null;

    it('lists every render newest first with its thumbnail, duration, size and download, paged by cursor', async () => {
      const first = await startProfessional(owner);
      const converted = await render.app.inject({
        method: 'POST',
        url: '/api/convert-to-video',
        headers: render.as(owner),
        payload: { htmlTemplate: '<p>hi</p>', duration: 15, websiteUrl: 'https://acme.example/' },
      });
      expect(converted.statusCode, converted.body).toBe(200);

      const all = await list(owner);
      expect(all.videos.map((video) => video.kind)).toEqual(['convert-to-video', 'professional-video']);
      const professional = all.videos[1] as Video;
      expect(professional).toMatchObject({
        id: first,
        studio: 'Professional Video Studio',
        title: 'Acme Rockets',
        status: 'succeeded',
        progress: 100,
        duration: 30,
        size: 4000,
        thumbnailUrl: `/api/media/${sharedThumbnail.key}`,
        downloadUrl: expect.stringContaining('download=Acme%20Rockets%20promo.mp4'),
      });
      expect(keyOf(professional.videoUrl!)).toBe(storedBy.get(first)![0]);
      expect(all.videos[0]).toMatchObject({ studio: 'Free video as MP4', title: 'Acme slideshow', thumbnailUrl: null, duration: null, size: 2500 });

      const page1 = await list(owner, '?limit=1');
      expect(page1.videos).toHaveLength(1);
      expect(page1.nextCursor).toBe(all.videos[0]!.id);
      const page2 = await list(owner, `?limit=1&cursor=${page1.nextCursor}`);
      expect(page2.videos.map((video) => video.id)).toEqual([first]);
      expect(page2.nextCursor).toBeNull();

      expect((await list(stranger)).videos).toEqual([]);
      const single = await render.app.inject({ method: 'GET', url: `/api/videos/${first}`, headers: render.as(owner) });
      expect(single.json()).toEqual(professional);
      const foreign = await render.app.inject({ method: 'GET', url: `/api/videos/${first}`, headers: render.as(stranger) });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ message: 'Video not found.' });
      const unknownCursor = await render.app.inject({ method: 'GET', url: `/api/videos?cursor=${randomUUID()}`, headers: render.as(owner) });
      expect(unknownCursor.statusCode).toBe(400);
      const garbage = await render.app.inject({ method: 'GET', url: '/api/videos?cursor=not-a-cursor&limit=500', headers: render.as(owner) });
      expect(garbage.statusCode).toBe(400);
    });

    it('deletes a video with every object only it uses and its row; a shared thumbnail stays until its last video goes', async () => {
      const user = randomUUID();
      const original = await startProfessional(user);
      const reuser = await startProfessional(user, 'https://acme.example/reuse');
      const thumbnail = sharedThumbnail.key;
      // Measured as each render finished, and told to media without the user opening anything.
      await expect.poll(() => lastReportFor(user), { timeout: 10_000 }).toBe(2 * (4000 + 1500 + 700) + 300 * 2);
      const usage = await render.app.inject({ method: 'GET', url: '/api/videos/usage', headers: render.as(user) });
      expect(usage.json()).toMatchObject({ rendersToday: 2, rendersPerDayLimit: 3, videoBytes: 2 * (4000 + 1500 + 700) + 300 * 2 });

      const strangerDelete = await render.app.inject({ method: 'DELETE', url: `/api/videos/${reuser}`, headers: render.as(stranger) });
      expect(strangerDelete.statusCode).toBe(404);
      for (const key of storedBy.get(reuser)!) expect(await exists(key)).toBe(true);

      const deleted = await render.app.inject({ method: 'DELETE', url: `/api/videos/${reuser}`, headers: render.as(user) });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ id: reuser, deletedObjects: 3 });
      for (const key of storedBy.get(reuser)!) expect(await exists(key)).toBe(false);
      expect(await exists(thumbnail)).toBe(true);
      expect(await render.dataSource.getRepository(RenderJobRecord).findOneBy({ id: reuser })).toBeNull();
      expect((await render.app.inject({ method: 'GET', url: `/api/videos/${reuser}`, headers: render.as(user) })).statusCode).toBe(404);

      // The first video's thumbnail is also the user's latest screenshot: both go with it.
      expect((await render.app.inject({ method: 'GET', url: '/api/screenshots/0', headers: render.as(user) })).statusCode).toBe(200);
      const second = await render.app.inject({ method: 'DELETE', url: `/api/videos/${original}`, headers: render.as(user) });
      expect(second.json()).toEqual({ id: original, deletedObjects: 4 });
      for (const key of [...storedBy.get(original)!, thumbnail]) expect(await exists(key)).toBe(false);
      expect((await render.app.inject({ method: 'GET', url: '/api/screenshots/0', headers: render.as(user) })).statusCode).toBe(404);
      expect((await list(user)).videos).toEqual([]);
      if (storeKind === 'filesystem') expect((await listFiles(render.objectsDir)).filter((file) => file.includes(user))).toEqual([]);
      await expect.poll(() => lastReportFor(user), { timeout: 10_000 }).toBe(0);
      // Deleting does not give renders back.
      expect((await render.app.inject({ method: 'GET', url: '/api/videos/usage', headers: render.as(user) })).json()).toMatchObject({ rendersToday: 2, videoBytes: 0 });
    });

    it('refuses to delete a render that is still running, and lists it as unfinished', async () => {
      const user = randomUUID();
      const jobId = randomUUID();
      const exporting = render.app.inject({
        method: 'POST',
        url: '/api/export-video',
        headers: { ...render.as(user), [renderJobIdHeader]: jobId },
        payload: { screenshots: [onePixelPng], textOverlays: [], websiteAnalysis: { name: 'Acme Rockets', description: 'Rockets', type: 'shop', features: [] } },
      });
      let unfinished: VideoList = { videos: [], nextCursor: null };
      for (let tries = 0; tries < 100 && unfinished.videos.length === 0; tries++) {
        unfinished = await list(user, '?status=unfinished');
        if (unfinished.videos.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(unfinished.videos.map((video) => video.id)).toEqual([jobId]);
      expect(unfinished.videos[0]).toMatchObject({ status: expect.stringMatching(/queued|running/), studio: 'Slideshow export', downloadUrl: null, size: null });
      const refused = await render.app.inject({ method: 'DELETE', url: `/api/videos/${jobId}`, headers: render.as(user) });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: 'This video is still rendering. You can delete it once it has finished.', code: 'CONFLICT' });
      expect(await render.dataSource.getRepository(RenderJobRecord).findOneBy({ id: jobId })).not.toBeNull();
      exportGate.release();
      expect((await exporting).statusCode).toBe(200);
      const finished = await render.app.inject({ method: 'DELETE', url: `/api/videos/${jobId}`, headers: render.as(user) });
      expect(finished.json()).toEqual({ id: jobId, deletedObjects: 1 });
    });

    it('refuses a render past the daily limit with 429, creating no job and storing nothing', async () => {
      const user = randomUUID();
      for (let index = 0; index < 3; index++) await startProfessional(user);
      const before = await render.dataSource.getRepository(RenderJobRecord).countBy({ userId: user });
      const refused = await render.app.inject({
        method: 'POST',
        url: '/api/convert-to-video',
        headers: render.as(user),
        payload: { htmlTemplate: '<p>one more</p>', duration: 15, websiteUrl: 'https://acme.example/' },
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', message: expect.stringContaining('Daily render limit reached: you can render 3 videos a day') });
      expect(await render.dataSource.getRepository(RenderJobRecord).countBy({ userId: user })).toBe(before);
      if (storeKind === 'filesystem') expect((await listFiles(render.objectsDir)).filter((file) => file.startsWith(`render-inputs/${user}`))).toEqual([]);
      const usage = (await render.app.inject({ method: 'GET', url: '/api/videos/usage', headers: render.as(user) })).json();
      expect(usage).toMatchObject({ rendersToday: 3, rendersPerDayLimit: 3 });
      expect(Date.parse(usage.resetsAt)).toBeGreaterThan(Date.now());
    });
  });
}
