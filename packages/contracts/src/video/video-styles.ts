import { musicStyles } from '../constants.ts';
import type { TextOverlay } from '../http/render/text-overlay.ts';
import { maxZoom, type Box } from './camera.ts';

/**
 * The studios' styles and what each changes on screen: how one slide gives way to the next and how
 * fast, the camera's path and pace, the type and the overlay's shape. One table for the renderer
 * (both studios) and the browser (each style chip's preview plays the same look), so a style means
 * the same thing everywhere and the same style always renders the same way.
 */

export const videoStyleNames = ['professional', ...musicStyles] as const;
export type VideoStyleName = (typeof videoStyleNames)[number];

/**
 * How one slide gives way to the next: an ffmpeg xfade transition, or `cut` (none). Chosen for their
 * cost: per 1080p frame the wipes and slide-up cost no more than a plain fade, smoothup a few ms more;
 * fadefast, fadegrays, dissolve and radial cost two to five times a fade and are left out.
 */
export const styleTransitions = ['fade', 'wipeleft', 'slideup', 'smoothup', 'wipeup', 'cut'] as const;
export type StyleTransition = (typeof styleTransitions)[number];

/**
 * Each transition as CSS states of a slide: before it comes in, once in, and once it has left (under
 * the next, gone). The free video's HTML version and the style chips' thumbnails play these, so they
 * show the MP4's kind of transition. A fade's states are opacity alone.
 */
export const styleTransitionCss: Record<StyleTransition, { before: string; shown: string; gone: string }> = {
  fade: { before: 'opacity:0', shown: 'opacity:1', gone: 'opacity:0' },
  wipeleft: { before: 'opacity:1;clip-path:inset(0 0 0 100%)', shown: 'opacity:1;clip-path:inset(0 0 0 0)', gone: 'opacity:0;clip-path:inset(0 0 0 0)' },
  slideup: { before: 'opacity:1;transform:translateY(100%)', shown: 'opacity:1;transform:translateY(0)', gone: 'opacity:0;transform:translateY(0)' },
  smoothup: { before: 'opacity:0.4;transform:translateY(100%)', shown: 'opacity:1;transform:translateY(0)', gone: 'opacity:0;transform:translateY(0)' },
  wipeup: { before: 'opacity:1;clip-path:inset(100% 0 0 0)', shown: 'opacity:1;clip-path:inset(0 0 0 0)', gone: 'opacity:0;clip-path:inset(0 0 0 0)' },
  cut: { before: 'opacity:0', shown: 'opacity:1', gone: 'opacity:0' },
};

/**
 * How the camera travels to the element a slide talks about; every path ends on the same view (the
 * element framed), so only the way there differs: from the wider page (`push-in`), from close on the
 * element (`pull-back`), gliding sideways (`pan`) or up (`rise`) at the element's zoom, a slight
 * diagonal drift (`drift`), or no move at all (`hold`, which costs the encoder alone).
 */
export const cameraPathKinds = ['push-in', 'pan', 'pull-back', 'drift', 'rise', 'hold'] as const;
export type CameraPathKind = (typeof cameraPathKinds)[number];

/** The overlay's box, in TextOverlay's own fields so the editor and the MP4 draw the same box. */
export type OverlayShape = Pick<TextOverlay, 'borderRadius' | 'padding' | 'backgroundOpacity' | 'textAlign'> & { name: string };

export interface VideoStyleLook {
  transition: StyleTransition;
  /** Seconds a transition lasts (0 for a cut). */
  transitionSec: number;
  camera: CameraPathKind;
  /** Seconds into a slide the camera arrives at its element (0 with `hold`): the slides' pace. */
  motionSec: number;
  /** The type of overlays and captions; `brand` keeps the site's own heading font. */
  fontFamily: TextOverlay['fontFamily'] | 'brand';
  /** Overlay text size in reference pixels (a 1080 short side). */
  fontSize: number;
  shape: OverlayShape;
}

/**
 * The table. `professional` (the auto video's) is today's look exactly. A transition plus a camera
 * move is where a render spends its CPU, so no style's `transitionSec + motionSec` exceeds
 * professional's 2.5 s: a style never makes a render heavier.
 */
