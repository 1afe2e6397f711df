import { ConvertToVideoResponse } from '@sitespark/contracts';
import type { ConvertToVideoRequest } from '@sitespark/contracts';
import { routeUrl } from '../../api/route-url.ts';
import { runRenderJob } from '../video-studio/shared/render-job.ts';
import type { ProgressListener } from '../video-studio/shared/render-job.ts';

/** POST /api/convert-to-video: the MP4's address, or an error when the server could not record it. */
export async function convertToVideo(request: ConvertToVideoRequest, onProgress?: ProgressListener): Promise<string> {
  const answer = await runRenderJob({
    url: routeUrl('render.convertToVideo'),
    body: request,
    parse: (json) => ConvertToVideoResponse.parse(json),
    ...(onProgress ? { onProgress } : {}),
  });
  if (!answer.success || !answer.videoUrl) throw new Error(answer.error || 'Conversion failed');
  return answer.videoUrl;
}
