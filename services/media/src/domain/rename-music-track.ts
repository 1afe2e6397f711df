import type { MusicTrack } from '@sitespark/contracts';
import { AppError, cleanLine } from '@sitespark/service-kit';
import type { MusicTrackRepository } from '../persistence/music-track-repository.ts';
import { findOwnTrack, trackNotFoundMessage } from './find-own-track.ts';
import { toMusicTrack } from './to-music-track.ts';

export interface RenameMusicTrackDeps {
  tracks: Pick<MusicTrackRepository, 'find' | 'rename'>;
}

/**
 * Renames one of the user's own tracks. The name is cleaned as an uploaded track's is (controls,
 * line breaks and bidirectional overrides out): it is shown to people and stored in PostgreSQL,
 * which cannot hold a NUL.
 */
export async function renameMusicTrack(deps: RenameMusicTrackDeps, input: { userId: string; id: string; name: string }): Promise<MusicTrack> {
  const name = cleanLine(input.name).trim();
  if (!name) throw new AppError('VALIDATION', 'Track name is required');
  await findOwnTrack(deps.tracks, { userId: input.userId, id: input.id, action: 'renamed' });
  const renamed = await deps.tracks.rename(input.id, name);
  if (!renamed) throw new AppError('NOT_FOUND', trackNotFoundMessage);
  return toMusicTrack(renamed);
}
