import { describe, expect, it } from 'vitest';

import { campaignSummary, readCampaign, seasonNamed } from '../src/campaign.ts';
import type { KitLanguage } from '../src/site-model.ts';

describe('readCampaign', () => {
  it('gives a campaign of nulls and empty lists for an empty brief', () => {
    const campaign = readCampaign('', '', 'en');
    expect(campaign).toMatchObject({ what: null, forWhom: null, byWhen: null, price: null, points: [], statements: [], tone: null, register: null, person: null, address: null, emoji: null, avoid: [], evidence: [] });
    expect(campaignSummary(campaign, 'en')).toBeNull();
    expect(readCampaign('   ', '  ', 'de').what).toBeNull();
  });

  it('reads an English brief: the thing, its deadline, a statement to stress and the audience', () => {
    const campaign = readCampaign('Promote our Thanksgiving pie pre-orders (order by Nov 24). Stress that we take most major insurance. No emoji.', 'Busy parents in Portland', 'en');
    expect(campaign).toMatchObject({
      what: 'Thanksgiving pie pre-orders',
      forWhom: 'busy parents in Portland',
      byWhen: 'order by Nov 24',
      points: ['we take most major insurance'],
      statements: ['we take most major insurance'],
      emoji: false,
    });
    expect(campaignSummary(campaign, 'en')).toBe('Campaign: Thanksgiving pie pre-orders for busy parents in Portland · order by Nov 24');
  });

  it('reads "push it" as the new thing the brief names, and the tone and points around it', () => {
    const campaign = readCampaign("We're launching a Sunday roast this month, push it hard. Cheerful, neighbourly tone, mention we open at 9AM and the apple crumble.", '', 'en');
    expect(campaign).toMatchObject({ what: 'Sunday roast', byWhen: 'this month', tone: 'cheerful, neighbourly', points: ['we open at 9AM', 'apple crumble'] });
    expect(campaign.statements).toContain('we open at 9AM');
    expect(campaign.evidence).toContainEqual({ field: 'what', value: 'Sunday roast', clause: 'push it hard.' });
  });

  it('reads a list to promote, a price with its condition and a deadline apart from the price', () => {
    const campaign = readCampaign('We want to push the spring sale: 20% off all bikes until April 30. Keep it upbeat and short. Remember to mention free fitting and that we have been repairing bikes since 1998.', '', 'en');
    expect(campaign).toMatchObject({ what: 'spring sale', byWhen: 'until April 30', price: '20% off all bikes', tone: 'upbeat and short' });
    expect(campaign.points).toEqual(['free fitting', 'we have been repairing bikes since 1998']);
    expect(campaign.statements).toEqual(['we have been repairing bikes since 1998']);
    expect(readCampaign('Storm season is here: promote gutter guards, roof repairs and skylights. Must mention that we are fully licensed.', '', 'en')).toMatchObject({
      what: 'gutter guards, roof repairs and skylights',
      byWhen: 'storm season',
      points: ['fully licensed'],
      statements: ['we are fully licensed'],
    });
  });

  it('reads a brief written as labelled lines', () => {
    const campaign = readCampaign('- Campaign: back-to-school haircuts\n- Deadline: September 5\n- Offer: 15% off for students\n- Mention: walk-ins welcome; we are open Sundays', 'Students and parents', 'en');
    expect(campaign).toMatchObject({ what: 'back-to-school haircuts', byWhen: 'September 5', price: '15% off for students', forWhom: 'students and parents', points: ['walk-ins welcome', 'open Sundays'], statements: ['we are open Sundays'] });
    expect(campaignSummary(campaign, 'en')).toBe('Campaign: back-to-school haircuts for students and parents until September 5');
  });

  it('takes the audience from the brief when the audience field is empty', () => {
    expect(readCampaign('Target audience: new homeowners. Push our gutter cleaning before winter. We are fully insured.', '', 'en')).toMatchObject({
      what: 'gutter cleaning',
      forWhom: 'new homeowners',
      byWhen: 'before winter',
      statements: ['we are fully insured'],
    });
  });

  it('keeps requests about the writing out of the points', () => {
    const campaign = readCampaign('Keep posts under 200 characters, no hashtags. Write in first person.', '', 'en');
    expect(campaign.points).toEqual([]);
    expect(campaign.person).toBe('I');
  });

  it('reads German: verb-last requests, a price with its condition, a that-clause as a statement, du', () => {
    const campaign = readCampaign(
      'Bitte die Sommerwochen bewerben: 59 € pro Nacht, bis 4 Personen ohne Aufpreis. Wir sind seit 2005 ein Familienbetrieb. Ton: herzlich, per du. Erwähne auch, dass Hunde willkommen sind.',
      'Familien mit Hund',
      'de',
    );
    expect(campaign).toMatchObject({
      what: 'Sommerwochen',
      forWhom: 'Familien mit Hund',
      price: '59 € pro Nacht, bis 4 Personen ohne Aufpreis',
      tone: 'herzlich',
      address: 'informal',
      points: ['Hunde sind willkommen'],
      statements: ['Wir sind seit 2005 ein Familienbetrieb', 'Hunde sind willkommen'],
    });
    expect(campaignSummary(campaign, 'de')).toBe('Campaign: Sommerwochen für Familien mit Hund');
  });

  it('reads German: "bewirb" with a deadline, "betone, dass", "Neu:" and free weeks', () => {
    expect(readCampaign('Bewirb unseren Töpferkurs für Anfänger bis Ende Mai. Betone, dass alle Materialien inklusive sind. Keine Emojis.', '', 'de')).toMatchObject({
      what: 'Töpferkurs für Anfänger',
      byWhen: 'bis Ende Mai',
      points: ['alle Materialien sind inklusive'],
      statements: ['alle Materialien sind inklusive'],
      emoji: false,
    });
    expect(readCampaign('Neu: Frühstück zum Mitnehmen. Locker und frech, junge Zielgruppe.', '', 'de')).toMatchObject({ what: 'Frühstück zum Mitnehmen', tone: 'locker und frech', forWhom: 'junge Zielgruppe' });
    expect(readCampaign('Wir haben im Juli und August noch freie Zimmer. Den Garten und die Bäckerei nebenan erwähnen.', '', 'de')).toMatchObject({
      what: 'freie Zimmer',
      byWhen: 'im Juli und August',
      points: ['Garten', 'Bäckerei nebenan'],
    });
  });

  it('reads Spanish: "queremos promocionar", a price cut from the thing, "recuerda que" statements, tú', () => {
    const campaign = readCampaign('Queremos promocionar el menú del día a 12,50 € este verano. Recuerda que tenemos terraza y que aceptamos grupos. Tono cercano, de tú.', 'Oficinistas del centro de Sevilla', 'es');
    expect(campaign).toMatchObject({
      what: 'menú del día',
      byWhen: 'este verano',
      price: '12,50 €',
      tone: 'cercano',
      address: 'informal',
      forWhom: 'oficinistas del centro de Sevilla',
      points: ['tenemos terraza', 'aceptamos grupos'],
      statements: ['tenemos terraza', 'aceptamos grupos'],
    });
    expect(campaignSummary(campaign, 'es')).toBe('Campaign: menú del día para oficinistas del centro de Sevilla · este verano');
  });

  it('reads Spanish: a deadline with a date, a free first class, an existential as a point', () => {
    expect(readCampaign('Promociona las clases de yoga para embarazadas hasta el 15 de junio. Primera clase gratis. Recordar que hay vestuarios.', '', 'es')).toMatchObject({
      what: 'clases de yoga para embarazadas',
      byWhen: 'hasta el 15 de junio',
      price: 'primera clase gratis',
      points: ['vestuarios'],
      statements: ['hay vestuarios'],
    });
    expect(readCampaign('Nuevo: servicio de catering para bodas. Reservas hasta el 30 de abril con un 10 % de descuento.', '', 'es')).toMatchObject({
      what: 'servicio de catering para bodas',
      byWhen: 'reservas hasta el 30 de abril',
      price: '10 % de descuento',
    });
  });

  it('reads French: "nous voulons promouvoir", a price, a booking deadline, "rappeler que", vous', () => {
    const campaign = readCampaign('Nous voulons promouvoir notre menu de Noël, 45 € par personne, réservation avant le 15 décembre. Rappeler que nous sommes ouverts le dimanche. Ton élégant, vouvoiement.', 'Familles et entreprises lyonnaises', 'fr');
    expect(campaign).toMatchObject({
      what: 'menu de Noël',
      price: '45 € par personne',
      byWhen: 'réservation avant le 15 décembre',
      points: ['ouverts le dimanche'],
      statements: ['nous sommes ouverts le dimanche'],
      tone: 'élégant',
      address: 'formal',
    });
  });

  it('reads French: a promo label with its season, a discount after the colon, "citer"', () => {
    expect(readCampaign("Promo printemps sur l'atelier cuisine : -15 % sur la deuxième séance. Ton complice, pas de jargon. Citer le parking gratuit.", '', 'fr')).toMatchObject({
      what: 'atelier cuisine',
      byWhen: 'printemps',
      price: '-15 % sur la deuxième séance',
      tone: 'complice',
      avoid: ['jargon'],
      points: ['parking gratuit'],
    });
    expect(readCampaign("Inscriptions pour l'été ouvertes, stage d'essai gratuit.", '', 'fr')).toMatchObject({ what: 'inscriptions', byWhen: "pour l'été", price: "stage d'essai gratuit" });
  });

  it('reads Portuguese: "queremos divulgar", a price, "mencionar que" statements, a deadline', () => {
    const campaign = readCampaign('Queremos divulgar o novo menu de almoço por 9,90 € este mês. Mencionar que temos esplanada e que aceitamos reservas de grupo. Tom descontraído.', 'Trabalhadores da Baixa de Lisboa', 'pt');
    expect(campaign).toMatchObject({
      what: 'novo menu de almoço',
      byWhen: 'este mês',
      price: '9,90 €',
      tone: 'descontraído',
      points: ['temos esplanada', 'aceitamos reservas de grupo'],
      statements: ['temos esplanada', 'aceitamos reservas de grupo'],
    });
    expect(campaignSummary(campaign, 'pt')).toBe('Campaign: novo menu de almoço para trabalhadores da Baixa de Lisboa · este mês');
    expect(readCampaign('Divulgue as aulas de surf para iniciantes até ao fim de setembro. Primeira aula grátis! Lembrar que o material está incluído.', '', 'pt')).toMatchObject({
      what: 'aulas de surf para iniciantes',
      byWhen: 'até ao fim de setembro',
      price: 'primeira aula grátis',
      statements: ['o material está incluído'],
    });
  });

  it('keeps the capitals of names in the audience', () => {
    expect(readCampaign('Promociona las revisiones.', 'Familias de Getafe y Leganés', 'es').forWhom).toBe('familias de Getafe y Leganés');
  });
});

