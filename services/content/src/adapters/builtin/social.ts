import { platformRules, postLength } from '@sitespark/site-model';
import type { PlatformPosts } from '../content-generator.ts';
import type { Composer } from './compose.ts';
import type { Lead, Slots } from './material.ts';
import { emojiLine, factLines, listIntro, leadAt, mentionLines, openWith, quoteLines, slotsFor, withoutRepeats } from './pieces.ts';
import type { SocialNetwork } from './style.ts';

/** A part of a post. Optional parts are dropped (lowest `drop` first) when the post is too long; `shrink` parts are then fitted by whole sentences. */
interface Part {
  text: string;
  drop?: number;
  shrink?: boolean;
  /** The closing call to action. */
  cta?: boolean;
}

function join(parts: Part[]): string {
  return parts
    .map((p) => p.text.trim())
    .filter(Boolean)
    .join('\n\n');
}

/** Joins the parts and fits the network's limit by dropping whole parts, then whole sentences; never cuts a word. */
export function assemblePost(c: Composer, parts: Part[], network: SocialNetwork): string {
  const limit = platformRules[network].maxLength;
  const cleaned = parts.map((p) => ({ ...p, text: c.clean(p.text) })).filter((p) => p.text.trim());
  // The closing call to action and the hashtags carry the link and tags, not facts.
  let current = withoutRepeats(cleaned, c.language, (p) => p.cta === true || p.text.trim().startsWith('#'));
  const fits = () => postLength(join(current), network) <= limit;
  while (!fits()) {
    const optional = current.filter((p) => p.drop !== undefined).sort((a, b) => a.drop! - b.drop!)[0];
    if (!optional) break;
    current = current.filter((p) => p !== optional);
  }
  for (let room = limit; !fits() && room > 0; room -= 10) {
    const others = postLength(join(current.filter((p) => !p.shrink)), network);
    current = current
      .map((p) => (p.shrink ? { ...p, text: c.fit(p.text, Math.max(0, room - others - 2)) } : p))
      .filter((p) => p.text.trim());
  }
  return join(current);
}

interface NetworkPlan {
  network: SocialNetwork;
  tagCount: (option: number) => number;
  build: (c: Composer, lead: Lead | null, option: number, context: SocialContext) => Part[];
}

export interface SocialContext {
  hashtags: string[];
  emoji: string[];
  /** Index of the first post of this network among all posts, for rotating leads. */
  offset: number;
}

function tagsFor(context: SocialContext, count: number, option: number): string {
  if (count <= 0 || context.hashtags.length === 0) return '';
  const start = (option * 2) % context.hashtags.length;
  const rotated = [...context.hashtags.slice(start), ...context.hashtags.slice(0, start)];
  return rotated.slice(0, count).join(' ');
}

function emojiFor(c: Composer, network: SocialNetwork, context: SocialContext, index: number): string | undefined {
  if (index >= c.style.emojiFor(network)) return undefined;
  return context.emoji[(context.offset + index) % Math.max(1, context.emoji.length)];
}

function baseSlots(c: Composer, lead: Lead | null): Slots {
  return lead ? slotsFor(c.material, lead) : { ...c.material.global };
}

/** The opening of a post about the lead: hook and the lines that follow it. With no facts, the site's name alone. */
function opening(c: Composer, lead: Lead | null, slots: Slots, emoji: string | undefined): Part[] {
  if (!lead) return [{ text: emojiLine(c.material.headline ?? c.material.name, emoji) }];
  const { hook, body } = openWith(c, lead, slots, c.bank.trades[tradeOf(c)].hooks);
  const parts: Part[] = [];
  if (hook) parts.push({ text: emojiLine(hook, emoji), drop: body.length > 0 ? 5 : undefined });
  body.forEach((line, i) => parts.push({ text: hook || i > 0 ? line : emojiLine(line, emoji), shrink: true }));
  if (parts.length === 0) parts.push({ text: emojiLine(c.material.name, emoji) });
  return parts;
}

function tradeOf(c: Composer) {
  return c.material.trade;
}

/** Another fact than the lead's, to support the post: a different kind where the site has one. */
function supportLead(c: Composer, lead: Lead | null, index: number): Lead | null {
  const leads = c.material.leads;
  if (!lead || leads.length < 3) return null;
  for (let step = 1; step < leads.length; step++) {
    const candidate = leads[(index + step * 3) % leads.length]!;
    if (candidate !== lead && candidate.kind !== lead.kind && candidate.kind !== 'description') return candidate;
  }
  return null;
}

function supportParts(c: Composer, lead: Lead | null, index: number, drop: number, allowQuote: boolean): Part[] {
  const support = supportLead(c, lead, index);
  if (!support || (!allowQuote && support.kind === 'quote')) return [];
  const lines = support.kind === 'quote' ? quoteLines(c, support, slotsFor(c.material, support)) : factLines(c, support, slotsFor(c.material, support));
  return lines.map((text) => ({ text, drop }));
}

function engagementPart(c: Composer, slots: Slots, lead: Lead | null, drop: number, emoji?: string): Part[] {
  const line = c.pick(c.bank.trades[tradeOf(c)].engagement, slots, lead ? { require: lead.kind === 'feature' ? 'feature' : undefined } : {});
  return line ? [{ text: emojiLine(line, emoji), drop }] : [];
}

/** Lines for what the user asked to mention; the one part that already says it stays in the post whatever its length. */
function mentionParts(c: Composer, written: Part[]): Part[] {
  for (const mention of c.style.mentions) {
    const saying = written.filter((part) => c.style.saysMention(part.text, mention, c.language));
    if (saying.length === 1) delete saying[0]!.drop;
  }
  return mentionLines(c, join(written)).map((text) => ({ text }));
}

