import { randomUUID } from 'node:crypto';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoSectionIds } from '@sitespark/contracts';
import {
  ffconcatList,
  gif,
  hlsPlaylist,
  hostileFileNames,
  htmlPayload,
  measureMemoryRise,
  payloadMarker,
  payloadZip,
  pngBomb,
  startUploadBattery,
  svgWithScript,
  withJpegComment,
  withJpegDimensions,
  withPngText,
  withWebpDimensions,
  type UploadBattery,
} from '@sitespark/service-kit/testing';
import { RenderJobRecord } from '../src/persistence/entities.ts';
import { solidPng } from './support/media-tools.ts';
import { startRenderService, type RenderHarness } from './support/render-harness.ts';

/**
 * Hostile images against the render service's upload surfaces: the five multipart images of
 * POST /api/upload-custom-images and the data URLs of /api/export-video and /api/generate-video-file.
 * Refusals store nothing, queue no job and leave no file; accepted images are stored re-encoded.
 */

let battery: UploadBattery;
let harness: RenderHarness;
let png: Buffer;
let jpeg: Buffer;
let webp: Buffer;
let bomb: Buffer;

function canvasImage(format: 'jpeg' | 'webp', color: string): Promise<Buffer> {
  const canvas = createCanvas(320, 180);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, 320, 180);
  return format === 'jpeg' ? canvas.encode('jpeg', 90) : canvas.encode('webp', 80);
}

beforeAll(async () => {
  png = await solidPng(320, 180, 'red');
  battery = await startUploadBattery('render');
  harness = await startRenderService(battery.infra, { RENDER_FPS: '10' });
  jpeg = await canvasImage('jpeg', '#22aa44');
  webp = await canvasImage('webp', '#2244aa');
  bomb = await pngBomb(30_000, 30_000);
});

afterAll(async () => {
  await harness?.render.close();
  await battery?.close();
});

const sections = videoSectionIds.map((id) => ({ id, name: id.toUpperCase(), textPrompt: '' }));

