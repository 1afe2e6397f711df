import type { WebsiteCopy } from '@sitespark/contracts';
import type { SiteModel } from '@sitespark/site-model';
import type { GeneratedCopy } from '../content-generator.ts';
import { fill } from './compose.ts';
import type { Composer } from './compose.ts';
import { endSentence } from './material.ts';
import { factLines, mentionLines, quoted, slotsFor } from './pieces.ts';

const maxHero = 70;
const maxSubheading = 220;

function hero(c: Composer): string {
  const m = c.material;
  if (m.headline && [...m.headline].length <= maxHero) return m.headline;
  const heroes = c.bank.trades[m.trade].heroes.filter((f) => !f.includes('{headline}'));
  for (const lead of m.leads) {
    const line = c.pick(heroes, slotsFor(m, lead), { maxLength: maxHero });
    if (line) return line;
  }
  return [...m.name].length <= maxHero ? m.name : m.domain;
}

function featureBlock(c: Composer): string {
  return c.material.features
    .slice(0, 6)
    .map((f) => `• ${f.label}${f.detail ? `: ${f.detail}` : ''}`)
    .join('\n');
}

function benefitsBlock(c: Composer): string {
  const m = c.material;
  const factual = m.leads.filter((l) => l.kind === 'offer' || l.kind === 'price' || l.kind === 'schedule' || l.kind === 'place');
  const lines = factual.flatMap((lead) => factLines(c, lead, slotsFor(m, lead)));
  if (lines.length === 0) lines.push(...m.features.filter((f) => f.detail).slice(0, 3).map((f) => c.fit(f.detail!, 160)));
  const slots = m.leads[0] ? slotsFor(m, m.leads[0]) : { ...m.global };
  lines.push(...mentionLines(c, lines.join('\n') + '\n' + featureBlock(c)));
  if (lines.length === 0) return c.pick(c.bank.common.ctaLine, m.global, { require: 'cta' }) ?? `${m.cta}: ${m.url}`;
  const intro = c.pick(c.bank.common.benefitsIntro, slots);
  const bullets = lines.map((line) => `• ${line}`).join('\n');
  return intro ? `${intro}\n${bullets}` : bullets;
}

export function writeWebsiteCopy(c: Composer): WebsiteCopy {
  const m = c.material;
  const subheading = [m.description, ...m.features.map((f) => f.detail)].filter((t): t is string => Boolean(t)).map((t) => c.fit(t, maxSubheading)).find(Boolean) ?? '';
  const quote = m.quotes[0];
  const testimonial = quote
    ? `${quoted(quote.quote, m.language)}${quote.author ? ` – ${quote.author}` : ''}`
    : (fill(c.bank.common.noTestimonialAdvice, m.global, m.language) ?? '');
  return {
    hero: c.clean(hero(c)) || m.name,
    subheading: c.clean(subheading) || (c.pick(c.bank.common.ctaLine, m.global, { require: 'cta' }) ?? m.cta),
    callToAction: m.cta,
    features: c.clean(featureBlock(c)),
    benefits: c.clean(benefitsBlock(c)),
    testimonial: c.clean(testimonial),
  };
}

export function writeIntel(c: Composer, site: SiteModel): GeneratedCopy['marketingIntel'] {
  const m = c.material;
  const keyBenefits = [
    ...m.features.slice(0, 5).map((f) => (f.detail ? `${f.label}: ${f.detail}` : f.label)),
    ...m.leads.filter((l) => l.kind === 'offer').map((l) => l.slots.offer!),
  ]
    .map((t) => c.clean(t))
    .filter(Boolean)
    .slice(0, 6);
  const insights = [c.bank.trades[m.trade].competitorInsight];
  const observations = c.bank.words.observations;
  if (observations) {
    const say = (frame: string, extra: Record<string, string> = {}) => {
      const line = fill(frame, { ...m.global, ...extra }, m.language);
      if (line) insights.push(endSentence(line));
    };
    if (!site.fetched) say(observations.notFetched);
    else {
      if (site.callsToAction.length > 2) say(observations.manyCtas, { count: String(site.callsToAction.length), ctas: site.callsToAction.slice(0, 3).map((t) => quoted(t, m.language)).join(', ') });
      else if (site.callsToAction.length === 0) say(observations.noCta);
      say(site.testimonials.length > 0 ? observations.hasProof : observations.noProof);
      if (site.keyPhrases.length > 0) say(observations.topTerms, { terms: site.keyPhrases.slice(0, 4).map((t) => quoted(t, m.language)).join(', ') });
    }
  }
  return { keyBenefits, competitorInsights: insights };
}
