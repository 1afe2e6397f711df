import { textOverlaysFromLines, videoDefaults, videoSectionIds, type TextOverlay, type VideoSection } from '@sitespark/contracts';
import { keyAreas, mediaUrl } from '@sitespark/service-kit';
import { videoSectionNames, videoSlideLines, type Campaign, type KitLanguage, type SiteModel } from '@sitespark/site-model';
import { aspectFor, type CapturedElement, type CapturedElementKind, type WebsiteCapture } from '../adapters/chromium.ts';
import { nameShare, namesOf, namingWords, sharedWords, type ShotBox } from '../adapters/page-blocks.ts';
import { maxZoom } from '@sitespark/contracts';
import { boxInView, boxOnFrame, cameraPath, cameraTarget, colourGrid, colourfulness, contentBox, drawCardSlide, fitGeometry, flatShare, imageSize, intersects, layoutOverlay, type Box, type ColourGrid, type FrameSize } from '../engine/index.ts';
import { brandLook } from './brand-look.ts';
import { applyOwnerCorrections } from './apply-owner-corrections.ts';
import { describeWebsite } from './describe-website.ts';
import { ownerCampaign } from './owner-campaign.ts';
import type { RenderContext } from './render-context.ts';

export interface CapturedSite {
  capture: WebsiteCapture;
  /** The site as the content kit reads it (one model for both services), with the user's corrections of it. */
  site: SiteModel;
  /** The campaign of the user's latest kit of the site, which the slides, narration and hooks say; null for the site's own offer. */
  campaign: Campaign | null;
  screenshotKeys: string[];
  overlays: TextOverlay[];
}

export interface StoredSlides {
  /** One image per slide: the screenshot showing the slide's element, or the card made of it (see cardPlainSections). */
  images: Buffer[];
  /** Per slide, the part of its image the camera moves to: never the same view twice. */
  focus: Box[];
  /** Per slide, the stored image it shows: its screenshot's key, or the card's. */
  keys: string[];
}

/**
 * What each section's line talks about, best first: the kind of block its camera moves to (the
 * hero, an offering, the prices, a testimonial, the contact block). A logo or a lone button is no picture.
 */
const sectionElements: ReadonlyArray<readonly CapturedElementKind[]> = [
  ['headline', 'picture', 'feature'],
  ['feature', 'picture', 'price', 'team'],
  ['price', 'feature', 'picture', 'team'],
  ['testimonial', 'team', 'feature', 'picture'],
  ['contact', 'cta', 'headline', 'feature'],
];

/** Two sections' final views on one screenshot overlapping more than this would look like the same shot. */
const maxViewOverlap = 0.6;
/** A view more than this share one flat colour is an empty stretch of page, not a picture. */
const maxFlatShare = 0.5;
/** The element takes this share of the view's sides (as cameraTarget frames it): a view is given as this focus. */
const focusShare = 0.6;

export interface SectionPlanOptions {
  /** Lines of text on each screenshot (its pixels): a final view's edges never cut one. */
  lines?: readonly ShotBox[];
  /** The page's furniture on each screenshot (a header bar): no final view shows it. */
  furniture?: readonly ShotBox[];
  /** Each screenshot's colour grid: a final view that is mostly one flat colour is not chosen. */
  grids?: ReadonlyArray<ColourGrid | null>;
  /** Per section, what its overlay says: an element sharing its words is the one it talks about. */
  about?: ReadonlyArray<string | undefined>;
}

interface Framed {
  shot: number;
  view: Box;
  cost: number;
}

/**
 * Each section's screenshot and focus: the content block its line talks about (an offering with its
 * picture before a wall of text), framed so the camera ends on a view that shows the block whole,
 * cuts no line of text at its edges, shows no header bar and is not mostly empty. Screenshots not yet shown come first,
 * and no section ends on a view another section of the same screenshot (nearly) ends on. The focus
 * given is the view's middle 60%, so cameraTarget ends on exactly that view.
 */
