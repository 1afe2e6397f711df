import { existsSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { defaultOverlayStyle, overlayFontFamilies, type TextOverlay } from '@sitespark/contracts';
import { describe, expect, it } from 'vitest';
import { drawOverlay, layoutOverlay, overlayFontFiles, overlayMarginPx, overlayReferenceShortSide } from '../../src/engine/index.ts';
import { hexToRgb, readPixels } from './fixtures.ts';

const width = 640;
const height = 360;
const scale = Math.min(width, height) / overlayReferenceShortSide;
const margin = overlayMarginPx * scale;

const longText =
  'Acme Widgets builds dependable, affordable widgets for small businesses, families and everyone else too!';

function overlayWith(changes: Partial<TextOverlay>): TextOverlay {
  return { ...defaultOverlayStyle, text: 'Acme Widgets', ...changes };
}

describe('drawOverlay', () => {
  it('wraps a long text into several lines that stay inside the box and the frame', async () => {
    const overlay = overlayWith({ text: longText, fontSize: 80 });
    const layout = layoutOverlay(overlay, width, height);
    const padding = overlay.padding * scale;

    expect(layout.lines.length).toBeGreaterThanOrEqual(3);
    expect(layout.lines.map((line) => line.text).join(' ')).toBe(longText);
    for (const line of layout.lines) expect(line.width).toBeLessThanOrEqual(layout.box.width - 2 * padding + 0.5);
    expect(layout.box.x).toBeGreaterThanOrEqual(0);
    expect(layout.box.y).toBeGreaterThanOrEqual(0);
    expect(layout.box.x + layout.box.width).toBeLessThanOrEqual(width);
    expect(layout.box.y + layout.box.height).toBeLessThanOrEqual(height);

    const pixels = await readPixels(await drawOverlay(overlay, width, height));
    expect([pixels.width, pixels.height]).toEqual([width, height]);
    // Transparent outside the box; the box is #8b5cf6 at 0.9 opacity in its padding.
    expect(pixels.at(2, 2)[3]).toBe(0);
    expect(pixels.at(width / 2, layout.box.y - 3)[3]).toBe(0);
    const inPadding = pixels.at(layout.box.x + layout.box.width / 2, layout.box.y + 2);
    expect(Math.abs((inPadding[3] ?? 0) - 0.9 * 255)).toBeLessThanOrEqual(2);
    const [r, g, b] = hexToRgb(defaultOverlayStyle.backgroundColor);
    expect(Math.abs((inPadding[0] ?? 0) - r)).toBeLessThanOrEqual(3);
    expect(Math.abs((inPadding[1] ?? 0) - g)).toBeLessThanOrEqual(3);
    expect(Math.abs((inPadding[2] ?? 0) - b)).toBeLessThanOrEqual(3);

    // Every line has white text drawn on it.
    for (const line of layout.lines) {
      let whitest = 0;
      for (let x = line.x - line.width / 2; x < line.x + line.width / 2; x++) {
        const [pr, pg, pb] = pixels.at(x, line.y);
        whitest = Math.max(whitest, Math.min(pr ?? 0, pg ?? 0, pb ?? 0));
      }
      expect(whitest).toBeGreaterThan(230);
    }
  });

  it('keeps explicit line breaks and shrinks a text too tall for the frame', () => {
    expect(layoutOverlay(overlayWith({ text: 'Acme\nProfessional Solutions' }), width, height).lines.map((l) => l.text)).toEqual([
      'Acme',
      'Professional Solutions',
    ]);
    // One unbreakable 100-character word at the largest size and padding needs ten lines at 80 px.
    const tall = layoutOverlay(overlayWith({ text: 'W'.repeat(100), fontSize: 80, padding: 50 }), 540, 540);
    expect(tall.fontPx).toBeLessThan(80 * (540 / overlayReferenceShortSide));
    expect(tall.lines.map((line) => line.text).join('')).toBe('W'.repeat(100));
    expect(tall.box.y + tall.box.height).toBeLessThanOrEqual(540);
    expect(tall.box.y).toBeGreaterThanOrEqual(0);
  });

  it('places the box by position and textAlign', () => {
    const top = layoutOverlay(overlayWith({ position: 'top', textAlign: 'left' }), width, height).box;
    const middle = layoutOverlay(overlayWith({ position: 'middle' }), width, height).box;
    const bottom = layoutOverlay(overlayWith({ position: 'bottom', textAlign: 'right' }), width, height).box;
    expect(top.y).toBe(Math.round(margin));
    expect(top.x).toBe(Math.round(margin));
    expect(Math.abs(middle.y + middle.height / 2 - height / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(middle.x + middle.width / 2 - width / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(bottom.y + bottom.height - (height - margin))).toBeLessThanOrEqual(1);
    expect(Math.abs(bottom.x + bottom.width - (width - margin))).toBeLessThanOrEqual(1);
  });

  it('draws each editor font from its own file', () => {
    const files = overlayFontFamilies.map((family) => overlayFontFiles[family]);
    expect(new Set(files).size).toBe(overlayFontFamilies.length);
    for (const file of files) {
      expect(isAbsolute(file)).toBe(true);
      expect(existsSync(file)).toBe(true);
    }
    const widths = overlayFontFamilies.map(
      (fontFamily) => layoutOverlay(overlayWith({ fontFamily, text: 'Illustrate' }), 1920, 1080).lines[0]?.width ?? 0,
    );
    // Monospace Courier is the widest, condensed Impact the narrowest: a fallback font would not be.
    const byFamily = Object.fromEntries(overlayFontFamilies.map((family, index) => [family, widths[index] ?? 0]));
    expect(byFamily['Courier New']).toBeGreaterThan(Math.max(byFamily.Arial ?? 0, byFamily.Inter ?? 0));
    expect(byFamily.Impact).toBeLessThan(Math.min(byFamily.Arial ?? 0, byFamily.Georgia ?? 0));
    expect(new Set(widths.map((value) => value.toFixed(1))).size).toBeGreaterThanOrEqual(6);
  });

  it('draws nothing for an empty text', async () => {
    const pixels = await readPixels(await drawOverlay(overlayWith({ text: '  ' }), 64, 36));
    for (let y = 0; y < 36; y += 4) for (let x = 0; x < 64; x += 4) expect(pixels.at(x, y)[3]).toBe(0);
  });
});
