import { randomUUID } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SavedSnippet, SavedSnippetList } from '@sitespark/contracts';
import {
  buildTestService,
  gif,
  hostileFileNames,
  htmlPayload,
  listFilesUnder,
  measureMemoryRise,
  payloadMarker,
  payloadZip,
  phpPayload,
  pngBomb,
  startUploadBattery,
  svgWithScript,
  withJpegComment,
  withJpegDimensions,
  withPngText,
  withWebpDimensions,
  type TestService,
  type UploadBattery,
} from '@sitespark/service-kit/testing';
import type { ContentConfig } from '../src/config.ts';
import { contentService } from '../src/index.ts';
import { GenerationRecord, SavedSnippetRecord } from '../src/persistence/entities.ts';
import { dataUrl, multipartBody, solidPng, type MultipartPart } from './support/fixture-site.ts';

/**
 * Hostile uploads against the content service's image surfaces (POST /api/saved-snippets and the
 * snippet data URLs of POST /api/marketing/generate): every refusal leaves no object, no row and
 * no temporary file behind, and whatever is accepted is stored re-encoded under a server-made key.
 */

let battery: UploadBattery;
let content: TestService<ContentConfig>;
let storeRoot: string;
let png: Buffer;
let jpeg: Buffer;
let bomb: Buffer;

beforeAll(async () => {
  // Everything the service writes to disk (the object store, temp files) lands in a directory of this file's own.
  battery = await startUploadBattery('content');
  content = await buildTestService(contentService, battery.infra, { FETCH_ALLOW_PRIVATE_HOSTS: new URL(battery.canary.url).host });
  storeRoot = await battery.tmp.entry('sitespark-content-');
  png = await solidPng('#3366cc', 320, 200);
  jpeg = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#aa3355' } }).jpeg().toBuffer();
  bomb = await pngBomb(30_000, 30_000);
});

afterAll(async () => {
  await content?.close();
  await battery?.close();
});

/** Every file on disk the service can have written: the object store's tree and any temp file. */
function diskFiles(): Promise<string[]> {
  return battery.files();
}

function upload(userId: string, parts: MultipartPart[]) {
  const { payload, headers } = multipartBody(parts);
  return content.app.inject({ method: 'POST', url: '/api/saved-snippets', headers: { ...content.as(userId), ...headers }, payload });
}

function imagePart(data: Buffer, filename = 'shot.png', contentType = 'image/png'): MultipartPart {
  return { name: 'image', filename, contentType, data };
}

function keyOf(imageUrl: string): string {
  return imageUrl.slice('/api/media/'.length).split('/').map(decodeURIComponent).join('/');
}

function rows(userId: string): Promise<number> {
  return content.dataSource.getRepository(SavedSnippetRecord).countBy({ userId });
}

/** Uploads `data` and expects a refusal with `status` (and `message`), leaving disk and database as they were. */
async function expectRefused(data: Buffer, status: number | number[], message: string | RegExp, filename = 'shot.png') {
  const userId = randomUUID();
  const before = await diskFiles();
  const response = await upload(userId, [imagePart(data, filename), { name: 'description', value: 'hostile' }]);
  expect([status].flat(), response.body).toContain(response.statusCode);
  const body = response.json();
  expect(body.errorId).toBeUndefined();
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  expect(await diskFiles()).toEqual(before);
  expect(await rows(userId)).toBe(0);
}

/** Uploads `data`, expects it saved, and answers the stored bytes and their recorded type. */
async function expectStoredClean(data: Buffer, filename = 'shot.png') {
  const userId = randomUUID();
  const response = await upload(userId, [imagePart(data, filename), { name: 'description', value: 'polyglot' }]);
  expect(response.statusCode, response.body).toBe(201);
  const saved = SavedSnippet.parse(response.json());
  const key = keyOf(saved.imageUrl);
  const stored = await content.store.get(key);
  expect(stored.includes(Buffer.from(payloadMarker))).toBe(false);
  expect(stored.includes(Buffer.from('PK\x05\x06', 'latin1'))).toBe(false);
  expect(stored.includes(Buffer.from('<?php'))).toBe(false);
  return { key, stored, contentType: (await content.store.stat(key))?.contentType };
}

