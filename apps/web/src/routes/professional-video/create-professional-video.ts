import { ProfessionalVideoResult } from '@sitespark/contracts';
import type { ProfessionalVideoRequest } from '@sitespark/contracts';
import { routeUrl } from '../../api/route-url.ts';
import { runRenderJob } from '../video-studio/shared/render-job.ts';
import type { ProgressListener } from '../video-studio/shared/render-job.ts';

/** POST /api/adobe-express-video with the job's progress reported as it renders. */
export function createProfessionalVideo(request: ProfessionalVideoRequest, onProgress?: ProgressListener): Promise<ProfessionalVideoResult> {
  return runRenderJob({
    url: routeUrl('render.createProfessionalVideo'),
    body: request,
    parse: (json) => ProfessionalVideoResult.parse(json),
    ...(onProgress ? { onProgress } : {}),
  });
}
