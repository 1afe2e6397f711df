import { describe, expect, it } from 'vitest';
import { briefOf } from './brief-of.ts';
import { writeKit, type KitCopy } from '../src/index.ts';

const everything = (kit: KitCopy) => [...kit.social.flatMap((network) => network.options), kit.email.subject, kit.email.body, kit.ad.headline, kit.ad.description].join('\n');

const page = (lang: string, title: string, body: string) => `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;

describe('kits for briefs typed as owners type them', () => {
  it('says a priced add-on with its price and article, and asks no clause as a subject', () => {
    const kit = writeKit(
      briefOf({
        url: 'https://wag-and-wash.test/',
        html: page('en', 'Wag & Wash Grooming', '<p>Dog grooming in Tucson since 2011. Every groom is done by hand, with no cage dryers.</p><p>Call (520) 555-0110</p>'),
        prompt: 'Push our new Bath & Brush add-on ($15) and get people booking their holiday grooms now, December fills up fast so book before Dec 10. Warm tone.',
        audience: 'Dog owners in Tucson',
      }),
    );
    const text = everything(kit);
    expect(text).toContain('Bath & Brush add-on is $15.');
    expect(text).not.toMatch(/Bath and Brush|\$15\)|^\$15\.$|Looking for December|about December/mu);
  });

  it('gives a countable thing its article ("Need a …?", "a 24/7 emergency line")', () => {
    const kit = writeKit(
      briefOf({
        url: 'https://coastline-plumbing.test/',
        html: page('en', 'Coastline Plumbing', '<p>Plumbers on the Gold Coast for 15 years.</p><p>Phone 0491 570 110</p>'),
        prompt: 'want more water heater jobs, we fit all the big brands. keep it straight up not salesy and mention the 24/7 emergency line',
        audience: 'Homeowners on the Gold Coast',
      }),
    );
    const text = everything(kit);
    expect(text).toMatch(/a 24\/7 emergency line/u);
    expect(text).not.toMatch(/(?:have|offer) 24\/7|Need water heater\?|water heater jobs/u);
  });

  it("says the owner's second ask to the reader in the kit's own address (Spanish tú, Portuguese você)", () => {
    const es = everything(
      writeKit(
        briefOf({
          url: 'https://floristeria-lirio.test/',
          html: page('es', 'Floristería Lirio', '<p>Ramos y arreglos hechos a mano en Sevilla desde 1998.</p><p>Tel. 954 00 11 22</p>'),
          prompt: 'Quiero promocionar los ramos para San Valentín, y que la gente haga su pedido antes del 12 de febrero. Tono cercano.',
          audience: 'Parejas de Sevilla',
        }),
      ),
    );
    expect(es).toContain('Haz tu pedido antes del 12 de febrero');
    expect(es).not.toMatch(/por la haga|con la haga|Haga su pedido/u);
    const pt = everything(
      writeKit(
        briefOf({
          url: 'https://studio-flor.test/',
          html: page('pt-BR', 'Studio Flor', '<p>Salão de beleza em Curitiba. Cabelo, maquiagem e unhas com hora marcada.</p><p>(41) 98800-1122</p>'),
          prompt: 'Quero divulgar o pacote Dia de Formatura e pedir pra agendarem a prova gratuita. Tom carinhoso.',
          audience: 'Formandas de Curitiba',
        }),
      ),
    );
    expect(pt).toContain('Agende a prova gratuita');
    expect(pt).not.toMatch(/pacote Dia[.:]|o agende|a agende/u);
  });

  it("asks no item of a brief's list as its subject, and books a stay rather than ordering it", () => {
    const de = everything(
      writeKit(
        briefOf({
          url: 'https://physio-am-markt.test/',
          html: page('de', 'Physio am Markt', '<p>Physiotherapie in Freiburg seit 2009.</p><p>Telefon 0761 123456</p>'),
          prompt: 'Bitte den neuen Nacken-Kurs bewerben: Start am 3. März, donnerstags 19 Uhr, nur 10 Plätze. Ruhig und seriös.',
          audience: 'Berufstätige in Freiburg',
        }),
      ),
    );
    expect(de).not.toMatch(/Donnerstags 19 Uhr\?|Nur 10 Plätze\?/u);
    const fr = everything(
      writeKit(
        briefOf({
          url: 'https://camping-des-pins.test/',
          html: page('fr', 'Camping des Pins', '<p>Camping familial au bord du lac, depuis 1981.</p><p>Tél. 05 53 00 11 22</p>'),
          prompt: 'On veut faire connaître nos nouveaux chalets pour 4 personnes avant fin avril. Ton chaleureux.',
          audience: 'Familles avec enfants',
        }),
      ),
    );
    expect(fr).toMatch(/Réserve[zr]? /u);
    expect(fr).not.toMatch(/Commandez vos (?:nouveaux )?chalets/u);
  });

  it('says an offer that leads with its amount with the thing it is on', () => {
    const text = everything(
      writeKit(
        briefOf({
          url: 'https://spokes-and-co.test/',
          html: page('en', 'Spokes & Co', '<p>Bike repairs in Leeds since 2004.</p><p>Call 0113 496 0000</p>'),
          prompt: 'Spring offer: our Tune-Up is £45 instead of £60 until 31 May. Friendly tone.',
          audience: 'Commuters in Leeds',
        }),
      ),
    );
    expect(text).toContain('Tune-Up is £45 instead of £60');
    expect(text).not.toMatch(/(?:^|\. )£45 instead of £60\./mu);
  });

  it('tags the campaign by the thing itself: not a declined "neuen", not the slots it has room in, not left untagged for four words', () => {
    const tagsOf = (kit: KitCopy) => new Set(kit.social.flatMap((network) => network.options.flatMap((post) => post.match(/#[\p{L}\p{N}]+/gu) ?? [])));
    const studio = writeKit(
      briefOf({
        url: 'https://physio-lind.test/',
        html: page('de', 'Physio Lind', '<p>Physiotherapie in Kassel seit 2009.</p><p>Rückenfit-Kurs: sechs Abende in kleiner Gruppe.</p>'),
        prompt: 'Wir starten ab März unseren neuen Rückenfit-Kurs, bitte bewerben.',
        audience: 'Berufstätige in Kassel',
      }),
    );
    expect(tagsOf(studio)).toContain('#RückenfitKurs');
    expect([...tagsOf(studio)].join(' ')).not.toMatch(/#Neuen|#Bitte/u);
    const kitchen = writeKit(
      briefOf({
        url: 'https://harbour-kitchen.test/',
        html: page('en', 'Harbour Kitchen', '<p>A cookery school in Whitby.</p><p>Our cooking class runs every Tuesday evening, six cooks to a class.</p>'),
        prompt: 'Fill the last few Tuesday slots for our cooking class.',
        audience: 'Home cooks in Whitby',
      }),
    );
    expect(tagsOf(kitchen)).toContain('#CookingClass');
    expect([...tagsOf(kitchen)].join(' ')).not.toMatch(/#LastFew/u);
  });

  it("writes a brief typed in lower case in the language's case, and says a limit alone", () => {
    const school = writeKit(
      briefOf({
        url: 'https://hundeschule-wiese.test/',
        html: page('de', 'Hundeschule Wiese', '<p>Unser Welpenkurs bringt Welpen und Menschen entspannt zusammen. Die Termine sind immer samstags um 10 Uhr.</p><p>Telefon 0711 20 30 40</p>'),
        prompt: 'neuer welpenkurs startet am 14. märz (samstags 10 uhr) - nur 6 plätze! bitte locker schreiben',
        audience: 'Welpenbesitzer in Stuttgart',
      }),
    );
    const text = everything(school);
    expect(text).toContain('Welpenkurs');
    expect(text).toMatch(/14\. März/u);
    expect(text).not.toMatch(/welpenkurs|märz|dazu nur/u);
    const studio = writeKit(
      briefOf({
        url: 'https://cove-yoga.test/',
        html: page('en', 'Cove Yoga', '<p>A yoga studio in Halifax.</p><p>Our beginners series is six weeks of the basics.</p><a class="btn" href="/schedule">View the timetable</a>'),
        prompt: 'new beginners series starts tuesday sept 9 (6 weeks with Sam). also mention the free week of unlimited classes after',
        audience: 'Beginners in Halifax',
      }),
    );
    const said = everything(studio);
    expect(said).toMatch(/Tuesday Sept 9/u);
    expect(said).not.toMatch(/\(6 weeks|week of unlimited classes after|Our week of unlimited classes is free/u);
  });

  it("asks with the site's button only where it asks for the campaign", () => {
    const truck = writeKit(
      briefOf({
        url: 'https://smoke-and-corn.test/',
        html: page('en', 'Smoke & Corn', '<p>A taco truck in Austin. We cater parties of 30 and more.</p><a class="btn" href="/where">See where we are parked</a>'),
        prompt: 'grad party catering, taco bar from $14/person. book by april 30',
        audience: 'Parents in Austin',
      }),
    );
    expect(everything(truck)).not.toMatch(/See where we are parked/iu);
  });

  it('says a bare price with its thing in pesos and in French, and offers no call where bookings are only by WhatsApp', () => {
    const grill = writeKit(
      briefOf({
        url: 'https://parrilla-el-ombu.test/',
        html: page('es', 'Parrilla El Ombú', '<p>Parrilla de barrio en Córdoba.</p><p>Reservas: (0351) 422-1100</p>'),
        prompt: 'Menú de Navidad (24 de diciembre a la noche): a $ 45.000. Reservas solo por WhatsApp.',
        audience: 'Familias de Córdoba',
      }),
    );
    const dicho = everything(grill);
    expect(dicho).toMatch(/cuesta \$ 45\.000/u);
    expect(dicho).not.toMatch(/ofrecemos el \$|422-1100/u);
    const salon = writeKit(
      briefOf({
        url: 'https://salon-iris.test/',
        html: page('fr', 'Salon Iris', '<p>Salon de beauté à Annecy.</p><p>Soin visage éclat : 45 minutes de soin sur mesure.</p>'),
        prompt: 'Promouvoir le soin visage éclat à 59 €.',
        audience: 'Femmes à Annecy',
      }),
    );
    expect(everything(salon)).toMatch(/soin visage éclat est\sà\s59\s€/iu);
  });

  it("closes on the owner's own ask, and says a pickup on a day as a sentence, not as what comes with the offer", () => {
    const bakery = writeKit(
      briefOf({
        url: 'https://baeckerei-moser.test/',
        html: page('de', 'Bäckerei Moser', '<p>Bäckerei in Linz seit 1961.</p><p>Unsere Osterpinze backen wir nach dem Rezept der Großmutter.</p><a class="btn" href="/sortiment">Zum Sortiment</a>'),
        prompt: 'Osterpinzen jetzt vorbestellen – bis Gründonnerstag, Abholung dann am Karsamstag im Geschäft.',
        audience: 'Familien in Linz',
      }),
    );
    const text = everything(bakery);
    expect(text).toContain('Jetzt vorbestellen');
    expect(text).toContain('Abholung am Karsamstag im Geschäft.');
    expect(text).not.toMatch(/Mit dabei: Abholung|Abholung[^.\n]*inklusive|Zum Sortiment/u);
  });

  it('says the date with a thing the owner asks for in every post', () => {
    const kit = writeKit(
      briefOf({
        url: 'https://riverside-rescue.test/',
        html: page('en', 'Riverside Rescue', '<p>A dog and cat rescue in Leeds.</p><p>Our adoption weekend is the easiest way to meet the animals.</p>'),
        prompt: 'Promote our adoption weekend on June 7 and 8 in every post.',
        audience: 'Families in Leeds',
      }),
    );
    for (const network of kit.social) for (const post of network.options) expect(post, post).toMatch(/June 7 and 8/u);
  });

  it("lists under a campaign neither the house's schedule nor pieces of its description", () => {
    const kit = writeKit(
      briefOf({
        url: 'https://escola-onda.test/',
        html: page('pt', 'Escola Onda', '<p>Aulas todos os dias, todo o ano, para crianças, adultos e famílias.</p><p>Rua do Mar 4, Peniche · 912 345 678</p>'),
        prompt: 'pacotes de verão para miúdos em julho e agosto – 5 manhãs por 150€. reforçar que os instrutores são certificados e que os grupos são pequenos',
        audience: 'Pais em Peniche',
      }),
    );
    expect(everything(kit)).not.toMatch(/✔ (?:Aulas todos os dias|Todo o ano|Para crianças|Adultos)/u);
  });

  it('says a series, a class and Pilates as one thing ("Our beginners series comes with …")', () => {
    const kit = writeKit(
      briefOf({
        url: 'https://harbour-yoga.test/',
        html: page('en', 'Harbour Yoga', '<p>A yoga studio in Halifax.</p><p>Our beginners series covers the basics in six weeks.</p>'),
        prompt: 'Promote the beginners series. Mention the free week of unlimited classes.',
        audience: 'Beginners in Halifax',
      }),
    );
    expect(everything(kit)).not.toMatch(/series (?:come|are) /u);
  });

  it('asks for the booking before a deadline rather than "Ask us about … before …"', () => {
    const kit = writeKit(
      briefOf({
        url: 'https://brightpane.test/',
        html: page('en', 'Brightpane Window Cleaning', '<p>Window and gutter cleaning in Cork.</p><p>Gutter clearing from €85, with a camera check.</p>'),
        prompt: 'Autumn gutter clearing - get booked in before 31 October.',
        audience: 'Homeowners in Cork',
      }),
    );
    const text = everything(kit);
    expect(text).toMatch(/Book our autumn gutter clearing before 31 October\./u);
    expect(text).not.toMatch(/Ask us about our autumn gutter clearing before/u);
  });

  it("gives a clause the owner adds no price of another row, and says a price with its own aside", () => {
    const kit = writeKit(
      briefOf({
        url: 'https://asesoria-prado.test/',
        html: page('es', 'Asesoría Prado', '<p>Asesoría para autónomos en Burgos.</p><ul><li>Autónomos: desde 35 €</li><li>Alta de autónomo en Hacienda y RETA: 75 €</li></ul>'),
        prompt: 'campaña de la renta - hacemos la declaración a autónomos desde 60 € (asalariados desde 35) hasta el 30 de junio. y de paso que se sepa que también tramitamos el alta de autónomo en Hacienda',
        audience: 'Autónomos de Burgos',
      }),
    );
    const text = everything(kit);
    expect(text).not.toMatch(/Hacienda \(desde 35 €\)|ofrecemos el desde|Pregunta por el también/u);
    expect(text).toContain('desde 60 € (asalariados desde 35)');
  });

  it('says a count of something for an amount as what the thing is, in Portuguese', () => {
    const kit = writeKit(
      briefOf({
        url: 'https://escola-maresia.test/',
        html: page('pt', 'Escola Maresia', '<p>Escola de surf em Peniche.</p><p>Aulas para crianças a partir dos 7 anos.</p>'),
        prompt: 'pacotes de verão para miúdos em julho e agosto – 5 manhãs por 150€ com material incluído.',
        audience: 'Pais em Peniche',
      }),
    );
    const text = everything(kit);
    expect(text).toContain('São 5 manhãs por 150€ com material incluído.');
    expect(text).not.toMatch(/custam 5 manhãs/u);
  });
});
