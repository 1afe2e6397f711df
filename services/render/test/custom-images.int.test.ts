import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultOverlayStyle, videoSectionIds } from '@sitespark/contracts';
import { createTestInfra, type TestInfra } from '@sitespark/service-kit/testing';
import { builtinMusicKey as builtinTrackKey } from '@sitespark/contracts';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { RenderJobRecord } from '../src/persistence/entities.ts';
import { probeStored, solidPng, toneMp3 } from './support/media-tools.ts';
import { keyOf, startRenderService, type RenderHarness } from './support/render-harness.ts';

let infra: TestInfra;
let harness: RenderHarness;
let pngs: Buffer[];
const user = randomUUID();
const colors = ['red', 'green', 'blue', 'yellow', 'purple'];
const trackUrl = `/api/media/${builtinTrackKey('Pop')}`;

beforeAll(async () => {
  infra = await createTestInfra('render custom images');
  // Fifteen frames a second keeps these renders light; the free video test renders at the default.
  harness = await startRenderService(infra, { RENDER_FPS: '15' });
  await harness.render.store.put(builtinTrackKey('Pop'), await toneMp3(), { contentType: 'audio/mpeg' });
  pngs = await Promise.all(colors.map((color) => solidPng(640, 360, color)));
});
afterAll(async () => {
  await harness?.render.close();
  await infra?.cleanup();
});

