import type { ExportVideoRequest, ExportVideoResponse } from '@sitespark/contracts';
import { loadImageSources, type ImageSourceDeps } from './load-image-sources.ts';
import { requestRender, type RequestRenderDeps } from './request-render.ts';
import { resolveMusicKey } from './resolve-music-key.ts';
import { imageInputFiles } from './store-job-inputs.ts';

/** The generator's Export to MP4: its screenshots (checked, then stored for the job), overlays and chosen track. */
export async function requestSlideshowExport(deps: RequestRenderDeps & ImageSourceDeps, input: { jobId: string; userId: string; request: ExportVideoRequest }): Promise<ExportVideoResponse> {
  const { jobId, userId, request } = input;
  const images = await loadImageSources(deps, { userId, sources: request.screenshots, label: 'Screenshot' });
  const musicKey = await resolveMusicKey(deps, { userId, trackUrl: request.selectedMusicTrack?.url });
  return requestRender(deps, {
    jobId,
    userId,
    kind: 'export-video',
    kitId: request.kitId ?? null,
    files: imageInputFiles(images),
    input: (imageKeys) => ({ imageKeys, textOverlays: request.textOverlays, musicKey, websiteAnalysis: request.websiteAnalysis, inputKeys: imageKeys }),
  });
}
