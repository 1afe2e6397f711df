import { musicGenres, type MusicLibrary } from '@sitespark/contracts';
import type { MusicTrackRecord } from '../persistence/entities.ts';
import type { MusicTrackRepository } from '../persistence/music-track-repository.ts';
import { toMusicTrack } from './to-music-track.ts';

/** The built-in tracks that exist so far (by genre, as section 9 lists them), then the user's own, newest first. */
export async function listMusic(deps: { tracks: Pick<MusicTrackRepository, 'listBuiltin' | 'listOwnedBy'> }, input: { userId: string }): Promise<MusicLibrary> {
  const [builtin, own] = await Promise.all([deps.tracks.listBuiltin(), deps.tracks.listOwnedBy(input.userId)]);
  const genreOrder = (record: MusicTrackRecord) => musicGenres.indexOf(record.genre);
  builtin.sort((a, b) => genreOrder(a) - genreOrder(b) || a.name.localeCompare(b.name));
  return { tracks: [...builtin, ...own].map(toMusicTrack) };
}
