import { renderRoutes } from '@sitespark/contracts';
import type { FastifyReply } from 'fastify';
import { AppError, bindRoute, isAppError, type ServiceApp } from '@sitespark/service-kit';
import { requestHtmlConversion } from '../domain/request-html-conversion.ts';
import { requestRender } from '../domain/request-render.ts';
import { requestSlideshowExport } from '../domain/request-slideshow-export.ts';
import { requestVideoFile } from '../domain/request-video-file.ts';
import { captureVideoTools, jobIdOf, requireMediaTools, videoTools, type RenderRouteDeps } from './submit-job.ts';

/** The studios' rule (spec section 5): a missing or empty address has its own message. */
const urlRequiredPaths = new Set<string>([renderRoutes.createFreeVideo.path, renderRoutes.createProfessionalVideo.path]);

export function registerVideoRoutes(app: ServiceApp, deps: RenderRouteDeps): void {
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'POST' || !urlRequiredPaths.has(request.routeOptions.url ?? '')) return;
    const url = (request.body as { url?: unknown } | null | undefined)?.url;
    if (typeof url !== 'string' || url.trim() === '') throw new AppError('VALIDATION', 'Please enter a website URL');
  });

  bindRoute(app, renderRoutes.createFreeVideo, ({ body, identity, request }) => {
    requireMediaTools(deps.mediaTools, captureVideoTools);
    return requestRender(deps, { jobId: jobIdOf(request), userId: identity.userId, kind: 'free-video', input: body });
  });

  bindRoute(app, renderRoutes.createProfessionalVideo, ({ body, identity, request }) => {
    requireMediaTools(deps.mediaTools, captureVideoTools);
    return requestRender(deps, { jobId: jobIdOf(request), userId: identity.userId, kind: 'professional-video', input: body });
  });

  bindRoute(app, renderRoutes.exportVideo, async ({ body, identity, request, reply }) => {
    requireMediaTools(deps.mediaTools, videoTools);
    try {
      return await requestSlideshowExport(deps, { jobId: jobIdOf(request), userId: identity.userId, request: body });
    } catch (error) {
      return answerRefusal(error, reply);
    }
  });

  bindRoute(app, renderRoutes.convertToVideo, async ({ body, identity, request, reply }) => {
    requireMediaTools(deps.mediaTools, captureVideoTools);
    try {
      return await requestHtmlConversion(deps, { jobId: jobIdOf(request), userId: identity.userId, request: body });
    } catch (error) {
      return answerRefusal(error, reply);
    }
  });

  bindRoute(app, renderRoutes.generateVideoFile, async ({ body, identity, request, reply }) => {
    requireMediaTools(deps.mediaTools, videoTools);
    const video = await requestVideoFile(deps, { jobId: jobIdOf(request), userId: identity.userId, request: body });
    return reply
      .header('content-type', 'video/mp4')
      .header('content-length', String(video.size))
      .header('content-disposition', attachment(video.fileName))
      .header('cache-control', 'private, no-store')
      .send(video.body);
  });
}

/** `{ success: false, error }` for a refused export (its documented shape); our failures stay 5xx. */
function answerRefusal(error: unknown, reply: FastifyReply): FastifyReply {
  if (isAppError(error) && error.status < 500) {
    return reply.status(error.status).send({ success: false, error: error.message, message: error.message, code: error.code });
  }
  throw error;
}

/** A Content-Disposition that keeps the user's file name in every browser. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