describe('decompression bombs', () => {
  it('refuses a 110 KB PNG declaring 30000x30000 pixels without decoding it', async () => {
    expect(bomb.length).toBeLessThan(200 * 1024);
    const before = await diskFiles();
    const userId = randomUUID();
    const { result: response, sampledRiseMiB, peakRiseMiB } = await measureMemoryRise(() =>
      upload(userId, [imagePart(bomb, 'tiny.png'), { name: 'description', value: 'bomb' }]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'The image has too many pixels (30000x30000); the limit is 40 megapixels' });
    // Decoding it would need 900 MB even at one byte a pixel.
    expect(sampledRiseMiB).toBeLessThan(200);
    expect(peakRiseMiB).toBeLessThan(200);
    expect(await diskFiles()).toEqual(before);
    expect(await rows(userId)).toBe(0);
  });

  it('refuses a JPEG and a WebP whose headers declare huge canvases', async () => {
    await expectRefused(withJpegDimensions(jpeg, 30_000, 30_000), 413, 'The image has too many pixels (30000x30000); the limit is 40 megapixels');
    const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#00ff00' } }).webp({ lossless: true }).toBuffer();
    // libwebp may already refuse a header that disagrees with its bitstream; either way nothing is decoded.
    await expectRefused(withWebpDimensions(webp, 16_384, 16_384), [400, 413], /^The image (has too many pixels \(16384x16384\)|could not be read as an image)/);
  });

  it('refuses a GIF of 65535x65535 as an unsupported type', async () => {
    await expectRefused(gif(65_535, 65_535), 415, 'The image must be a PNG, JPEG or WebP image');
  });
});

describe('polyglots', () => {
  it('refuses files that only start like an image or are another format named .png', async () => {
    const pngMagic = png.subarray(0, 8);
    await expectRefused(Buffer.concat([pngMagic, htmlPayload]), 400, 'The image could not be read as an image');
    await expectRefused(Buffer.concat([pngMagic, payloadZip()]), 400, 'The image could not be read as an image');
    await expectRefused(Buffer.concat([gif(), payloadZip()]), 415, 'The image must be a PNG, JPEG or WebP image', 'gifar.png');
    await expectRefused(svgWithScript, 415, 'The image must be a PNG, JPEG or WebP image', 'logo.png');
    await expectRefused(payloadZip(), 415, 'The image must be a PNG, JPEG or WebP image', 'archive.png');
  });

  it('stores a real PNG carrying a ZIP, HTML or PHP payload re-encoded, without the payload', async () => {
    const trailingZip = await expectStoredClean(Buffer.concat([png, payloadZip()]));
    expect(trailingZip.contentType).toBe('image/png');
    expect(await sharp(trailingZip.stored).metadata()).toMatchObject({ format: 'png', width: 320, height: 200 });
    await expectStoredClean(withPngText(png, htmlPayload));
    await expectStoredClean(Buffer.concat([withPngText(png, phpPayload, 'php'), phpPayload]));
  });

  it('stores a JPEG with a payload in a comment and after its end re-encoded, without either', async () => {
    const hostile = Buffer.concat([withJpegComment(jpeg, htmlPayload), payloadZip()]);
    const { stored, contentType, key } = await expectStoredClean(hostile, 'photo.jpg');
    expect(contentType).toBe('image/jpeg');
    expect(key).toMatch(/\.jpg$/);
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
  });
});

describe('the bytes decide the type', () => {
  it('stores JPEG bytes named .png as a JPEG', async () => {
    const { key, contentType, stored } = await expectStoredClean(jpeg, 'looks-like.png');
    expect(key).toMatch(/\.jpg$/);
    expect(contentType).toBe('image/jpeg');
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
  });

  it('refuses an empty file and a JPEG cut in half', async () => {
    await expectRefused(Buffer.alloc(0), 400, 'Choose an image to save as a snippet');
    await expectRefused(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 400, 'The image could not be read as an image', 'half.jpg');
  });
});

