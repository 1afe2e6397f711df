import { defaultOverlayStyle, type TextOverlay } from '@sitespark/contracts';
import type { KitLanguage } from '@sitespark/site-model';
import type { CapturedBrand } from '../adapters/chromium.ts';
import type { CaptionStyle } from '../engine/index.ts';

/** How a site's videos look: its own colour and type when the page shows them, the spec's purple and Arial when not. */
export interface BrandLook {
  color: string;
  /** White or near-black, whichever reads better on `color`. */
  textColor: string;
  fontFamily: TextOverlay['fontFamily'];
  /** True when the colour came from the site rather than the default. */
  fromSite: boolean;
}

export function brandLook(brand: CapturedBrand | undefined): BrandLook {
  const color = brand?.primary && /^#[0-9a-f]{6}$/i.test(brand.primary) ? brand.primary.toLowerCase() : defaultOverlayStyle.backgroundColor;
  return { color, textColor: readableOn(color), fontFamily: editorFontFor(brand?.headingFont ?? null), fromSite: color !== defaultOverlayStyle.backgroundColor };
}

/** The overlays in the brand's colour and type; `position` moves them off the captions when there are any. */
export function brandOverlays(overlays: readonly TextOverlay[], look: BrandLook, position?: TextOverlay['position']): TextOverlay[] {
  return overlays.map((overlay) => ({ ...overlay, backgroundColor: look.color, color: look.textColor, fontFamily: look.fontFamily, ...(position ? { position } : {}) }));
}

/**
 * The captions in the brand's look: a line on the brand's colour; word by word, white words on a dark
 * box with the spoken word on the brand's colour (any brand colour reads there, light or dark).
 */
export function brandCaptionStyle(look: BrandLook, mode: 'off' | 'line' | 'word-by-word' = 'line'): CaptionStyle {
  if (mode !== 'word-by-word') return { fontFamily: look.fontFamily, color: look.textColor, backgroundColor: look.color, backgroundOpacity: 0.92 };
  return { fontFamily: look.fontFamily, color: '#ffffff', backgroundColor: '#111827', backgroundOpacity: 0.78, highlight: { color: look.color, textColor: look.textColor } };
}

/** The editor font nearest a page's heading font: the renderer and the preview only have those files. */
function editorFontFor(fontStack: string | null): TextOverlay['fontFamily'] {
  const stack = (fontStack ?? '').toLowerCase();
  if (!stack) return defaultOverlayStyle.fontFamily;
  const first = stack.split(',')[0]!.replace(/["']/g, '').trim();
  if (first.includes('inter')) return 'Inter';
  if (/impact|anton|oswald|bebas/.test(first)) return 'Impact';
  if (/comic/.test(first)) return 'Comic Sans';
  if (/mono|courier|code/.test(first)) return 'Courier New';
  if (/times/.test(first)) return 'Times New Roman';
  if (/georgia|garamond|playfair|merriweather|lora|serif/.test(first) && !/sans/.test(first)) return 'Georgia';
  return 'Arial';
}

/** WCAG relative luminance decides white or dark text. */
function readableOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white (1.05 / (L + 0.05)) against contrast with near-black #111827 (L ~ 0.0116).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0616 ? '#ffffff' : '#111827';
}

/** The end card's button when the page names no call to action of its own. */
export function endCardAction(language: KitLanguage): string {
  return { en: 'Visit us', de: 'Besuchen Sie uns', es: 'Visítanos', fr: 'Rendez-nous visite', pt: 'Visite-nos' }[language];
}