async function pixelsOf(image: Buffer): Promise<Buffer> {
  const decoded = await loadImage(image);
  const canvas = createCanvas(decoded.width, decoded.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(decoded, 0, 0);
  return Buffer.from(ctx.getImageData(0, 0, decoded.width, decoded.height).data);
}

const sections = videoSectionIds.map((id, index) => ({ id, name: id.toUpperCase(), textPrompt: index === 2 ? '' : `Slide about ${id}` }));

function multipart(parts: Array<{ name: string; value: string } | { name: string; filename: string; contentType: string; body: Buffer }>) {
  const boundary = `----sitespark${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = 'filename' in part ? `form-data; name="${part.name}"; filename="${part.filename}"` : `form-data; name="${part.name}"`;
    const type = 'filename' in part ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push('body' in part ? part.body : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(images: Array<{ filename: string; body: Buffer }>, fields: Record<string, string> = {}) {
  const { app, as } = harness.render;
  const form = multipart([
    { name: 'sections', value: JSON.stringify(sections) },
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...images.map((image) => ({ name: 'images', filename: image.filename, contentType: 'image/png', body: image.body })),
  ]);
  return app.inject({ method: 'POST', url: '/api/upload-custom-images', headers: { ...as(user), ...form.headers }, payload: form.payload });
}

describe('manual mode: five uploaded images', () => {
  it('renders them with their texts and the chosen music into an MP4', async () => {
    const response = await upload(
      pngs.map((body, index) => ({ filename: `section-${index}.png`, body })),
      { music: trackUrl, volume: '70' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    const probe = await probeStored(harness.render.store, keyOf(answer.videoUrl));
    expect(probe.video).toEqual({ codec: 'h264', width: 1920, height: 1080 });
    expect(probe.audio).toBeDefined();
    expect(Math.abs(probe.durationSec - 30)).toBeLessThanOrEqual(0.2);
    expect(answer.screenshotCount).toBe(5);
    expect(answer.slideshowData.textOverlays.map((overlay: { text: string }) => overlay.text)).toEqual([
      'Slide about hero',
      'Slide about features',
      'BENEFITS',
      'Slide about proof',
      'Slide about cta',
    ]);
    expect(answer.musicSelection.musicUrl).toBe(trackUrl);
    expect(answer.sections.map((section: { id: string }) => section.id)).toEqual([...videoSectionIds]);
    // The uploads are the user's latest screenshots now; the job's own copies are gone.
    const third = await harness.render.app.inject({ method: 'GET', url: '/api/screenshots/2', headers: harness.render.as(user) });
    // Stored re-encoded (no bytes beyond the pixels survive), with the very same pixels.
    expect(third.headers['content-type']).toBe('image/png');
    expect(await pixelsOf(third.rawPayload)).toEqual(await pixelsOf(pngs[2]!));
    for (const key of harness.puts.filter((key) => key.startsWith('render-inputs/'))) await expect.poll(() => harness.render.store.stat(key)).toBeNull();
  });

  it('refuses an HTML file named .png with a 415 and stores nothing', async () => {
    const before = harness.puts.length;
    const jobs = await harness.render.dataSource.getRepository(RenderJobRecord).count();
    const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
    const response = await upload([...pngs.slice(0, 4).map((body, index) => ({ filename: `s${index}.png`, body })), { filename: 'evil.png', body: html }]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Image 5 must be a PNG, JPEG or WebP image.');
    expect(harness.puts.slice(before)).toEqual([]);
    expect(await harness.render.dataSource.getRepository(RenderJobRecord).count()).toBe(jobs);
  });

  it('refuses a PNG header on a body that is not an image', async () => {
    // A real signature and header chunk, then junk where the pixels should be.
    const fake = Buffer.concat([pngs[0]!.subarray(0, 33), Buffer.from('not really a png')]);
    const response = await upload([...pngs.slice(0, 4).map((body, index) => ({ filename: `s${index}.png`, body })), { filename: 'fake.png', body: fake }]);
    expect(response.statusCode).toBe(415);
  });

  it('needs an image for each of the five sections', async () => {
    const response = await upload(pngs.slice(0, 4).map((body, index) => ({ filename: `s${index}.png`, body })));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please upload an image for each of the 5 sections.');
  });

  it('refuses music that is not in the library before rendering', async () => {
    const response = await upload(pngs.map((body, index) => ({ filename: `s${index}.png`, body })), { music: `/api/media/music/${randomUUID()}/theirs.mp3` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/music track could not be found/);
  });
});

describe('the generator and the Video Studio exports', () => {
  const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

  it('exports the slideshow with its overlays under the site name', async () => {
    const { app, as } = harness.render;
    const response = await app.inject({
      method: 'POST',
      url: '/api/export-video',
      headers: as(user),
      payload: {
        screenshots: [dataUrl(pngs[0]!), dataUrl(pngs[1]!)],
        textOverlays: [{ ...defaultOverlayStyle, text: 'Hello' }],
        selectedMusicTrack: { id: 'pop', name: 'Pop', url: trackUrl, genre: 'Pop', mood: 'Upbeat', trackId: 'pop' },
        websiteAnalysis: { name: 'Acme', description: '', type: 'SaaS', features: [] },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.success).toBe(true);
    expect(answer.videoUrl).toContain(`download=${encodeURIComponent('Acme slideshow.mp4')}`);
    expect((await harness.render.store.stat(keyOf(answer.thumbnailUrl)))?.contentType).toBe('image/jpeg');
    const probe = await probeStored(harness.render.store, keyOf(answer.videoUrl));
    expect(probe.video?.codec).toBe('h264');
    // A slide every 5.5 s (the preview's interval), so what plays in the browser is what is downloaded.
    expect(Math.abs(probe.durationSec - 11)).toBeLessThanOrEqual(0.2);
  });

  it('answers a refused export in its documented shape', async () => {
    const { app, as } = harness.render;
    const response = await app.inject({
      method: 'POST',
      url: '/api/export-video',
      headers: as(user),
      payload: { screenshots: ['data:image/png;base64,PGh0bWw+'], textOverlays: [], websiteAnalysis: { name: 'Acme', description: '', type: '', features: [] } },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, error: 'Screenshot 1 must be a PNG, JPEG or WebP image.' });
  });

  it('sends the Video Studio video back as an MP4 file', async () => {
    const { app, as } = harness.render;
    const response = await app.inject({
      method: 'POST',
      url: '/api/generate-video-file',
      headers: as(user),
      payload: {
        duration: 4,
        sections: [
          { id: 'hero', name: 'Hero', image: dataUrl(pngs[3]!), text: 'Welcome', timing: 2 },
          { id: 'cta', name: 'CTA', image: `/api/screenshots/0`, text: '', timing: 2 },
        ],
        backgroundMusic: null,
        musicVolume: 70,
      },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['content-disposition']).toContain('slideshow.mp4');
    expect(response.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
  });
});
