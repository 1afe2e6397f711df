import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { OutputInfo } from 'sharp';
import { colorDistance, toHex } from './colors.ts';

export interface PaletteColor {
  hex: string;
  /** Share of the opaque pixels, 0-1. */
  share: number;
}

/** Refuses decompression bombs: a small file that claims a huge canvas. */
export const maxImagePixels = 40_000_000;

/**
 * Palettes already read, by the image's SHA-256: a saved snippet or a site's logo comes back with
 * every kit made from it, and decoding it again costs more than everything else its colours need.
 */
const knownPalettes = new LRUCache<string, PaletteColor[]>({ max: 5000 });

/**
 * The dominant colours of an image: downscaled, opaque pixels bucketed at 4 bits per channel,
 * buckets averaged and near-duplicates merged. Empty for anything sharp cannot decode.
 */
export async function imagePalette(image: Buffer, maxColors = 6): Promise<PaletteColor[]> {
  const key = `${maxColors}:${createHash('sha256').update(image).digest('base64url')}`;
  const known = knownPalettes.get(key);
  if (known) return known.map((color) => ({ ...color }));
  const palette = await readPalette(image, maxColors);
  knownPalettes.set(key, palette);
  return palette.map((color) => ({ ...color }));
}

async function readPalette(image: Buffer, maxColors: number): Promise<PaletteColor[]> {
  let raw: { data: Buffer; info: OutputInfo };
  try {
    raw = await sharp(image, { limitInputPixels: maxImagePixels, failOn: 'error', animated: false })
      .resize(64, 64, { fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return [];
  }
  const { data, info } = raw;
  const buckets = new Map<number, { r: number; g: number; b: number; n: number }>();
  let opaque = 0;
  for (let i = 0; i + 3 < data.length; i += info.channels) {
    if (data[i + 3]! < 128) continue;
    const r = data[i]!;
    const g = data[i + 1]!;
    const b = data[i + 2]!;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bucket = buckets.get(key) ?? { r: 0, g: 0, b: 0, n: 0 };
    bucket.r += r;
    bucket.g += g;
    bucket.b += b;
    bucket.n += 1;
    buckets.set(key, bucket);
    opaque += 1;
  }
  if (opaque === 0) return [];
  const colors = [...buckets.values()]
    .sort((a, b) => b.n - a.n)
    .map((bucket) => ({ hex: toHex({ r: bucket.r / bucket.n, g: bucket.g / bucket.n, b: bucket.b / bucket.n }), count: bucket.n }));
  const merged: Array<{ hex: string; count: number }> = [];
  for (const color of colors) {
    const near = merged.find((m) => colorDistance(m.hex, color.hex) < 40);
    if (near) near.count += color.count;
    else merged.push({ ...color });
  }
  return merged
    .sort((a, b) => b.count - a.count)
    .slice(0, maxColors)
    .map((color) => ({ hex: color.hex, share: Math.round((color.count / opaque) * 1000) / 1000 }));
}
