import { describe, expect, it } from 'vitest';
import { readCampaign } from '../src/campaign.ts';
import type { KitLanguage, SiteModel } from '../src/site-model.ts';
import {
  chooseVideoMusic,
  fitWholeWords,
  musicGenreFor,
  narrationBySlide,
  narrationScript,
  narrationWordsPerSecond,
  optimalVideoLength,
  siteSlideLines,
  videoPlatformRules,
  videoPlatforms,
  videoPlatformTips,
  videoSectionNames,
  videoSlideLines,
} from '../src/video-copy.ts';

const src = (text: string, where = 'paragraph') => ({ text, where });

function site(overrides: Partial<SiteModel> = {}): SiteModel {
  return {
    url: 'https://www.hartwell-osei.co.uk/',
    domain: 'hartwell-osei.co.uk',
    fetched: true,
    fetchNote: null,
    name: 'Hartwell & Osei Family Law',
    nameSource: 'title',
    language: 'en',
    languageEvidence: 'the page declares lang="en"',
    type: 'Professional Services',
    trade: 'professional',
    typeEvidence: ['fee table'],
    typeConfidence: 0.8,
    headline: src('Calm, practical advice for separating families in Leeds', 'h1'),
    description: src('A small family law practice with fixed fees for divorce, children arrangements and mediation.', 'meta description'),
    offers: [],
    features: [
      { name: 'Fixed-fee divorce', description: 'One price agreed up front, with no surprises on the final bill.', source: src('Fixed-fee divorce', 'heading') },
      { name: 'Child arrangements', description: 'We help parents agree where the children live and how they keep in touch.', source: src('Child arrangements', 'heading') },
      { name: 'Mediation', description: null, source: src('Mediation', 'list item') },
    ],
    prices: [{ item: 'Uncontested divorce', amount: '£450', source: src('Uncontested divorce £450', 'price') }],
    location: src('Leeds'),
    schedule: [],
    testimonials: [{ quote: '"They made a hard year bearable. Clear fees, clear advice."', author: 'Dana K., Leeds', source: src('They made a hard year bearable.', 'testimonial') }],
    callsToAction: ['Book a free call'],
    audienceCues: [],
    voice: { register: 'formal', person: 'we', sentenceWords: 14, usesEmoji: false },
    keyPhrases: ['family law', 'fixed-fee divorce', 'child arrangements', 'mediation'],
    sentences: [],
    outline: [],
    snippetDescriptions: [],
    brand: { colors: { primary: '#123456', secondary: '#345678', accent: '#ff8800', neutral: '#222222' }, found: true, evidence: [] },
    ...overrides,
  };
}

const german = site({
  url: 'https://www.kanzlei-hartmann.de/',
  domain: 'kanzlei-hartmann.de',
  name: 'Kanzlei Hartmann',
  language: 'de',
  headline: src('Familienrecht mit Festpreisen und klarer Sprache', 'h1'),
  description: src('Wir begleiten Sie durch Trennung, Scheidung und Unterhaltsfragen.', 'meta description'),
  features: [
    { name: 'Festpreis-Scheidung', description: 'Ein Preis, vorab vereinbart, ohne Überraschungen auf der Schlussrechnung.', source: src('Festpreis-Scheidung', 'heading') },
    { name: 'Umgangsrecht', description: 'Wir helfen Eltern, tragfähige Regelungen für ihre Kinder zu finden.', source: src('Umgangsrecht', 'heading') },
  ],
  prices: [{ item: 'Einvernehmliche Scheidung', amount: 'ab 690 €', source: src('Einvernehmliche Scheidung ab 690 €', 'price') }],
  testimonials: [{ quote: 'Endlich verständliche Beratung. Danke für die Geduld!', author: 'Sabine M., Köln', source: src('Endlich verständliche Beratung.', 'testimonial') }],
  location: src('Köln'),
  callsToAction: ['Erstgespräch vereinbaren'],
  keyPhrases: ['Familienrecht', 'Festpreis-Scheidung', 'Umgangsrecht'],
});

const bare = site({ headline: null, description: null, features: [], prices: [], testimonials: [], callsToAction: [], location: null, keyPhrases: [] });

/** The spec's default overlay lines and their equivalents in the other languages: the overlay editor's empty state, never a read site's video. */
const stockLines = new RegExp(
  [
    'Professional Solutions', 'Trusted Excellence', 'Quality Service', 'Advanced Features', 'Powerful Tools', 'Get Started Today', 'Visit Our Website', 'Transform Your Future',
    'Professionelle Lösungen', 'Qualität und Service', 'Bewährte Qualität', 'Durchdachte Leistungen', 'Starke Werkzeuge', 'Jetzt starten', 'Besuchen Sie unsere Website', 'Gestalten Sie Ihre Zukunft',
    'Soluciones profesionales', 'Servicio de calidad', 'Excelencia de confianza', 'Funciones avanzadas', 'Herramientas potentes', 'Empieza hoy', 'Visita nuestra web', 'Transforma tu futuro',
    'Des solutions professionnelles', 'Un service de qualité', 'Une excellence reconnue', 'Des fonctions avancées', 'Des outils performants', "Commencez dès aujourd'hui", 'Visitez notre site', 'Transformez votre avenir',
    'Soluções profissionais', 'Serviço de qualidade', 'Excelência de confiança', 'Recursos avançados', 'Ferramentas poderosas', 'Comece hoje', 'Visite o nosso site', 'Transforme o seu futuro',
  ].join('|'),
);

