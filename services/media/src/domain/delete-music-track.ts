import type { DeletedMusicTrack } from '@sitespark/contracts';
import type { ObjectStore } from '@sitespark/service-kit';
import type { MusicTrackRepository } from '../persistence/music-track-repository.ts';
import { findOwnTrack } from './find-own-track.ts';

export interface DeleteMusicTrackDeps {
  tracks: Pick<MusicTrackRepository, 'find' | 'remove'>;
  store: Pick<ObjectStore, 'delete'>;
}

/**
 * Deletes one of the user's own tracks: its MP3 first, then its row, so a failure leaves the track
 * listed (and deletable again) rather than a file nobody can reach.
 */
export async function deleteMusicTrack(deps: DeleteMusicTrackDeps, input: { userId: string; id: string }): Promise<DeletedMusicTrack> {
  const track = await findOwnTrack(deps.tracks, { userId: input.userId, id: input.id, action: 'deleted' });
  await deps.store.delete(track.objectKey);
  await deps.tracks.remove(track.id);
  return { id: track.id };
}
