import { z } from 'zod';
import { WebsiteAnalysis } from '../http/content/generated-content.ts';
import { ConvertToVideoResponse, ExportVideoResponse } from '../http/render/export-video.ts';
import { CustomImageSection, FreeVideoRequest, FreeVideoResult } from '../http/render/free-video.ts';
import { GeneratedVideoSection } from '../http/render/generated-video.ts';
import { ProfessionalVideoRequest, ProfessionalVideoResult } from '../http/render/professional-video.ts';
import { TextOverlay } from '../http/render/text-overlay.ts';

/**
 * Files a job reads (uploads, decoded data URLs, templates): stored under render-inputs/ before the
 * job is queued, so its message stays small, and deleted once the job is over.
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

/** The MP4 of POST /api/generate-video-file stays an object: the route answers with its bytes. */
export const VideoFileJobResult = z.object({
  videoKey: z.string(),
  fileName: z.string(),
  duration: z.number().nonnegative(),
  /** A frame of the video as JPEG, for lists of a user's videos. */
  thumbnailUrl: z.string().optional(),
});
export type VideoFileJobResult = z.infer<typeof VideoFileJobResult>;

/** What each kind of render job (one per render route) takes and gives. */
export const renderJobSchemas = {
  'free-video': { input: FreeVideoRequest, result: FreeVideoResult },
  'custom-images': { input: CustomImagesJobInput, result: FreeVideoResult },
  'export-video': { input: ExportVideoJobInput, result: ExportVideoResponse },
  'generate-video-file': { input: GenerateVideoFileJobInput, result: VideoFileJobResult },
  'convert-to-video': { input: ConvertToVideoJobInput, result: ConvertToVideoResponse },
  'professional-video': { input: ProfessionalVideoRequest, result: ProfessionalVideoResult },
} as const;

export type RenderJobKind = keyof typeof renderJobSchemas;
export const RenderJobKind = z.enum(Object.keys(renderJobSchemas) as [RenderJobKind, ...RenderJobKind[]]);

export type RenderJobInput<K extends RenderJobKind = RenderJobKind> = z.output<(typeof renderJobSchemas)[K]['input']>;
export type RenderJobResult<K extends RenderJobKind = RenderJobKind> = z.output<(typeof renderJobSchemas)[K]['result']>;

type RenderJobSchemas = typeof renderJobSchemas;

/** The input schema of a kind, typed for that kind (a plain property access would widen it to every kind's). */
export function renderJobInputSchema<K extends RenderJobKind>(kind: K): RenderJobSchemas[K]['input'] {
  return renderJobSchemas[kind].input;
}

/** The result schema of a kind, typed for that kind. */
export function renderJobResultSchema<K extends RenderJobKind>(kind: K): RenderJobSchemas[K]['result'] {
  return renderJobSchemas[kind].result;
}

function jobOf<K extends RenderJobKind>(kind: K) {
  return z.object({ kind: z.literal(kind), input: renderJobInputSchema(kind), result: z.nullable(renderJobResultSchema(kind)) });
}

/** A render job by kind: its input, and its result once it succeeded (null until then). */
export const RenderJob = z.discriminatedUnion('kind', [
  jobOf('free-video'),
  jobOf('custom-images'),
  jobOf('export-video'),
  jobOf('generate-video-file'),
  jobOf('convert-to-video'),
  jobOf('professional-video'),
]);
export type RenderJob = z.infer<typeof RenderJob>;

/** The job of one kind, e.g. `RenderJobOf<'free-video'>`. */
export type RenderJobOf<K extends RenderJobKind = RenderJobKind> = Extract<RenderJob, { kind: K }>;
