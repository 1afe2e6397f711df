import type { KitLanguage } from '@sitespark/site-model';
import type { Frame } from './banks/bank.ts';
import type { Composer } from './compose.ts';
import { endSentence, sentenceCase, type Lead, type Material, type Slots } from './material.ts';

const quoteMarks: Record<KitLanguage, [string, string]> = {
  en: ['“', '”'],
  de: ['„', '“'],
  fr: ['« ', ' »'],
  es: ['«', '»'],
  pt: ['“', '”'],
};

export function quoted(text: string, language: KitLanguage): string {
  const [open, close] = quoteMarks[language];
  return `${open}${text}${close}`;
}

/** The slots a piece about `lead` may use: the lead's own, the site's globals, and other features for context. */
export function slotsFor(material: Material, lead: Lead): Slots {
  const slots: Slots = { ...material.global };
  const [first, second, third] = material.features;
  if (lead.kind !== 'feature') {
    if (first) slots.feature = first.mid;
    if (second) slots.feature2 = second.mid;
    if (third) slots.feature3 = third.mid;
    if (first?.detail) slots.detail = first.detail;
  }
  return { ...slots, ...lead.slots };
}

/** The lead's fact said in one framed line (or two, for a quote), without a hook. */
export function factLines(c: Composer, lead: Lead, slots: Slots): string[] {
  const common = c.bank.common;
  switch (lead.kind) {
    case 'feature': {
      const line = lead.own
        ? c.pick(common.featureWithDetail, slots, { require: 'detail' })
        : c.pick(common.featureOnly, slots, { require: 'feature', sentence: true });
      return line ? [line] : [];
    }
    case 'price': {
      // The page's own price row half of the time (and whenever no frame fits), so price lines differ from site to site.
      if (lead.own && c.nextRandom().next() < 0.5 && !c.hasWritten(lead.own)) return [c.own(lead.own)];
      const line = c.pick(common.priceLine, slots, { require: lead.slots.item ? 'item' : 'price', sentence: true });
      return line ? [line] : lead.own ? [c.own(lead.own)] : [];
    }
    case 'offer': {
      // An offer the page states as a sentence stays its own sentence; a short label is framed.
      const offer = lead.slots.offer!;
      if (c.words(offer).length >= 4) return [c.own(offer)];
      const line = c.pick(common.offerLine, slots, { require: 'offer', sentence: true });
      return line ? [line] : [offer];
    }
    case 'schedule': {
      const line = c.pick(common.scheduleLine, slots, { require: 'schedule', sentence: true });
      return line ? [line] : [lead.slots.schedule!];
    }
    case 'quote':
      return quoteLines(c, lead, slots);
    case 'place': {
      const line = c.pick(common.placeLine, slots, { require: 'place', sentence: true });
      return line ? [line] : [];
    }
    case 'description':
      return lead.own ? [lead.own] : [];
  }
}

const attributionDash: Record<KitLanguage, string> = { en: ' — ', de: ' – ', es: ' — ', fr: ' — ', pt: ' — ' };

/** A customer's words with their name after them ("“…” — Dana K., Leeds"), as readers expect; without a name, now and then under a line that names the place or a feature. */
export function quoteLines(c: Composer, lead: Lead, slots: Slots): string[] {
  const quote = quoted(lead.own ?? lead.slots.quote ?? '', c.language);
  if (lead.author) return [`${quote}${attributionDash[c.language]}${lead.author}`];
  const intro = c.nextRandom().next() < 0.4 ? c.pick(c.bank.common.quoteIntroAnonymous, slots) : null;
  return [intro ? `${intro}\n${quote}` : quote];
}

/**
 * An opening line about the lead from the trade's hooks, and the lines that follow it. With a hook
 * the site's own sentence follows as written; without one, the fact is framed on its own.
 */
export function openWith(c: Composer, lead: Lead, slots: Slots, hooks: readonly Frame[]): { hook: string | null; body: string[] } {
  // A customer's words, the site's description and an offer the page says as a sentence are not embedded in a hook.
  const ownSentence = lead.kind === 'offer' && c.words(lead.slots.offer ?? '').length >= 4;
  if (lead.kind === 'quote' || lead.kind === 'description' || ownSentence) return { hook: null, body: factLines(c, lead, slots) };
  const hook = c.pick(hooks, slots, { require: lead.kind === 'place' ? 'place' : lead.primary });
  if (!hook) return { hook: null, body: factLines(c, lead, slots) };
  if (lead.kind === 'feature' && lead.own && !hook.includes(lead.own)) {
    c.remember(lead.own);
    return { hook, body: [lead.own] };
  }
  return { hook, body: [] };
}

/** Lines that bring in what the user asked to mention, unless the text already says it. */
export function mentionLines(c: Composer, alreadySaid: string, slots: Slots): string[] {
  const lines: string[] = [];
  for (const mention of c.style.mentions) {
    if (c.style.saysMention(alreadySaid + '\n' + lines.join('\n'), mention, c.language)) continue;
    const grounded = mention.grounded && c.acceptable(mention.grounded) ? mention.grounded : null;
    const line = grounded ?? c.pick(c.bank.common.mentionLine, { ...slots, mention: mention.mid }, { require: 'mention', sentence: true });
    lines.push(line ?? endSentence(sentenceCase(mention.phrase)));
  }
  return lines;
}

/** The i-th lead of the kit, rotating so consecutive pieces lead with different facts. */
export function leadAt(material: Material, index: number): Lead | null {
  if (material.leads.length === 0) return null;
  return material.leads[index % material.leads.length]!;
}

/** An emoji opens the line: after the full stop it would stand as a sentence of its own. */
export function emojiLine(line: string, emoji: string | undefined): string {
  return emoji ? `${emoji} ${line}` : line;
}

/**
 * The line over a bulleted list of features, now and then: the bullets carry the site's own words
 * and read well alone, while an intro ("The short list from {name} in {place}:") has the same
 * shape on every site.
 */
export function listIntro(c: Composer, slots: Slots, feature: string, feature2: string): string | null {
  if (c.nextRandom().next() >= 0.35) return null;
  return c.pick(c.bank.common.listIntro, { ...slots, feature, feature2 });
}
