import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { musicGenres, musicMoods, type MusicLibrary, type MusicTrack } from '@sitespark/contracts';
import { buildTestService, createTestInfra, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import { createMusicTrackRepository } from '../src/persistence/music-track-repository.ts';
import { createFfmpeg } from '../src/adapters/ffmpeg.ts';
import type { MediaConfig } from '../src/config.ts';
import { ensureMusicLibrary, libraryObjectKey } from '../src/domain/ensure-music-library.ts';
import { libraryCompositions } from '../src/domain/library/compositions.ts';
import { libraryLoudnessLufs } from '../src/domain/library/render-composition.ts';
import { mediaService } from '../src/index.ts';
import { MusicTrackRecord } from '../src/persistence/entities.ts';
import { MediaFiles } from './support/media-files.ts';

let infra: TestInfra;
let media: TestService<MediaConfig>;
let files: MediaFiles;
let library: MusicTrack[];

/** Synthesis runs in the background after start; on a busy 2-core machine all six take up to a minute or two. */
const synthesisDeadlineMs = 240_000;

async function listAs(userId: string): Promise<MusicLibrary> {
  const response = await media.app.inject({ method: 'GET', url: '/api/music', headers: media.as(userId) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

beforeAll(async () => {
  infra = await createTestInfra('media library');
  media = await buildTestService(mediaService, infra);
  files = await MediaFiles.create();
  const started = Date.now();
  // The service answers while the library fills in: every answer lists only complete tracks.
  let seen = -1;
  for (;;) {
    const { tracks } = await listAs(randomUUID());
    expect(tracks.length).toBeGreaterThanOrEqual(seen);
    seen = tracks.length;
    if (tracks.length === libraryCompositions.length) {
      library = tracks;
      break;
    }
    if (Date.now() - started > synthesisDeadlineMs) throw new Error(`only ${tracks.length} built-in tracks after ${synthesisDeadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, synthesisDeadlineMs + 30_000);

afterAll(async () => {
  await media?.close();
  await infra?.cleanup();
  await files?.cleanup();
});

describe('the built-in music library', () => {
  it('has at least one plainly named track per genre, each tagged with a mood of the spec', () => {
    for (const genre of musicGenres) {
      expect(library.filter((track) => track.genre === genre).length, genre).toBeGreaterThanOrEqual(1);
    }
    for (const track of library) {
      expect(musicMoods).toContain(track.mood);
      // A plain title (issue 29, item 8): genre and mood are shown beside it, and "synthesized" read as placeholder audio.
      expect(track.name).toMatch(/^[A-Z][a-z]+(?: [A-Z][a-z]+)*$/);
      expect(track.url).toMatch(/^\/api\/media\/library\/builtin\/[a-z0-9-]+\.mp3$/);
    }
    expect(library.map((track) => track.genre)).toEqual([...musicGenres]);
  });

  it('serves every track to any subscriber as an MP3 of 30-60 s at the library loudness', async () => {
    for (const track of library) {
      const composition = libraryCompositions.find((c) => c.name === track.name)!;
      const response = await media.app.inject({ method: 'GET', url: track.url, headers: media.as(randomUUID()) });
      expect(response.statusCode, track.name).toBe(200);
      expect(response.headers['content-type']).toBe('audio/mpeg');

      const probe = await files.probe(response.rawPayload, 'mp3');
      const audio = probe.streams.filter((stream) => stream.codec_type === 'audio');
      expect(audio.map((stream) => stream.codec_name), track.name).toEqual(['mp3']);
      const duration = Number(probe.format.duration);
      expect(duration, track.name).toBeGreaterThanOrEqual(30);
      expect(duration, track.name).toBeLessThanOrEqual(60);
      expect(Math.abs(duration - composition.durationSeconds), track.name).toBeLessThan(0.2);

      const row = await media.dataSource.getRepository(MusicTrackRecord).findOneByOrFail({ id: track.id });
      expect(row).toMatchObject({ builtin: true, ownerId: null, source: 'builtin', trackId: composition.slug, objectKey: libraryObjectKey(composition) });
      expect(Math.abs(row.durationSeconds - duration)).toBeLessThan(0.05);

      const loudness = await files.loudness(response.rawPayload);
      expect(Math.abs(loudness - libraryLoudnessLufs), `${track.name}: ${loudness} LUFS`).toBeLessThan(1.5);
    }
  });

  it('lists the library next to each user\'s own tracks', async () => {
    const { tracks } = await listAs(randomUUID());
    expect(tracks.map((track) => track.id)).toEqual(library.map((track) => track.id));
  });

  it('does nothing on a restart that finds the library complete, and restores a lost object', async () => {
    const ffmpeg = createFfmpeg({ ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' });
    const deps = { tracks: createMusicTrackRepository(media.dataSource), store: media.store, ffmpeg, logger: media.logger };
    const again = await ensureMusicLibrary(deps, { compositions: libraryCompositions });
    expect(again).toEqual({ created: [], present: libraryCompositions.map((c) => c.slug), failed: [] });

    const lost = libraryCompositions.find((c) => c.genre === 'Pop')!;
    const before = await media.dataSource.getRepository(MusicTrackRecord).findOneByOrFail({ trackId: lost.slug, builtin: true });
    await media.store.delete(libraryObjectKey(lost));
    const repaired = await ensureMusicLibrary(deps, { compositions: libraryCompositions });
    expect(repaired.created).toEqual([lost.slug]);
    expect(await media.store.stat(libraryObjectKey(lost))).not.toBeNull();
    const after = await media.dataSource.getRepository(MusicTrackRecord).findOneByOrFail({ trackId: lost.slug, builtin: true });
    expect(after.id).toBe(before.id);
    expect(await media.dataSource.getRepository(MusicTrackRecord).countBy({ builtin: true })).toBe(libraryCompositions.length);
  });

  it('gives a track kept under an older name its current name, without synthesising it again (issue 29, item 8)', async () => {
    const ffmpeg = createFfmpeg({ ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' });
    const repository = media.dataSource.getRepository(MusicTrackRecord);
    const renamed = libraryCompositions.find((c) => c.genre === 'Corporate')!;
    const before = await repository.findOneByOrFail({ trackId: renamed.slug, builtin: true });
    await repository.update({ id: before.id }, { name: `${renamed.name} (${renamed.genre}, synthesized)` });
    const outcome = await ensureMusicLibrary({ tracks: createMusicTrackRepository(media.dataSource), store: media.store, ffmpeg, logger: media.logger }, { compositions: libraryCompositions });
    expect(outcome.created).toEqual([]);
    const after = await repository.findOneByOrFail({ trackId: renamed.slug, builtin: true });
    expect([after.id, after.name, after.sizeBytes]).toEqual([before.id, renamed.name, before.sizeBytes]);
  });

  it('retires the tracks of compositions it no longer ships, object and row', async () => {
    const ffmpeg = createFfmpeg({ ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' });
    const retiredKey = 'library/builtin/corporate-old-recipe-v0.mp3';
    await media.store.put(retiredKey, Buffer.from('old'), { contentType: 'audio/mpeg' });
    const repository = media.dataSource.getRepository(MusicTrackRecord);
    await repository.save(
      repository.create({
        ownerId: null, builtin: true, source: 'builtin', trackId: 'corporate-old-recipe-v0', name: 'Old (Corporate, synthesized)',
        genre: 'Corporate', mood: 'Professional', objectKey: retiredKey, durationSeconds: 30, sizeBytes: 3,
      }),
    );
    const outcome = await ensureMusicLibrary({ tracks: createMusicTrackRepository(media.dataSource), store: media.store, ffmpeg, logger: media.logger }, { compositions: libraryCompositions });
    expect(outcome.created).toEqual([]);
    expect(await repository.countBy({ trackId: 'corporate-old-recipe-v0' })).toBe(0);
    expect(await media.store.stat(retiredKey)).toBeNull();
  });
});