export const videoStyleLooks = {
  professional: {
    transition: 'fade',
    transitionSec: 0.5,
    camera: 'push-in',
    motionSec: 2,
    fontFamily: 'brand',
    fontSize: 48,
    shape: { name: 'rounded box', borderRadius: 10, padding: 20, backgroundOpacity: 0.9, textAlign: 'center' },
  },
  corporate: {
    transition: 'wipeleft',
    transitionSec: 0.6,
    camera: 'pan',
    motionSec: 1.8,
    fontFamily: 'Times New Roman',
    fontSize: 46,
    shape: { name: 'square bar', borderRadius: 0, padding: 24, backgroundOpacity: 0.95, textAlign: 'left' },
  },
  upbeat: {
    transition: 'slideup',
    transitionSec: 0.3,
    camera: 'pull-back',
    motionSec: 1,
    fontFamily: 'Impact',
    fontSize: 60,
    shape: { name: 'pill', borderRadius: 30, padding: 28, backgroundOpacity: 1, textAlign: 'center' },
  },
  ambient: {
    transition: 'smoothup',
    transitionSec: 0.7,
    camera: 'drift',
    motionSec: 1.5,
    fontFamily: 'Georgia',
    fontSize: 44,
    shape: { name: 'soft cloud', borderRadius: 24, padding: 34, backgroundOpacity: 0.7, textAlign: 'center' },
  },
  tech: {
    transition: 'wipeup',
    transitionSec: 0.4,
    camera: 'rise',
    motionSec: 1.2,
    fontFamily: 'Courier New',
    fontSize: 42,
    shape: { name: 'tag', borderRadius: 2, padding: 14, backgroundOpacity: 0.92, textAlign: 'left' },
  },
  minimal: {
    transition: 'cut',
    transitionSec: 0,
    camera: 'hold',
    motionSec: 0,
    fontFamily: 'Inter',
    fontSize: 40,
    shape: { name: 'plain strip', borderRadius: 0, padding: 12, backgroundOpacity: 0.6, textAlign: 'right' },
  },
} as const satisfies Record<VideoStyleName, VideoStyleLook>;

export function isVideoStyleName(style: string): style is VideoStyleName {
  return (videoStyleNames as readonly string[]).includes(style);
}

/** A style's look; a name the table does not know (the request schema allows any) gets professional's. */
export function videoStyleLook(style: string): VideoStyleLook {
  return videoStyleLooks[isVideoStyleName(style) ? style : 'professional'];
}

/** An overlay in a style's type and shape; `brandFont` stands in for `brand`. */
export function styleOverlay(overlay: TextOverlay, look: VideoStyleLook, brandFont: TextOverlay['fontFamily'] = overlay.fontFamily): TextOverlay {
  const { borderRadius, padding, backgroundOpacity, textAlign } = look.shape;
  return { ...overlay, borderRadius, padding, backgroundOpacity, textAlign, fontSize: look.fontSize, fontFamily: look.fontFamily === 'brand' ? brandFont : look.fontFamily };
}

/** How close the pull-back starts, relative to the element's view. */
const pullBackCloser = 1.35;
/** A pan covers this share of the view's side; a drift this much. */
const panShare = 0.3;
const driftShare = 0.08;

/**
 * Where the camera starts for a path ending on `target` (both views of a `width` x `height` frame,
 * the frame's aspect); `pushInStart` is the push-in's own start. A glide with no room to glide (the
 * element fills the frame) starts close on it instead, so every moving path moves.
 */
export function styledCameraStart(kind: CameraPathKind, target: Box, pushInStart: Box, width: number, height: number): Box {
  if (kind === 'push-in') return pushInStart;
  if (kind === 'hold') return target;
  const closer = (): Box => {
    const viewWidth = Math.max(target.width / pullBackCloser, width / (maxZoom * pullBackCloser));
    const viewHeight = (viewWidth * height) / width;
    return insideFrame({ x: target.x + (target.width - viewWidth) / 2, y: target.y + (target.height - viewHeight) / 2, width: viewWidth, height: viewHeight }, width, height);
  };
  if (kind === 'pull-back') return closer();
  const [dx, dy] = kind === 'pan' ? [-panShare, 0] : kind === 'rise' ? [0, panShare] : [-driftShare, driftShare];
  // The glide's way, or the opposite when the frame's edge is in the way.
  for (const sign of [1, -1]) {
    const start = insideFrame({ ...target, x: target.x + sign * dx * target.width, y: target.y + sign * dy * target.height }, width, height);
    const moved = Math.hypot(start.x - target.x, start.y - target.y);
    if (moved >= 0.5 * Math.hypot(dx * target.width, dy * target.height)) return start;
  }
  return closer();
}

/** The styled path's start and target; `start` and `target` are the push-in's (see cameraPath). */
export function styledCameraPath(kind: CameraPathKind, path: { start: Box; target: Box }, width: number, height: number): { start: Box; target: Box } {
  return { start: styledCameraStart(kind, path.target, path.start, width, height), target: path.target };
}

function insideFrame(view: Box, width: number, height: number): Box {
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
  return { ...view, x: clamp(view.x, 0, width - view.width), y: clamp(view.y, 0, height - view.height) };
}
