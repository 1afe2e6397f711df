import multipart from '@fastify/multipart';
import { CustomImagesFields, FreeVideoResult, renderRoutes, videoSectionIds } from '@sitespark/contracts';
import { AppError, bindRoute, type ServiceApp } from '@sitespark/service-kit';
import { checkImage, type ImageType } from '../domain/check-image.ts';
import { resolveMusicKey } from '../domain/resolve-music-key.ts';
import { storeImageInputs } from '../domain/store-job-inputs.ts';
import { runJobForRoute, type RenderRouteDeps } from './submit-job.ts';

const imageField = renderRoutes.uploadCustomImages.files.images;

/** Video Studio's manual mode: five section images (multipart), their sections as JSON, music and volume. */
export async function registerCustomImagesRoute(app: ServiceApp, deps: RenderRouteDeps): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: imageField.maxBytes, files: imageField.maxCount, fields: 10, fieldSize: 64 * 1024, parts: 20 },
  });

  bindRoute(app, renderRoutes.uploadCustomImages, async ({ identity, request }) => {
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the images as multipart/form-data.');
    const files: Buffer[] = [];
    const fields: Record<string, string> = {};
    const unexpected: string[] = [];
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Read to the end either way, so the request is consumed before the answer.
        const bytes = await part.toBuffer();
        if (part.fieldname === 'images') files.push(bytes);
        else unexpected.push(part.fieldname);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    if (unexpected.length > 0) throw new AppError('BAD_REQUEST', `Unexpected file field "${unexpected[0]}".`);

    const parsed = CustomImagesFields.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') ?? '';
      throw new AppError('VALIDATION', field === 'sections' && issue?.code === 'invalid_type' ? 'Please choose the video sections.' : issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Invalid request');
    }
    const { sections, music, volume } = parsed.data;
    if (files.length !== videoSectionIds.length) {
      throw new AppError('VALIDATION', `Please upload an image for each of the ${videoSectionIds.length} sections.`);
    }
    const images: Array<{ bytes: Buffer; type: ImageType }> = [];
    for (const [index, file] of files.entries()) images.push({ bytes: file, type: await checkImage(file, `Image ${index + 1}`) });
    const musicKey = await resolveMusicKey(deps.store, identity.userId, music);

    const inputKeys = await storeImageInputs(deps.store, identity.userId, images);
    const result = await runJobForRoute(deps, request, {
      userId: identity.userId,
      kind: 'custom-images',
      input: { sections, imageKeys: inputKeys, musicKey, volume },
      inputKeys,
    });
    return FreeVideoResult.parse(result);
  });
}
