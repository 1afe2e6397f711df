import { styleOverlay, videoStyleLook, type CameraPathKind, type StyleTransition, type TextOverlay, type VideoStyleLook } from '@sitespark/contracts';
import type { BrandLook } from './brand-look.ts';

/** What a style changes in the render itself: the transition, its length, the camera's path and its pace. */
export interface StyleMotion {
  transition: StyleTransition;
  transitionSec: number;
  cameraPath: CameraPathKind;
  motionSec: number;
}

/** A studio's style as the renderer plays it (see videoStyleLooks, the one table both studios read). */
export interface StyledRender {
  look: VideoStyleLook;
  motion: StyleMotion;
}

export function styledRender(style: string): StyledRender {
  const look = videoStyleLook(style);
  return { look, motion: { transition: look.transition, transitionSec: look.transitionSec, cameraPath: look.camera, motionSec: look.motionSec } };
}

/** The brand's look with the style's type (a style that keeps the brand's font keeps it). */
export function styledBrandLook(brand: BrandLook, look: VideoStyleLook): BrandLook {
  return look.fontFamily === 'brand' ? brand : { ...brand, fontFamily: look.fontFamily };
}

/** Overlays in the style's type and shape, keeping their text, colours and position. */
export function styledOverlays(overlays: readonly TextOverlay[], look: VideoStyleLook): TextOverlay[] {
  return overlays.map((overlay) => styleOverlay(overlay, look));
}
