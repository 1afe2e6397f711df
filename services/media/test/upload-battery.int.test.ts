import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MusicTrack } from '@sitespark/contracts';
import {
  buildTestService,
  ffconcatList,
  hlsPlaylist,
  hostileFileNames,
  htmlPayload,
  id3Header,
  listFilesUnder,
  payloadMarker,
  payloadZip,
  startUploadBattery,
  type TestService,
  type UploadBattery,
} from '@sitespark/service-kit/testing';
import type { MediaConfig } from '../src/config.ts';
import { id3v2Length, mp3FrameLength } from '../src/domain/media-signatures.ts';
import { mediaService } from '../src/index.ts';
import { MusicTrackRecord } from '../src/persistence/entities.ts';
import { MediaFiles } from './support/media-files.ts';
import { multipartBody, type FormFile } from './support/multipart.ts';

/**
 * Hostile uploads against the media service (POST /api/upload-music-file and /api/extract-audio):
 * files that are not what they claim, polyglots, and inputs that would make ffmpeg open other files
 * or URLs. Every refusal leaves no object, no row and no temporary file; a canary HTTP listener
 * proves ffmpeg never reached out.
 */

let battery: UploadBattery;
let media: TestService<MediaConfig>;
let files: MediaFiles;
let storeRoot: string;
let mp3: Buffer;
let mp4: Buffer;

beforeAll(async () => {
  files = await MediaFiles.create();
  mp3 = await files.mp3();
  mp4 = await files.mp4(true);
  // The object store and every upload's temporary directory land in a directory of this file's own.
  battery = await startUploadBattery('media');
  media = await buildTestService(mediaService, battery.infra, { MUSIC_LIBRARY_SYNTHESIS: 'false' });
  storeRoot = await battery.tmp.entry('sitespark-media-');
});

afterAll(async () => {
  await media?.close();
  await battery?.close();
  await files?.cleanup();
});

const diskFiles = () => battery.files();
const rowsOf = (userId: string) => media.dataSource.getRepository(MusicTrackRecord).countBy({ ownerId: userId });

function send(route: 'upload-music-file' | 'extract-audio', userId: string, file: FormFile, fields: Record<string, string> = {}) {
  const { payload, headers } = multipartBody({ trackId: 'battery', trackName: 'Battery', ...fields }, [file]);
  return media.app.inject({ method: 'POST', url: `/api/${route}`, headers: { ...headers, ...media.as(userId) }, payload });
}

const music = (data: Buffer, filename = 'song.mp3'): FormFile => ({ field: 'music', filename, contentType: 'audio/mpeg', data });
const video = (data: Buffer, filename = 'clip.mp4'): FormFile => ({ field: 'video', filename, contentType: 'video/mp4', data });

/** Sends the file, expects `status` and `message`, and checks that nothing was kept and nobody was called. */
async function expectRefused(route: 'upload-music-file' | 'extract-audio', file: FormFile, status: number, message: string | RegExp) {
  const userId = randomUUID();
  const before = await diskFiles();
  const calls = battery.canary.connections();
  const response = await send(route, userId, file);
  expect(response.statusCode, `${file.filename}: ${response.body}`).toBe(status);
  const body = response.json();
  expect(body.errorId).toBeUndefined();
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  expect(await diskFiles()).toEqual(before);
  expect(await rowsOf(userId)).toBe(0);
  expect(battery.canary.connections()).toBe(calls);
}

const notAnMp3 = 'Only MP3 files can be uploaded. This file is not an MP3.';
const playlistRefused = 'Playlists and files that point to other files cannot be converted. Please upload the video file itself.';
const multipartBoundaryTooLong = 'The upload is not a well-formed multipart/form-data body: its boundary is too long.';
const notAVideo = 'This file is not a supported video. Please upload an MP4, MOV, WebM, MKV or AVI file.';