describe('a price the brief gives with the thing it buys', () => {
  it('keeps the thing with the price, in the five languages, and the price alone where the thing is the one promoted', () => {
    expect(readCampaign('Promote our lunch menu: soup and sandwich for $12. Friendly tone.', '', 'en').price).toBe('soup and sandwich for $12');
    expect(readCampaign('Promote twilight golf: after 4pm, 18 holes with cart for $19.', '', 'en').price).toBe('18 holes with cart for $19');
    expect(readCampaign('Promo sur le brunch du dimanche : formule complète à 25 €.', '', 'fr').price).toBe('formule complète à 25 €');
    expect(readCampaign('Queremos promocionar el menú del día a 12,50 €.', '', 'es').price).toBe('12,50 €');
    expect(readCampaign('Push our Sunday roast, £18 per person, book by Friday.', '', 'en').price).toBe('£18 per person');
  });
});

describe('a time of day the offer is for', () => {
  it('is the campaign\'s time, never a thing to mention', () => {
    const golf = readCampaign('Promote twilight golf: after 4pm, 18 holes with cart for $19.', '', 'en');
    expect(golf).toMatchObject({ what: 'twilight golf', byWhen: 'after 4pm', points: [] });
    expect(readCampaign('Promociona la merienda a partir de las 17:00.', '', 'es')).toMatchObject({ what: 'merienda', byWhen: 'a partir de las 17:00' });
    expect(readCampaign('Divulgar o jantar depois das 19h.', '', 'pt')).toMatchObject({ what: 'jantar', byWhen: 'depois das 19h' });
  });
});

