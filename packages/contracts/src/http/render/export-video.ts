import { z } from 'zod';
import { WebsiteUrl } from '../../common.ts';
import { maxSlides, professionalVideoLengths } from '../../constants.ts';
import { WebsiteAnalysis } from '../content/generated-content.ts';
import { MusicTrack } from '../media/music.ts';
import { TextOverlay } from './text-overlay.ts';

/** POST /api/export-video: the generator's slideshow as an MP4. Screenshots are data URLs or addresses. */
export const ExportVideoRequest = z.object({
  screenshots: z.array(z.string().min(1)).min(1).max(maxSlides),
  textOverlays: z.array(TextOverlay).max(maxSlides),
  selectedMusicTrack: MusicTrack.nullish(),
  websiteAnalysis: WebsiteAnalysis,
  /** The kept kit the slideshow belongs to: the finished MP4 is linked to it (its page and zip export list it). */
  kitId: z.uuid({ error: 'kitId must be a kit id.' }).optional(),
});
export type ExportVideoRequest = z.infer<typeof ExportVideoRequest>;

/** On success the browser downloads `videoUrl`; on failure it shows `error`. */
export const ExportVideoResponse = z.object({
  success: z.boolean(),
  videoUrl: z.string().optional(),
  /** A frame of the video as JPEG. */
  thumbnailUrl: z.string().optional(),
  error: z.string().optional(),
});
export type ExportVideoResponse = z.infer<typeof ExportVideoResponse>;

/** POST /api/convert-to-video: a free video's HTML slideshow recorded as an MP4. */
export const ConvertToVideoRequest = z.object({
  htmlTemplate: z.string().min(1),
  duration: z.number().positive().max(Math.max(...professionalVideoLengths)),
  websiteUrl: WebsiteUrl,
});
export type ConvertToVideoRequest = z.infer<typeof ConvertToVideoRequest>;

export const ConvertToVideoResponse = ExportVideoResponse;
export type ConvertToVideoResponse = ExportVideoResponse;
