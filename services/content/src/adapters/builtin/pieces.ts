import type { KitLanguage } from '@sitespark/site-model';
import type { Frame } from './banks/bank.ts';
import type { Composer } from './compose.ts';
import type { Lead, Material, Slots } from './material.ts';

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
      const line = c.pick(common.priceLine, slots, { require: lead.slots.item ? 'item' : 'price', sentence: true });
      return line ? [line] : [];
    }
    case 'offer': {
      const line = c.pick(common.offerLine, slots, { require: 'offer', sentence: true });
      return line ? [line] : [lead.slots.offer!];
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

export function quoteLines(c: Composer, lead: Lead, slots: Slots): string[] {
  const common = c.bank.common;
  const intro = lead.author ? c.pick(common.quoteIntro, slots, { require: 'author' }) : c.pick(common.quoteIntroAnonymous, slots);
  const quote = quoted(lead.own ?? lead.slots.quote ?? '', c.language);
  if (intro) return [`${intro}\n${quote}`];
  return [lead.author ? `${quote} (${lead.author})` : quote];
}

/**
 * An opening line about the lead from the trade's hooks, and the lines that follow it. With a hook
 * the site's own sentence follows as written; without one, the fact is framed on its own.
 */
export function openWith(c: Composer, lead: Lead, slots: Slots, hooks: readonly Frame[]): { hook: string | null; body: string[] } {
  if (lead.kind === 'quote' || lead.kind === 'description') return { hook: null, body: factLines(c, lead, slots) };
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
    const line = mention.grounded ?? c.pick(c.bank.common.mentionLine, { ...slots, mention: mention.mid }, { require: 'mention', sentence: true });
    lines.push(line ?? mention.phrase);
  }
  return lines;
}

/** The i-th lead of the kit, rotating so consecutive pieces lead with different facts. */
export function leadAt(material: Material, index: number): Lead | null {
  if (material.leads.length === 0) return null;
  return material.leads[index % material.leads.length]!;
}

export function emojiLine(line: string, emoji: string | undefined): string {
  return emoji ? `${line} ${emoji}` : line;
}
