import { quoteInMarks, type KitLanguage } from '@sitespark/site-model';
import type { Frame } from './banks/bank.ts';
import { asLabel, dangles, fillable, type Composer } from './compose.ts';
import { endSentence, sentenceCase, type Lead, type Material, type Slots } from './material.ts';
import type { Mention } from './style.ts';

/**
 * Words in the language's quotation marks (site-model's `quoteInMarks`: „…“, «…», “…”, with any
 * marks the site put around them removed); French sets « » off with the narrow no-break space
 * (U+202F), as the French bank does, so a line never breaks inside the marks.
 */
export function quoted(text: string, language: KitLanguage): string {
  const marked = quoteInMarks(text, language);
  return language === 'fr' ? marked.replace(/^«[\s\u00A0\u202F]*/u, '«\u202F').replace(/[\s\u00A0\u202F]*»$/u, '\u202F»') : marked;
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

/** How often the site's own sentence for a mention may appear in a kit; the framings take turns elsewhere. */
const maxOwnSaid = 3;

/**
 * The shortest clause of the site's sentence that still says every word of the mention, cut only
 * where a clause ends (at "; ", a colon or a dash, never inside a list of commas: "Bienenstich oder
 * Pflaumenkuchen" would drop the Streuselkuchen the sentence names first), or null when the
 * sentence has no shorter one.
 */
function mentionClause(c: Composer, sentence: string, mention: Mention): string | null {
  const clauses = sentence
    .replace(/[.!?…]+$/u, '')
    .split(/[;:][\s\u202F]+|\s+[–—]\s+/u)
    .map((clause) => clause.trim())
    .filter((clause) => c.words(clause).length >= 3 && c.style.saysMention(clause, mention, c.language));
  const shortest = clauses.sort((a, b) => a.length - b.length)[0];
  if (!shortest || shortest.length >= sentence.length - 2 || dangles(shortest, c.language)) return null;
  return shortest.replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => (c.language === 'de' ? letter : letter.toLowerCase()));
}

const wordingsOf = new WeakMap<Mention, string[]>();

function mentionWordings(c: Composer, mention: Mention): string[] {
  const cached = wordingsOf.get(mention);
  if (cached) return cached;
  const wordings: string[] = [];
  const add = (line: string | null) => {
    if (line && c.acceptable(line) && !wordings.includes(line)) wordings.push(line);
  };
  const grounded = mention.grounded && c.acceptable(mention.grounded) ? mention.grounded : null;
  if (grounded) add(grounded);
  const base: Slots = { ...c.material.global };
  const frames = c.bank.common.mentionLine.filter((frame) => !mention.clause || asLabel(frame, 'mention'));
  for (const frame of frames) {
    if (fillable(frame, { ...base, mention: mention.mid })) add(c.fill(frame, { ...base, mention: mention.mid }));
  }
  const clause = grounded ? mentionClause(c, grounded, mention) : null;
  if (clause) for (const frame of c.bank.common.mentionLine.filter((f) => asLabel(f, 'mention'))) add(c.fill(frame, { ...base, mention: clause }));
  const result = wordings.map((line) => endSentence(line));
  wordingsOf.set(mention, result);
  return result;
}

/**
 * Lines that bring in what the user asked to mention, unless the text already says it. The
 * wording varies across the kit: the site's sentence opens (so the first post is grounded) and
 * comes back in at most two more pieces; otherwise the least used wording comes next, so every framing is
 * used before any is used again and no sentence is pasted into every piece.
 */
export function mentionLines(c: Composer, alreadySaid: string): string[] {
  const lines: string[] = [];
  for (const mention of c.style.mentions) {
    if (c.style.saysMention(alreadySaid + '\n' + lines.join('\n'), mention, c.language)) continue;
    const grounded = mention.grounded ? endSentence(mention.grounded) : null;
    const wordings = mentionWordings(c, mention).filter((line) => line !== grounded || c.timesSaid(line) < maxOwnSaid);
    const fewest = Math.min(...wordings.map((line) => c.timesSaid(line)));
    const least = wordings.filter((line) => c.timesSaid(line) === fewest);
    const line = grounded && least.includes(grounded) ? grounded : c.nextRandom().shuffle(least)[0];
    if (line) c.say(line);
    lines.push(line ?? endSentence(sentenceCase(mention.phrase)));
  }
  return lines;
}

const linkOrTag = /\b(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:\/\S*)?|#[\p{L}\p{N}_]+/giu;

/**
 * The facts a text states that a reader would notice twice: its numbers (a price, a time, a date,
 * "£25" and "25 £" alike) and its longer sentences, ignoring links and hashtags.
 */
export function factKeys(text: string, language: KitLanguage): string[] {
  const bare = text.replace(linkOrTag, ' ');
  const numbers = [...bare.matchAll(/\d+(?:[.,:]\d+)*/gu)].map((m) => `#${m[0].replace(/[.,:]00$/u, '')}`);
  const sentences = bare
    .split(/\n+|(?<=[.!?»”“])\s+/u)
    .map((sentence) => sentence.replace(/^[•\s]+/u, '').trim().toLowerCase())
    .filter((sentence) => sentence.split(/\s+/u).length >= 5);
  void language;
  return [...new Set([...numbers, ...sentences])];
}

/** What a line states after its frame's colon ("Now at Clara: first visit free." says "first visit free"), when it is three words or more. */
function statedAfterColon(text: string): string[] {
  return text
    .replace(linkOrTag, ' ')
    .split('\n')
    .flatMap((line) => {
      const match = /:[\s\u202F]+([^:]+?)[.!?]?$/u.exec(line.trim());
      return match && match[1]!.split(/\s+/u).length >= 3 ? [match[1]!.toLowerCase()] : [];
    });
}

/**
 * Parts of one piece without a fact said twice (a price line and then the same feature's
 * description with the same price): a later part that repeats a number or a sentence goes when it
 * may; else an earlier part that may go makes way. Parts that must stay (the lead, a mention) stay.
 */
export function withoutRepeats<T extends { text: string; drop?: number }>(parts: T[], language: KitLanguage, skip: (part: T) => boolean = () => false): T[] {
  const kept: Array<{ part: T; keys: string[]; lower: string }> = [];
  for (const original of parts) {
    let part = original;
    if (skip(part)) {
      kept.push({ part, keys: [], lower: '' });
      continue;
    }
    // A bulleted list loses the bullets that repeat a fact; one bullet left reads as a line of its own.
    if (/^• /mu.test(part.text)) {
      const said = new Set(kept.flatMap((k) => k.keys));
      const lines = part.text.split('\n');
      const bullets = lines.filter((line) => line.startsWith('• ') && !factKeys(line, language).some((key) => said.has(key)));
      if (bullets.length === 0) continue;
      const text = bullets.length === 1 ? bullets[0]!.slice(2) : lines.filter((line) => !line.startsWith('• ') || bullets.includes(line)).join('\n');
      part = { ...part, text };
    }
    const keys = factKeys(part.text, language);
    const tails = statedAfterColon(part.text);
    const entry = { part, keys, lower: part.text.toLowerCase() };
    const holds = (other: (typeof kept)[number]) => other.keys.some((key) => keys.includes(key)) || (other.lower !== '' && tails.some((tail) => other.lower.includes(tail)));
    if (!kept.some(holds)) {
      kept.push(entry);
      continue;
    }
    if (part.drop !== undefined) continue;
    const earlier = kept.filter((other) => holds(other) && other.part.drop !== undefined);
    kept.splice(0, kept.length, ...kept.filter((other) => !earlier.includes(other)));
    kept.push(entry);
  }
  return kept.map((k) => k.part);
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
