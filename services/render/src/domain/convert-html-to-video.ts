import { backgroundMusicGain, maxSlides } from '@sitespark/contracts';
import { canRead, keyAreas, keyFromMediaUrl, mediaUrl } from '@sitespark/service-kit';
import type { FrameSize } from '../engine/index.ts';
import { evenTimings } from './plan-slides.ts';
import type { RenderContext, RenderOutcome } from './render-context.ts';
import { renderVideo, saveThumbnail, thumbnailAtSec } from './render-video.ts';

const frameSizes: FrameSize[] = [
  { width: 1920, height: 1080 },
  { width: 1080, height: 1080 },
  { width: 1080, height: 1920 },
];
/** The largest image a template may pull in. */
const maxResourceBytes = 30 * 1024 * 1024;

/** The template's own frame shape (`aspect-ratio: W/H` on its stage), else 16:9. */
function frameSizeOf(html: string): FrameSize {
  const match = /aspect-ratio\s*:\s*(\d+)\s*\/\s*(\d+)/i.exec(html);
  const ratio = match ? Number(match[1]) / Number(match[2]) : 16 / 9;
  return frameSizes.find((size) => Math.abs(size.width / size.height - ratio) < 0.01) ?? frameSizes[0]!;
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_match, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');
}

function siteNameOf(html: string, websiteUrl: string): string {
  const title = /<title>([^<]{1,200})<\/title>/i.exec(html)?.[1];
  if (title) return decodeEntities(title).replace(/\s+slideshow$/i, '').trim();
  try {
    return new URL(websiteUrl).hostname.replace(/^www\./, '');
  } catch {
    return 'SiteSpark';
  }
}

/**
 * A free video's HTML recorded as an MP4: each slide is drawn by Chromium with JavaScript and the
 * network off (the user's own stored images are served to it directly), then crossfaded by ffmpeg.
 */
export async function convertHtmlToVideo(context: RenderContext<'convert-to-video'>): Promise<RenderOutcome<'convert-to-video'>> {
  const { input, userId } = context.job;
  const html = (await context.store.get(input.htmlKey)).toString('utf8');
  const size = frameSizeOf(html);
  context.progress(5, 'Drawing the slides');
  const shots = await context.chromium.renderHtmlSlides(html, {
    ...size,
    maxSlides,
    resolveResource: async (path) => {
      const key = keyFromMediaUrl(path);
      if (key === null || !canRead(userId, key)) return null;
      const info = await context.store.stat(key);
      // Only pictures matter for still frames; the soundtrack is mixed in by ffmpeg instead.
      if (!info || info.size > maxResourceBytes || !info.contentType.startsWith('image/')) return null;
      return { body: await context.store.get(key), contentType: info.contentType };
    },
  });
  const musicSource = /<audio\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/i.exec(html)?.[1];
  const musicKey = musicSource ? keyFromMediaUrl(decodeEntities(musicSource)) : null;
  const music =
    musicKey && canRead(userId, musicKey) && (await context.store.stat(musicKey))
      ? { file: await context.fetchToFile(musicKey, 'music'), volume: backgroundMusicGain }
      : undefined;
  const timings = evenTimings(input.duration, shots.length, context.settings.fps);
  const video = await renderVideo(context, {
    images: shots,
    timings,
    size,
    ...(music ? { music } : {}),
    progress: { from: 25, to: 95, stage: 'Rendering video' },
    outputName: 'converted.mp4',
  });
  context.progress(96, 'Saving video');
  const videoKey = await context.saveFile(keyAreas.videos, 'mp4', video.file, 'video/mp4');
  const thumbnailKey = await saveThumbnail(context, video, thumbnailAtSec(timings[0] ?? 0), 'converted');
  return { result: { success: true, videoUrl: mediaUrl(videoKey, `${siteNameOf(html, input.websiteUrl)} slideshow.mp4`), thumbnailUrl: mediaUrl(thumbnailKey) } };
}
