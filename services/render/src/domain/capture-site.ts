import { textOverlaysFromLines, videoDefaults, videoSectionIds, type TextOverlay, type VideoSection } from '@sitespark/contracts';
import { keyAreas, mediaUrl } from '@sitespark/service-kit';
import { videoSectionNames, videoSlideLines, type KitLanguage, type SiteModel } from '@sitespark/site-model';
import { aspectFor, type CapturedElement, type CapturedElementKind, type WebsiteCapture } from '../adapters/chromium.ts';
import { boxInView, boxOnFrame, cameraPath, fitGeometry, cameraTarget, imageSize, intersects, layoutOverlay, type Box, type FrameSize } from '../engine/index.ts';
import { describeWebsite } from './describe-website.ts';
import type { RenderContext } from './render-context.ts';

export interface CapturedSite {
  capture: WebsiteCapture;
  /** The site as the content kit reads it: one model for both services. */
  site: SiteModel;
  screenshotKeys: string[];
  /** One image per slide: the screenshot showing the slide's element, or the next page region. */
  slideImages: Buffer[];
  /** Per slide, the part of its image the camera moves to: never the same view twice. */
  slideFocus: Box[];
  /** Per slide, the index of its screenshot. */
  slideShots: number[];
  overlays: TextOverlay[];
}

/** What each section's line talks about, best first: the element its camera moves to. */
const sectionElements: ReadonlyArray<readonly CapturedElementKind[]> = [
  ['headline', 'logo', 'cta'],
  ['feature', 'price', 'headline'],
  ['price', 'feature', 'testimonial'],
  ['testimonial', 'feature', 'price'],
  ['cta', 'logo', 'headline', 'feature'],
];

/**
 * When a page gives fewer elements than sections, these parts of a screenshot (shares of its sides)
 * are moved to instead: small enough that the camera closes in on each (a 2x view), apart enough
 * that no two of them end on the same view.
 */
const fallbackRegions: readonly Box[] = [
  { x: 0.1, y: 0.1, width: 0.3, height: 0.3 },
  { x: 0.6, y: 0.6, width: 0.3, height: 0.3 },
  { x: 0.6, y: 0.1, width: 0.3, height: 0.3 },
  { x: 0.1, y: 0.6, width: 0.3, height: 0.3 },
  { x: 0.35, y: 0.35, width: 0.3, height: 0.3 },
];

/** Two sections' final views on one screenshot overlapping more than this would look like the same shot. */
const maxViewOverlap = 0.6;

/**
 * Each section's screenshot and focus: the element its line talks about when the page has one, else
 * a page region. Screenshots not yet shown come first, and no section ends on a view another section
 * of the same screenshot (nearly) ends on, so no two sections show the same frame.
 */
export function planSections(screenshots: readonly Buffer[], elements: readonly CapturedElement[], sizes: ReadonlyArray<{ width: number; height: number }>, count: number): { images: Buffer[]; focus: Box[]; shots: number[] } {
  const usable = elements.filter((element) => screenshots[element.shot] !== undefined);
  const used = new Set<CapturedElement>();
  const shotUses = screenshots.map(() => 0);
  const views: Array<{ shot: number; view: Box }> = [];
  const sizeOf = (shot: number) => sizes[shot] ?? { width: 1920, height: 1080 };
  const viewOf = (shot: number, box: Box) => cameraTarget(box, sizeOf(shot).width, sizeOf(shot).height);
  const distinct = (shot: number, box: Box) => views.every((other) => other.shot !== shot || overlap(other.view, viewOf(shot, box)) <= maxViewOverlap);
  const images: Buffer[] = [];
  const focus: Box[] = [];
  const shots: number[] = [];
  const take = (shot: number, box: Box) => {
    shotUses[shot]! += 1;
    views.push({ shot, view: viewOf(shot, box) });
    images.push(screenshots[shot]!);
    focus.push(box);
    shots.push(shot);
  };
  for (let index = 0; index < count; index++) {
    const wanted = sectionElements[index % sectionElements.length]!;
    const fresh = (element: CapturedElement) => shotUses[element.shot] === 0;
    const candidates = [
      ...wanted.flatMap((kind) => usable.filter((element) => element.kind === kind && fresh(element))),
      ...wanted.flatMap((kind) => usable.filter((element) => element.kind === kind)),
      ...usable.filter(fresh),
      ...usable,
    ];
    const element = candidates.find((candidate) => !used.has(candidate) && distinct(candidate.shot, candidate));
    if (element) {
      used.add(element);
      take(element.shot, { x: element.x, y: element.y, width: element.width, height: element.height });
      continue;
    }
    // No element left to show: a region of the least-shown screenshot that no section ends on yet.
    const order = screenshots.map((_, shot) => shot).sort((a, b) => shotUses[a]! - shotUses[b]! || a - b);
    const regions = order.flatMap((shot) =>
      fallbackRegions.map((region) => ({ shot, box: { x: region.x * sizeOf(shot).width, y: region.y * sizeOf(shot).height, width: region.width * sizeOf(shot).width, height: region.height * sizeOf(shot).height } })),
    );
    const region = regions.find((candidate) => distinct(candidate.shot, candidate.box)) ?? regions[index % regions.length]!;
    take(region.shot, region.box);
  }
  return { images, focus, shots };
}

