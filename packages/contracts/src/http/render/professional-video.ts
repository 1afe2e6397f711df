import { z } from 'zod';
import { RequiredWebsiteUrl } from '../../common.ts';
import { autoVideoDefaults, professionalVideoDefaults, professionalVideoLengths } from '../../constants.ts';
import { VideoStyle } from './free-video.ts';
import { Platform, PlatformOptimization } from './video-content.ts';

/** POST /api/adobe-express-video. */
export const ProfessionalVideoRequest = z.object({
  url: RequiredWebsiteUrl,
  style: VideoStyle.default(autoVideoDefaults.style),
  videoLength: z.literal(professionalVideoLengths).default(professionalVideoDefaults.videoLength),
  platforms: z.array(Platform).default(() => [...professionalVideoDefaults.platforms]),
  useTemplate: z.boolean().default(professionalVideoDefaults.useTemplate),
});
export type ProfessionalVideoRequest = z.infer<typeof ProfessionalVideoRequest>;

export const AudioNarration = z.object({ audioUrl: z.string(), script: z.string() });
export type AudioNarration = z.infer<typeof AudioNarration>;

export const PlatformVideo = PlatformOptimization.extend({ videoUrl: z.string() });
export type PlatformVideo = z.infer<typeof PlatformVideo>;

export const ProfessionalVideoResult = z.object({
  videoUrl: z.string(),
  thumbnailUrl: z.string(),
  duration: z.number().nonnegative(),
  websiteAnalysis: z.object({ name: z.string() }),
  audioNarration: AudioNarration,
  platformVideos: z.array(PlatformVideo),
});
export type ProfessionalVideoResult = z.infer<typeof ProfessionalVideoResult>;
