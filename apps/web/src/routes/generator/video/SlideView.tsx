import { useEffect, useRef, useState } from 'react';
import type { TextOverlay } from '@sitespark/contracts';
import { cameraMoveStart, smoothstepCss } from '@sitespark/contracts';
import { clsx } from 'clsx';
import { overlayBoxStyle, overlayLayerStyle } from '../model/overlay-style.ts';
import { previewLimits, truncateText } from '../model/truncate.ts';
import { exportFps, type SlideLook } from './slide-look.ts';

/** Where the slide's camera is: where it starts, where it comes to rest, or moving from one to the other. */
export type CameraState = 'start' | 'rest' | 'moving';

export type SlideViewProps = {
  image: string;
  overlay: TextOverlay | undefined;
  /** The player cuts overlay text at 50 characters; the editor shows all of it. */
  truncate?: boolean;
  alt: string;
  className?: string;
  /** How the MP4 shows this slide (fit and camera); without it the screenshot covers the frame, still. */
  look?: SlideLook | undefined;
  camera?: CameraState;
  /** Playback speed: the camera's move and the fade-in take their MP4 seconds divided by it. */
  speed?: number;
  /** Seconds (at 1x) the slide fades in over the one under it, as the MP4's crossfade. */
  fadeInSec?: number;
};

/**
 * One 16:9 slide as the export draws it: the screenshot covering the frame (or whole over a blurred
 * fill of itself), the camera drifting to its most detailed part, the overlay box on top, fixed.
 */
export function SlideView({ image, overlay, truncate = false, alt, className, look, camera = 'start', speed = 1, fadeInSec }: SlideViewProps) {
  const text = overlay ? (truncate ? truncateText(overlay.text, previewLimits.slideOverlayText) : overlay.text) : '';
  const rootRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const move = look?.camera ?? null;
  // The fade this slide came in with: the parent stops passing it once the fade is over, and that must not restart the camera.
  const [enteredWithFadeSec] = useState(fadeInSec ?? 0);

  useEffect(() => {
    const layer = layerRef.current;
    if (!layer || !move || camera !== 'moving' || typeof layer.animate !== 'function') return;
    // As in the MP4: a slide that fades in waits for its fade to end before the camera sets off.
    const waitSec = cameraMoveStart(Math.round(move.motionSec * exportFps), Math.round(enteredWithFadeSec * exportFps), exportFps) / exportFps;
    const animation = layer.animate([{ transform: move.start }, { transform: move.target }], {
      delay: (waitSec * 1000) / speed,
      duration: ((move.motionSec - waitSec) * 1000) / speed,
      easing: smoothstepCss,
      fill: 'both',
    });
    return () => animation.cancel();
  }, [move, camera, speed, enteredWithFadeSec]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || !fadeInSec || typeof root.animate !== 'function') return;
    const animation = root.animate([{ opacity: 0 }, { opacity: 1 }], { duration: (fadeInSec * 1000) / speed, easing: 'linear' });
    return () => animation.cancel();
  }, [fadeInSec, speed]);

  const rest = move ? (camera === 'rest' ? move.target : move.start) : undefined;
  return (
    <div ref={rootRef} className={clsx('relative aspect-video w-full overflow-hidden bg-ink', className)} style={{ containerType: 'inline-size' }}>
      {image ? (
        <div ref={layerRef} data-testid="slide-camera" className="absolute inset-0" style={{ transformOrigin: '0 0', ...(rest ? { transform: rest } : {}) }}>
          {look?.fit === 'fill' ? (
            <>
              <img src={image} alt="" aria-hidden="true" className="absolute inset-0 size-full object-cover" style={{ filter: 'blur(2.4cqw) brightness(0.88)' }} />
              <img src={image} alt={alt} className="absolute inset-0 size-full object-contain" />
            </>
          ) : (
            <img src={image} alt={alt} className="absolute inset-0 size-full object-cover" />
          )}
        </div>
      ) : (
        <span className="sr-only">{alt}</span>
      )}
      {overlay && text.trim() && (
        <div className="absolute inset-0" style={overlayLayerStyle(overlay)}>
          <p data-testid="slide-overlay" style={overlayBoxStyle(overlay)}>
            {text}
          </p>
        </div>
      )}
    </div>
  );
}
