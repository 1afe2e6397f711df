import type { AdCopy } from '@sitespark/contracts';
import { adLimits, capitalizeFirst, type SiteModel } from '@sitespark/site-model';
import { fill } from './compose.ts';
import type { Composer } from './compose.ts';
import type { Slots } from './material.ts';
import { slotsFor } from './pieces.ts';

const length = (text: string) => [...text].length;

/** Every fillable frame filled with every lead's slots, that fits `limit`, without repeats. */
function candidates(c: Composer, frames: readonly string[], limit: number): string[] {
  const results: string[] = [];
  const seen = new Set<string>();
  const slotSets: Slots[] = c.material.leads.length > 0 ? c.material.leads.map((lead) => slotsFor(c.material, lead)) : [{ ...c.material.global }];
  for (const slots of slotSets) {
    for (const frame of frames) {
      const text = c.suits(frame, slots) ? c.fill(frame, slots) : null;
      if (!text || length(text) > limit || seen.has(text.toLowerCase()) || !c.acceptable(text)) continue;
      seen.add(text.toLowerCase());
      results.push(text);
    }
  }
  return results;
}

/** The site's own sentences short enough for an ad text. */
function ownSentences(c: Composer, limit: number): string[] {
  const own = [c.material.description, ...c.material.features.map((f) => f.detail)].filter((t): t is string => Boolean(t));
  return own.map((t) => c.fit(t, limit)).filter((t) => t && c.acceptable(t));
}

function currencyOf(site: SiteModel): { symbol: string; after: boolean } {
  const amounts = site.prices.map((p) => p.amount).join(' ');
  if (/£/u.test(amounts)) return { symbol: '£', after: false };
  if (/R\$/u.test(amounts)) return { symbol: 'R$ ', after: false };
  if (/\$/u.test(amounts)) return { symbol: '$', after: false };
  if (/€|EUR/u.test(amounts) || site.language !== 'en') return { symbol: ' €', after: true };
  return { symbol: '$', after: false };
}

function money(amount: number, currency: { symbol: string; after: boolean }): string {
  return currency.after ? `${amount}${currency.symbol}` : `${currency.symbol}${amount}`;
}

export function writeAds(c: Composer, site: SiteModel): AdCopy {
  const m = c.material;
  const trade = c.bank.trades[m.trade];
  const fitsLimit = (text: string, limit: number) => fill(c.bank.words.fitsLimit, { length: String(length(text)), limit: String(limit) }, c.language) ?? `${length(text)}/${limit}`;

  const googleHeadlines = candidates(c, c.bank.common.adHeadlines, adLimits.googleHeadline);
  const fallbackHeadline = [m.name, m.domain].find((t) => length(t) <= adLimits.googleHeadline) ?? m.domain;
  // The most informative headline that fits leads: the longest of those about the first fact.
  const firstFact = googleHeadlines.slice(0, Math.min(googleHeadlines.length, c.bank.common.adHeadlines.length));
  const headline = [...firstFact].sort((a, b) => length(b) - length(a))[0] ?? fallbackHeadline;
  const descriptions = [...candidates(c, c.bank.common.adDescriptions, adLimits.googleDescription), ...ownSentences(c, adLimits.googleDescription)];
  const description = descriptions[0] ?? (length(`${m.cta}: ${m.domain}`) <= adLimits.googleDescription ? `${m.cta}: ${m.domain}` : m.cta);

  const siteCtas = site.callsToAction.map((t) => capitalizeFirst(t.trim()));
  const ctaCandidates = [m.cta, ...siteCtas, ...(siteCtas.length < 2 ? trade.ctas : [])];
  const ctas = [...new Set(ctaCandidates.filter((t) => length(t) <= 20 && c.acceptable(t)))];
  const cta = ctas[0] ?? trade.ctas[0]!;

  const firstFeature = m.features[0]?.mid;
  const keywordPool = [...site.keyPhrases, ...m.features.map((f) => f.mid), m.global.place ? `${firstFeature ?? m.name} ${m.global.place}` : null, m.name]
    .filter((k): k is string => Boolean(k))
    .map((k) => k.toLowerCase().trim())
    .filter((k) => k.length >= 3 && !c.style.mentionsAvoided(k));
  const keywords = [...new Set(keywordPool)].slice(0, 10);

  const budget = trade.dailyBudget;
  const currency = currencyOf(site);
  const platform = trade.adPlatforms[0] ?? 'Google Search';
  const adviceSlots: Slots = {
    ...m.global,
    budget: money(budget, currency),
    retargetBudget: money(Math.max(1, Math.round(budget * 0.2)), currency),
    pauseBudget: money(budget * 2, currency),
    platform,
    headlineCount: String(Math.min(googleHeadlines.length, 9)),
    keyword: keywords[0] ?? m.name,
  };
  if (firstFeature) adviceSlots.feature = firstFeature;
  const fillAll = (frames: readonly string[], slots: Slots) => frames.map((f) => fill(f, slots, c.language)).filter((t): t is string => Boolean(t));

  const primaryText = [m.description, ...ownSentences(c, adLimits.facebookPrimaryText)].map((t) => (t ? c.fit(t, adLimits.facebookPrimaryText) : '')).find(Boolean) ?? description;
  const facebookHeadline = candidates(c, c.bank.common.adHeadlines, adLimits.facebookHeadline)[0] ?? headline;
  const intro = [m.description, ...ownSentences(c, adLimits.linkedinIntro)].map((t) => (t ? c.fit(t, adLimits.linkedinIntro) : '')).find(Boolean) ?? description;
  const adText = [description, ...ownSentences(c, adLimits.tiktokText)].find((t) => length(t) <= adLimits.tiktokText) ?? headline;
  const checklistSlots: Slots = {
    ...adviceSlots,
    cta,
    headline,
    headlineFit: fitsLimit(headline, adLimits.googleHeadline),
    description,
    descriptionFit: fitsLimit(description, adLimits.googleDescription),
    primaryText,
    primaryFit: fitsLimit(primaryText, adLimits.facebookPrimaryText),
    intro,
    introFit: fitsLimit(intro, adLimits.linkedinIntro),
    adText,
    adTextFit: fitsLimit(adText, adLimits.tiktokText),
  };
  const facebookSlots = { ...checklistSlots, headline: facebookHeadline, headlineFit: fitsLimit(facebookHeadline, adLimits.facebookHeadline) };
  const linkedinSlots = { ...checklistSlots, headline: facebookHeadline, headlineFit: fitsLimit(facebookHeadline, adLimits.linkedinHeadline) };

  return {
    headline,
    description,
    cta,
    variations: {
      headlines: googleHeadlines.filter((h) => h !== headline).slice(0, 8),
      descriptions: descriptions.filter((d) => d !== description).slice(0, 4),
      ctas: ctas.filter((t) => t !== cta).slice(0, 3),
    },
    strategy: {
      platforms: trade.adPlatforms,
      audiences: fillAll(c.bank.words.adAudiences, adviceSlots),
      budgetTips: fillAll(c.bank.words.budgetTips, adviceSlots),
      keywords,
    },
    checklist: {
      facebook: fillAll(c.bank.words.checklist.facebook, facebookSlots),
      google: fillAll(c.bank.words.checklist.google, checklistSlots),
      linkedin: fillAll(c.bank.words.checklist.linkedin, linkedinSlots),
      tiktok: fillAll(c.bank.words.checklist.tiktok, checklistSlots),
    },
  };
}