/** The closing call to action; when every phrasing is used, the option's own one, so the three options still differ. */
function ctaPart(c: Composer, slots: Slots, bio: boolean, option: number): Part {
  const frames = bio ? c.bank.common.ctaLineBio : c.bank.common.ctaLine;
  const picked = c.pick(frames, slots, { require: 'cta' });
  if (picked) return { text: picked, cta: true };
  const frame = frames[option % Math.max(1, frames.length)];
  return { text: (frame && c.fill(frame, slots)) || `${c.material.cta}: ${bio ? c.bank.words.linkInBio : c.material.url}`, cta: true };
}

function audiencePart(c: Composer, slots: Slots, drop: number): Part[] {
  if (!slots.audience) return [];
  const line = c.pick(c.bank.common.audienceLine, slots, { require: 'audience', sentence: true });
  return line ? [{ text: line, drop }] : [];
}

/**
 * Up to three features other than the lead's for a bulleted list: first those whose description
 * fits a bullet whole (a description that only fits cut short is left for a piece of its own).
 */
export function listed(c: Composer, lead: Lead | null, maxDetail: number): Composer['material']['features'] {
  const others = c.material.features.filter((f) => f.mid !== lead?.slots.feature);
  const whole = others.filter((f) => !f.detail || c.fit(f.detail, maxDetail));
  return (whole.length >= 2 ? whole : others).slice(0, 3);
}

/** Up to three other features with their own descriptions, as a bulleted list under an intro line. */
function featureList(c: Composer, lead: Lead | null, slots: Slots, drop: number): Part[] {
  const others = listed(c, lead, 140);
  if (others.length < 2) return [];
  const intro = listIntro(c, slots, others[0]!.mid, others[1]!.mid);
  const bullets = others.map((f) => {
    const detail = f.detail ? c.fit(f.detail, 140) : '';
    return `• ${f.label}${detail ? `: ${detail}` : ''}`;
  });
  return [{ text: [intro, ...bullets].filter(Boolean).join('\n'), drop }];
}

const plans: NetworkPlan[] = [
  {
    network: 'Twitter',
    tagCount: () => 2,
    build: (c, lead, option, context) => {
      const slots = baseSlots(c, lead);
      const written = opening(c, lead, slots, emojiFor(c, 'Twitter', context, 0));
      return [...written, ...mentionParts(c, written), ctaPart(c, slots, false, option), { text: tagsFor(context, 2, option), drop: 1 }];
    },
  },
  {
    network: 'LinkedIn',
    tagCount: () => 4,
    build: (c, lead, option, context) => {
      const slots = baseSlots(c, lead);
      const written = opening(c, lead, slots, emojiFor(c, 'LinkedIn', context, 0));
      const middle =
        option === 0
          ? [...featureList(c, lead, slots, 3), ...audiencePart(c, slots, 2)]
          : option === 1
            ? supportParts(c, lead, context.offset + option, 3, true)
            : [...supportParts(c, lead, context.offset + option, 3, false), ...engagementPart(c, slots, lead, 2)];
      const body = [...written, ...middle];
      return [...body, ...mentionParts(c, body), ctaPart(c, slots, false, option), { text: tagsFor(context, 4, option), drop: 1 }];
    },
  },
  {
    network: 'Instagram',
    tagCount: () => 8,
    build: (c, lead, option, context) => {
      const slots = baseSlots(c, lead);
      const written = opening(c, lead, slots, emojiFor(c, 'Instagram', context, 0));
      const middle = [
        ...supportParts(c, lead, context.offset + option, 3, false),
        ...(option === 1 ? audiencePart(c, slots, 2) : engagementPart(c, slots, lead, 2, emojiFor(c, 'Instagram', context, 1))),
      ];
      const body = [...written, ...middle];
      return [...body, ...mentionParts(c, body), ctaPart(c, slots, true, option), { text: tagsFor(context, 8, option), drop: 1 }];
    },
  },
  {
    network: 'Facebook',
    tagCount: (option) => option,
    build: (c, lead, option, context) => {
      const slots = baseSlots(c, lead);
      const written = opening(c, lead, slots, emojiFor(c, 'Facebook', context, 0));
      const middle = option === 2 ? engagementPart(c, slots, lead, 2) : [...supportParts(c, lead, context.offset + option, 3, true), ...engagementPart(c, slots, lead, 2)];
      const body = [...written, ...middle];
      return [...body, ...mentionParts(c, body), ctaPart(c, slots, false, option), { text: tagsFor(context, option, option), drop: 1 }];
    },
  },
];

function attemptShift(options: string[]): number {
  return options.length + 1;
}

/** Twelve posts, three per network, each leading with the next fact of the site. */
export function writeSocialPosts(c: Composer, hashtags: string[], emoji: string[]): PlatformPosts[] {
  return plans.map((plan, networkIndex) => {
    const options: string[] = [];
    for (let option = 0; option < 3; option++) {
      const context: SocialContext = { hashtags, emoji, offset: networkIndex * 3 };
      let post = '';
      for (let attempt = 0; attempt < 4; attempt++) {
        const lead = leadAt(c.material, networkIndex * 3 + option + attempt * 5);
        post = assemblePost(c, plan.build(c, lead, option, context), plan.network);
        if (post && !options.includes(post)) break;
      }
      if (!post || options.includes(post)) post = assemblePost(c, [{ text: post || c.material.name }, ctaPart(c, c.material.global, plan.network === 'Instagram', option + attemptShift(options))], plan.network);
      options.push(post || c.material.name);
    }
    return { platform: plan.network, options: options as [string, string, string] };
  });
}