describe('overlay lines', () => {
  it('say what the site says: headline, a feature with its own description, a price, a quote with its author, the call to action', () => {
    expect(siteSlideLines(site())).toEqual([
      ['Hartwell & Osei Family Law', 'Calm, practical advice for separating families in Leeds'],
      ['Fixed-fee divorce', 'One price agreed up front, with no surprises on the final bill.'],
      ['Uncontested divorce', '£450'],
      ['“They made a hard year bearable. Clear fees, clear advice.”', '— Dana K., Leeds'],
      ['Book a free call', 'hartwell-osei.co.uk'],
    ]);
  });

  it('never show a bare price: an item too long for its line loses its parenthetical, or the next price or the offer is used', () => {
    const amount = (item: string, price: string) => ({ item, amount: price, source: src(`${item}: ${price}`, 'price') });
    const groomer = site({ prices: [amount('Small dogs (up to 10 kg) full groom with bath, blow-dry and nails', '£45')] });
    expect(siteSlideLines(groomer)[2]).toEqual(['Small dogs full groom with bath, blow-dry and nails', '£45']);
    const tikTok = videoPlatformTips(groomer, ['TikTok'], 30)[0]!.hookLine;
    expect(tikTok).toMatch(/^Small dogs .*full groom.*: £45$/);
    const longFirst = site({ prices: [amount('Small dogs (up to 10 kg) full groom with bath, blow-dry, nails, ears and a bandana', '£45'), amount('Medium dogs (10-25 kg) full groom', '£55')] });
    expect(siteSlideLines(longFirst)[2]).toEqual(['Medium dogs (10-25 kg) full groom', '£55']);
    // Nothing priced fits: the slide goes to the site's offer, never to "£45" alone.
    const unfit = site({ prices: [amount('Small dogs (up to 10 kg) full groom with bath, blow-dry, nails, ears and a bandana', '£45')], offers: [src('New puppies get a free first visit.', 'paragraph')] });
    expect(siteSlideLines(unfit)[2]).toEqual(['New puppies get a free first visit.']);
  });

  it('quote a testimonial whole when one fits, rather than the first cut to its opening sentence', () => {
    const quote = (text: string, author: string) => ({ quote: text, author, source: src(text, 'testimonial') });
    const groomer = site({
      testimonials: [
        quote('Biscuit used to shake at the salon. With Hannah he falls asleep on the table, every single time.', 'Claire, Portishead'),
        quote('No more driving across town with a wet spaniel. Brilliant.', 'Tom, Clevedon'),
      ],
    });
    expect(siteSlideLines(groomer)[3]).toEqual(['“No more driving across town with a wet spaniel. Brilliant.”', '— Tom, Clevedon']);
    // With only the long one, it is still quoted, by whole sentences.
    expect(siteSlideLines(site({ testimonials: groomer.testimonials.slice(0, 1) }))[3]).toEqual(['“Biscuit used to shake at the salon.”', '— Claire, Portishead']);
  });

  it("leave a slide to the spec's fallback when the site gives nothing, and give German fallbacks in German", () => {
    expect(siteSlideLines(bare)).toEqual([null, null, null, null, null]);
    const lines = videoSlideLines({ ...bare, language: 'de', name: 'Kanzlei Hartmann' });
    expect(lines[3]).toEqual(['Jetzt starten', 'Besuchen Sie unsere Website']);
    expect(lines.flat().join(' ')).not.toMatch(/Professional Solutions|Trusted Excellence|Get Started/);
  });

  it('write German sites in German, with German quotation marks and no English filler', () => {
    const lines = videoSlideLines(german);
    expect(lines[0]).toEqual(['Kanzlei Hartmann', 'Familienrecht mit Festpreisen und klarer Sprache']);
    expect(lines[2]).toEqual(['Einvernehmliche Scheidung', 'ab 690 €']);
    expect(lines[3]![0]).toBe('„Endlich verständliche Beratung. Danke für die Geduld!“');
    expect(lines[4]).toEqual(['Erstgespräch vereinbaren', 'kanzlei-hartmann.de']);
  });

  it('never pass the overlay limit, cut a word, double a quote or end on an ellipsis, however long the texts', () => {
    const long = 'Wir sind eine auf Familienrecht spezialisierte Rechtsanwaltskanzlei, die Mandantinnen und Mandanten seit über zwanzig Jahren in allen Fragen rund um Trennung, Scheidung, Unterhalt und Sorgerecht begleitet';
    const heavy = site({
      language: 'de',
      name: 'Rechtsanwaltskanzlei Hartmann, Oberländer & Partner Fachanwälte für Familienrecht',
      headline: src(long, 'h1'),
      description: null,
      prices: [],
      callsToAction: [],
      features: [{ name: 'Unterhaltsberechnung', description: long, source: src('Unterhaltsberechnung') }],
      testimonials: [{ quote: `""${long}""`, author: 'Sabine M.', source: src(long) }],
    });
    // The site's words, its place and address, and the language's own frames for them ("Sie finden uns in", "Besuchen Sie").
    const words = new Set(`${long} ${heavy.name} Unterhaltsberechnung Sabine Leeds ${heavy.domain}`.split(/[\s,.]+/));
    const all = videoSlideLines(heavy);
    for (const lines of all) {
      expect(lines).not.toBeNull();
      const text = lines!.join('\n');
      expect(text.length).toBeLessThanOrEqual(100);
      expect(text).not.toMatch(/…|\.\.\.$|""|„„/);
      expect(text).not.toMatch(stockLines);
      for (const word of text.split(/[\s,.„“—]+/).filter(Boolean)) {
        if (/^[\p{L}-]+$/u.test(word) && word.length > 3 && !/^(Besuchen|Sie|finden)$/.test(word)) expect(words.has(word), word).toBe(true);
      }
    }
  });
});