describe('a new thing announced with its time and price', () => {
  it('reads the thing, its time and its price apart ("Neu: Feierabend-Döner ab 17 Uhr für 5 €")', () => {
    expect(readCampaign('Neu: Feierabend-Döner ab 17 Uhr für 5 €. Locker schreiben.', '', 'de')).toMatchObject({ what: 'Feierabend-Döner', byWhen: 'ab 17 Uhr', price: '5 €' });
    expect(readCampaign('Neu: Catering für Feiern und Firmen.', '', 'de')).toMatchObject({ what: 'Catering für Feiern und Firmen', price: null, byWhen: null });
  });
});

describe('a brief that only states its thing', () => {
  it('reads the thing it states first as the campaign, its time and a verb of being back apart', () => {
    expect(readCampaign('Kids swim lessons this summer, 8 lessons for $120.', '', 'en')).toMatchObject({ what: 'kids swim lessons', byWhen: 'this summer', price: '8 lessons for $120', points: [] });
    expect(readCampaign('Pumpkin spice lattes are back! Cozy tone.', '', 'en').what).toBe('pumpkin spice lattes');
    expect(readCampaign('Las torrijas vuelven en Semana Santa.', '', 'es').what).toBe('torrijas');
    // A campaign named elsewhere keeps the stated thing as what it is about.
    expect(readCampaign('Fly fishing for permit and bonefish — promote half-day trips.', '', 'en')).toMatchObject({ what: 'half-day trips', points: ['fly fishing for permit and bonefish'] });
  });
});

