import type { DataSource } from 'typeorm';
import { musicGenres, type MusicLibrary } from '@sitespark/contracts';
import { MusicTrackRecord } from '../persistence/entities.ts';
import { toMusicTrack } from './to-music-track.ts';

/** The built-in tracks that exist so far (by genre, as section 9 lists them), then the user's own, newest first. */
export async function listMusic(dataSource: DataSource, userId: string): Promise<MusicLibrary> {
  const repository = dataSource.getRepository(MusicTrackRecord);
  const [builtin, own] = await Promise.all([
    repository.findBy({ builtin: true }),
    repository.find({ where: { ownerId: userId, builtin: false }, order: { createdAt: 'DESC' } }),
  ]);
  const genreOrder = (record: MusicTrackRecord) => musicGenres.indexOf(record.genre);
  builtin.sort((a, b) => genreOrder(a) - genreOrder(b) || a.name.localeCompare(b.name));
  return { tracks: [...builtin, ...own].map(toMusicTrack) };
}
