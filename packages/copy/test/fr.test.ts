import { fitsPlatform } from '@sitespark/site-model';
import { beforeAll, describe, expect, it } from 'vitest';
import { readStory, writeKit, type KitCopy } from '../src/index.ts';
import { definite, indefinite, ofDefinite, possessive, toDefinite, atPlace, typeset } from '../src/locales/fr/grammar.ts';
import { readOffer, readWhen } from '../src/locales/fr/reading.ts';
import { inVoice } from '../src/locales/fr/voice.ts';
import { frBrief, frSites } from './fr-fixtures.ts';

const kits = new Map<string, KitCopy>();
function kitOf(key: string): KitCopy {
  const known = kits.get(key);
  if (known) return known;
  const site = frSites.find((s) => s.key === key)!;
  const kit = writeKit(frBrief(site));
  kits.set(key, kit);
  return kit;
}
function storyOf(key: string) {
  return readStory(frBrief(frSites.find((s) => s.key === key)!));
}
// The kits are written once, before the tests read them (the first one pays for loading the site reader).
beforeAll(() => {
  for (const site of frSites) kitOf(site.key);
}, 60_000);

const posts = (kit: KitCopy) => kit.social.flatMap((network) => network.options.map((text) => ({ network: network.platform, text })));
/** What the business says itself: a customer's quoted words and the link set aside. */
const ownWords = (text: string) => text.replace(/«[^»]*»/gu, '').replace(/https?:\/\/\S+/gu, '');
const firstLine = (text: string) => text.split('\n')[0]!;

/** The made-up sites with a campaign, what it is about and its time as the reader sees them. */
const campaigns: Array<{ key: string; what: RegExp; when: RegExp }> = [
  { key: 'boulangerie', what: /galette des rois/iu, when: /avant le 6 janvier/u },
  { key: 'kine', what: /séances de kiné du sport/iu, when: /cet automne/iu },
  { key: 'avocats', what: /consultation en droit de la famille/iu, when: /30 novembre/u },
  { key: 'visites', what: /visites guidées du Vieux Lyon/iu, when: /cet été/iu },
  { key: 'fleuriste', what: /bouquets de saison/iu, when: /24 mai/u },
  { key: 'institut', what: /soin visage coréen/iu, when: /rentrée/u },
  // ("Vous pensez déjà à la rentrée ? Les inscriptions sont ouvertes !" names the time as the question asks it.)
  { key: 'musique', what: /inscriptions/iu, when: /(?:pour|à) la rentrée/iu },
];

describe('French kit: brief first', () => {
  it.each(campaigns)('$key: the first line of every offer post names the campaign and its time', ({ key, what, when }) => {
    const kit = kitOf(key);
    for (const network of kit.social) {
      const offer = firstLine(network.options[0]!);
      expect(offer, `${network.platform}: ${offer}`).toMatch(what);
      expect(offer, `${network.platform}: ${offer}`).toMatch(when);
    }
    expect(kit.email.body).toMatch(what);
  });

  it('answers a question about the time at once: the registrations are open ("Vous pensez déjà aux inscriptions pour la rentrée ?" never said so)', () => {
    const openings = kitOf('musique').social.flatMap((network) => network.options.map(firstLine));
    for (const line of openings.filter((text) => /\?/u.test(text) && /inscriptions/iu.test(text))) expect(line, line).toMatch(/ouvertes/u);
    expect(openings.join('\n')).not.toMatch(/pensez déjà aux inscriptions/u);
  });

  it('the owner’s discount speaks to the reader and keeps what it is on', () => {
    const text = posts(kitOf('institut')).map((p) => p.text).join('\n');
    expect(text).toContain('-15\u202f% sur ta première séance');
  });

  it('an offer that is a thing with its adjective becomes a sentence ("Le premier cours est offert.")', () => {
    expect(posts(kitOf('musique'))[0]!.text).toContain('Le premier cours est offert.');
  });

  it('the owner’s things to mention are written about, once each, in the kit', () => {
    const kit = kitOf('boulangerie');
    const linkedIn = kit.social.find((n) => n.platform === 'LinkedIn')!.options[0]!;
    expect(linkedIn).toContain('La livraison est offerte dès 30\u202f€.');
    expect(linkedIn).toMatch(/notre pain au levain/u);
    expect(linkedIn.match(/livraison/gu)?.length).toBe(1);
  });
});

