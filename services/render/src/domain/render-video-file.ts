import { defaultOverlayStyle, type TextOverlay } from '@sitespark/contracts';
import { keyAreas, mediaUrl } from '@sitespark/service-kit';
import { detailFocus, platformSize } from '../engine/index.ts';
import { musicGain } from './music-gain.ts';
import type { RenderContext, RenderOutcome } from './render-context.ts';
import { renderVideo, saveThumbnail, thumbnailAtSec } from './render-video.ts';

export const videoFileName = 'SiteSpark slideshow.mp4';

/** The Video Studio's video data rendered as an MP4 file the route sends back as it is. */
export async function renderVideoFile(context: RenderContext<'generate-video-file'>): Promise<RenderOutcome<'generate-video-file'>> {
  const { input } = context.job;
  context.progress(3, 'Reading the sections');
  const images: Buffer[] = [];
  for (const section of input.sections) images.push(await context.store.get(section.imageKey));
  const overlays: Array<TextOverlay | undefined> = input.sections.map((section) =>
    section.text.trim() ? { ...defaultOverlayStyle, text: section.text.slice(0, 100) } : undefined,
  );
  const music = input.musicKey ? { file: await context.fetchToFile(input.musicKey, 'music'), volume: musicGain(input.musicVolume) } : undefined;
  // Uploads have no element boxes: each drifts towards its most detailed part, shown whole over a blurred fill when its shape differs.
  const focus = await Promise.all(images.map((image) => detailFocus(image).catch(() => null)));
  const video = await renderVideo(context, {
    images,
    focus: focus.map((box) => box ?? undefined),
    fit: 'auto',
    overlays,
    timings: input.sections.map((section) => section.timing),
    size: platformSize('YouTube'),
    ...(music ? { music } : {}),
    progress: { from: 8, to: 95, stage: 'Rendering video' },
    outputName: 'video.mp4',
  });
  context.progress(96, 'Saving video');
  const videoKey = await context.saveFile(keyAreas.videos, 'mp4', video.file, 'video/mp4');
  const thumbnailKey = await saveThumbnail(context, video, thumbnailAtSec(input.sections[0]?.timing ?? 0), 'video');
  return { result: { videoKey, fileName: videoFileName, duration: video.durationSec, thumbnailUrl: mediaUrl(thumbnailKey) } };
}
