import { describe, expect, it } from 'vitest';
import { splitSentences } from '@sitespark/site-model';
import { analyseGrounding, foldedWordsOf, groundKit, numberValues, sentencesOf, wordsOf } from '../src/domain/ground-kit.ts';
import { handBuiltSite, kitWith } from './support/hand-built-site.ts';

const bakery = handBuiltSite({
  name: 'Crumb & Co',
  url: 'https://crumbandco.com',
  type: 'Food & Drink',
  paragraphs: [
    'We bake every loaf by hand in our Leeds kitchen.',
    'Our seeded rye uses a sourdough starter we have fed since 2009.',
    'Orders placed before 2 pm are ready the next morning.',
  ],
  features: [{ name: 'Seeded rye', description: 'Dense, tangy and packed with sunflower seeds.' }],
  prices: [{ item: 'Seeded rye', amount: '£4.50', row: 'Seeded rye loaf — £4.50' }],
  testimonials: [{ quote: 'The best rye I have had outside Berlin.', author: 'Dana K.' }],
  location: 'Leeds',
});

const tonwerk = handBuiltSite({
  name: 'Tonwerk',
  url: 'https://tonwerk-leipzig.de',
  language: 'de',
  paragraphs: ['Unser Töpferkurs findet jeden Samstag statt und dauert drei Stunden.', 'Ton, Glasur und Brand sind im Preis inklusive.'],
  features: [{ name: 'Töpferkurs für Anfänger', description: 'Drehen an der Scheibe in kleinen Gruppen.' }],
  prices: [{ item: 'Töpferkurs', amount: '49,00 €', row: 'Töpferkurs am Samstag: 49,00 €' }],
});

function claimsOf(result: ReturnType<typeof groundKit>, path: string) {
  return result.claims.filter((c) => c.path === path);
}

