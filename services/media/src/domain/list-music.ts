import { musicGenres, type MusicLibrary } from '@sitespark/contracts';
import type { MusicTrackRecord } from '../persistence/entities.ts';
import type { MusicTrackRepository } from '../persistence/music-track-repository.ts';
import { toMusicTrack } from './to-music-track.ts';

export interface ListMusicDeps {
  tracks: Pick<MusicTrackRepository, 'listBuiltin' | 'listOwnedBy'>;
  /** Why the built-in library holds only `builtinCount` tracks (e.g. ffmpeg is missing), or undefined. */
  libraryNotice?: (builtinCount: number) => string | undefined;
}

/**
 * The built-in tracks that exist so far (by genre, as section 9 lists them), then the user's own,
 * newest first; with a notice when the built-in library cannot be completed on this server.
 */
export async function listMusic(deps: ListMusicDeps, input: { userId: string }): Promise<MusicLibrary> {
  const [builtin, own] = await Promise.all([deps.tracks.listBuiltin(), deps.tracks.listOwnedBy(input.userId)]);
  const genreOrder = (record: MusicTrackRecord) => musicGenres.indexOf(record.genre);
  builtin.sort((a, b) => genreOrder(a) - genreOrder(b) || a.name.localeCompare(b.name));
  const notice = deps.libraryNotice?.(builtin.length);
  return { tracks: [...builtin, ...own].map(toMusicTrack), ...(notice ? { notice } : {}) };
}