describe('the campaign on the slides, in the narration and in the hooks', () => {
  const firstSentence = (script: string) => script.split(/(?<=[.!?])\s+/u)[0];
  const texts = (lines: ReturnType<typeof videoSlideLines>) => lines.map((line) => line?.join('\n') ?? null);

  it('says an English brief: the thing and its deadline on slide 1, the point to stress, the narration and the TikTok and Reels hook opening on it', () => {
    const campaign = readCampaign('Promote our fixed-fee divorce consultations until March 31. Stress that the first call is free.', 'separating parents in Leeds', 'en');
    const lines = videoSlideLines(site(), campaign);
    expect(lines[0]).toEqual(['Hartwell & Osei Family Law', 'Fixed-fee divorce consultations until March 31']);
    expect(lines[2]).toEqual(['The first call is free']);
    // Proof and the call to action stay the site's own.
    expect(lines[3]).toEqual(['“They made a hard year bearable. Clear fees, clear advice.”', '— Dana K., Leeds']);
    expect(lines[4]).toEqual(['Book a free call', 'hartwell-osei.co.uk']);
    expect(texts(lines).join(' ')).not.toMatch(stockLines);
    // The last slide carries the brand too where the address does not say it.
    expect(videoSlideLines(site({ name: 'Elema’Beauté', domain: 'eb-rives.fr' }), campaign)[4]).toEqual(['Book a free call', 'Elema’Beauté · eb-rives.fr']);
    const script = narrationScript(site(), 30, { campaign });
    expect(firstSentence(script)).toBe('Fixed-fee divorce consultations at Hartwell & Osei Family Law until March 31.');
    expect(script.split(/(?<=[.!?])\s+/u)[1]).toBe('The first call is free.');
    expect(script).toMatch(/Book a free call at hartwell-osei\.co\.uk\.$/);
    expect(script.split(/\s+/).length).toBeLessThanOrEqual(Math.floor(30 * narrationWordsPerSecond));
    const tips = videoPlatformTips(site(), ['TikTok', 'Instagram', 'Facebook'], 30, { campaign });
    expect(tips[0]!.hookLine).toBe('Fixed-fee divorce consultations at Hartwell & Osei Family Law until March 31.');
    expect(tips[1]!.hookLine).toBe(tips[0]!.hookLine);
    expect(tips[0]!.thumbnailText).toBe('Fixed-fee divorce consultations');
    // Other networks keep their own angle: Facebook's hook is still the review.
    expect(tips[2]!.hookLine).toMatch(/^“They made a hard year bearable/);
  });

  it("opens on the owner's own statement that announces the campaign", () => {
    const diner = site({
      name: 'Maple Street Diner',
      domain: 'maplestreetdiner.com',
      type: 'Food & Drink',
      trade: 'food',
      headline: src('Homemade breakfast and lunch on Maple Street', 'h1'),
      description: null,
      features: [{ name: 'Biscuits & gravy', description: 'Our biscuits are baked every morning.', source: src('Biscuits & gravy', 'heading') }],
      prices: [{ item: 'Breakfast special', amount: '$8.95', source: src('Breakfast special $8.95', 'price') }],
      testimonials: [],
      callsToAction: ['Order online'],
      location: src('Geneva, NE'),
    });
    const campaign = readCampaign("We're adding a Friday fish fry this month, push it hard. Mention we open at 7AM and the biscuits & gravy.", '', 'en');
    const lines = videoSlideLines(diner, campaign);
    expect(lines[0]).toEqual(['Maple Street Diner', 'Friday fish fry this month']);
    // The feature the owner asked to mention comes first, with the site's own sentence about it.
    expect(lines[1]).toEqual(['Biscuits & gravy', 'Our biscuits are baked every morning.']);
    expect(lines[2]).toEqual(['Biscuits & gravy', 'We open at 7AM']);
    expect(lines.every((line) => line !== null)).toBe(true);
    expect(texts(lines).join(' ')).not.toMatch(stockLines);
    const script = narrationScript(diner, 15, { campaign });
    expect(script).toMatch(/^We're adding a Friday fish fry this month\. We open at 7AM\. /);
    expect(script).toMatch(/Order online at maplestreetdiner\.com\.$/);
    expect(videoPlatformTips(diner, ['TikTok'], 30, { campaign })[0]!.hookLine).toBe("We're adding a Friday fish fry this month.");
  });

  it('says labels the page sets in capitals as words, and keeps an acronym among other labels', () => {
    const bakery = site({
      language: 'es',
      name: 'Forn Vell',
      features: ['BOLLERÍA', 'PANADERÍA', 'PASTELERÍA'].map((name) => ({ name, description: null, source: src(name, 'heading') })),
      testimonials: [],
      prices: [],
    });
    expect(narrationScript(bakery, 30)).toContain('bollería, panadería y pastelería');
    const mixed = site({ language: 'es', name: 'Forn Vell', features: ['PAN', 'BOLLERÍA'].map((name) => ({ name, description: null, source: src(name, 'heading') })), testimonials: [], prices: [] });
    // "PAN" could be an acronym: with it among them, the labels stay as the page writes them.
    expect(narrationScript(mixed, 30)).toContain('PAN y BOLLERÍA');
  });

  it('says a German brief in German: slide 1, the point to stress, the narration and the hook', () => {
    const campaign = readCampaign('Bewirb unsere Festpreis-Scheidung bis Ende Juni. Betone, dass das Erstgespräch kostenlos ist.', '', 'de');
    const lines = videoSlideLines(german, campaign);
    expect(lines[0]).toEqual(['Kanzlei Hartmann', 'Festpreis-Scheidung bis Ende Juni']);
    expect(lines[1]).toEqual(['Festpreis-Scheidung', 'Ein Preis, vorab vereinbart, ohne Überraschungen auf der Schlussrechnung.']);
    expect(lines[2]).toEqual(['Das Erstgespräch ist kostenlos']);
    expect(texts(lines).join(' ')).not.toMatch(stockLines);
    const script = narrationScript(german, 30, { campaign });
    expect(firstSentence(script)).toBe('Festpreis-Scheidung bei Kanzlei Hartmann bis Ende Juni.');
    expect(script).toContain('Das Erstgespräch ist kostenlos.');
    expect(script).toMatch(/Erstgespräch vereinbaren: kanzlei-hartmann\.de\.$/);
    expect(script).not.toMatch(/\b(Meet|Visit|at|until)\b/);
    expect(videoPlatformTips(german, ['TikTok'], 30, { campaign })[0]!.hookLine).toBe('Festpreis-Scheidung bei Kanzlei Hartmann bis Ende Juni.');
  });

  it('shows a price always with its item, in Spanish, and narrates in the form of address the brief asks for', () => {
    const bar = site({
      url: 'https://www.casa-lola.es/',
      domain: 'casa-lola.es',
      name: 'Casa Lola',
      language: 'es',
      type: 'Food & Drink',
      trade: 'food',
      headline: src('Cocina casera en el centro de Sevilla', 'h1'),
      description: null,
      features: [],
      prices: [],
      testimonials: [],
      callsToAction: [],
      location: src('Sevilla'),
      voice: { register: 'formal', person: 'we', sentenceWords: 12, usesEmoji: false },
    });
    const campaign = readCampaign('Queremos promocionar el menú del día a 12,50 € este verano. Recuerda que tenemos terraza. Tono cercano, de tú.', '', 'es');
    const lines = videoSlideLines(bar, campaign);
    expect(lines[0]).toEqual(['Casa Lola', 'Menú del día este verano']);
    expect(lines[2]).toEqual(['Menú del día', '12,50 €']);
    expect(lines[4]).toEqual(['Visita casa-lola.es']);
    expect(lines.every((line) => line !== null)).toBe(true);
    expect(texts(lines).join(' ')).not.toMatch(stockLines);
    const script = narrationScript(bar, 30, { campaign });
    expect(script).toMatch(/^Menú del día en Casa Lola este verano\. Menú del día: 12,50 €\. Tenemos terraza\. /);
    expect(script).toMatch(/Visita casa-lola\.es\.$/);
  });

  it('fills every slide of a read site from what it says, with or without a brief: never a stock line', () => {
    const sparse = site({ description: null, features: [], prices: [], testimonials: [], callsToAction: [] });
    const own = videoSlideLines(sparse);
    expect(own[0]).toEqual(['Hartwell & Osei Family Law', 'Calm, practical advice for separating families in Leeds']);
    expect(own[4]).toEqual(['Visit hartwell-osei.co.uk']);
    expect(own.every((line) => line !== null)).toBe(true);
    expect(texts(own).join(' ')).not.toMatch(stockLines);
    const germanSparse = { ...german, description: null, features: [], prices: [], testimonials: [], callsToAction: [] };
    const inGerman = videoSlideLines(germanSparse);
    expect(inGerman).toContainEqual(['Sie finden uns in Köln']);
    expect(inGerman[4]).toEqual(['Besuchen Sie kanzlei-hartmann.de']);
    expect(texts(inGerman).join(' ')).not.toMatch(stockLines);
    for (const lines of [own, inGerman]) {
      for (const line of lines) {
        expect(line!.join('\n').length).toBeLessThanOrEqual(100);
        expect(line!.join('\n')).not.toMatch(/…|\.\.\.$/);
      }
    }
  });

  it("keeps the spec's defaults only when nothing at all was read and there is no brief", () => {
    const formatOnly = readCampaign('Friendly tone, no emoji.', 'agency owners', 'en');
    expect(siteSlideLines(bare, formatOnly)).toEqual([null, null, null, null, null]);
    expect(videoSlideLines({ ...bare, language: 'de', name: 'Kanzlei Hartmann' }, readCampaign('Keine Emojis.', '', 'de'))[3]).toEqual(['Jetzt starten', 'Besuchen Sie unsere Website']);
    // Nothing read, but a brief: the video says the brief.
    const briefOnly = videoSlideLines({ ...bare, fetched: false }, readCampaign('Promote our fixed-fee divorce consultations until March 31. Stress that the first call is free.', '', 'en'));
    expect(briefOnly.every((line) => line !== null)).toBe(true);
    expect(briefOnly[0]).toEqual(['Hartwell & Osei Family Law', 'Fixed-fee divorce consultations until March 31']);
    expect(texts(briefOnly).join(' ')).not.toMatch(stockLines);
  });

  it('fits a long campaign by whole words within the overlay limits, and its hook too', () => {
    const campaign = {
      ...readCampaign('', '', 'en'),
      what: 'individual turkey dinners with all the trimmings as gifts for first responders, medical workers and seniors across Brooklyn',
      byWhen: 'order by November 20',
      statements: ['we have been doing this since 1927'],
    };
    const ownWords = new Set(`${campaign.what} ${campaign.byWhen} ${campaign.statements.join(' ')} ${site().name} ${site().headline!.text} ${site().description!.text} Find us in hartwell-osei.co.uk Book a free call`.toLowerCase().split(/[\s,.·]+/));
    const lines = videoSlideLines(site({ features: [], prices: [], testimonials: [] }), campaign);
    for (const line of lines) {
      const text = line!.join('\n');
      expect(text.length).toBeLessThanOrEqual(100);
      expect(text).not.toMatch(/…|\.\.\.$|\s(for|as|and|the|with)$/);
      for (const word of text.toLowerCase().split(/[\s,.·\n]+/).filter(Boolean)) expect(ownWords.has(word), word).toBe(true);
    }
    // Cut where a phrase ends, never inside "first responders".
    expect(lines[0]).toEqual(['Hartwell & Osei Family Law', 'Individual turkey dinners with all the trimmings as gifts']);
    const tips = videoPlatformTips(site(), ['TikTok', 'Instagram'], 30, { campaign });
    for (const tip of tips) {
      expect(tip.hookLine.length).toBeLessThanOrEqual(videoPlatformRules[tip.platform].hookChars);
      expect(tip.hookLine).toMatch(/^Individual turkey dinners with all the trimmings/);
      expect(tip.hookLine).not.toMatch(/…|\s(for|as|and|the|with|at)$/);
    }
    const script = narrationScript(site(), 15, { campaign });
    expect(firstSentence(script)).toBe(`Individual turkey dinners with all the trimmings as gifts for first responders, medical workers and seniors across Brooklyn at Hartwell & Osei Family Law.`);
    expect(script).toContain('Order by November 20.');
  });
});

describe('fitting text', () => {
  it('shortens by sentences, then clauses, then whole words, never ending on "who" or an article', () => {
    expect(fitWholeWords('Fresh bread daily. Coffee from local roasters.', 30, 'en')).toBe('Fresh bread daily.');
    expect(fitWholeWords('We help families, couples and parents who are separating', 30, 'en')).toBe('We help families');
    expect(fitWholeWords('The studio for busy professionals who want to get fit', 40, 'en')).toBe('The studio for busy professionals');
    expect(fitWholeWords('Kuchen, Torten und Brote aus der eigenen Backstube', 30, 'de')).toBe('Kuchen');
    expect(fitWholeWords('Supercalifragilistic', 5, 'en')).toBeNull();
    expect(fitWholeWords('Nos clients nous font confiance…', 60, 'fr')).toBe('Nos clients nous font confiance');
    // A joining sign waits for what it joins: never "… Maquillage &".
    expect(fitWholeWords('Notre institut propose LPG Maquillage & regard', 40, 'fr')).toBe('Notre institut propose LPG Maquillage');
    // A bracket it cannot close is left out: never "… ciblés (soin coréen, anti-âge".
    expect(fitWholeWords('Nos protocoles ciblés (soin coréen, anti-âge, éclat) donnent des résultats', 45, 'fr')).toBe('Nos protocoles ciblés');
  });
});

describe('narration', () => {
  it.each([15, 30, 45, 60, 90])('fits a %i s video at about 2.3 words a second and ends with the call to action', (length) => {
    for (const model of [site(), german]) {
      const script = narrationScript(model, length);
      expect(script.split(/\s+/).length).toBeLessThanOrEqual(Math.max(12, Math.floor(length * narrationWordsPerSecond)));
      expect(script).toMatch(model.language === 'de' ? /^Das ist Kanzlei Hartmann\./ : /^Meet Hartwell & Osei Family Law\./);
      expect(script).toMatch(model.language === 'de' ? /Erstgespräch vereinbaren: kanzlei-hartmann\.de\.$/ : /Book a free call at hartwell-osei\.co\.uk\.$/);
    }
  });

  it('reads the German site in German, from its own facts', () => {
    const script = narrationScript(german, 90);
    expect(script).toContain('Familienrecht mit Festpreisen und klarer Sprache.');
    expect(script).toContain('Festpreis-Scheidung: Ein Preis, vorab vereinbart');
    expect(script).toContain('Einvernehmliche Scheidung: ab 690 €.');
    expect(script).toContain('Sabine M., Köln sagt: „Endlich verständliche Beratung.“');
    expect(script).toContain('Sie finden uns in Köln.');
    expect(script).not.toMatch(/\b(Meet|Visit|Discover|with|and|the)\b/);
  });

  it('says the street and town where the pages give an address, never its postcode, in each language', () => {
    const at = (language: KitLanguage, address: string, town: string) => narrationScript({ ...german, language, location: src(town), contact: { phone: null, address } }, 90);
    expect(at('de', 'Elmstraße 6 59320 Ennigerloh', 'Ennigerloh')).toContain('Sie finden uns hier: Elmstraße 6, Ennigerloh.');
    expect(at('en', '310 S 13th St, Geneva, NE 68361', 'Geneva')).toContain('Find us at 310 S 13th St, Geneva.');
    expect(at('es', 'Camí de la Vileta, 152, C, Ponent, 07011 Sa Vileta', 'Sa Vileta')).toContain('Estamos en Camí de la Vileta, 152, Sa Vileta.');
    expect(at('fr', '96 Rue de la République, 38140 Rives', 'Rives')).toContain('Retrouvez-nous au 96 Rue de la République, Rives.');
    expect(at('pt', 'Rua da Natária, 73 4250-327 Porto', 'Porto')).toContain('A nossa morada: Rua da Natária, 73, Porto.');
    // Without an address, the town.
    expect(narrationScript(german, 90)).toContain('Sie finden uns in Köln.');
  });

  it("addresses the listener as the user asked (tú, du, tu), over the page's own register", () => {
    const formalSpanish = { ...bare, language: 'es' as const, name: 'Gestoría Albero', location: src('Valencia') };
    expect(narrationScript(formalSpanish, 30)).toMatch(/^Les presentamos Gestoría Albero\./);
    const informal = narrationScript(formalSpanish, 30, { address: 'informal' });
    expect(informal).toMatch(/^Te presentamos Gestoría Albero\./);
    expect(informal).toContain('Visita hartwell-osei.co.uk.');
    expect(narrationScript({ ...german, voice: { ...german.voice, register: 'formal' } }, 90, { address: 'informal' })).toContain('Du findest uns in Köln.');
    const french = narrationScript({ ...bare, language: 'fr', name: 'Les Mots Passants', location: src('Lyon') }, 30, { address: 'informal' });
    expect(french).toMatch(/^Découvre Les Mots Passants\./);
    expect(french).toContain('Retrouve-nous : Lyon.');
    expect(french).not.toMatch(/\b(Découvrez|Retrouvez|Rendez-vous)\b/);
  });

  it('says one part per slide, the opening first and the call to action on the end card, filling each slide from the same sentences', () => {
    const slides = [5.4, 5.4, 5.4, 5.4, 5.4];
    const parts = narrationBySlide(site(), slides);
    expect(parts).toHaveLength(6);
    expect(parts[0]).toMatch(/^Meet Hartwell & Osei Family Law\./);
    expect(parts[5]).toBe('Book a free call at hartwell-osei.co.uk.');
    // Every slide speaks, none far past its time, and nothing is said that the script would not say.
    const longScript = narrationScript(site(), 90);
    for (const [index, part] of parts.slice(0, 5).entries()) {
      expect(part, `slide ${index + 1}`).not.toBe('');
      for (const sentence of part.split(/(?<=[.!?])\s+(?=\p{Lu})/u)) expect(longScript).toContain(sentence);
    }
    const words = parts.join(' ').split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(Math.floor(27 * narrationWordsPerSecond * 0.7));
    expect(words).toBeLessThanOrEqual(Math.ceil(30 * narrationWordsPerSecond * 1.3));
    // A site with little to say still opens and closes, and leaves a slide silent rather than inventing.
    const thin = narrationBySlide(bare, slides);
    expect(thin[0]).toMatch(/^Meet /);
    expect(thin.at(-1)).toContain('hartwell-osei.co.uk');
    // German reads German.
    const germanParts = narrationBySlide(german, slides);
    expect(germanParts[0]).toMatch(/^Das ist Kanzlei Hartmann\./);
    expect(germanParts[5]).toBe('Erstgespräch vereinbaren: kanzlei-hartmann.de.');
  });

  it('says what the business sells at a price, never a fee beside it (the final cleaning, each extra guest)', () => {
    const price = (item: string, amount: string) => ({ item, amount, source: src(`${item}: ${amount}`, 'price') });
    const house = site({
      language: 'de',
      prices: [price('Endreinigung', '125 Euro'), price('Hauptsaison – je weitere Person', '10 €'), price('Hauptsaison', '100 €/Nacht'), price('Zwischensaison', '80 €/Nacht')],
    });
    const said = narrationBySlide(house, [5.4, 5.4, 5.4, 5.4, 5.4]).join(' ');
    expect(said).toContain('Hauptsaison: 100 €/Nacht.');
    expect(said).not.toMatch(/Endreinigung|weitere Person/u);
    expect(videoSlideLines(house).join(' ')).not.toMatch(/Endreinigung|weitere Person/u);
  });

  it("never reads out a link's arrow, a teaser heading, a facts grid's cell or a page's separators", () => {
    const slides = [5.4, 5.4, 5.4, 5.4, 5.4];
    const house = site({
      description: src('Wunderschönes Ferienhaus mit Garten & Weitblick · bis zu 12 Personen · Naturstrand fußläufig', 'paragraph'),
      features: [
        { name: 'Ein paar Eindrücke...', description: 'Alle Details zum Haus →', source: src('Ein paar Eindrücke...', 'heading') },
        { name: 'Sauna', description: 'Die Sauna liegt direkt am oberen Bad, mit Blick in den Garten.', source: src('Sauna', 'heading') },
      ],
      outline: [
        { heading: 'Ein paar Eindrücke...', blocks: [src('Alle Details zum Haus →')] },
        { heading: 'Auf einen Blick', blocks: [src('3 +2 Dachbodenzimmer'), src('Sauna, Garten und rund acht Fahrräder im Schuppen.')] },
      ],
    });
    const said = narrationBySlide(house, slides).join(' ');
    expect(said).toContain('Wunderschönes Ferienhaus mit Garten & Weitblick, bis zu 12 Personen, Naturstrand fußläufig.');
    expect(said).not.toMatch(/[→·]|Eindrücke|Dachbodenzimmer/u);
  });

  it('says more for a voice measured speaking faster, and passes the time a slide leaves unsaid to the next', () => {
    const slides = [5.4, 5.4, 5.4, 5.4, 5.4];
    const wordsAt = (wordsPerSecond: number) => narrationBySlide(site(), slides, { wordsPerSecond }).join(' ').split(/\s+/).length;
    expect(wordsAt(3.2)).toBeGreaterThan(wordsAt(1.6));
    // A slide that says less than its time (its sentences are whole) leaves the rest to the next: the whole fills the video.
    // Sentences of seven words, twelve words' time a slide: one each would leave every slide half silent.
    const sevens = ['Our partners answer every call themselves, always.', 'Most cases settle without any court date.', 'Evening appointments run on Thursdays until eight.', 'We explain every letter in plain English.', 'Your first meeting is always completely free.', 'Fixed fees are agreed before work starts.', 'Home visits are possible across West Yorkshire.', 'We have worked in Leeds since 2004.'];
    const rich = { ...bare, outline: sevens.map((text, index) => ({ heading: null, blocks: [src(`${text} ${sevens[(index + 4) % sevens.length]}`)] })) };
    const richParts = narrationBySlide(rich, slides);
    const words = richParts.slice(0, 5).join(' ').split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(Math.floor(27 * narrationWordsPerSecond * 0.8));
    // A short greeting alone would leave the first slide half silent: it takes the next sentence, though that runs a little over.
    expect(richParts[0]).toMatch(/^Meet Hartwell & Osei Family Law\. Our partners answer/u);
  });

  it("says the web address on the end card, but the business's name where the address is an IP or a bare host", () => {
    const slides = [5.4, 5.4, 5.4, 5.4, 5.4];
    expect(narrationBySlide(site(), slides).at(-1)).toBe('Book a free call at hartwell-osei.co.uk.');
    for (const domain of ['127.0.0.1', 'localhost', '[::1]', '192.168.1.20']) {
      expect(narrationBySlide({ ...site(), domain }, slides).at(-1), domain).toBe('Book a free call at Hartwell & Osei Family Law.');
    }
    expect(narrationBySlide({ ...site(), domain: 'site1.io' }, slides).at(-1)).toBe('Book a free call at site1.io.');
  });

  it('plans a sentence the voice was measured saying at its measured length, not its word count', () => {
    const slides = [5.4, 5.4, 5.4, 5.4, 5.4];
    const sevens = ['Our partners answer every call themselves, always.', 'Most cases settle without any court date.', 'Evening appointments run on Thursdays until eight.', 'We explain every letter in plain English.', 'Your first meeting is always completely free.', 'Fixed fees are agreed before work starts.', 'Home visits are possible across West Yorkshire.', 'We have worked in Leeds since 2004.'];
    const rich = { ...bare, outline: sevens.map((text, index) => ({ heading: null, blocks: [src(`${text} ${sevens[(index + 4) % sevens.length]}`)] })) };
    const byWords = narrationBySlide(rich, slides, { wordsPerSecond: 2.3 });
    // The recording took 5 s to say the greeting (a name read out slowly): it has its slide to itself.
    const greeting = byWords[0]!.split(/(?<=\.)\s+/u)[0]!;
    const measured = narrationBySlide(rich, slides, { wordsPerSecond: 2.3, secondsOf: (sentence) => (sentence === greeting ? 5 : null) });
    expect(byWords[0]).not.toBe(greeting);
    expect(measured[0]).toBe(greeting);
    // Sentences measured quicker than their words leave room for more of them.
    const quick = narrationBySlide(rich, slides, { wordsPerSecond: 2.3, secondsOf: (sentence) => sentence.split(/\s+/u).length / 4 });
    expect(quick.join(' ').split(/\s+/u).length).toBeGreaterThan(byWords.join(' ').split(/\s+/u).length);
  });

  it('never says the same thing twice, gives more of the price list, and tells how to call', () => {
    const repeating = site({
      headline: src('Dry cleaning for every garment', 'h1'),
      description: src('Hartwell Cleaners: dry cleaning for every kind of garment.', 'meta description'),
      prices: [
        { item: 'Suits', amount: 'from £12', source: src('Suits from £12', 'price') },
        { item: 'Duvets', amount: 'from £20', source: src('Duvets from £20', 'price') },
        { item: 'Curtains', amount: '£6/kg', source: src('Curtains £6/kg', 'price') },
      ],
      contact: { phone: '0113 496 0000', address: null },
    });
    const script = narrationScript(repeating, 90);
    expect(script.match(/dry cleaning/giu)).toHaveLength(1);
    expect(script).toContain('Duvets: from £20.');
    expect(script).toContain('Call us at 0113 496 0000.');
    // A price after the thing the opening names is news, not a repeat.
    expect(narrationScript(repeating, 90, { campaign: readCampaign('Promote our suits this month.', '', 'en') })).toContain('Suits: from £12.');
  });

  it.each(['es', 'fr', 'pt'] as KitLanguage[])('greets and closes in %s', (language) => {
    const script = narrationScript({ ...bare, language }, 30);
    expect(script).not.toMatch(/\b(Meet|Visit)\b/);
    expect(script).toContain('hartwell-osei.co.uk');
  });
});

describe('platform rules and music', () => {
  it('has one length table: YouTube 60 s, never longer than the video', () => {
    expect(videoPlatformRules.YouTube.optimalLength).toBe(60);
    expect(optimalVideoLength('YouTube', 30)).toBe(30);
    expect(optimalVideoLength('TikTok', 90)).toBe(30);
  });

  it('gives thumbnails and hooks from the site, whole words only, and hashtags from its key phrases', () => {
    const tips = videoPlatformTips(site(), videoPlatforms, 45);
    expect(tips.map((tip) => tip.platform)).toEqual([...videoPlatforms]);
    for (const tip of tips) {
      expect(tip.thumbnailText.length).toBeLessThanOrEqual(40);
      expect(tip.thumbnailText).not.toMatch(/…|\.\.\.$|\s(who|the|for|and)$/i);
      expect(tip.hookLine.length).toBeLessThanOrEqual(120);
      expect(tip.hookLine).not.toMatch(/…/);
      expect(tip.hashtagStrategy.length).toBeLessThanOrEqual(videoPlatformRules[tip.platform].hashtags);
      expect(tip.hashtagStrategy.join(' ')).not.toMatch(/LearnOnTikTok|SmallBusinessTikTok/i);
    }
    expect(tips.find((tip) => tip.platform === 'TikTok')!.hookLine).toBe('Uncontested divorce: £450');
    expect(tips.find((tip) => tip.platform === 'Twitter')!.hookLine).toBe('Hartwell & Osei Family Law in 45 seconds');
    expect(videoPlatformTips(german, ['Twitter'], 30)[0]!.hookLine).toBe('Kanzlei Hartmann in 30 Sekunden');
  });

  it('chooses music by the site type from one table, a studio style can override it', () => {
    expect(musicGenreFor({ type: 'SaaS' })).toBe('Electronic');
    expect(musicGenreFor({ type: 'Food & Drink' })).toBe('Pop');
    expect(chooseVideoMusic({ type: 'Health & Wellness' }, { style: 'corporate' }).genre).toBe('Ambient');
    expect(chooseVideoMusic({ type: 'Professional Services' }, { style: 'upbeat' }).genre).toBe('Pop');
    expect(chooseVideoMusic({ type: 'Professional Services' }, { prompt: 'keep it calm' }).mood).toBe('Calm');
  });

  it('names the sections in the kit language (the spec names for English)', () => {
    expect(Object.values(videoSectionNames('en'))).toEqual(['Hero', 'Features', 'Benefits', 'Social Proof', 'Call to Action']);
    expect(videoSectionNames('de').proof).toBe('Kundenstimmen');
  });
});