describe('malformed multipart bodies', () => {
  it('refuses a boundary longer than the parser takes with a 400, keeping nothing', async () => {
    const userId = randomUUID();
    const before = await diskFiles();
    const boundary = 'b'.repeat(300);
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`;
    const response = await content.app.inject({
      method: 'POST',
      url: '/api/saved-snippets',
      headers: { ...content.as(userId), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message: 'The upload is not a well-formed multipart/form-data body: its boundary is too long.', code: 'BAD_REQUEST' });
    expect(await diskFiles()).toEqual(before);
    expect(await rows(userId)).toBe(0);
  });
});

describe('file names', () => {
  it('never derives a key from the file name and keeps only a clean display name', async () => {
    const userId = randomUUID();
    const expected: Record<string, string | null> = {
      '../../etc/passwd': 'passwd',
      '..\\..\\windows\\win.ini.png': 'win.ini.png',
      '/abs/path/evil.png': 'evil.png',
      'name\u0000.png': 'name.png',
      'invoice\u202Egnp.exe': 'invoicegnp.exe',
      'x"; filename="../../evil.png': 'evil.png',
      '../..': null,
    };
    for (const name of [...hostileFileNames, '../..']) {
      const response = await upload(userId, [
        imagePart(png, name),
        { name: 'description', value: `named ${name.length}` },
        ...(name.length <= 255 ? [{ name: 'originalFileName', value: name }] : []),
      ]);
      expect(response.statusCode, `${JSON.stringify(name)}: ${response.body}`).toBe(201);
      const saved = SavedSnippet.parse(response.json());
      expect(saved.imageUrl).toMatch(new RegExp(`^/api/media/snippets/${userId}/[0-9a-f-]{36}\\.png$`));
      if (name.length <= 255) expect(saved.originalFileName, JSON.stringify(name)).toBe(expected[name]);
    }
    const tooLong = await upload(userId, [imagePart(png), { name: 'description', value: 'x' }, { name: 'originalFileName', value: 'a'.repeat(300) }]);
    expect(tooLong.statusCode).toBe(400);

    const list = SavedSnippetList.parse((await content.app.inject({ method: 'GET', url: '/api/saved-snippets', headers: content.as(userId) })).json());
    expect(list).toHaveLength(hostileFileNames.length + 1);
    const objects = (await listFilesUnder(path.join(storeRoot, 'objects'))).filter((file) => file.includes(userId));
    expect(objects).toHaveLength(list.length);
    for (const file of objects) expect(file).toMatch(new RegExp(`^snippets/${userId}/[0-9a-f-]{36}\\.png$`));
    expect((await diskFiles()).some((file) => file.includes('..') || file.includes('passwd') || file.includes('evil'))).toBe(false);
  });

  it('keeps control characters out of descriptions instead of failing', async () => {
    const userId = randomUUID();
    const response = await upload(userId, [imagePart(png), { name: 'description', value: 'Pricing\u0000 table' }]);
    expect(response.statusCode, response.body).toBe(201);
    expect(SavedSnippet.parse(response.json()).description).toBe('Pricing table');
  });
});

describe('snippet images sent as data URLs to the generator', () => {
  function generate(userId: string, siteSnips: Array<{ image: string; description: string }>, options: { writeWithoutPage?: boolean } = {}) {
    return content.app.inject({ method: 'POST', url: '/api/marketing/generate', headers: content.as(userId), payload: { url: battery.canary.url, siteSnips, ...options } });
  }

  it('refuses a bomb in the third snippet without keeping the first two', async () => {
    const userId = randomUUID();
    const before = await diskFiles();
    const response = await generate(userId, [
      { image: dataUrl(png), description: 'one' },
      { image: dataUrl(jpeg, 'image/jpeg'), description: 'two' },
      { image: dataUrl(bomb), description: 'bomb' },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'Snippet 3 has too many pixels (30000x30000); the limit is 40 megapixels' });
    expect(await diskFiles()).toEqual(before);
    expect(await content.dataSource.getRepository(GenerationRecord).countBy({ userId })).toBe(0);
  });

  it('refuses a polyglot that only starts like a PNG and keeps nothing', async () => {
    const userId = randomUUID();
    const before = await diskFiles();
    const response = await generate(userId, [
      { image: dataUrl(png), description: 'fine' },
      { image: dataUrl(Buffer.concat([png.subarray(0, 8), htmlPayload])), description: 'html' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Snippet 2 could not be read as an image' });
    expect(await diskFiles()).toEqual(before);
  });

  it('keeps control characters in snippet descriptions out of the kit it records', async () => {
    const userId = randomUUID();
    // The canary drops every connection, so the kit is written from the snippet alone, as a user may choose.
    const response = await generate(userId, [{ image: dataUrl(png), description: 'Hero\u0000 section \u202Eevil' }], { writeWithoutPage: true });
    expect(response.statusCode, response.body).toBe(200);
    const record = await content.dataSource.getRepository(GenerationRecord).findOneByOrFail({ userId });
    expect((record.request as { siteSnips: Array<{ description: string }> }).siteSnips[0]?.description).toBe('Hero section evil');
  });
});
