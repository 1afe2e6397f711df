import { describe, expect, it } from 'vitest';
import { cameraMoveFrames, cameraPath, defaultOverlayStyle, styledCameraPath, videoStyleLooks, videoStyleNames, type Box, type TextOverlay } from '@sitespark/contracts';
import { buildHtmlTemplate } from '../src/domain/build-html-template.ts';
import { slideDurations, transitionSec as defaultTransitionSec } from '../src/domain/plan-slides.ts';
import { styledBrandLook, styledOverlays, styledRender } from '../src/domain/video-style.ts';
import { planPieces } from '../src/engine/plan-pieces.ts';
import { transitionFilter } from '../src/engine/index.ts';

const fps = 30;
const frame = { width: 320, height: 180 };
const image = { width: 640, height: 1200 };
const focus: Box = { x: 80, y: 300, width: 200, height: 120 };
const overlay: TextOverlay = { ...defaultOverlayStyle, text: 'Fresh bread\nevery morning' };
const brand = { color: '#aa3300', textColor: '#ffffff', fontFamily: 'Arial' as const, fromSite: true };

/** What a style makes of three 3 s slides: the render's plan in the properties a viewer sees. */
function renderPlan(style: string) {
  const { look, motion } = styledRender(style);
  const durations = slideDurations([3, 3, 3], fps, motion.transitionSec);
  const slideFrames = durations.map((seconds) => Math.round(seconds * fps));
  const transitionFrames = Math.round(motion.transitionSec * fps);
  const moves = slideFrames.map((frames, index) => (motion.cameraPath === 'hold' ? { start: 0, end: 0 } : cameraMoveFrames(frames, index > 0 ? transitionFrames : 0, fps, motion.motionSec)));
  const camera = styledCameraPath(motion.cameraPath, cameraPath(image, focus, frame.width, frame.height, 'cover'), frame.width, frame.height);
  const pieces = planPieces({ slideFrames, transitionFrames, motionFrames: moves.map((move) => move.end), captions: [], unitFrames: fps });
  const [styled] = styledOverlays([{ ...overlay, fontFamily: brand.fontFamily }], look);
  return {
    filter: motion.transition === 'cut' ? (transitionFrames === 0 ? 'cut' : 'a cut that takes time') : transitionFilter(motion.transition, transitionFrames, fps),
    transitionFrames,
    cameraStart: camera.start,
    cameraTarget: camera.target,
    moveFrames: pieces.filter((piece) => piece.kind === 'move').reduce((sum, piece) => sum + piece.frames, 0),
    changingFrames: pieces.filter((piece) => piece.kind !== 'still').reduce((sum, piece) => sum + piece.frames, 0),
    font: `${styled!.fontFamily} ${styled!.fontSize}`,
    captionFont: styledBrandLook(brand, look).fontFamily,
    shape: JSON.stringify([styled!.borderRadius, styled!.padding, styled!.backgroundOpacity, styled!.textAlign]),
  };
}

describe('video styles', () => {
  const plans = videoStyleNames.map((style) => ({ style, plan: renderPlan(style) }));

  it('covers every chip of both studios', () => {
    expect(videoStyleNames).toEqual(['professional', 'corporate', 'upbeat', 'ambient', 'tech', 'minimal']);
    expect(Object.keys(videoStyleLooks).sort()).toEqual([...videoStyleNames].sort());
  });

  it('gives each style its own transition, pace, camera path, typography and overlay shape', () => {
    for (const property of ['filter', 'transitionFrames', 'cameraStart', 'moveFrames', 'font', 'captionFont', 'shape'] as const) {
      const values = plans.map(({ plan }) => JSON.stringify(plan[property]));
      expect(new Set(values).size, `${property}: ${values.join(' | ')}`).toBe(videoStyleNames.length);
    }
  });

  it('is deterministic: the same style always plans the same render', () => {
    for (const { style, plan } of plans) expect(renderPlan(style)).toEqual(plan);
  });

  it('ends every camera path on the element, framed the same way, inside the frame', () => {
    const target = plans[0]!.plan.cameraTarget;
    for (const { plan } of plans) {
      expect(plan.cameraTarget).toEqual(target);
      const view = plan.cameraStart;
      expect(view.x).toBeGreaterThanOrEqual(-1e-9);
      expect(view.y).toBeGreaterThanOrEqual(-1e-9);
      expect(view.x + view.width).toBeLessThanOrEqual(frame.width + 1e-9);
      expect(view.y + view.height).toBeLessThanOrEqual(frame.height + 1e-9);
      expect(view.width / view.height).toBeCloseTo(frame.width / frame.height, 6);
    }
  });

  it('keeps the auto video (professional) exactly as before: fade, half a second, push-in over 2 s, the brand font and the default box', () => {
    const { look, motion } = styledRender('professional');
    expect(motion).toEqual({ transition: 'fade', transitionSec: defaultTransitionSec, cameraPath: 'push-in', motionSec: 2 });
    expect(plans[0]!.plan.filter).toBe('xfade=transition=fade:duration=0.5:offset=0');
    expect(plans[0]!.plan.cameraStart).toEqual(cameraPath(image, focus, frame.width, frame.height, 'cover').start);
    expect(styledOverlays([overlay], look)).toEqual([overlay]);
    expect(styledRender('no such style')).toEqual(styledRender('professional'));
  });

  it('never makes a render heavier: no style has more changing frames than professional', () => {
    const professional = plans[0]!.plan.changingFrames;
    for (const { style, plan } of plans) expect(plan.changingFrames, style).toBeLessThanOrEqual(professional);
  });

  it("plays each style's kind of transition in the free video's HTML version too", () => {
    const slides = [0, 1, 2].map((index) => ({ imageUrl: `/api/media/${index}.png`, durationSec: 3 }));
    const html = (style: string) => {
      const { motion } = styledRender(style);
      return buildHtmlTemplate({ title: 'Three slides', slides, width: 1920, height: 1080, fadeSec: motion.transitionSec, transition: motion.transition });
    };
    const pages = videoStyleNames.map(html);
    expect(new Set(pages).size).toBe(videoStyleNames.length);
    // The auto video's page is what it was: a half-second crossfade.
    expect(pages[0]).toBe(buildHtmlTemplate({ title: 'Three slides', slides, width: 1920, height: 1080 }));
    expect(pages[0]).toContain('@keyframes slide-1{0%{opacity:0}33.333%{opacity:0}38.889%{opacity:1}');
    // A wipe reveals the next slide over the last one, which stays whole until it is covered.
    const corporate = html('corporate');
    expect(corporate).toContain('33.333%{opacity:1;clip-path:inset(0 0 0 100%)}40.000%{opacity:1;clip-path:inset(0 0 0 0)}');
    expect(corporate).toMatch(/@keyframes slide-0\{0%\{opacity:1;clip-path:inset\(0 0 0 0\)\}33\.333%\{opacity:1;clip-path:inset\(0 0 0 0\)\}40\.000%\{opacity:1;clip-path:inset\(0 0 0 0\)\}40\.010%\{opacity:0;/);
  });
});
