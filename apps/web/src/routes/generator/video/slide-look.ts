import { useEffect, useState } from 'react';
import {
  autoFit,
  cameraPath,
  cameraTransform,
  detailFocusOf,
  detailThumbnailSize,
  motionFrames,
  videoDefaults,
  type Box,
} from '@sitespark/contracts';

/**
 * How the MP4 export shows a slide, worked out in the browser with the renderer's own geometry
 * (@sitespark/contracts): cropped or whole over a blurred fill of itself, and the camera's drift
 * towards the part with most detail, over the same seconds with the same easing.
 */
export type SlideLook = {
  fit: 'cover' | 'fill';
  /** CSS transforms of the frame layer where the camera starts and where it comes to rest, and the seconds into the slide it arrives. */
  camera: { start: string; target: string; motionSec: number } | null;
};

/** The export's canvas (YouTube's 16:9 at 1080p) and frame rate. */
const frame = { width: 1920, height: 1080 };
export const exportFps = 30;
/** Each slide starts one slideshow interval after the previous, as the preview advances. */
export const slideSec = videoDefaults.slideshowIntervalMs / 1000;
/** The export's crossfade, the last half second of a slide under the next. */
export const crossfadeSec = 0.5;

const looks = new Map<string, Promise<SlideLook>>();

/** The look of the slide showing `url` (computed once per address). */
export function slideLook(url: string): Promise<SlideLook> {
  let look = looks.get(url);
  if (!look) {
    look = measureLook(url).catch((): SlideLook => ({ fit: 'cover', camera: null }));
    looks.set(url, look);
  }
  return look;
}

/** The looks of the slides, in order; a slide not measured yet is undefined (shown cropped and still meanwhile). */
export function useSlideLooks(urls: readonly string[]): (SlideLook | undefined)[] {
  const [measured, setMeasured] = useState<Record<string, SlideLook>>({});
  const key = urls.join('\n');
  useEffect(() => {
    let cancelled = false;
    for (const url of key ? key.split('\n') : []) {
      void slideLook(url).then((look) => {
        if (!cancelled) setMeasured((current) => (current[url] === look ? current : { ...current, [url]: look }));
      });
    }
    return () => {
      cancelled = true;
    };
  }, [key]);
  return urls.map((url) => measured[url]);
}

async function measureLook(url: string): Promise<SlideLook> {
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  await image.decode();
  const size = { width: image.naturalWidth, height: image.naturalHeight };
  if (size.width === 0 || size.height === 0) return { fit: 'cover', camera: null };
  const fit = autoFit(size, frame.width, frame.height);
  const { columns, rows } = detailThumbnailSize(size.width, size.height);
  const canvas = document.createElement('canvas');
  canvas.width = columns;
  canvas.height = rows;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return { fit, camera: null };
  context.drawImage(image, 0, 0, columns, rows);
  const focus = detailFocusOf({ columns, rows, data: context.getImageData(0, 0, columns, rows).data }, size);
  const frames = motionFrames(Math.round((slideSec + crossfadeSec) * exportFps), exportFps);
  if (frames < 2) return { fit, camera: null };
  const path = cameraPath(size, focus, frame.width, frame.height, fit === 'cover' ? 'cover' : 'contain');
  const transform = (view: Box) => cameraTransform(view, frame.width, frame.height);
  return { fit, camera: { start: transform(path.start), target: transform(path.target), motionSec: frames / exportFps } };
}
