import { describe, expect, it } from 'vitest';
import { hashtagsFor, isGoodHashtag, tagOf } from '../src/hashtags.ts';
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

const bakery = site({
  name: "Mara's Bakery", trade: 'food', type: 'Food & Drink', keyPhrases: ['seeded rye', 'order', 'sourdough'],
  features: [{ name: 'Cardamom buns', description: null, source: { text: 'Cardamom buns', where: 'heading' } }],
  location: { text: '12 Harrogate Road, Chapel Allerton, Leeds', where: 'paragraph' },
  snippetDescriptions: ['Mobile view of the gallery'],
});
const lawFirm = site({ name: 'Hartwell & Osei Family Law', trade: 'professional', type: 'Professional Services', keyPhrases: ['family law', 'CFO advice'] });
const ceramics = site({ name: 'Tonwerk', language: 'de', trade: 'retail', type: 'E-commerce', keyPhrases: ['Töpferkurs', 'handgemacht', 'Keramik aus Berlin'] });

describe('hashtags', () => {
  it('writes the site’s phrases in CamelCase and its place, best first', () => {
    const tags = hashtagsFor(bakery, 6, { tradeTags: ['Foodie', 'EatLocal'] });
    expect(tags).toEqual(expect.arrayContaining(['#SeededRye', '#Sourdough', '#CardamomBuns', '#ChapelAllerton', '#Foodie']));
    expect(tags.every((t) => /^#[\p{L}\p{N}]+$/u.test(t))).toBe(true);
  });

  it('drops French elided articles instead of gluing them to the next word', () => {
    expect(tagOf("Rencontres d'auteurs", 'fr')).toBe('RencontresAuteurs');
    expect(tagOf('L’atelier du livre', 'fr')).toBe('AtelierDuLivre');
    // The preposition before the dropped article goes with it; one before a plain noun stays.
    expect(tagOf("Conseil à l'achat", 'fr')).toBe('ConseilAchat');
    expect(tagOf('Salon de thé', 'fr')).toBe('SalonDeThé');
  });

  it('keeps a German compound one correctly cased word', () => {
    expect(tagOf('Töpferkurs', 'de')).toBe('Töpferkurs');
    expect(tagOf('handgemacht', 'de')).toBe('Handgemacht');
    expect(hashtagsFor(ceramics, 3)).toEqual(['#Töpferkurs', '#Handgemacht', '#KeramikBerlin']);
  });

  it('never makes a German tag of a verb the page writes in lower case', () => {
    const pottery = site({
      name: 'Tonwerk Lindenau', language: 'de', trade: 'education', type: 'Education', keyPhrases: ['Tag benutzt', 'kostet', 'Werkstatt mieten', 'Frühstücksbecher'],
      features: [{ name: 'Werkstatt mieten', description: null, source: { text: 'Werkstatt mieten', where: 'heading' } }],
      sentences: [
        { text: 'Die Schale benutze ich jeden Tag.', where: 'testimonial' },
        { text: 'Der Kurs kostet 89 € inklusive Material und Brand.', where: 'paragraph' },
      ],
    });
    for (const tag of ['#Kostet', '#TagBenutzt', '#WerkstattMieten']) expect(isGoodHashtag(tag, pottery), tag).toMatch(/noun/);
    expect(isGoodHashtag('#Werkstatt', pottery)).toBeNull();
    expect(hashtagsFor(pottery, 4)).toEqual(expect.arrayContaining(['#Frühstücksbecher', '#Werkstatt']));
    expect(hashtagsFor(pottery, 4)).not.toEqual(expect.arrayContaining(['#Kostet']));
  });

  it('never gives two tags of one run of words', () => {
    const shop = site({ name: 'Fernwood & Thread', trade: 'retail', keyPhrases: ['linen tea towels', 'linen tea', 'tea towels', 'Electrical panel upgrades', 'panel upgrades', 'beeswax candles'] });
    const tags = hashtagsFor(shop, 10);
    expect(tags).toEqual(['#LinenTeaTowels', '#ElectricalPanelUpgrades', '#BeeswaxCandles', '#FernwoodThread']);
  });

  it('takes a German phrase’s head noun alone as a tag, never the adjective before it', () => {
    const feature = (name: string) => ({ name, description: null, source: { text: name, where: 'heading' } });
    const dentist = site({
      name: 'Zahnarztpraxis Dr. Lena Vogt', language: 'de', trade: 'health', type: 'Health & Wellness',
      features: [feature('Professionelle Zahnreinigung'), feature('Behandlung für Angstpatienten')],
      keyPhrases: ['Professionelle Zahnreinigung', 'Behandlung für Angstpatienten', 'Termine'],
    });
    const tags = hashtagsFor(dentist, 10);
    expect(tags).toEqual(expect.arrayContaining(['#ProfessionelleZahnreinigung', '#Zahnreinigung', '#Behandlung', '#Angstpatienten']));
    expect(tags).not.toContain('#Professionelle');
    expect(tags).not.toContain('#Termine');
  });

  it('refuses lone common words, name fragments, sentences and captions', () => {
    expect(isGoodHashtag('#Order', bakery)).toMatch(/common word/);
    expect(isGoodHashtag('#Bank', bakery)).toMatch(/common word/);
    expect(isGoodHashtag('#Mara', bakery)).toMatch(/fragment/);
    expect(isGoodHashtag('#Maras', bakery)).toMatch(/fragment/);
    expect(isGoodHashtag('#MarasBakery', bakery)).toBeNull();
    expect(isGoodHashtag('#PostsShouldFeelPersonalToEveryone', bakery)).toMatch(/phrase|long/);
    expect(isGoodHashtag('#MobileViewOfTheGallery', bakery)).not.toBeNull();
    expect(isGoodHashtag('#MobileGallery', bakery)).toMatch(/caption/);
    expect(hashtagsFor(bakery, 10).map((t) => t.toLowerCase())).not.toContain('#order');
  });

  it('refuses another trade’s tags and accepts acronyms', () => {
    expect(isGoodHashtag('#ShopNow', lawFirm)).toMatch(/another trade/);
    expect(isGoodHashtag('#Foodie', lawFirm)).toMatch(/another trade/);
    expect(isGoodHashtag('#CFO', lawFirm)).toBeNull();
    expect(isGoodHashtag('#B2BSaaS', site({ trade: 'software', name: 'Ledgerly' }))).toBeNull();
    expect(hashtagsFor(lawFirm, 5)).toEqual(['#FamilyLaw', '#CFOAdvice']);
  });

  it('never takes a tag from the user’s prompt', () => {
    expect(isGoodHashtag('#PostsPersonal', bakery, { userText: ['Posts should feel personal'] })).toMatch(/prompt/);
  });
});
