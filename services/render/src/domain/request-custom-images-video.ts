import { CustomImagesFields, videoSectionIds, type FreeVideoResult } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import { checkImage, type ImageType } from './check-image.ts';
import { requestRender, type RequestRenderDeps } from './request-render.ts';
import { resolveMusicKey } from './resolve-music-key.ts';
import { imageInputFiles } from './store-job-inputs.ts';

export interface CustomImagesUpload {
  jobId: string;
  userId: string;
  /** The multipart text fields (CustomImagesFields). */
  fields: Record<string, string>;
  /** The `images` file parts, one per section in order. */
  images: readonly Buffer[];
}

/** Video Studio's manual mode: five section images with their sections' text, music and volume. */
export async function requestCustomImagesVideo(deps: RequestRenderDeps, upload: CustomImagesUpload): Promise<FreeVideoResult> {
  const { jobId, userId } = upload;
  const parsed = CustomImagesFields.safeParse(upload.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') ?? '';
    throw new AppError('VALIDATION', field === 'sections' && issue?.code === 'invalid_type' ? 'Please choose the video sections.' : issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Invalid request');
  }
  const { sections, music, volume } = parsed.data;
  if (upload.images.length !== videoSectionIds.length) {
    throw new AppError('VALIDATION', `Please upload an image for each of the ${videoSectionIds.length} sections.`);
  }
  const images: Array<{ bytes: Buffer; type: ImageType }> = [];
  for (const [index, bytes] of upload.images.entries()) images.push({ bytes, type: await checkImage(bytes, `Image ${index + 1}`) });
  const musicKey = await resolveMusicKey(deps, { userId, trackUrl: music });
  return requestRender(deps, {
    jobId,
    userId,
    kind: 'custom-images',
    files: imageInputFiles(images),
    input: (imageKeys) => ({ sections, imageKeys, musicKey, volume, inputKeys: imageKeys }),
  });
}
