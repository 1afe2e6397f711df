import { describe, expect, it } from 'vitest';
import { trades } from '@sitespark/site-model';
import type { Frame, LanguageBank } from '../src/adapters/builtin/banks/bank.ts';
import { banks } from '../src/adapters/builtin/banks/index.ts';

const factSlots = ['feature', 'feature2', 'feature3', 'detail', 'item', 'price', 'place', 'schedule', 'quote', 'author', 'offer', 'mention', 'audience', 'cta', 'headline'];
const copySlots = new Set([...factSlots, 'name', 'url', 'domain']);
const adviceSlots = new Set([
  ...copySlots, 'budget', 'retargetBudget', 'pauseBudget', 'platform', 'headlineCount', 'keyword', 'subject', 'subject2',
  'headlineFit', 'description', 'descriptionFit', 'primaryText', 'primaryFit', 'intro', 'introFit', 'adText', 'adTextFit', 'length', 'limit', 'label', 'count', 'ctas', 'terms',
]);
const emoji = /\p{Extended_Pictographic}/u;
const slotsOf = (frame: Frame) => [...frame.matchAll(/\{([a-zA-Z0-9]+)\}/g)].map((m) => m[1]!);

/** Frames that are copy: each must carry a fact of the site besides its name and address. */
function copyFrames(bank: LanguageBank): Array<[string, Frame]> {
  const frames: Array<[string, Frame]> = [];
  for (const [role, list] of Object.entries(bank.common)) if (Array.isArray(list)) for (const frame of list as Frame[]) frames.push([`common.${role}`, frame]);
  for (const trade of trades) {
    const t = bank.trades[trade];
    for (const role of ['hooks', 'engagement', 'subjects', 'heroes'] as const) for (const frame of t[role]) frames.push([`${trade}.${role}`, frame]);
  }
  for (const variant of [bank.casual, bank.firstPerson]) {
    if (!variant?.common) continue;
    for (const [role, list] of Object.entries(variant.common)) if (Array.isArray(list)) for (const frame of list as Frame[]) frames.push([`variant.${role}`, frame]);
  }
  return frames;
}

const minimum = { hooks: 8, engagement: 5, subjects: 6, heroes: 4 } as const;
const commonMinimum = ['featureWithDetail', 'featureOnly', 'featureList', 'listIntro', 'priceLine', 'placeLine', 'scheduleLine', 'quoteIntro', 'quoteIntroAnonymous', 'offerLine', 'mentionLine', 'ctaLine', 'ctaLineBio', 'audienceLine', 'welcomeSubjects', 'nurtureSubjects', 'promoSubjects', 'adHeadlines', 'adDescriptions', 'benefitsIntro'] as const;

describe.each(Object.entries(banks).filter(([language, bank]) => bank.language === language))('the %s copy bank', (_language, bank) => {
  it('names only known slots and gives every copy frame a fact of the site', () => {
    for (const [role, frame] of copyFrames(bank)) {
      for (const slot of slotsOf(frame)) expect(copySlots.has(slot), `${role}: unknown slot {${slot}} in "${frame}"`).toBe(true);
      expect(slotsOf(frame).some((slot) => factSlots.includes(slot)), `${role}: "${frame}" names no fact`).toBe(true);
      expect(emoji.test(frame), `${role}: emoji in "${frame}"`).toBe(false);
    }
    const advice = [...bank.words.budgetTips, ...bank.words.emailTips, ...bank.words.adAudiences, ...Object.values(bank.words.checklist).flat(), bank.words.fitsLimit, bank.common.noTestimonialAdvice];
    for (const frame of advice) for (const slot of slotsOf(frame)) expect(adviceSlots.has(slot), `unknown slot {${slot}} in "${frame}"`).toBe(true);
  });

  it('has enough frames for every role, short buttons and valid tags', () => {
    for (const role of commonMinimum) expect(bank.common[role].length, `common.${role}`).toBeGreaterThanOrEqual(role === 'ctaLine' || role === 'ctaLineBio' || role === 'benefitsIntro' ? 3 : 4);
    for (const trade of trades) {
      const t = bank.trades[trade];
      for (const [role, min] of Object.entries(minimum)) expect(t[role as keyof typeof minimum].length, `${trade}.${role}`).toBeGreaterThanOrEqual(min);
      expect(t.ctas.length, `${trade}.ctas`).toBeGreaterThanOrEqual(3);
      for (const cta of t.ctas) expect(cta.length, `${trade} cta "${cta}"`).toBeLessThanOrEqual(20);
      for (const tag of t.hashtags) expect(tag, `${trade} hashtag`).toMatch(/^[\p{L}\p{N}]+$/u);
      expect(t.hashtags.length).toBeGreaterThanOrEqual(4);
      expect(t.emoji.length).toBeGreaterThanOrEqual(4);
      expect(t.adPlatforms.length).toBeGreaterThan(0);
      expect(t.dailyBudget).toBeGreaterThan(0);
    }
  });
});
