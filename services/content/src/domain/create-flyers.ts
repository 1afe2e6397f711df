import type { BrandColors, Flyers } from '@sitespark/contracts';
import { newObjectKey, type ObjectStore } from '@sitespark/service-kit';
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

/** Greedy word wrap by an average glyph width; a word longer than a line is cut. */
export function wrapText(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const perLine = Math.max(4, Math.floor(maxWidth / (fontSize * 0.55)));
  const lines: string[] = [];
  let current = '';
  for (const raw of text.split(/\s+/).filter(Boolean)) {
    const word = raw.length > perLine ? `${raw.slice(0, perLine - 1)}…` : raw;
    const next = current ? `${current} ${word}` : word;
    if (next.length <= perLine) {
      current = next;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && current) lines.push(current);
  const used = lines.join(' ').length;
  if (used < text.replace(/\s+/g, ' ').trim().length && lines.length > 0) {
    const last = lines[lines.length - 1]!;
    lines[lines.length - 1] = last.length + 1 <= perLine ? `${last}…` : `${last.slice(0, perLine - 1)}…`;
  }
  return lines;
}

function textBlock(lines: string[], x: number, y: number, size: number, attrs: string): string {
  const lineHeight = Math.round(size * 1.18);
  return lines.map((line, i) => `<text x="${x}" y="${y + i * lineHeight}" font-size="${size}" ${attrs}>${escapeXml(line)}</text>`).join('');
}

/** One flyer as SVG: brand gradient, headline, copy, features on tall formats, CTA button, domain. */
export function renderFlyerSvg(format: FlyerFormat, content: FlyerContent): string {
  const { width: w, height: h } = format;
  const u = Math.min(w, h) / 1080;
  const pad = Math.round(80 * u);
  const primary = safeColor(content.colors.primary, '#4f46e5');
  const secondary = safeColor(content.colors.secondary, '#7c3aed');
  const accent = safeColor(content.colors.accent, '#f59e0b');
  const text = contrastRatio(primary, '#ffffff') >= 3 && contrastRatio(secondary, '#ffffff') >= 3 ? '#ffffff' : readableTextOn(primary);
  const ctaText = readableTextOn(accent);
  const tall = h / w > 1.2;
  const wide = w / h > 1.6;
  const contentWidth = w - pad * 2;

  const headlineSize = Math.round((wide ? 84 : tall ? 104 : 92) * u);
  const headline = wrapText(content.headline, headlineSize, contentWidth, 3);
  const copySize = Math.round((wide ? 38 : 44) * u);
  const copy = wrapText(content.copy, copySize, contentWidth, wide ? 2 : 4);
  const featureSize = Math.round(40 * u);
  const features = tall ? content.features.slice(0, 4) : [];

  let y = pad + Math.round(60 * u);
  const parts: string[] = [];
  parts.push(`<text x="${pad}" y="${y}" font-size="${Math.round(40 * u)}" font-weight="700" letter-spacing="${Math.round(4 * u)}" fill="${text}" opacity="0.9">${escapeXml(content.name.toUpperCase())}</text>`);
  y += Math.round((tall ? 220 : wide ? 110 : 150) * u);
  parts.push(textBlock(headline, pad, y, headlineSize, `font-weight="800" fill="${text}"`));
  y += headline.length * Math.round(headlineSize * 1.18) + Math.round(30 * u);
  parts.push(`<rect x="${pad}" y="${y - Math.round(20 * u)}" width="${Math.round(140 * u)}" height="${Math.round(8 * u)}" rx="${Math.round(4 * u)}" fill="${accent}"/>`);
  y += Math.round(50 * u);
  parts.push(textBlock(copy, pad, y, copySize, `fill="${text}" opacity="0.92"`));
  y += copy.length * Math.round(copySize * 1.18) + Math.round(40 * u);
  for (const feature of features) {
    parts.push(`<circle cx="${pad + Math.round(14 * u)}" cy="${y - Math.round(featureSize * 0.35)}" r="${Math.round(10 * u)}" fill="${accent}"/>`);
    parts.push(textBlock(wrapText(feature, featureSize, contentWidth - Math.round(50 * u), 1), pad + Math.round(44 * u), y, featureSize, `fill="${text}"`));
    y += Math.round(featureSize * 1.7);
  }

  const ctaSize = Math.round(40 * u);
  const ctaLabel = wrapText(content.cta, ctaSize, contentWidth * 0.7, 1)[0] ?? '';
  const ctaWidth = Math.round(ctaLabel.length * ctaSize * 0.6 + 96 * u);
  const ctaHeight = Math.round(ctaSize * 2.2);
  const ctaY = h - pad - ctaHeight - Math.round(70 * u);
  parts.push(`<rect x="${pad}" y="${ctaY}" width="${ctaWidth}" height="${ctaHeight}" rx="${Math.round(ctaHeight / 2)}" fill="${accent}"/>`);
  parts.push(`<text x="${pad + ctaWidth / 2}" y="${ctaY + ctaHeight / 2 + ctaSize * 0.35}" font-size="${ctaSize}" font-weight="700" text-anchor="middle" fill="${ctaText}">${escapeXml(ctaLabel)}</text>`);
  parts.push(`<text x="${pad}" y="${h - pad}" font-size="${Math.round(32 * u)}" fill="${text}" opacity="0.85">${escapeXml(content.domain)}</text>`);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="Inter, 'Helvetica Neue', Arial, sans-serif">`,
    `<title>${escapeXml(`${content.name}: ${content.headline}`)}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${secondary}"/></linearGradient></defs>`,
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

/** Renders every format, stores each SVG under the user's flyer keys and lists their media URLs. */
export async function createFlyers(content: FlyerContent, deps: { store: ObjectStore; userId: string }): Promise<Flyers> {
  const flyers = await Promise.all(
    flyerFormats.map(async (format) => {
      const svg = Buffer.from(renderFlyerSvg(format, content), 'utf8');
      const key = newObjectKey('flyers', deps.userId, 'svg');
      await deps.store.put(key, svg, { contentType: 'image/svg+xml' });
      return { platform: format.platform, dimensions: `${format.width}x${format.height}`, size: humanSize(svg.length), downloadUrl: mediaUrl(key) };
    }),
  );
  return { flyers };
}