describe("the owner's reason for the campaign", () => {
  it('is their statement, with the time it names, in the five languages, and never part of the thing promoted', () => {
    const read = (prompt: string, language: KitLanguage) => readCampaign(prompt, '', language);
    expect(read('Manatee season! Get people to book guided tours on weekdays when it is quieter.', 'en')).toMatchObject({ what: 'guided tours on weekdays', statements: ['it is quieter on weekdays'] });
    expect(read('Bitte Führungen unter der Woche bewerben, wenn es ruhiger ist.', 'de')).toMatchObject({ what: 'Führungen unter der Woche', statements: ['unter der Woche ist es ruhiger'] });
    expect(read('Queremos promocionar las visitas entre semana, cuando hay menos gente.', 'es')).toMatchObject({ what: 'visitas entre semana', statements: ['entre semana hay menos gente'] });
    expect(read('Mettez en avant les cours en semaine quand c’est plus calme.', 'fr')).toMatchObject({ what: 'cours en semaine', statements: ['en semaine, c’est plus calme'] });
    expect(read('Queremos divulgar as visitas durante a semana quando está mais calmo.', 'pt')).toMatchObject({ what: 'visitas durante a semana', statements: ['durante a semana, está mais calmo'] });
    // A cause stands alone; one that points back at the thing ("we bake it") or says only "it is" needs it beside it.
    expect(read('Promote our menu of the day because we use local produce.', 'en').statements).toEqual(['we use local produce']);
    expect(read('Wir möchten unsere Brötchen bewerben, weil wir sie jeden Morgen frisch backen.', 'de').statements).toEqual([]);
    expect(read('Promote our pies because it is Thanksgiving soon.', 'en').statements).toEqual([]);
    // A "when" with no time in the thing is no reason ("when people think of Thanksgiving").
    expect(read('We want to promote our pies when people think of Thanksgiving.', 'en').statements).toEqual([]);
  });
});

describe('a deadline before a season', () => {
  it('keeps its preposition in the deadline, never in what is promoted', () => {
    const cases = [
      ['Promote our gutter installation and roof repairs before the rainy season.', 'en', 'gutter installation and roof repairs', 'before the rainy season'],
      ['Promociona la limpieza de toldos antes de la temporada de lluvias.', 'es', 'limpieza de toldos', 'antes de la temporada de lluvias'],
      ['Promouvoir le nettoyage des gouttières avant la saison des pluies.', 'fr', 'nettoyage des gouttières', 'avant la saison des pluies'],
    ] as const;
    for (const [prompt, language, what, byWhen] of cases) {
      const campaign = readCampaign(prompt, '', language);
      expect([campaign.what, campaign.byWhen], prompt).toEqual([what, byWhen]);
    }
  });
});

describe('the season a campaign is for, as a tag names it', () => {
  it('keeps a named season or holiday without its preposition or article, and no month, date or "this month"', () => {
    expect(seasonNamed('this manatee season')).toBe('manatee season');
    expect(seasonNamed('antes do inverno')).toBe('inverno');
    expect(seasonNamed('pour la rentrée')).toBe('rentrée');
    expect(seasonNamed('vor der Regenzeit')).toBe('Regenzeit');
    for (const when of ['this month', 'im Juni und September', 'by Nov 24', 'this season', null]) expect(seasonNamed(when)).toBeNull();
  });
});
