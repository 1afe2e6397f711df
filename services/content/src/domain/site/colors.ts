/** Colour parsing and arithmetic for brand palettes. Colours travel as lowercase `#rrggbb`. */
import { wordEntry } from '@sitespark/site-model';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface Hsl {
  /** 0-360 */
  h: number;
  /** 0-1 */
  s: number;
  /** 0-1 */
  l: number;
}

const namedColors: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  navy: '#000080',
  teal: '#008080',
  purple: '#800080',
  orange: '#ffa500',
  gold: '#ffd700',
  crimson: '#dc143c',
  coral: '#ff7f50',
  tomato: '#ff6347',
  indigo: '#4b0082',
  royalblue: '#4169e1',
  dodgerblue: '#1e90ff',
  seagreen: '#2e8b57',
  forestgreen: '#228b22',
  darkgreen: '#006400',
  maroon: '#800000',
  olive: '#808000',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
};

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((v) => clampByte(v).toString(16).padStart(2, '0')).join('')}`;
}

export function hexToRgb(hex: string): Rgb {
  const value = hex.replace('#', '');
  return {
    r: Number.parseInt(value.slice(0, 2), 16),
    g: Number.parseInt(value.slice(2, 4), 16),
    b: Number.parseInt(value.slice(4, 6), 16),
  };
}

function channel(text: string, scale: number): number {
  const value = text.trim();
  return value.endsWith('%') ? (Number.parseFloat(value) / 100) * scale : Number.parseFloat(value);
}

function alphaOf(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return 1;
  return channel(text, 1);
}

/**
 * An opaque colour from CSS text (`#abc`, `#aabbcc`, `#aabbccdd`, `rgb()`/`rgba()`, `hsl()`/`hsla()`,
 * a few common names), or null for anything else, including mostly transparent colours.
 */
export function parseCssColor(input: string): string | null {
  const text = input.trim().toLowerCase();
  if (text.startsWith('#')) {
    const hex = text.slice(1);
    if (!/^[0-9a-f]+$/.test(hex)) return null;
    if (hex.length === 3 || hex.length === 4) {
      if (hex.length === 4 && Number.parseInt(hex[3]!, 16) < 8) return null;
      return `#${hex[0]}${hex[0]}${hex[1]}${hex[1]}${hex[2]}${hex[2]}`;
    }
    if (hex.length === 6) return `#${hex}`;
    if (hex.length === 8) return Number.parseInt(hex.slice(6), 16) < 128 ? null : `#${hex.slice(0, 6)}`;
    return null;
  }
  const fn = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(text);
  if (fn) {
    const parts = fn[2]!.split(/[\s,/]+/).filter(Boolean);
    if (parts.length < 3) return null;
    if (alphaOf(parts[3]) < 0.5) return null;
    if (fn[1]!.startsWith('rgb')) {
      const [r, g, b] = parts.slice(0, 3).map((part) => channel(part, 255)) as [number, number, number];
      if ([r, g, b].some((v) => !Number.isFinite(v))) return null;
      return toHex({ r, g, b });
    }
    const h = Number.parseFloat(parts[0]!);
    const s = channel(parts[1]!.endsWith('%') ? parts[1]! : `${parts[1]}%`, 1);
    const l = channel(parts[2]!.endsWith('%') ? parts[2]! : `${parts[2]}%`, 1);
    if ([h, s, l].some((v) => !Number.isFinite(v))) return null;
    return toHex(hslToRgb({ h: ((h % 360) + 360) % 360, s: Math.min(1, s), l: Math.min(1, l) }));
  }
  return wordEntry(namedColors, text) ?? null;
}

export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: h * 60, s, l };
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    let x = t;
    if (x < 0) x += 1;
    if (x > 1) x -= 1;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  const hn = h / 360;
  return { r: hue(hn + 1 / 3) * 255, g: hue(hn) * 255, b: hue(hn - 1 / 3) * 255 };
}

export function hexToHsl(hex: string): Hsl {
  return rgbToHsl(hexToRgb(hex));
}

export function hslToHex(hsl: Hsl): string {
  return toHex(hslToRgb(hsl));
}

/** Greys, near-white and near-black carry no brand hue; they are candidates for the neutral only. */
export function isNeutral(hex: string): boolean {
  const { s, l } = hexToHsl(hex);
  return s < 0.15 || l > 0.94 || l < 0.07;
}

/** Perceptual distance ("redmean"), 0 for equal colours, about 765 for black and white. */
export function colorDistance(a: string, b: string): number {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  const rMean = (x.r + y.r) / 2;
  const dr = x.r - y.r;
  const dg = x.g - y.g;
  const db = x.b - y.b;
  return Math.sqrt((2 + rMean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rMean) / 256) * db * db);
}

function relativeLuminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** White or near-black, whichever reads better on the background. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#111827') ? '#ffffff' : '#111827';
}

const colorToken = /#[0-9a-fA-F]{3,8}\b|rgba?\([^)]{5,60}\)|hsla?\([^)]{5,60}\)/g;

/** Every colour literal in a piece of CSS text, parsed. */
export function colorsIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(colorToken)) {
    const color = parseCssColor(match[0]);
    if (color) found.push(color);
  }
  return found;
}