describe('music uploads that are not MP3s', () => {
  it('refuses archives, pages, playlists and concat lists, with or without an ID3 header', async () => {
    const hls = hlsPlaylist(['file:///etc/passwd', `${battery.canary.url}segment.mp3`]);
    const cases: Array<[string, Buffer]> = [
      ['zip-with-id3.mp3', Buffer.concat([id3Header(0), payloadZip()])],
      ['page-with-id3.mp3', Buffer.concat([id3Header(0), htmlPayload])],
      ['playlist.mp3', hls],
      ['playlist-with-id3.mp3', Buffer.concat([id3Header(0), hls])],
      ['list.mp3', ffconcatList(['/etc/passwd', `${battery.canary.url}x.mp3`])],
      ['notes.mp3', Buffer.from(`just some text ${payloadMarker}\n`)],
    ];
    for (const [filename, data] of cases) await expectRefused('upload-music-file', music(data, filename), 415, notAnMp3);
  });

  it('refuses an empty file and a tag with no audio after it', async () => {
    await expectRefused('upload-music-file', music(Buffer.alloc(0)), 400, 'Please choose an MP3 file to upload.');
    await expectRefused('upload-music-file', music(Buffer.concat([id3Header(16), Buffer.alloc(16)])), 415, notAnMp3);
  });

  it('refuses a real MP3 with a ZIP or a page appended after its audio', async () => {
    await expectRefused('upload-music-file', music(Buffer.concat([mp3, payloadZip()]), 'gifar-style.mp3'), 415, notAnMp3);
    await expectRefused('upload-music-file', music(Buffer.concat([mp3, htmlPayload])), 415, notAnMp3);
  });

  it('stores a real MP3 unchanged, and without padding or junk around its audio', async () => {
    const userId = randomUUID();
    const junk = Buffer.from(`junk ${payloadMarker}`);
    const tagLength = 10 + ((mp3[6]! << 21) | (mp3[7]! << 14) | (mp3[8]! << 7) | mp3[9]!);
    const padded = Buffer.concat([mp3.subarray(0, tagLength), junk, mp3.subarray(tagLength), Buffer.alloc(500)]);
    const response = await send('upload-music-file', userId, music(padded));
    expect(response.statusCode, response.body).toBe(201);
    const track = response.json() as MusicTrack;
    const stored = await media.store.get(track.url.slice('/api/media/'.length));
    expect(stored.equals(mp3)).toBe(true);
    expect(stored.includes(Buffer.from(payloadMarker))).toBe(false);
  });
});

