import type { ReactNode } from 'react';
import {
  cameraStart,
  cameraTarget,
  cameraTransform,
  defaultOverlayStyle,
  styledCameraPath,
  styleTransitionCss,
  videoStyleLook,
  type StyleTransition,
  type VideoStyleLook,
} from '@sitespark/contracts';
import { overlayFontStacks, withOpacity } from '../../generator/model/overlay-style.ts';

/**
 * A style chip's moving thumbnail: two tiny "pages" that give way to each other with the style's
 * transition at its pace, a camera taking the style's path to a block (the renderer's own geometry,
 * from the same table) and an overlay in its type and shape. CSS alone: no video, no script, a few
 * hundred bytes per chip; reduced motion stops it (index.css).
 */

/** The thumbnail's frame in CSS pixels; the camera's geometry is worked out on it. */
const frame = { width: 48, height: 27 };
/** The block the camera goes to, as a page's picture-and-heading would be. */
const element = { x: 6, y: 7, width: 20, height: 12 };
/** Each page shows this long in the loop. */
const slideSec = 2;
const loopSec = 2 * slideSec;

/** A cut as a keyframe step: two keyframes at one offset would merge and the page would fade in over the whole slide. */
const cutSec = 0.02;

const pct = (seconds: number) => `${((seconds / loopSec) * 100).toFixed(2)}%`;

/** The keyframes of one style's thumbnail, named after it. */
export function stylePreviewCss(style: string): string {
  const look = videoStyleLook(style);
  const target = cameraTarget(element, frame.width, frame.height);
  const path = styledCameraPath(look.camera, { start: cameraStart(target, frame.width, frame.height), target }, frame.width, frame.height);
  const start = cameraTransform(path.start, frame.width, frame.height);
  const end = cameraTransform(path.target, frame.width, frame.height);
  const { before: hidden, shown } = styleTransitionCss[look.transition];
  const enter = slideSec - Math.max(look.transitionSec, cutSec);
  // The first page's camera moves in its first seconds; the second's once it is in, both at the style's pace.
  const moves = (from: number) => `0%{transform:${start}}${pct(from)}{transform:${start}}${pct(from + look.motionSec)}{transform:${end}}100%{transform:${end}}`;
  return [
    `@keyframes ss-cam-a-${style}{${moves(0)}}`,
    `@keyframes ss-cam-b-${style}{${moves(slideSec)}}`,
    `@keyframes ss-in-${style}{0%{${hidden}}${pct(enter)}{${hidden}}${pct(slideSec)}{${shown}}97%{${shown}}100%{${hidden}}}`,
  ].join('');
}

function Page({ tone, camera }: { tone: string; camera: string }) {
  return (
    <span className="absolute inset-0 origin-top-left bg-white" style={{ animation: `${camera} ${loopSec}s linear infinite` }}>
      <span className="absolute inset-x-0 top-0 h-[3px] bg-slate-300" />
      <span className="absolute" style={{ left: element.x, top: element.y, width: element.width, height: element.height, backgroundColor: tone }} />
      <span className="absolute h-[2px] bg-slate-400" style={{ left: 30, top: 9, width: 12 }} />
      <span className="absolute h-[2px] bg-slate-300" style={{ left: 30, top: 13, width: 10 }} />
    </span>
  );
}

/** What a style looks like, in words: the chip's tooltip. */
export function describeStyle(look: VideoStyleLook): string {
  const transition: Record<StyleTransition, string> = {
    fade: 'crossfade',
    wipeleft: 'wipe',
    slideup: 'slide up',
    smoothup: 'soft slide up',
    wipeup: 'wipe up',
    cut: 'cut',
  };
  const font = look.fontFamily === 'brand' ? "the site's font" : look.fontFamily;
  const pace = look.transition === 'cut' ? '' : ` (${look.transitionSec} s)`;
  return `${transition[look.transition]}${pace}, ${look.camera} camera, ${font}, ${look.shape.name}`;
}

export function StylePreview({ style }: { style: string }) {
  const look = videoStyleLook(style);
  const shape = look.shape;
  const fontFamily = overlayFontStacks[look.fontFamily === 'brand' ? defaultOverlayStyle.fontFamily : look.fontFamily];
  const justify = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;
  return (
    <span
      aria-hidden="true"
      data-style-preview={style}
      data-transition={look.transition}
      data-camera={look.camera}
      className="relative inline-block shrink-0 overflow-hidden rounded-sm ring-1 ring-black/10"
      style={{ width: frame.width, height: frame.height }}
    >
      <style href={`style-preview-${style}`} precedence="default">
        {stylePreviewCss(style)}
      </style>
      <Page tone="#d6a546" camera={`ss-cam-a-${style}`} />
      <span className="absolute inset-0" style={{ animation: `ss-in-${style} ${loopSec}s linear infinite` }}>
        <Page tone="#4fb3a3" camera={`ss-cam-b-${style}`} />
      </span>
      <span className="absolute inset-x-[3px] bottom-[2px] flex" style={{ justifyContent: justify[shape.textAlign] }}>
        <span
          data-overlay-shape={shape.name}
          className="leading-none text-white"
          style={{
            fontFamily,
            fontWeight: look.fontFamily === 'Impact' ? 400 : 700,
            fontSize: Math.round(look.fontSize / 6),
            padding: `${Math.max(1, Math.round(shape.padding / 12))}px ${Math.max(2, Math.round(shape.padding / 8))}px`,
            borderRadius: Math.round(shape.borderRadius / 4),
            backgroundColor: withOpacity(defaultOverlayStyle.backgroundColor, shape.backgroundOpacity),
          }}
        >
          Aa
        </span>
      </span>
    </span>
  );
}

/** A style chip's label: its moving thumbnail, then its name (the radio's name stays the name alone). */
export function styleChipLabel(style: string, name: string): ReactNode {
  return (
    <span className="inline-flex items-center gap-2">
      <StylePreview style={style} />
      {name}
    </span>
  );
}
