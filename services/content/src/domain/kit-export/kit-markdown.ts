import type { GenerationResult } from '@sitespark/contracts';
import { cleanText } from '@sitespark/service-kit';

/**
 * A text of the kit (the site's words, the user's edits, the model's) as Markdown shows it, never as
 * markup: `<` cannot open raw HTML or an autolink, brackets cannot make a link or image (so no
 * `javascript:` address), backslashes cannot undo those escapes; bidirectional overrides and
 * controls are left out. Emphasis and list markers stay: at worst they change how a line looks.
 */
const escaped = (text: string) => cleanText(text).replace(/[\\[\]<]/g, '\\$&');
/** A line that would open a block of its own (in a quote or a list item too): an ATX heading, a setext underline or a code fence. */
const opensBlock = /^(\s*)(#{1,6}(?=\s|$)|=+\s*$|-{2,}\s*$|`{3,}|~{3,})/;
/** One line: a line break inside a headline or a list item would start a heading or a block of its own. */
const inline = (text: string) => escaped(text).replace(/\s+/g, ' ').trim().replace(opensBlock, '$1\\$2');

const heading = (level: number, text: string) => `${'#'.repeat(level)} ${inline(text)}`;
const list = (items: readonly string[]) => items.filter((item) => item.trim()).map((item) => `- ${inline(item)}`).join('\n');
/** A piece of copy as a quoted block, so its own line breaks, hashtags and list markers stay as written. */
const block = (text: string) =>
  escaped(text)
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line.trim() ? `> ${line.replace(opensBlock, '$1\\$2')}` : '>'))
    .join('\n');

/** The kit's copy as one Markdown document: posts, emails, ads, website copy, video script and insights. */
export function kitMarkdown(kit: GenerationResult, name: string): string {
  const out: string[] = [heading(1, `${name}: marketing kit`), ''];
  const site = kit.websiteAnalysis;
  out.push(inline(site.description), '', inline(`Type: ${site.type} · Written in ${kit.language.name}`), '', inline(kit.builtFrom), '', inline(kit.grounding.summary), '');

  out.push(heading(2, 'Social posts'), '');
  for (const entry of kit.socialPlatforms) {
    out.push(heading(3, entry.platform), '');
    entry.options.forEach((text, index) => out.push(heading(4, `Option ${index + 1}`), '', block(text), ''));
  }

  const email = kit.emailCopy;
  out.push(heading(2, 'Email'), '', heading(3, `Subject: ${email.subject}`), '', block(email.body), '');
  for (const kind of ['welcome', 'nurture', 'promotional'] as const) {
    const messages = email.sequences[kind] ?? [];
    if (messages.length === 0) continue;
    out.push(heading(3, `${kind[0]!.toUpperCase()}${kind.slice(1)} sequence`), '');
    messages.forEach((message, index) => out.push(heading(4, `${index + 1}. ${message.subject}`), '', block(message.body), ''));
  }
  if (email.metrics.bestSendTimes.length > 0) out.push(inline(`Best send times: ${email.metrics.bestSendTimes.join(', ')}`), '');
  if (email.tips.length > 0) out.push(heading(3, 'Tips'), '', list(email.tips), '');

  const ads = kit.adCopy;
  out.push(heading(2, 'Ads'), '', `**Headline:** ${inline(ads.headline)}`, '', `**Description:** ${inline(ads.description)}`, '', `**Call to action:** ${inline(ads.cta)}`, '');
  if (ads.variations.headlines.length > 0) out.push(heading(3, 'Headline variations'), '', list(ads.variations.headlines), '');
  if (ads.variations.descriptions.length > 0) out.push(heading(3, 'Description variations'), '', list(ads.variations.descriptions), '');
  if (ads.variations.ctas.length > 0) out.push(heading(3, 'Call-to-action variations'), '', list(ads.variations.ctas), '');
  if (ads.strategy.keywords.length > 0) out.push(heading(3, 'Keywords'), '', list(ads.strategy.keywords), '');

  const web = kit.websiteCopy;
  out.push(heading(2, 'Website copy'), '');
  for (const [label, text] of [
    ['Hero', web.hero],
    ['Subheading', web.subheading],
    ['Call to action', web.callToAction],
    ['Features', web.features],
    ['Benefits', web.benefits],
    ['Testimonial', web.testimonial],
  ] as const) {
    if (text.trim()) out.push(heading(3, label), '', block(text), '');
  }

  const video = kit.videoContent;
  if (video) {
    out.push(heading(2, 'Video script'), '');
    video.sections.forEach((section) => out.push(heading(3, `${section.name} (${section.timing} s)`), '', block(section.text), ''));
    if (video.slideshowData.audioScript.trim()) out.push(heading(3, 'Voiceover'), '', block(video.slideshowData.audioScript), '');
  }

  const intel = kit.marketingIntel;
  out.push(heading(2, 'Marketing intelligence'), '', `Content rating: ${intel.contentRating}%`, '');
  if (intel.keyBenefits.length > 0) out.push(heading(3, 'Key benefits'), '', list(intel.keyBenefits), '');
  if (intel.competitorInsights.length > 0) out.push(heading(3, 'Competitor insights'), '', list(intel.competitorInsights), '');

  const colors = kit.brandColors;
  out.push(heading(2, 'Brand colours'), '', list([`Primary ${colors.primary}`, `Secondary ${colors.secondary}`, `Accent ${colors.accent}`, `Neutral ${colors.neutral}`]), '');
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

/** The sentences on the site the kit's facts came from, each with the claims that rest on it, and the claims that rest on nothing. */
export function groundingSourcesMarkdown(kit: GenerationResult, name: string): string {
  const bySource = new Map<string, { where: string; text: string; claims: string[] }>();
  const unsupported: string[] = [];
  for (const claim of kit.grounding.claims) {
    if (!claim.source) {
      unsupported.push(`“${claim.text}” (${claim.kind}, in ${claim.path})`);
      continue;
    }
    const key = `${claim.source.where}\u0000${claim.source.text}`;
    const entry = bySource.get(key) ?? { where: claim.source.where, text: claim.source.text, claims: [] };
    const said = `“${claim.text}” (${claim.kind})`;
    if (!entry.claims.includes(said)) entry.claims.push(said);
    bySource.set(key, entry);
  }
  const out = [heading(1, `${name}: where the facts come from`), '', inline(kit.grounding.summary), ''];
  for (const source of bySource.values()) {
    out.push(block(source.text), '', inline(`Found in: ${source.where}. Used for: ${source.claims.join(', ')}`), '');
  }
  if (bySource.size === 0) out.push('No fact in this kit was matched to a sentence on the site.', '');
  if (unsupported.length > 0) out.push(heading(2, 'Not on your site'), '', list(unsupported), '');
  return `${out.join('\n').trim()}\n`;
}
