import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderJobIdHeader, renderJobQueue } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import { createTestInfra, type TestInfra } from '@sitespark/service-kit/testing';
import { RenderJobRecord } from '../src/persistence/entities.ts';
import { parseEventStream, startRenderService, type RenderHarness } from './support/render-harness.ts';

let infra: TestInfra;
let harness: RenderHarness;
const user = randomUUID();
const calls = { free: 0, convert: 0, professional: 0 };
/** The export-video renderer stores its video, then waits for the test to let it finish. */
const slow = { storedKey: '', release: () => undefined as void };

beforeAll(async () => {
  infra = await createTestInfra('render jobs');
  harness = await startRenderService(
    infra,
    { RENDER_MAX_ATTEMPTS: '3', RENDER_RETRY_DELAY_MS: '100' },
    {
      renderers: {
        'free-video': async (context) => {
          calls.free += 1;
          context.progress(10, 'Rendering video');
          throw new Error('ffmpeg exploded');
        },
        'convert-to-video': async (context) => {
          calls.convert += 1;
          if (context.attempt < 2) throw new Error('transient failure');
          return { result: { success: true, videoUrl: `/api/media/videos/${context.job.userId}/converted.mp4` } };
        },
        'export-video': async (context) => {
          slow.storedKey = await context.saveBuffer('videos', 'mp4', Buffer.from('not really a video'), 'video/mp4');
          await new Promise<void>((resolve) => {
            slow.release = resolve;
          });
          return { result: { success: true, videoUrl: `/api/media/${slow.storedKey}` } };
        },
        'professional-video': async () => {
          calls.professional += 1;
          throw new AppError('UNPROCESSABLE', 'The website took too long to load.');
        },
      },
    },
  );
});
afterAll(async () => {
  await harness?.render.close();
  await infra?.cleanup();
});

const jobs = () => harness.render.dataSource.getRepository(RenderJobRecord);

describe('render jobs on the queue', () => {
  it('retries a job whose worker throws, then reports it failed after the last attempt', async () => {
    const { app, as } = harness.render;
    const jobId = randomUUID();
    const stream = app.inject({ method: 'GET', url: `/api/render/jobs/${jobId}/events`, headers: as(user) });
    const response = await app.inject({
      method: 'POST',
      url: '/api/free-video',
      headers: { ...as(user), [renderJobIdHeader]: jobId },
      payload: { url: 'https://example.com', videoLength: 15 },
    });
    expect(response.statusCode).toBe(500);
    expect(Object.keys(response.json()).sort()).toEqual(['errorId', 'message']);
    expect(calls.free).toBe(3);
    expect(await jobs().findOneByOrFail({ id: jobId })).toMatchObject({ status: 'failed', attempts: 3, error: 'Failed to generate free video', errorStatus: 500 });
    expect(parseEventStream((await stream).body).at(-1)).toEqual({ type: 'finished', status: 'failed', result: null, error: 'Failed to generate free video' });
  });

  it('answers with the result when a later attempt succeeds', async () => {
    const { app, as } = harness.render;
    const response = await app.inject({
      method: 'POST',
      url: '/api/convert-to-video',
      headers: as(user),
      payload: { htmlTemplate: '<p>hi</p>', duration: 15, websiteUrl: 'https://example.com' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, videoUrl: `/api/media/videos/${user}/converted.mp4` });
    expect(calls.convert).toBe(2);
    const job = await jobs().findOneByOrFail({ userId: user, kind: 'convert-to-video' });
    expect(job).toMatchObject({ status: 'succeeded', attempts: 2, percent: 100 });
    // The stored template was the job's input: gone once the job is over.
    await expect.poll(() => harness.render.store.stat(String((job.input.inputKeys as string[])[0]))).toBeNull();
  });

  it('does not retry a refusal of the input', async () => {
    const { app, as } = harness.render;
    const response = await app.inject({ method: 'POST', url: '/api/adobe-express-video', headers: as(user), payload: { url: 'https://example.com' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The website took too long to load.');
    expect(calls.professional).toBe(1);
  });

  it('does not run a finished job again when its message is delivered twice', async () => {
    const job = await jobs().findOneByOrFail({ userId: user, kind: 'convert-to-video' });
    const before = calls.convert;
    await harness.render.bus.enqueue(
      renderJobQueue,
      { jobId: job.id, userId: user, kind: 'convert-to-video', input: job.input, requestedAt: new Date().toISOString() },
      { msgId: `${job.id}-again` },
    );
    // The work queue drops a message once it is acknowledged: taken and handled.
    await expect.poll(() => harness.render.bus.queueDepth(renderJobQueue), { timeout: 10_000 }).toBe(0);
    expect(calls.convert).toBe(before);
    expect((await jobs().findOneByOrFail({ id: job.id })).attempts).toBe(2);
  });

  it.each([
    ['a newer attempt took it over', { status: 'running' as const, attempts: 2 }],
    ['it was reported failed', { status: 'failed' as const, error: 'Failed to create video from images' }],
  ])('discards the result of an attempt that finishes after %s', async (_label, overtaken) => {
    const jobId = randomUUID();
    const input = { imageKeys: [`render-inputs/${user}/slide.png`], textOverlays: [], musicKey: null, websiteAnalysis: { name: 'Acme', description: '', type: '', features: [] }, inputKeys: [] };
    await jobs().insert({ id: jobId, userId: user, kind: 'export-video', input: {}, status: 'queued', percent: 0, stage: 'Queued' });
    await harness.render.bus.enqueue(renderJobQueue, { jobId, userId: user, kind: 'export-video', input, requestedAt: new Date().toISOString() }, { msgId: jobId });
    await expect.poll(async () => (await jobs().findOneByOrFail({ id: jobId })).status, { timeout: 10_000 }).toBe('running');
    await expect.poll(() => slow.storedKey).not.toBe('');
    const stored = slow.storedKey;

    // What another worker's claim (or the report of a job whose workers kept dying) writes meanwhile.
    await jobs().update({ id: jobId }, overtaken);
    slow.release();

    await expect.poll(() => harness.render.bus.queueDepth(renderJobQueue), { timeout: 10_000 }).toBe(0);
    expect(await jobs().findOneByOrFail({ id: jobId })).toMatchObject({ ...overtaken, result: null });
    await expect.poll(() => harness.render.store.stat(stored)).toBeNull();
    slow.storedKey = '';
  });

  it('refuses a job id that is already taken, or not a UUID', async () => {
    const { app, as } = harness.render;
    const taken = (await jobs().findOneByOrFail({ userId: user, kind: 'convert-to-video' })).id;
    const payload = { htmlTemplate: '<p>hi</p>', duration: 15, websiteUrl: 'https://example.com' };
    const again = await app.inject({ method: 'POST', url: '/api/convert-to-video', headers: { ...as(randomUUID()), [renderJobIdHeader]: taken }, payload });
    expect(again.statusCode).toBe(409);
    const bad = await app.inject({ method: 'POST', url: '/api/convert-to-video', headers: { ...as(user), [renderJobIdHeader]: 'job-1' }, payload });
    expect(bad.statusCode).toBe(400);
    expect(await jobs().countBy({ kind: 'convert-to-video' })).toBe(1);
  });

  it('turns away callers without an active subscription', async () => {
    const { app, as } = harness.render;
    const response = await app.inject({ method: 'POST', url: '/api/free-video', headers: as(user, 'canceled'), payload: { url: 'https://example.com' } });
    expect(response.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: '/api/screenshots/0' });
    expect(anonymous.statusCode).toBe(401);
  });
});
