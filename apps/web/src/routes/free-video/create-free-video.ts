import { FreeVideoResult } from '@sitespark/contracts';
import type { FreeVideoRequest } from '@sitespark/contracts';
import { routeUrl } from '../../api/route-url.ts';
import { runRenderJob } from '../video-studio/shared/render-job.ts';
import type { ProgressListener } from '../video-studio/shared/render-job.ts';

/** POST /api/free-video with the job's progress reported as it renders. */
export function createFreeVideo(request: FreeVideoRequest, onProgress?: ProgressListener): Promise<FreeVideoResult> {
  return runRenderJob({
    url: routeUrl('render.createFreeVideo'),
    body: request,
    parse: (json) => FreeVideoResult.parse(json),
    ...(onProgress ? { onProgress } : {}),
  });
}
