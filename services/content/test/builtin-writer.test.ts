import { describe, expect, it } from 'vitest';
import { languageOfText, postLength, splitSentences, wordsOf, type SiteModel } from '@sitespark/site-model';
import { generateBuiltinCopy, type BuiltinBrief } from '../src/adapters/builtin-generator.ts';
import { asLabel, dangles, fill } from '../src/adapters/builtin/compose.ts';
import { fitWhole } from '../src/adapters/builtin/material.ts';
import { quoted } from '../src/adapters/builtin/pieces.ts';
import type { GeneratedCopy } from '../src/adapters/content-generator.ts';
import { bakery, briefOf, ceramics, emptyInstructions, groomer, lawFirm, spanishClinic } from './builtin-sites.ts';

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

describe('filling a frame', () => {
  it('capitalises a slot that opens a sentence after ¿, ¡ or «, and never a number', () => {
    expect(fill('¿{feature}? Pregunta en {name}.', { feature: 'terapia manual', name: 'Fisio' }, 'es')).toBe('¿Terapia manual? Pregunta en Fisio.');
    expect(fill('¡{offer}', { offer: 'primera sesión gratis' }, 'es')).toBe('¡Primera sesión gratis.');
    expect(fill('{offer}', { offer: '$25 off any check.' }, 'en')).toBe('$25 off any check.');
  });

  it('keeps the full stop of an initial when the sentence runs on, and ends a sentence slot with a full stop', () => {
    expect(fill('{author} on {name}', { author: 'Lucía M.', name: 'Ruedalibre' }, 'es')).toBe('Lucía M. on Ruedalibre');
    expect(fill('Right now: {offer}', { offer: 'free delivery over £30' }, 'en')).toBe('Right now: free delivery over £30.');
    expect(fill('Plan ahead: {schedule}', { schedule: 'Open 8 a.m. to 2 p.m.' }, 'en')).toBe('Plan ahead: Open 8 a.m. to 2 p.m.');
  });

  it('joins Spanish lists with "e" before an i- sound and "u" before an o- sound', () => {
    expect(fill('{feature} y {feature2}', { feature: 'Masaje', feature2: 'inducción' }, 'es')).toBe('Masaje e inducción');
    expect(fill('{feature} o {feature2}', { feature: 'Pilates', feature2: 'osteopatía' }, 'es')).toBe('Pilates u osteopatía');
    expect(fill('{feature} y {feature2}', { feature: 'Masaje', feature2: 'hielo' }, 'es')).toBe('Masaje y hielo');
  });

  it('keeps the narrow no-break space French puts before : ; ? !', () => {
    expect(fill('{feature}\u202F: {detail}', { feature: 'Salon de thé', detail: 'Thé et gâteaux.' }, 'fr')).toBe('Salon de thé\u202F: Thé et gâteaux.');
    expect(fill('Vous connaissez {feature}\u202F?', { feature: 'le coin jeunesse' }, 'fr')).toBe('Vous connaissez le coin jeunesse\u202F?');
  });

  it('sees a line that stops on a preposition once its link is gone', () => {
    expect(dangles('Book a class, online at https://crumb.example/', 'en')).toBe(true);
    expect(dangles('Book a class: https://crumb.example/', 'en')).toBe(false);
    expect(dangles('Reserva tu plaza en ruedalibre.es', 'es')).toBe(true);
  });
});

