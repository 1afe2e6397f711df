import { z } from 'zod';
import { defaultMusicGenre, defaultMusicMood, musicGenres, musicMoods } from '../../constants.ts';

export const MusicGenre = z.enum(musicGenres);
export type MusicGenre = z.infer<typeof MusicGenre>;

export const MusicMood = z.enum(musicMoods);
export type MusicMood = z.infer<typeof MusicMood>;

/** `trackId` is the uploader's own identifier; `id` is ours. `url` plays the track. */
export const MusicTrack = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  genre: MusicGenre,
  mood: MusicMood,
  trackId: z.string(),
  /** True for the user's own tracks (uploaded or extracted), which they may rename and delete. */
  own: z.boolean().optional(),
});
export type MusicTrack = z.infer<typeof MusicTrack>;

/** GET /api/music. `notice` says why the built-in library is empty or incomplete (e.g. ffmpeg is not installed). */
export const MusicLibrary = z.object({ tracks: z.array(MusicTrack), notice: z.string().optional() });
export type MusicLibrary = z.infer<typeof MusicLibrary>;

const TrackId = z.string().trim().min(1, 'Track id is required').max(100);
const TrackName = z.string().trim().min(1, 'Track name is required').max(200);

/** Text fields of POST /api/upload-music-file; the file is the `music` part. */
export const MusicUploadFields = z.object({
  trackId: TrackId,
  trackName: TrackName,
  genre: MusicGenre.default(defaultMusicGenre),
  mood: MusicMood.default(defaultMusicMood),
});
export type MusicUploadFields = z.infer<typeof MusicUploadFields>;

/** Text fields of POST /api/extract-audio; the file is the `video` part, its audio becomes a track. */
export const ExtractAudioFields = z.object({
  trackId: TrackId,
  trackName: TrackName,
});
export type ExtractAudioFields = z.infer<typeof ExtractAudioFields>;

/** PATCH and DELETE /api/music/:id: one of the user's own tracks. */
export const MusicTrackParams = z.object({ id: z.uuid({ error: 'Track not found.' }) });
export type MusicTrackParams = z.infer<typeof MusicTrackParams>;

/** PATCH /api/music/:id. */
export const RenameMusicTrackRequest = z.object({ name: TrackName });
export type RenameMusicTrackRequest = z.infer<typeof RenameMusicTrackRequest>;

/** DELETE /api/music/:id: the track's row and its object are gone. */
export const DeletedMusicTrack = z.object({ id: z.uuid() });
export type DeletedMusicTrack = z.infer<typeof DeletedMusicTrack>;
