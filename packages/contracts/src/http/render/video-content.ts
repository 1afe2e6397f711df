import { z } from 'zod';
import { platforms } from '../../constants.ts';
import { TextOverlay } from './text-overlay.ts';

export const Platform = z.enum(platforms);
export type Platform = z.infer<typeof Platform>;

/** Durations and timings are in seconds. */
export const VideoSection = z.object({
  name: z.string(),
  text: z.string(),
  image: z.string(),
  timing: z.number().nonnegative(),
});
export type VideoSection = z.infer<typeof VideoSection>;

export const SlideshowData = z.object({
  screenshots: z.array(z.string()),
  textOverlays: z.array(TextOverlay),
  transitionTimings: z.array(z.number().nonnegative()),
  totalDuration: z.number().nonnegative(),
  audioScript: z.string(),
});
export type SlideshowData = z.infer<typeof SlideshowData>;

export const MusicSelection = z.object({
  genre: z.string(),
  mood: z.string(),
  tempo: z.string(),
  energy: z.string(),
  duration: z.number().nonnegative(),
  description: z.string(),
  reasoning: z.string(),
  /** null until a track from the music library is attached. */
  musicUrl: z.string().nullable(),
});
export type MusicSelection = z.infer<typeof MusicSelection>;

export const PlatformOptimization = z.object({
  platform: Platform,
  optimalLength: z.number().nonnegative(),
  thumbnailText: z.string(),
  hookLine: z.string(),
  hashtagStrategy: z.array(z.string()),
});
export type PlatformOptimization = z.infer<typeof PlatformOptimization>;

/** The optional video part of generated content, and (in part) every studio's result. */
export const VideoContent = z.object({
  sections: z.array(VideoSection),
  slideshowData: SlideshowData,
  musicSelection: MusicSelection,
  platformOptimizations: z.array(PlatformOptimization),
  htmlTemplate: z.string(),
  screenshotCount: z.number().int().nonnegative(),
  duration: z.number().nonnegative(),
});
export type VideoContent = z.infer<typeof VideoContent>;
