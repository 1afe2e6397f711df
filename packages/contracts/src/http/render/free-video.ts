import { z } from 'zod';
import { RequiredWebsiteUrl } from '../../common.ts';
import {
  autoVideoDefaults,
  freeVideoLengths,
  musicVolume,
  textOverlayLimits,
  videoSectionIds,
} from '../../constants.ts';
import { Platform, VideoContent, VideoSection } from './video-content.ts';

/** The studios' animation style; the spec names only the default. */
export const VideoStyle = z.string().trim().min(1).max(50);
export type VideoStyle = z.infer<typeof VideoStyle>;

/** POST /api/free-video, and the Video Studio's auto mode. */
export const FreeVideoRequest = z.object({
  url: RequiredWebsiteUrl,
  style: VideoStyle.default(autoVideoDefaults.style),
  videoLength: z.literal(freeVideoLengths).default(autoVideoDefaults.videoLength),
  platforms: z.array(Platform).default(() => [...autoVideoDefaults.platforms]),
  /** The screen that asked: Video Studio's auto mode renders through this route too, and "Your videos" names it so. */
  studio: z.enum(['free-video', 'video-studio'], { error: "studio must be 'free-video' or 'video-studio'." }).default('free-video'),
});
export type FreeVideoRequest = z.infer<typeof FreeVideoRequest>;

/** Answer of POST /api/free-video and POST /api/upload-custom-images. */
export const FreeVideoResult = VideoContent.pick({
  htmlTemplate: true,
  screenshotCount: true,
  slideshowData: true,
  musicSelection: true,
  platformOptimizations: true,
}).extend({
  /** The rendered MP4 (a media URL carrying its download name), so the browser can play and download it. */
  videoUrl: z.string(),
  thumbnailUrl: z.string().optional(),
  duration: z.number().nonnegative(),
  sections: z.array(VideoSection.extend({ id: z.string().optional() })),
});
export type FreeVideoResult = z.infer<typeof FreeVideoResult>;

/** GET /api/screenshots/:index: a screenshot of the user's latest free video, counted from 0. */
export const ScreenshotParams = z.object({ index: z.coerce.number().int().nonnegative() });
export type ScreenshotParams = z.infer<typeof ScreenshotParams>;

/** A manual-mode section; its image is the `images` file part at the same position. */
export const CustomImageSection = z.object({
  id: z.enum(videoSectionIds),
  name: z.string().max(100),
  textPrompt: z.string().max(textOverlayLimits.textMaxLength),
});
export type CustomImageSection = z.infer<typeof CustomImageSection>;

export const CustomImageSections = z
  .array(CustomImageSection)
  .length(videoSectionIds.length, `Exactly ${videoSectionIds.length} sections must be chosen`)
  .refine((sections) => new Set(sections.map((section) => section.id)).size === sections.length, {
    message: 'Each section can be chosen once',
  });
export type CustomImageSections = z.infer<typeof CustomImageSections>;

/** A multipart text field that carries JSON. */
function jsonField<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((text, context): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        context.addIssue({ code: 'custom', message: 'Expected JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** Text fields of POST /api/upload-custom-images (manual mode); files are the `images` parts. */
export const CustomImagesFields = z.object({
  sections: jsonField(CustomImageSections),
  /** A track's `url` from the music library. */
  music: z.string().max(2000).optional(),
  volume: z.coerce.number().min(musicVolume.min).max(musicVolume.max).default(musicVolume.default),
});
export type CustomImagesFields = z.infer<typeof CustomImagesFields>;
