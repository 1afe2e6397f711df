import type { KitWriter } from '@sitespark/contracts';
import { writeKit, writesIn } from '@sitespark/copy';
import { hashtagsFor, type WriterBrief } from '@sitespark/site-model';
import { writeAds } from './builtin/ads.ts';
import { bankFor } from './builtin/banks/index.ts';
import { Composer } from './builtin/compose.ts';
import { writeEmail } from './builtin/email.ts';
import { prepareMaterial } from './builtin/material.ts';
import { hashString, Random } from './builtin/random.ts';
import { writeSocialPosts } from './builtin/social.ts';
import { Style } from './builtin/style.ts';
import { writeIntel, writeWebsiteCopy } from './builtin/website.ts';
import type { KitCompute } from './compute/kit-compute.ts';
import { withCampaign, type ContentGenerator, type GeneratedCopy } from './content-generator.ts';

/** What the built-in writer reads: the brief, and the snippets' descriptions (which describe images and are never used as facts). */
export type BuiltinBrief = WriterBrief & {
  snippets: Array<{ description: string }>;
  /** Another version of the same kit (regenerating one piece): mixed into the seed; absent for the kit itself. */
  variation?: number;
};

/** The address without scheme or port, so the same site served from another port writes the same kit. */
function placeOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname.replace(/^www\./u, '')}${parsed.pathname}`;
  } catch {
    return url;
  }
}

/**
 * The seed of every choice of phrasing: the site's own facts (so two sites of one trade rarely
 * choose the same frame for the same slot) and the user's instructions; nothing random, no port.
 */
function seedOf(brief: BuiltinBrief): number {
  const { site, instructions } = brief;
  return hashString(
    JSON.stringify([
      placeOf(site.url),
      site.name,
      site.language,
      site.trade,
      site.features.map((f) => f.name),
      site.prices.map((p) => p.amount),
      site.location?.text ?? null,
      instructions,
      brief.audiencePhrase,
      ...(brief.variation ? [brief.variation] : []),
    ]),
  );
}

/**
 * Composes the kit offline from the site's own facts, in the site's language, framed by the
 * trade's copy bank; the same brief always gives the same kit.
 */
export function generateBuiltinCopy(brief: BuiltinBrief): GeneratedCopy {
  const style = new Style(brief);
  const bank = bankFor(brief.site.language, { casual: style.casual, firstPerson: style.firstPerson });
  const material = prepareMaterial(brief, bank);
  const random = new Random(seedOf(brief));
  const composer = new Composer(bank, material, style, random.fork('frames'));
  const trade = bank.trades[material.trade];

  const userText = [brief.customPrompt, brief.targetAudience, ...brief.snippets.map((s) => s.description)];
  const hashtags = hashtagsFor(brief.site, 10, { tradeTags: trade.hashtags, userText }).filter((tag) => !style.mentionsAvoided(tag.slice(1)));
  const emoji = random.fork('emoji').shuffle(trade.emoji);

  const advice = { adCopy: writeAds(composer, brief.site), emailCopy: writeEmail(composer), marketingIntel: writeIntel(composer, brief.site) };
  if (!writesIn(brief.site.language)) {
    return { social: writeSocialPosts(composer, hashtags, emoji), emailCopy: advice.emailCopy, adCopy: advice.adCopy, websiteCopy: writeWebsiteCopy(composer), marketingIntel: advice.marketingIntel };
  }
  // The brief-first writer writes every piece a reader sees; tips, strategy, checklists and intel stay the bank's advice.
  const kit = writeKit(brief);
  return {
    social: kit.social,
    emailCopy: { ...advice.emailCopy, subject: kit.email.subject, body: kit.email.body, sequences: kit.email.sequences },
    adCopy: { ...advice.adCopy, headline: kit.ad.headline, description: kit.ad.description, cta: kit.ad.cta, variations: kit.ad.variations },
    // Without a customer's words the website's testimonial says so, rather than inventing one.
    websiteCopy: kit.website.testimonial ? kit.website : { ...kit.website, testimonial: writeWebsiteCopy(composer).testimonial },
    marketingIntel: advice.marketingIntel,
  };
}

/** Who wrote a kit when the built-in writer is the configured writer. */
export const builtinWriter: KitWriter = {
  model: null,
  sections: { social: 'builtin', email: 'builtin', ads: 'builtin', website: 'builtin', intel: 'builtin' },
  notices: [],
  usage: null,
};

/** The built-in writer; its writing runs where `compute` runs it (the kit compute pool in the service). */
export function createBuiltinGenerator(compute: Pick<KitCompute, 'writeBuiltinCopy'>): ContentGenerator {
  return {
    kind: 'builtin',
    // Only what the writer reads: the snippets' descriptions, never their images.
    readsImages: false,
    generate: async (brief) => ({ copy: await compute.writeBuiltinCopy({ ...withCampaign(brief), snippets: brief.snippets.map((s) => ({ description: s.description })) }), writer: builtinWriter }),
  };
}