describe('the built-in writer follows the brief everywhere', () => {
  it('never says "we", "us" or "our" outside a quote when the user asks for first person', () => {
    for (const site of [bakery, lawFirm]) {
      const copy = generateBuiltinCopy(briefOf(site, { instructions: { ...emptyInstructions(), person: 'I' } }));
      const outsideQuotes = pieces(copy).map((p) => p.replace(/“[^”]*”/gu, ''));
      expect(outsideQuotes.filter((p) => /\b(we|us|our|ours|we're|let's)\b/iu.test(p)), site.name).toEqual([]);
    }
    const german = generateBuiltinCopy(briefOf(ceramics, { instructions: { ...emptyInstructions(), person: 'I' } }));
    expect(pieces(german).map((p) => p.replace(/„[^“]*“/gu, '')).filter((p) => /\b(wir|uns|unser\w*)\b/iu.test(p))).toEqual([]);
  });

  it('writes no line that stops on a preposition, and no sentence without a site fact', () => {
    for (const site of [bakery, lawFirm, ceramics, spanishClinic]) {
      const copy = generateBuiltinCopy(briefOf(site));
      for (const piece of pieces(copy)) expect(dangles(piece, site.language), piece).toBe(false);
      expect(pieces(copy).join('\n'), site.name).not.toMatch(/^(Share it below|Tell us how you take it|Tag them)\.?$/mu);
    }
  });

  it('puts a customer’s name after their words rather than under a stock intro line', () => {
    const copy = generateBuiltinCopy(briefOf(bakery));
    const text = pieces(copy).join('\n');
    expect(text).toContain('“The rye is the best I have had outside Copenhagen.” — Dana K., Leeds');
    expect(text).not.toMatch(/put it this way:|Here is what .* told|A note from Dana/u);
  });

  it('is the same kit when the site is served from another port', () => {
    const other = { ...bakery, url: 'https://marasbakery.co.uk:8443/' };
    const strip = (copy: GeneratedCopy) => JSON.stringify(copy).replaceAll(':8443', '');
    expect(strip(generateBuiltinCopy(briefOf(other)))).toBe(JSON.stringify(generateBuiltinCopy(briefOf(bakery))));
  });

  it('keeps a must-mention in every post, the email and the website copy when the user asks for it in every post', () => {
    const copy = generateBuiltinCopy(briefOf(spanishClinic, { instructions: { ...emptyInstructions(), mustMention: ['la primera sesión por 45 € en todos los posts'] } }));
    const says = (text: string) => /primera sesión/iu.test(text) && /45 €/u.test(text);
    for (const post of copy.social.flatMap((p) => p.options)) expect(says(post), post).toBe(true);
    expect(pieces(copy).join('\n')).not.toMatch(/en todos los posts/u);
    expect(says(copy.emailCopy.body)).toBe(true);
    expect(says(Object.values(copy.websiteCopy).join('\n'))).toBe(true);
  });
});

