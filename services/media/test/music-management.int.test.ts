import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentStorageChangedV1, mediaStorageUsageV1, renderStorageChangedV1, type MediaStorageUsageV1, type MusicLibrary, type MusicTrack } from '@sitespark/contracts';
import { buildTestService, createTestInfra, listFilesUnder, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import type { MediaConfig } from '../src/config.ts';
import { mediaService } from '../src/index.ts';
import { MusicTrackRecord } from '../src/persistence/entities.ts';
import { MediaFiles } from './support/media-files.ts';
import { multipartBody } from './support/multipart.ts';

let infra: TestInfra;
let media: TestService<MediaConfig>;
let files: MediaFiles;
let mp3: Buffer;
let builtin: MusicTrackRecord;

beforeAll(async () => {
  infra = await createTestInfra('media music management');
  files = await MediaFiles.create();
  mp3 = await files.mp3();
  // Room for two copies of the test MP3, not three.
  media = await buildTestService(mediaService, infra, { MUSIC_LIBRARY_SYNTHESIS: 'false', STORAGE_LIMIT_BYTES: String(mp3.length * 2 + 100) });
  builtin = await media.dataSource.getRepository(MusicTrackRecord).save({
    ownerId: null,
    builtin: true,
    source: 'builtin',
    trackId: `steady-progress-${randomUUID()}`,
    name: 'Steady Progress',
    genre: 'Corporate',
    mood: 'Professional',
    objectKey: `library/builtin/${randomUUID()}.mp3`,
    durationSeconds: 30,
    sizeBytes: 1000,
  });
});
afterAll(async () => {
  await media?.dataSource.getRepository(MusicTrackRecord).delete({ id: builtin.id });
  await media?.close();
  await infra?.cleanup();
  await files?.cleanup();
});

async function upload(userId: string, name = 'My Track') {
  const { payload, headers } = multipartBody({ trackId: 'my-track', trackName: name, genre: 'Pop', mood: 'Upbeat' }, [
    { field: 'music', filename: 'song.mp3', contentType: 'audio/mpeg', data: mp3 },
  ]);
  return media.app.inject({ method: 'POST', url: '/api/upload-music-file', headers: { ...headers, ...media.as(userId) }, payload });
}

const keyOf = (track: MusicTrack) => decodeURIComponent(track.url.slice('/api/media/'.length));
const libraryOf = async (userId: string) => (await media.app.inject({ method: 'GET', url: '/api/music', headers: media.as(userId) })).json() as MusicLibrary;

describe('managing uploaded music', () => {
  it('renames the owner\'s track (trimmed) and marks own tracks; refuses empty names, other users and built-in tracks', async () => {
    const owner = randomUUID();
    const track = (await upload(owner)).json() as MusicTrack;
    expect(track.own).toBe(true);

    const renamed = await media.app.inject({ method: 'PATCH', url: `/api/music/${track.id}`, headers: media.as(owner), payload: { name: '  Launch Theme ' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ ...track, name: 'Launch Theme' });
    expect((await libraryOf(owner)).tracks.find((t) => t.id === track.id)?.name).toBe('Launch Theme');

    const empty = await media.app.inject({ method: 'PATCH', url: `/api/music/${track.id}`, headers: media.as(owner), payload: { name: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Track name is required');

    const stranger = await media.app.inject({ method: 'PATCH', url: `/api/music/${track.id}`, headers: media.as(randomUUID()), payload: { name: 'Mine now' } });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'Track not found.', code: 'NOT_FOUND' });

    const shared = await media.app.inject({ method: 'PATCH', url: `/api/music/${builtin.id}`, headers: media.as(owner), payload: { name: 'Mine' } });
    expect(shared.statusCode).toBe(403);
    expect(shared.json().message).toBe('Built-in tracks cannot be renamed. Only the tracks you added can.');
    const listed = (await libraryOf(owner)).tracks.find((t) => t.id === builtin.id);
    expect(listed).toMatchObject({ name: 'Steady Progress', own: false });
    expect((await media.dataSource.getRepository(MusicTrackRecord).findOneByOrFail({ id: track.id })).name).toBe('Launch Theme');
  });

  it('stores a new name without NUL, bell, line breaks or bidirectional overrides, as uploads do (issue 29, F4)', async () => {
    const owner = randomUUID();
    const track = (await upload(owner)).json() as MusicTrack;
    const rename = (name: string) => media.app.inject({ method: 'PATCH', url: `/api/music/${track.id}`, headers: media.as(owner), payload: { name } });
    const renamed = await rename('Launch\u0000 \u202EThe\u0007me\r\nmix');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('Launch Theme  mix');
    const onlyControls = await rename('\u0000\u202E');
    expect([onlyControls.statusCode, onlyControls.json().message]).toEqual([400, 'Track name is required']);
    expect((await media.dataSource.getRepository(MusicTrackRecord).findOneByOrFail({ id: track.id })).name).toBe('Launch Theme  mix');
  });

  it('deletes the owner\'s track with its file; another user and built-in tracks cannot', async () => {
    const owner = randomUUID();
    const track = (await upload(owner)).json() as MusicTrack;
    expect(await media.store.stat(keyOf(track))).not.toBeNull();

    const stranger = await media.app.inject({ method: 'DELETE', url: `/api/music/${track.id}`, headers: media.as(randomUUID()) });
    expect(stranger.statusCode).toBe(404);
    expect(await media.store.stat(keyOf(track))).not.toBeNull();
    const shared = await media.app.inject({ method: 'DELETE', url: `/api/music/${builtin.id}`, headers: media.as(owner) });
    expect(shared.statusCode).toBe(403);
    expect(shared.json().message).toBe('Built-in tracks cannot be deleted. Only the tracks you added can.');

    const deleted = await media.app.inject({ method: 'DELETE', url: `/api/music/${track.id}`, headers: media.as(owner) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ id: track.id });
    expect(await media.store.stat(keyOf(track))).toBeNull();
    expect(await media.dataSource.getRepository(MusicTrackRecord).findOneBy({ id: track.id })).toBeNull();
    expect((await libraryOf(owner)).tracks.map((t) => t.id)).not.toContain(track.id);
    expect((await media.app.inject({ method: 'DELETE', url: `/api/music/${track.id}`, headers: media.as(owner) })).statusCode).toBe(404);
  });

  it('counts the user\'s music against the storage limit and refuses an upload past it with 413, storing nothing', async () => {
    const owner = randomUUID();
    expect((await media.app.inject({ method: 'GET', url: '/api/storage', headers: media.as(owner) })).json()).toEqual({ usedBytes: 0, limitBytes: mp3.length * 2 + 100, musicBytes: 0, videoBytes: 0, contentBytes: 0 });
    const first = (await upload(owner, 'One')).json() as MusicTrack;
    expect((await upload(owner, 'Two')).statusCode).toBe(201);
    const usage = (await media.app.inject({ method: 'GET', url: '/api/storage', headers: media.as(owner) })).json();
    expect(usage.musicBytes).toBeGreaterThan(mp3.length * 2 - 1000);

    const refused = await upload(owner, 'Three');
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringMatching(/^Storage limit reached: your music, videos and kit images take .* Delete videos, tracks or kits you no longer need to make room\.$/) });
    expect(await media.dataSource.getRepository(MusicTrackRecord).countBy({ ownerId: owner })).toBe(2);
    // Another user's storage is their own.
    expect((await upload(randomUUID(), 'Elsewhere')).statusCode).toBe(201);

    await media.app.inject({ method: 'DELETE', url: `/api/music/${first.id}`, headers: media.as(owner) });
    expect((await upload(owner, 'Three')).statusCode).toBe(201);
  });

  it('keeps exactly what fits when parallel uploads race the storage limit, refusing the rest with 413 and storing nothing for them (issue 29, F5)', async () => {
    const owner = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => upload(owner, `Race ${index}`)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 413, 413, 413, 413]);
    for (const refused of answers.filter((answer) => answer.statusCode === 413)) {
      expect(refused.json().message).toMatch(/^Storage limit reached: your music, videos and kit images take .* Delete videos, tracks or kits you no longer need to make room\.$/);
    }
    const kept = await media.dataSource.getRepository(MusicTrackRecord).findBy({ ownerId: owner });
    expect(kept).toHaveLength(2);
    const strays = (await listFilesUnder(media.objectsDir)).filter((file) => file.includes(owner) && !kept.some((track) => file.includes(track.objectKey)));
    expect(strays).toEqual([]);
  });

  it("counts the user's videos as render reports them, newest report winning, and refuses music that would not fit", async () => {
    const owner = randomUUID();
    const usage = async () => (await media.app.inject({ method: 'GET', url: '/api/storage', headers: media.as(owner) })).json();
    const report = (videoBytes: number, measuredAt: string) => media.bus.publish(renderStorageChangedV1.subject, { userId: owner, videoBytes, measuredAt });
    await report(mp3.length * 2, '2026-11-24T10:00:00.000Z');
    await expect.poll(usage, { timeout: 10_000 }).toMatchObject({ videoBytes: mp3.length * 2, usedBytes: mp3.length * 2 });
    // An older report arriving late changes nothing.
    await report(1, '2026-11-24T09:00:00.000Z');
    await report(mp3.length * 2 - 10, '2026-11-24T10:00:01.000Z');
    await expect.poll(usage, { timeout: 10_000 }).toMatchObject({ videoBytes: mp3.length * 2 - 10 });

    const refused = await upload(owner, 'No room');
    expect(refused.statusCode).toBe(413);
    expect(await media.dataSource.getRepository(MusicTrackRecord).countBy({ ownerId: owner })).toBe(0);

    await report(0, '2026-11-24T11:00:00.000Z');
    await expect.poll(usage, { timeout: 10_000 }).toMatchObject({ videoBytes: 0 });
    expect((await upload(owner, 'Room now')).statusCode).toBe(201);
  });

  it("counts the user's content as content reports it, and announces the whole total whenever a part changes", async () => {
    const owner = randomUUID();
    const announced: MediaStorageUsageV1[] = [];
    const subscription = await media.bus.subscribe({
      subject: mediaStorageUsageV1.subject,
      handler: async (message) => {
        const usage = mediaStorageUsageV1.payload.parse(message.data);
        if (usage.userId === owner) announced.push(usage);
      },
    });
    const limitBytes = mp3.length * 2 + 100;
    const latest = () => announced.at(-1) && { usedBytes: announced.at(-1)!.usedBytes, limitBytes: announced.at(-1)!.limitBytes };
    try {
      await media.bus.publish(contentStorageChangedV1.subject, { userId: owner, contentBytes: 700, measuredAt: new Date().toISOString() });
      await expect.poll(latest, { timeout: 10_000 }).toEqual({ usedBytes: 700, limitBytes });
      expect((await media.app.inject({ method: 'GET', url: '/api/storage', headers: media.as(owner) })).json()).toEqual({ usedBytes: 700, limitBytes, musicBytes: 0, videoBytes: 0, contentBytes: 700 });

      const track = (await upload(owner, 'Counted')).json() as MusicTrack;
      const { musicBytes } = (await media.app.inject({ method: 'GET', url: '/api/storage', headers: media.as(owner) })).json() as { musicBytes: number };
      expect(musicBytes).toBeGreaterThan(0);
      await expect.poll(latest, { timeout: 10_000 }).toEqual({ usedBytes: 700 + musicBytes, limitBytes });
      await media.bus.publish(renderStorageChangedV1.subject, { userId: owner, videoBytes: 50, measuredAt: new Date().toISOString() });
      await expect.poll(latest, { timeout: 10_000 }).toEqual({ usedBytes: 750 + musicBytes, limitBytes });
      await media.app.inject({ method: 'DELETE', url: `/api/music/${track.id}`, headers: media.as(owner) });
      await expect.poll(latest, { timeout: 10_000 }).toEqual({ usedBytes: 750, limitBytes });
    } finally {
      await subscription.drain();
    }
  });
});
