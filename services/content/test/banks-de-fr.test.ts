import { describe, expect, it } from 'vitest';
import { trades, type Trade } from '@sitespark/site-model';
import type { BankVariant, Frame, LanguageBank, TradeBank } from '../src/adapters/builtin/banks/bank.ts';
import { de } from '../src/adapters/builtin/banks/de.ts';
import { fr } from '../src/adapters/builtin/banks/fr.ts';

/**
 * Rules of the German and French banks beyond the shared ones (builtin-banks.test.ts): every
 * combination of the casual and first-person variants speaks with one voice and one form of
 * address, slots never sit where German or French grammar would need an article, a case or an
 * elision, French typography is consistent, and tags are written as the language writes them.
 */

const knownSlots = new Set(['name', 'url', 'domain', 'feature', 'feature2', 'feature3', 'detail', 'item', 'price', 'place', 'schedule', 'quote', 'author', 'offer', 'mention', 'audience', 'cta', 'headline']);
const slotsOf = (frame: Frame) => [...frame.matchAll(/\{([a-zA-Z0-9]+)\}/g)].map((m) => m[1]!);
const emoji = /\p{Extended_Pictographic}/u;

/** Lays a variant over a bank role by role, the way the writer does (casual first, then first person). */
function apply(bank: LanguageBank, variant: BankVariant | undefined): LanguageBank {
  if (!variant) return bank;
  const tradesOut = { ...bank.trades };
  for (const [trade, frames] of Object.entries(variant.trades ?? {}) as [Trade, Partial<TradeBank>][]) tradesOut[trade] = { ...tradesOut[trade], ...frames };
  return { ...bank, common: { ...bank.common, ...variant.common }, trades: tradesOut };
}

function combos(bank: LanguageBank) {
  const casual = apply(bank, bank.casual);
  return { base: bank, casual, firstPerson: apply(bank, bank.firstPerson), casualFirstPerson: apply(casual, bank.firstPerson) };
}

/** Every copy line of a bank (addressed to readers), with where it sits. */
function copyLines(bank: LanguageBank): [string, string][] {
  const lines: [string, string][] = [];
  for (const [role, value] of Object.entries(bank.common)) {
    for (const line of Array.isArray(value) ? value : [value]) lines.push([`common.${role}`, line]);
  }
  for (const trade of trades) {
    const t = bank.trades[trade];
    for (const role of ['hooks', 'engagement', 'subjects', 'heroes', 'ctas'] as const) for (const line of t[role]) lines.push([`${trade}.${role}`, line]);
  }
  return lines;
}

/** Frames only (not labels, greetings or advice), from the base bank and both variants. */
function allFrames(bank: LanguageBank): [string, Frame][] {
  const out: [string, Frame][] = [];
  for (const [name, b] of Object.entries(combos(bank))) {
    const { greetingFormal: _a, greetingCasual: _b, signOffFormal: _c, signOffCasual: _d, teamSignature: _e, noTestimonialAdvice: _f, ...roles } = b.common;
    for (const [role, list] of Object.entries(roles)) for (const f of list as Frame[]) out.push([`${name}.common.${role}`, f]);
    for (const trade of trades) {
      for (const role of ['hooks', 'engagement', 'subjects', 'heroes'] as const) for (const f of b.trades[trade][role]) out.push([`${name}.${trade}.${role}`, f]);
    }
  }
  return out;
}

