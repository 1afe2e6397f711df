import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderJobIdHeader } from '@sitespark/contracts';
import { createTestInfra, listFilesUnder, type TestInfra } from '@sitespark/service-kit/testing';
import { captureKey } from '../src/domain/job-captures.ts';
import { renderSlideshow } from '../src/engine/index.ts';
import { RenderJobRecord } from '../src/persistence/entities.ts';
import { startFakeSpeechServer, type FakeSpeechServer } from './support/fake-speech-server.ts';
import { startFixtureServer, type FixtureServer } from './support/fixture-sites.ts';
import { probeStored } from './support/media-tools.ts';
import { keyOf, startRenderService, type RenderHarness } from './support/render-harness.ts';

const section = (color: string, heading: string, text: string) =>
  `<section style="height:1080px;background:${color};display:flex;flex-direction:column;justify-content:center;align-items:center;font-family:sans-serif;color:#fff"><h2 style="font-size:72px;margin:0">${heading}</h2><p style="font-size:32px">${text}</p></section>`;

/** A German law firm's page: its narration is German, so the offline voice must be espeak-ng's German one. */
const germanPage = `<!DOCTYPE html><html lang="de"><head><title>Kanzlei Hartmann | Familienrecht in Köln</title>
<meta name="description" content="Kanzlei Hartmann begleitet Familien in Köln durch Trennung und Scheidung, mit Festpreisen und verständlicher Sprache.">
<style>body{margin:0}</style></head><body>
${section('#1e3a8a', 'Kanzlei Hartmann', 'Familienrecht mit Festpreisen und verständlicher Sprache')}
${section('#065f46', 'Scheidung und Trennung', 'Wir begleiten Sie persönlich durch jede Phase Ihres Verfahrens')}
</body></html>`;

let infra: TestInfra;
let site: FixtureServer;
let speech: FakeSpeechServer;
let harness: RenderHarness;
const user = randomUUID();
/** Renders that fail before they start, as a broken encoder would: a seam for attempts that fail after the capture. */
let failingRenders = 0;

beforeAll(async () => {
  infra = await createTestInfra('render speech fallback');
  site = await startFixtureServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(germanPage);
  });
  // A text-only server: it has no /audio/speech.
  speech = await startFakeSpeechServer('absent');
  harness = await startRenderService(
    infra,
    { FETCH_ALLOW_PRIVATE_HOSTS: site.host, RENDER_FPS: '10', RENDER_MAX_ATTEMPTS: '3', SPEECH_BASE_URL: speech.baseUrl, SPEECH_VOICE: 'en:alloy,de:onyx' },
    {
      engine: {
        renderSlideshow: async (options) => {
          if (failingRenders > 0) {
            failingRenders -= 1;
            throw new Error('ffmpeg exited with code 1 (injected encoder failure)');
          }
          return renderSlideshow(options);
        },
      },
    },
  );
});
afterAll(async () => {
  await harness?.render.close();
  await speech?.close();
  await site?.close();
  await infra?.cleanup();
});
beforeEach(() => {
  failingRenders = 0;
});

/** Chromium opening the site's page: once per capture. */
const pageLoads = () => site.hits.filter((hit) => hit === '/').length;

function professionalVideo(jobId: string) {
  const { app, as } = harness.render;
  return app.inject({
    method: 'POST',
    url: '/api/adobe-express-video',
    headers: { ...as(user), [renderJobIdHeader]: jobId },
    payload: { url: `${site.origin}/`, style: 'modern', videoLength: 30, platforms: ['YouTube'], useTemplate: true },
  });
}

describe('speech on a server without /audio/speech', () => {
  it('makes the professional video with the offline German voice and tells the user why', async () => {
    const response = await professionalVideo(randomUUID());
    expect(response.statusCode, response.body).toBe(200);
    const { audioNarration, videoUrl } = response.json();

    expect(audioNarration).toMatchObject({ language: 'de', voice: 'de' });
    expect(audioNarration.script).toContain('Kanzlei Hartmann');
    expect(audioNarration.note).toMatch(/natural voice was unavailable \(the speech service is not available on this server\)/);
    expect(audioNarration.note).toMatch(/espeak-ng voice read the German script/);
    const narration = await probeStored(harness.render.store, keyOf(audioNarration.audioUrl));
    expect(narration.audio?.codec).toBe('mp3');
    expect(narration.durationSec).toBeGreaterThan(3);
    expect((await probeStored(harness.render.store, keyOf(videoUrl))).audio).toBeDefined();

    // The endpoint was asked once, with the German voice of SPEECH_VOICE.
    expect(speech.requests).toHaveLength(1);
    expect(speech.requests[0]).toMatchObject({ path: '/v1/audio/speech', body: { model: 'gpt-4o-mini-tts', voice: 'onyx' } });
    expect(speech.requests[0]!.headers.authorization).toBeUndefined();
  }, 120_000);

  it('retries a job whose render failed without capturing the site again, goes straight to the offline voice, and keeps no capture afterwards', async () => {
    const jobId = randomUUID();
    const loadsBefore = pageLoads();
    failingRenders = 1;
    const response = await professionalVideo(jobId);
    expect(response.statusCode, response.body).toBe(200);
    const job = await harness.render.dataSource.getRepository(RenderJobRecord).findOneByOrFail({ id: jobId });
    expect(job).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(failingRenders).toBe(0);

    // Two attempts, one capture: the retry read the first attempt's capture back.
    expect(pageLoads() - loadsBefore).toBe(1);
    const key = captureKey({ id: jobId, userId: user }, 'landscape');
    expect(harness.puts.filter((put) => put === key)).toHaveLength(1);
    expect(await harness.render.store.stat(key)).toBeNull();

    // The absent endpoint is remembered: neither attempt asked it.
    expect(speech.requests).toHaveLength(1);
    expect(response.json().audioNarration).toMatchObject({ voice: 'de', note: expect.stringMatching(/not available on this server/) });
  }, 120_000);

  it('captures once for a job that fails every attempt, and leaves no capture behind once it is reported failed', async () => {
    const jobId = randomUUID();
    const loadsBefore = pageLoads();
    failingRenders = 3;
    const response = await professionalVideo(jobId);
    expect(response.statusCode).toBe(500);
    const job = await harness.render.dataSource.getRepository(RenderJobRecord).findOneByOrFail({ id: jobId });
    expect(job).toMatchObject({ status: 'failed', attempts: 3 });
    expect(pageLoads() - loadsBefore).toBe(1);

    const key = captureKey({ id: jobId, userId: user }, 'landscape');
    expect(harness.puts).toContain(key);
    expect(await harness.render.store.stat(key)).toBeNull();
    const leftovers = (await listFilesUnder(harness.render.objectsDir)).filter((file) => file.includes(jobId));
    expect(leftovers).toEqual([]);
  }, 120_000);
});
