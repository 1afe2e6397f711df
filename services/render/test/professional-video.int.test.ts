import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestInfra, type TestInfra } from '@sitespark/service-kit/testing';
import { landingPage, startFixtureServer, type FixtureServer } from './support/fixture-sites.ts';
import { probeStored } from './support/media-tools.ts';
import { keyOf, startRenderService, type RenderHarness } from './support/render-harness.ts';

let infra: TestInfra;
let site: FixtureServer;
let harness: RenderHarness;
const user = randomUUID();

beforeAll(async () => {
  infra = await createTestInfra('render professional video');
  site = await startFixtureServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(landingPage);
  });
  // Ten frames a second: three 30-second renders stay light on a shared machine.
  harness = await startRenderService(infra, { FETCH_ALLOW_PRIVATE_HOSTS: site.host, RENDER_FPS: '10' });
});
afterAll(async () => {
  await harness?.render.close();
  await site?.close();
  await infra?.cleanup();
});

describe('professional video', () => {
  it('narrates the site and cuts a video per platform at its size', async () => {
    const { app, as, store } = harness.render;
    const response = await app.inject({
      method: 'POST',
      url: '/api/adobe-express-video',
      headers: as(user),
      payload: { url: `${site.origin}/`, style: 'modern', videoLength: 30, platforms: ['YouTube', 'Instagram'], useTemplate: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();

    expect(result.websiteAnalysis).toEqual({ name: 'Acme Rockets' });
    expect(result.audioNarration.script).toContain('Acme Rockets');
    const narration = await probeStored(store, keyOf(result.audioNarration.audioUrl));
    expect(narration.audio?.codec).toBe('mp3');
    expect(narration.durationSec).toBeGreaterThan(3);

    const main = await probeStored(store, keyOf(result.videoUrl));
    expect(main.video).toMatchObject({ codec: 'h264', width: 1920, height: 1080 });
    expect(main.audio).toBeDefined();
    expect(Math.abs(main.durationSec - 30)).toBeLessThanOrEqual(0.2);
    expect(result.duration).toBeCloseTo(30, 1);
    expect((await store.stat(keyOf(result.thumbnailUrl)))?.contentType).toBe('image/jpeg');

    expect(result.platformVideos.map((video: { platform: string }) => video.platform)).toEqual(['YouTube', 'Instagram']);
    const [youtube, instagram] = result.platformVideos;
    expect(youtube).toMatchObject({ optimalLength: 30, videoUrl: expect.stringContaining('/api/media/videos/') });
    expect(instagram.hashtagStrategy.length).toBeGreaterThan(2);
    expect(instagram.hookLine).toContain('Acme Rockets');
    // The Instagram feed's own 4:5 canvas.
    const feed = await probeStored(store, keyOf(instagram.videoUrl));
    expect(feed.video).toMatchObject({ width: 1080, height: 1350 });
    expect(feed.audio).toBeDefined();
    expect(Math.abs(feed.durationSec - instagram.optimalLength)).toBeLessThanOrEqual(0.2);
  });
});
