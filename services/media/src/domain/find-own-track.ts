import { AppError } from '@sitespark/service-kit';
import type { MusicTrackRecord } from '../persistence/entities.ts';
import type { MusicTrackRepository } from '../persistence/music-track-repository.ts';

export const trackNotFoundMessage = 'Track not found.';

/**
 * One of the user's own tracks, to change: a built-in track is refused with 403 (it is everyone's),
 * someone else's looks exactly like a missing one.
 */
export async function findOwnTrack(tracks: Pick<MusicTrackRepository, 'find'>, input: { userId: string; id: string; action: 'renamed' | 'deleted' }): Promise<MusicTrackRecord> {
  const track = await tracks.find(input.id);
  if (track?.builtin) throw new AppError('FORBIDDEN', `Built-in tracks cannot be ${input.action}. Only the tracks you added can.`);
  if (!track || track.ownerId !== input.userId) throw new AppError('NOT_FOUND', trackNotFoundMessage);
  return track;
}
