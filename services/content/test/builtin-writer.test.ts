import { describe, expect, it } from 'vitest';
import { languageOfText, postLength, splitSentences, wordsOf, type SiteModel } from '@sitespark/site-model';
import { generateBuiltinCopy, type BuiltinBrief } from '../src/adapters/builtin-generator.ts';
import type { GeneratedCopy } from '../src/adapters/content-generator.ts';
import { bakery, briefOf, ceramics, emptyInstructions, lawFirm, spanishClinic } from './builtin-sites.ts';

const emoji = /\p{Extended_Pictographic}|\u20E3/u;

/** Every piece of copy a reader sees, one string each. */
function pieces(copy: GeneratedCopy): string[] {
  return [
    ...copy.social.flatMap((p) => p.options),
    copy.emailCopy.subject,
    copy.emailCopy.body,
    ...Object.values(copy.emailCopy.sequences).flatMap((seq) => seq.flatMap((e) => [e.subject, e.body])),
    copy.adCopy.headline,
    copy.adCopy.description,
    ...copy.adCopy.variations.headlines,
    ...copy.adCopy.variations.descriptions,
    ...Object.values(copy.websiteCopy),
  ];
}

function sentencesOf(copy: GeneratedCopy, site: SiteModel): string[] {
  return pieces(copy)
    .flatMap((piece) => piece.split('\n'))
    .filter((line) => !line.startsWith('#') && !/^https?:/.test(line))
    .flatMap((line) => splitSentences(line, site.language));
}

/** A sentence with the site's own name and address replaced, to compare across sites. */
function normalised(sentence: string, site: SiteModel): string {
  return sentence.replaceAll(site.name, '<name>').replaceAll(site.url, '<url>').replaceAll(site.domain, '<domain>').toLowerCase();
}

const structural = /^(hi there|hello|guten tag|hallo|hola|cheers|kind regards|<name>|the <name> team)[,.!]?$/;

