import { z } from 'zod';
import {
  overlayFontFamilies,
  overlayPositions,
  overlayTextAligns,
  textOverlayLimits as limits,
} from '../../constants.ts';

/** Hex (#rgb, #rrggbb, #rrggbbaa), a colour keyword, or rgb()/rgba(): what the picker or text entry produce. */
const Color = z
  .string()
  .trim()
  .regex(/^(#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|[a-zA-Z]{3,20}|rgba?\([0-9.,%\s]{5,40}\))$/, 'Please enter a valid color');

export const TextOverlay = z.object({
  text: z.string().max(limits.textMaxLength, `Text must be at most ${limits.textMaxLength} characters`),
  position: z.enum(overlayPositions),
  fontSize: z.number().min(limits.fontSize.min).max(limits.fontSize.max),
  fontFamily: z.enum(overlayFontFamilies),
  color: Color,
  backgroundColor: Color,
  backgroundOpacity: z.number().min(limits.backgroundOpacity.min).max(limits.backgroundOpacity.max),
  textAlign: z.enum(overlayTextAligns),
  padding: z.number().min(limits.padding.min).max(limits.padding.max),
  borderRadius: z.number().min(limits.borderRadius.min).max(limits.borderRadius.max),
});
export type TextOverlay = z.infer<typeof TextOverlay>;

export type TextOverlayStyle = Omit<TextOverlay, 'text'>;

/** Spec section 9: bottom, 48px, white text on #8b5cf6 at 0.9 opacity, padding 20, radius 10. */
export const defaultOverlayStyle = {
  position: 'bottom',
  fontSize: 48,
  fontFamily: 'Arial',
  // Hex rather than 'white' so a colour picker can show it.
  color: '#ffffff',
  backgroundColor: '#8b5cf6',
  backgroundOpacity: 0.9,
  textAlign: 'center',
  padding: 20,
  borderRadius: 10,
} as const satisfies TextOverlayStyle;

/**
 * The five slides' default overlays (spec section 3), each a headline and a second line. Text is cut
 * to the overlay limit so a long business name still yields valid overlays.
 */
export function defaultTextOverlays(businessName: string, type?: string, firstFeature?: string): TextOverlay[] {
  const name = businessName.trim();
  const lines: [string, string][] = [
    [name, 'Professional Solutions'],
    [type?.trim() || 'Quality Service', 'Trusted Excellence'],
    [firstFeature?.trim() || 'Advanced Features', 'Powerful Tools'],
    ['Get Started Today', 'Visit Our Website'],
    ['Transform Your Future', `With ${name}`],
  ];
  return lines.map(([headline, second]) => ({
    ...defaultOverlayStyle,
    text: `${headline}\n${second}`.slice(0, limits.textMaxLength),
  }));
}

/**
 * The five slides' overlays from a site's own lines (one or two lines per slide, each whole), with
 * the spec's default line wherever the site gave nothing (null). Lines are never cut: a slide whose
 * lines would pass the overlay limit keeps only its first line, or falls back to the default.
 */
export function textOverlaysFromLines(
  lines: ReadonlyArray<readonly string[] | null | undefined>,
  businessName: string,
  type?: string,
  firstFeature?: string,
): TextOverlay[] {
  const defaults = defaultTextOverlays(businessName, type, firstFeature);
  return defaults.map((fallback, index) => {
    const own = (lines[index] ?? []).map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean);
    const joined = own.join('\n');
    const text = own.length === 0 ? null : joined.length <= limits.textMaxLength ? joined : (own[0] ?? '').length <= limits.textMaxLength ? own[0]! : null;
    return text === null ? fallback : { ...defaultOverlayStyle, text };
  });
}
