import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import type { BrandColors, Flyers } from '@sitespark/contracts';
import { newObjectKey, type ObjectStore } from '@sitespark/service-kit';
import { fitWholeWords, splitSentences, withoutDanglingEnd, type KitLanguage } from '@sitespark/site-model';
import { mediaUrl } from './resolve-snippets.ts';
import { contrastRatio, readableTextOn } from './site/colors.ts';

export const flyerFormats = [
  { platform: 'Instagram', width: 1080, height: 1080 },
  { platform: 'Facebook', width: 1200, height: 630 },
  { platform: 'Twitter', width: 1600, height: 900 },
  { platform: 'LinkedIn', width: 1200, height: 627 },
  { platform: 'Story', width: 1080, height: 1920 },
  // US Letter at 300 dpi.
  { platform: 'Print Letter', width: 2550, height: 3300 },
] as const;

export type FlyerFormat = (typeof flyerFormats)[number];

export interface FlyerContent {
  name: string;
  headline: string;
  copy: string;
  cta: string;
  domain: string;
  features: string[];
  colors: BrandColors;
  /** The kit's language: the texts above are written in it; the SVG says so (`xml:lang`) and text is shortened by its sentences. */
  language?: KitLanguage;
}

/** Drops what XML 1.0 forbids even when escaped: control characters, lone surrogates, U+FFFE/U+FFFF. */
function withoutForbiddenXmlChars(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff) continue;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += value.slice(i, i + 2);
        i += 1;
      }
      continue;
    }
    if (code >= 0xdc00 && code <= 0xdfff) continue;
    out += value[i];
  }
  return out;
}

