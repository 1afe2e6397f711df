import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestInfra, type TestInfra } from '@sitespark/service-kit/testing';
import { landingPage, startFixtureServer, type FixtureServer } from './support/fixture-sites.ts';
import { detectSilences } from '../src/engine/index.ts';
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

    // The voice runs from the first slide to the end card: it starts within the first second and is
    // still speaking on the end card (the call to action, the last 3 s); the script opens on the name.
    const voice = await voiceIn(store, keyOf(result.videoUrl));
    console.log(`voiceover: ${voice.voicedSec.toFixed(1)} s spoken of ${main.durationSec.toFixed(1)} s, from ${voice.firstSec.toFixed(2)} s to ${voice.lastSec.toFixed(2)} s, longest pause ${voice.longestGapSec.toFixed(2)} s`);
    expect(voice.firstSec).toBeLessThan(1);
    expect(voice.lastSec).toBeGreaterThan(30 - 3);
    expect(result.audioNarration.script).toMatch(/^Meet Acme Rockets\./);
    // A thin page's own copy fills the slides its facts leave silent.
    expect(result.audioNarration.script).toContain('Mission Planner: Plan every launch window in minutes.');
  });

  it('refuses a caption style it does not know with a 400 that names the choices', async () => {
    const { app, as } = harness.render;
    const response = await app.inject({
      method: 'POST',
      url: '/api/adobe-express-video',
      headers: as(user),
      payload: { url: `${site.origin}/`, videoLength: 30, platforms: ['YouTube'], captionStyle: 'karaoke' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('captionStyle must be one of: off, line, word-by-word');
  });
});

/** Where the voice speaks in a stored video's sound (no music plays in these tests: the library is empty). */
async function voiceIn(store: RenderHarness['render']['store'], key: string): Promise<{ firstSec: number; lastSec: number; voicedSec: number; longestGapSec: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'render-voice-'));
  try {
    const file = path.join(dir, 'video.mp4');
    await writeFile(file, await store.get(key));
    const { silences, durationSec } = await detectSilences(file, { minSec: 0.3 });
    const leading = silences[0] && silences[0].startSec <= 0.05 ? silences[0] : null;
    const trailing = silences.at(-1) && silences.at(-1)!.endSec >= durationSec - 0.05 ? silences.at(-1)! : null;
    const firstSec = leading?.endSec ?? 0;
    const lastSec = trailing && trailing !== leading ? trailing.startSec : durationSec;
    const inner = silences.filter((silence) => silence !== leading && silence !== trailing);
    const voicedSec = lastSec - firstSec - inner.reduce((sum, silence) => sum + silence.endSec - silence.startSec, 0);
    const longestGapSec = Math.max(0, ...inner.map((silence) => silence.endSec - silence.startSec));
    return { firstSec, lastSec, voicedSec, longestGapSec };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
