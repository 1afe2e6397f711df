import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { TextOverlay } from '@sitespark/contracts';
import type { Box } from '@sitespark/contracts';
import { canvasFont, registerOverlayFonts } from './fonts.ts';
import { overlayReferenceShortSide } from './draw-overlay.ts';

export interface CaptionStyle {
  fontFamily: TextOverlay['fontFamily'];
  color: string;
  backgroundColor: string;
  backgroundOpacity: number;
  /** The word being spoken, drawn on a pill of `color` in `textColor` (captions with word times). */
  highlight?: { color: string; textColor: string };
}

/** One caption line of the script, shown from `startSec` to `endSec` of the video. */
export interface TimedCaption {
  text: string;
  startSec: number;
  endSec: number;
  /** When each word of `text` (split at spaces) is spoken: it is highlighted from its start to the next word's. */
  words?: Array<{ startSec: number; endSec: number }>;
}

/** Caption text size in reference pixels (short side 1080); a caption never grows past two lines. */
export const captionFontPx = 52;
export const captionMaxLines = 2;
const captionPaddingPx = 18;
const captionRadiusPx = 12;

/**
 * Where a platform's own buttons and text never cover the video, as a box of the frame. Vertical
 * feeds (TikTok, Reels, Shorts) keep the bottom fifth for the description and the right edge for
 * the like and share buttons; 4:5 and square feeds crop a little; 16:9 keeps the broadcast title-safe margin.
 */
export function captionSafeArea(width: number, height: number): Box {
  const ratio = height / width;
  const [left, right, top, bottom] = ratio > 1.5 ? [0.06, 0.15, 0.12, 0.22] : ratio >= 1 ? [0.06, 0.06, 0.08, 0.1] : [0.05, 0.05, 0.05, 0.08];
  return { x: Math.round(width * left), y: Math.round(height * top), width: Math.round(width * (1 - left - right)), height: Math.round(height * (1 - top - bottom)) };
}

export interface CaptionLayout {
  font: string;
  lines: string[];
  box: Box;
  /** False when the text needs more than two lines at the caption size: the caller splits it further. */
  fits: boolean;
}

/** The caption's lines and box: centred in the safe area, its bottom on the safe area's bottom. */
export function layoutCaption(text: string, style: Pick<CaptionStyle, 'fontFamily'>, width: number, height: number): CaptionLayout {
  registerOverlayFonts();
  const ctx = createCanvas(1, 1).getContext('2d');
  const scale = Math.min(width, height) / overlayReferenceShortSide;
  const safe = captionSafeArea(width, height);
  const padding = captionPaddingPx * scale;
  const fontPx = captionFontPx * scale;
  const font = canvasFont(style.fontFamily, fontPx);
  ctx.font = font;
  const maxTextWidth = safe.width - 2 * padding;
  const { lines, overflow } = wrapWords(ctx, text.replace(/\s+/g, ' ').trim(), maxTextWidth);
  const lineHeight = fontPx * 1.25;
  const textWidth = Math.max(0, ...lines.map((line) => ctx.measureText(line).width));
  const boxWidth = Math.min(safe.width, Math.ceil(textWidth + 2 * padding));
  const boxHeight = Math.ceil(lines.length * lineHeight + 2 * padding);
  const box = { x: Math.round(safe.x + (safe.width - boxWidth) / 2), y: Math.round(safe.y + safe.height - boxHeight), width: boxWidth, height: boxHeight };
  return { font, lines, box, fits: !overflow && lines.length <= captionMaxLines };
}

/** The caption's box as a PNG and where it goes on the frame; `highlight` is the index of the word being spoken. */
export async function drawCaptionTile(text: string, style: CaptionStyle, width: number, height: number, highlight?: number): Promise<{ png: Buffer; x: number; y: number; box: Box }> {
  const layout = layoutCaption(text, style, width, height);
  const { box } = layout;
  const canvas = createCanvas(Math.max(1, box.width), Math.max(1, box.height));
  paintCaption(canvas.getContext('2d'), style, layout, width, height, highlight);
  return { png: await canvas.encode('png'), x: box.x, y: box.y, box };
}

function paintCaption(ctx: SKRSContext2D, style: CaptionStyle, layout: CaptionLayout, width: number, height: number, highlight?: number): void {
  const scale = Math.min(width, height) / overlayReferenceShortSide;
  const { box } = layout;
  ctx.globalAlpha = style.backgroundOpacity;
  ctx.fillStyle = style.backgroundColor;
  ctx.beginPath();
  ctx.roundRect(0, 0, box.width, box.height, Math.min(captionRadiusPx * scale, box.height / 2));
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.fillStyle = style.color;
  ctx.font = layout.font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const lineHeight = captionFontPx * scale * 1.25;
  const padding = captionPaddingPx * scale;
  if (highlight === undefined || !style.highlight) {
    for (const [index, line] of layout.lines.entries()) ctx.fillText(line, box.width / 2, padding + index * lineHeight + lineHeight / 2);
    return;
  }
  // Word by word, left to right from where the centred line starts, the spoken one on its pill.
  ctx.textAlign = 'left';
  const space = ctx.measureText(' ').width;
  const pad = lineHeight * 0.12;
  let wordIndex = 0;
  for (const [index, line] of layout.lines.entries()) {
    const y = padding + index * lineHeight + lineHeight / 2;
    let x = (box.width - ctx.measureText(line).width) / 2;
    for (const word of line.split(' ')) {
      const wordWidth = ctx.measureText(word).width;
      if (wordIndex === highlight) {
        ctx.fillStyle = style.highlight.color;
        ctx.beginPath();
        ctx.roundRect(x - pad, y - lineHeight / 2 + pad / 2, wordWidth + 2 * pad, lineHeight - pad, Math.min(captionRadiusPx * scale, lineHeight / 3));
        ctx.fill();
        ctx.fillStyle = style.highlight.textColor;
      } else ctx.fillStyle = style.color;
      ctx.fillText(word, x, y);
      x += wordWidth + space;
      wordIndex++;
    }
  }
}

/** Word wrap; `overflow` when a single word is wider than the line (it is then cut by character and the caller should split). */
function wrapWords(ctx: SKRSContext2D, text: string, maxWidth: number): { lines: string[]; overflow: boolean } {
  const lines: string[] = [];
  let overflow = false;
  let current = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (ctx.measureText(candidate).width <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    if (ctx.measureText(word).width > maxWidth) {
      overflow = true;
      let piece = '';
      for (const char of word) {
        if (piece && ctx.measureText(piece + char).width > maxWidth) {
          lines.push(piece);
          piece = char;
        } else piece += char;
      }
      current = piece;
    }
  }
  if (current) lines.push(current);
  return { lines, overflow };
}
