import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Box, TextOverlay } from '@sitespark/contracts';
import { canvasFont, registerOverlayFonts } from './fonts.ts';

/**
 * Overlay sizes (fontSize, padding, borderRadius) are pixels on a frame whose short side is 1080,
 * which every platform size has; smaller frames (a preview, a test) scale them down in proportion.
 */
export const overlayReferenceShortSide = 1080;
/** Distance kept between the box and the frame's edges, in reference pixels. */
export const overlayMarginPx = 40;
export const overlayLineHeight = 1.2;

const minFontPx = 6;

export interface OverlayLine {
  text: string;
  /** Anchor for the line's textAlign. */
  x: number;
  /** Vertical middle of the line. */
  y: number;
  width: number;
}

export interface OverlayLayout {
  font: string;
  fontPx: number;
  lines: OverlayLine[];
  box: { x: number; y: number; width: number; height: number; radius: number };
}

/**
 * Where the box and each wrapped line of an overlay go on a frame of the given size: inside the
 * frame's margins, or inside `area` (a platform's safe area) when one is given.
 */
export function layoutOverlay(overlay: TextOverlay, frameWidth: number, frameHeight: number, area?: Box): OverlayLayout {
  registerOverlayFonts();
  const ctx = createCanvas(1, 1).getContext('2d');
  const scale = Math.min(frameWidth, frameHeight) / overlayReferenceShortSide;
  const margin = area ? 0 : overlayMarginPx * scale;
  const { x: areaX, y: areaY, width, height } = area ?? { x: 0, y: 0, width: frameWidth, height: frameHeight };
  const padding = overlay.padding * scale;
  const maxTextWidth = Math.max(1, width - 2 * margin - 2 * padding);
  const maxTextHeight = height - 2 * margin - 2 * padding;

  // A long text at a large size on a small frame would not fit: shrink until it does.
  let fontPx = overlay.fontSize * scale;
  let font = '';
  let wrapped: { text: string; width: number }[] = [];
  for (;;) {
    font = canvasFont(overlay.fontFamily, fontPx);
    ctx.font = font;
    wrapped = wrapText(ctx, overlay.text, maxTextWidth);
    if (wrapped.length * fontPx * overlayLineHeight <= maxTextHeight || fontPx <= minFontPx) break;
    fontPx = Math.max(minFontPx, fontPx * 0.9);
  }

  const lineHeight = fontPx * overlayLineHeight;
  const textWidth = Math.max(0, ...wrapped.map((line) => line.width));
  const boxWidth = Math.round(Math.min(width - 2 * margin, textWidth + 2 * padding));
  const boxHeight = Math.round(wrapped.length * lineHeight + 2 * padding);
  const boxX = Math.round(
    areaX + (overlay.textAlign === 'left' ? margin : overlay.textAlign === 'right' ? width - margin - boxWidth : (width - boxWidth) / 2),
  );
  const boxY = Math.round(
    areaY + (overlay.position === 'top' ? margin : overlay.position === 'bottom' ? height - margin - boxHeight : (height - boxHeight) / 2),
  );
  const anchorX =
    overlay.textAlign === 'left' ? boxX + padding : overlay.textAlign === 'right' ? boxX + boxWidth - padding : boxX + boxWidth / 2;

  return {
    font,
    fontPx,
    lines: wrapped.map((line, index) => ({
      text: line.text,
      x: anchorX,
      y: boxY + padding + index * lineHeight + lineHeight / 2,
      width: line.width,
    })),
    box: {
      x: boxX,
      y: boxY,
      width: boxWidth,
      height: boxHeight,
      radius: Math.min(overlay.borderRadius * scale, boxWidth / 2, boxHeight / 2),
    },
  };
}

/** The overlay alone on a transparent frame of the given size, as PNG bytes. */
export async function drawOverlay(overlay: TextOverlay, width: number, height: number): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  if (overlay.text.trim() !== '') paintOverlay(canvas.getContext('2d'), overlay, layoutOverlay(overlay, width, height), 0, 0);
  return canvas.encode('png');
}

/**
 * Only the overlay's box as PNG bytes and where it goes on the frame, or null for an empty text: the
 * renderer composites this smaller image, which is quicker to encode and to blend than a full frame.
 */
export async function drawOverlayTile(
  overlay: TextOverlay,
  width: number,
  height: number,
  area?: Box,
): Promise<{ png: Buffer; x: number; y: number } | null> {
  if (overlay.text.trim() === '') return null;
  const layout = layoutOverlay(overlay, width, height, area);
  const { box } = layout;
  const canvas = createCanvas(Math.max(1, box.width), Math.max(1, box.height));
  paintOverlay(canvas.getContext('2d'), overlay, layout, box.x, box.y);
  return { png: await canvas.encode('png'), x: box.x, y: box.y };
}

function paintOverlay(ctx: SKRSContext2D, overlay: TextOverlay, layout: OverlayLayout, originX: number, originY: number): void {
  const { box } = layout;
  ctx.translate(-originX, -originY);
  ctx.globalAlpha = overlay.backgroundOpacity;
  ctx.fillStyle = overlay.backgroundColor;
  ctx.beginPath();
  ctx.roundRect(box.x, box.y, box.width, box.height, box.radius);
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.fillStyle = overlay.color;
  ctx.font = layout.font;
  ctx.textAlign = overlay.textAlign;
  ctx.textBaseline = 'middle';
  for (const line of layout.lines) ctx.fillText(line.text, line.x, line.y);
}

/** Explicit line breaks are kept; each paragraph is wrapped word by word, over-long words by character. */
function wrapText(ctx: SKRSContext2D, text: string, maxWidth: number): { text: string; width: number }[] {
  const measure = (value: string): number => ctx.measureText(value).width;
  const lines: { text: string; width: number }[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const words = paragraph.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) {
      lines.push({ text: '', width: 0 });
      continue;
    }
    let current = '';
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (measure(candidate) <= maxWidth) {
        current = candidate;
        continue;
      }
      if (current) lines.push({ text: current, width: measure(current) });
      current = '';
      for (const piece of breakWord(word, maxWidth, measure)) {
        if (current) lines.push({ text: current, width: measure(current) });
        current = piece;
      }
    }
    lines.push({ text: current, width: measure(current) });
  }
  // Blank lines at the start or end would only make the box taller.
  while (lines.length > 1 && lines[0]?.text === '') lines.shift();
  while (lines.length > 1 && lines.at(-1)?.text === '') lines.pop();
  return lines;
}

function breakWord(word: string, maxWidth: number, measure: (value: string) => number): string[] {
  if (measure(word) <= maxWidth) return [word];
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && measure(piece + char) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else {
      piece += char;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}