describe('MP3s as taggers, editors and downloads leave them', () => {
  let tagged: Buffer;
  let second: Buffer;

  beforeAll(async () => {
    [tagged, second] = await Promise.all([
      files.mp3With('tagged', ['-b:a', '128k', '-id3v2_version', '3', '-write_id3v1', '1', '-metadata', 'title=Tagged']),
      files.mp3With('second', ['-q:a', '5', '-id3v2_version', '3', '-write_id3v1', '1', '-metadata', 'title=Second'], 660, 3),
    ]);
  });

  /** Offsets of the audio frames of an unchanged file. */
  const frameOffsets = (data: Buffer) => {
    const offsets: number[] = [];
    for (let at = id3v2Length(data); mp3FrameLength(data, at) > 0; at += mp3FrameLength(data, at)) offsets.push(at);
    return offsets;
  };
  const lyrics3v2 = () => {
    const body = 'LYRICSBEGININD0000210LYR00011Hello world';
    return Buffer.from(`${body}${String(body.length).padStart(6, '0')}LYRICS200`, 'latin1');
  };
  const appendedId3v2 = (body: Buffer) => {
    const size = Buffer.from([(body.length >> 21) & 0x7f, (body.length >> 14) & 0x7f, (body.length >> 7) & 0x7f, body.length & 0x7f]);
    return Buffer.concat([Buffer.from('ID3\x04\x00\x10', 'latin1'), size, body, Buffer.from('3DI\x04\x00\x10', 'latin1'), size]);
  };

  /** Uploads the file, expects it stored, and returns the stored bytes. */
  async function upload(data: Buffer): Promise<{ stored: Buffer; durationSeconds: number }> {
    const response = await send('upload-music-file', randomUUID(), music(data));
    expect(response.statusCode, response.body).toBe(201);
    const track = response.json() as MusicTrack;
    const row = await media.dataSource.getRepository(MusicTrackRecord).findOneByOrFail({ id: track.id });
    return { stored: await media.store.get(track.url.slice('/api/media/'.length)), durationSeconds: row.durationSeconds };
  }

  it('accepts Lyrics3, an appended ID3v2 tag, stray bytes, a damaged frame and joined files, storing playable audio', async () => {
    const body = tagged.subarray(0, -128);
    const id3v1 = tagged.subarray(-128);
    const middle = frameOffsets(tagged)[40]!;
    const damaged = Buffer.from(tagged);
    damaged.fill(0x5a, middle, middle + 4);
    // [label, uploaded bytes, bytes expected to be stored, seconds of sound]
    const cases: Array<[string, Buffer, Buffer | null, number]> = [
      ['Lyrics3v2 before ID3v1', Buffer.concat([body, lyrics3v2(), id3v1]), tagged, 2],
      ['ID3v2 with a footer at the end', Buffer.concat([body, appendedId3v2(Buffer.from(`TIT2\0\0\0\x05\0\0\x03Late`, 'latin1')), id3v1]), tagged, 2],
      ['a line break after the last frame', Buffer.concat([tagged, Buffer.from('\r\n')]), tagged, 2],
      ['0xFF bytes after the last frame', Buffer.concat([second, Buffer.from([0xff, 0xff, 0xff])]), second, 3],
      ['a damaged frame header', damaged, null, 2],
      ['two tagged files joined', Buffer.concat([tagged, second]), null, 5],
    ];
    for (const [label, data, expected, seconds] of cases) {
      const { stored, durationSeconds } = await upload(data);
      // The library records how long the track plays, joined files included.
      expect(durationSeconds, label).toBeGreaterThan(seconds - 0.1);
      expect(durationSeconds, label).toBeLessThan(seconds + 0.2);
      if (expected) expect(stored.equals(expected), label).toBe(true);
      expect(stored.includes(Buffer.from('LYRICS')), label).toBe(false);
      const probe = await files.probe(stored, 'mp3');
      expect(probe.streams.map((stream) => stream.codec_name), label).toEqual(['mp3']);
      expect(Number(probe.format.duration), label).toBeGreaterThan(1.5);
    }
  });

  it('still refuses a ZIP, a page or a playlist behind stray bytes, inside an appended tag or between frames', async () => {
    const middle = frameOffsets(tagged)[40]!;
    const cases: Array<[string, Buffer]> = [
      ['zip-after-crlf.mp3', Buffer.concat([tagged, Buffer.from('\r\n'), payloadZip()])],
      ['page-in-tag.mp3', Buffer.concat([tagged, appendedId3v2(htmlPayload)])],
      ['zip-between-frames.mp3', Buffer.concat([tagged.subarray(0, middle), payloadZip(), tagged.subarray(middle)])],
      ['playlist-first.mp3', Buffer.concat([hlsPlaylist([`${battery.canary.url}a.mp3`]), tagged])],
    ];
    for (const [filename, data] of cases) await expectRefused('upload-music-file', music(data, filename), 415, notAnMp3);
  });
});

