import { textOverlaysFromLines, videoDefaults, videoSectionIds, type TextOverlay, type VideoSection } from '@sitespark/contracts';
import { keyAreas, mediaUrl } from '@sitespark/service-kit';
import { videoSectionNames, videoSlideLines, type KitLanguage, type SiteModel } from '@sitespark/site-model';
import { aspectFor, type WebsiteCapture } from '../adapters/chromium.ts';
import type { FrameSize } from '../engine/index.ts';
import { describeWebsite } from './describe-website.ts';
import type { RenderContext } from './render-context.ts';

export interface CapturedSite {
  capture: WebsiteCapture;
  /** The site as the content kit reads it: one model for both services. */
  site: SiteModel;
  screenshotKeys: string[];
  /** One image per slide: the screenshots in scroll order, repeated when the page is short. */
  slideImages: Buffer[];
  overlays: TextOverlay[];
}

/** Screenshots a website for a frame size, stores them and drafts the five slides' overlays. */
export async function captureSite(context: RenderContext, url: string, size: FrameSize, progress: { from: number; to: number }): Promise<CapturedSite> {
  context.progress(progress.from, 'Opening the website');
  const capture = await context.captureWebsite(url, { aspect: aspectFor(size), maxShots: videoDefaults.slides });
  context.progress(progress.from + (progress.to - progress.from) * 0.7, 'Saving screenshots');
  const site = describeWebsite(capture, url);
  const screenshotKeys: string[] = [];
  for (const shot of capture.screenshots) screenshotKeys.push(await context.saveBuffer(keyAreas.screenshots, 'png', shot, 'image/png'));
  const slideImages = Array.from({ length: videoDefaults.slides }, (_, index) => capture.screenshots[index % capture.screenshots.length]!);
  context.progress(progress.to, 'Writing the slides');
  return { capture, site, screenshotKeys, slideImages, overlays: siteOverlays(site) };
}

/** The five slides' overlays: what the site says, in its language; the spec's defaults only where it says nothing. */
export function siteOverlays(site: SiteModel): TextOverlay[] {
  return textOverlaysFromLines(videoSlideLines(site), site.name, site.type === 'Business' ? undefined : site.type, site.features[0]?.name);
}

/** The result's sections: one per slide with its screenshot's address, overlay text and timing. */
export function describeSections(screenshotKeys: readonly string[], overlays: readonly TextOverlay[], timings: readonly number[], language: KitLanguage = 'en'): VideoSection[] {
  const names = videoSectionNames(language);
  return timings.map((timing, index) => ({
    name: names[videoSectionIds[index] ?? 'cta'],
    text: overlays[index]?.text ?? '',
    image: mediaUrl(screenshotKeys[index % screenshotKeys.length] ?? ''),
    timing,
  }));
}
