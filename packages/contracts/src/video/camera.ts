/**
 * The camera of a section: where on the frame it starts and where it ends, moving from (almost) the
 * whole view to the element the section talks about. Pure geometry, shared by the renderer, the
 * browser's preview (so it plays the same move) and the tests; all boxes are in frame pixels unless
 * a name says otherwise.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Closer than this a 1080p screenshot turns soft. */
export const maxZoom = 2;
/** The element takes at most this share of the final view's width and height, so it is seen whole with room around it. */
const elementShare = 0.6;
/** How close a pull-back starts. */
export const pullBackZoom = 1.2;
/** The move starts this far along from the whole view: two sections on the same screenshot never open on the same frame. */
const startAlong = 0.08;

/** Where an image lands on a frame it is fitted to: frame = image * scale + offset. */
export interface FitGeometry {
  scale: number;
  offsetX: number;
  offsetY: number;
}

/**
 * How an image is fitted to the frame. A cover crop is centred, or with a `focus` (image pixels) as
 * close to centred on it as the image allows, in whole pixels: a 9:16 shot cut to 4:5 keeps the
 * section's element in frame.
 */
export function fitGeometry(imageWidth: number, imageHeight: number, width: number, height: number, mode: 'cover' | 'contain', focus?: Box): FitGeometry {
  const scale = mode === 'cover' ? Math.max(width / imageWidth, height / imageHeight) : Math.min(width / imageWidth, height / imageHeight);
  const centred = { scale, offsetX: (width - imageWidth * scale) / 2, offsetY: (height - imageHeight * scale) / 2 };
  if (mode !== 'cover' || !focus) return centred;
  // ffmpeg scales to the rounded size before cropping, so the offsets are whole pixels of that size.
  const scaledWidth = Math.round(imageWidth * scale);
  const scaledHeight = Math.round(imageHeight * scale);
  const offsetX = Math.round(clamp(width / 2 - (focus.x + focus.width / 2) * scale, width - scaledWidth, 0));
  const offsetY = Math.round(clamp(height / 2 - (focus.y + focus.height / 2) * scale, height - scaledHeight, 0));
  return { scale, offsetX, offsetY };
}