export function planSections(
  screenshots: readonly Buffer[],
  elements: readonly CapturedElement[],
  sizes: ReadonlyArray<{ width: number; height: number }>,
  count: number,
  options: SectionPlanOptions = {},
): { images: Buffer[]; focus: Box[]; shots: number[] } {
  const usable = elements.filter((element) => screenshots[element.shot] !== undefined && element.kind !== 'logo');
  const sizeOf = (shot: number) => sizes[shot] ?? { width: 1920, height: 1080 };
  const linesOf = screenshots.map((_, shot) => (options.lines ?? []).filter((line) => line.shot === shot));
  const furnitureOf = screenshots.map((_, shot) => (options.furniture ?? []).filter((box) => box.shot === shot));
  const frame = (shot: number, box: Box, accept?: (view: Box) => boolean): Framed => ({ shot, ...frameView(box, sizeOf(shot), linesOf[shot]!, options.grids?.[shot] ?? null, furnitureOf[shot], accept) });
  // A block shown whole on two shots is one block: once a section has it, no other section takes it.
  const identity = (element: CapturedElement) => `${element.kind}|${element.text}|${Math.round(element.x)}|${Math.round(element.width)}|${Math.round(element.height)}`;
  const choicesOf = usable.map((element) => ({ element, id: identity(element), framed: frame(element.shot, element) }));
  const fallbackBoxes = screenshots.flatMap((_, shot) => fallbackRegions.map((region) => ({ x: region.x * sizeOf(shot).width, y: region.y * sizeOf(shot).height, width: region.width * sizeOf(shot).width, height: region.height * sizeOf(shot).height })));
  const regions = fallbackBoxes.map((box, at) => frame(Math.floor(at / fallbackRegions.length), box));
  const common = sharedWords(usable.map((element) => element.text));
  // What each block says, its heading and more of its words ("Tout ce dont vous avez besoin…" and the services it lists).
  const names = new Map(usable.map((element) => [element, namesOf(element, common)]));
  const namesFor = (element: CapturedElement) => names.get(element) ?? namesOf(element, common);
  const topics = Array.from({ length: count }, (_, index) => new Set([...namingWords(options.about?.[index] ?? '')].filter((word) => !common.has(word))));
  // A line naming several blocks ("Breakfast Special: $8.95. Lunch Special: $11.00. Dessert Special: $3.25.")
  // is about none of them in particular: its naming is shared among them, so a line about one of them alone
  // ("Dessert Special: freshly baked cinnamon rolls") gets that block.
  // (Blocks named about as fully as the best one: "Lunch Special" shares a word with a line about the breakfast special.)
  const naming = topics.map((topic) => {
    const shares = usable.filter((element) => element.kind !== 'cta').map((element) => ({ element, share: nameShare(namesFor(element), topic) }));
    const best = shares.reduce<(typeof shares)[number] | null>((top, named) => (!top || named.share > top.share ? named : top), null);
    const named = shares.filter((candidate) => candidate.share >= Math.max(listedShare, (best?.share ?? 0) * 0.75));
    // A section holding a named card ("Today's Specials" around "Breakfast Special") is named through it: the card counts.
    const holds = (outer: CapturedElement, inner: CapturedElement) =>
      outer !== inner && outer.shot === inner.shot && outer.x <= inner.x + 1 && outer.y <= inner.y + 1 && outer.x + outer.width >= inner.x + inner.width - 1 && outer.y + outer.height >= inner.y + inner.height - 1 && outer.width * outer.height > inner.width * inner.height;
    const innermost = named.filter((outer) => !named.some((inner) => holds(outer.element, inner.element)));
    const count = new Set(innermost.map((candidate) => candidate.element.text)).size;
    // The one block a line clearly names: its kind is what the section shows, whatever its place in the video.
    const clearest = innermost.reduce<(typeof shares)[number] | null>((top, candidate) => (!top || candidate.share > top.share ? candidate : top), null);
    return { count, kind: count === 1 && clearest && clearest.share >= namedShare ? clearest.element.kind : null };
  });

  interface Plan {
    score: number;
    picks: Framed[];
  }
  /**
   * The sections from `index` on, given what earlier ones took: the best few choices of each section
   * are tried (a section taking a block's only good shot can leave a later one nothing), best total kept.
   */
  const plan = (index: number, used: ReadonlySet<string>, shotUses: readonly number[], views: readonly Framed[]): Plan => {
    if (index >= count) return { score: 0, picks: [] };
    const wanted = wantedKinds(options.about?.[index], index, naming[index]!.kind);
    const topic = topics[index]!;
    const distinct = (framed: Framed) => views.every((other) => other.shot !== framed.shot || overlap(other.view, framed.view) <= maxViewOverlap);
    // A button's label names nothing ("Contactar" is the slide's call to action, said over the
    // contact block, not over the hero's button).
    const named = (element: CapturedElement) => (element.kind === 'cta' ? 0 : nameShare(namesFor(element), topic) / Math.max(1, naming[index]!.count));
    const value = (element: CapturedElement) => {
      const rank = wanted.indexOf(element.kind);
      return (rankValues[rank] ?? 0) + (element.score ?? 0.5) + (shotUses[element.shot] === 0 ? 3 : 0) + named(element) * topicValue;
    };
    const accept = (shot: number) => (view: Box) => distinct({ shot, view, cost: 0 });
    const available = choicesOf.filter((option) => !used.has(option.id));
    const choices: Array<{ framed: Framed; id: string | null; score: number }> = available
      .filter((option) => distinct(option.framed))
      .map((option) => ({ framed: option.framed, id: option.id, score: value(option.element) - option.framed.cost }));
    // The block the line names, beside one another section ends on (three cards in a row), is framed closer.
    for (const option of available.filter((candidate) => !distinct(candidate.framed) && named(candidate.element) >= namedShare)) {
      const framed = frame(option.element.shot, option.element, accept(option.element.shot));
      if (framed.cost < unframed) choices.push({ framed, id: option.id, score: value(option.element) - framed.cost });
    }
    // A line listing blocks other sections showed (the specials' prices, after a section for each) goes back to one of them, framed anew.
    if (naming[index]!.count >= 2) {
      for (const option of choicesOf.filter((candidate) => used.has(candidate.id) && candidate.element.kind !== 'cta' && nameShare(namesFor(candidate.element), topic) >= listedShare)) {
        const framed = frame(option.element.shot, option.element, accept(option.element.shot));
        if (framed.cost < unframed) choices.push({ framed, id: option.id, score: value(option.element) - framed.cost - shownAgainCost });
      }
    }
    choices.sort((a, b) => b.score - a.score).splice(branching);
    if (choices.length === 0) {
      // Every element's best view is taken: an element framed differently (closer, or further along), else
      // the busiest region of the least-shown screenshots, in a view no section ends on yet.
      const reframed = available
        .map((option) => ({ option, framed: frame(option.element.shot, option.element, accept(option.element.shot)) }))
        .filter(({ framed }) => framed.cost < unframed)
        .map(({ option, framed }) => ({ framed, id: option.id, score: value(option.element) - framed.cost }))
        .sort((a, b) => b.score - a.score)[0];
      if (reframed) choices.push(reframed);
      else {
        const open = regions.map((region, at) => frame(region.shot, fallbackBoxes[at]!, accept(region.shot))).filter((framed) => framed.cost < unframed).sort((a, b) => a.cost - b.cost || shotUses[a.shot]! - shotUses[b.shot]!);
        choices.push({ framed: open[0] ?? regions[index % regions.length]!, id: null, score: -(open[0]?.cost ?? unframed) });
      }
    }
    let best: Plan | null = null;
    for (const choice of choices) {
      const nextUsed = new Set(used);
      if (choice.id) nextUsed.add(choice.id);
      const nextUses = shotUses.map((uses, shot) => uses + (shot === choice.framed.shot ? 1 : 0));
      const rest = plan(index + 1, nextUsed, nextUses, [...views, choice.framed]);
      const total = choice.score + rest.score;
      if (!best || total > best.score) best = { score: total, picks: [choice.framed, ...rest.picks] };
    }
    return best!;
  };
  const picks = plan(0, new Set(), screenshots.map(() => 0), []).picks;
  return { images: picks.map((pick) => screenshots[pick.shot]!), focus: picks.map((pick) => focusFor(pick.view)), shots: picks.map((pick) => pick.shot) };
}

