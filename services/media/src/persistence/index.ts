import { kitEntities, kitMigrations } from '@sitespark/service-kit';
import { MusicTrackRecord } from './entities.ts';
import { CreateMusicTracks1700000004000 } from './migrations/1700000004000-create-music-tracks.ts';

export const mediaEntities = [...kitEntities, MusicTrackRecord];
export const mediaMigrations = [...kitMigrations, CreateMusicTracks1700000004000];