describe('videos that would make ffmpeg open other files or URLs', () => {
  it('refuses HLS playlists, concat lists and DASH manifests before ffmpeg sees them', async () => {
    const hls = hlsPlaylist(['file:///etc/passwd', `${battery.canary.url}segment.ts`]);
    const dash = Buffer.from(`<?xml version="1.0"?><MPD xmlns="urn:mpeg:dash:schema:mpd:2011"><BaseURL>${battery.canary.url}</BaseURL></MPD>`);
    for (const [filename, data] of [
      ['movie.m3u8', hls],
      ['movie.mp4', Buffer.concat([Buffer.from('\uFEFF\n\n'), hls])],
      ['movie.mkv', ffconcatList(['/etc/passwd', `${battery.canary.url}a.mp4`])],
      ['movie.mpd', dash],
    ] as const) {
      await expectRefused('extract-audio', video(data, filename), 415, playlistRefused);
    }
  });

  it('reads a container header followed by a playlist only with the demuxer its magic names', async () => {
    const hls = hlsPlaylist([`${battery.canary.url}segment.ts`, 'file:///etc/passwd']);
    const ftyp = Buffer.from('\0\0\0\x14ftypisom\0\0\x02\0isom', 'latin1');
    const ebml = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80]);
    const avi = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('AVI ')]);
    for (const [label, header] of [['MP4', ftyp], ['MKV', ebml], ['AVI', avi]] as const) {
      // The forced demuxer finds no streams (AVI) or no valid structure (MP4, MKV): never a playlist.
      await expectRefused('extract-audio', video(Buffer.concat([header, hls])), 400, new RegExp(`^(This ${label} video could not be read|This video has no audio track)`));
    }
  });

  it('refuses a page, an archive and an empty file named .mp4', async () => {
    await expectRefused('extract-audio', video(htmlPayload), 415, notAVideo);
    await expectRefused('extract-audio', video(payloadZip()), 415, notAVideo);
    await expectRefused('extract-audio', video(Buffer.alloc(0)), 400, 'Please choose a video file to convert.');
  });

  it('extracts sound from a real MP4 that carries a ZIP, storing only newly encoded audio', async () => {
    const userId = randomUUID();
    const response = await send('extract-audio', userId, video(Buffer.concat([mp4, payloadZip()])));
    expect(response.statusCode, response.body).toBe(201);
    const stored = await media.store.get((response.json() as MusicTrack).url.slice('/api/media/'.length));
    expect(stored.includes(Buffer.from(payloadMarker))).toBe(false);
    expect(stored.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
    expect(battery.canary.connections()).toBe(0);
  });
});

describe('malformed multipart bodies', () => {
  it('refuses a boundary longer than the parser takes with a 400 on both upload routes, keeping nothing', async () => {
    const boundary = 'b'.repeat(300);
    const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="music"; filename="song.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`);
    for (const route of ['upload-music-file', 'extract-audio'] as const) {
      const userId = randomUUID();
      const before = await diskFiles();
      const response = await media.app.inject({
        method: 'POST',
        url: `/api/${route}`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...media.as(userId) },
        payload: Buffer.concat([payload, mp3, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      });
      expect(response.statusCode, `${route}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({ message: multipartBoundaryTooLong, code: 'BAD_REQUEST' });
      expect(await diskFiles()).toEqual(before);
      expect(await rowsOf(userId)).toBe(0);
    }
  });
});

describe('file and track names', () => {
  it('keys objects by the server alone and keeps names clean', async () => {
    const userId = randomUUID();
    for (const filename of hostileFileNames) {
      const response = await send('upload-music-file', userId, music(mp3, filename), { trackName: 'My\u0000 Song \u202Egnp.exe', trackId: '../../id\u0000' });
      expect(response.statusCode, `${JSON.stringify(filename)}: ${response.body}`).toBe(201);
      const track = response.json() as MusicTrack;
      expect(track.url).toMatch(new RegExp(`^/api/media/music/${userId}/[0-9a-f-]{36}\\.mp3$`));
      expect(track.name).toBe('My Song gnp.exe');
      expect(track.trackId).toBe('../../id');
    }
    const objects = (await listFilesUnder(path.join(storeRoot, 'objects'))).filter((file) => file.includes(userId));
    expect(objects).toHaveLength(hostileFileNames.length);
    for (const file of objects) expect(file).toMatch(new RegExp(`^music/${userId}/[0-9a-f-]{36}\\.mp3$`));
    expect((await diskFiles()).some((file) => file.includes('..') || file.includes('passwd') || file.includes('evil'))).toBe(false);
    expect((await readdir(battery.tmp.dir)).filter((name) => name.startsWith('sitespark-upload-'))).toEqual([]);
  });

  it('refuses a name that is nothing but control characters', async () => {
    const userId = randomUUID();
    const response = await send('upload-music-file', userId, music(mp3), { trackName: '\u0000\u202E\u0007' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Track name is required');
    expect(await rowsOf(userId)).toBe(0);
  });
});
