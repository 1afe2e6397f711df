import type { EmailMessage } from '@sitespark/contracts';
import type { GeneratedCopy } from '../content-generator.ts';
import type { Frame } from './banks/bank.ts';
import { fill } from './compose.ts';
import type { Composer } from './compose.ts';
import type { Lead, Slots } from './material.ts';
import { listed } from './social.ts';
import { factLines, leadAt, listIntro, mentionLines, openWith, slotsFor, withoutRepeats } from './pieces.ts';

type EmailDraft = GeneratedCopy['emailCopy'];

const maxSubject = 78;

function greeting(c: Composer): string {
  return c.style.casual ? c.bank.common.greetingCasual : c.bank.common.greetingFormal;
}

function signOff(c: Composer): string {
  const closing = c.style.casual ? c.bank.common.signOffCasual : c.bank.common.signOffFormal;
  // Signed with the name alone: "The {name} team" reads the same in every kit.
  return `${closing}\n${c.material.name}`;
}

function subjectFor(c: Composer, lead: Lead | null, slots: Slots, preferred: readonly Frame[]): string {
  const trade = c.bank.trades[c.material.trade];
  const require = !lead || lead.kind === 'description' ? undefined : lead.kind === 'quote' ? (lead.author ? 'author' : undefined) : lead.kind === 'place' ? 'place' : lead.primary;
  const subject = (
    c.pick(preferred, slots, { require, maxLength: maxSubject }) ??
    c.pick(trade.subjects, slots, { require, maxLength: maxSubject }) ??
    c.pick(preferred, slots, { maxLength: maxSubject }) ??
    c.pick(trade.subjects, slots, { maxLength: maxSubject }) ??
    c.material.headline ??
    c.material.name
  );
  // A subject is a title: no closing full stop.
  return subject.replace(/(?<![.])\.$/u, '');
}

function ctaLine(c: Composer, slots: Slots): string {
  return c.pick(c.bank.common.ctaLine, slots, { require: 'cta' }) ?? `${c.material.cta}: ${c.material.url}`;
}

function bodyOf(c: Composer, lead: Lead | null, slots: Slots, extras: string[]): string {
  const opening: string[] = [];
  if (lead) {
    const { hook, body } = openWith(c, lead, slots, c.bank.trades[c.material.trade].hooks);
    if (hook) opening.push(body.length > 0 ? `${hook} ${body.join(' ')}` : hook);
    else opening.push(...body);
  } else if (c.material.headline) {
    opening.push(c.material.headline);
  }
  // No fact twice: an extra (or a bullet) that repeats a price or sentence of the opening goes.
  const facts = withoutRepeats([...opening.map((text) => ({ text })), ...extras.map((text) => ({ text, drop: 1 }))], c.language).map((p) => p.text);
  const said = facts.join('\n');
  const paragraphs = [greeting(c), ...facts, ...mentionLines(c, said), ctaLine(c, slots), signOff(c)];
  return c.clean(paragraphs.filter((p) => p.trim()).join('\n\n'));
}

/** A second fact for an email, of another kind than its lead. */
function supportLine(c: Composer, lead: Lead | null, index: number): string[] {
  const leads = c.material.leads;
  if (!lead || leads.length < 2) return [];
  for (let step = 1; step < leads.length; step++) {
    const candidate = leads[(index + step * 2) % leads.length]!;
    if (candidate !== lead && candidate.kind !== lead.kind) return factLines(c, candidate, slotsFor(c.material, candidate));
  }
  return [];
}

function featureBullets(c: Composer, lead: Lead | null, slots: Slots): string[] {
  const others = listed(c, lead, 160);
  if (others.length < 2) return [];
  const intro = listIntro(c, slots, others[0]!.mid, others[1]!.mid);
  return [[intro, ...others.map((f) => `• ${f.label}${f.detail ? `: ${c.fit(f.detail, 160)}` : ''}`)].filter(Boolean).join('\n')];
}

function sequence(c: Composer, leads: Array<Lead | null>, subjects: readonly Frame[], start: number): EmailMessage[] {
  return leads.map((lead, i) => {
    const slots = lead ? slotsFor(c.material, lead) : { ...c.material.global };
    const subject = subjectFor(c, lead, slots, subjects);
    const extras = [...supportLine(c, lead, start + i)];
    return { subject: c.clean(subject) || c.material.name, body: bodyOf(c, lead, slots, extras) };
  });
}

/** Promotions lead with offers and prices first, where the site has them. */
function promoLeads(c: Composer, from: number): Array<Lead | null> {
  const leads = c.material.leads;
  const offers = leads.filter((l) => l.kind === 'offer' || l.kind === 'price');
  const rest = leads.filter((l) => l.kind !== 'offer' && l.kind !== 'price');
  const ordered = [...offers, ...rest.slice(from % Math.max(1, rest.length)), ...rest.slice(0, from % Math.max(1, rest.length))];
  return [0, 1, 2].map((i) => ordered[i % Math.max(1, ordered.length)] ?? null);
}

export function writeEmail(c: Composer): EmailDraft {
  const m = c.material;
  const lead = leadAt(m, 0);
  const slots = lead ? slotsFor(m, lead) : { ...m.global };
  const subject = c.clean(subjectFor(c, lead, slots, c.bank.trades[m.trade].subjects)) || m.name;
  const extras = [...featureBullets(c, lead, slots), ...supportLine(c, lead, 0)];
  if (slots.audience) {
    const audience = c.pick(c.bank.common.audienceLine, slots, { require: 'audience', sentence: true });
    if (audience) extras.push(audience);
  }
  const body = bodyOf(c, lead, slots, extras);

  const welcome = sequence(c, [1, 2, 3].map((i) => leadAt(m, i)), c.bank.common.welcomeSubjects, 1);
  const nurture = sequence(c, [4, 5, 6].map((i) => leadAt(m, i)), c.bank.common.nurtureSubjects, 4);
  const promotional = sequence(c, promoLeads(c, 7), c.bank.common.promoSubjects, 7);

  const tipSlots: Slots = { ...m.global, subject, subject2: welcome[0]?.subject ?? subject };
  const tips = c.bank.words.emailTips.map((frame) => fill(frame, tipSlots, c.language)).filter((t): t is string => Boolean(t));
  return { subject, body, sequences: { welcome, nurture, promotional }, tips };
}