describe('French kit: whole posts, as a person writes them', () => {
  const stock = /\b(?:Bon à savoir|À noter|Encore une chose|Petit plus|Au fait|D'ailleurs|Par ailleurs|Et oui|Et bien sûr|Un détail de plus|Focus|One more thing|And yes)\s*:/iu;
  it.each(frSites.map((s) => s.key))('%s: no stock lead-in, the name at most once, X within 280', (key) => {
    const kit = kitOf(key);
    const name = storyOf(key).name.toLocaleLowerCase();
    for (const { network, text } of posts(kit)) {
      expect(text, text).not.toMatch(stock);
      expect(text.toLocaleLowerCase().split(name).length - 1, text).toBeLessThanOrEqual(1);
      if (network === 'Twitter') expect(fitsPlatform(text, 'Twitter'), text).toBe(true);
    }
    expect(kit.email.body).not.toMatch(stock);
  });

  it.each(frSites.map((s) => s.key))('%s: Instagram ends with hashtags and sends to the link in the bio', (key) => {
    for (const text of kitOf(key).social.find((n) => n.platform === 'Instagram')!.options) {
      expect(text, text).toMatch(/lien en bio/iu);
      expect(text.trim().split('\n').pop(), text).toMatch(/^(?:#[\p{L}\p{N}_]+\s?)+$/u);
      expect(text, text).not.toMatch(/https?:\/\//u);
    }
  });

  it.each(frSites.map((s) => s.key))('%s: French typography (narrow no-break space before ! ? : ; and inside « »)', (key) => {
    const kit = kitOf(key);
    for (const text of [...posts(kit).map((p) => p.text), kit.email.body, kit.email.subject, kit.website.hero, kit.website.subheading, kit.ad.description]) {
      const words = ownWords(text);
      expect(words, text).not.toMatch(/[^\u202f\s][!?;:](?=\s|$)/u);
      expect(words, text).not.toMatch(/ [!?;:](?=\s|$)/u);
      expect(text, text).not.toMatch(/«(?!\u202f)|(?<!\u202f)»/u);
    }
  });

  it.each(frSites.map((s) => s.key))('%s: no number the page or the brief does not give', (key) => {
    const site = frSites.find((s) => s.key === key)!;
    const source = `${site.html} ${site.prompt}`.replace(/\s+/gu, ' ');
    const kit = kitOf(key);
    for (const text of [...posts(kit).map((p) => p.text), kit.email.body]) {
      for (const number of ownWords(text).replace(/#\S+/gu, '').match(/\d+(?:[.,]\d+)?/gu) ?? []) expect(source, `${number} in ${text}`).toContain(number);
    }
  });
});

describe('French kit: an offer the reader has not taken yet', () => {
  it("is 'le premier cours', never 'votre premier cours', which reads as if it were booked already", () => {
    const kit = kitOf('musique');
    const all = [...posts(kit).map((post) => post.text), kit.email.body, kit.ad.description].join('\n');
    expect(all).toMatch(/premier cours/u);
    expect(all).not.toMatch(/\b(?:[Vv]otre|[Tt]on) premier cours (?:est )?offert/u);
  });
});

describe('French kit: the register and the person the owner asked for', () => {
  const vous = /(?<![\p{L}])(?:vous|votre|vos)(?![\p{L}])/iu;
  const tu = /(?<![\p{L}])(?:tu|ton|ta|tes|toi)(?![\p{L}])|(?<![\p{L}])t['’](?=\p{L})/iu;
  it('tutoiement where the owner asks for it, the page’s vous moved to tu', () => {
    const kit = kitOf('boulangerie');
    for (const text of [...posts(kit).map((p) => p.text), kit.email.body]) expect(ownWords(text), text).not.toMatch(vous);
    expect(posts(kit).map((p) => p.text).join('\n')).toMatch(/Commande ta galette des rois avant le 6 janvier/u);
  });

  it('vouvoiement for a formal brief', () => {
    const kit = kitOf('avocats');
    for (const text of [...posts(kit).map((p) => p.text), kit.email.body]) expect(ownWords(text), text).not.toMatch(tu);
    expect(posts(kit).map((p) => p.text).join('\n')).toMatch(/nous vous recevons pour une consultation en droit de la famille/iu);
  });

  it('an owner who writes "je" is "je" everywhere, never "nous"', () => {
    for (const key of ['kine', 'institut']) {
      const kit = kitOf(key);
      for (const text of [...posts(kit).map((p) => p.text), kit.email.body]) expect(ownWords(text), text).not.toMatch(/(?<![\p{L}])(?:nous|notre|nos)(?![\p{L}])/iu);
    }
    expect(posts(kitOf('kine')).map((p) => p.text).join('\n')).toMatch(/je m'occupe de vos séances de kiné du sport/u);
  });
});

describe('French grammar with any thing the owner names', () => {
  it('definite articles, elision and h aspiré', () => {
    expect(definite('épilation laser')).toBe("l'épilation laser");
    expect(definite('galette des rois')).toBe('la galette des rois');
    expect(definite('pain au levain')).toBe('le pain au levain');
    expect(definite('inscriptions')).toBe('les inscriptions');
    expect(definite('hammam')).toBe('le hammam');
    expect(definite('cours d’essai gratuit')).toBe('le cours d’essai gratuit');
    expect(definite('réservation en ligne gratuite')).toBe('la réservation en ligne gratuite');
    expect(definite('ensaïmadas et panellets')).toBe('les ensaïmadas et les panellets');
  });

  it('contractions of à and de, each part of a list', () => {
    expect(toDefinite('cours de salsa', true)).toBe('aux cours de salsa');
    expect(toDefinite('atelier poterie')).toBe("à l'atelier poterie");
    expect(toDefinite('soirée salsa')).toBe('à la soirée salsa');
    expect(toDefinite('brunch du dimanche')).toBe('au brunch du dimanche');
    expect(ofDefinite('pain au levain et croissants')).toBe('du pain au levain et croissants');
    expect(ofDefinite('manucure et pédicure')).toBe('de la manucure et de la pédicure');
    expect(ofDefinite('livraison offerte dès 30 €')).toBe('de la livraison offerte dès 30 €');
    expect(atPlace('Le Fournil Velpeau')).toBe('au Fournil Velpeau');
    expect(atPlace('Les Délices d’Anna')).toBe('aux Délices d’Anna');
    expect(atPlace("Elema'Beauté")).toBe("chez Elema'Beauté");
  });

  it('possessives agree, and take the masculine form before a vowel', () => {
    expect(possessive('tu', 'galette des rois')).toBe('ta galette des rois');
    expect(possessive('tu', 'épilation laser')).toBe('ton épilation laser');
    expect(possessive('I', 'séances de kiné', true)).toBe('mes séances de kiné');
    expect(possessive('vous', 'consultation')).toBe('votre consultation');
    expect(possessive('we', 'bouquets de saison')).toBe('nos bouquets de saison');
    expect(indefinite('cours d’essai gratuit')).toBe('un cours d’essai gratuit');
    expect(indefinite('remise')).toBe('une remise');
    expect(indefinite('petits déjeuners')).toBe('de petits déjeuners');
  });

  it('the owner’s time with the preposition French gives it', () => {
    expect(readWhen('rentrée')?.adverbial).toBe('pour la rentrée');
    expect(readWhen('été')?.adverbial).toBe('cet été');
    expect(readWhen('Noël')?.adverbial).toBe('pour Noël');
    expect(readWhen('toussaint')?.adverbial).toBe('pour la Toussaint');
    expect(readWhen('septembre')?.adverbial).toBe('en septembre');
    expect(readWhen('commandez avant le 6 janvier')).toMatchObject({ adverbial: 'avant le 6 janvier', deadline: true, action: 'commander' });
    expect(readWhen('12 octobre')).toMatchObject({ adverbial: 'le 12 octobre', date: true });
    expect(readWhen('vacances de février')?.adverbial).toBe('pour les vacances de février');
  });

  it('the owner’s offer read for what it is: a discount, a thing with its adjective, a price with its item, or nothing to print', () => {
    expect(readOffer('-20 % sur le premier forfait jambes')).toMatchObject({ shape: 'discount' });
    expect(readOffer('10 € de remise sur la coupe')).toMatchObject({ shape: 'discount' });
    expect(readOffer('cours d’essai gratuit')).toMatchObject({ shape: 'predicate', subject: 'cours d’essai', adjective: 'gratuit' });
    expect(readOffer('livraison offerte dès 30 €')).toMatchObject({ shape: 'predicate', subject: 'livraison', rest: 'dès 30 €' });
    expect(readOffer('premier rendez-vous à 50 €')).toMatchObject({ shape: 'priced', price: 'à 50 €' });
    // A bare amount, or a price whose item the brief lost, is never printed on its own.
    expect(readOffer('50 €')).toBeNull();
    expect(readOffer('150 € la semaine')).toBeNull();
  });

  it('a sentence of the page or the brief moves to the kit’s register and person, or is left out', () => {
    expect(inVoice('Modelages et sauna pour retrouver votre énergie.', { casual: true, person: 'we' })).toBe('Modelages et sauna pour retrouver ton énergie.');
    expect(inVoice('Nous vous accueillons du lundi au samedi.', { casual: true, person: 'I' })).toBe("Je t'accueille du lundi au samedi.");
    expect(inVoice("N'hésitez pas à nous appeler, nous répondons vite.", { casual: true, person: 'I' })).toBe("N'hésite pas à m'appeler, je réponds vite.");
    expect(inVoice('Vous y trouverez votre bonheur.', { casual: true, person: 'we' })).toBe('Tu y trouveras ton bonheur.');
    expect(inVoice('Tu peux venir avec tes enfants.', { casual: false, person: 'we' })).toBe('Vous pouvez venir avec vos enfants.');
    expect(inVoice('nous nous occupons de tout', { casual: false, person: 'I' })).toBe("je m'occupe de tout");
    // "nous sommes diplômés": one person's gender is unknown, so the sentence is not moved.
    expect(inVoice("nous sommes diplômés d'État", { casual: false, person: 'I' })).toBeNull();
  });

  it('typography: narrow no-break spaces, URLs untouched', () => {
    expect(typeset('Profite de -20 % ! « Super » : http://a.test:80/x?y')).toBe('Profite de -20\u202f%\u202f! «\u202fSuper\u202f»\u202f: http://a.test:80/x?y');
  });
});

describe("a post's call to action after a body that asks to book", () => {
  it('is the link alone, not "Pour réserver, c\'est ici" after "réserve ton …" ("réservez… réservation… Pour réserver" was read as said three times)', () => {
    const institut = frSites.find((site) => site.key === 'institut')!;
    const kit = writeKit(frBrief({ ...institut, prompt: 'Promo rentrée sur le soin visage coréen : -15 % sur la première séance. Ton complice, tutoiement. Citer la réservation en ligne gratuite.' }));
    const booking = posts(kit).filter(({ text }) => /r[ée]serv/iu.test(text.split('\n\n').slice(0, -2).join(' ')));
    expect(booking.length).toBeGreaterThan(0);
    for (const { text } of booking) {
      const cta = text.split('\n\n').at(-2)!;
      expect(cta, text).not.toMatch(/r[ée]serv/iu);
    }
  });
});