function customImages(userId: string, images: Array<{ filename: string; body: Buffer }>, fields: Record<string, string> = {}, boundary = `----battery${randomUUID()}`) {
  const chunks: Buffer[] = [];
  const field = (name: string, value: string) => chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  field('sections', JSON.stringify(sections));
  for (const [name, value] of Object.entries(fields)) field(name, value);
  for (const image of images) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${image.filename}"\r\nContent-Type: image/png\r\n\r\n`), image.body, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const { app, as } = harness.render;
  return app.inject({
    method: 'POST',
    url: '/api/upload-custom-images',
    headers: { ...as(userId), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(chunks),
  });
}

/** Four good PNGs with `odd` as image `position` (1-based). */
function withOdd(odd: Buffer, position = 3) {
  return Array.from({ length: 5 }, (_, index) => ({ filename: `s${index}.png`, body: index === position - 1 ? odd : png }));
}

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

async function jobsOf(userId: string): Promise<number> {
  return harness.render.dataSource.getRepository(RenderJobRecord).countBy({ userId });
}

/** Runs `send` for a fresh user and expects a refusal that stored nothing, queued nothing and left no file. */
async function expectRefused(send: (userId: string) => Promise<{ statusCode: number; body: string; json(): { message?: string } }>, status: number, message: string) {
  const userId = randomUUID();
  const puts = harness.puts.length;
  const before = await battery.files();
  const calls = battery.canary.connections();
  const response = await send(userId);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toBe(message);
  expect(harness.puts.slice(puts)).toEqual([]);
  expect(await jobsOf(userId)).toBe(0);
  expect(await battery.files()).toEqual(before);
  expect(battery.canary.connections()).toBe(calls);
}

describe('decompression bombs', () => {
  it('refuses a 110 KB PNG declaring 30000x30000 pixels with bounded memory', async () => {
    const userId = randomUUID();
    const puts = harness.puts.length;
    const { result: response, sampledRiseMiB, peakRiseMiB } = await measureMemoryRise(() => customImages(userId, withOdd(bomb)));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Image 3 has too many pixels (30000x30000).');
    // Decoding it to RGBA would take 3.6 GB.
    expect(sampledRiseMiB).toBeLessThan(200);
    expect(peakRiseMiB).toBeLessThan(200);
    expect(harness.puts.slice(puts)).toEqual([]);
    expect(await jobsOf(userId)).toBe(0);
  });

  it('refuses JPEG and WebP headers declaring huge canvases, and a GIF', async () => {
    await expectRefused((userId) => customImages(userId, withOdd(withJpegDimensions(jpeg, 30_000, 30_000))), 413, 'Image 3 has too many pixels (30000x30000).');
    await expectRefused((userId) => customImages(userId, withOdd(withWebpDimensions(webp, 30_000, 30_000), 5)), 413, 'Image 5 has too many pixels (30000x30000).');
    await expectRefused((userId) => customImages(userId, withOdd(gif(65_535, 65_535), 1)), 415, 'Image 1 must be a PNG, JPEG or WebP image.');
  });

  it('refuses the bomb as a data URL in an export and a video file request', async () => {
    const { app, as } = harness.render;
    await expectRefused(
      (userId) =>
        app.inject({
          method: 'POST',
          url: '/api/export-video',
          headers: as(userId),
          payload: { screenshots: [dataUrl(png), dataUrl(bomb)], textOverlays: [], websiteAnalysis: { name: 'Acme', description: '', type: '', features: [] } },
        }),
      413,
      'Screenshot 2 has too many pixels (30000x30000).',
    );
    await expectRefused(
      (userId) =>
        app.inject({
          method: 'POST',
          url: '/api/generate-video-file',
          headers: as(userId),
          payload: { duration: 2, backgroundMusic: null, musicVolume: 50, sections: [{ id: 'hero', name: 'Hero', image: dataUrl(bomb), text: '', timing: 2 }] },
        }),
      413,
      'Section image 1 has too many pixels (30000x30000).',
    );
  });
});

describe('files that are not the images they claim to be', () => {
  it('refuses polyglots, playlists, concat lists, empty and truncated files', async () => {
    const pngMagic = png.subarray(0, 8);
    const cases: Array<[Buffer, number, string]> = [
      [Buffer.concat([pngMagic, htmlPayload]), 415, 'Image 3 is not a readable PNG image.'],
      [Buffer.concat([pngMagic, payloadZip()]), 415, 'Image 3 is not a readable PNG image.'],
      [Buffer.concat([gif(), payloadZip()]), 415, 'Image 3 must be a PNG, JPEG or WebP image.'],
      [svgWithScript, 415, 'Image 3 must be a PNG, JPEG or WebP image.'],
      [payloadZip(), 415, 'Image 3 must be a PNG, JPEG or WebP image.'],
      [hlsPlaylist([`${battery.canary.url}a.ts`, 'file:///etc/passwd']), 415, 'Image 3 must be a PNG, JPEG or WebP image.'],
      [ffconcatList(['/etc/passwd']), 415, 'Image 3 must be a PNG, JPEG or WebP image.'],
      [Buffer.alloc(0), 415, 'Image 3 must be a PNG, JPEG or WebP image.'],
      [png.subarray(0, 40), 415, 'Image 3 is not a readable PNG image.'],
      [png.subarray(0, Math.floor(png.length / 2)), 415, 'Image 3 is not a readable PNG image.'],
      [jpeg.subarray(0, Math.floor(jpeg.length / 2)), 415, 'Image 3 is not a readable JPEG image.'],
      [webp.subarray(0, Math.floor(webp.length / 2)), 415, 'Image 3 is not a readable WEBP image.'],
    ];
    for (const [body, status, message] of cases) await expectRefused((userId) => customImages(userId, withOdd(body)), status, message);
  });
});

describe('malformed multipart bodies', () => {
  it('refuses a boundary longer than the parser takes with a 400, keeping nothing', async () => {
    await expectRefused(
      (userId) => customImages(userId, withOdd(png), {}, 'b'.repeat(300)),
      400,
      'The upload is not a well-formed multipart/form-data body: its boundary is too long.',
    );
  });
});

describe('media addresses naming a folder of the store', () => {
  it('answers them like a missing object: a screenshot, a section image and a music track', async () => {
    const { app, as, store } = harness.render;
    const folder = randomUUID();
    await store.put(`library/${folder}/track.mp3`, Buffer.from('not played'), { contentType: 'audio/mpeg' });
    const analysis = { name: 'Acme', description: '', type: '', features: [] };
    for (const address of ['/api/media/library', `/api/media/library/${folder}`]) {
      await expectRefused(
        (userId) => app.inject({ method: 'POST', url: '/api/export-video', headers: as(userId), payload: { screenshots: [address], textOverlays: [], websiteAnalysis: analysis } }),
        404,
        'Screenshot 1 was not found.',
      );
      await expectRefused(
        (userId) =>
          app.inject({
            method: 'POST',
            url: '/api/generate-video-file',
            headers: as(userId),
            payload: { duration: 2, backgroundMusic: null, musicVolume: 50, sections: [{ id: 'hero', name: 'Hero', image: address, text: '', timing: 2 }] },
          }),
        404,
        'Section image 1 was not found.',
      );
      await expectRefused(
        (userId) =>
          app.inject({
            method: 'POST',
            url: '/api/generate-video-file',
            headers: as(userId),
            payload: { duration: 2, backgroundMusic: address, musicVolume: 50, sections: [{ id: 'hero', name: 'Hero', image: dataUrl(png), text: '', timing: 2 }] },
          }),
        400,
        'The selected music track could not be found in the music library.',
      );
    }
  });
});

describe('accepted uploads', () => {
  it('stores polyglots re-encoded under server-made keys, whatever the file names', async () => {
    const userId = randomUUID();
    const puts = harness.puts.length;
    const images = [
      Buffer.concat([png, payloadZip()]),
      withPngText(png, htmlPayload),
      Buffer.concat([withJpegComment(jpeg, htmlPayload), payloadZip()]),
      Buffer.concat([webp, htmlPayload]),
      jpeg,
    ].map((body, index) => ({ filename: hostileFileNames[index]!, body }));
    const response = await customImages(userId, images);
    expect(response.statusCode, response.body).toBe(200);

    const expectedTypes = ['image/png', 'image/png', 'image/jpeg', 'image/webp', 'image/jpeg'];
    for (const [index, type] of expectedTypes.entries()) {
      const shot = await harness.render.app.inject({ method: 'GET', url: `/api/screenshots/${index}`, headers: harness.render.as(userId) });
      expect(shot.statusCode).toBe(200);
      expect(shot.headers['content-type']).toBe(type);
      expect(shot.rawPayload.includes(Buffer.from(payloadMarker))).toBe(false);
      expect(shot.rawPayload.includes(Buffer.from('PK\x05\x06', 'latin1'))).toBe(false);
      const decoded = await loadImage(shot.rawPayload);
      expect([decoded.width, decoded.height]).toEqual([320, 180]);
    }
    const written = harness.puts.slice(puts);
    expect(written.length).toBeGreaterThan(5);
    for (const key of written) expect(key).toMatch(new RegExp(`^[a-z-]+/${userId}/[0-9a-f-]{36}\\.[a-z0-9]+$`));
    for (const key of written.filter((key) => key.startsWith('render-inputs/'))) await expect.poll(() => harness.render.store.stat(key)).toBeNull();
    expect((await battery.files()).some((file) => file.includes('..') || file.includes('passwd') || file.includes('evil'))).toBe(false);
  });

  it('never lets ffmpeg follow a playlist stored where a music track is expected', async () => {
    const userId = randomUUID();
    const musicKey = `music/${userId}/${randomUUID()}.mp3`;
    await harness.render.store.put(musicKey, hlsPlaylist([`${battery.canary.url}segment.mp3`, 'file:///etc/passwd']), { contentType: 'audio/mpeg' });
    const calls = battery.canary.connections();
    const response = await harness.render.app.inject({
      method: 'POST',
      url: '/api/generate-video-file',
      headers: harness.render.as(userId),
      payload: { duration: 1, backgroundMusic: `/api/media/${musicKey}`, musicVolume: 50, sections: [{ id: 'hero', name: 'Hero', image: dataUrl(png), text: '', timing: 1 }] },
    });
    // The job fails when ffprobe, limited to the media demuxers, cannot read the "track".
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(battery.canary.connections()).toBe(calls);
    expect(harness.puts.some((key) => key.startsWith(`videos/${userId}/`))).toBe(false);
    for (const key of harness.puts.filter((key) => key.startsWith(`render-inputs/${userId}/`))) await expect.poll(() => harness.render.store.stat(key)).toBeNull();
  });
});
