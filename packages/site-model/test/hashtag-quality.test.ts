import { describe, expect, it } from 'vitest';
import { hashtagsFor, isGoodHashtag, tagOf } from '../src/hashtags.ts';
import { keyPhrases } from '../src/key-phrases.ts';
import type { SiteModel } from '../src/site-model.ts';

function site(partial: Partial<SiteModel>): SiteModel {
  return {
    url: 'https://example.com/', domain: 'example.com', fetched: true, fetchNote: null, name: 'Example', nameSource: 'title', language: 'en', languageEvidence: '',
    type: 'Business', trade: 'general', typeEvidence: [], typeConfidence: 1, headline: null, description: null, offers: [], features: [], prices: [], location: null,
    schedule: [], testimonials: [], callsToAction: [], audienceCues: [], voice: { register: 'formal', person: 'we', sentenceWords: 12, usesEmoji: false },
    keyPhrases: [], sentences: [], outline: [], snippetDescriptions: [], brand: { colors: { primary: '', secondary: '', accent: '', neutral: '' }, found: false, evidence: [] },
    ...partial,
  };
}
const feature = (name: string) => ({ name, description: null, source: { text: name, where: 'heading' } });

describe('hashtag quality', () => {
  it('refuses lone everyday and section words in all five languages', () => {
    const cases: Array<[SiteModel['language'], string[]]> = [
      ['en', ['#Courses', '#Plans', '#Examples', '#Prices', '#Offers', '#Calm', '#News', '#Team', '#Felt', '#Like']],
      ['de', ['#Kurse', '#Beispiele', '#Preise', '#Angebote', '#Ruhe', '#Neuigkeiten', '#Team']],
      ['es', ['#Cursos', '#Planes', '#Ejemplos', '#Precios', '#Ofertas', '#Calma', '#Noticias', '#Equipo']],
      ['fr', ['#Cours', '#Formules', '#Exemples', '#Prix', '#Offres', '#Calme', '#Actualités', '#Équipe']],
      ['pt', ['#Cursos', '#Planos', '#Exemplos', '#Preços', '#Ofertas', '#Calma', '#Notícias', '#Equipe']],
    ];
    for (const [language, tags] of cases) for (const tag of tags) expect(isGoodHashtag(tag, site({ language, name: 'Lumen' })), `${language} ${tag}`).toMatch(/common word/);
    expect(isGoodHashtag('#Töpferkurs', site({ language: 'de', keyPhrases: ['Töpferkurs'] }))).toBeNull();
  });

  it('never builds a tag across a list separator or a joining word', () => {
    expect(tagOf('Bäcker und Konditoren', 'de')).toBeNull();
    expect(tagOf('Bäcker, Konditoren', 'de')).toBeNull();
    expect(tagOf('Chaudière et entretien', 'fr')).toBeNull();
    expect(tagOf('Lyon depuis', 'fr')).toBeNull();
    expect(tagOf('Sevilla desde', 'es')).toBeNull();
    expect(tagOf('pan y aceite', 'es')).toBeNull();
    expect(tagOf('Porto desde', 'pt')).toBeNull();
    expect(tagOf('bread and butter', 'en')).toBeNull();
    expect(tagOf('Yoga – Pilates', 'en')).toBeNull();
  });

  it('keeps inner small words where dropping them changes the phrase', () => {
    expect(tagOf('Menú del día', 'es')).toBe('MenúDelDía');
    expect(tagOf('Pão de queijo', 'pt')).toBe('PãoDeQueijo');
    expect(tagOf('Pot au feu', 'fr')).toBe('PotAuFeu');
    expect(tagOf('Kaffee zum Mitnehmen', 'de')).toBe('KaffeeZumMitnehmen');
    // Where tags conventionally drop them: English of/the, a place's preposition.
    expect(tagOf('bowl of ramen', 'en')).toBe('BowlRamen');
    expect(tagOf('Keramik aus Berlin', 'de')).toBe('KeramikBerlin');
    expect(tagOf('tapas en Sevilla', 'es')).toBe('TapasSevilla');
    // A phrase too long once its small words are kept makes no tag.
    expect(tagOf('Tarta de queso de cabra', 'es')).toBeNull();
  });

  it('never cuts a title: the whole title or nothing', () => {
    const theatre = site({ name: 'Riverside Players', trade: 'nonprofit', features: [feature('Much Ado About Nothing'), feature('Wind in the Willows')], keyPhrases: ['Riverside stage'] });
    for (const tag of ['#WindWillows', '#Willows', '#WindInThe']) expect(isGoodHashtag(tag, theatre), tag).toMatch(/title/);
    // Too long once whole: no tag at all; a short title keeps its small words.
    expect(tagOf('Wind in the Willows', 'en')).toBeNull();
    expect(tagOf('Pride of Britain', 'en')).toBe('PrideOfBritain');
    const tags = hashtagsFor(theatre, 8);
    expect(tags.some((t) => /^#(?:Wind|Much|Nothing)/u.test(t))).toBe(false);
    expect(tags).not.toContain('#Willows');
  });

  it('takes key phrases from the offering, not verbs, section words, lists or joined places', () => {
    const phrases = (language: SiteModel['language'], headings: string[], texts: string[], featureNames: string[] = []) =>
      keyPhrases({ language, name: 'Lumen', featureNames, headings, texts, prompt: '' }).map((p) => p.toLowerCase());
    const en = phrases('en', ['Portraits that feel like the day felt', 'Hand-printed albums'], ['I felt at home. We love the work.', 'Our hand-printed albums felt like work of art, and the portraits felt real.']);
    for (const word of ['felt', 'like', 'work']) expect(en, word).not.toContain(word);
    const fr = phrases('fr', ['Votre boulanger à Lyon depuis 1990'], ['Boulanger à Lyon depuis 1990, pain au levain et viennoiseries.', 'Lyon depuis toujours.']);
    expect(fr.some((p) => p.includes('depuis'))).toBe(false);
    const de = phrases('de', ['Beratung mit Ruhe', 'Preise – Beispiele'], ['Wir beraten Handwerker, Selbstständige und Vereine.', 'Für Handwerker, Selbstständige und Vereine.']);
    expect(de).not.toContain('handwerker selbstständige');
    expect(de).not.toContain('ruhe');
    expect(de).not.toContain('beispiele');
    const pt = phrases('pt', ['Cursos', 'Planos', 'Fale com confiança em poucos meses'], ['Cursos de inglês. Planos mensais. Cursos em poucos meses.'], ['Inglês para viagem']);
    for (const word of ['cursos', 'planos', 'poucos']) expect(pt, word).not.toContain(word);
    expect(pt).toContain('inglês para viagem');
    const title = phrases('en', ['The Wind in the Willows'], ['Book now for The Wind in the Willows.', 'The Wind in the Willows returns.'], ['The Wind in the Willows']);
    expect(title.some((p) => p === 'willows' || p === 'wind')).toBe(false);
  });

  it('takes a lone word only when the page uses it twice, never a person it names or half of a hyphenated word', () => {
    const phrases = (language: SiteModel['language'], headings: string[], texts: string[], featureNames: string[] = []) =>
      keyPhrases({ language, name: 'Lumen', featureNames, headings, texts, prompt: '' }).map((p) => p.toLowerCase());
    // A hero heading read again as a line of text is still one use of its words.
    const hero = 'Tus impuestos al día, sin perder una tarde';
    const es = phrases('es', [hero, 'Renta anual'], [hero, 'Revisamos tu renta anual y tus impuestos trimestrales.', 'Impuestos presentados a tiempo.']);
    expect(es).not.toContain('perder');
    expect(es).not.toContain('tarde');
    expect(es).toContain('impuestos');
    const en = phrases(
      'en',
      ['Grooming that comes to your door', 'About Hannah', 'De-shedding treatment'],
      ['Grooming that comes to your door.', 'With Hannah he falls asleep.', "I'm Hannah, a groomer with twelve years of grooming experience."],
      ['De-shedding treatment'],
    );
    for (const word of ['comes', 'hannah', 'shedding treatment']) expect(en, word).not.toContain(word);
    expect(en).toContain('de-shedding treatment');
    expect(en).toContain('grooming');
    // Plural nouns that are also verb forms stay; a past tense goes.
    const shop = phrases('en', ['Flowers and books'], ['Flowers for every table.', 'Books, flowers and tours.', 'Second-hand books and city tours.', 'Get paid faster.', 'Paid monthly.', 'Lumen sends a reminder.', 'It sends receipts too.', 'No cages here.', 'Grooming with no cages.']);
    for (const word of ['flowers', 'books', 'tours']) expect(shop, word).toContain(word);
    // A past tense, a verb after its subject, a thing the page says it does not have.
    for (const word of ['paid', 'sends', 'cages']) expect(shop, word).not.toContain(word);
    // A lesson's length in a price list is no key phrase (#Minutes).
    expect(phrases('en', ['Prices'], ['Trial lesson (30 minutes): £15', 'Single lesson (45 minutes): £32', 'Block of 10 lessons'])).not.toContain('minutes');
    expect(phrases('es', ['Sin permanencia'], ['Sin permanencia: puedes irte cuando quieras.', 'Cuota fija, sin permanencia.'])).not.toContain('permanencia');
    // A first name the page also writes in lower case is a word of its trade: a florist's roses, a chapel's grace.
    expect(phrases('en', ['Grace and Glory Chapel'], ['Saying grace before the meal.', 'Grace before every shared supper.'])).toContain('grace');
    const tags = hashtagsFor(site({ name: 'Muddy Paws', keyPhrases: keyPhrases({ language: 'en', name: 'Muddy Paws', featureNames: ['De-shedding treatment'], headings: ['De-shedding treatment'], texts: [], prompt: '' }) }), 5);
    expect(tags).toContain('#DeSheddingTreatment');
    expect(tags).not.toContain('#SheddingTreatment');
  });
});
