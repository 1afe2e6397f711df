import type { ConvertToVideoRequest, ConvertToVideoResponse } from '@sitespark/contracts';
import { requestRender, type RequestRenderDeps } from './request-render.ts';

/** A free video's HTML slideshow recorded as an MP4; the template is stored for the job. */
export function requestHtmlConversion(deps: RequestRenderDeps, input: { jobId: string; userId: string; request: ConvertToVideoRequest }): Promise<ConvertToVideoResponse> {
  const { jobId, userId, request } = input;
  return requestRender(deps, {
    jobId,
    userId,
    kind: 'convert-to-video',
    files: [{ body: Buffer.from(request.htmlTemplate, 'utf8'), extension: 'html', contentType: 'text/html; charset=utf-8' }],
    input: (fileKeys) => ({ htmlKey: fileKeys[0]!, duration: request.duration, websiteUrl: request.websiteUrl, inputKeys: fileKeys }),
  });
}
