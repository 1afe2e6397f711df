import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadLimits, type MusicLibrary, type MusicTrack } from '@sitespark/contracts';
import { buildTestService, createTestInfra, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import { createMusicTrackRepository } from '../src/persistence/music-track-repository.ts';
import type { MediaConfig } from '../src/config.ts';
import { saveMusicTrack } from '../src/domain/save-music-track.ts';
import { mediaService } from '../src/index.ts';
import { MusicTrackRecord } from '../src/persistence/entities.ts';
import { MediaFiles } from './support/media-files.ts';
import { multipartBody, type FormFile } from './support/multipart.ts';

let infra: TestInfra;
let media: TestService<MediaConfig>;
let files: MediaFiles;
let mp3: Buffer;

beforeAll(async () => {
  infra = await createTestInfra('media uploads');
  media = await buildTestService(mediaService, infra, { MUSIC_LIBRARY_SYNTHESIS: 'false' });
  files = await MediaFiles.create();
  mp3 = await files.mp3();
});
afterAll(async () => {
  await media?.close();
  await infra?.cleanup();
  await files?.cleanup();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function musicFile(data: Buffer, filename = 'song.mp3'): FormFile {
  return { field: 'music', filename, contentType: 'audio/mpeg', data };
}

function videoFile(data: Buffer, filename = 'clip.mp4'): FormFile {
  return { field: 'video', filename, contentType: 'video/mp4', data };
}

async function uploadMusic(userId: string, file: FormFile, fields: Record<string, string> = {}) {
  const { payload, headers } = multipartBody({ trackId: 'my-track', trackName: 'My Track', genre: 'Pop', mood: 'Upbeat', ...fields }, [file]);
  return media.app.inject({ method: 'POST', url: '/api/upload-music-file', headers: { ...headers, ...media.as(userId) }, payload });
}

async function extractAudio(userId: string, file: FormFile) {
  const { payload, headers } = multipartBody({ trackId: 'converted-1', trackName: 'Converted Track 1' }, [file]);
  return media.app.inject({ method: 'POST', url: '/api/extract-audio', headers: { ...headers, ...media.as(userId) }, payload });
}

async function libraryOf(userId: string): Promise<MusicLibrary> {
  const response = await media.app.inject({ method: 'GET', url: '/api/music', headers: media.as(userId) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function rowsOf(userId: string) {
  return media.dataSource.getRepository(MusicTrackRecord).countBy({ ownerId: userId });
}

describe('uploading an MP3', () => {
  it('stores it under the user, lists it for them only and answers the MusicTrack', async () => {
    const owner = randomUUID();
    const stranger = randomUUID();
    const response = await uploadMusic(owner, musicFile(mp3));
    expect(response.statusCode).toBe(201);
    const track = response.json() as MusicTrack;
    expect(track).toMatchObject({ name: 'My Track', trackId: 'my-track', genre: 'Pop', mood: 'Upbeat' });
    expect(track.url).toMatch(new RegExp(`^/api/media/music/${owner}/[0-9a-f-]{36}\\.mp3$`));

    expect((await libraryOf(owner)).tracks).toEqual([track]);
    expect((await libraryOf(stranger)).tracks).toEqual([]);

    const row = await media.dataSource.getRepository(MusicTrackRecord).findOneByOrFail({ id: track.id });
    expect(row).toMatchObject({ ownerId: owner, builtin: false, source: 'upload', sizeBytes: mp3.length });
    expect(row.durationSeconds).toBeGreaterThan(1.9);
    expect(row.durationSeconds).toBeLessThan(2.2);
  });

  it('streams the object back whole and in byte ranges, with caching headers', async () => {
    const owner = randomUUID();
    const track = (await uploadMusic(owner, musicFile(mp3))).json() as MusicTrack;

    const whole = await media.app.inject({ method: 'GET', url: track.url, headers: media.as(owner) });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(mp3)).toBe(true);
    expect(whole.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'content-length': String(mp3.length),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    expect(whole.headers['cache-control']).toMatch(/^private\b/);
    expect(whole.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(Date.parse(String(whole.headers['last-modified']))).not.toBeNaN();

    const head = await media.app.inject({ method: 'HEAD', url: track.url, headers: media.as(owner) });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(mp3.length));
    expect(head.rawPayload.length).toBe(0);

    const part = await media.app.inject({ method: 'GET', url: track.url, headers: { ...media.as(owner), range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    expect(part.rawPayload.equals(mp3.subarray(0, 100))).toBe(true);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${mp3.length}`);
    expect(part.headers['content-length']).toBe('100');

    const tail = await media.app.inject({ method: 'GET', url: track.url, headers: { ...media.as(owner), range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(mp3.subarray(mp3.length - 10))).toBe(true);

    const beyond = await media.app.inject({ method: 'GET', url: track.url, headers: { ...media.as(owner), range: `bytes=${mp3.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${mp3.length}`);

    const cached = await media.app.inject({ method: 'GET', url: track.url, headers: { ...media.as(owner), 'if-none-match': String(whole.headers.etag) } });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);

    const stale = await media.app.inject({ method: 'GET', url: track.url, headers: { ...media.as(owner), range: 'bytes=0-99', 'if-range': '"another-version"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(mp3.length);
  });

  it('answers 404 for another user\'s object, exactly as for a missing one', async () => {
    const owner = randomUUID();
    const track = (await uploadMusic(owner, musicFile(mp3))).json() as MusicTrack;
    const otherUser = await media.app.inject({ method: 'GET', url: track.url, headers: media.as(randomUUID()) });
    const missing = await media.app.inject({ method: 'GET', url: `/api/media/music/${owner}/${randomUUID()}.mp3`, headers: media.as(owner) });
    expect(otherUser.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(otherUser.json()).toEqual(missing.json());
    const traversal = await media.app.inject({ method: 'GET', url: `/api/media/library/x/..%2F..%2Fmusic%2F${owner}`, headers: media.as(owner) });
    expect(traversal.statusCode).toBe(404);
    // Folders of the filesystem store (the owner's music, the shared library) are no objects either.
    for (const folder of [`/api/media/music/${owner}`, '/api/media/music', '/api/media/library']) {
      const listing = await media.app.inject({ method: 'GET', url: folder, headers: media.as(owner) });
      expect(listing.statusCode, `${folder}: ${listing.body}`).toBe(404);
      expect(listing.json(), folder).toEqual(missing.json());
    }
    const unsigned = await media.app.inject({ method: 'GET', url: track.url, headers: { 'x-user-id': owner, 'x-subscription-status': 'active' } });
    expect(unsigned.statusCode).toBe(401);
    const lapsed = await media.app.inject({ method: 'GET', url: track.url, headers: media.as(owner, 'canceled') });
    expect(lapsed.statusCode).toBe(403);
  });

  it('refuses a PNG renamed .mp3 with 415 and stores nothing', async () => {
    const owner = randomUUID();
    const put = vi.spyOn(media.store, 'put');
    const response = await uploadMusic(owner, musicFile(await files.png(), 'cover.mp3'));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Only MP3 files can be uploaded. This file is not an MP3.');
    expect(put).not.toHaveBeenCalled();
    expect(await rowsOf(owner)).toBe(0);

    const html = await uploadMusic(owner, musicFile(Buffer.from('<!doctype html><script>alert(1)</script>'), 'page.mp3'));
    expect(html.statusCode).toBe(415);
    expect(put).not.toHaveBeenCalled();
  });

  it('refuses with 400 an MP3 look-alike that ffprobe cannot read', async () => {
    const owner = randomUUID();
    const put = vi.spyOn(media.store, 'put');
    const fake = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(3000)]);
    const response = await uploadMusic(owner, musicFile(fake));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This MP3 file could not be read. It may be damaged.');
    expect(put).not.toHaveBeenCalled();
    expect(await rowsOf(owner)).toBe(0);
  });

  it('refuses an upload over the size limit with 413, whether or not its length is declared', async () => {
    const owner = randomUUID();
    const put = vi.spyOn(media.store, 'put');
    const oversized = Buffer.concat([mp3, Buffer.alloc(uploadLimits.musicBytes + 1 - mp3.length)]);
    const declared = await uploadMusic(owner, musicFile(oversized));
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toBe('The file is too large. Music files can be up to 25 MB.');

    const { payload, headers } = multipartBody({ trackId: 't', trackName: 'T' }, [musicFile(oversized)]);
    const streamed = await media.app.inject({
      method: 'POST',
      url: '/api/upload-music-file',
      headers: { ...headers, ...media.as(owner) },
      payload: Readable.from([payload.subarray(0, 1024 * 1024), payload.subarray(1024 * 1024)]),
    });
    expect(streamed.statusCode).toBe(413);
    expect(put).not.toHaveBeenCalled();
    expect(await rowsOf(owner)).toBe(0);
  });

  it('checks the text fields against the contract', async () => {
    const owner = randomUUID();
    const noName = await uploadMusic(owner, musicFile(mp3), { trackName: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Track name is required');
    const badGenre = await uploadMusic(owner, musicFile(mp3), { genre: 'Polka' });
    expect(badGenre.statusCode).toBe(400);
    const misnamed = multipartBody({ trackId: 'a', trackName: 'A' }, [{ ...musicFile(mp3), field: 'file' }]);
    const wrongField = await media.app.inject({
      method: 'POST',
      url: '/api/upload-music-file',
      headers: { ...media.as(owner), ...misnamed.headers },
      payload: misnamed.payload,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(await rowsOf(owner)).toBe(0);
  });

  it('removes the stored object again when the row cannot be written', async () => {
    const put = vi.spyOn(media.store, 'put');
    const file = `${files.dir}/tone.mp3`;
    await expect(
      saveMusicTrack({ tracks: createMusicTrackRepository(media.dataSource), store: media.store }, {
        ownerId: 'not-a-uuid',
        source: 'upload',
        file,
        durationSeconds: 2,
        trackId: 'x',
        name: 'X',
        genre: 'Pop',
        mood: 'Calm',
      }),
    ).rejects.toThrow();
    expect(put).toHaveBeenCalledTimes(1);
    const key = put.mock.calls[0]![0];
    expect(await media.store.stat(key)).toBeNull();
  });
});

describe('extracting audio from a video', () => {
  it('turns a video with sound into an MP3 track in the library', async () => {
    const owner = randomUUID();
    const response = await extractAudio(owner, videoFile(await files.mp4(true)));
    expect(response.statusCode).toBe(201);
    const track = response.json() as MusicTrack;
    expect(track).toMatchObject({ name: 'Converted Track 1', trackId: 'converted-1', genre: 'Background', mood: 'Professional' });
    expect((await libraryOf(owner)).tracks.map((t) => t.id)).toEqual([track.id]);

    const object = await media.app.inject({ method: 'GET', url: track.url, headers: media.as(owner) });
    expect(object.headers['content-type']).toBe('audio/mpeg');
    const probe = await files.probe(object.rawPayload, 'mp3');
    expect(probe.streams.filter((s) => s.codec_type === 'audio').map((s) => s.codec_name)).toEqual(['mp3']);
    expect(probe.streams.some((s) => s.codec_type === 'video')).toBe(false);
    expect(Number(probe.format.duration)).toBeGreaterThan(1.8);
    expect(Number(probe.format.duration)).toBeLessThan(2.3);
    expect(await files.loudness(object.rawPayload)).toBeGreaterThan(-40);
  });

  it('answers 400 with a clear message for a video without sound', async () => {
    const owner = randomUUID();
    const put = vi.spyOn(media.store, 'put');
    const response = await extractAudio(owner, videoFile(await files.mp4(false)));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This video has no audio track to extract.');
    expect(put).not.toHaveBeenCalled();
    expect(await rowsOf(owner)).toBe(0);
  });

  it('refuses playlists and concat lists named .mp4 before ffmpeg sees them', async () => {
    const owner = randomUUID();
    const put = vi.spyOn(media.store, 'put');
    const hls = Buffer.from('#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nhttp://127.0.0.1:1/segment.ts\n#EXT-X-ENDLIST\n');
    const playlist = await extractAudio(owner, videoFile(hls, 'movie.mp4'));
    expect(playlist.statusCode).toBe(415);
    expect(playlist.json().message).toMatch(/Playlists/);
    const concat = await extractAudio(owner, videoFile(Buffer.from("ffconcat version 1.0\nfile '/etc/passwd'\n"), 'movie.mp4'));
    expect(concat.statusCode).toBe(415);
    const html = await extractAudio(owner, videoFile(Buffer.from('<html><body>not a video</body></html>'), 'movie.mp4'));
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe('This file is not a supported video. Please upload an MP4, MOV, WebM, MKV or AVI file.');
    expect(put).not.toHaveBeenCalled();
    expect(await rowsOf(owner)).toBe(0);
  });

  it('refuses a video over the size limit with 413', async () => {
    const owner = randomUUID();
    const { payload, headers } = multipartBody({ trackId: 'big', trackName: 'Big' }, [videoFile(Buffer.alloc(10))]);
    const response = await media.app.inject({
      method: 'POST',
      url: '/api/extract-audio',
      headers: { ...headers, ...media.as(owner), 'content-length': String(uploadLimits.videoBytes + 1024 * 1024) },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The video is too large. Videos can be up to 100 MB.');
  });
});

describe('objects written by other services', () => {
  it('serves a user their renders, snippets and flyers with safe headers and download names', async () => {
    const owner = randomUUID();
    const video = `videos/${owner}/${randomUUID()}.mp4`;
    await media.store.put(video, await files.mp4(true), { contentType: 'video/mp4' });
    const download = await media.app.inject({
      method: 'GET',
      url: `/api/media/${video}?download=${encodeURIComponent('Café "Sol" / slideshow.mp4')}`,
      headers: media.as(owner),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('video/mp4');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Caf_ Sol slideshow.mp4"; filename*=UTF-8''Caf%C3%A9%20Sol%20slideshow.mp4`);

    const flyer = `flyers/${owner}/${randomUUID()}.svg`;
    await media.store.put(flyer, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), { contentType: 'image/svg+xml' });
    const svg = await media.app.inject({ method: 'GET', url: `/api/media/${flyer}`, headers: media.as(owner) });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");

    const page = `snippets/${owner}/${randomUUID()}.html`;
    await media.store.put(page, Buffer.from('<script>alert(1)</script>'), { contentType: 'text/html' });
    const html = await media.app.inject({ method: 'GET', url: `/api/media/${page}`, headers: media.as(owner) });
    expect(html.headers['content-type']).toBe('application/octet-stream');
    expect(html.headers['content-disposition']).toMatch(/^attachment;/);

    const shared = 'library/builtin/test-track-v1.mp3';
    await media.store.put(shared, mp3, { contentType: 'audio/mpeg' });
    const anyone = await media.app.inject({ method: 'GET', url: `/api/media/${shared}`, headers: media.as(randomUUID()) });
    expect(anyone.statusCode).toBe(200);
    expect(anyone.rawPayload.equals(mp3)).toBe(true);
  });
});
