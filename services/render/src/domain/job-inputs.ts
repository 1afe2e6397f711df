import { z } from 'zod';
import { CustomImageSection, GeneratedVideoSection, TextOverlay, WebsiteAnalysis } from '@sitespark/contracts';

/**
 * What the render queue carries for routes whose requests hold files: the files are stored first
 * (under render-inputs/, listed in `inputKeys` and deleted when the job is over), so a job message
 * stays small.
 */
const InputKeys = z.array(z.string());

export const CustomImagesJobInput = z.object({
  sections: z.array(CustomImageSection),
  imageKeys: z.array(z.string()).min(1),
  musicKey: z.string().nullable(),
  volume: z.number().min(0).max(100),
  inputKeys: InputKeys,
});
export type CustomImagesJobInput = z.infer<typeof CustomImagesJobInput>;

export const ExportVideoJobInput = z.object({
  imageKeys: z.array(z.string()).min(1),
  textOverlays: z.array(TextOverlay),
  musicKey: z.string().nullable(),
  websiteAnalysis: WebsiteAnalysis,
  inputKeys: InputKeys,
});
export type ExportVideoJobInput = z.infer<typeof ExportVideoJobInput>;

export const GenerateVideoFileJobInput = z.object({
  sections: z.array(GeneratedVideoSection.omit({ image: true }).extend({ imageKey: z.string() })).min(1),
  musicKey: z.string().nullable(),
  musicVolume: z.number().min(0).max(100),
  inputKeys: InputKeys,
});
export type GenerateVideoFileJobInput = z.infer<typeof GenerateVideoFileJobInput>;

export const ConvertToVideoJobInput = z.object({
  htmlKey: z.string(),
  duration: z.number().positive(),
  websiteUrl: z.string(),
  inputKeys: InputKeys,
});
export type ConvertToVideoJobInput = z.infer<typeof ConvertToVideoJobInput>;
