import { z } from 'zod';
import { maxSlides, musicVolume } from '../../constants.ts';

export const GeneratedVideoSection = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  text: z.string(),
  timing: z.number().positive().max(60),
});
export type GeneratedVideoSection = z.infer<typeof GeneratedVideoSection>;

/** The Video Studio's result as the browser keeps it (and shows on /video-preview). */
export const GeneratedVideo = z.object({
  videoUrl: z.string(),
  thumbnailUrl: z.string(),
  duration: z.number().nonnegative(),
  sections: z.array(GeneratedVideoSection),
  /** A track's `url`, or null for no music. */
  backgroundMusic: z.string().nullable(),
  musicVolume: z.number().min(musicVolume.min).max(musicVolume.max),
});
export type GeneratedVideo = z.infer<typeof GeneratedVideo>;

/** POST /api/generate-video-file: the video data to render; the answer is the MP4 itself. */
export const GenerateVideoFileRequest = GeneratedVideo.omit({ videoUrl: true, thumbnailUrl: true }).extend({
  sections: z.array(GeneratedVideoSection).min(1).max(maxSlides),
});
export type GenerateVideoFileRequest = z.infer<typeof GenerateVideoFileRequest>;