/** A box of the image in frame pixels, cut to the frame. */
export function boxOnFrame(box: Box, fit: FitGeometry, width: number, height: number): Box {
  const x0 = clamp(box.x * fit.scale + fit.offsetX, 0, width);
  const y0 = clamp(box.y * fit.scale + fit.offsetY, 0, height);
  const x1 = clamp((box.x + box.width) * fit.scale + fit.offsetX, 0, width);
  const y1 = clamp((box.y + box.height) * fit.scale + fit.offsetY, 0, height);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** The view (frame aspect, inside the frame) the camera ends on: the element centred with room around it. */
export function cameraTarget(element: Box, width: number, height: number): Box {
  const aspect = width / height;
  let viewWidth = Math.max(element.width / elementShare, (element.height / elementShare) * aspect, width / maxZoom);
  viewWidth = Math.min(viewWidth, width);
  const viewHeight = viewWidth / aspect;
  const centreX = element.x + element.width / 2;
  const centreY = element.y + element.height / 2;
  return {
    x: clamp(centreX - viewWidth / 2, 0, width - viewWidth),
    y: clamp(centreY - viewHeight / 2, 0, height - viewHeight),
    width: viewWidth,
    height: viewHeight,
  };
}

/**
 * Where the move starts: a little way along from the whole view, so two sections on the same
 * screenshot never open on the same frame. When the element fills (nearly) the whole view there is
 * nothing to zoom in to, so the camera starts close on the element's middle and pulls back instead.
 */
export function cameraStart(target: Box, width: number, height: number): Box {
  if (target.width >= width * 0.9) {
    const viewWidth = width / pullBackZoom;
    const viewHeight = height / pullBackZoom;
    return {
      x: clamp(target.x + target.width / 2 - viewWidth / 2, 0, width - viewWidth),
      y: clamp(target.y + target.height / 2 - viewHeight / 2, 0, height - viewHeight),
      width: viewWidth,
      height: viewHeight,
    };
  }
  return lerpBox({ x: 0, y: 0, width, height }, target, startAlong);
}

/** Smoothstep: starts and stops without a jolt. */
export function ease(progress: number): number {
  const p = clamp(progress, 0, 1);
  return p * p * (3 - 2 * p);
}

export function lerpBox(from: Box, to: Box, t: number): Box {
  return {
    x: from.x + (to.x - from.x) * t,
    y: from.y + (to.y - from.y) * t,
    width: from.width + (to.width - from.width) * t,
    height: from.height + (to.height - from.height) * t,
  };
}

/** Where a box of the frame appears once the camera shows `view` full-frame. */
export function boxInView(box: Box, view: Box, width: number, height: number): Box {
  const sx = width / view.width;
  const sy = height / view.height;
  return { x: (box.x - view.x) * sx, y: (box.y - view.y) * sy, width: box.width * sx, height: box.height * sy };
}

export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Where the camera starts and ends for an image of `imageSize` fitted to the frame, moving to `focus` (image pixels). */
export function cameraPath(imageSize: { width: number; height: number }, focus: Box, width: number, height: number, fit: 'cover' | 'contain'): { start: Box; target: Box } {
  const target = cameraTarget(boxOnFrame(focus, fitGeometry(imageSize.width, imageSize.height, width, height, fit, focus), width, height), width, height);
  return { start: cameraStart(target, width, height), target };
}

/** Seconds into a slide the camera arrives at its element by default, then holds (a glide of 1.5 to 2 s: see cameraMoveStart). */
export const defaultMotionSec = 2;
/** The camera moves over at most this share of a slide; the rest is held, which costs the encoder alone. */
const maxMotionShare = 0.6;

/** How many of a slide's frames the camera moves over (the rest hold its end view). */
export function motionFrames(slideFrames: number, fps: number, motionSec: number = defaultMotionSec): number {
  return Math.min(Math.round(motionSec * fps), Math.floor(slideFrames * maxMotionShare));
}

/** A move shorter than this after a crossfade would be a lurch: the camera then moves through the crossfade too. */
const minMoveAfterFadeSec = 0.5;

/**
 * The frame a slide's camera starts moving at, given the frame it arrives at: a slide that crossfades
 * in holds its start view until the crossfade is over (a dissolve between two moving pictures reads
 * as a blur), unless that leaves less than half a second to move in.
 */
export function cameraMoveStart(arrivalFrame: number, fadeInFrames: number, fps: number): number {
  // At least two frames: a move of one frame is no move (at very low frame rates half a second is one frame).
  return fadeInFrames > 0 && arrivalFrame - fadeInFrames >= Math.max(2, Math.round(minMoveAfterFadeSec * fps)) ? fadeInFrames : 0;
}

/** The frames of a slide over which its camera moves, from `start` up to `end` (before: its start view; after: held on the element). */
export function cameraMoveFrames(slideFrames: number, fadeInFrames: number, fps: number, motionSec: number = defaultMotionSec): { start: number; end: number } {
  const end = motionFrames(slideFrames, fps, motionSec);
  return { start: cameraMoveStart(end, fadeInFrames, fps), end };
}

/** Aspects this close are cropped rather than filled: a sliver lost beats a blurred border. */
const coverTolerance = 0.1;

/** `auto` fit: cropped when the image's aspect nearly matches the frame's, else shown whole over a blurred fill of itself. */
export function autoFit(size: { width: number; height: number } | null, width: number, height: number): 'cover' | 'fill' {
  if (!size) return 'fill';
  return Math.abs(size.width / size.height / (width / height) - 1) <= coverTolerance ? 'cover' : 'fill';
}

/** CSS's closest curve to the renderer's smoothstep easing (3t² - 2t³). */
export const smoothstepCss = 'cubic-bezier(0.33,0,0.67,1)';

/** The CSS transform showing `view` (frame pixels) full-frame, for an element filling the frame with its origin at the top left. */
export function cameraTransform(view: Box, width: number, height: number): string {
  const scale = width / view.width;
  return `translate(${((-view.x * scale * 100) / width).toFixed(4)}%,${((-view.y * scale * 100) / height).toFixed(4)}%) scale(${scale.toFixed(5)})`;
}
