import { z } from 'zod';
import { RequiredWebsiteUrl } from '../../common.ts';
import { autoVideoDefaults, professionalVideoDefaults, professionalVideoLengths } from '../../constants.ts';
import { VideoStyle } from './free-video.ts';
import { Platform, PlatformOptimization } from './video-content.ts';

export const captionStyles = ['off', 'line', 'word-by-word'] as const;
/** How a narrated video's captions are burned in: not at all, a line at a time, or that line with the spoken word highlighted. */
export const VideoCaptionStyle = z.enum(captionStyles, { error: `captionStyle must be one of: ${captionStyles.join(', ')}` });
export type VideoCaptionStyle = z.infer<typeof VideoCaptionStyle>;

/** POST /api/adobe-express-video. */
export const ProfessionalVideoRequest = z.object({
  url: RequiredWebsiteUrl,
  style: VideoStyle.default(autoVideoDefaults.style),
  videoLength: z.literal(professionalVideoLengths).default(professionalVideoDefaults.videoLength),
  platforms: z.array(Platform).default(() => [...professionalVideoDefaults.platforms]),
  useTemplate: z.boolean().default(professionalVideoDefaults.useTemplate),
  captionStyle: VideoCaptionStyle.default('word-by-word'),
});
export type ProfessionalVideoRequest = z.infer<typeof ProfessionalVideoRequest>;

export const AudioNarration = z.object({
  /** Empty when the video has no voiceover; `note` then says why. */
  audioUrl: z.string(),
  script: z.string(),
  /** The language the script is written and spoken in (the site's). */
  language: z.string().optional(),
  /** The voice that read it, e.g. espeak-ng's "de". */
  voice: z.string().optional(),
  /** Why there is no voiceover, or why the offline voice (espeak-ng) read the script instead of the configured one. */
  note: z.string().optional(),
});
export type AudioNarration = z.infer<typeof AudioNarration>;

export const PlatformVideo = PlatformOptimization.extend({
  videoUrl: z.string(),
  /** A frame of this platform's own cut. */
  thumbnailUrl: z.string().optional(),
  /** The cut's captions as WebVTT, when it is narrated. */
  captionsUrl: z.string().optional(),
});
export type PlatformVideo = z.infer<typeof PlatformVideo>;

export const ProfessionalVideoResult = z.object({
  videoUrl: z.string(),
  thumbnailUrl: z.string(),
  /** The narration's captions (WebVTT), timed to the speech; absent when the video has no voiceover. */
  captionsUrl: z.string().optional(),
  duration: z.number().nonnegative(),
  websiteAnalysis: z.object({ name: z.string() }),
  audioNarration: AudioNarration,
  platformVideos: z.array(PlatformVideo),
});
export type ProfessionalVideoResult = z.infer<typeof ProfessionalVideoResult>;