export function escapeXml(value: string): string {
  return withoutForbiddenXmlChars(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const hexColor = /^#[0-9a-f]{6}$/i;
function safeColor(value: string, fallback: string): string {
  return hexColor.test(value) ? value.toLowerCase() : fallback;
}

// ---------------------------------------------------------------------------------------------
// Measuring: the SVG names Inter and embeds the same Inter files that measure every line here, so
// what was laid out is what a viewer draws.

const require = createRequire(import.meta.url);
export type FlyerWeight = 400 | 700;
const fontFiles: Record<FlyerWeight, string> = {
  400: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff2'),
  700: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff2'),
};
/** Inter's vertical metrics per em (hhea ascender and descender). */
export const interAscent = 0.96875;
export const interDescent = 0.2412;
const lineHeight = 1.25;

const canvasFamily = (weight: FlyerWeight) => `SiteSpark Flyer Inter ${weight}`;
let measurer: SKRSContext2D | undefined;
function context(): SKRSContext2D {
  if (!measurer) {
    for (const weight of [400, 700] as const) {
      if (!GlobalFonts.registerFromPath(fontFiles[weight], canvasFamily(weight))) throw new Error(`The flyer font could not be loaded from ${fontFiles[weight]}`);
    }
    measurer = createCanvas(1, 1).getContext('2d');
  }
  return measurer;
}

/** The advance width of a line of text in Inter at a size and weight, as the canvas measures it. */
export function measureFlyerText(text: string, size: number, weight: FlyerWeight): number {
  const ctx = context();
  ctx.font = `${size}px "${canvasFamily(weight)}"`;
  return ctx.measureText(text).width;
}

let fontFaceCss: string | undefined;
function embeddedFonts(): string {
  fontFaceCss ??= ([400, 700] as const)
    .map((weight) => `@font-face{font-family:Inter;font-style:normal;font-weight:${weight};src:url(data:font/woff2;base64,${readFileSync(fontFiles[weight]).toString('base64')}) format('woff2')}`)
    .join('');
  return fontFaceCss;
}

// ---------------------------------------------------------------------------------------------
// Shortening by whole sentences and clauses (never by an ellipsis, never inside a word).

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const trailingEllipsis = /\s*(?:…|\.{3,})+\s*$/u;

/** Longest first: the whole text, then fewer whole sentences, then the first sentence's leading clauses. */
export function shorterForms(text: string, language: KitLanguage): string[] {
  const clean = withoutForbiddenXmlChars(collapse(text));
  const cut = trailingEllipsis.test(clean);
  let whole = clean.replace(trailingEllipsis, '');
  // A text that arrived cut ("… for busy people who…") loses the dangling words instead of keeping a broken end.
  if (cut) whole = withoutDanglingEnd(whole, language);
  if (!whole) return [];
  const forms = [whole];
  const sentences = splitSentences(whole, language);
  for (let count = sentences.length - 1; count >= 1; count--) forms.push(sentences.slice(0, count).join(' '));
  const first = sentences[0] ?? whole;
  for (let max = first.length - 1; max > 0; ) {
    const clause = fitWholeWords(first, max, language, { allowWords: false });
    if (!clause) break;
    forms.push(clause);
    max = clause.length - 1;
  }
  return [...new Set(forms.map(collapse).filter(Boolean))];
}

// ---------------------------------------------------------------------------------------------
// Layout.

export interface FlyerBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type FlyerTextRole = 'name' | 'headline' | 'copy' | 'feature' | 'cta' | 'domain';

export interface FlyerTextLine {
  role: FlyerTextRole;
  text: string;
  /** The anchor: the left edge for 'start', the centre for 'middle'. */
  x: number;
  baseline: number;
  size: number;
  weight: FlyerWeight;
  anchor: 'start' | 'middle';
  /** The measured advance width. */
  width: number;
  /** The line's box: its measured width by the font's ascent and descent. */
  box: FlyerBox;
}

export interface FlyerLayout {
  width: number;
  height: number;
  lines: FlyerTextLine[];
  button: FlyerBox;
  accentBar: FlyerBox | null;
  bullets: Array<{ cx: number; cy: number; r: number }>;
  /** The texts as shown (possibly shortened by sentences or clauses). */
  shown: { headline: string; copy: string; features: string[]; cta: string };
  /** 1 at the design sizes; lower when even the shortest texts needed smaller type. */
  scale: number;
}

/** The type scales tried in turn once the shortest wording does not fit; below 0.5 only for extreme texts. */
const scales = [1, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6, 0.55, 0.5];
const emergencyScales = [0.44, 0.38, 0.32, 0.26, 0.2];

/** Greedy wrap by measured width; null when a word is wider than the line or the lines are too many. */
function wrapMeasured(text: string, size: number, weight: FlyerWeight, maxWidth: number, maxLines: number): Array<{ text: string; width: number }> | null {
  const words = text.split(' ').filter(Boolean);
  const lines: Array<{ text: string; width: number }> = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (measureFlyerText(next, size, weight) <= maxWidth) {
      current = next;
      continue;
    }
    if (!current || measureFlyerText(word, size, weight) > maxWidth) return null;
    lines.push({ text: current, width: measureFlyerText(current, size, weight) });
    current = word;
    if (lines.length >= maxLines) return null;
  }
  if (current) lines.push({ text: current, width: measureFlyerText(current, size, weight) });
  return lines.length <= maxLines ? lines : null;
}

interface Shape {
  u: number;
  pad: number;
  tall: boolean;
  wide: boolean;
  contentWidth: number;
}

function shapeOf(format: Pick<FlyerFormat, 'width' | 'height'>): Shape {
  const u = Math.min(format.width, format.height) / 1080;
  const pad = Math.round(80 * u);
  return { u, pad, tall: format.height / format.width > 1.2, wide: format.width / format.height > 1.6, contentWidth: format.width - pad * 2 };
}

function textLine(role: FlyerTextRole, text: string, x: number, top: number, size: number, weight: FlyerWeight, width: number, anchor: 'start' | 'middle' = 'start'): FlyerTextLine {
  const baseline = top + interAscent * size;
  return { role, text, x, baseline, size, weight, anchor, width, box: { x: anchor === 'middle' ? x - width / 2 : x, y: top, width, height: (interAscent + interDescent) * size } };
}

interface Footer {
  lines: FlyerTextLine[];
  button: FlyerBox;
  cta: string;
  /** Where the body must end. */
  limit: number;
}

/** The CTA button and the domain at the bottom, measured; the label is shortened by whole words if it must be. */
function layoutFooter(format: FlyerFormat, shape: Shape, content: FlyerContent, scale: number, language: KitLanguage): Footer | null {
  const { u, pad, contentWidth } = shape;
  const domainSize = 32 * u * scale;
  const ctaSize = 40 * u * scale;
  const lines: FlyerTextLine[] = [];
  let bottom = format.height - pad;
  const domain = collapse(withoutForbiddenXmlChars(content.domain));
  if (domain) {
    const width = measureFlyerText(domain, domainSize, 400);
    if (width > contentWidth) return null;
    const top = bottom - (interAscent + interDescent) * domainSize;
    lines.push(textLine('domain', domain, pad, top, domainSize, 400, width));
    bottom = top - 28 * u * scale;
  }
  const padX = 48 * u * scale;
  const buttonHeight = ctaSize * 2.2;
  const label = collapse(withoutForbiddenXmlChars(content.cta));
  let cta = label;
  for (let max = label.length; cta; ) {
    if (measureFlyerText(cta, ctaSize, 700) + padX * 2 <= contentWidth) break;
    max = cta.length - 1;
    cta = max > 0 ? (fitWholeWords(label, max, language) ?? '') : '';
  }
  if (label && !cta) return null;
  const labelWidth = cta ? measureFlyerText(cta, ctaSize, 700) : 0;
  const button = { x: pad, y: bottom - buttonHeight, width: Math.max(labelWidth + padX * 2, 200 * u * scale), height: buttonHeight };
  if (cta) lines.push(textLine('cta', cta, button.x + button.width / 2, button.y + (buttonHeight - (interAscent + interDescent) * ctaSize) / 2, ctaSize, 700, labelWidth, 'middle'));
  return { lines, button, cta, limit: button.y - 36 * u * scale };
}

interface BodyChoice {
  headline: string;
  copy: string;
  features: string[];
}

function layoutBody(format: FlyerFormat, shape: Shape, content: FlyerContent, choice: BodyChoice, scale: number, limit: number): Omit<FlyerLayout, 'button' | 'shown' | 'scale' | 'width' | 'height'> | null {
  const { u, pad, tall, wide, contentWidth } = shape;
  const lines: FlyerTextLine[] = [];
  const bullets: FlyerLayout['bullets'] = [];
  let y = pad;
  const block = (role: FlyerTextRole, text: string, size: number, weight: FlyerWeight, maxLines: number, x = pad, width = contentWidth): boolean => {
    const wrapped = wrapMeasured(text, size, weight, width, maxLines);
    if (!wrapped) return false;
    for (const line of wrapped) {
      lines.push(textLine(role, line.text, x, y, size, weight, line.width));
      y += size * lineHeight;
    }
    return true;
  };

  const name = collapse(withoutForbiddenXmlChars(content.name)).toUpperCase();
  if (name && !block('name', name, 40 * u * scale, 700, 2)) return null;
  y += (tall ? 140 : wide ? 36 : 70) * u * scale;

  let accentBar: FlyerBox | null = null;
  if (choice.headline) {
    const size = (wide ? 84 : tall ? 104 : 92) * u * scale;
    if (!block('headline', choice.headline, size, 700, wide ? 3 : 6)) return null;
    y += 20 * u * scale;
    accentBar = { x: pad, y, width: 140 * u, height: 8 * u * scale };
    y += accentBar.height + 32 * u * scale;
  }
  if (choice.copy && !block('copy', choice.copy, (wide ? 38 : 44) * u * scale, 400, wide ? 3 : 6)) return null;
  if (choice.features.length > 0) {
    y += 28 * u * scale;
    const size = 40 * u * scale;
    const indent = 44 * u * scale;
    for (const feature of choice.features) {
      const top = y;
      if (!block('feature', feature, size, 400, 2, pad + indent, contentWidth - indent)) return null;
      bullets.push({ cx: pad + 14 * u * scale, cy: top + (interAscent * size) / 2 + size * 0.12, r: 10 * u * scale });
      y += 14 * u * scale;
    }
  }
  const bottom = Math.max(...lines.map((line) => line.box.y + line.box.height), accentBar ? accentBar.y + accentBar.height : 0);
  if (bottom > limit) return null;
  return { lines, accentBar, bullets };
}

/**
 * Lays a flyer out with measured text: name at the top, headline, accent bar, copy, features (tall
 * formats), the CTA button and the domain at the bottom. Texts are shortened by whole sentences,
 * then clauses (the copy before the headline, features dropped before the copy is cut further);
 * when even the shortest forms do not fit, the type gets smaller. Nothing overlaps and nothing
 * leaves the canvas.
 */
export function layoutFlyer(format: FlyerFormat, content: FlyerContent): FlyerLayout {
  const language = content.language ?? 'en';
  const shape = shapeOf(format);
  const headlines = shorterForms(content.headline, language);
  const copies = shorterForms(content.copy, language);
  const allFeatures = shape.tall
    ? content.features.map((feature) => collapse(withoutForbiddenXmlChars(feature))).filter((feature) => feature && feature.toLowerCase() !== collapse(content.name).toLowerCase()).slice(0, 4)
    : [];
  const attempt = (scale: number, choices: Iterable<BodyChoice>): FlyerLayout | null => {
    const footer = layoutFooter(format, shape, content, scale, language);
    if (!footer) return null;
    for (const choice of choices) {
      const body = layoutBody(format, shape, content, choice, scale, footer.limit);
      if (body) {
        return {
          width: format.width,
          height: format.height,
          lines: [...body.lines, ...footer.lines],
          button: footer.button,
          accentBar: body.accentBar,
          bullets: body.bullets,
          shown: { headline: choice.headline, copy: choice.copy, features: choice.features, cta: footer.cta },
          scale,
        };
      }
    }
    return null;
  };
  function* preferred(): Generator<BodyChoice> {
    for (const headline of headlines.length > 0 ? headlines : ['']) {
      for (const copy of copies.length > 0 ? copies : ['']) {
        for (let count = allFeatures.length; count >= 0; count--) yield { headline, copy, features: allFeatures.slice(0, count) };
      }
    }
  }
  function* withoutCopy(): Generator<BodyChoice> {
    for (const headline of [...headlines, '']) yield { headline, copy: '', features: [] };
  }
  for (const scale of scales) {
    const layout = attempt(scale, preferred());
    if (layout) return layout;
  }
  for (const scale of [...scales.slice(-1), ...emergencyScales]) {
    const layout = attempt(scale, withoutCopy());
    if (layout) return layout;
  }
  // Only a name or label with no break wider than the whole canvas at a fifth of the size gets here.
  return attempt(0.1, withoutCopy()) ?? { width: format.width, height: format.height, lines: [], button: { x: shape.pad, y: format.height - shape.pad - 10, width: 10, height: 10 }, accentBar: null, bullets: [], shown: { headline: '', copy: '', features: [], cta: '' }, scale: 0.1 };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** One flyer as SVG: brand gradient, then the measured layout's text, accent bar, bullets and button. */
export function renderFlyerSvg(format: FlyerFormat, content: FlyerContent): string {
  const { width: w, height: h } = format;
  const u = Math.min(w, h) / 1080;
  const primary = safeColor(content.colors.primary, '#4f46e5');
  const secondary = safeColor(content.colors.secondary, '#7c3aed');
  const accent = safeColor(content.colors.accent, '#f59e0b');
  const text = contrastRatio(primary, '#ffffff') >= 3 && contrastRatio(secondary, '#ffffff') >= 3 ? '#ffffff' : readableTextOn(primary);
  const ctaText = readableTextOn(accent);
  const layout = layoutFlyer(format, content);
  const opacity: Record<FlyerTextRole, string> = { name: ' opacity="0.9"', headline: '', copy: ' opacity="0.92"', feature: '', cta: '', domain: ' opacity="0.85"' };
  const parts: string[] = [];
  if (layout.accentBar) {
    const bar = layout.accentBar;
    parts.push(`<rect x="${round(bar.x)}" y="${round(bar.y)}" width="${round(bar.width)}" height="${round(bar.height)}" rx="${round(bar.height / 2)}" fill="${accent}"/>`);
  }
  for (const bullet of layout.bullets) parts.push(`<circle cx="${round(bullet.cx)}" cy="${round(bullet.cy)}" r="${round(bullet.r)}" fill="${accent}"/>`);
  const button = layout.button;
  if (layout.shown.cta) parts.push(`<rect x="${round(button.x)}" y="${round(button.y)}" width="${round(button.width)}" height="${round(button.height)}" rx="${round(button.height / 2)}" fill="${accent}"/>`);
  for (const line of layout.lines) {
    const fill = line.role === 'cta' ? ctaText : text;
    const anchor = line.anchor === 'middle' ? ' text-anchor="middle"' : '';
    // textLength pins each line to its measured width, so a viewer that falls back to another font still cannot overflow.
    parts.push(
      `<text x="${round(line.x)}" y="${round(line.baseline)}" font-size="${round(line.size)}" font-weight="${line.weight}"${anchor} textLength="${round(line.width)}" lengthAdjust="spacingAndGlyphs" fill="${fill}"${opacity[line.role]}>${escapeXml(line.text)}</text>`,
    );
  }
  const lang = content.language ?? 'en';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" xml:lang="${lang}" font-family="Inter, 'Helvetica Neue', Arial, sans-serif">`,
    `<title>${escapeXml(layout.shown.headline ? `${content.name}: ${layout.shown.headline}` : content.name)}</title>`,
    `<defs><style>${embeddedFonts()}</style><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${secondary}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    `<circle cx="${w - Math.round(120 * u)}" cy="${Math.round(140 * u)}" r="${Math.round(260 * u)}" fill="${accent}" opacity="0.18"/>`,
    `<circle cx="${w - Math.round(40 * u)}" cy="${h - Math.round(60 * u)}" r="${Math.round(180 * u)}" fill="#ffffff" opacity="0.08"/>`,
    ...parts,
    '</svg>',
  ].join('');
}

function humanSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

/** Every format's SVG, in flyerFormats' order. */
export function renderFlyerSvgs(content: FlyerContent): string[] {
  return flyerFormats.map((format) => renderFlyerSvg(format, content));
}

export interface CreateFlyersDeps {
  store: ObjectStore;
  /** Lays the flyers out (text measured in the font): renderFlyerSvgs, or the same in the kit compute pool. */
  renderSvgs?: (content: FlyerContent) => Promise<string[]>;
}

/** Renders every format, stores each SVG under a new key in the user's flyer space and lists their media URLs. */
export async function createFlyers(deps: CreateFlyersDeps, input: { content: FlyerContent; userId: string }): Promise<Flyers> {
  const { content, userId } = input;
  const svgs = deps.renderSvgs ? await deps.renderSvgs(content) : renderFlyerSvgs(content);
  const flyers = await Promise.all(
    flyerFormats.map(async (format, index) => {
      const svg = Buffer.from(svgs[index]!, 'utf8');
      const key = newObjectKey('flyers', userId, 'svg');
      await deps.store.put(key, svg, { contentType: 'image/svg+xml' });
      return { platform: format.platform, dimensions: `${format.width}x${format.height}`, size: humanSize(svg.length), downloadUrl: mediaUrl(key) };
    }),
  );
  return { flyers };
}