/** A price, a quote, or a phone number or opening hours in a section's line: the kind of block it asks for first. */
const priceMark = /\d+(?:[.,]\d+)?\s*(?:€|\$|£)|(?:€|\$|£)\s*\d/u;
const quoteMark = /["“„«]/u;
const contactMark = /\+?\d[\d\s().-]{6,}\d|(?<![\d.,])\d{1,2}[:.h]\d\d(?![\d.,])|\d\s?(?:am|pm)\b/iu;

/**
 * The kinds of block a section's line talks about, best first: the kind of the one block it names,
 * or what its words ask for, then the kind its place in the video does.
 */
function wantedKinds(line: string | undefined, index: number, named: CapturedElementKind | null = null): readonly CapturedElementKind[] {
  const byPlace = sectionElements[index % sectionElements.length]!;
  if (!line || index === 0) return byPlace;
  const asked: CapturedElementKind | null = named ?? (priceMark.test(line) ? 'price' : quoteMark.test(line) ? 'testimonial' : contactMark.test(line) ? 'contact' : null);
  return asked ? [asked, ...byPlace.filter((kind) => kind !== asked)] : byPlace;
}

/** What showing a block a second time costs, against a block no section showed. */
const shownAgainCost = 2;
/** What a section's first, second... wanted kind is worth: the hero slide shows the hero whenever the page has one. */
const rankValues = [9, 5, 3, 1];
/**
 * What naming a block is worth, for a section whose line names all of it: more than the kind the
 * section prefers, so the picture shows what the voice is saying ("Breakfast Special: biscuits and
 * gravy" over the breakfast card, not the next banner).
 */
const topicValue = 16;
/** A block a line says this much of is one it names, for counting how many it names. */
const listedShare = 0.5;
/** A block whose words a section's line says this much of is the one it names. */
const namedShare = 0.75;
/** The cost of a view no acceptable framing was found for. */
const unframed = 50;
/** Choices tried per section: 3^5 plans at most. */
const branching = 3;

/**
 * When a page gives fewer elements than sections, these parts of a screenshot (shares of its sides)
 * are framed instead; the least empty one no section ends on yet is taken.
 */
const fallbackRegions: readonly Box[] = [
  { x: 0.1, y: 0.1, width: 0.3, height: 0.3 },
  { x: 0.6, y: 0.6, width: 0.3, height: 0.3 },
  { x: 0.6, y: 0.1, width: 0.3, height: 0.3 },
  { x: 0.1, y: 0.6, width: 0.3, height: 0.3 },
  { x: 0.35, y: 0.35, width: 0.3, height: 0.3 },
  { x: 0.35, y: 0.1, width: 0.3, height: 0.3 },
  { x: 0.35, y: 0.6, width: 0.3, height: 0.3 },
];

/**
 * Views tried around an element, as multiples of cameraTarget's (the element at 60% of its sides):
 * closer (the element edge to edge, or a wide one's sides cut off) where the room around it holds a
 * header bar; wider, a step back rather than a cut line.
 */
const viewScales = [0.6, 0.7, 0.8, 0.9, 1, 1.12, 1.25, 1.4, 1.6, 1.8, 2, 2.5];
/** Shifts of the view's middle tried, as shares of its height. */
const viewShifts = [0, -0.05, 0.05, -0.1, 0.1, -0.16, 0.16, -0.24, 0.24, -0.32, 0.32, -0.4, 0.4];

/**
 * The view (the image's aspect, inside it) the camera ends on for `box`: the closest view showing it
 * whole (cameraTarget) or a step back from it, moved a little, whichever cuts fewest lines of text at
 * its edges, is least empty and stays closest. `cost` grows with cut lines, emptiness and distance.
 */
export function frameView(
  box: Box,
  size: { width: number; height: number },
  lines: readonly Box[],
  grid: ColourGrid | null,
  furniture: readonly Box[] = [],
  accept: (view: Box) => boolean = () => true,
): { view: Box; cost: number } {
  const { width, height } = size;
  const base = cameraTarget(box, width, height);
  const centreX = box.x + box.width / 2;
  const centreY = box.y + box.height / 2;
  let best: { view: Box; cost: number } | null = null;
  for (const scale of viewScales) {
    // A block wider than the view (a hero with its picture) may lose its sides: the cost says whether that cuts text.
    const viewWidth = Math.min(width, Math.max(width / maxZoom, base.width * scale));
    const viewHeight = (viewWidth * height) / width;
    if (scale < 1 && viewWidth >= base.width) continue;
    // Tops tried: the view's middle shifted up and down, and the view lined up with the box's edges
    // or just below a header bar (a hero sits right under it).
    const tops = [
      ...viewShifts.map((shift) => ({ y: centreY - viewHeight / 2 + shift * viewHeight, shift })),
      { y: box.y - viewHeight * 0.03, shift: 0.1 },
      { y: box.y + box.height - viewHeight + viewHeight * 0.03, shift: 0.1 },
      ...furniture.map((piece) => ({ y: piece.y + piece.height, shift: 0.1 })),
    ];
    for (const { y, shift } of tops) {
      const view = {
        x: clamp(centreX - viewWidth / 2, 0, width - viewWidth),
        y: clamp(y, 0, height - viewHeight),
        width: viewWidth,
        height: viewHeight,
      };
      const hidden = Math.max(0, view.y - box.y) + Math.max(0, box.y + box.height - (view.y + view.height));
      if (hidden > Math.max(0, box.height - view.height) + 1 || !accept(view)) continue;
      const flat = grid ? flatShare(grid, view) : 0;
      const inner = { x: view.x + 4, y: view.y + 4, width: view.width - 8, height: view.height - 8 };
      const cost = furniture.filter((piece) => intersects(piece, inner)).length * 12 + cutLines(view, lines) * 4 + flat * 10 + (flat > maxFlatShare ? 4 : 0) + Math.abs(viewWidth / base.width - 1) * 1.5 + Math.abs(shift) * 4;
      if (!best || cost < best.cost) best = { view, cost };
      if (viewWidth >= width) break;
    }
    if (scale >= 1 && viewWidth >= width) break;
  }
  return best ?? { view: base, cost: accept(base) ? 0 : unframed };
}

/** Lines of text the view's edges cut through (a line partly inside it). */
function cutLines(view: Box, lines: readonly Box[]): number {
  const tolerance = 2;
  let cut = 0;
  for (const line of lines) {
    const inside = line.x >= view.x - tolerance && line.y >= view.y - tolerance && line.x + line.width <= view.x + view.width + tolerance && line.y + line.height <= view.y + view.height + tolerance;
    if (!inside && intersects(line, { x: view.x + tolerance, y: view.y + tolerance, width: view.width - 2 * tolerance, height: view.height - 2 * tolerance })) cut++;
  }
  return cut;
}

/** The smallest box holding both. */
function union(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

/** The box cut to the bounds (a box at 0,0 of that size). */
function clampBox(box: Box, bounds: { x?: number; y?: number; width: number; height: number }): Box {
  const left = bounds.x ?? 0;
  const top = bounds.y ?? 0;
  const x = clamp(box.x, left, left + bounds.width);
  const y = clamp(box.y, top, top + bounds.height);
  return { x, y, width: clamp(box.x + box.width, left, left + bounds.width) - x, height: clamp(box.y + box.height, top, top + bounds.height) - y };
}

/** The view cameraTarget frames for a focus focusFor gave. */
function viewOf(focus: Box): Box {
  const width = focus.width / focusShare;
  const height = focus.height / focusShare;
  return { x: focus.x - (width - focus.width) / 2, y: focus.y - (height - focus.height) / 2, width, height };
}

/** The focus cameraTarget frames as exactly `view`: its middle 60%. */
function focusFor(view: Box): Box {
  return {
    x: view.x + (view.width * (1 - focusShare)) / 2,
    y: view.y + (view.height * (1 - focusShare)) / 2,
    width: view.width * focusShare,
    height: view.height * focusShare,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Intersection over union of two views: 1 for the same view, about 0.36 for the whole view and a 1.67x close-up inside it. */
function overlap(a: Box, b: Box): number {
  const width = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const height = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  const shared = width * height;
  return shared / Math.max(1, a.width * a.height + b.width * b.height - shared);
}

/** Screenshots a website for a frame size, stores them and drafts the five slides' overlays from the site as its owner corrected it (the slides themselves: storeSlides, planSlides). */
export async function captureSite(
  context: RenderContext,
  url: string,
  size: FrameSize,
  progress: { from: number; to: number },
  sectionsSay: (site: SiteModel, campaign: Campaign | null) => readonly string[] = (site, campaign) => siteOverlays(site, campaign).map((overlay) => overlay.text),
): Promise<CapturedSite> {
  context.progress(progress.from, 'Opening the website');
  const readSite = async (page: Pick<WebsiteCapture, 'url' | 'html'>) => {
    const site = await applyOwnerCorrections(context, { userId: context.job.userId, requestedUrl: url, site: describeWebsite(page, url) });
    return { site, campaign: await ownerCampaign(context, { userId: context.job.userId, requestedUrl: url, site }) };
  };
  // The site is read before the screenshots are taken, so they are of what the sections will talk about.
  const read: { current: Awaited<ReturnType<typeof readSite>> | null } = { current: null };
  const capture = await context.captureWebsite(url, {
    aspect: aspectFor(size),
    maxShots: videoDefaults.slides,
    about: async (page) => {
      read.current = await readSite(page);
      return sectionsSay(read.current.site, read.current.campaign);
    },
  });
  // A retried job's capture was kept from its first attempt: it is read again here.
  const { site, campaign } = read.current ?? (await readSite(capture));
  context.progress(progress.from + (progress.to - progress.from) * 0.7, 'Saving screenshots');
  const screenshotKeys: string[] = [];
  for (const shot of capture.screenshots) screenshotKeys.push(await context.saveBuffer(keyAreas.screenshots, 'png', shot, 'image/png'));
  context.progress(progress.to, 'Writing the slides');
  return { capture, site, campaign, screenshotKeys, overlays: siteOverlays(site, campaign) };
}

/** The site's slides (planSlides, each going to what its overlay says), the cards among them stored beside the screenshots. */
export async function storeSlides(context: RenderContext, site: CapturedSite, size: FrameSize): Promise<StoredSlides> {
  const slides = await planSlides(site.capture, size, site.overlays);
  const keys: string[] = [];
  for (const [index, image] of slides.images.entries()) {
    keys.push(slides.carded[index] ? await context.saveBuffer(keyAreas.screenshots, 'png', image, 'image/png') : (site.screenshotKeys[slides.shots[index]!] ?? ''));
  }
  return { images: slides.images, focus: slides.focus, keys };
}

/** The sections of a capture (see planSections), with its lines of text and its screenshots' colours measured; `about` as planSlides'. */
export async function planCapture(capture: WebsiteCapture, size: FrameSize, overlays: readonly TextOverlay[] = [], about?: readonly string[]): Promise<{ images: Buffer[]; focus: Box[]; shots: number[] }> {
  return (await planMeasured(capture, size, overlays, about)).plan;
}

async function planMeasured(capture: WebsiteCapture, size: FrameSize, overlays: readonly TextOverlay[], about?: readonly string[]): Promise<{ plan: { images: Buffer[]; focus: Box[]; shots: number[] }; grids: Array<ColourGrid | null> }> {
  const sizes = capture.screenshots.map((shot) => imageSize(shot) ?? { width: size.width, height: size.height });
  const grids = await Promise.all(capture.screenshots.map((shot) => colourGrid(shot).catch(() => null)));
  const plan = planSections(capture.screenshots, capture.elements ?? [], sizes, videoDefaults.slides, {
    ...(capture.textLines ? { lines: capture.textLines } : {}),
    ...(capture.furniture ? { furniture: capture.furniture } : {}),
    grids,
    about: about ?? overlays.map((overlay) => overlay.text),
  });
  return { plan, grids };
}

export interface PlannedSlides {
  images: Buffer[];
  focus: Box[];
  shots: number[];
  /** Per slide, whether its image is a card made of its screenshot rather than the screenshot itself. */
  carded: boolean[];
}

/**
 * The slides of a capture: its sections (planCapture), those ending on a plain view shown on a
 * card. Each section goes to what its overlay says, or to what `about` says for it (a narrated
 * video's part for that slide).
 */
export async function planSlides(capture: WebsiteCapture, size: FrameSize, overlays: readonly TextOverlay[] = [], about?: readonly string[]): Promise<PlannedSlides> {
  const { plan, grids } = await planMeasured(capture, size, overlays, about);
  return cardPlainSections(plan, capture.screenshots, grids, size, brandLook(capture.brand).color, capture.textLines ?? []);
}

/**
 * A final view with more than this share of its cells one flat colour (the background between lines
 * counted) goes on a card: below the viewer's half, as a cell averages a little of the line beside it.
 */
const maxPlainShare = 0.42;
/** A region of the page this little one flat colour, and coloured, is a photo: the cards' backdrop. */
const maxBackdropPlain = 0.25;
/** The card shows what the section's view holds with this share of the view's shorter side around it. */
const cardMargin = 0.04;

/**
 * A section whose final view is mostly the page's background (a quote, a list, words on white) is
 * shown on a card over the page's own photo, blurred, or over the brand's colour where the page has
 * no photo: the viewer sees the words larger and the site's look, not a white wall. The camera
 * then pulls back from the card's middle to the whole frame.
 */
export async function cardPlainSections(
  plan: { images: Buffer[]; focus: Box[]; shots: number[] },
  screenshots: readonly Buffer[],
  grids: ReadonlyArray<ColourGrid | null>,
  size: FrameSize,
  colour: string,
  lines: readonly ShotBox[] = [],
): Promise<PlannedSlides> {
  const backdrop = pictureRegion(screenshots, grids, size);
  const whole = { x: 0, y: 0, width: size.width, height: size.height };
  const slides = await Promise.all(
    plan.images.map(async (image, index) => {
      const focus = plan.focus[index]!;
      const grid = grids[plan.shots[index]!];
      const dimensions = imageSize(image);
      if (!grid || !dimensions) return { image, focus, carded: false };
      // Plain where the camera starts (nearly the whole screenshot) or where it ends.
      const fit = fitGeometry(dimensions.width, dimensions.height, size.width, size.height, 'cover', focus);
      const onImage = (box: Box): Box => ({ x: (box.x - fit.offsetX) / fit.scale, y: (box.y - fit.offsetY) / fit.scale, width: box.width / fit.scale, height: box.height / fit.scale });
      const { start, target } = cameraPath(dimensions, focus, size.width, size.height, 'cover');
      if (Math.max(flatShare(grid, onImage(start), 'cells'), flatShare(grid, onImage(target), 'cells')) <= maxPlainShare) return { image, focus, carded: false };
      // The view the section ends on, without the page's empty margins around what it shows.
      const view = clampBox(viewOf(focus), dimensions);
      // Its lines of text whole: pale small type reads as background in the colour cells.
      const shown = lines.filter((line) => line.shot === plan.shots[index] && intersects(line, view)).map((line) => clampBox(line, view));
      const content = [contentBox(grid, view), ...shown].reduce(union);
      const margin = Math.min(view.width, view.height) * cardMargin;
      const card = clampBox({ x: content.x - margin, y: content.y - margin, width: content.width + 2 * margin, height: content.height + 2 * margin }, view);
      // A photo that blurs to one colour, or a card as dark as it, is no better: then the brand's colour. A card
      // mostly of the page's background is tried smaller too, for the pull-back's close start. Whichever frames,
      // from the camera's start to the whole, are least plain is kept.
      const tries = (backdrop ? [backdrop, null] : [null]).flatMap((behind) => [0, flatShare(grid, card, 'cells')].map((cardPlain) => ({ behind, cardPlain })));
      const pullBack = cameraPath(size, focusFor(whole), size.width, size.height, 'cover').start;
      let best: { image: Buffer; plain: number } | null = null;
      for (const { behind, cardPlain } of tries) {
        const composed = await drawCardSlide({ width: size.width, height: size.height, image, card, backdrop: behind, colour, cardPlain });
        const composedGrid = await colourGrid(composed);
        const plain = composedGrid ? Math.max(flatShare(composedGrid, undefined, 'cells'), flatShare(composedGrid, pullBack, 'cells')) : 1;
        if (!best || plain < best.plain) best = { image: composed, plain };
        if (plain <= maxPlainShare) break;
      }
      return { image: best!.image, focus: focusFor(whole), carded: true };
    }),
  );
  return { images: slides.map((slide) => slide.image), focus: slides.map((slide) => slide.focus), shots: plan.shots, carded: slides.map((slide) => slide.carded) };
}

/** The most photographic region of the screenshots (least flat, most coloured), or null when none looks like a photo. */
function pictureRegion(screenshots: readonly Buffer[], grids: ReadonlyArray<ColourGrid | null>, size: FrameSize): { image: Buffer; box: Box } | null {
  let best: { image: Buffer; box: Box; score: number } | null = null;
  for (const [shot, grid] of grids.entries()) {
    const image = screenshots[shot];
    if (!grid || !image) continue;
    const width = grid.columns * grid.cell;
    const height = grid.rows * grid.cell;
    const boxWidth = Math.min(width, size.width * 0.3);
    const boxHeight = Math.min(height, (boxWidth * size.height) / size.width);
    for (let y = 0; y + boxHeight <= height; y += boxHeight / 4) {
      for (let x = 0; x + boxWidth <= width; x += boxWidth / 4) {
        const box = { x, y, width: boxWidth, height: boxHeight };
        const plain = flatShare(grid, box, 'cells');
        if (plain > maxBackdropPlain) continue;
        const score = plain - colourfulness(grid, box) * 0.5;
        if (!best || score < best.score) best = { image, box, score };
      }
    }
  }
  return best ? { image: best.image, box: best.box } : null;
}

/**
 * The five slides' overlays: the campaign's and the site's own lines, in its language; the spec's
 * defaults only where it says nothing and there is no campaign.
 */
export function siteOverlays(site: SiteModel, campaign?: Campaign | null): TextOverlay[] {
  return textOverlaysFromLines(videoSlideLines(site, campaign), site.name, site.type === 'Business' ? undefined : site.type, site.features[0]?.name);
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

