import { In, Not, type DataSource } from 'typeorm';
import { MusicTrackRecord } from './entities.ts';

export type NewMusicTrack = Omit<MusicTrackRecord, 'id' | 'createdAt'>;

/** The music library: the built-in tracks every subscriber sees and each user's own. */
export interface MusicTrackRepository {
  add(track: NewMusicTrack): Promise<MusicTrackRecord>;
  listBuiltin(): Promise<MusicTrackRecord[]>;
  /** The user's own tracks, newest first. */
  listOwnedBy(userId: string): Promise<MusicTrackRecord[]>;
  findBuiltin(trackId: string): Promise<MusicTrackRecord | null>;
  /** Built-in tracks whose composition is no longer shipped. */
  listRetiredBuiltin(shipped: string[]): Promise<MusicTrackRecord[]>;
  /** Writes a built-in track, replacing the row of the same composition (its id kept). */
  putBuiltin(track: NewMusicTrack): Promise<void>;
  remove(id: string): Promise<void>;
  find(id: string): Promise<MusicTrackRecord | null>;
  rename(id: string, name: string): Promise<MusicTrackRecord | null>;
  /** Bytes of the user's own tracks. */
  bytesOwnedBy(userId: string): Promise<number>;
  /**
   * Keeps the user's track unless their music plus `otherBytes` (videos, kit images) would pass
   * `limitBytes`: resolves to the row, or to the music bytes kept before when it would (nothing kept).
   * Atomic: parallel uploads of one user cannot pass the limit together.
   */
  addWithinStorage(track: NewMusicTrack & { ownerId: string }, room: { limitBytes: number; otherBytes: number }): Promise<{ track: MusicTrackRecord } | { musicBytes: number }>;
}

export function createMusicTrackRepository(dataSource: DataSource): MusicTrackRepository {
  const tracks = dataSource.getRepository(MusicTrackRecord);
  return {
    add: (track) => tracks.save(tracks.create(track)),
    listBuiltin: () => tracks.findBy({ builtin: true }),
    listOwnedBy: (userId) => tracks.find({ where: { ownerId: userId, builtin: false }, order: { createdAt: 'DESC' } }),
    findBuiltin: (trackId) => tracks.findOneBy({ builtin: true, trackId }),
    listRetiredBuiltin: (shipped) => tracks.findBy({ builtin: true, trackId: Not(In(shipped)) }),
    async putBuiltin(track) {
      await tracks.upsert(track, { conflictPaths: ['trackId'], indexPredicate: 'builtin', skipUpdateIfNoValuesChanged: true });
    },
    async remove(id) {
      await tracks.delete({ id });
    },
    find: (id) => tracks.findOneBy({ id }),
    async rename(id, name) {
      await tracks.update({ id, builtin: false }, { name });
      return tracks.findOneBy({ id });
    },
    async bytesOwnedBy(userId) {
      const total = await tracks.sum('sizeBytes', { ownerId: userId, builtin: false });
      return Number(total ?? 0);
    },
    addWithinStorage: (track, room) =>
      dataSource.transaction(async (manager) => {
        // One user's keeps queue on this lock until commit; the sum is read after it is taken (a new
        // snapshot per statement), so it counts every track kept before. Videos and kit images are
        // counted by the caller beforehand: an upload does not change them, and on the embedded
        // database another connection's query would wait for this transaction.
        await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sitespark:storage:${track.ownerId}`]);
        const own = manager.getRepository(MusicTrackRecord);
        const musicBytes = Number((await own.sum('sizeBytes', { ownerId: track.ownerId, builtin: false })) ?? 0);
        if (musicBytes + room.otherBytes + track.sizeBytes > room.limitBytes) return { musicBytes };
        return { track: await own.save(own.create(track)) };
      }),
  };
}
