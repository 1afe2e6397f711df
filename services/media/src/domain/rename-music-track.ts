import type { MusicTrack } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import type { MusicTrackRepository } from '../persistence/music-track-repository.ts';
import { findOwnTrack, trackNotFoundMessage } from './find-own-track.ts';
import { toMusicTrack } from './to-music-track.ts';

export interface RenameMusicTrackDeps {
  tracks: Pick<MusicTrackRepository, 'find' | 'rename'>;
}

/** Renames one of the user's own tracks (the name is trimmed and checked by the contract). */
export async function renameMusicTrack(deps: RenameMusicTrackDeps, input: { userId: string; id: string; name: string }): Promise<MusicTrack> {
  await findOwnTrack(deps.tracks, { userId: input.userId, id: input.id, action: 'renamed' });
  const renamed = await deps.tracks.rename(input.id, input.name);
  if (!renamed) throw new AppError('NOT_FOUND', trackNotFoundMessage);
  return toMusicTrack(renamed);
}
