import { parse, type HTMLElement, type Node } from 'node-html-parser';

/** What one walk over a page's HTML finds; the analysis and the classifier read only this. */
export interface PageFacts {
  title: string;
  /** `<meta name|property=...>` contents by lowercased key (first one wins). */
  meta: Record<string, string>;
  jsonLd: { types: string[]; names: string[]; descriptions: string[]; featureLists: string[] };
  headings: Array<{ level: number; text: string; section: string }>;
  paragraphs: Array<{ text: string; section: string }>;
  listItems: Array<{ text: string; section: string }>;
  callsToAction: string[];
  testimonials: Array<{ quote: string; author: string | null }>;
  stylesheets: string[];
  /** Icons, logo images and og:image as absolute URLs, best logo first. */
  logoImages: string[];
  ogImage: string | null;
  /** `<style>` elements, style attributes and inline SVG fills. */
  inlineCss: string;
  /** Visible text, whitespace collapsed, capped. */
  text: string;
  /** id/class tokens seen on the page (for e-commerce markup such as add-to-cart). */
  markupTokens: string[];
  articleCount: number;
  telLinks: number;
}

const sectionWords = /feature|service|benefit|product|solution|capabilit|pricing|plan|testimonial|review|quote|menu|hero|banner|about|faq|footer|nav|header|team|portfolio|work|project|blog|post|article|cart|shop|why|how/;
const sectionWordsGlobal = new RegExp(sectionWords.source, 'g');
const actionWords =
  /^(get|start|try|sign|join|book|order|buy|shop|contact|request|schedule|reserve|download|subscribe|learn|see|discover|explore|call|donate|register|apply|claim|create|view|hire|let's|talk|free)\b/i;
// Enough for the classifier: the top of a page (hero, features, pricing) says what the site is.
const maxTextChars = 20_000;
const maxItems = 400;

// Most text has no runs of whitespace; testing first avoids a replace over every string.
const needsCollapse = /\s\s|[\t\n\r\f\v\u00a0]/;
const collapse = (value: string) => (needsCollapse.test(value) ? value.replace(/\s+/g, ' ') : value).trim();

function absolute(href: string | undefined, base: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function collectJsonLd(raw: string, into: PageFacts['jsonLd']): void {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return;
  }
  const stack: unknown[] = [data];
  let visited = 0;
  while (stack.length > 0 && visited < 200) {
    visited += 1;
    const item = stack.pop();
    if (Array.isArray(item)) {
      stack.push(...item);
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const record = item as Record<string, unknown>;
    const type = record['@type'];
    for (const t of Array.isArray(type) ? type : [type]) if (typeof t === 'string') into.types.push(t);
    if (typeof record.name === 'string' && typeof type === 'string' && /Organization|WebSite|Corporation|LocalBusiness|Restaurant|Store|SoftwareApplication|Brand|Person/.test(type)) {
      into.names.push(collapse(record.name));
    }
    if (typeof record.description === 'string') into.descriptions.push(collapse(record.description));
    const featureList = record.featureList;
    if (typeof featureList === 'string') into.featureLists.push(...featureList.split(/[,\n]/).map(collapse).filter(Boolean));
    if (Array.isArray(featureList)) into.featureLists.push(...featureList.filter((f): f is string => typeof f === 'string').map(collapse));
    if (record['@graph']) stack.push(record['@graph']);
  }
}

/** How pages are parsed: scripts and styles kept as text (JSON-LD, CSS colours), comments dropped. */
export const pageParseOptions = {
  comment: false,
  lowerCaseTagName: true,
  blockTextElements: { script: true, style: true, noscript: false, pre: true },
} as const;

interface WalkContext {
  section: string;
  skipContent: boolean;
  inTestimonial: boolean;
}

/** One pass over the document; each element's text is read only where it is needed. */
export function readPage(html: string, pageUrl: string): PageFacts {
  const root = parse(html, pageParseOptions);
  const facts: PageFacts = {
    title: '',
    meta: {},
    jsonLd: { types: [], names: [], descriptions: [], featureLists: [] },
    headings: [],
    paragraphs: [],
    listItems: [],
    callsToAction: [],
    testimonials: [],
    stylesheets: [],
    logoImages: [],
    ogImage: null,
    inlineCss: '',
    text: '',
    markupTokens: [],
    articleCount: 0,
    telLinks: 0,
  };
  const css: string[] = [];
  const text: string[] = [];
  let textLength = 0;
  const ctaScores = new Map<string, number>();
  const icons: Array<{ url: string; rank: number }> = [];
  const tokens = new Set<string>();
  let base = pageUrl;

  const visit = (node: Node, context: WalkContext): void => {
    if (node.nodeType === 3) {
      if (context.skipContent || textLength >= maxTextChars) return;
      const value = collapse(node.text);
      if (value) {
        text.push(value);
        textLength += value.length + 1;
      }
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as HTMLElement;
    const tag = element.rawTagName?.toLowerCase() ?? '';
    const id = element.id ?? '';
    const classes = element.classNames ?? '';
    const ownTokens = id || classes ? `${id} ${classes}`.toLowerCase() : '';
    if (ownTokens && tokens.size < 2000) for (const token of ownTokens.split(' ')) if (token) tokens.add(token);

    switch (tag) {
      case 'script': {
        if ((element.getAttribute('type') ?? '').toLowerCase() === 'application/ld+json') collectJsonLd(element.rawText, facts.jsonLd);
        return;
      }
      case 'style':
        css.push(element.rawText);
        return;
      case 'template':
      case 'noscript':
      case 'iframe':
        return;
      case 'title':
        if (!facts.title) facts.title = collapse(element.text);
        return;
      case 'base': {
        const href = absolute(element.getAttribute('href'), pageUrl);
        if (href) base = href;
        return;
      }
      case 'meta': {
        const key = (element.getAttribute('name') ?? element.getAttribute('property') ?? element.getAttribute('itemprop') ?? '').toLowerCase();
        const content = element.getAttribute('content');
        if (key && content !== undefined && facts.meta[key] === undefined) facts.meta[key] = collapse(content);
        return;
      }
      case 'link': {
        const rel = (element.getAttribute('rel') ?? '').toLowerCase();
        const href = absolute(element.getAttribute('href'), base);
        if (!href) return;
        if (/\bstylesheet\b/.test(rel) && facts.stylesheets.length < 10) facts.stylesheets.push(href);
        else if (/apple-touch-icon/.test(rel)) icons.push({ url: href, rank: 2 });
        else if (/\bicon\b/.test(rel)) icons.push({ url: href, rank: /\.svg(\?|$)/.test(href) || /\b(192|256|512)\b/.test(element.getAttribute('sizes') ?? '') ? 3 : 4 });
        return;
      }
      default:
        break;
    }

    // Reading attributes parses them all; most elements have no style attribute.
    const styleAttr = element.rawAttrs.includes('style') ? element.getAttribute('style') : undefined;
    if (styleAttr) css.push(styleAttr);

    const sectionTokens = ownTokens.match(sectionWordsGlobal);
    const landmark = tag === 'nav' || tag === 'footer' || tag === 'header' || tag === 'aside' ? tag : '';
    const next: WalkContext = {
      section: sectionTokens || landmark ? `${context.section} ${landmark} ${sectionTokens?.join(' ') ?? ''}`.trim() : context.section,
      skipContent: context.skipContent,
      inTestimonial: context.inTestimonial || /testimonial|review|quote/.test(ownTokens),
    };
    const inChrome = /\b(nav|footer)\b/.test(next.section);

    if (tag === 'svg') {
      const fills = element.toString().match(/(?:fill|stroke|stop-color)\s*[=:]\s*["']?(#[0-9a-fA-F]{3,8}|rgba?\([^)]*\))/g);
      if (fills && /logo|brand/.test(`${ownTokens} ${next.section}`)) css.push(`logo { ${fills.join('; ')} }`);
      return;
    }
    if (tag === 'img') {
      const src = absolute(element.getAttribute('src'), base);
      const hint = `${ownTokens} ${(element.getAttribute('alt') ?? '').toLowerCase()} ${src ?? ''}`.toLowerCase();
      if (src && /logo|brand/.test(hint)) icons.push({ url: src, rank: /\bheader\b|\bnav\b/.test(next.section) ? 0 : 1 });
      return;
    }
    if (/^h[1-6]$/.test(tag)) {
      if (facts.headings.length < maxItems) {
        const value = collapse(element.text);
        if (value) facts.headings.push({ level: Number(tag[1]), text: value, section: next.section });
      }
    } else if (tag === 'p' && !inChrome && facts.paragraphs.length < maxItems) {
      const value = collapse(element.text);
      if (value.length > 0) facts.paragraphs.push({ text: value, section: next.section });
      if (next.inTestimonial && value.length >= 30 && value.length <= 400 && facts.testimonials.length < 10) {
        facts.testimonials.push({ quote: value, author: null });
      }
    } else if (tag === 'li' && !inChrome && facts.listItems.length < maxItems) {
      const value = collapse(element.text);
      if (value.length > 0 && value.length <= 160) facts.listItems.push({ text: value, section: next.section });
    } else if (tag === 'blockquote' && facts.testimonials.length < 10) {
      const cite = element.querySelector('cite, figcaption, footer');
      const author = cite ? collapse(cite.text).replace(/^[—–-]\s*/, '') : null;
      const quote = collapse(cite ? element.text.replace(cite.text, '') : element.text);
      if (quote.length >= 20) facts.testimonials.push({ quote, author: author || null });
    } else if (tag === 'article') {
      facts.articleCount += 1;
    }

    if (tag === 'a' || tag === 'button' || (tag === 'input' && /submit|button/.test(element.getAttribute('type') ?? ''))) {
      const href = element.getAttribute('href') ?? '';
      if (href.startsWith('tel:')) facts.telLinks += 1;
      const label = collapse(tag === 'input' ? (element.getAttribute('value') ?? '') : element.text);
      const words = label.split(' ').length;
      if (label.length >= 2 && label.length <= 40 && words <= 6) {
        const styled = /\b(btn|button|cta)\b|btn-|button-|cta-|-cta|-btn/.test(ownTokens);
        const verb = actionWords.test(label);
        if (styled || verb) {
          const score = (styled ? 2 : 0) + (verb ? 2 : 0) + (/hero|banner/.test(next.section) ? 2 : 0) + (/\bnav\b|header/.test(next.section) ? 1 : 0) - (/footer/.test(next.section) ? 2 : 0);
          if (score > 1) ctaScores.set(label, Math.max(ctaScores.get(label) ?? 0, score));
        }
      }
    }

    for (const child of element.childNodes) visit(child, next);
  };

  visit(root, { section: '', skipContent: false, inTestimonial: false });

  facts.inlineCss = css.join('\n');
  facts.text = text.join(' ').slice(0, maxTextChars);
  facts.markupTokens = [...tokens];
  facts.callsToAction = [...ctaScores.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([label]) => label)
    .slice(0, 8);
  const ogImage = absolute(facts.meta['og:image'] ?? facts.meta['twitter:image'], base);
  facts.ogImage = ogImage;
  facts.logoImages = [...new Map(icons.sort((a, b) => a.rank - b.rank).map((icon) => [icon.url, icon])).keys()].slice(0, 4);
  return facts;
}
