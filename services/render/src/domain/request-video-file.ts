import type { Readable } from 'node:stream';
import type { GenerateVideoFileRequest } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import { loadImageSources, type ImageSourceDeps } from './load-image-sources.ts';
import { requestRender, type RequestRenderDeps } from './request-render.ts';
import { resolveMusicKey } from './resolve-music-key.ts';
import { imageInputFiles } from './store-job-inputs.ts';

export interface VideoFile {
  fileName: string;
  size: number;
  body: Readable;
}

/** The Video Studio's video data rendered as an MP4, answered as the file itself. */
export async function requestVideoFile(deps: RequestRenderDeps & ImageSourceDeps, input: { jobId: string; userId: string; request: GenerateVideoFileRequest }): Promise<VideoFile> {
  const { jobId, userId, request } = input;
  const images = await loadImageSources(deps, { userId, sources: request.sections.map((section) => section.image), label: 'Section image' });
  const musicKey = await resolveMusicKey(deps, { userId, trackUrl: request.backgroundMusic });
  const { videoKey, fileName } = await requestRender(deps, {
    jobId,
    userId,
    kind: 'generate-video-file',
    files: imageInputFiles(images),
    input: (imageKeys) => ({
      sections: request.sections.map((section, index) => ({ id: section.id, name: section.name, text: section.text, timing: section.timing, imageKey: imageKeys[index]! })),
      musicKey,
      musicVolume: request.musicVolume,
      inputKeys: imageKeys,
    }),
  });
  const info = await deps.store.stat(videoKey);
  if (!info) throw new AppError('INTERNAL', 'The rendered video is missing.');
  return { fileName, size: info.size, body: await deps.store.stream(videoKey) };
}
