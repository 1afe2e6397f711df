import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';
import type { TextOverlay } from '@sitespark/contracts';

type OverlayFontFamily = TextOverlay['fontFamily'];

const require = createRequire(import.meta.url);
const liberation = '/usr/share/fonts/truetype/liberation';

/**
 * One bold face per editor font. Arial, Times New Roman and Courier New are stood in for by the
 * metric-compatible Liberation fonts (Debian fonts-liberation); Georgia, Impact and Comic Sans by
 * Gelasio, Anton (its only weight) and Comic Neue. The browser's preview loads the same files.
 */
export const overlayFontFiles: Record<OverlayFontFamily, string> = {
  Arial: `${liberation}/LiberationSans-Bold.ttf`,
  Inter: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff2'),
  Georgia: require.resolve('@fontsource/gelasio/files/gelasio-latin-700-normal.woff2'),
  'Times New Roman': `${liberation}/LiberationSerif-Bold.ttf`,
  'Courier New': `${liberation}/LiberationMono-Bold.ttf`,
  Impact: require.resolve('@fontsource/anton/files/anton-latin-400-normal.woff2'),
  'Comic Sans': require.resolve('@fontsource/comic-neue/files/comic-neue-latin-700-normal.woff2'),
};

/** Debian fonts-noto-color-emoji: without it an emoji in an overlay or caption draws as an empty box. */
export const emojiFontFile = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';
const emojiFontName = 'SiteSpark Emoji';

/**
 * Debian fonts-dejavu: arrows and other symbols the editor fonts' Latin files lack ("Ver preços →"
 * drew its arrow as a box). Optional: without it those few glyphs stay boxes, nothing else changes.
 */
export const symbolFontFile = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const symbolFontName = 'SiteSpark Symbols';

/** A canvas font for an editor font at a size, falling back to the symbol font, then the emoji font, for the glyphs it lacks. */
export function canvasFont(family: OverlayFontFamily, sizePx: number): string {
  return `${sizePx}px "${canvasFontName(family)}", "${symbolFontName}", "${emojiFontName}"`;
}

/**
 * Each font is registered under a name of our own so a system font called "Arial" (if one is ever
 * installed) cannot be picked instead of the file the preview uses.
 */
export function canvasFontName(family: OverlayFontFamily): string {
  return `SiteSpark ${family}`;
}

let registered = false;

export function registerOverlayFonts(): void {
  if (registered) return;
  for (const [family, file] of Object.entries(overlayFontFiles) as [OverlayFontFamily, string][]) {
    if (!existsSync(file)) {
      throw new Error(`Overlay font for ${family} is missing: ${file} (install fonts-liberation and the @fontsource packages)`);
    }
    if (!GlobalFonts.registerFromPath(file, canvasFontName(family))) {
      throw new Error(`Overlay font for ${family} could not be loaded from ${file}`);
    }
  }
  if (existsSync(symbolFontFile)) GlobalFonts.registerFromPath(symbolFontFile, symbolFontName);
  if (!existsSync(emojiFontFile) || !GlobalFonts.registerFromPath(emojiFontFile, emojiFontName)) {
    throw new Error(`The emoji font is missing or unreadable: ${emojiFontFile} (install fonts-noto-color-emoji)`);
  }
  registered = true;
}
