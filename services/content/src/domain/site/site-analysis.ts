import { chooseBrandColors, cssColorCandidates, type BrandPalette, type ColorCandidate } from './brand-palette.ts';
import { classifySite, type SiteType } from '@sitespark/site-model';
import { parseCssColor } from './colors.ts';
import type { PageFacts } from '@sitespark/site-model';

/** Everything the generators know about the site, with where each part came from. */
export interface SiteAnalysis {
  url: string;
  domain: string;
  /** False when the page could not be fetched; the kit then rests on the snippets and prompt. */
  fetched: boolean;
  /** Why the page could not be used, in words for the user; null when it was. */
  fetchNote: string | null;
  name: string;
  nameSource: string;
  description: string;
  type: SiteType;
  typeEvidence: string[];
  typeConfidence: number;
  features: string[];
  featureSources: string[];
  callsToAction: string[];
  headline: string | null;
  testimonial: { quote: string; author: string | null } | null;
  keywords: string[];
  brand: BrandPalette;
}

export interface SnippetFacts {
  description: string;
}

const stopwords = new Set(
  'a an and are as at be by for from has have how in is it its of on or our that the their this to was we with you your all can more most new not now one out get just into over than them then they very will what when where which who why also about best make made only some such use used using like need help every each any other way ways day days time free'
    .split(' '),
);

const genericHeading =
  /^(home|about( us)?|contact( us)?|pricing|plans?|faqs?|frequently asked questions|testimonials?|reviews?|blog|news|careers|jobs|team|our team|meet the team|menu|log ?in|sign ?in|sign ?up|get started|features|services|products|solutions|resources|support|help|privacy( policy)?|terms( of (service|use))?|follow us|newsletter|subscribe|company|legal|social|quick links|navigation|why (choose )?us|why choose .*|how it works|what we do|our (services|features|products|work|story|mission|clients)|learn more|read more|customers|partners|integrations|get in touch|contact|shop|cart|search|explore|overview|latest( posts| news)?|featured|recent posts|categories|tags|archives|copyright.*|all rights reserved.*)$/i;

function toTitleCase(value: string): string {
  return value.replace(/\b([a-z])/g, (c) => c.toUpperCase());
}

function registrableLabel(hostname: string): string {
  const labels = hostname.replace(/^www\d?\./, '').split('.');
  if (labels.length <= 1) return labels[0] ?? hostname;
  const last = labels[labels.length - 1]!;
  const secondLast = labels[labels.length - 2]!;
  const twoPartSuffix = last.length === 2 && secondLast.length <= 3 && labels.length >= 3;
  return labels[labels.length - (twoPartSuffix ? 3 : 2)] ?? secondLast;
}

export function nameFromDomain(hostname: string): string {
  if (/^[\d.]+$|:/.test(hostname)) return hostname;
  const label = registrableLabel(hostname);
  return toTitleCase(label.replace(/[-_]+/g, ' ').trim()) || hostname;
}

const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

function chooseName(facts: PageFacts | null, hostname: string): { name: string; source: string } {
  const label = squash(registrableLabel(hostname));
  if (!facts) return { name: nameFromDomain(hostname), source: 'the domain name' };
  const titleParts = facts.title.split(/\s+[|\-–—:·•]\s+|\s*[|·•]\s*/).map((part) => part.trim()).filter(Boolean);
  const h1 = facts.headings.find((h) => h.level === 1)?.text;
  const candidates: Array<{ value: string | undefined; source: string }> = [
    { value: facts.meta['og:site_name'], source: 'og:site_name' },
    { value: facts.meta['application-name'], source: 'the application-name meta tag' },
    { value: facts.meta['apple-mobile-web-app-title'], source: 'the app title meta tag' },
    ...facts.jsonLd.names.map((value) => ({ value, source: 'structured data' })),
    ...titleParts.map((value) => ({ value, source: 'the page title' })),
    { value: h1, source: 'the main heading' },
  ];
  const usable = candidates.filter((c): c is { value: string; source: string } => !!c.value && c.value.length <= 60 && c.value.split(' ').length <= 6);
  const matching = usable.find((c) => label.length >= 3 && (squash(c.value).includes(label) || (squash(c.value).length >= 3 && label.includes(squash(c.value)))));
  if (matching) return { name: matching.value, source: matching.source };
  const meta = usable.find((c) => c.source !== 'the page title' && c.source !== 'the main heading');
  if (meta) return { name: meta.value, source: meta.source };
  const shortTitle = [...titleParts].filter((part) => part.split(' ').length <= 4).sort((a, b) => a.length - b.length)[0];
  if (shortTitle) return { name: shortTitle, source: 'the page title' };
  return { name: nameFromDomain(hostname), source: 'the domain name' };
}

