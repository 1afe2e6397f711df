/** Reading text: the fixture page's visible text, the kit's copy pieces, sentences and words. */
import { parse, type HTMLElement } from 'node-html-parser';
import { abbreviations } from './lexicon.ts';

const blockTags = new Set(['p', 'div', 'section', 'article', 'header', 'footer', 'nav', 'main', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'cite', 'figure', 'figcaption', 'table', 'tr', 'td', 'th', 'br', 'a', 'time', 'picture']);

export interface PageText {
  /** Visible lines: headings, paragraphs, cells, link labels, image alt texts, title and meta description. */
  lines: string[];
  text: string;
  /** Text of attributions (cite, figcaption): where person names stand. */
  attributions: string[];
}

/** The visible text of a page, one line per block, with alt texts; scripts, styles and icons removed. */
export function pageText(html: string): PageText {
  const root = parse(html, { blockTextElements: { script: false, style: false, noscript: false } });
  for (const node of root.querySelectorAll('script, style, noscript, svg, template')) node.remove();
  const lines: string[] = [];
  const title = root.querySelector('title')?.text.trim();
  if (title) lines.push(...title.split(/\s[|·–—-]\s/));
  const description = root.querySelector('meta[name="description"]')?.getAttribute('content');
  if (description) lines.push(description);
  let current = '';
  const flush = () => {
    const line = current.replace(/\s+/g, ' ').trim();
    if (line) lines.push(line);
    current = '';
  };
  const walk = (node: HTMLElement) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) {
        current += decode(child.rawText);
      } else if (child.nodeType === 1) {
        const element = child as HTMLElement;
        const tag = element.rawTagName?.toLowerCase() ?? '';
        if (tag === 'head') continue;
        const block = blockTags.has(tag);
        if (block) flush();
        if (tag === 'img') {
          const alt = element.getAttribute('alt');
          if (alt) {
            flush();
            lines.push(decode(alt));
          }
        }
        walk(element);
        if (block) flush();
      }
    }
  };
  walk(root.querySelector('body') ?? root);
  flush();
  const split = lines.flatMap((line) => line.split(/\s*[·|]\s*/)).filter((line) => line.length > 0);
  const attributions = root.querySelectorAll('cite, figcaption').map((n) => decode(n.text).trim());
  return { lines: split, text: split.join('\n'), attributions };
}

function decode(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'");
}

export type PieceKind = 'post' | 'email' | 'ad' | 'website' | 'benefit';

export interface Piece {
  /** Where in the kit, e.g. "socialPlatforms.Twitter.2" or "emailCopy.body". */
  path: string;
  kind: PieceKind;
  platform?: string;
  option?: number;
  text: string;
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : []);

/**
 * The kit's copy: social posts, email subject/body/sequences, ad headline/description/variations,
 * website copy and key benefits. Advice (tips, budget tips, checklists, strategy, competitor
 * insights, the viral predictor's tips) is not copy and is left out.
 */
export function copyPieces(kit: unknown): Piece[] {
  const k = obj(kit);
  const pieces: Piece[] = [];
  const add = (path: string, kind: PieceKind, text: unknown, extra: Partial<Piece> = {}) => {
    if (typeof text === 'string' && text.trim()) pieces.push({ path, kind, text, ...extra });
  };
  const platforms = Array.isArray(k.socialPlatforms) ? k.socialPlatforms : [];
  if (platforms.length > 0) {
    for (const p of platforms) {
      const platform = String(obj(p).platform);
      strings(obj(p).options).forEach((text, i) => add(`socialPlatforms.${platform}.${i + 1}`, 'post', text, { platform, option: i + 1 }));
    }
  } else {
    const posts = obj(k.socialPosts);
    for (const key of ['option1', 'option2', 'option3']) add(`socialPosts.${key}`, 'post', posts[key]);
  }
  const email = obj(k.emailCopy);
  add('emailCopy.subject', 'email', email.subject);
  add('emailCopy.body', 'email', email.body);
  for (const [name, list] of Object.entries(obj(email.sequences))) {
    (Array.isArray(list) ? list : []).forEach((message, i) => {
      add(`emailCopy.sequences.${name}.${i + 1}.subject`, 'email', obj(message).subject);
      add(`emailCopy.sequences.${name}.${i + 1}.body`, 'email', obj(message).body);
    });
  }
  const ad = obj(k.adCopy);
  add('adCopy.headline', 'ad', ad.headline);
  add('adCopy.description', 'ad', ad.description);
  const variations = obj(ad.variations);
  strings(variations.headlines).forEach((t, i) => add(`adCopy.variations.headlines.${i + 1}`, 'ad', t));
  strings(variations.descriptions).forEach((t, i) => add(`adCopy.variations.descriptions.${i + 1}`, 'ad', t));
  const website = obj(k.websiteCopy);
  for (const key of ['hero', 'subheading', 'callToAction', 'features', 'benefits', 'testimonial']) add(`websiteCopy.${key}`, 'website', website[key]);
  strings(obj(k.marketingIntel).keyBenefits).forEach((t, i) => add(`marketingIntel.keyBenefits.${i + 1}`, 'benefit', t));
  return pieces;
}

export const urlPattern = /\bhttps?:\/\/\S+|\bwww\.\S+/giu;
export const emojiPattern = /\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0F}|\u{200D}/gu;
export const hashtagPattern = /(^|[^\p{L}\p{N}_&])#([\p{L}\p{N}_]+)/gu;

/** The piece without hashtags, links and emoji: the prose a sentence-level metric reads. */
export function prose(text: string): string {
  return text.replace(urlPattern, ' ').replace(hashtagPattern, '$1').replace(emojiPattern, ' ').replace(/[ \t]+/g, ' ');
}

/**
 * Sentences of a text: breaks at . ! ? … followed by a space and a capital/digit/quote, at line
 * breaks, and at · and |; never after abbreviations and initials (a.m., Co., Dr., "Dana K.", z. B.).
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const rawLine of prose(text).split(/\n+|\s[·|]\s/)) {
    const line = rawLine.trim();
    if (!line) continue;
    let start = 0;
    const re = /([.!?…]+)(["'”’»)]*)\s+(?=["'“‘«¿¡(]?[\p{Lu}\d])/gu;
    for (let m = re.exec(line); m; m = re.exec(line)) {
      const before = line.slice(start, m.index);
      const lastWord = (before.match(/(\S+)$/)?.[1] ?? '').toLowerCase().replace(/^["'“‘«(]+/, '');
      if (m[1] === '.' && (abbreviations.has(lastWord) || abbreviations.has(`${lastWord}.`) || /^\p{L}$/u.test(lastWord) || /^(\p{L}\.)+\p{L}?$/u.test(lastWord))) continue;
      out.push(line.slice(start, m.index + m[0].trimEnd().length).trim());
      start = m.index + m[0].length;
    }
    const rest = line.slice(start).trim();
    if (rest) out.push(rest);
  }
  return out.filter((s) => /\p{L}/u.test(s));
}

/** Words of a text (letters, digits, inner apostrophes and hyphens), case kept. */
export function tokens(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:['’\-.,][\p{L}\p{N}]+)*/gu) ?? [];
}

export const lower = (s: string) => s.toLocaleLowerCase();

/** Lowercase, accents kept, punctuation and spacing collapsed: for comparing phrases. */
export function normal(text: string): string {
  return tokens(lower(text.replace(/’/g, "'").replace(/&/g, ' and '))).join(' ');
}