describe('the built-in writer says each thing well, and once', () => {
  it('varies how a must-mention is said: the site’s sentence in a few pieces, every framing used before one comes back', () => {
    const copy = generateBuiltinCopy(briefOf(groomer, { instructions: { ...emptyInstructions(), mustMention: ['a fixed price'] } }));
    const posts = copy.social.flatMap((p) => p.options);
    for (const post of posts) expect(post.toLowerCase(), post).toMatch(/\bfixed price\b/);
    const own = 'You get one groomer, one dog at a time and a fixed price agreed before we start.';
    const all = pieces(copy);
    expect(all.filter((piece) => piece.includes(own)).length).toBeGreaterThanOrEqual(1);
    expect(all.filter((piece) => piece.includes(own)).length).toBeLessThanOrEqual(3);
    // The bank's framings take turns: none comes back before every other one was used. A post sets
    // its body as running text, so a framing is a sentence of a line.
    const framed = all
      .flatMap((piece) => piece.split('\n'))
      .filter((line) => !line.startsWith('•'))
      .flatMap((line) => line.split(/(?<=[.!?])\s+/u))
      .filter((line) => /fixed price/iu.test(line) && !line.includes(own) && !own.includes(line));
    // A framing that opens a post is said without the "too" it has after another line: one framing either way.
    const counts = new Map<string, number>();
    for (const line of framed.map((sentence) => sentence.replace(/,\s*too([.!])$/u, '$1'))) counts.set(line, (counts.get(line) ?? 0) + 1);
    expect(counts.size).toBeGreaterThanOrEqual(2);
    expect(Math.max(...counts.values()) - Math.min(...counts.values()), JSON.stringify([...counts])).toBeLessThanOrEqual(1);
  });

  it('sets a must-mention that is a statement of its own after a colon, never where a noun belongs', () => {
    const english = generateBuiltinCopy(briefOf(groomer, { instructions: { ...emptyInstructions(), mustMention: ['the first nail trim is free'] } }));
    const spanish = generateBuiltinCopy(briefOf(spanishClinic, { instructions: { ...emptyInstructions(), mustMention: ['la primera revisión es gratis'] } }));
    for (const [copy, said, asNoun] of [
      [english, /first nail trim is free/iu, /\b(?:about|miss)\s+the first nail trim is free/iu],
      [spanish, /primera revisión es gratis/iu, /\b(?:por|pierdas?)\s+la primera revisión es gratis/iu],
    ] as const) {
      const lines = pieces(copy).flatMap((piece) => piece.split('\n')).filter((line) => said.test(line));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.filter((line) => asNoun.test(line))).toEqual([]);
    }
    // A phrase that names a thing still gets every framing, nouns included.
    const noun = generateBuiltinCopy(briefOf(groomer, { instructions: { ...emptyInstructions(), mustMention: ['a fixed price'] } }));
    expect(pieces(noun).join('\n')).toMatch(/\b(?:about|find|have|get) a fixed price\b/iu);
  });

  it('fits a description by whole sentences, or a leading clause only when it is a statement of its own', () => {
    const puppy = 'A gentle first visit for puppies under six months: a short bath, a bit of brushing and lots of treats so they learn that grooming is nothing to fear.';
    expect(fitWhole(puppy, 100, 'en')).toBe('');
    expect(fitWhole('Fees: £250 a year for the whole return, with every expense checked and explained.', 40, 'en')).toBe('');
    expect(fitWhole('Send us your receipts and we reconcile your bank feed every month, so your numbers are never out of date.', 80, 'en')).toBe('Send us your receipts and we reconcile your bank feed every month.');
    expect(fitWhole('Bath, blow-dry, scissor or clipper trim, nails and ears, finished with a bandana.', 40, 'en')).toBe('');
    expect(fitWhole('Ein Satz. Noch ein Satz, der länger ist.', 12, 'de')).toBe('Ein Satz.');
  });

  it('never writes a description cut at a colon, and never states the same price twice in a post', () => {
    const copy = generateBuiltinCopy(briefOf(groomer));
    const text = pieces(copy).join('\n');
    expect(text).not.toMatch(/under six months\.(?!\w)/u);
    for (const post of copy.social.flatMap((p) => p.options)) {
      const prices = (post.replace(/https?:\S+|#\S+/gu, '').match(/£\d+(?:\.\d+)?/gu) ?? []);
      expect(new Set(prices).size, post).toBe(prices.length);
    }
  });

  it('puts a feature named by a verb phrase only where a label stands, never after a frame that wants a noun', () => {
    const copy = generateBuiltinCopy(briefOf(groomer));
    const text = pieces(copy).join('\n');
    expect(text).toMatch(/learn to brush at home/iu);
    expect(text).not.toMatch(/\b(?:on|about|at|for|of|in|with|the|a|an|and|or|by|to)\s+learn to brush at home/iu);
    expect(asLabel('Spotlight on {feature}.', 'feature')).toBe(false);
    expect(asLabel('Spotlight: {feature}.', 'feature')).toBe(true);
    expect(asLabel('{feature}: {detail}', 'feature')).toBe(true);
  });

  it('quotes in the marks of the language, French with narrow no-break spaces inside « »', () => {
    expect(quoted('Très bien', 'fr')).toBe('«\u202FTrès bien\u202F»');
    expect(quoted('« Très bien »', 'fr')).toBe('«\u202FTrès bien\u202F»');
    expect(quoted('Sehr gut', 'de')).toBe('„Sehr gut“');
    expect(quoted('"Muy bien"', 'es')).toBe('«Muy bien»');
    expect(quoted('Great', 'en')).toBe('“Great”');
  });
});
