import type { SocialPlatform } from '@sitespark/contracts';
import { morePosts, writesIn } from '@sitespark/copy';
import { fitsPlatform, hashtagsFor, stripEmoji, type WriterBrief } from '@sitespark/site-model';
import { bankFor } from './banks/index.ts';
import { Composer } from './compose.ts';
import { prepareMaterial } from './material.ts';
import { hashString, Random } from './random.ts';
import { writeSocialPosts } from './social.ts';
import { Style } from './style.ts';

/** What a post says, without its hashtags, emoji, case and spacing: two posts that differ only there are the same post. */
export function postSubstance(text: string): string {
  return stripEmoji(text)
    .replace(/(^|\s)#[\p{L}\p{N}_]+/gu, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface PostVariationRequest {
  brief: WriterBrief & { snippets?: Array<{ description: string }> };
  /** How many new posts each network needs. */
  wanted: Partial<Record<SocialPlatform, number>>;
  /** Texts the new posts must differ from (the kit's posts). */
  existing: string[];
  /** Rounds of writing to try before giving up on a network (each round writes every network's posts afresh). */
  maxRounds?: number;
}

/**
 * New posts on the same site facts as the kit, by the built-in writer: each round composes the
 * networks' posts with another choice of phrasings (and hashtags in another order) and keeps those
 * that say something no earlier post said and fit the network (twitter-text length, hashtag count).
 * Deterministic for the same brief and request; a site with few facts may yield fewer than wanted.
 */
export function writePostVariations(request: PostVariationRequest): Record<SocialPlatform, string[]> {
  const { brief } = request;
  const style = new Style(brief);
  const bank = bankFor(brief.site.language, { casual: style.casual, firstPerson: style.firstPerson });
  const material = prepareMaterial(brief, bank);
  const trade = bank.trades[material.trade];
  const userText = [brief.customPrompt, brief.targetAudience, ...(brief.snippets ?? []).map((s) => s.description)];
  const hashtags = hashtagsFor(brief.site, 10, { tradeTags: trade.hashtags, userText }).filter((tag) => !style.mentionsAvoided(tag.slice(1)));

  const seen = new Set(request.existing.map(postSubstance));
  const result: Record<SocialPlatform, string[]> = { Twitter: [], LinkedIn: [], Instagram: [], Facebook: [] };
  const remaining = () => (Object.entries(request.wanted) as Array<[SocialPlatform, number]>).filter(([network, count]) => result[network].length < count);
  const maxRounds = request.maxRounds ?? 60;
  // The address without scheme or port, so the same site served from another port writes the same posts.
  const place = /^[a-z]+:\/\/(?:www\.)?([^/:]+)(?::\d+)?(\/[^?#]*)?/i.exec(brief.site.url);
  const base = hashString(JSON.stringify(['plan-variations', place ? `${place[1]}${place[2] ?? '/'}` : brief.site.url, brief.site.name, brief.instructions, brief.audiencePhrase]));
  let idleRounds = 0;
  if (writesIn(brief.site.language)) {
    // The brief-first writer's further posts: the same campaign told from each opening, detail, review and point.
    for (const [network, count] of remaining()) {
      for (const text of morePosts(brief, network)) {
        if (result[network].length >= count) break;
        const substance = postSubstance(text);
        if (!substance || seen.has(substance) || !fitsPlatform(text, network)) continue;
        seen.add(substance);
        result[network].push(text);
      }
    }
    return result;
  }
  for (let round = 1; round <= maxRounds && remaining().length > 0; round++) {
    const random = new Random(base ^ hashString(`round:${round}`));
    // Each round leads with other facts first, so a network's posts open on a fact its earlier posts did not.
    const leadShift = material.leads.length > 0 ? round % material.leads.length : 0;
    const leads = [...material.leads.slice(leadShift), ...material.leads.slice(0, leadShift)];
    const composer = new Composer(bank, { ...material, leads }, style, random.fork('frames'));
    const shift = hashtags.length > 0 ? round % hashtags.length : 0;
    const rotated = [...hashtags.slice(shift), ...hashtags.slice(0, shift)];
    const posts = writeSocialPosts(composer, rotated, random.fork('emoji').shuffle(trade.emoji));
    let found = false;
    for (const [network, count] of remaining()) {
      const options = posts.find((p) => p.platform === network)?.options ?? [];
      for (const text of options) {
        if (result[network].length >= count) break;
        const substance = postSubstance(text);
        if (!substance || seen.has(substance) || !fitsPlatform(text, network)) continue;
        seen.add(substance);
        result[network].push(text);
        found = true;
      }
    }
    idleRounds = found ? 0 : idleRounds + 1;
    // The phrasings for these facts are used up: more rounds only repeat them.
    if (idleRounds >= 12) break;
  }
  return result;
}
