import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SavedSnippet, uploadLimits } from '@sitespark/contracts';
import { buildTestService, createTestInfra, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import type { ContentConfig } from '../src/config.ts';
import { contentService } from '../src/index.ts';
import { SavedSnippetRecord } from '../src/persistence/entities.ts';
import { multipartBody, solidPng, type MultipartPart } from './support/fixture-site.ts';

let infra: TestInfra;
let content: TestService<ContentConfig>;

beforeAll(async () => {
  infra = await createTestInfra('content-snippets');
  content = await buildTestService(contentService, infra);
});

afterAll(async () => {
  await content?.close();
  await infra?.cleanup();
});

function upload(userId: string, parts: MultipartPart[]) {
  const { payload, headers } = multipartBody(parts);
  return content.app.inject({ method: 'POST', url: '/api/saved-snippets', headers: { ...content.as(userId), ...headers }, payload });
}

function imagePart(data: Buffer, filename = 'screenshot.png', contentType = 'image/png'): MultipartPart {
  return { name: 'image', filename, contentType, data };
}

function keyOf(imageUrl: string): string {
  return imageUrl.slice('/api/media/'.length);
}

describe('POST /api/saved-snippets', () => {
  it('accepts a PNG, re-encodes it and stores it under the user', async () => {
    const userId = randomUUID();
    // Trailing bytes after IEND survive a plain copy but not a re-encode.
    const original = Buffer.concat([await solidPng('#3366cc', 640, 400), Buffer.from('<script>hidden payload</script>')]);
    const response = await upload(userId, [
      imagePart(original, 'hero.png'),
      { name: 'description', value: 'Pricing table with three plans' },
      { name: 'originalFileName', value: 'hero.png' },
    ]);
    expect(response.statusCode).toBe(201);
    const saved = SavedSnippet.parse(response.json());
    expect(saved).toMatchObject({ description: 'Pricing table with three plans', originalFileName: 'hero.png' });
    expect(saved.imageUrl).toMatch(new RegExp(`^/api/media/snippets/${userId}/[0-9a-f-]{36}\\.png$`));

    const stored = await content.store.get(keyOf(saved.imageUrl));
    expect(stored.equals(original)).toBe(false);
    expect(stored.includes(Buffer.from('hidden payload'))).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 640, height: 400 });
    expect((await content.store.stat(keyOf(saved.imageUrl)))?.contentType).toBe('image/png');
  });

  it('strips metadata from a JPEG', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#aa3355' } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'home-address-51.5N-0.12W' } })
      .toBuffer();
    expect(jpeg.includes(Buffer.from('home-address'))).toBe(true);
    const response = await upload(randomUUID(), [imagePart(jpeg, 'photo.jpg', 'image/jpeg'), { name: 'description', value: 'Team photo' }]);
    expect(response.statusCode).toBe(201);
    const stored = await content.store.get(keyOf(response.json().imageUrl));
    expect(stored.includes(Buffer.from('home-address'))).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
  });

  it('decides the type from the bytes, not the name or the declared type', async () => {
    const userId = randomUUID();
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    const response = await upload(userId, [imagePart(html, 'innocent.png', 'image/png'), { name: 'description', value: 'x' }]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('The image must be a PNG, JPEG or WebP image');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    expect((await upload(userId, [imagePart(gif, 'a.png')])).statusCode).toBe(415);
    const truncated = (await solidPng('#000000')).subarray(0, 60);
    expect((await upload(userId, [imagePart(truncated)])).statusCode).toBe(400);
    expect(await content.dataSource.getRepository(SavedSnippetRecord).countBy({ userId })).toBe(0);
  });

  it('refuses an oversized file with 413', async () => {
    const userId = randomUUID();
    const png = await solidPng('#112233');
    const oversized = Buffer.concat([png, Buffer.alloc(uploadLimits.imageBytes + 1 - png.length, 1)]);
    const response = await upload(userId, [imagePart(oversized)]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/larger than 5 MB/);
    expect(await content.dataSource.getRepository(SavedSnippetRecord).countBy({ userId })).toBe(0);
  });

  it('refuses a decompression bomb: a small file declaring a huge canvas', async () => {
    const bomb = await sharp({ create: { width: 8_000, height: 6_000, channels: 3, background: '#000000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(uploadLimits.imageBytes);
    const response = await upload(randomUUID(), [imagePart(bomb)]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/too many pixels \(8000x6000\)/);
  });

  it('needs an image part and multipart at all', async () => {
    const userId = randomUUID();
    expect((await upload(userId, [{ name: 'description', value: 'no file' }])).statusCode).toBe(400);
    const json = await content.app.inject({ method: 'POST', url: '/api/saved-snippets', headers: content.as(userId), payload: { description: 'x' } });
    expect(json.statusCode).toBe(415);
  });
});

describe('GET /api/saved-snippets', () => {
  it("lists only the caller's snippets, newest first", async () => {
    const alice = randomUUID();
    const bob = randomUUID();
    for (const description of ['first', 'second', 'third']) {
      expect((await upload(alice, [imagePart(await solidPng('#445566')), { name: 'description', value: description }])).statusCode).toBe(201);
    }
    expect((await upload(bob, [imagePart(await solidPng('#778899')), { name: 'description', value: "bob's" }])).statusCode).toBe(201);

    const list = await content.app.inject({ method: 'GET', url: '/api/saved-snippets', headers: content.as(alice) });
    expect(list.statusCode).toBe(200);
    const snippets = list.json() as SavedSnippet[];
    expect(snippets.map((s) => s.description)).toEqual(['third', 'second', 'first']);
    expect(snippets.every((s) => s.imageUrl.includes(`/snippets/${alice}/`))).toBe(true);

    const bobs = (await content.app.inject({ method: 'GET', url: '/api/saved-snippets', headers: content.as(bob) })).json() as SavedSnippet[];
    expect(bobs.map((s) => s.description)).toEqual(["bob's"]);
    const nobody = (await content.app.inject({ method: 'GET', url: '/api/saved-snippets', headers: content.as(randomUUID()) })).json();
    expect(nobody).toEqual([]);
  });
});
