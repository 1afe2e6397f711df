import { backgroundMusicGain, videoDefaults } from '@sitespark/contracts';
import { keyAreas, mediaUrl } from '@sitespark/service-kit';
import { detailFocus, platformSize } from '../engine/index.ts';
import type { RenderContext, RenderOutcome } from './render-context.ts';
import { renderVideo, saveThumbnail, thumbnailAtSec } from './render-video.ts';

const exportSlideSec = videoDefaults.slideshowIntervalMs / 1000;

/** The generator's Export to MP4: its slides with the overlays the user edited and the chosen track. */
export async function exportSlideshowVideo(context: RenderContext<'export-video'>): Promise<RenderOutcome<'export-video'>> {
  const { input } = context.job;
  context.progress(3, 'Reading the slides');
  const images: Buffer[] = [];
  for (const key of input.imageKeys) images.push(await context.store.get(key));
  const music = input.musicKey ? { file: await context.fetchToFile(input.musicKey, 'music'), volume: backgroundMusicGain } : undefined;
  // Uploads have no element boxes: each drifts towards its most detailed part, shown whole over a blurred fill when its shape differs.
  const focus = await Promise.all(images.map((image) => detailFocus(image).catch(() => null)));
  const video = await renderVideo(context, {
    images,
    focus: focus.map((box) => box ?? undefined),
    fit: 'auto',
    overlays: input.textOverlays,
    // A slide every slideshow interval, as the generator's preview plays them.
    timings: images.map(() => exportSlideSec),
    size: platformSize('YouTube'),
    ...(music ? { music } : {}),
    progress: { from: 8, to: 95, stage: 'Rendering video' },
    outputName: 'export.mp4',
  });
  context.progress(96, 'Saving video');
  const videoKey = await context.saveFile(keyAreas.videos, 'mp4', video.file, 'video/mp4');
  const thumbnailKey = await saveThumbnail(context, video, thumbnailAtSec(exportSlideSec), 'export');
  const name = input.websiteAnalysis.name.trim() || 'SiteSpark';
  return { result: { success: true, videoUrl: mediaUrl(videoKey, `${name} slideshow.mp4`), thumbnailUrl: mediaUrl(thumbnailKey) } };
}
