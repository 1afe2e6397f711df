import { ExportVideoResponse, FreeVideoResult, ProfessionalVideoResult, renderRoutes } from '@sitespark/contracts';
import type { FastifyReply } from 'fastify';
import { AppError, bindRoute, isAppError, type ServiceApp } from '@sitespark/service-kit';
import { loadImageSources } from '../domain/load-image-sources.ts';
import { resolveMusicKey } from '../domain/resolve-music-key.ts';
import { storeImageInputs, storeJobInputs } from '../domain/store-job-inputs.ts';
import { runJobForRoute, type RenderRouteDeps } from './submit-job.ts';


/** The studios' rule (spec section 5): a missing or empty address has its own message. */
const urlRequiredPaths = new Set<string>([renderRoutes.createFreeVideo.path, renderRoutes.createProfessionalVideo.path]);

export function registerVideoRoutes(app: ServiceApp, deps: RenderRouteDeps): void {
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'POST' || !urlRequiredPaths.has(request.routeOptions.url ?? '')) return;
    const url = (request.body as { url?: unknown } | null | undefined)?.url;
    if (typeof url !== 'string' || url.trim() === '') throw new AppError('VALIDATION', 'Please enter a website URL');
  });

  bindRoute(app, renderRoutes.createFreeVideo, async ({ body, identity, request }) => {
    const result = await runJobForRoute(deps, request, { userId: identity.userId, kind: 'free-video', input: body });
    return FreeVideoResult.parse(result);
  });

  bindRoute(app, renderRoutes.createProfessionalVideo, async ({ body, identity, request }) => {
    const result = await runJobForRoute(deps, request, { userId: identity.userId, kind: 'professional-video', input: body });
    return ProfessionalVideoResult.parse(result);
  });

  bindRoute(app, renderRoutes.exportVideo, async ({ body, identity, request, reply }) => {
    try {
      const images = await loadImageSources(deps, identity.userId, body.screenshots, 'Screenshot');
      const musicKey = await resolveMusicKey(deps.store, identity.userId, body.selectedMusicTrack?.url);
      const inputKeys = await storeImageInputs(deps.store, identity.userId, images);
      const result = await runJobForRoute(deps, request, {
        userId: identity.userId,
        kind: 'export-video',
        input: { imageKeys: inputKeys, textOverlays: body.textOverlays, musicKey, websiteAnalysis: body.websiteAnalysis },
        inputKeys,
      });
      return ExportVideoResponse.parse(result);
    } catch (error) {
      return answerFailure(error, reply);
    }
  });

  bindRoute(app, renderRoutes.convertToVideo, async ({ body, identity, request, reply }) => {
    try {
      const [htmlKey] = await storeJobInputs(deps.store, identity.userId, [
        { body: Buffer.from(body.htmlTemplate, 'utf8'), extension: 'html', contentType: 'text/html; charset=utf-8' },
      ]);
      const result = await runJobForRoute(deps, request, {
        userId: identity.userId,
        kind: 'convert-to-video',
        input: { htmlKey, duration: body.duration, websiteUrl: body.websiteUrl },
        inputKeys: [htmlKey!],
      });
      return ExportVideoResponse.parse(result);
    } catch (error) {
      return answerFailure(error, reply);
    }
  });

  bindRoute(app, renderRoutes.generateVideoFile, async ({ body, identity, request, reply }) => {
    const images = await loadImageSources(
      deps,
      identity.userId,
      body.sections.map((section) => section.image),
      'Section image',
    );
    const musicKey = await resolveMusicKey(deps.store, identity.userId, body.backgroundMusic);
    const inputKeys = await storeImageInputs(deps.store, identity.userId, images);
    const result = await runJobForRoute(deps, request, {
      userId: identity.userId,
      kind: 'generate-video-file',
      input: {
        sections: body.sections.map((section, index) => ({ id: section.id, name: section.name, text: section.text, timing: section.timing, imageKey: inputKeys[index] })),
        musicKey,
        musicVolume: body.musicVolume,
      },
      inputKeys,
    });
    const videoKey = String(result.videoKey);
    const fileName = String(result.fileName);
    const info = await deps.store.stat(videoKey);
    if (!info) throw new AppError('INTERNAL', 'The rendered video is missing.');
    return reply
      .header('content-type', 'video/mp4')
      .header('content-length', String(info.size))
      .header('content-disposition', attachment(fileName))
      .header('cache-control', 'private, no-store')
      .send(await deps.store.stream(videoKey));
  });
}

/** `{ success: false, error }` for a refused export (its documented shape); our failures stay 5xx. */
function answerFailure(error: unknown, reply: FastifyReply): FastifyReply {
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