function firstSentences(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  if (end > maxLength * 0.4) return cut.slice(0, end + 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:]$/, '')}…`;
}

function chooseDescription(facts: PageFacts | null, extra: { snippets: SnippetFacts[]; prompt: string }, name: string, type: SiteType, domain: string): string {
  const fromPage =
    facts?.meta.description ||
    facts?.meta['og:description'] ||
    facts?.meta['twitter:description'] ||
    facts?.jsonLd.descriptions.find((d) => d.length >= 30) ||
    facts?.paragraphs.find((p) => p.text.length >= 60 && !/footer|nav|cookie/.test(p.section) && !/cookie|javascript/i.test(p.text))?.text;
  if (fromPage) return firstSentences(fromPage, 300);
  const described = extra.snippets.map((s) => s.description.trim()).filter((d) => d.length >= 12);
  if (described.length > 0) return firstSentences(`${name}: ${described.slice(0, 2).join('. ').replace(/\.\./g, '.')}`, 300);
  if (extra.prompt.trim().length >= 12) return firstSentences(`${name}: ${extra.prompt.trim()}`, 300);
  return `${name} is ${type === 'Business' ? 'a business' : `a ${type} business`} online at ${domain}.`;
}

function cleanFeature(text: string): string {
  return text.replace(/^[\s•·\-–—*✓✔→>]+/, '').replace(/[\s.:;,!]+$/, '').trim();
}

function isFeatureLike(text: string): boolean {
  const words = text.split(' ').length;
  return text.length >= 3 && text.length <= 60 && words <= 8 && !text.endsWith('?') && !genericHeading.test(text) && !/^[\d$€£%.,\s]+$/.test(text) && !/©|cookie/i.test(text);
}

function phrasesFrom(text: string): string[] {
  return text
    .split(/[.;\n]|,\s(?=[a-z])/i)
    .map((part) => cleanFeature(part.replace(/^(shows?|showing|screenshot of|this is|our|the|a|an)\s+/i, '')))
    .filter((part) => part.split(' ').length >= 2 && isFeatureLike(part));
}

const typeFeatures: Record<SiteType, string[]> = {
  SaaS: ['Quick setup', 'Team collaboration', 'Clear reporting'],
  'E-commerce': ['Curated products', 'Secure checkout', 'Fast delivery'],
  Agency: ['Strategy workshops', 'Creative production', 'Measurable campaigns'],
  Restaurant: ['Seasonal menu', 'Easy reservations', 'Takeout and delivery'],
  Portfolio: ['Selected projects', 'Tailored collaborations', 'Clear process'],
  Blog: ['In-depth articles', 'Practical guides', 'Regular updates'],
  'Local Service': ['Fast response times', 'Upfront pricing', 'Local experts'],
  Nonprofit: ['Community programs', 'Volunteer opportunities', 'Transparent impact'],
  Education: ['Structured courses', 'Expert instructors', 'Flexible learning'],
  'Health & Wellness': ['Personal programs', 'Certified coaches', 'Flexible sessions'],
  'Real Estate': ['Local listings', 'Expert agents', 'Guided buying'],
  Events: ['Inspiring speakers', 'Hands-on sessions', 'Networking'],
  Business: ['Personal service', 'Proven expertise', 'Reliable results'],
};

function chooseFeatures(facts: PageFacts | null, extra: { snippets: SnippetFacts[]; prompt: string }, type: SiteType): { features: string[]; sources: string[] } {
  const scored: Array<{ text: string; score: number; order: number; source: string }> = [];
  let order = 0;
  const excluded = /testimonial|review|quote|faq|pricing|plan|footer|nav|blog|post|article|team|cart/;
  if (facts) {
    for (const feature of facts.jsonLd.featureLists) scored.push({ text: cleanFeature(feature), score: 6, order: order++, source: 'structured data' });
    for (const heading of facts.headings) {
      if (heading.level === 1 || excluded.test(heading.section)) continue;
      const featureSection = /feature|service|benefit|solution|capabilit|product|why|how/.test(heading.section);
      const score = (featureSection ? 3 : 0) + (heading.level >= 3 ? 2 : 1);
      if (heading.level === 2 && !featureSection) continue;
      scored.push({ text: cleanFeature(heading.text), score, order: order++, source: 'the page headings' });
    }
    for (const item of facts.listItems) {
      if (!/feature|service|benefit|solution|capabilit|product/.test(item.section) || excluded.test(item.section)) continue;
      scored.push({ text: cleanFeature(item.text), score: 2, order: order++, source: 'feature lists on the page' });
    }
  }
  const seen = new Set<string>();
  const features: string[] = [];
  const sources = new Set<string>();
  for (const candidate of scored.filter((c) => isFeatureLike(c.text)).sort((a, b) => b.score - a.score || a.order - b.order)) {
    const key = candidate.text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    features.push(candidate.text);
    sources.add(candidate.source);
    if (features.length === 6) break;
  }
  const topUp = (texts: string[], source: string) => {
    for (const text of texts) {
      if (features.length >= 3) return;
      const key = text.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      features.push(text.charAt(0).toUpperCase() + text.slice(1));
      sources.add(source);
    }
  };
  topUp(extra.snippets.flatMap((s) => phrasesFrom(s.description)), 'your snippet descriptions');
  topUp(phrasesFrom(extra.prompt), 'your prompt');
  topUp(typeFeatures[type], `typical strengths of a ${type === 'Business' ? 'business' : type} site`);
  return { features, sources: [...sources] };
}

function chooseKeywords(texts: string[], name: string): string[] {
  const nameWords = new Set(name.toLowerCase().split(/\W+/));
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of text.toLowerCase().match(/[a-z][a-z'-]{3,}/g) ?? []) {
      const clean = word.replace(/'s$/, '').replace(/^-+|-+$/g, '');
      if (clean.length < 4 || stopwords.has(clean) || nameWords.has(clean)) continue;
      counts.set(clean, (counts.get(clean) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 10)
    .map(([word]) => word);
}

/** Candidates the page itself names: theme-color, tile colour and its inline CSS. */
export function pageColorCandidates(facts: PageFacts): ColorCandidate[] {
  const candidates: ColorCandidate[] = [];
  const theme = facts.meta['theme-color'] ? parseCssColor(facts.meta['theme-color']) : null;
  if (theme) candidates.push({ hex: theme, weight: 100, role: 'primary', source: "the page's theme-color" });
  const tile = facts.meta['msapplication-tilecolor'] ? parseCssColor(facts.meta['msapplication-tilecolor']) : null;
  if (tile) candidates.push({ hex: tile, weight: 40, source: "the page's tile colour" });
  if (facts.inlineCss) candidates.push(...cssColorCandidates(facts.inlineCss, "the page's CSS"));
  return candidates;
}

export interface ComposeInput {
  url: string;
  facts: PageFacts | null;
  fetchNote: string | null;
  snippets: SnippetFacts[];
  prompt: string;
  /** Colour evidence gathered elsewhere: linked stylesheets, logo, og:image, snippet images. */
  colorCandidates: ColorCandidate[];
}

/** Turns what was read (or nothing, when the page was unreachable) into the site's profile. */
export function composeSiteAnalysis(input: ComposeInput): SiteAnalysis {
  const url = new URL(input.url);
  const domain = url.hostname.replace(/^www\./, '');
  const { facts } = input;
  const prompt = input.prompt.trim();
  const named = chooseName(facts, url.hostname);
  const classification = classifySite(facts, { snippets: input.snippets.map((s) => s.description), prompt });
  const description = chooseDescription(facts, { snippets: input.snippets, prompt }, named.name, classification.type, domain);
  const { features, sources } = chooseFeatures(facts, { snippets: input.snippets, prompt }, classification.type);
  const headline = facts?.headings.find((h) => h.level === 1)?.text ?? null;
  const testimonial = facts?.testimonials.find((t) => t.quote.length >= 30 && t.quote.length <= 280) ?? null;
  const keywords = chooseKeywords(
    [facts?.title ?? '', description, ...(facts?.headings.slice(0, 30).map((h) => h.text) ?? []), ...features, ...input.snippets.map((s) => s.description), prompt],
    named.name,
  );
  const candidates = [...(facts ? pageColorCandidates(facts) : []), ...input.colorCandidates];
  return {
    url: url.href,
    domain,
    fetched: facts !== null,
    fetchNote: input.fetchNote,
    name: named.name,
    nameSource: named.source,
    description,
    type: classification.type,
    typeEvidence: classification.evidence,
    typeConfidence: classification.confidence,
    features,
    featureSources: sources,
    callsToAction: facts?.callsToAction.slice(0, 5) ?? [],
    headline: headline && headline.length <= 120 ? headline : null,
    testimonial,
    keywords,
    brand: chooseBrandColors(candidates, domain),
  };
}
