import type { BrandColors } from '@sitespark/contracts';

/** The typeface the kit's flyers are set in (they embed it), with the stack they name after it. */
export const flyerFontStack = ['Inter', 'Helvetica Neue', 'Arial', 'sans-serif'] as const;

function srgb(hex: string): { colorSpace: 'srgb'; components: [number, number, number]; hex: string } {
  const clean = /^#[0-9a-f]{6}$/i.test(hex) ? hex.toLowerCase() : '#000000';
  const channel = (offset: number) => Math.round((parseInt(clean.slice(offset, offset + 2), 16) / 255) * 10_000) / 10_000;
  return { colorSpace: 'srgb', components: [channel(1), channel(3), channel(5)], hex: clean };
}

/**
 * The brand kit as design tokens in the W3C Design Tokens Community Group format (2025.10): groups
 * with `$type`, tokens with `$value`; colours as sRGB components with their hex.
 */
export function brandDesignTokens(colors: BrandColors, name: string, evidence: readonly string[]): Record<string, unknown> {
  const color = (value: string, description: string) => ({ $value: srgb(value), $description: description });
  return {
    $description: `${name} brand kit by SiteSpark`,
    color: {
      $type: 'color',
      primary: color(colors.primary, 'Main brand colour'),
      secondary: color(colors.secondary, 'Supporting colour'),
      accent: color(colors.accent, 'Highlights and calls to action'),
      neutral: color(colors.neutral, 'Text and dark surfaces'),
      ...(evidence.length > 0 ? { $description: `Where these colours come from: ${evidence.join('; ')}` } : {}),
    },
    font: {
      $type: 'fontFamily',
      body: { $value: [...flyerFontStack], $description: "The typeface of the kit's flyers" },
    },
  };
}