describe('groundKit', () => {
  it("grounds the pages' hours said in words ('Monday to Friday' for 'Mon–Fri') and the phone and street address the pages give", () => {
    const site = { ...bakery, schedule: [{ text: 'Mon–Fri 7:30–17:30', where: 'hours' }], contact: { phone: '0113 496 0321', address: '12 Kirkgate, Leeds' } };
    const kit = kitWith({ Facebook: ["We're open Monday to Friday, 7:30am–5:30pm. Questions? Call us on 0113 496 0321.", 'Find us at 12 Kirkgate, Leeds.', 'Fresh bread.'] });
    const result = groundKit(kit, site, { prompt: '' });
    const claims = [...claimsOf(result, 'socialPlatforms.3.options.0'), ...claimsOf(result, 'socialPlatforms.3.options.1')];
    expect(claims.length).toBeGreaterThan(0);
    expect(claims.filter((c) => c.source === null)).toEqual([]);
    // In every language the writer says hours in: each locale's words, from a whole reading of the site.
    for (const language of ['de', 'es', 'fr', 'pt'] as const) {
      const foreign = { ...tonwerk, language, schedule: [{ text: 'Mo–Fr 7:30–17:30', where: 'structured data' }] };
      expect(() => groundKit(kitWith({ Facebook: ['7:30', 'x', 'y'] }), foreign, { prompt: '' }), language).not.toThrow();
    }
  });

  it('grounds a price and a feature from the page with the sentence they came from', () => {
    const kit = kitWith({ Twitter: ['Our Seeded rye is just £4.50 a loaf. Order before 2 pm!', 'Fresh bread.', 'More bread.'] });
    const result = groundKit(kit, bakery, { prompt: '' });
    const claims = claimsOf(result, 'socialPlatforms.0.options.0');
    const price = claims.find((c) => c.kind === 'price');
    expect(price?.text).toBe('£4.50');
    expect(price?.source).toEqual({ text: 'Seeded rye loaf — £4.50', where: 'price' });
    const feature = claims.find((c) => c.kind === 'feature');
    expect(feature?.text).toBe('Seeded rye');
    expect(feature?.source?.text).toContain('sunflower seeds');
    expect(claims.find((c) => c.kind === 'date')?.source?.text).toBe('Orders placed before 2 pm are ready the next morning.');
    expect(claims.every((c) => c.source !== null)).toBe(true);
  });

  it('flags an invented quote, an invented discount code and a number not on the page', () => {
    const kit = kitWith({
      Instagram: ['“Best bakery in Yorkshire,” says Tom. Use code RYE20 for 20% off!', 'Over 500 happy customers every week.', 'Fresh bread.'],
    });
    const result = groundKit(kit, bakery, { prompt: '' });
    const unsupported = result.claims.filter((c) => c.source === null);
    expect(unsupported.map((c) => [c.kind, c.text])).toEqual(
      expect.arrayContaining([
        ['quote', 'Best bakery in Yorkshire'],
        ['offer', 'RYE20'],
        ['number', '20%'],
        ['number', '500'],
      ]),
    );
    expect(result.unsupported).toBe(unsupported.length);
    expect(result.summary).toMatch(/not on your site/);
  });

  it('grounds a quote that is on the page and flags a testimonial that is not', () => {
    const real = groundKit(kitWith({}, { testimonial: '“The best rye I have had outside Berlin.” — Dana K.' }), bakery, { prompt: '' });
    expect(claimsOf(real, 'websiteCopy.testimonial')[0]).toMatchObject({ kind: 'quote', source: { where: 'testimonial' } });
    const invented = groundKit(kitWith({}, { testimonial: 'Crumb & Co changed my mornings forever. — Sam, Harrogate' }), bakery, { prompt: '' });
    expect(claimsOf(invented, 'websiteCopy.testimonial')[0]).toMatchObject({ kind: 'quote', source: null });
  });

  it('grounds German copy in German site text, numbers written either way', () => {
    const kit = kitWith({ Facebook: ['Unser Töpferkurs für Anfänger kostet 49 € – Ton, Glasur und Brand inklusive. Jeden Samstag!', 'a', 'b'] });
    const { grounding, pieces } = analyseGrounding(kit, tonwerk, { prompt: '' });
    const claims = claimsOf(grounding, 'socialPlatforms.3.options.0');
    expect(claims.find((c) => c.kind === 'price')?.source?.text).toBe('Töpferkurs am Samstag: 49,00 €');
    expect(claims.find((c) => c.kind === 'feature')?.text).toBe('Töpferkurs für Anfänger');
    expect(claims.find((c) => c.kind === 'date')?.source?.text).toContain('Samstag');
    expect(claims.every((c) => c.source !== null)).toBe(true);
    expect(pieces.get('socialPlatforms.3.options.0')).toMatchObject({ sentences: 2, groundedSentences: 2 });
  });

  it('flags a German discount that is not on the page', () => {
    const result = groundKit(kitWith({ Twitter: ['20 % Rabatt mit Code TON20 auf jeden Töpferkurs!', 'a', 'b'] }), tonwerk, { prompt: '' });
    const unsupported = result.claims.filter((c) => c.source === null).map((c) => c.text);
    expect(unsupported).toEqual(expect.arrayContaining(['TON20', '20 %']));
  });

  it('grounds an offer the user gave in the prompt, citing the brief', () => {
    const result = groundKit(kitWith({ Twitter: ['Use code SPRING10 this week.', 'a', 'b'] }), bakery, { prompt: 'Mention our code SPRING10 for the spring launch.' });
    expect(result.claims.find((c) => c.text === 'SPRING10')?.source?.where).toBe('your brief');
  });

  it('reports a statement found only in the owner\'s brief as from the brief, never counted as from the site', () => {
    const prompt = 'Stress that we take most major insurance. We have been in Leeds since 1987.';
    // As buildSiteModel keeps them: the prompt's sentences are in the site's sentences, where 'prompt'.
    const site = { ...bakery, sentences: [...bakery.sentences, ...splitSentences(prompt, 'en').map((text) => ({ text, where: 'prompt' }))] };
    const kit = kitWith({ Twitter: ['Our seeded rye is £4.50 a loaf.', 'We take most major insurance, so your visit is simple.', 'Baking here since 1987.'] });
    const result = groundKit(kit, site, { prompt });
    const insurance = result.claims.find((c) => c.path === 'socialPlatforms.0.options.1');
    expect(insurance).toMatchObject({ kind: 'claim', source: { where: 'your brief', text: 'Stress that we take most major insurance.' } });
    expect(result.claims.find((c) => c.text === '1987')?.source?.where).toBe('your brief');
    expect(result.claims.find((c) => c.text === '£4.50')?.source?.where).toBe('price');
    const fromBrief = result.claims.filter((c) => c.source?.where === 'your brief').length;
    const fromSite = result.claims.filter((c) => c.source !== null && c.source.where !== 'your brief').length;
    expect(fromBrief).toBe(2);
    expect(result.fromBrief).toBe(2);
    expect(result.summary).toBe(`${fromSite} of ${result.claims.length} facts in this kit come from your site, ${fromBrief} from your brief.`);
  });

  it('cites the site, not the brief, for a fact both state', () => {
    const prompt = 'Our seeded rye is £4.50 a loaf, mention it.';
    const site = { ...bakery, sentences: [...bakery.sentences, { text: prompt, where: 'prompt' }] };
    const result = groundKit(kitWith({ Twitter: ['Seeded rye, £4.50 a loaf.', 'a', 'b'] }), site, { prompt });
    expect(result.claims.find((c) => c.text === '£4.50')?.source?.where).toBe('price');
    expect(result.fromBrief).toBe(0);
  });

  it('never flags the business name, the domain or hashtags', () => {
    const site = handBuiltSite({ name: 'Studio 54 Yoga', url: 'https://studio54yoga.com', paragraphs: ['Calm yoga classes for everyone.'] });
    const result = groundKit(kitWith({ Twitter: ['Studio 54 Yoga: visit studio54yoga.com #Yoga2025 #Studio54', 'a', 'b'] }), site, { prompt: '' });
    expect(result.claims.filter((c) => c.source === null)).toEqual([]);
  });

  it('credits a sentence that restates the site and not a generic template line', () => {
    const kit = kitWith({ LinkedIn: ['Every loaf is baked by hand in our kitchen with a sourdough starter.', 'Take five minutes today to try it.', 'c'] });
    const { pieces } = analyseGrounding(kit, bakery, { prompt: '' });
    expect(pieces.get('socialPlatforms.1.options.0')?.groundedSentences).toBe(1);
    expect(pieces.get('socialPlatforms.1.options.1')?.groundedSentences).toBe(0);
  });

  it('reads number formats alike', () => {
    expect(numberValues('12.50')).toContain('12.5');
    expect(numberValues('12,50')).toContain('12.5');
    expect(numberValues('1.200')).toContain('1200');
    expect(numberValues('1,200')).toContain('1200');
  });
});

