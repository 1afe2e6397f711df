import { describe, expect, it } from 'vitest';

import { readCampaign } from '../src/campaign.ts';

/** Briefs as owners type them, in shapes the first readers never met: each must give the thing itself, its second ask apart. */
describe('readCampaign, on briefs as owners type them', () => {
  it('takes a price in brackets as the price, a name with an ampersand whole, and the second ask out of the thing', () => {
    const campaign = readCampaign('Push our new Bath & Brush package ($35) and get people booking their spring grooms now. Warm tone.', '', 'en');
    expect(campaign).toMatchObject({ what: 'new Bath & Brush package', price: '$35', tone: 'warm' });
    expect(campaign.points).toContain('book your spring grooms');
  });

  it('reads a clause and what follows from it apart ("April fills up fast so book before April 2")', () => {
    const campaign = readCampaign('Promote our tune-ups. April fills up fast so book before April 2.', '', 'en');
    expect(campaign).toMatchObject({ what: 'tune-ups', byWhen: 'book before April 2' });
    expect(campaign.statements).toContain('April fills up fast');
    expect(campaign.points.join(' ')).not.toMatch(/fills up/u);
  });

  it('takes the thing an offer reprices as the campaign ("our Deluxe Wash is $20 instead of $30")', () => {
    const campaign = readCampaign('Summer offer: our Deluxe Wash is $20 instead of $30 until 31 August. Friendly tone.', '', 'en');
    expect(campaign).toMatchObject({ what: 'Deluxe Wash', price: '$20 instead of $30', byWhen: 'until 31 August' });
  });

  it('reads a brief typed in lower case, the work wanted as the thing, and a tone joined to a mention', () => {
    const campaign = readCampaign('want more solar panel jobs, we fit all the big brands. keep it straight up not salesy and mention the free quote', '', 'en');
    expect(campaign).toMatchObject({ what: 'solar panel', tone: 'straight up not salesy' });
    expect(campaign.statements).toEqual(['we fit all the big brands']);
    expect(campaign.points).toContain('free quote');
  });

  it("reads \"I'd like to fill …\" and a second ask in a clause of its own as an invitation", () => {
    const campaign = readCampaign("I'd like to fill my last Monday evening places for the spring term, and invite parents to the Summer Concert in June.", '', 'en');
    expect(campaign).toMatchObject({ what: 'last Monday evening places', byWhen: 'for the spring term' });
    expect(campaign.points).toContain('join us for the Summer Concert in June');
  });

  it('reads a German brief whose colon lists what is said of the thing, and one whose verb comes last', () => {
    const course = readCampaign('Bitte den neuen Pilates-Kurs bewerben: Start am 3. März, donnerstags 19 Uhr, nur 10 Plätze.', '', 'de');
    expect(course.what).toBe('neuen Pilates-Kurs');
    expect(course.points).toEqual(expect.arrayContaining(['nur 10 Plätze']));
    const holiday = readCampaign('Wir wollen den Ferienkurs in den Osterferien voll kriegen – Prüfung nach 3 Wochen. Locker schreiben.', '', 'de');
    expect(holiday).toMatchObject({ what: 'Ferienkurs', byWhen: 'in den Osterferien' });
    expect(holiday.points).toContain('Prüfung nach 3 Wochen');
  });

  it('keeps the second ask out of the thing in Spanish, French and Portuguese', () => {
    const es = readCampaign('Queremos dar a conocer el patio para las comidas de otoño y que la gente reserve mesa para los domingos.', '', 'es');
    expect(es.what).toBe('patio para las comidas de otoño');
    expect(es.points).toContain('reserve mesa para los domingos');
    const fr = readCampaign('On veut faire connaître nos nouvelles cabanes pour 4 personnes et pousser les réservations de juin avant fin avril.', '', 'fr');
    expect(fr.what).toBe('nouvelles cabanes pour 4 personnes');
    expect(fr.points).toContain('réservations de juin');
    const pt = readCampaign('Quero divulgar o pacote Dia de Formatura pra quem se forma em dezembro e pedir pra agendarem a prova gratuita. Falar que a gente atende em casa.', '', 'pt');
    expect(pt.what).toBe('pacote Dia de Formatura');
    expect(pt.points).toContain('agende a prova gratuita');
    expect(pt.statements).toContain('a gente atende em casa');
  });

  it('reads wishes and questions as what to promote, in five languages', () => {
    const cases: Array<[string, 'en' | 'de' | 'es' | 'fr' | 'pt', string]> = [
      ["we'd love more bookings for our garden brunch over the long weekend, £22pp. nothing pushy", 'en', 'garden brunch'],
      ['Could you help us spread the word about our kids climbing camps for the summer holidays?', 'en', 'kids climbing camps'],
      ['Ich möchte für unsere Abend-Pilateskurse werben, Start am 4. Juni.', 'de', 'Abend-Pilateskurse'],
      ['Bitte Werbung für unsere Nordic-Walking-Gruppe machen – 6 Termine für 60 €.', 'de', 'Nordic-Walking-Gruppe'],
      ['Me gustaría que más gente conociera nuestras clases de cerámica para niños. Primera clase gratis.', 'es', 'clases de cerámica para niños'],
      ['¿Me pueden ayudar a difundir nuestro servicio de afilado de cuchillos? Sin emojis.', 'es', 'servicio de afilado de cuchillos'],
      ['Nous voudrions remplir notre atelier de poterie pendant les vacances de février. Rester simple.', 'fr', 'atelier de poterie'],
      ['Gostaria de promover as nossas aulas de stand-up paddle para iniciantes, até ao fim de agosto.', 'pt', 'aulas de stand-up paddle para iniciantes'],
      ['Podem promover o nosso alojamento em Tavira para a Páscoa? Tom elegante.', 'pt', 'alojamento em Tavira'],
    ];
    for (const [brief, language, what] of cases) expect(readCampaign(brief, '', language).what, brief).toBe(what);
  });

  it('reads labelled offers, counts of things and bracketed prices into the thing and its price', () => {
    expect(readCampaign('Offer: spring garden clean-up, 10% off jobs booked by 4/15\nMention: green waste removal included', '', 'en')).toMatchObject({ what: 'spring garden clean-up', byWhen: 'by 4/15' });
    expect(readCampaign('Oferta: limpieza dental 49€ (antes 70€)\nHasta: 30/9', '', 'es')).toMatchObject({ what: 'limpieza dental', price: '49€ (antes 70€)' });
    expect(readCampaign('Angebot: Klimaanlagen-Check inkl. Desinfektion für 89 €', '', 'de')).toMatchObject({ what: 'Klimaanlagen-Check inkl. Desinfektion', price: '89 €' });
    expect(readCampaign("Offre : -15 % sur les bilans posturaux pour les nouveaux patients", '', 'fr').what).toBe('bilans posturaux pour les nouveaux patients');
    const two = readCampaign('Before Easter I want to push two things: our egg-hunt picnics and the new gift boxes. Casual.', '', 'en');
    expect(two).toMatchObject({ what: 'egg-hunt picnics', byWhen: 'before Easter' });
    expect(two.points).toContain('new gift boxes');
    expect(readCampaign('Brake check + tyre rotation (£59) before end of May. Points: free coffee while you wait.', '', 'en')).toMatchObject({ what: 'brake check + tyre rotation', price: '£59' });
    expect(readCampaign('Lavagem e secagem: na compra de 5 lavagens a 6ª é grátis, falar da recolha ao domicílio', '', 'pt').what).toBe('lavagem e secagem');
  });

  it('reads "highlight …" after a thing the brief named as a point to mention, not the campaign', () => {
    const campaign = readCampaign('Cours de surf pour ados — 10 % pour toute réservation avant le 30.06. Mettre en avant nos moniteurs diplômés.', '', 'fr');
    expect(campaign.what).toBe('cours de surf pour ados');
    expect(campaign.points).toContain('moniteurs diplômés');
  });

  it('finds the ask after what the owner says of the business, a greeting or a lead-in', () => {
    const cases: Array<[string, 'en' | 'de' | 'es' | 'fr' | 'pt', string]> = [
      ['Hola! Tengo una tienda de bicis en Rosario y quiero promocionar las salidas guiadas de los domingos. Que suene alegre.', 'es', 'salidas guiadas de los domingos'],
      ['Bonjour, nous sommes une petite fromagerie à Lyon. Pour les fêtes, on aimerait mettre en avant nos plateaux de fromages.', 'fr', 'plateaux de fromages'],
      ['Für den Herbst möchten wir unsere Wanderwochen bekannt machen. Bitte freundlich.', 'de', 'Wanderwochen'],
      ['A padaria Trigo, em Coimbra, quer promover o pão de fermentação lenta. Tom simpático.', 'pt', 'pão de fermentação lenta'],
      ['The bakery is launching a sourdough club from 1 March. Friendly.', 'en', 'sourdough club'],
      ['Unser Blumenladen in Bern lanciert neu Abo-Sträusse. Bis Ende Monat 10% Rabatt.', 'de', 'Abo-Sträusse'],
      ['Could you write something for our spring plant sale, aimed at balcony gardeners?', 'en', 'spring plant sale'],
    ];
    for (const [brief, language, what] of cases) expect(readCampaign(brief, '', language).what, brief).toBe(what);
  });

  it('reads terse notes: the thing named beside its price or deal, a promo note, weekly dates and dates with ordinals', () => {
    expect(readCampaign('heizungswartung 2 für 1 bis 30.11 erwähnen online buchbar', '', 'de').what).toBe('heizungswartung');
    expect(readCampaign('pizzería 2x1 en pizzas napolitanas todos los jueves de marzo. tono divertido', '', 'es')).toMatchObject({ what: 'pizzas napolitanas', byWhen: 'todos los jueves de marzo' });
    expect(readCampaign('promo vidange + filtre 59€ jusqu\'au 30 avril', '', 'fr')).toMatchObject({ what: 'vidange + filtre', byWhen: "jusqu'au 30 avril" });
    expect(readCampaign('Ab 1. April bieten wir einen Fahrrad-Check für 29 € an. Locker schreiben.', '', 'de')).toMatchObject({ what: 'Fahrrad-Check', byWhen: 'Ab 1. April' });
  });

  it('passes over the business saying what and where it is, and finds the ask in formal or first-person wording', () => {
    const cases: Array<[string, 'en' | 'de' | 'es' | 'fr' | 'pt', string]> = [
      ['Töpferei in Görlitz. Wochenend-Töpferkurs für Anfänger, 65 € statt 80 €, nur im April.', 'de', 'Wochenend-Töpferkurs für Anfänger'],
      ['hi we run a small surf school in cornwall, been going 10 yrs. want to push our kids surf club - every saturday morning for £60/month. friendly pls', 'en', 'kids surf club'],
      ['Good morning. Baxter & Lane Solicitors would like to promote our fixed-fee conveyancing service ahead of the spring market.', 'en', 'fixed-fee conveyancing service'],
      ['Estimados: desde Carpintería Ortega (Burgos) deseamos dar a conocer nuestro servicio de restauración de muebles antiguos.', 'es', 'servicio de restauración de muebles antiguos'],
      ['Madame, Monsieur, notre cabinet de podologie à Genève souhaite promouvoir ses bilans pour sportifs.', 'fr', 'bilans pour sportifs'],
      ['Boa tarde. Somos uma escola de dança no Porto e pretendemos divulgar as aulas de tango para casais, em outubro.', 'pt', 'aulas de tango para casais'],
      ['Pour le Nouvel An je veux faire une promo -15% sur les robes de soirée.', 'fr', 'robes de soirée'],
    ];
    for (const [brief, language, what] of cases) expect(readCampaign(brief, '', language).what, brief).toBe(what);
  });

  it('takes no word that singles a thing out for the campaign ("especially the £650 …")', () => {
    const campaign = readCampaign('Mention our fixed fees, especially the £450 will package. Calm tone.', '', 'en');
    expect(campaign.what).toBeNull();
    expect(campaign.price).toBe('£450 will package');
  });

  it('keeps a name whose "da" is "of the" whole ("pacote Dia da Noiva"), and a German "da" still gives a reason', () => {
    expect(readCampaign('Quero divulgar o pacote Dia da Noiva.', '', 'pt').what).toBe('pacote Dia da Noiva');
    expect(readCampaign('Queremos divulgar o Dia da Mãe.', '', 'pt').what).toBe('Dia da Mãe');
    expect(readCampaign('Bitte den Herbstkurs bewerben, da wir im Oktober neu starten.', '', 'de').what).toBe('Herbstkurs');
  });

  it('takes a discount said with its thing as the price, the thing without a dangling "with a"', () => {
    expect(readCampaign('Promote our bridal package with a 10% discount.', '', 'en')).toMatchObject({ what: 'bridal package', price: '10% discount' });
    expect(readCampaign('Promocionar el menú del día con un 10% de descuento.', '', 'es')).toMatchObject({ what: 'menú del día', price: '10% de descuento' });
    expect(readCampaign('Quero divulgar o pacote Dia da Noiva com desconto de 10%.', '', 'pt')).toMatchObject({ what: 'pacote Dia da Noiva', price: 'desconto de 10%' });
    expect(readCampaign('Promouvoir le forfait mariage avec une remise de 10 %.', '', 'fr')).toMatchObject({ what: 'forfait mariage', price: 'remise de 10 %' });
    expect(readCampaign('Unseren Herbstkurs mit 15 % Rabatt bewerben.', '', 'de')).toMatchObject({ what: 'Herbstkurs', price: '15 % Rabatt' });
  });

  it('reads "…, bitte bewerben", "merci de le promouvoir" and "favor divulgar" as pointing back at the thing announced', () => {
    expect(readCampaign('Wir starten ab März unseren neuen Rückenfit-Kurs, bitte bewerben.', '', 'de')).toMatchObject({ what: 'neuen Rückenfit-Kurs', byWhen: 'ab März' });
    const brunch = readCampaign('On lance le brunch du dimanche, merci de le promouvoir.', '', 'fr');
    expect(brunch.what).toBe('brunch du dimanche');
    expect(brunch.points).toEqual([]);
    expect(readCampaign('Vamos abrir a esplanada em maio, favor divulgar.', '', 'pt')).toMatchObject({ what: 'esplanada', byWhen: 'em maio' });
    expect(readCampaign('Bitte bewerben: Herbstkurs ab Oktober.', '', 'de')).toMatchObject({ what: 'Herbstkurs', byWhen: 'ab Oktober' });
  });

  it('reads a launch still to come ("we will be launching", "vamos a abrir", "on va ouvrir") and a month it starts from', () => {
    expect(readCampaign('We will be launching Sunday roasts from October.', '', 'en')).toMatchObject({ what: 'Sunday roasts', byWhen: 'from October' });
    expect(readCampaign('Vamos a abrir la terraza en mayo.', '', 'es')).toMatchObject({ what: 'terraza', byWhen: 'en mayo' });
    expect(readCampaign('On va ouvrir le salon de thé en avril.', '', 'fr')).toMatchObject({ what: 'salon de thé', byWhen: 'en avril' });
    expect(readCampaign('Promover as aulas de surf a partir de junho.', '', 'pt')).toMatchObject({ what: 'aulas de surf', byWhen: 'a partir de junho' });
  });

  it("takes a thing's name before the brief's first colon as its campaign, a date with its weekday as its time", () => {
    const menu = readCampaign('Menú de San Valentín (sábado 14 de febrero por la noche): entrada, principal y postre a 45 € por persona.', '', 'es');
    expect(menu).toMatchObject({ what: 'menú de San Valentín', byWhen: 'sábado 14 de febrero' });
    expect(menu.price).toContain('45 € por persona');
    expect(readCampaign("Vidange d'automne : prenez rendez-vous avant les grands froids. Ton simple.", '', 'fr').what).toBe("vidange d'automne");
    expect(readCampaign('Quick one: we want to push our brunch this weekend.', '', 'en').what).toBe('brunch');
  });

  it('reads a course that "starts" on a date, in a brief typed in lower case, with a tone wished "to feel" a way', () => {
    const yoga = readCampaign("new pilates block starts monday oct 6 (8 weeks with Dana). want it to feel relaxed for people who've never tried it lol. also mention the mat hire is free", '', 'en');
    expect(yoga).toMatchObject({ what: 'pilates block', byWhen: 'monday oct 6', tone: 'relaxed' });
    expect(yoga.points).toContain('mat hire is free');
    const course = readCampaign('neuer agility-kurs beginnt am 4. mai - nur 5 plätze! bitte locker schreiben und erwähnen dass die hunde geimpft sein müssen', '', 'de');
    expect(course).toMatchObject({ what: 'agility-kurs', tone: 'locker' });
    expect(course.byWhen).toMatch(/am 4\. mai$/u);
    expect(course.statements).toContain('die hunde müssen geimpft sein');
  });

  it('reads German asks with the verb last ("… jetzt vorbestellen – bis Gründonnerstag") and "Wir bauen jetzt …" as a launch', () => {
    expect(readCampaign('Martinsgänse jetzt vorbestellen – bis Allerheiligen. Eher herzlich, nicht zu kitschig.', '', 'de')).toMatchObject({ what: 'Martinsgänse', byWhen: 'bis Allerheiligen' });
    const joinery = readCampaign('Wir fertigen jetzt Treppen aus Eiche nach Maß. Kostenlose Beratung vor Ort. Gern sachlich.', '', 'de');
    expect(joinery).toMatchObject({ what: 'Treppen aus Eiche nach Maß', tone: 'sachlich' });
    expect(readCampaign('Exam prep week for A-level chemistry - Mon 14 to Fri 18 July, £150.', '', 'en').byWhen).toMatch(/^mon 14 to Fri 18 July$/iu);
  });

  it('reads "que se sepa que …" and "reforçar que …" as points to make', () => {
    expect(readCampaign('campaña de verano - y de paso que se sepa que también hacemos nóminas', '', 'es').points.join(' ')).toMatch(/hacemos nóminas/u);
    expect(readCampaign('aulas de natação para bebés em setembro. reforçar que as turmas são pequenas', '', 'pt').points.join(' ')).toMatch(/turmas são pequenas/u);
  });

  it('reads a list of days as one date, and a thing asked for in every post keeps it ("adoption weekend on May 18 and 19")', () => {
    expect(readCampaign('Feria de otoño el 12 y 13 de octubre.', '', 'es').byWhen).toBe('el 12 y 13 de octubre');
    expect(readCampaign('Promote our open studios on June 7 and 8.', '', 'en')).toMatchObject({ what: 'open studios', byWhen: 'on June 7 and 8' });
  });

  it('reads a deadline with a few words before its date, and an ask to book as the campaign when nothing else is', () => {
    expect(readCampaign("Révision de chaudière : prenez rendez-vous avant le rush de fin octobre (obligatoire à partir du 1er novembre).", '', 'fr')).toMatchObject({ what: 'révision de chaudière', byWhen: 'avant le rush de fin octobre' });
    expect(readCampaign('Book your boiler service before the cold snap of late October.', '', 'en')).toMatchObject({ what: 'boiler service', byWhen: 'before the cold snap of late October' });
    expect(readCampaign('Bucht euren Grillkurs im Mai.', '', 'de')).toMatchObject({ what: 'Grillkurs', byWhen: 'im Mai' });
  });
});
