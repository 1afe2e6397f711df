import { kitEntities, kitMigrations } from '@sitespark/service-kit';
import { MusicTrackRecord } from './entities.ts';
import { CreateMusicTracks1700000004000 } from './migrations/1700000004000-create-music-tracks.ts';
import { VideoStorage1700000013000 } from './migrations/1700000013000-video-storage.ts';
import { ContentStorage1700000013100 } from './migrations/1700000013100-content-storage.ts';

export const mediaEntities = [...kitEntities, MusicTrackRecord];
export const mediaMigrations = [...kitMigrations, CreateMusicTracks1700000004000, VideoStorage1700000013000, ContentStorage1700000013100];