describe.each([
  ['de', de],
  ['fr', fr],
] as const)('the %s bank', (language, bank) => {
  it('is the language it says', () => {
    expect(bank.language).toBe(language);
  });

  it('uses known slots, a fact in every frame, no emoji, in every variant combination', () => {
    for (const [where, frame] of allFrames(bank)) {
      const slots = slotsOf(frame);
      for (const slot of slots) expect(knownSlots.has(slot), `${where}: unknown slot {${slot}} in "${frame}"`).toBe(true);
      expect(slots.some((s) => !['name', 'url', 'domain'].includes(s)), `${where}: "${frame}" names no fact`).toBe(true);
      expect(emoji.test(frame), `${where}: emoji in "${frame}"`).toBe(false);
    }
  });

  it('keeps enough frames per role in every variant combination', () => {
    for (const [name, b] of Object.entries(combos(bank))) {
      for (const trade of trades) {
        const t = b.trades[trade];
        expect(t.hooks.length, `${name}.${trade}.hooks`).toBeGreaterThanOrEqual(8);
        expect(t.engagement.length, `${name}.${trade}.engagement`).toBeGreaterThanOrEqual(5);
        expect(t.subjects.length, `${name}.${trade}.subjects`).toBeGreaterThanOrEqual(6);
        expect(t.heroes.length, `${name}.${trade}.heroes`).toBeGreaterThanOrEqual(4);
      }
      for (const role of ['featureWithDetail', 'featureOnly', 'featureList', 'listIntro', 'priceLine', 'placeLine', 'scheduleLine', 'quoteIntro', 'quoteIntroAnonymous', 'offerLine', 'mentionLine', 'audienceLine', 'welcomeSubjects', 'nurtureSubjects', 'promoSubjects', 'adHeadlines', 'adDescriptions'] as const) {
        expect(b.common[role].length, `${name}.common.${role}`).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('gives every trade its own short buttons, tags, emoji, networks and budget', () => {
    const seenCtas = new Set<string>();
    for (const trade of trades) {
      const t = bank.trades[trade];
      expect(t.ctas.length).toBeGreaterThanOrEqual(3);
      expect(t.ctas.length).toBeLessThanOrEqual(5);
      for (const cta of t.ctas) {
        expect(cta.length, `${trade} cta "${cta}"`).toBeLessThanOrEqual(20);
        expect(emoji.test(cta)).toBe(false);
        seenCtas.add(cta);
      }
      expect(t.hashtags.length).toBeGreaterThanOrEqual(4);
      expect(t.hashtags.length).toBeLessThanOrEqual(8);
      for (const tag of t.hashtags) {
        expect(tag, `${trade} #${tag}`).not.toMatch(/[#\s]/);
        expect(tag.length).toBeLessThanOrEqual(30);
      }
      expect(t.emoji.length).toBeGreaterThanOrEqual(4);
      expect(t.emoji.length).toBeLessThanOrEqual(6);
      for (const e of t.emoji) expect(emoji.test(e), `${trade} emoji "${e}"`).toBe(true);
      expect(t.adPlatforms.length).toBeGreaterThan(0);
      expect(t.dailyBudget).toBeGreaterThan(0);
      expect(slotsOf(t.competitorInsight)).toEqual([]);
    }
    expect(seenCtas.size, 'trades share almost no buttons').toBeGreaterThanOrEqual(25);
  });

  it('names a fact in every sentence, so no sentence reads the same on two sites', () => {
    for (const [where, frame] of allFrames(bank)) {
      for (const sentence of frame.split(/(?<=[.?!])\s+/u)) expect(slotsOf(sentence).length, `${where}: "${sentence}" in "${frame}"`).toBeGreaterThan(0);
    }
  });

  it('has no two identical frames within one role', () => {
    for (const [name, b] of Object.entries(combos(bank))) {
      for (const trade of trades) {
        for (const role of ['hooks', 'engagement', 'subjects', 'heroes'] as const) {
          const list = b.trades[trade][role];
          expect(new Set(list).size, `${name}.${trade}.${role}`).toBe(list.length);
        }
      }
    }
  });
});

describe('German', () => {
  const sie = /\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b/;
  const du = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/i;
  const wir = /\b(wir|uns|unser|unsere|unseren|unserem|unserer|unseres)\b/i;
  const ich = /\b(ich|mich|mir|mein|meine|meinen|meinem|meiner|meines)\b/i;
  const { base, casual, firstPerson, casualFirstPerson } = combos(de);

  it('speaks with one voice and one form of address in every combination', () => {
    for (const [where, line] of copyLines(base)) {
      expect(du.test(line), `base ${where}: "du" in "${line}"`).toBe(false);
      expect(ich.test(line), `base ${where}: "ich" in "${line}"`).toBe(false);
    }
    for (const [where, line] of copyLines(casual)) {
      expect(sie.test(line), `casual ${where}: "Sie" in "${line}"`).toBe(false);
      expect(ich.test(line), `casual ${where}: "ich" in "${line}"`).toBe(false);
    }
    for (const [where, line] of copyLines(firstPerson)) {
      expect(wir.test(line), `first person ${where}: "wir" in "${line}"`).toBe(false);
      expect(du.test(line), `first person ${where}: "du" in "${line}"`).toBe(false);
    }
    for (const [where, line] of copyLines(casualFirstPerson)) {
      expect(wir.test(line) || sie.test(line), `casual first person ${where}: "${line}"`).toBe(false);
    }
  });

  it('never puts a noun slot where German needs an article or a case ending', () => {
    const bare = /(?<!\p{L})(der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|um|für|mit|vom|zum|zur|am|im|auf|über|an|nach|ohne|aus|hinter|gegen|durch|unser\w*|mein\w*|dein\w*|Ihr\w*|jede\w*|diese\w*)\s+\{(feature|feature2|feature3|item)\}/iu;
    for (const [where, frame] of allFrames(de)) {
      const withoutRange = frame.replace(/Von \{feature\} bis \{feature2\}/g, '');
      expect(bare.test(withoutRange), `${where}: "${frame}"`).toBe(false);
    }
  });

  it('writes tags as German writes them: one capitalised word, or an acronym', () => {
    for (const trade of trades) {
      for (const tag of de.trades[trade].hashtags) expect(tag, `${trade} #${tag}`).toMatch(/^(?:[A-ZÄÖÜ][a-zäöüß]+|[A-Z]{2,5}|SaaS)$/);
    }
  });

  it('writes dates, times and labels in German', () => {
    for (const time of de.words.sendTimes) expect(time).toMatch(/^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}:\d{2} Uhr$/);
    expect(de.words.linkInBio).toBe('Link in der Bio');
    expect(de.words.and).toBe('und');
    expect(de.words.for).toBe('für');
  });
});

describe('French', () => {
  const vous = /(?<![\p{L}]|[Rr]endez-)(vous|votre|vos)(?!\p{L})/iu;
  const tu = /(?<!\p{L})(?:(tu|toi|ton|ta|tes)(?!\p{L})|t’)/iu;
  const nous = /(?<!\p{L})(nous|notre|nos)(?!\p{L})/iu;
  const je = /(?<!\p{L})(?:(je|moi|mon|ma|mes)(?!\p{L})|j’|m’)/iu;
  const { base, casual, firstPerson, casualFirstPerson } = combos(fr);

  it('speaks with one voice and one form of address in every combination', () => {
    for (const [where, line] of copyLines(base)) {
      expect(tu.test(line), `base ${where}: "tu" in "${line}"`).toBe(false);
      expect(je.test(line), `base ${where}: "je" in "${line}"`).toBe(false);
    }
    for (const [where, line] of copyLines(casual)) {
      expect(vous.test(line), `casual ${where}: "vous" in "${line}"`).toBe(false);
      expect(je.test(line), `casual ${where}: "je" in "${line}"`).toBe(false);
    }
    for (const [where, line] of copyLines(firstPerson)) {
      expect(nous.test(line), `first person ${where}: "nous" in "${line}"`).toBe(false);
      expect(tu.test(line), `first person ${where}: "tu" in "${line}"`).toBe(false);
    }
    for (const [where, line] of copyLines(casualFirstPerson)) {
      expect(nous.test(line) || vous.test(line), `casual first person ${where}: "${line}"`).toBe(false);
    }
  });

  it('never puts a slot where French would elide, need an article or a gender', () => {
    const elision = /(?<![\p{L}-])(de|le|la|que|ce|je|ne|se|me|te)\s+\{/iu;
    const article = /(?<![\p{L}-])(les|un|une|des|du|au|aux|sur|son|sa|ses|nouveau|nouvelle)\s+\{(feature|feature2|feature3|item)\}/iu;
    for (const [where, frame] of allFrames(fr)) {
      expect(elision.test(frame), `${where}: elision before a slot in "${frame}"`).toBe(false);
      expect(article.test(frame), `${where}: article before a noun slot in "${frame}"`).toBe(false);
    }
  });

  it('sets : ; ? ! and quotes with a narrow no-break space, and uses the typographic apostrophe', () => {
    const all = [
      ...copyLines(base).map(([, l]) => l),
      ...copyLines(casual).map(([, l]) => l),
      ...copyLines(firstPerson).map(([, l]) => l),
      ...fr.words.budgetTips,
      ...fr.words.emailTips,
      ...fr.words.adAudiences,
      ...Object.values(fr.words.checklist).flat(),
      ...trades.map((t) => fr.trades[t].competitorInsight),
    ];
    for (const line of all) {
      const bare = line.replace(/\d:\d/g, '');
      expect(bare, `"${line}": : ; ? ! need a narrow no-break space before them`).not.toMatch(/(^|[^\u202f])[:;?!]/u);
      expect(line, `"${line}"`).not.toMatch(/'/);
      expect(line, `"${line}"`).not.toMatch(/«(?!\u202f)|(?<!\u202f)»/u);
    }
  });

  it('writes tags as French tags are written: CamelCase with accents, no spaces', () => {
    for (const trade of trades) {
      for (const tag of fr.trades[trade].hashtags) expect(tag, `${trade} #${tag}`).toMatch(/^(?:\p{Lu}\p{Ll}*)+$/u);
    }
  });

  it('writes dates, times and labels in French', () => {
    for (const time of fr.words.sendTimes) expect(time).toMatch(/^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche), \d{1,2} h(\d{2})?$/);
    expect(fr.words.linkInBio).toBe('lien en bio');
    expect(fr.words.and).toBe('et');
    expect(fr.words.for).toBe('pour');
  });
});
