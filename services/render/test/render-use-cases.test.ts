import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RenderJobRequestedV1, RenderJobStreamEvent } from '@sitespark/contracts';
import { createFsObjectStore, createLogger, createMemoryBus, mediaUrl, type ObjectStore } from '@sitespark/service-kit';
import type { Chromium } from '../src/adapters/chromium.ts';
import { awaitJob, renderTimeoutMessage } from '../src/domain/await-job.ts';
import type { JobRenderers, RenderEngine } from '../src/domain/render-context.ts';
import { requestRender, type RequestRenderDeps } from '../src/domain/request-render.ts';
import { runRenderJob } from '../src/domain/run-render-job.ts';
import { watchRenderJob } from '../src/domain/watch-render-job.ts';
import type { RenderJobState } from '../src/persistence/render-job-repository.ts';
import { inMemoryRenderJobs, inMemoryUpdates, type InMemoryRenderJobs, type InMemoryUpdates } from './support/in-memory-render-jobs.ts';

const logger = createLogger('render-test', { level: 'silent' });
const userId = randomUUID();
/** Long enough that a wait which ends sooner was woken by an event, not by the safety poll. */
const noPoll = 60_000;

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function fsStore(): Promise<{ store: ObjectStore; files: () => Promise<string[]> }> {
  const root = await mkdtemp(join(tmpdir(), 'render-use-cases-'));
  dirs.push(root);
  const store = createFsObjectStore({ rootDir: root });
  const files = async () => (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  return { store, files };
}

function conversionRequest(jobId: string) {
  return {
    jobId,
    userId,
    kind: 'convert-to-video' as const,
    files: [{ body: Buffer.from('<p>hi</p>'), extension: 'html', contentType: 'text/html; charset=utf-8' }],
    input: (keys: string[]) => ({ htmlKey: keys[0]!, duration: 15, websiteUrl: 'https://example.com', inputKeys: keys }),
  };
}

async function queuedJob(jobs: InMemoryRenderJobs, kind: RenderJobRequestedV1['kind'] = 'convert-to-video'): Promise<string> {
  const jobId = randomUUID();
  const input = { htmlKey: `render-inputs/${userId}/a.html`, duration: 15, websiteUrl: 'https://example.com', inputKeys: [] };
  await jobs.addQueued({ jobId, userId, kind, input, requestedAt: new Date().toISOString() } as RenderJobRequestedV1);
  return jobId;
}

/** What a worker does when a job is over: the row first, then the finished event. */
function finish(jobs: InMemoryRenderJobs, updates: InMemoryUpdates, jobId: string, outcome: Partial<RenderJobState> & { status: 'succeeded' | 'failed' }): void {
  jobs.update(jobId, outcome);
  const job = jobs.rows.get(jobId)!;
  updates.emit({ type: 'finished', jobId, userId: job.userId, kind: job.kind, status: outcome.status, result: job.result, error: job.error } as never);
}

const converted = { success: true, videoUrl: `/api/media/videos/${userId}/converted.mp4` };

describe('requestRender', () => {
  async function setup(): Promise<{ deps: RequestRenderDeps; jobs: InMemoryRenderJobs; updates: InMemoryUpdates; flushOutbox: ReturnType<typeof vi.fn>; files: () => Promise<string[]>; store: ObjectStore }> {
    const jobs = inMemoryRenderJobs();
    const updates = inMemoryUpdates();
    const { store, files } = await fsStore();
    const flushOutbox = vi.fn(async () => undefined);
    return { deps: { jobs, updates, store, logger, flushOutbox, waitTimeoutMs: 10_000, pollMs: noPoll }, jobs, updates, flushOutbox, files, store };
  }

  it('stores the inputs, writes the queue message to the outbox and answers the result once the finished event arrives', async () => {
    const { deps, jobs, updates, flushOutbox, store } = await setup();
    const jobId = randomUUID();
    const answer = requestRender(deps, conversionRequest(jobId));

    await vi.waitFor(() => expect(jobs.outbox).toHaveLength(1));
    const message = jobs.outbox[0]!;
    expect(message).toMatchObject({ jobId, userId, kind: 'convert-to-video', input: { duration: 15, websiteUrl: 'https://example.com' } });
    const input = message.input as { htmlKey: string; inputKeys: string[] };
    expect(input.htmlKey).toMatch(new RegExp(`^render-inputs/${userId}/[0-9a-f-]+\\.html$`));
    expect(input.inputKeys).toEqual([input.htmlKey]);
    expect((await store.get(input.htmlKey)).toString()).toBe('<p>hi</p>');
    expect(jobs.rows.get(jobId)).toMatchObject({ status: 'queued', kind: 'convert-to-video', input });
    expect(flushOutbox).toHaveBeenCalledOnce();

    finish(jobs, updates, jobId, { status: 'succeeded', result: converted });
    await expect(answer).resolves.toEqual(converted);
  });

  it("answers a failed job with its error and the status its failure carries", async () => {
    const { deps, jobs, updates } = await setup();
    const jobId = randomUUID();
    const answer = requestRender(deps, conversionRequest(jobId));
    await vi.waitFor(() => expect(jobs.outbox).toHaveLength(1));

    finish(jobs, updates, jobId, { status: 'failed', error: 'The website took too long to load.', errorStatus: 422 });
    await expect(answer).rejects.toMatchObject({ code: 'UNPROCESSABLE', status: 422, message: 'The website took too long to load.' });
  });

  it('refuses a job id already in use and removes the files it stored for it', async () => {
    const { deps, jobs, files } = await setup();
    const jobId = await queuedJob(jobs);

    await expect(requestRender(deps, conversionRequest(jobId))).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await files()).toEqual([]);
    expect(jobs.outbox).toHaveLength(1);
  });

  it('removes the stored files when the input does not fit its kind, and queues nothing', async () => {
    const { deps, jobs, files } = await setup();
    const request = { ...conversionRequest(randomUUID()), input: (keys: string[]) => ({ htmlKey: keys[0]!, duration: -1, websiteUrl: 'https://example.com', inputKeys: keys }) };

    await expect(requestRender(deps, request)).rejects.toThrow();
    expect(await files()).toEqual([]);
    expect(jobs.outbox).toEqual([]);
  });
});

