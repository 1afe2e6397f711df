import multipart from '@fastify/multipart';
import { renderRoutes } from '@sitespark/contracts';
import { AppError, bindRoute, type ServiceApp } from '@sitespark/service-kit';
import { requestCustomImagesVideo } from '../domain/request-custom-images-video.ts';
import { jobIdOf, requireMediaTools, videoTools, type RenderRouteDeps } from './submit-job.ts';

const imageField = renderRoutes.uploadCustomImages.files.images;

/** Video Studio's manual mode: five section images (multipart), their sections as JSON, music and volume. */
export async function registerCustomImagesRoute(app: ServiceApp, deps: RenderRouteDeps): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: imageField.maxBytes, files: imageField.maxCount, fields: 10, fieldSize: 64 * 1024, parts: 20 },
  });

  bindRoute(app, renderRoutes.uploadCustomImages, async ({ identity, request }) => {
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the images as multipart/form-data.');
    const images: Buffer[] = [];
    const fields: Record<string, string> = {};
    const unexpected: string[] = [];
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Read to the end either way, so the request is consumed before the answer.
        const bytes = await part.toBuffer();
        if (part.fieldname === 'images') images.push(bytes);
        else unexpected.push(part.fieldname);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    if (unexpected.length > 0) throw new AppError('BAD_REQUEST', `Unexpected file field "${unexpected[0]}".`);
    // Checked once the body is read, so the client gets the answer rather than a reset connection.
    requireMediaTools(deps.mediaTools, videoTools);
    return requestCustomImagesVideo(deps, { jobId: jobIdOf(request), userId: identity.userId, fields, images });
  });
}
