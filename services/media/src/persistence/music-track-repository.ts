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
  };
}
