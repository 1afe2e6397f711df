import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Box } from './camera.ts';
import { imageSize } from './image-size.ts';

const grid = 48;
/** The focus covers this share of each side: a gentle move, not a close-up. */
const windowShare = 0.7;

/**
 * Where an image without element boxes (an upload) has most detail: the window of 70% of each side
 * with the most edge energy, found on a 48-pixel thumbnail. The camera drifts towards it.
 */
export async function detailFocus(bytes: Buffer): Promise<Box | null> {
  const size = imageSize(bytes);
  if (!size) return null;
  const image = await loadImage(bytes);
  const columns = grid;
  const rows = Math.max(4, Math.round((grid * size.height) / size.width));
  const canvas = createCanvas(columns, rows);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0, columns, rows);
  const { data } = ctx.getImageData(0, 0, columns, rows);
  const luma = (x: number, y: number): number => {
    const at = (y * columns + x) * 4;
    return 0.299 * data[at]! + 0.587 * data[at + 1]! + 0.114 * data[at + 2]!;
  };
  // Summed-area table of gradient magnitude, so every window's energy is four lookups.
  const sums = new Float64Array((columns + 1) * (rows + 1));
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < columns; x++) {
      const energy = Math.abs(luma(Math.min(columns - 1, x + 1), y) - luma(x, y)) + Math.abs(luma(x, Math.min(rows - 1, y + 1)) - luma(x, y));
      sums[(y + 1) * (columns + 1) + x + 1] = energy + sums[y * (columns + 1) + x + 1]! + sums[(y + 1) * (columns + 1) + x]! - sums[y * (columns + 1) + x]!;
    }
  }
  const windowColumns = Math.round(columns * windowShare);
  const windowRows = Math.round(rows * windowShare);
  let best = { x: Math.round((columns - windowColumns) / 2), y: Math.round((rows - windowRows) / 2), energy: -1 };
  for (let y = 0; y + windowRows <= rows; y++) {
    for (let x = 0; x + windowColumns <= columns; x++) {
      const at = (row: number, column: number) => sums[row * (columns + 1) + column]!;
      const energy = at(y + windowRows, x + windowColumns) - at(y, x + windowColumns) - at(y + windowRows, x) + at(y, x);
      if (energy > best.energy + 1e-6) best = { x, y, energy };
    }
  }
  const scaleX = size.width / columns;
  const scaleY = size.height / rows;
  return { x: best.x * scaleX, y: best.y * scaleY, width: windowColumns * scaleX, height: windowRows * scaleY };
}
