import { EntitySchema } from 'typeorm';
import type { MusicGenre, MusicMood } from '@sitespark/contracts';

export type MusicTrackSource = 'builtin' | 'upload' | 'extracted';

export interface MusicTrackRecord {
  id: string;
  /** null for the built-in library, which every subscriber sees. */
  ownerId: string | null;
  builtin: boolean;
  source: MusicTrackSource;
  /** The uploader's own identifier; for built-in tracks the composition's slug. */
  trackId: string;
  name: string;
  genre: MusicGenre;
  mood: MusicMood;
  objectKey: string;
  durationSeconds: number;
  sizeBytes: number;
  createdAt: Date;
}

const numeric = { to: (value: number) => value, from: (value: string | number) => Number(value) };

export const MusicTrackRecord = new EntitySchema<MusicTrackRecord>({
  name: 'MusicTrackRecord',
  tableName: 'music_tracks',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    ownerId: { type: 'uuid', name: 'owner_id', nullable: true },
    builtin: { type: 'boolean', default: false },
    source: { type: 'text' },
    trackId: { type: 'text', name: 'track_id' },
    name: { type: 'text' },
    genre: { type: 'text' },
    mood: { type: 'text' },
    objectKey: { type: 'text', name: 'object_key' },
    durationSeconds: { type: 'double precision', name: 'duration_seconds', transformer: numeric },
    sizeBytes: { type: 'bigint', name: 'size_bytes', transformer: numeric },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
  },
});
