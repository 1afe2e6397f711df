import type { WebsiteCapture } from '../adapters/chromium.ts';

/** What the videos say about a site, read from its page (name, pitch, kind, features). */
export interface SiteProfile {
  name: string;
  description: string;
  /** A kind of business, or '' when the page does not make it clear. */
  type: string;
  features: string[];
  /** Host without "www.", for calls to action. */
  domain: string;
  keywords: string[];
}

const typeRules: Array<{ type: string; pattern: RegExp }> = [
  { type: 'SaaS', pattern: /\b(software|platform|dashboard|api|saas|free trial|integrations?|workflows?|automation)\b/ },
  { type: 'E-commerce', pattern: /\b(shop now|add to cart|free shipping|checkout|buy now|our collection)\b/ },
  { type: 'Restaurant', pattern: /\b(menu|reservations?|book a table|cuisine|chef|brunch|dinner)\b/ },
  { type: 'Agency', pattern: /\b(agency|our clients|case stud(y|ies)|branding|creative studio|web design)\b/ },
  { type: 'Education', pattern: /\b(courses?|students?|learn(ing)?|curriculum|enroll)\b/ },
  { type: 'Health & Wellness', pattern: /\b(wellness|therapy|clinic|fitness|yoga|health)\b/ },
  { type: 'Real Estate', pattern: /\b(real estate|listings|properties|homes for sale|realtor)\b/ },
  { type: 'Nonprofit', pattern: /\b(donate|nonprofit|non-profit|charity|volunteer)\b/ },
  { type: 'Events', pattern: /\b(tickets|festival|conference|register now|venue)\b/ },
  { type: 'Portfolio', pattern: /\b(portfolio|selected work|hire me|photographer|illustrator)\b/ },
  { type: 'Blog', pattern: /\b(blog|latest posts|min read|articles)\b/ },
];

const genericTitleParts = /^(home|homepage|welcome|index|official site|official website|start)$/i;
const stopWords = new Set(
  'the and for with your you our are that this from have has was were will can all any but not more most into out get its it’s about what when who how why which their there them they his her one two use using just also than then very'.split(' '),
);

function clean(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** "acme-tools.co.uk" → "Acme Tools": the name of last resort. */
function nameFromHost(host: string): string {
  const label = host.split('.')[0] ?? host;
  const words = label.split(/[-_]+/).filter(Boolean);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ') || 'Your Business';
}

/** The brand in a title such as "Acme | Build faster" or "Home - Acme": the part naming the host, else the first. */
function nameFromTitle(title: string, host: string): string {
  const parts = title
    .split(/\s+[|·•–—:-]\s+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && !genericTitleParts.test(part));
  const hostLabel = (host.split('.')[0] ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  const named = hostLabel.length >= 3 ? parts.find((part) => squash(part).includes(hostLabel) || (squash(part).length >= 3 && hostLabel.includes(squash(part)))) : undefined;
  return named ?? parts[0] ?? '';
}

export function describeWebsite(capture: Pick<WebsiteCapture, 'url' | 'title' | 'siteName' | 'description' | 'headings' | 'listItems' | 'bodyText'>, requestedUrl: string): SiteProfile {
  const domain = hostOf(capture.url) || hostOf(requestedUrl);
  const name = clean(capture.siteName || nameFromTitle(capture.title, domain) || nameFromHost(domain), 40);
  const description = clean(capture.description || capture.headings[0] || capture.bodyText.slice(0, 200), 200);
  const haystack = `${capture.title} ${capture.description} ${capture.headings.join(' ')} ${capture.bodyText}`.toLowerCase();
  const type = typeRules.find((rule) => rule.pattern.test(haystack))?.type ?? '';
  const lowerName = name.toLowerCase();
  const features = [...capture.headings.slice(1), ...capture.listItems]
    .map((text) => clean(text, 40))
    .filter((text) => text.length >= 3 && text.toLowerCase() !== lowerName && !/^(home|menu|contact|about|login|sign in|sign up)$/i.test(text))
    .filter((text, index, all) => all.findIndex((other) => other.toLowerCase() === text.toLowerCase()) === index)
    .slice(0, 5);
  const counts = new Map<string, number>();
  for (const word of haystack.match(/[a-z][a-z-]{3,20}/g) ?? []) {
    if (!stopWords.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const keywords = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([word]) => word);
  return { name, description, type, features, domain, keywords };
}
