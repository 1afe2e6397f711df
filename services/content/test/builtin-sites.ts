/** Hand-built site models for the built-in writer's tests: realistic small businesses in several trades and languages. */
import type { KitLanguage, SiteModel, SiteType, SourceText, UserInstructions } from '@sitespark/site-model';
import { tradeOfType } from '@sitespark/site-model';
import type { BuiltinBrief } from '../src/adapters/builtin-generator.ts';

const p = (text: string, where = 'paragraph'): SourceText => ({ text, where });

export function emptyInstructions(): UserInstructions {
  return { language: null, person: null, emoji: null, tone: null, address: null, mustMention: [], avoid: [], unrecognised: [] };
}

export function siteModel(partial: Partial<SiteModel> & { name: string; url: string; type: SiteType; language: KitLanguage }): SiteModel {
  const domain = new URL(partial.url).hostname.replace(/^www\./, '');
  return {
    domain,
    fetched: true,
    fetchNote: null,
    nameSource: 'title',
    languageEvidence: 'test',
    trade: tradeOfType[partial.type],
    typeEvidence: [],
    typeConfidence: 0.9,
    headline: null,
    description: null,
    offers: [],
    features: [],
    prices: [],
    location: null,
    schedule: [],
    testimonials: [],
    callsToAction: [],
    audienceCues: [],
    voice: { register: 'formal', person: 'we', sentenceWords: 14, usesEmoji: false },
    keyPhrases: [],
    sentences: [],
    outline: [],
    snippetDescriptions: [],
    brand: { colors: { primary: '#333333', secondary: '#555555', accent: '#777777', neutral: '#f5f5f5' }, found: false, evidence: [] },
    ...partial,
  };
}

const feature = (name: string, description: string | null) => ({ name, description, source: p(description ?? name, 'heading') });

export const bakery = siteModel({
  name: "Mara's Bakery",
  url: 'https://marasbakery.co.uk/',
  type: 'Food & Drink',
  language: 'en',
  headline: p('Slow bread from a small oven in Leeds', 'h1'),
  description: p('A neighbourhood bakery in Chapel Allerton baking sourdough, seeded rye and cardamom buns every morning.', 'meta description'),
  features: [
    feature('Seeded rye', 'Our seeded rye rests for 36 hours before it meets the oven, so the crumb stays moist for days.'),
    feature('Cardamom buns', 'Swedish-style buns rolled by hand with fresh cardamom and a little orange zest.'),
    feature('Sourdough country loaf', 'A crackling crust and an open crumb from our ten-year-old starter, Doris.'),
    feature('Celebration cakes', null),
  ],
  prices: [
    { item: 'Seeded rye loaf', amount: '£4.80', source: p('Seeded rye loaf £4.80', 'price') },
    { item: 'Cardamom bun', amount: '£2.90', source: p('Cardamom bun £2.90', 'price') },
  ],
  offers: [p('Order by Thursday for Saturday collection.')],
  location: p('Chapel Allerton, Leeds'),
  schedule: [p('Open Wednesday to Sunday, 8am to 2pm.')],
  testimonials: [{ quote: 'The rye is the best I have had outside Copenhagen.', author: 'Dana K., Leeds', source: p('The rye is the best I have had outside Copenhagen.', 'testimonial') }],
  callsToAction: ['Order for collection', 'See the menu'],
  keyPhrases: ['sourdough', 'seeded rye', 'cardamom buns', 'Chapel Allerton'],
  voice: { register: 'casual', person: 'we', sentenceWords: 12, usesEmoji: false },
  sentences: [
    p('A neighbourhood bakery in Chapel Allerton baking sourdough, seeded rye and cardamom buns every morning.'),
    p('Our seeded rye rests for 36 hours before it meets the oven, so the crumb stays moist for days.'),
    p('Order by Thursday for Saturday collection.'),
  ],
  snippetDescriptions: ['Mobile view of the gallery'],
});

export const lawFirm = siteModel({
  name: 'Hartwell & Osei Family Law',
  url: 'https://hartwellosei.com/',
  type: 'Professional Services',
  language: 'en',
  headline: p('Family law advice in Manchester, at a fixed fee', 'h1'),
  description: p('Hartwell & Osei are family solicitors helping parents and couples through divorce, child arrangements and financial settlements.', 'meta description'),
  features: [
    feature('Uncontested divorce', 'We handle the whole application, from the first form to the final order, for one agreed fee.'),
    feature('Child arrangements', 'Clear advice on where the children live and how time is shared, aiming to keep you out of court.'),
    feature('Financial settlements', 'We value pensions, property and savings and draft a consent order the court can approve.'),
  ],
  prices: [
    { item: 'Uncontested divorce', amount: '£650 + VAT', source: p('Uncontested divorce £650 + VAT', 'price') },
    { item: 'Initial consultation', amount: '£95', source: p('Initial consultation: 45 minutes, £95', 'price') },
  ],
  location: p('Manchester'),
  schedule: [p('Appointments Monday to Friday, 9am to 6pm, and Saturday mornings by arrangement.')],
  testimonials: [{ quote: 'Priya explained every step and the fee never changed.', author: 'J. Morris', source: p('Priya explained every step and the fee never changed.', 'testimonial') }],
  callsToAction: ['Book a consultation'],
  keyPhrases: ['family law', 'fixed fee divorce', 'child arrangements', 'Manchester'],
  sentences: [p('Every divorce is handled for a fixed fee agreed in writing before we start.')],
});