describe('the built-in writer', () => {
  const sites = [bakery, lawFirm, ceramics, spanishClinic];
  const kits = new Map(sites.map((site) => [site, generateBuiltinCopy(briefOf(site))]));

  it('writes no sentence that another site gets too (after swapping the name)', () => {
    const seen = new Map<string, SiteModel>();
    const leaks: string[] = [];
    for (const site of sites) {
      const own = new Set(sentencesOf(kits.get(site)!, site).map((s) => normalised(s, site)).filter((s) => !structural.test(s) && !s.includes('<url>')));
      for (const sentence of own) {
        const other = seen.get(sentence);
        if (other && other !== site) leaks.push(`${site.name} / ${other.name}: ${sentence}`);
        seen.set(sentence, site);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('writes a German site in German', () => {
    const english = sentencesOf(kits.get(ceramics)!, ceramics).filter((s) => wordsOf(s, 'de').length >= 5 && languageOfText(s) === 'en');
    expect(english).toEqual([]);
  });

  it('never gives a law firm shop or restaurant words', () => {
    const text = pieces(kits.get(lawFirm)!).join('\n').toLowerCase();
    const words = new Set(wordsOf(text, 'en'));
    for (const word of ['shop', 'basket', 'cart', 'menu', 'foodie', 'shopnow', 'collection', 'delicious']) expect(words.has(word), word).toBe(false);
  });

  it('keeps tweets within 280 by Twitter’s count and never cuts a word or ends in an ellipsis', () => {
    for (const [site, copy] of kits) {
      for (const tweet of copy.social.find((p) => p.platform === 'Twitter')!.options) expect(postLength(tweet, 'Twitter'), tweet).toBeLessThanOrEqual(280);
      const vocabulary = new Set(wordsOf(JSON.stringify(site), site.language).map((w) => w.toLowerCase()));
      for (const piece of pieces(copy)) {
        expect(piece, `${site.name}`).not.toMatch(/…|\.\.\.$/u);
        // The last word of every line is a whole word: one from the site or a word of more than two letters the writer chose.
        for (const line of piece.split('\n')) {
          const last = wordsOf(line, site.language).at(-1);
          if (last && last.length <= 2) expect(vocabulary.has(last.toLowerCase()) || /^\d+$/.test(last), `"${line}" ends in "${last}"`).toBe(true);
        }
      }
      expect(JSON.stringify(copy)).not.toMatch(/\{[a-zA-Z0-9]+\}|\bundefined\b|\bnull\b|\bNaN\b|[^.]\.\.(?!\.)|,,|\s[,.;:]/);
    }
  });

  it('leaves out emoji everywhere when the user says no emoji, and uses them on every network when asked', () => {
    const off = generateBuiltinCopy(briefOf(bakery, { instructions: { ...emptyInstructions(), emoji: false } }));
    expect(pieces(off).filter((p) => emoji.test(p))).toEqual([]);
    const on = generateBuiltinCopy(briefOf(bakery, { instructions: { ...emptyInstructions(), emoji: true } }));
    for (const { platform, options } of on.social) expect(options.every((p) => emoji.test(p)), platform).toBe(true);
  });

  it('mentions what the user asked for in every post, the email and the website copy, and leaves out what they asked to avoid', () => {
    const brief: BuiltinBrief = briefOf(lawFirm, { instructions: { ...emptyInstructions(), mustMention: ['fixed fee'], avoid: ['court'] } });
    const copy = generateBuiltinCopy(brief);
    for (const post of copy.social.flatMap((p) => p.options)) expect(post.toLowerCase(), post).toMatch(/\bfixed fee\b/);
    expect(copy.emailCopy.body.toLowerCase()).toMatch(/\bfixed fee\b/);
    expect(Object.values(copy.websiteCopy).join('\n').toLowerCase()).toMatch(/\bfixed fee\b/);
    expect(pieces(copy).filter((p) => /\bcourt\b/i.test(p))).toEqual([]);
  });

  it('grounds a mention in the site’s own sentence when the site says it', () => {
    const copy = generateBuiltinCopy(briefOf(lawFirm, { instructions: { ...emptyInstructions(), mustMention: ['fixed fee'] } }));
    expect(copy.social[0]!.options.join('\n')).toContain('Every divorce is handled for a fixed fee agreed in writing before we start.');
  });

  it('weaves the audience phrase into frames and never pastes the typed audience', () => {
    const copy = generateBuiltinCopy(briefOf(bakery, { targetAudience: 'Busy Parents In Leeds who want fresh bread', audiencePhrase: 'busy parents in Leeds' }));
    const text = pieces(copy).join('\n');
    expect(text).toContain('busy parents in Leeds');
    expect(text).not.toContain('Busy Parents In Leeds');
    expect(text).not.toContain('who want fresh bread');
  });

  it('writes as "I" when the user asks for first person', () => {
    const copy = generateBuiltinCopy(briefOf(bakery, { instructions: { ...emptyInstructions(), person: 'I' } }));
    expect(copy.emailCopy.body).not.toMatch(/The Mara's Bakery team/);
  });

  it('never uses a screenshot caption as a fact or a tag', () => {
    const copy = generateBuiltinCopy(briefOf(bakery, { snippets: [{ description: 'Mobile view of the gallery' }] }));
    expect(pieces(copy).join('\n').toLowerCase()).not.toMatch(/gallery/);
  });

  it('leads each welcome, nurture and promotional email with a different fact', () => {
    const copy = kits.get(bakery)!;
    for (const sequence of Object.values(copy.emailCopy.sequences)) {
      const openings = sequence.map((e) => e.body.split('\n\n')[1]);
      expect(new Set(openings).size).toBe(3);
    }
  });

  it('is the same kit for the same brief', () => {
    expect(generateBuiltinCopy(briefOf(bakery))).toEqual(kits.get(bakery));
  });
});
