import type { Box } from './camera.ts';

/** A thumbnail's RGBA pixels, `columns` x `rows`: what detailFocus measures. */
export interface DetailThumbnail {
  columns: number;
  rows: number;
  data: Uint8ClampedArray | Uint8Array;
}

/** The thumbnail size detailFocus draws an image of `width` x `height` at (48 columns, rows by its aspect). */
export function detailThumbnailSize(width: number, height: number): { columns: number; rows: number } {
  return { columns: detailGrid, rows: Math.max(4, Math.round((detailGrid * height) / width)) };
}

const detailGrid = 48;
/** The focus covers this share of each side: a gentle move, not a close-up. */
const windowShare = 0.7;

/**
 * Where an image without element boxes (an upload) has most detail: the window of 70% of each side
 * with the most edge energy, found on a 48-pixel thumbnail (image pixels out). The camera drifts towards it.
 */
export function detailFocusOf(thumbnail: DetailThumbnail, size: { width: number; height: number }): Box {
  const { columns, rows, data } = thumbnail;
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
