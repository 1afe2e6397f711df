import { createCanvas, loadImage } from '@napi-rs/canvas';
import { detailFocusOf, detailThumbnailSize, type Box } from '@sitespark/contracts';
import { imageSize } from './image-size.ts';

/** Where an image has most detail (see detailFocusOf), measured on a thumbnail drawn here as the browser's preview draws it. */
export async function detailFocus(bytes: Buffer): Promise<Box | null> {
  const size = imageSize(bytes);
  if (!size) return null;
  const image = await loadImage(bytes);
  const { columns, rows } = detailThumbnailSize(size.width, size.height);
  const canvas = createCanvas(columns, rows);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0, columns, rows);
  return detailFocusOf({ columns, rows, data: ctx.getImageData(0, 0, columns, rows).data }, size);
}