describe('awaitJob', () => {
  it('resolves when the finished event arrives, and is not woken by progress', async () => {
    const jobs = inMemoryRenderJobs();
    const updates = inMemoryUpdates();
    const jobId = await queuedJob(jobs);
    const waiting = awaitJob({ jobs, updates, pollMs: noPoll }, { jobId, timeoutMs: 10_000 });
    await vi.waitFor(() => expect(jobs.finds).toBe(1));

    updates.emit({ type: 'progress', jobId, userId, percent: 40, stage: 'Rendering video' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(jobs.finds).toBe(1);

    finish(jobs, updates, jobId, { status: 'succeeded', result: converted });
    await expect(waiting).resolves.toMatchObject({ id: jobId, status: 'succeeded', result: converted });
    expect(jobs.finds).toBe(2);
  });

  it('falls back to reading the job once per poll when the finished event is missed', async () => {
    const jobs = inMemoryRenderJobs();
    const updates = inMemoryUpdates();
    const jobId = await queuedJob(jobs);
    const waiting = awaitJob({ jobs, updates, pollMs: 20 }, { jobId, timeoutMs: 10_000 });
    await vi.waitFor(() => expect(jobs.finds).toBe(1));

    jobs.update(jobId, { status: 'failed', error: 'Failed to generate video', errorStatus: 500 });
    await expect(waiting).resolves.toMatchObject({ status: 'failed', error: 'Failed to generate video' });
  });

  it('gives up at the deadline with the message the user sees (the job keeps rendering)', async () => {
    const jobs = inMemoryRenderJobs();
    const jobId = await queuedJob(jobs);

    await expect(awaitJob({ jobs, updates: inMemoryUpdates(), pollMs: 20 }, { jobId, timeoutMs: 60 })).rejects.toMatchObject({
      code: 'TIMEOUT',
      status: 504,
      message: renderTimeoutMessage,
    });
    expect(jobs.rows.get(jobId)?.status).toBe('queued');
  });

  it('waits for a job to be recorded, woken by any of its events; one that never is not found', async () => {
    const jobs = inMemoryRenderJobs();
    const updates = inMemoryUpdates();
    const jobId = randomUUID();
    const waiting = awaitJob({ jobs, updates, pollMs: noPoll }, { jobId, until: 'recorded', timeoutMs: 10_000 });
    await vi.waitFor(() => expect(jobs.finds).toBe(1));

    await jobs.addQueued({ jobId, userId, kind: 'convert-to-video', input: { htmlKey: 'k', duration: 15, websiteUrl: 'https://example.com', inputKeys: [] }, requestedAt: new Date().toISOString() });
    updates.emit({ type: 'progress', jobId, userId, percent: 2, stage: 'Starting' });
    await expect(waiting).resolves.toMatchObject({ id: jobId, status: 'queued' });

    await expect(awaitJob({ jobs, updates, pollMs: 20 }, { jobId: randomUUID(), until: 'recorded', timeoutMs: 50 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('watchRenderJob', () => {
  /** Reads the stream as the route does, keeping what arrived so far. */
  function collect(events: AsyncIterable<RenderJobStreamEvent>) {
    const seen: RenderJobStreamEvent[] = [];
    const done = (async () => {
      for await (const event of events) seen.push(event);
    })();
    return { seen, done };
  }

  it("streams the job's state, its progress (never backwards), then the result as the browser may see it", async () => {
    const jobs = inMemoryRenderJobs();
    const updates = inMemoryUpdates();
    const jobId = randomUUID();
    const input = { sections: [{ id: 'hero', name: 'Hero', text: '', timing: 3, imageKey: `render-inputs/${userId}/a.png` }], musicKey: null, musicVolume: 70, inputKeys: [] };
    await jobs.addQueued({ jobId, userId, kind: 'generate-video-file', input, requestedAt: new Date().toISOString() });
    jobs.update(jobId, { status: 'running', percent: 10, stage: 'Reading the sections' });

    const stream = collect(await watchRenderJob({ jobs, updates, pollMs: noPoll }, { jobId, userId, signal: new AbortController().signal }));
    await vi.waitFor(() => expect(stream.seen).toHaveLength(1));
    updates.emit({ type: 'progress', jobId, userId, percent: 40, stage: 'Rendering video' });
    updates.emit({ type: 'progress', jobId, userId, percent: 30, stage: 'Rendering video' });
    updates.emit({ type: 'progress', jobId, userId: randomUUID(), percent: 90, stage: 'Not this user' });
    await vi.waitFor(() => expect(stream.seen).toHaveLength(2));

    const videoKey = `videos/${userId}/${randomUUID()}.mp4`;
    finish(jobs, updates, jobId, { status: 'succeeded', result: { videoKey, fileName: 'SiteSpark slideshow.mp4', duration: 15 } } as Partial<RenderJobState> & { status: 'succeeded' });
    await stream.done;
    expect(stream.seen).toEqual([
      { type: 'progress', percent: 10, stage: 'Reading the sections' },
      { type: 'progress', percent: 40, stage: 'Rendering video' },
      { type: 'finished', status: 'succeeded', result: { videoUrl: mediaUrl(videoKey, 'SiteSpark slideshow.mp4'), duration: 15 }, error: null },
    ]);
  });

  it("replays a finished job as its result alone, and treats another user's job as missing", async () => {
    const jobs = inMemoryRenderJobs();
    const updates = inMemoryUpdates();
    const jobId = await queuedJob(jobs);
    jobs.update(jobId, { status: 'failed', error: 'Failed to generate video', errorStatus: 500 });
    const signal = new AbortController().signal;

    const stream = collect(await watchRenderJob({ jobs, updates }, { jobId, userId, signal }));
    await stream.done;
    expect(stream.seen).toEqual([{ type: 'finished', status: 'failed', result: null, error: 'Failed to generate video' }]);
    await expect(watchRenderJob({ jobs, updates }, { jobId, userId: randomUUID(), signal })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('ends when the browser goes away', async () => {
    const jobs = inMemoryRenderJobs();
    const updates = inMemoryUpdates();
    const jobId = await queuedJob(jobs);
    const gone = new AbortController();

    const stream = collect(await watchRenderJob({ jobs, updates, pollMs: noPoll }, { jobId, userId, signal: gone.signal }));
    await vi.waitFor(() => expect(stream.seen).toHaveLength(1));
    gone.abort();
    await stream.done;
    expect(stream.seen).toEqual([{ type: 'progress', percent: 0, stage: 'Queued' }]);
  });
});

describe('runRenderJob', () => {
  it('keeps a result its kind gives, and fails an attempt whose result it does not give', async () => {
    const jobs = inMemoryRenderJobs();
    const { store } = await fsStore();
    const [good, bad] = [await queuedJob(jobs), await queuedJob(jobs)];
    const renderers = {
      'convert-to-video': async (context: { job: { id: string } }) => ({ result: context.job.id === good ? converted : { videoUrl: 42 } }),
    } as unknown as JobRenderers;
    const deps = { jobs, bus: createMemoryBus(), store, logger, chromium: {} as Chromium, engine: {} as RenderEngine, renderers, settings: { fps: 30, ffmpegTimeoutMs: 1000, allowPrivateHosts: [], maxAttempts: 1 } };

    await runRenderJob(deps, { jobId: good, deliveryCount: 1 });
    await runRenderJob(deps, { jobId: bad, deliveryCount: 1 });
    expect(jobs.rows.get(good)).toMatchObject({ status: 'succeeded', attempts: 1, result: converted });
    expect(jobs.rows.get(bad)).toMatchObject({ status: 'failed', attempts: 1, result: null, error: 'Conversion Failed: Unable to convert to video. You can still download the HTML version.', errorStatus: 500 });
  });
});
