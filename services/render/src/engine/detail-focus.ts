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

/** An image's mean colours on a grid of square cells: what tells a picture from an empty stretch of page. */
export interface ColourGrid {
  columns: number;
  rows: number;
  /** Image pixels per cell side. */
  cell: number;
  /** RGBA, `columns` x `rows`. */
  data: Uint8ClampedArray | Uint8Array;
}

/** The grid's cell side: about a contact sheet's pixel on a 1080p frame, so a line of text reads as grey, not as background. */
export const colourGridCell = 12;

/** An image's colour grid (cells of `cell` pixels), or null when it cannot be read. */
export async function colourGrid(bytes: Buffer, cell: number = colourGridCell): Promise<ColourGrid | null> {
  const size = imageSize(bytes);
  if (!size) return null;
  const image = await loadImage(bytes);
  const columns = Math.max(1, Math.round(size.width / cell));
  const rows = Math.max(1, Math.round(size.height / cell));
  const canvas = createCanvas(columns, rows);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, columns, rows);
  return { columns, rows, cell: size.width / columns, data: ctx.getImageData(0, 0, columns, rows).data };
}

/** A cell's colour to 4 bits a channel: cells of one flat colour share a bin. */
function binOf(data: ColourGrid['data'], at: number): number {
  return ((data[at]! >> 4) << 8) | ((data[at + 1]! >> 4) << 4) | (data[at + 2]! >> 4);
}

interface CellRange {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The grid's cells a box (image pixels) covers; the whole grid without one. */
function cellsOf(grid: ColourGrid, box?: Box): CellRange {
  return {
    x0: box ? Math.max(0, Math.floor(box.x / grid.cell)) : 0,
    y0: box ? Math.max(0, Math.floor(box.y / grid.cell)) : 0,
    x1: box ? Math.min(grid.columns, Math.ceil((box.x + box.width) / grid.cell)) : grid.columns,
    y1: box ? Math.min(grid.rows, Math.ceil((box.y + box.height) / grid.cell)) : grid.rows,
  };
}

/** The colour bin most of the cells fall in, and how many do. */
function commonestBin(grid: ColourGrid, { x0, y0, x1, y1 }: CellRange): { mode: number; most: number } {
  const bins = new Map<number, number>();
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const key = binOf(grid.data, (y * grid.columns + x) * 4);
      bins.set(key, (bins.get(key) ?? 0) + 1);
    }
  }
  let mode = 0;
  let most = -1;
  for (const [key, count] of bins) {
    if (count > most) {
      most = count;
      mode = key;
    }
  }
  return { mode, most };
}

/** Two colours this close (sum of channel differences, 0-255 each) look like one flat colour. */
const flatTolerance = 30;
/** A view is judged in tiles of this share of its width: about a word of a heading, a line of body text on a phone. */
const tilesAcross = 18;

/**
 * The share of `box` (image pixels; the whole grid without one) that shows nothing but its most
 * common colour: tiles of 1/18 of its width whose every cell is that colour. Near 1 for an empty
 * stretch of page, low for a photo, a card or lines of text (a tile a line crosses is not empty). A
 * frame is "more than half one flat colour" when this is above 0.5. By `cells`, every cell counts
 * on its own, as a viewer sees the frame: the background between lines of text is flat too.
 */
export function flatShare(grid: ColourGrid, box?: Box, by: 'tiles' | 'cells' = 'tiles'): number {
  const { columns, data } = grid;
  const { x0, y0, x1, y1 } = cellsOf(grid, box);
  if (x1 <= x0 || y1 <= y0) return 0;
  const { mode, most } = commonestBin(grid, { x0, y0, x1, y1 });
  // The mode's own mean colour, so a flat colour on a bin's edge still counts whole.
  const centre = [0, 0, 0];
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const at = (y * columns + x) * 4;
      if (binOf(data, at) !== mode) continue;
      for (let channel = 0; channel < 3; channel++) centre[channel]! += data[at + channel]! / most;
    }
  }
  const flatCell = (x: number, y: number) => {
    const at = (y * columns + x) * 4;
    return Math.abs(data[at]! - centre[0]!) + Math.abs(data[at + 1]! - centre[1]!) + Math.abs(data[at + 2]! - centre[2]!) <= flatTolerance;
  };
  const tile = by === 'cells' ? 1 : Math.max(1, Math.round((x1 - x0) / tilesAcross));
  let flatArea = 0;
  for (let ty = y0; ty < y1; ty += tile) {
    for (let tx = x0; tx < x1; tx += tile) {
      const right = Math.min(x1, tx + tile);
      const bottom = Math.min(y1, ty + tile);
      let flat = true;
      for (let y = ty; y < bottom && flat; y++) for (let x = tx; x < right && flat; x++) flat = flatCell(x, y);
      if (flat) flatArea += (right - tx) * (bottom - ty);
    }
  }
  return flatArea / ((x1 - x0) * (y1 - y0));
}

/**
 * The part of `box` (image pixels) that holds anything but its commonest colour: the box without
 * its empty margins, or the box itself when nothing in it stands out.
 */
export function contentBox(grid: ColourGrid, box: Box): Box {
  const { columns, data } = grid;
  const { x0, y0, x1, y1 } = cellsOf(grid, box);
  if (x1 <= x0 || y1 <= y0) return box;
  const { mode } = commonestBin(grid, { x0, y0, x1, y1 });
  const centre = [((mode >> 8) << 4) + 8, (((mode >> 4) & 15) << 4) + 8, ((mode & 15) << 4) + 8];
  let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const at = (y * columns + x) * 4;
      if (Math.abs(data[at]! - centre[0]!) + Math.abs(data[at + 1]! - centre[1]!) + Math.abs(data[at + 2]! - centre[2]!) <= flatTolerance + 12) continue;
      left = Math.min(left, x);
      top = Math.min(top, y);
      right = Math.max(right, x + 1);
      bottom = Math.max(bottom, y + 1);
    }
  }
  if (right <= left || bottom <= top) return box;
  const trimmed = { x: left * grid.cell, y: top * grid.cell, width: (right - left) * grid.cell, height: (bottom - top) * grid.cell };
  const x = Math.max(box.x, trimmed.x);
  const y = Math.max(box.y, trimmed.y);
  return { x, y, width: Math.min(box.x + box.width, trimmed.x + trimmed.width) - x, height: Math.min(box.y + box.height, trimmed.y + trimmed.height) - y };
}

/** The mean colourfulness of a box's cells (the spread of their channels), 0-1: a photo is coloured, text on white is not. */
export function colourfulness(grid: ColourGrid, box: Box): number {
  const { x0, y0, x1, y1 } = cellsOf(grid, box);
  let sum = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const at = (y * grid.columns + x) * 4;
      const channels = [grid.data[at]!, grid.data[at + 1]!, grid.data[at + 2]!];
      sum += (Math.max(...channels) - Math.min(...channels)) / 255;
    }
  }
  return sum / Math.max(1, (x1 - x0) * (y1 - y0));
}
