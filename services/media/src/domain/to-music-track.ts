import { mediaRoutes, routePath, type MusicTrack } from '@sitespark/contracts';
import type { MusicTrackRecord } from '../persistence/entities.ts';

export function toMusicTrack(record: MusicTrackRecord): MusicTrack {
  return {
    id: record.id,
    name: record.name,
    url: routePath(mediaRoutes.getObject.path, { '*': record.objectKey }),
    genre: record.genre,
    mood: record.mood,
    trackId: record.trackId,
    own: !record.builtin,
  };
}