/** Intersection over union of two views: 1 for the same view, about 0.36 for the whole view and a 1.67x close-up inside it. */
function overlap(a: Box, b: Box): number {
  const width = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const height = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  const shared = width * height;
  return shared / Math.max(1, a.width * a.height + b.width * b.height - shared);
}

/** Screenshots a website for a frame size, stores them and drafts the five slides' overlays. */
export async function captureSite(context: RenderContext, url: string, size: FrameSize, progress: { from: number; to: number }): Promise<CapturedSite> {
  context.progress(progress.from, 'Opening the website');
  const capture = await context.captureWebsite(url, { aspect: aspectFor(size), maxShots: videoDefaults.slides });
  context.progress(progress.from + (progress.to - progress.from) * 0.7, 'Saving screenshots');
  const site = describeWebsite(capture, url);
  const screenshotKeys: string[] = [];
  for (const shot of capture.screenshots) screenshotKeys.push(await context.saveBuffer(keyAreas.screenshots, 'png', shot, 'image/png'));
  const sizes = capture.screenshots.map((shot) => imageSize(shot) ?? { width: size.width, height: size.height });
  const sections = planSections(capture.screenshots, capture.elements ?? [], sizes, videoDefaults.slides);
  context.progress(progress.to, 'Writing the slides');
  return { capture, site, screenshotKeys, slideImages: sections.images, slideFocus: sections.focus, slideShots: sections.shots, overlays: siteOverlays(site) };
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

/**
 * Each overlay moved where it does not cover its slide's element once the camera has arrived: its
 * own position when that is clear, else the first clear one of `positions` (captions take the
 * bottom, so a narrated video passes ['top', 'middle']).
 */
export function overlaysOffElements(
  overlays: readonly TextOverlay[],
  slides: ReadonlyArray<{ image: Buffer; focus: Box | undefined }>,
  size: FrameSize,
  positions: ReadonlyArray<TextOverlay['position']> = ['bottom', 'top', 'middle'],
): TextOverlay[] {
  return overlays.map((overlay, index) => {
    const slide = slides[index];
    const dimensions = slide ? imageSize(slide.image) : null;
    if (!slide?.focus || !dimensions) return overlay;
    const { target } = cameraPath(dimensions, slide.focus, size.width, size.height, 'cover');
    const onFrame = boxOnFrame(slide.focus, fitGeometry(dimensions.width, dimensions.height, size.width, size.height, 'cover', slide.focus), size.width, size.height);
    const element = boxInView(onFrame, target, size.width, size.height);
    const clear = (position: TextOverlay['position']) => !intersects(layoutOverlay({ ...overlay, position }, size.width, size.height).box, element);
    const choices = positions.includes(overlay.position) ? [overlay.position, ...positions.filter((position) => position !== overlay.position)] : positions;
    const position = choices.find(clear) ?? choices[0] ?? overlay.position;
    return position === overlay.position ? overlay : { ...overlay, position };
  });
}

