import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFsObjectStore } from '@sitespark/service-kit';
import { listMusic } from '../src/domain/list-music.ts';
import { saveMusicTrack } from '../src/domain/save-music-track.ts';
import type { MusicTrackRecord } from '../src/persistence/entities.ts';
import type { MusicTrackRepository, NewMusicTrack } from '../src/persistence/music-track-repository.ts';

/** The music repository over an array. */
function inMemoryTracks(options: { failOnAdd?: boolean } = {}): Pick<MusicTrackRepository, 'add' | 'listBuiltin' | 'listOwnedBy'> & { rows: MusicTrackRecord[] } {
  const rows: MusicTrackRecord[] = [];
  let clock = Date.UTC(2026, 0, 1);
  return {
    rows,
    async add(track: NewMusicTrack) {
      if (options.failOnAdd) throw new Error('database unavailable');
      const row = { ...track, id: randomUUID(), createdAt: new Date((clock += 1000)) };
      rows.push(row);
      return row;
    },
    listBuiltin: async () => rows.filter((r) => r.builtin),
    listOwnedBy: async (userId) => rows.filter((r) => r.ownerId === userId && !r.builtin).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
  };
}

const track = (overrides: Partial<NewMusicTrack>): NewMusicTrack => ({
  ownerId: null, builtin: true, source: 'builtin', trackId: 'x', name: 'X', genre: 'Pop', mood: 'Calm', objectKey: 'library/builtin/x.mp3', durationSeconds: 30, sizeBytes: 1, ...overrides,
});

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('music use cases with an in-memory repository', () => {
  it("lists the built-in library by genre, then the user's own tracks newest first, never another user's", async () => {
    const tracks = inMemoryTracks();
    const [me, other] = [randomUUID(), randomUUID()];
    await tracks.add(track({ trackId: 'b', name: 'Beat', genre: 'Electronic' }));
    await tracks.add(track({ trackId: 'a', name: 'Anthem', genre: 'Corporate' }));
    await tracks.add(track({ builtin: false, ownerId: me, source: 'upload', trackId: 'mine-1', name: 'Mine 1' }));
    await tracks.add(track({ builtin: false, ownerId: other, source: 'upload', trackId: 'theirs', name: 'Theirs' }));
    await tracks.add(track({ builtin: false, ownerId: me, source: 'upload', trackId: 'mine-2', name: 'Mine 2' }));
    const { tracks: listed } = await listMusic({ tracks }, { userId: me });
    expect(listed.map((t) => t.name)).toEqual(['Anthem', 'Beat', 'Mine 2', 'Mine 1']);
  });

  it('removes the stored MP3 again when the track cannot be recorded', async () => {
    const root = await mkdtemp(join(tmpdir(), 'music-'));
    dirs.push(root);
    const file = join(root, 'upload.mp3');
    await writeFile(file, Buffer.from('ID3 not really audio, the repository fails first'));
    const store = createFsObjectStore({ rootDir: join(root, 'objects') });
    await expect(
      saveMusicTrack({ tracks: inMemoryTracks({ failOnAdd: true }), store }, { ownerId: randomUUID(), source: 'upload', file, durationSeconds: 2, trackId: 't', name: 'T', genre: 'Pop', mood: 'Calm' }),
    ).rejects.toThrow('database unavailable');
    const stored = await readdir(join(root, 'objects'), { recursive: true, withFileTypes: true }).catch(() => []);
    expect(stored.filter((f) => f.isFile())).toEqual([]);
  });
});
