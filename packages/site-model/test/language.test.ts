import { describe, expect, it } from 'vitest';

import { detectLanguage, languageOfText } from '../src/language.ts';

const germanPage = 'Willkommen in unserer Bäckerei in Prenzlauer Berg. Wir backen jeden Morgen frisches Brot aus regionalem Mehl. Unsere Brötchen sind ab sechs Uhr fertig, und am Samstag gibt es Kuchen.';
const italianPage = 'Benvenuti nel nostro forno. Ogni mattina prepariamo pane fresco con farina locale e tanta passione per la tradizione.';

describe('detectLanguage', () => {
  it('trusts the declared lang when the text agrees', () => {
    expect(detectLanguage({ htmlLang: 'de-DE', text: germanPage })).toEqual({ language: 'de', evidence: 'the page declares lang="de-DE"', supported: true });
  });

  it('trusts the text over a template lang="en" on a German page, and says so', () => {
    const result = detectLanguage({ htmlLang: 'en', text: germanPage });
    expect(result.language).toBe('de');
    expect(result.evidence).toContain('reads as German');
  });

  it('reads the text when no lang is declared', () => {
    expect(detectLanguage({ htmlLang: null, text: germanPage }).evidence).toBe('the page text reads as German');
    expect(detectLanguage({ htmlLang: null, text: 'Nuestra panadería abre cada mañana con pan recién hecho y café de especialidad. Reserva tu mesa para el brunch del domingo.' }).language).toBe('es');
    expect(detectLanguage({ htmlLang: null, text: 'Notre cabinet d’avocats vous accompagne dans votre divorce et la garde de vos enfants, avec des honoraires fixes.' }).language).toBe('fr');
    expect(detectLanguage({ htmlLang: null, text: 'O nosso abrigo cuida de cães e gatos abandonados. Adote um amigo e mude a vida dele para sempre.' }).language).toBe('pt');
  });

  it('reports an unsupported language and falls back to English', () => {
    expect(detectLanguage({ htmlLang: 'it', text: italianPage })).toMatchObject({ language: 'en', supported: false });
    const fromText = detectLanguage({ htmlLang: null, text: italianPage });
    expect(fromText).toMatchObject({ language: 'en', supported: false });
    expect(fromText.evidence).toContain('Italian');
  });

  it('falls back to English on too little text, and says why', () => {
    expect(detectLanguage({ htmlLang: null, text: 'Hello' }).evidence).toContain('too little text');
  });

  it('keeps the declared English on an English page with a few foreign words', () => {
    expect(detectLanguage({ htmlLang: 'en', text: 'Welcome to our bakery. Kaffee und Kuchen every Saturday. We bake fresh bread every morning with local flour.' }).language).toBe('en');
  });
});

describe('languageOfText', () => {
  it.each([
    ['Fresh bread every morning from our oven.', 'en'],
    ['Book your table today.', 'en'],
    ['Fixed-fee divorce from £450.', 'en'],
    ['Frisches Brot jeden Morgen aus unserem Ofen.', 'de'],
    ['Jetzt Tisch reservieren!', 'de'],
    ['Festpreis-Scheidung ab 450 €', 'de'],
    ['Pan recién hecho cada mañana.', 'es'],
    ['Reserva tu mesa hoy.', 'es'],
    ['Du pain frais chaque matin.', 'fr'],
    ['Réservez votre table.', 'fr'],
    ['Pão fresco todas as manhãs.', 'pt'],
    ['O nosso curso de cerâmica é para iniciantes.', 'pt'],
  ])('judges "%s" as %s', (sentence, language) => {
    expect(languageOfText(sentence)).toBe(language);
  });

  it('returns null for names and numbers only', () => {
    expect(languageOfText('Dana K., Portland')).toBeNull();
    expect(languageOfText('Hartwell & Osei Family Law')).toBeNull();
    expect(languageOfText('£450')).toBeNull();
  });

  it('does not call an Italian sentence one of the kit languages', () => {
    expect(languageOfText('Pane fresco ogni mattina dal nostro forno.')).toBeNull();
  });
});
