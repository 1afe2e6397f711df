import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderJobIdHeader } from '@sitespark/contracts';
import { createTestInfra, type TestInfra } from '@sitespark/service-kit/testing';
import { builtinMusicKey as builtinTrackKey } from '@sitespark/contracts';
import { landingPage, startFixtureServer, type FixtureServer } from './support/fixture-sites.ts';
import { pixelAt, probeStored, toneMp3 } from './support/media-tools.ts';
import { keyOf, parseEventStream, startRenderService, type RenderHarness } from './support/render-harness.ts';

let infra: TestInfra;
let site: FixtureServer;
let harness: RenderHarness;
const owner = randomUUID();
const stranger = randomUUID();

beforeAll(async () => {
  infra = await createTestInfra('render free video');
  site = await startFixtureServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(landingPage);
  });
  harness = await startRenderService(infra, { FETCH_ALLOW_PRIVATE_HOSTS: site.host });
  await harness.render.store.put(builtinTrackKey('Background'), await toneMp3(), { contentType: 'audio/mpeg' });
});
afterAll(async () => {
  await harness?.render.close();
  await site?.close();
  await infra?.cleanup();
});

describe('free video', () => {
  const jobId = randomUUID();
  let answer: Record<string, any>;
  let events: ReturnType<typeof parseEventStream>;

  beforeAll(async () => {
    const { app, as } = harness.render;
    // The browser opens the job's event stream first, then asks for the video with the same job id.
    const stream = app.inject({ method: 'GET', url: `/api/render/jobs/${jobId}/events`, headers: as(owner) });
    const response = await app.inject({
      method: 'POST',
      url: '/api/free-video',
      headers: { ...as(owner), [renderJobIdHeader]: jobId },
      payload: { url: `${site.origin}/`, style: 'professional', videoLength: 15, platforms: ['YouTube', 'TikTok'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    answer = response.json();
    const streamed = await stream;
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-type']).toContain('text/event-stream');
    events = parseEventStream(streamed.body);
  }, 120_000);

  it('renders an H.264 1920x1080 MP4 with music, exactly as long as asked', async () => {
    const probe = await probeStored(harness.render.store, keyOf(answer.videoUrl));
    expect(probe.video).toEqual({ codec: 'h264', width: 1920, height: 1080 });
    expect(probe.audio).toBeDefined();
    expect(Math.abs(probe.durationSec - 15)).toBeLessThanOrEqual(0.2);
    expect(answer.videoUrl).toContain(`download=${encodeURIComponent('Acme Rockets slideshow.mp4')}`);
    expect((await harness.render.store.stat(keyOf(answer.thumbnailUrl)))?.contentType).toBe('image/jpeg');
  });

  it('answers with the documented fields, written from the page', () => {
    expect(answer.screenshotCount).toBe(2);
    expect(answer.slideshowData.screenshots).toHaveLength(2);
    expect(answer.slideshowData.textOverlays).toHaveLength(5);
    // The slides say what the page says; with no call to action on the page, the last slide calls to visit its address.
    expect(answer.slideshowData.textOverlays[0]).toMatchObject({ text: 'Acme Rockets\nAcme Rockets builds reusable launch software for small satellite teams.', position: 'bottom', fontSize: 48, backgroundColor: '#8b5cf6' });
    expect(answer.slideshowData.textOverlays[2].text).toBe('Mission Planner\nPlan every launch window in minutes');
    expect(answer.slideshowData.textOverlays[4].text).toBe(`Visit ${new URL(site.origin).hostname}`);
    expect(answer.slideshowData.textOverlays.map((overlay: { text: string }) => overlay.text).join(' ')).not.toMatch(/Professional Solutions|Trusted Excellence|Powerful Tools|Get Started Today|Visit Our Website|Transform Your Future/);
    expect(answer.slideshowData.totalDuration).toBeCloseTo(15, 1);
    expect(answer.slideshowData.audioScript).toContain('Acme Rockets');
    expect(answer.musicSelection.musicUrl).toBe(`/api/media/${builtinTrackKey('Background')}`);
    expect(answer.platformOptimizations.map((p: { platform: string }) => p.platform)).toEqual(['YouTube', 'TikTok']);
    expect(answer.platformOptimizations[1].optimalLength).toBeLessThanOrEqual(15);
    expect(answer.htmlTemplate).toContain('data-slide-index="4"');
    // The HTML version shows each slide's own image, as the MP4 does: its screenshot, or the card made of it.
    for (const section of answer.sections) expect(answer.htmlTemplate).toContain(section.image);
    // The HTML version plays the MP4's camera moves at the same times.
    expect(answer.htmlTemplate).toMatch(/@keyframes camera-0\{0%\{transform:translate\(/);
  });

  it('streams progress in order, then the result, to the job owner', () => {
    const progress = events.filter((event) => event.type === 'progress');
    expect(progress.length).toBeGreaterThan(3);
    const percents = progress.map((event) => event.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBeGreaterThan(50);
    const last = events.at(-1);
    expect(last).toMatchObject({ type: 'finished', status: 'succeeded' });
    expect(last?.type === 'finished' && last.result?.videoUrl).toBe(answer.videoUrl);
  });

  it('replays a finished job to a stream opened afterwards', async () => {
    const { app, as } = harness.render;
    const late = await app.inject({ method: 'GET', url: `/api/render/jobs/${jobId}/events`, headers: as(owner) });
    expect(parseEventStream(late.body)).toEqual([expect.objectContaining({ type: 'finished', status: 'succeeded' })]);
  });

  it("serves the owner's screenshots as PNG and nobody else's", async () => {
    const { app, as } = harness.render;
    const own = await app.inject({ method: 'GET', url: '/api/screenshots/1', headers: as(owner) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await app.inject({ method: 'GET', url: '/api/screenshots/2', headers: as(owner) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/screenshots/0', headers: as(stranger) })).statusCode).toBe(404);
  });

  it("keeps a job's events from another user", async () => {
    const { app, as } = harness.render;
    const other = await app.inject({ method: 'GET', url: `/api/render/jobs/${jobId}/events`, headers: as(stranger) });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('videoUrl');
  });

  it('records the HTML version as an MP4 with the screenshots it shows', async () => {
    const { app, as } = harness.render;
    const response = await app.inject({
      method: 'POST',
      url: '/api/convert-to-video',
      headers: as(owner),
      payload: { htmlTemplate: answer.htmlTemplate, duration: 15, websiteUrl: `${site.origin}/` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const converted = response.json();
    expect(converted.success).toBe(true);
    expect((await harness.render.store.stat(keyOf(converted.thumbnailUrl)))?.contentType).toBe('image/jpeg');
    expect(converted.videoUrl).toContain(`download=${encodeURIComponent('Acme Rockets slideshow.mp4')}`);
    const key = keyOf(converted.videoUrl);
    const probe = await probeStored(harness.render.store, key);
    expect(probe.video).toEqual({ codec: 'h264', width: 1920, height: 1080 });
    expect(Math.abs(probe.durationSec - 15)).toBeLessThanOrEqual(0.2);
    // The first slide is the site's hero (#1e3a8a), drawn from its stored image (the hero on a card
    // over the brand's colour, the hero being one flat colour), not a broken image.
    const points = [0.3, 0.5, 0.7].flatMap((x) => [0.3, 0.45, 0.6].map((y) => [Math.round(x * 1920), Math.round(y * 1080)] as const));
    const colours = await Promise.all(points.map(([x, y]) => pixelAt(harness.render.store, key, 1.5, x, y)));
    const hero = colours.filter(([r, g, b]) => Math.abs(r - 0x1e) + Math.abs(g - 0x3a) + Math.abs(b - 0x8a) < 40);
    expect(hero.length, JSON.stringify(colours)).toBeGreaterThanOrEqual(2);
  });

  it("differs from the auto video (professional) of the same page when the free studio's style differs", async () => {
    const { app, as } = harness.render;
    const response = await app.inject({
      method: 'POST',
      url: '/api/free-video',
      headers: as(owner),
      // The free studio's default style; the answer above has the auto video's settings.
      payload: { url: `${site.origin}/`, style: 'corporate', videoLength: 15, platforms: ['YouTube'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const free = response.json();
    const [autoBytes, freeBytes] = await Promise.all([harness.render.store.get(keyOf(answer.videoUrl)), harness.render.store.get(keyOf(free.videoUrl))]);
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(sha(freeBytes)).not.toBe(sha(autoBytes));
    // The overlays carry the style's type and shape, so the editor shows what the MP4 shows.
    expect(free.slideshowData.textOverlays[0]).toMatchObject({ fontFamily: 'Times New Roman', borderRadius: 0, textAlign: 'left' });
    expect(answer.slideshowData.textOverlays[0]).toMatchObject({ fontFamily: 'Arial', borderRadius: 10, textAlign: 'center' });
    // Seen, not only encoded differently: the camera's path (push-in against pan) and the overlay's box.
    const [autoFrame, freeFrame] = await Promise.all([smallFrame(autoBytes, 1), smallFrame(freeBytes, 1)]);
    let sum = 0;
    for (let index = 0; index < autoFrame.length; index++) sum += Math.abs(autoFrame[index]! - freeFrame[index]!);
    expect(sum / autoFrame.length).toBeGreaterThan(3);
  }, 120_000);

  it('asks for the address when it is missing or empty', async () => {
    const { app, as } = harness.render;
    for (const payload of [{ url: '' }, { url: '   ' }, { videoLength: 15 }]) {
      const response = await app.inject({ method: 'POST', url: '/api/free-video', headers: as(owner), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please enter a website URL');
    }
    const badLength = await app.inject({ method: 'POST', url: '/api/free-video', headers: as(owner), payload: { url: site.origin, videoLength: 20 } });
    expect(badLength.statusCode).toBe(400);
  });
});

/** A video's frame at `atSec`, 192x108 RGB. */
async function smallFrame(video: Buffer, atSec: number): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'free-video-frame-'));
  try {
    const file = path.join(dir, 'video.mp4');
    await writeFile(file, video);
    const { stdout } = await promisify(execFile)('ffmpeg', ['-v', 'error', '-ss', String(atSec), '-i', file, '-frames:v', '1', '-vf', 'scale=192:108', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { encoding: 'buffer' });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