export const ceramics = siteModel({
  name: 'Tonwerk Kreuzberg',
  url: 'https://tonwerk-kreuzberg.de/',
  type: 'E-commerce',
  language: 'de',
  headline: p('Handgemachte Keramik aus Kreuzberg', 'h1'),
  description: p('Wir drehen Tassen, Teller und Vasen in unserer Werkstatt in Berlin-Kreuzberg.', 'meta description'),
  features: [
    feature('Espressotassen', 'Kleine Tassen aus Steinzeug, jede von Hand gedreht und glasiert.'),
    feature('Töpferkurs', 'Am Samstag lernen Sie an der Drehscheibe Ihre erste Schale zu formen.'),
    feature('Vasen', 'Vasen in Seladon und Ascheglasur, jede ein Einzelstück.'),
  ],
  prices: [{ item: 'Töpferkurs', amount: 'ab 39 €', source: p('Töpferkurs ab 39 €', 'price') }],
  location: p('Berlin-Kreuzberg'),
  schedule: [p('Werkstattverkauf samstags von 11 bis 16 Uhr.')],
  callsToAction: ['Jetzt bestellen'],
  keyPhrases: ['Keramik', 'Töpferkurs', 'handgemacht'],
  sentences: [p('Wir drehen Tassen, Teller und Vasen in unserer Werkstatt in Berlin-Kreuzberg.')],
});

export const spanishClinic = siteModel({
  name: 'Fisioterapia Lucía Márquez',
  url: 'https://fisiolucia.es/',
  type: 'Health & Wellness',
  language: 'es',
  headline: p('Fisioterapia deportiva en Valencia', 'h1'),
  description: p('Tratamos lesiones deportivas y dolor de espalda con terapia manual y ejercicio.', 'meta description'),
  features: [
    feature('Terapia manual', 'Sesiones de 50 minutos centradas en columna y hombro.'),
    feature('Readaptación deportiva', 'Un plan de ejercicios para volver a correr sin dolor.'),
  ],
  prices: [{ item: 'Primera sesión', amount: '45 €', source: p('Primera sesión 45 €', 'price') }],
  location: p('Valencia'),
  callsToAction: ['Pide tu cita'],
  keyPhrases: ['fisioterapia deportiva', 'terapia manual', 'Valencia'],
});

/** A groomer whose feature descriptions hold a colon and a price, with a feature named by a verb phrase. */
export const groomer = siteModel({
  name: 'Muddy Paws Grooming',
  url: 'https://muddypaws.example/',
  type: 'Business',
  language: 'en',
  headline: p('Calm, unhurried dog grooming in Bishopston', 'h1'),
  features: [
    feature('Full groom', 'Bath, blow-dry, scissor or clipper trim, nails and ears, finished with a bandana. From £45 for small dogs.'),
    feature('Puppy introduction', 'A gentle first visit for puppies under six months: a short bath, a bit of brushing and lots of treats so they learn that grooming is nothing to fear. £25.'),
    feature('Learn to brush at home', 'A half-hour lesson with your own dog and the brush that suits its coat.'),
    feature('Nail trim', 'Walk-in nail clipping on Saturday mornings, no appointment needed. £10.'),
  ],
  prices: [
    { item: 'Puppy introduction', amount: '£25', source: p('A gentle first visit for puppies under six months: a short bath, a bit of brushing and lots of treats so they learn that grooming is nothing to fear. £25.', 'paragraph') },
    { item: 'Nail trim', amount: '£10', source: p('Walk-in nail clipping on Saturday mornings, no appointment needed. £10.', 'paragraph') },
  ],
  location: p('Bishopston, Bristol'),
  schedule: [p('Open Tuesday to Saturday, 8:30am to 4pm.')],
  callsToAction: ['Book a groom'],
  sentences: [p('You get one groomer, one dog at a time and a fixed price agreed before we start.'), p('Walk-in nail clipping on Saturday mornings, no appointment needed.')],
});

/** A site that could not be read: only its address. */
export const unreadable = siteModel({
  name: 'northwind-plumbing.com',
  url: 'https://northwind-plumbing.com/',
  type: 'Business',
  language: 'en',
  fetched: false,
  fetchNote: 'The site did not answer in time',
});

export function briefOf(site: SiteModel, overrides: Partial<BuiltinBrief> = {}): BuiltinBrief {
  return {
    site,
    instructions: emptyInstructions(),
    customPrompt: '',
    targetAudience: '',
    audiencePhrase: null,
    snippets: site.snippetDescriptions.map((description) => ({ description })),
    ...overrides,
  };
}
