import { FreeVideoResult, autoVideoDefaults, musicVolume, textOverlayLimits, videoSectionIds } from '@sitespark/contracts';
import type { FreeVideoRequest, GeneratedVideo } from '@sitespark/contracts';
import { routeUrl } from '../../../api/route-url.ts';
import { toGeneratedVideo } from '../model/generated-video.ts';
import { downloadNameOf, downloadUrl } from '../shared/media-url.ts';
import { runRenderJob, scaleProgress } from '../shared/render-job.ts';
import type { ProgressListener } from '../shared/render-job.ts';
import { createCustomVideo } from './create-custom-video.ts';
import { fetchImage } from './fetch-image.ts';

export type CreateAutoVideoOptions = {
  url: string;
  /** A library track's url, or '' to keep the track the server matches to the site. */
  music: string;
  volume: number;
  onProgress?: ProgressListener;
};

/** Auto mode's request: the spec's auto defaults (style professional, 30 s, YouTube). */
export function autoVideoRequest(url: string): FreeVideoRequest {
  return {
    url: url.trim(),
    style: autoVideoDefaults.style,
    videoLength: autoVideoDefaults.videoLength,
    platforms: [...autoVideoDefaults.platforms],
    studio: 'video-studio',
  };
}

/** Whether the user's music choice differs from what the site's own video already carries. */
export function needsOwnMusic(music: string, volume: number): boolean {
  return music !== '' || volume !== musicVolume.default;
}

/**
 * Auto mode: the server screenshots the site and renders it with music matched to the site. When
 * the user chose another track or volume, the same five slides are rendered again with them.
 */
export async function createAutoVideo({ url, music, volume, onProgress }: CreateAutoVideoOptions): Promise<GeneratedVideo> {
  const remix = needsOwnMusic(music, volume);
  const first = await runRenderJob({
    url: routeUrl('render.createFreeVideo'),
    body: autoVideoRequest(url),
    parse: (json) => FreeVideoResult.parse(json),
    ...(onProgress ? { onProgress: remix ? scaleProgress(onProgress, 0, 60) : onProgress } : {}),
  });
  const siteMusic = first.musicSelection.musicUrl || '';
  if (!remix || first.sections.length !== videoSectionIds.length) return toGeneratedVideo(first, siteMusic || null, musicVolume.default);

  onProgress?.({ percent: 60, stage: 'Applying your music' });
  const images = await Promise.all(first.sections.map((section) => fetchImage(section.image)));
  const video = await createCustomVideo({
    sections: first.sections.map((section, index) => ({
      id: videoSectionIds[index]!,
      name: section.name,
      textPrompt: section.text.slice(0, textOverlayLimits.textMaxLength),
      image: images[index]!,
    })),
    music: music || siteMusic,
    volume,
    ...(onProgress ? { onProgress: scaleProgress(onProgress, 62, 100) } : {}),
  });
  // The site's name stays in the download name of the new render.
  const fileName = downloadNameOf(first.videoUrl);
  return fileName ? { ...video, videoUrl: downloadUrl(video.videoUrl, fileName) } : video;
}
