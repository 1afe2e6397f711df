import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { announceStorageUsage } from '../src/domain/announce-storage-usage.ts';
import { checkStorageLimit, getStorageUsage } from '../src/domain/check-storage-limit.ts';
import { deleteMusicTrack } from '../src/domain/delete-music-track.ts';
import { renameMusicTrack } from '../src/domain/rename-music-track.ts';
import type { MusicTrackRecord } from '../src/persistence/entities.ts';
import type { MusicTrackRepository } from '../src/persistence/music-track-repository.ts';

function track(ownerId: string | null, sizeBytes = 1000): MusicTrackRecord {
  return {
    id: randomUUID(),
    ownerId,
    builtin: ownerId === null,
    source: ownerId === null ? 'builtin' : 'upload',
    trackId: 't',
    name: 'Original',
    genre: 'Pop',
    mood: 'Calm',
    objectKey: ownerId === null ? `library/builtin/${randomUUID()}.mp3` : `music/${ownerId}/${randomUUID()}.mp3`,
    durationSeconds: 3,
    sizeBytes,
    createdAt: new Date(),
  };
}

function inMemoryTracks(rows: MusicTrackRecord[]): Pick<MusicTrackRepository, 'find' | 'rename' | 'remove' | 'bytesOwnedBy'> {
  return {
    async find(id) {
      return rows.find((row) => row.id === id) ?? null;
    },
    async rename(id, name) {
      const row = rows.find((candidate) => candidate.id === id && !candidate.builtin);
      if (row) row.name = name;
      return row ?? null;
    },
    async remove(id) {
      rows.splice(rows.findIndex((row) => row.id === id), 1);
    },
    async bytesOwnedBy(userId) {
      return rows.filter((row) => row.ownerId === userId).reduce((sum, row) => sum + row.sizeBytes, 0);
    },
  };
}

describe('music management use cases', () => {
  const owner = randomUUID();

  it("renames only the owner's own tracks", async () => {
    const own = track(owner);
    const builtin = track(null);
    const tracks = inMemoryTracks([own, builtin]);
    expect(await renameMusicTrack({ tracks }, { userId: owner, id: own.id, name: 'Launch' })).toMatchObject({ id: own.id, name: 'Launch', own: true });
    await expect(renameMusicTrack({ tracks }, { userId: randomUUID(), id: own.id, name: 'Mine' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Track not found.' });
    await expect(renameMusicTrack({ tracks }, { userId: owner, id: builtin.id, name: 'Mine' })).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(builtin.name).toBe('Original');
  });

  it('cleans a new name as an upload does, and refuses one that is only controls (issue 29, F4)', async () => {
    const own = track(owner);
    const tracks = inMemoryTracks([own]);
    expect(await renameMusicTrack({ tracks }, { userId: owner, id: own.id, name: 'Launch\u202E\u0007 Theme\r\n2\ud800' })).toMatchObject({ name: 'Launch Theme  2' });
    await expect(renameMusicTrack({ tracks }, { userId: owner, id: own.id, name: '\u0000\u202E' })).rejects.toMatchObject({ status: 400, message: 'Track name is required' });
    expect(own.name).toBe('Launch Theme  2');
  });

  it('deletes the MP3 and then the row; a built-in track stays', async () => {
    const own = track(owner);
    const builtin = track(null);
    const rows = [own, builtin];
    const deleted: string[] = [];
    const store = { delete: async (key: string) => void deleted.push(key) };
    await expect(deleteMusicTrack({ tracks: inMemoryTracks(rows), store }, { userId: owner, id: builtin.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await deleteMusicTrack({ tracks: inMemoryTracks(rows), store }, { userId: owner, id: own.id })).toEqual({ id: own.id });
    expect(deleted).toEqual([own.objectKey]);
    expect(rows).toEqual([builtin]);
  });

  it('counts music, videos and content, and refuses a file that would take the user past the storage limit with 413', async () => {
    const tracks = inMemoryTracks([track(owner, 1000), track(randomUUID(), 5000)]);
    const videos = { bytesOf: async (userId: string) => (userId === owner ? 400 : 0) };
    const content = { bytesOf: async (userId: string) => (userId === owner ? 100 : 0) };
    const deps = { tracks, videos, content, storageLimitBytes: 2000 };
    expect(await getStorageUsage(deps, { userId: owner })).toEqual({ usedBytes: 1500, limitBytes: 2000, musicBytes: 1000, videoBytes: 400, contentBytes: 100 });
    await checkStorageLimit(deps, { userId: owner, bytes: 500 });
    await expect(checkStorageLimit(deps, { userId: owner, bytes: 501 })).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      status: 413,
      message: 'Storage limit reached: your music, videos and kit images take 1 KB of 2 KB, and this file needs 501 bytes. Delete videos, tracks or kits you no longer need to make room.',
    });
  });

  it("announces the user's whole storage (music, videos and content) against the limit", async () => {
    const announced: Array<[string, { usedBytes: number; limitBytes: number }]> = [];
    await announceStorageUsage(
      {
        tracks: inMemoryTracks([track(owner, 1000)]),
        videos: { bytesOf: async () => 300 },
        content: { bytesOf: async () => 200 },
        storageLimitBytes: 2000,
        announcements: { announceUsage: async (userId, usage) => void announced.push([userId, { usedBytes: usage.usedBytes, limitBytes: usage.limitBytes }]) },
      },
      { userId: owner },
    );
    expect(announced).toEqual([[owner, { usedBytes: 1500, limitBytes: 2000 }]]);
  });
});