describe('the shared reading of the copy', () => {
  it('splits exactly as splitSentences does, with the segmenter skipped for one-sentence texts and blocks', () => {
    const texts = [
      'Client reporting on autopilot',
      'Reports in 20 minutes, not 4 hours!',
      '  Order before 2 pm.”  ',
      'Hi there,\n\nOur seeded rye is £4.50. Order at https://crumbandco.com\n\nStart free trial → today',
      '• Seeded rye • Cinnamon buns | Friday delivery · Leeds',
      'Dr. Smith and Dana K. agree. Mr. Jones does too.',
      'Wait.… what?',
      'Fresh bread 🍞 every morning\r\nsee you',
      'Samstags von 11 bis 16 Uhr. Töpferkurs am 3. März!',
      '',
      ' \n ',
    ];
    for (const language of ['en', 'de', 'fr'] as const) for (const text of texts) expect(sentencesOf(text, language)).toEqual(splitSentences(text, language));
  });

  it('reads words as the Unicode pattern does, ASCII or not', () => {
    const pattern = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*/gu;
    for (const text of ["Don't stop: rock'n'roll it's9 a'1 x''y 12.50 V2", "L'atelier d'Anne, qu'il fait", 'Töpferkurs ‘Köln’ l’été']) {
      expect(wordsOf(text, 'en')).toEqual(text.match(pattern));
      expect(foldedWordsOf(text, 'en')).toEqual(wordsOf(text, 'en').map((w) => w.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/’/gu, "'")));
    }
    expect(wordsOf("L'atelier d'Anne", 'fr')).toEqual(['atelier', 'Anne']);
  });

  it('takes no word for a month or weekday because of its spelling in JavaScript ("constructor")', () => {
    const kit = kitWith({ Twitter: ['Our constructor 12 team is here.', 'Fresh bread.', 'More bread.'] });
    const result = groundKit(kit, bakery, { prompt: '' });
    expect(claimsOf(result, 'socialPlatforms.0.options.0').filter((c) => c.kind === 'date')).toEqual([]);
  });
});
