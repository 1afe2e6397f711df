import { FreeVideoResult, musicVolume } from '@sitespark/contracts';
import type { CustomImageSection, GeneratedVideo } from '@sitespark/contracts';
import { routeUrl } from '../../../api/route-url.ts';
import { toGeneratedVideo } from '../model/generated-video.ts';
import { runRenderJob } from '../shared/render-job.ts';
import type { ProgressListener } from '../shared/render-job.ts';

export type CustomVideoSection = CustomImageSection & { image: Blob };

export type CreateCustomVideoOptions = {
  sections: readonly CustomVideoSection[];
  /** A library track's url, or '' for none. */
  music: string;
  volume: number;
  onProgress?: ProgressListener;
};

const extensionOf: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/jpg': 'jpg', 'image/webp': 'webp' };

/** The multipart body of POST /api/upload-custom-images: the sections as JSON, then their images in the same order. */
export function customVideoForm({ sections, music, volume }: Omit<CreateCustomVideoOptions, 'onProgress'>): FormData {
  const form = new FormData();
  form.append('sections', JSON.stringify(sections.map(({ id, name, textPrompt }) => ({ id, name, textPrompt }))));
  if (music) form.append('music', music);
  form.append('volume', String(volume ?? musicVolume.default));
  sections.forEach((section, index) => {
    const name = section.image instanceof File && section.image.name ? section.image.name : `section-${index + 1}.${extensionOf[section.image.type] ?? 'png'}`;
    form.append('images', section.image, name);
  });
  return form;
}

/** Renders a video from five section images (manual mode, and edits of any studio video). */
export async function createCustomVideo(options: CreateCustomVideoOptions): Promise<GeneratedVideo> {
  const result = await runRenderJob({
    url: routeUrl('render.uploadCustomImages'),
    body: customVideoForm(options),
    parse: (json) => FreeVideoResult.parse(json),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
  return toGeneratedVideo(result, options.music || null, options.volume);
}
