import type { CSSProperties } from 'react';
import { overlayFontFamilies } from '@sitespark/contracts';
import type { TextOverlay } from '@sitespark/contracts';

type OverlayFontFamily = (typeof overlayFontFamilies)[number];

/**
 * The renderer draws overlays on a frame whose short side is 1080 px, 40 px from its edges, with
 * lines 1.2 high (services/render draw-overlay). The preview is a 16:9 container, so one reference
 * pixel is 100cqw / 1920.
 */
const referencePixel = (px: number) => `calc(${px} * 100cqw / 1920)`;
const overlayMargin = 40;

/** The same faces the renderer uses: Liberation for the metric-compatible three, web fonts for the rest. */
export const overlayFontStacks: Record<OverlayFontFamily, string> = {
  Arial: 'Arial, "Liberation Sans", Helvetica, sans-serif',
  Inter: '"SiteSpark Inter", "Inter Variable", Inter, sans-serif',
  Georgia: '"SiteSpark Georgia", Georgia, serif',
  'Times New Roman': '"Times New Roman", "Liberation Serif", Times, serif',
  'Courier New': '"Courier New", "Liberation Mono", Courier, monospace',
  Impact: '"SiteSpark Impact", Impact, "Arial Narrow", sans-serif',
  'Comic Sans': '"SiteSpark Comic Sans", "Comic Sans MS", "Comic Neue", cursive',
};

/** A colour at the given opacity: hex as rgba(), anything else (a name, rgb()) mixed with transparent. */
export function withOpacity(color: string, opacity: number): string {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color.trim())?.[1];
  if (!hex) return `color-mix(in srgb, ${color.trim()} ${Math.round(opacity * 100)}%, transparent)`;
  const full = hex.length <= 4 ? hex.split('').map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}

/** What an <input type="color"> can show for a colour: #rrggbb, or black when it is not hex. */
export function toPickerHex(color: string): string {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color.trim())?.[1];
  if (!hex) return '#000000';
  const full = hex.length <= 4 ? hex.split('').map((digit) => digit + digit).join('') : hex;
  return `#${full.slice(0, 6).toLowerCase()}`;
}

/** Places the overlay box on its slide (the slide is the positioned parent). */
export function overlayLayerStyle(overlay: TextOverlay): CSSProperties {
  const vertical = { top: 'flex-start', middle: 'center', bottom: 'flex-end' } as const;
  const horizontal = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;
  return {
    display: 'flex',
    alignItems: vertical[overlay.position],
    justifyContent: horizontal[overlay.textAlign],
    padding: referencePixel(overlayMargin),
  };
}

export function overlayBoxStyle(overlay: TextOverlay): CSSProperties {
  return {
    maxWidth: '100%',
    fontFamily: overlayFontStacks[overlay.fontFamily],
    fontWeight: overlay.fontFamily === 'Impact' ? 400 : 700,
    fontSize: referencePixel(overlay.fontSize),
    lineHeight: 1.2,
    color: overlay.color,
    backgroundColor: withOpacity(overlay.backgroundColor, overlay.backgroundOpacity),
    padding: referencePixel(overlay.padding),
    borderRadius: referencePixel(overlay.borderRadius),
    textAlign: overlay.textAlign,
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  };
}
