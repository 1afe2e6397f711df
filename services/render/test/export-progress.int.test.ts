import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderJobIdHeader } from '@sitespark/contracts';
import { createTestInfra, type TestInfra } from '@sitespark/service-kit/testing';
import { probeStored, solidPng } from './support/media-tools.ts';
import { keyOf, parseEventStream, startRenderService, type RenderHarness } from './support/render-harness.ts';

let infra: TestInfra;
let harness: RenderHarness;
const owner = randomUUID();
const stranger = randomUUID();

beforeAll(async () => {
  infra = await createTestInfra('render export progress');
  harness = await startRenderService(infra, {});
});
afterAll(async () => {
  await harness?.render.close();
  await infra?.cleanup();
});

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** The generator's Export to MP4 as the browser makes it: the job's event stream opened first, then the export with the same job id. */
describe("the generator's MP4 export", () => {
  const jobId = randomUUID();
  let answer: { success: boolean; videoUrl?: string; thumbnailUrl?: string };
  let events: ReturnType<typeof parseEventStream>;

  beforeAll(async () => {
    const { app, as } = harness.render;
    const slides = [dataUrl(await solidPng(1280, 720, '#1e3a8a')), dataUrl(await solidPng(1280, 720, '#b45309'))];
    const stream = app.inject({ method: 'GET', url: `/api/render/jobs/${jobId}/events`, headers: as(owner) });
    const response = await app.inject({
      method: 'POST',
      url: '/api/export-video',
      headers: { ...as(owner), [renderJobIdHeader]: jobId },
      payload: {
        screenshots: slides,
        textOverlays: [],
        selectedMusicTrack: null,
        websiteAnalysis: { name: 'Acme Rockets', description: 'Reusable launch software', type: 'software', features: [] },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    answer = response.json();
    const streamed = await stream;
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-type']).toContain('text/event-stream');
    events = parseEventStream(streamed.body);
  }, 180_000);

  it('answers with the MP4 and its thumbnail once rendered', async () => {
    expect(answer.success).toBe(true);
    const probe = await probeStored(harness.render.store, keyOf(answer.videoUrl ?? ''));
    expect(probe.video).toEqual({ codec: 'h264', width: 1920, height: 1080 });
    expect(answer.videoUrl).toContain(`download=${encodeURIComponent('Acme Rockets slideshow.mp4')}`);
    expect((await harness.render.store.stat(keyOf(answer.thumbnailUrl ?? '')))?.contentType).toBe('image/jpeg');
  });

  it('streams its percent done and stage while rendering, then the same result', () => {
    const progress = events.flatMap((event) => (event.type === 'progress' ? [event] : []));
    const percents = progress.map((event) => event.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(progress.map((event) => event.stage)).toEqual(expect.arrayContaining(['Reading the slides', 'Rendering video']));
    // Percentages from inside the encode, not just its start and end.
    expect(progress.filter((event) => event.stage === 'Rendering video' && event.percent > 8 && event.percent < 95).length).toBeGreaterThan(0);
    const last = events.at(-1);
    expect(last).toMatchObject({ type: 'finished', status: 'succeeded' });
    expect(last?.type === 'finished' && last.result?.videoUrl).toBe(answer.videoUrl);
  });

  it("keeps the export's events from another user", async () => {
    const { app, as } = harness.render;
    const other = await app.inject({ method: 'GET', url: `/api/render/jobs/${jobId}/events`, headers: as(stranger) });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('videoUrl');
  });
});
