import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../src/build-site-model.ts';
import { namesListedAfterOffer, namesSaidAvailable } from '../src/listed-names.ts';
import { labelOfPath } from '../src/tile-labels.ts';
import { readPage } from '../src/read-page.ts';
import type { UserInstructions } from '../src/site-model.ts';

const noInstructions: UserInstructions = { language: null, person: null, emoji: null, tone: null, address: null, mustMention: [], avoid: [], unrecognised: [] };
const page = (lang: string, title: string, body: string) => `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body>${body}</body></html>`;
const home = 'https://example.test/';

function modelOf(html: string, subPages: Array<{ path: string; html: string }> = []) {
  return buildSiteModel({
    url: home,
    facts: readPage(html, home),
    subPages: subPages.map((sub) => ({ url: `${home}${sub.path}`, facts: readPage(sub.html, `${home}${sub.path}`) })),
    fetchNote: null,
    snippets: [],
    prompt: '',
    instructions: noInstructions,
    brand: null,
  });
}
const names = (model: ReturnType<typeof modelOf>) => model.features.map((f) => f.name);

describe('offerings a page names only in its prose', () => {
  it('reads the list after an offering verb, in the five languages, as short names', () => {
    expect(namesListedAfterOffer('Come aboard for a day trip featuring guided reef excursions, sunset sailing tours, and a grilled lunch.', 'en')).toEqual([
      'guided reef excursions',
      'sunset sailing tours',
      'grilled lunch',
    ]);
    expect(namesListedAfterOffer('Wir bieten Ihnen Massagen, Fußpflege und Maniküre in entspannter Atmosphäre.', 'de')).toEqual(['Massagen', 'Fußpflege', 'Maniküre']);
    expect(namesListedAfterOffer('Ofrecemos limpiezas, empastes y revisiones para toda la familia.', 'es')).toEqual(['limpiezas', 'empastes', 'revisiones']);
    expect(namesListedAfterOffer('Nous proposons des coupes, des colorations et des soins pour tous.', 'fr')).toEqual(['coupes', 'colorations', 'soins']);
    expect(namesListedAfterOffer('Oferecemos aulas de surf, aluguer de pranchas e passeios de barco.', 'pt')).toEqual(['aulas de surf', 'aluguer de pranchas', 'passeios de barco']);
  });

  it('keeps two words that share one noun as one offering, and reads "both" only for two kinds of one thing', () => {
    expect(namesListedAfterOffer('We offer bike and scooter rentals, which include helmets.', 'en')).toEqual(['bike and scooter rentals']);
    expect(namesListedAfterOffer('Our skipper has a passion for both wreck diving and night diving.', 'en')).toEqual(['wreck diving', 'night diving']);
    expect(namesListedAfterOffer('We welcome both adults and children.', 'en')).toEqual([]);
    expect(namesListedAfterOffer('We offer great service to both adults and children.', 'en')).toEqual([]);
    expect(namesListedAfterOffer('We offer a warm welcome that you will remember for years to come, whatever the weather brings.', 'en')).toEqual([]);
  });

  it('reads what the business sells, bakes, rents or repairs, splitting a Romance "X y Y adjetivo" in two', () => {
    expect(namesListedAfterOffer('We sell bikes, helmets and spare parts.', 'en')).toEqual(['bikes', 'helmets', 'spare parts']);
    expect(namesListedAfterOffer('Wir verkaufen Brot, Kuchen und Kaffee.', 'de')).toEqual(['Brot', 'Kuchen', 'Kaffee']);
    expect(namesListedAfterOffer('Reparamos bicicletas y patinetes eléctricos.', 'es')).toEqual(['bicicletas', 'patinetes eléctricos']);
    expect(namesListedAfterOffer('Nous louons des vélos et des kayaks.', 'fr')).toEqual(['vélos', 'kayaks']);
    expect(namesListedAfterOffer('Alugamos pranchas e fatos de surf.', 'pt')).toEqual(['pranchas', 'fatos de surf']);
  });

  it('reads what a sentence says is available, never a pronoun, the practicalities or what is not', () => {
    expect(namesSaidAvailable('Individual pot pies with all the trimmings are available for the holidays.', 'en')).toEqual(['Individual pot pies']);
    expect(namesSaidAvailable('Frische Torten und Brötchenplatten sind auf Bestellung erhältlich.', 'de')).toEqual(['Frische Torten', 'Brötchenplatten']);
    expect(namesSaidAvailable('Las tartas personalizadas están disponibles por encargo.', 'es')).toEqual(['tartas personalizadas']);
    expect(namesSaidAvailable('Des bons cadeaux sont disponibles à la boutique.', 'fr')).toEqual(['bons cadeaux']);
    expect(namesSaidAvailable('Cabazes de Natal estão disponíveis em dezembro.', 'pt')).toEqual(['Cabazes de Natal']);
    for (const sentence of ['It is available online.', 'More information is available on request.', 'Free parking is available behind the shop.', 'Gift cards are not available online.']) {
      expect(namesSaidAvailable(sentence, 'en'), sentence).toEqual([]);
    }
  });

  it('reads "offers" only when the business is the one offering', () => {
    expect(namesListedAfterOffer('The north shore offers calm bays and coral gardens.', 'en', 'Blue Lagoon Charters')).toEqual([]);
    expect(namesListedAfterOffer('Blue Lagoon offers sunset cruises and snorkel trips.', 'en', 'Blue Lagoon Charters')).toEqual(['sunset cruises', 'snorkel trips']);
    expect(namesListedAfterOffer('We are the only crew that offers night dives and wreck dives.', 'en', 'Blue Lagoon Charters')).toEqual(['night dives', 'wreck dives']);
    expect(namesListedAfterOffer('La región ofrece playas, montañas y pueblos blancos.', 'es', 'Casa Rural El Olivo')).toEqual([]);
  });

  it('fills a page whose structure names almost nothing with what its hero and its guide say they offer', () => {
    const slide = (title: string, text: string) => `<div class="carousel-item"><div class="carousel-caption"><h1>${title}</h1><p>${text}</p><p><a class="btn" href="#">Book now</a></p></div></div>`;
    const model = modelOf(
      page(
        'en',
        'Blue Lagoon Charters',
        `<nav class="navbar"><a class="navbar-brand" href="#">Blue Lagoon Charters</a></nav>
        <div class="carousel">${slide('Sail away from the crowds', 'Join us for a day featuring guided reef excursions, sunset sailing tours, and a freshly grilled lunch.')}</div>
        <div class="row featurette"><p>Our skipper has a passion for both wreck diving and night diving, and knows every cove of the bay.</p></div>
        <h2>What lives here</h2><div class="row"><div class="col"><h2>Turtles</h2><p>Green turtles graze the sea grass all year.</p></div><div class="col"><h2>Rays</h2><p>Eagle rays glide along the reef wall.</p></div></div>`,
      ),
    );
    expect(names(model)).toEqual(expect.arrayContaining(['Guided reef excursions', 'Sunset sailing tours', 'Freshly grilled lunch', 'Wreck diving', 'Night diving']));
  });

  it('adds the rows of a price table when the page names few offerings, never the lines of "What to bring"', () => {
    const model = modelOf(
      page('en', 'Riverbend Paddle Co', `<h1>Riverbend Paddle Co</h1><div id="services" class="services"><div><h3>Rentals</h3><p>Boards and kayaks for the day, with paddles and vests.</p></div><div><h3>Lessons</h3><p>First steps on a board with a patient instructor.</p></div></div>`),
      [
        {
          path: 'rates.html',
          html: page(
            'en',
            'Rates',
            `<div class="service_section" id="rentals"><h2>Rates</h2><table><tr><td>ITEM</td><td>PRICE</td></tr><tr><td>Stand-up paddle board</td><td>$30.00</td></tr><tr><td>Double kayak</td><td>$45.00</td></tr></table>
            <h3>What to bring</h3><ul><li>Bring a hat and plenty of water</li><li>Dry clothes for the ride home</li></ul></div>`,
          ),
        },
      ],
    );
    expect(names(model)).toEqual(['Rentals', 'Lessons', 'Stand-up paddle board', 'Double kayak']);
  });

  it('never reads who pays or when ("Adults", "Kinder", "Monday") from a ticket table as offerings', () => {
    const table = (rows: Array<[string, string]>) => `<table>${rows.map(([label, price]) => `<tr><td>${label}</td><td>${price}</td></tr>`).join('')}</table>`;
    const en = modelOf(page('en', 'Harbour Boat Tours', `<h1>Harbour Boat Tours</h1><div class="services"><h3>Seal trip</h3><p>An hour among the seals of the outer harbour.</p></div><h2>Tickets</h2>${table([['Adults', '£18'], ['Children (4-12)', '£9'], ['Family', '£50']])}`));
    expect(names(en)).toEqual(['Seal trip']);
    const de = modelOf(page('de', 'Kletterhalle Fels', `<h1>Kletterhalle Fels</h1><div class="leistungen"><h3>Bouldern</h3><p>Über 200 Boulder auf zwei Etagen.</p></div><h2>Eintritt</h2>${table([['Erwachsene', '14 €'], ['Kinder', '8 €'], ['Montag', '10 €']])}`));
    expect(names(de)).toEqual(['Bouldern']);
  });

  it('does not read a page with enough cards any further', () => {
    const card = (title: string, text: string) => `<div class="card"><h3>${title}</h3><p>${text}</p></div>`;
    const model = modelOf(
      page(
        'es',
        'Clínica Norte',
        `<h1>Clínica Norte</h1><section class="servicios"><h2>Tratamientos</h2>${card('Odontología general', 'Empastes, limpiezas y revisiones.')}${card('Ortodoncia', 'Brackets y alineadores transparentes.')}${card('Implantes', 'Implantes de titanio con garantía.')}${card('Estética dental', 'Blanqueamiento y carillas.')}</section>
        <p>Ofrecemos financiación, aparcamiento y cita el mismo día.</p>`,
      ),
    );
    expect(names(model)).toEqual(['Odontología general', 'Ortodoncia', 'Implantes', 'Estética dental']);
  });
});

describe('what a page asks of its guests and what it lists on a menu', () => {
  it('leaves a house rule ("please bring", "bitte mitbringen") out, but keeps a section that also sells the thing', () => {
    const room = (title: string, text: string, more = '') => `<div class="room"><h3 class="subhead">${title}</h3><p>${text}</p>${more}</div>`;
    const de = modelOf(
      page(
        'de',
        'Haus am Deich',
        `<h1>Haus am Deich</h1><div class="haus"><h2>Das Haus</h2>
        ${room('Kamin & Sauna', 'Ein Kaminofen im Wohnzimmer und eine Sauna im Bad.')}
        ${room('Handtücher & Bettwäsche', 'Handtücher und Bettwäsche bitte selbst mitbringen. Benutzte Wäsche kommt in den Korb.')}
        ${room('Abschlussreinigung', 'Bitte hinterlasst die Küche aufgeräumt.', '<p>Wer nicht putzen mag, bucht die Abschlussreinigung für 90 Euro dazu.</p>')}
        ${room('Fahrräder', 'Sechs Fahrräder stehen im Schuppen bereit.')}</div>`,
      ),
    );
    expect(names(de)).toEqual(['Kamin & Sauna', 'Abschlussreinigung', 'Fahrräder']);
    const en = modelOf(
      page('en', 'Gull Cottage', `<h1>Gull Cottage</h1><div class="cottage"><h2>The cottage</h2>${room('Wood stove', 'A stove for cold evenings, logs included.')}${room('Linen & towels', 'Please bring your own linen and towels.')}${room('Garden', 'A walled garden with a barbecue.')}</div>`),
    );
    expect(names(en)).toEqual(['Wood stove', 'Garden']);
  });

  it('names a menu by its sections, not by a dish whose line carries two sizes', () => {
    const dish = (title: string, price: string) => `<div class="item"><h3>${title} ${price}</h3><p>Salat, Tomate, Zwiebel</p></div>`;
    const model = modelOf(
      page(
        'de',
        'Imbiss am Markt',
        `<h1>Imbiss am Markt</h1><section><div class="card"><h3>Frisch vom Grill</h3><p>Jeden Tag frisch gegrillt, direkt vor deinen Augen.</p></div><div class="card"><h3>Eigene Soßen</h3><p>Nach Hausrezept jeden Morgen angerührt.</p></div></section>`,
      ),
      [
        {
          path: 'karte.html',
          html: page(
            'de',
            'Karte',
            `<h1>Unsere Karte</h1>
            <h2>Wraps</h2>${dish('Hähnchen Wrap', '7,50 €')}${dish('Halloumi Wrap', '7,00 €')}
            <h2>Teller</h2>${dish('Grillteller klein', '9,50 € / groß 11,50 €')}${dish('Hähnchenteller', '10,00 €')}${dish('Gemüseteller', '9,00 €')}
            <h2>Beilagen</h2>${dish('Pommes klein', '3,00 € / groß 3,50 €')}${dish('Kartoffelecken', '3,50 €')}`,
          ),
        },
      ],
    );
    expect(names(model)).toEqual(['Frisch vom Grill', 'Eigene Soßen', 'Wraps', 'Teller', 'Beilagen']);
  });
});

describe("the menu's own offering pages beside one offering's long list", () => {
  const nav = (labels: string[]) => `<nav class="navbar"><ul>${labels.map((label) => `<li><a href="${label.toLowerCase().replace(/\s+/gu, '-')}.html">${label}</a></li>`).join('')}</ul></nav>`;

  it('keeps a place for the menu page when a sub-page lists one offering in full', () => {
    const plans = ['Gold Buffet', 'Silver Buffet', 'Bronze Buffet', 'Pasta Station', 'Carving Station', 'Dessert Table', 'Brunch Spread', 'Picnic Basket', 'Cocktail Hour'];
    const model = modelOf(page('en', 'Rossi Caterers', `${nav(['Home', 'Wedding Barn', 'Menus', 'Contact Us'])}<h1>Rossi Caterers</h1><p>Family caterers since 1950.</p>`), [
      { path: 'menus.html', html: page('en', 'Menus', `${nav(['Home', 'Wedding Barn', 'Menus', 'Contact Us'])}<main><div class="tiles">${plans.map((plan) => `<a class="tile" href="/${plan.toLowerCase().replace(/\s+/gu, '-')}.html"><p>${plan}</p></a>`).join('')}</div></main>`) },
    ]);
    expect(names(model)).toHaveLength(8);
    expect(names(model)).toContain('Wedding Barn');
    expect(names(model).slice(0, 7)).toEqual(plans.slice(0, 7));
  });

  it('gives no place to a menu tool when the home page names its own range', () => {
    const card = (title: string) => `<div class="card"><h3>${title}</h3><p>Everything for the job, in stock and ready to collect.</p></div>`;
    const range = ['Timber', 'Cement & Sand', 'Roof Tiles', 'Hand Tools', 'Power Tools', 'Pipes & Fittings', 'Wiring', 'Paint', 'Fixings'];
    const model = modelOf(page('en', 'Kestrel Builders Merchant', `${nav(['Home', 'Products', 'Calculator', 'Contact'])}<h1>Kestrel Builders Merchant</h1><section class="products"><h2>Our range</h2>${range.map(card).join('')}</section>`));
    expect(names(model)).toEqual(range.slice(0, 8));
  });
});

describe('picture tiles without words', () => {
  it("names a tile by its page's address when the picture has no alt text", () => {
    expect(labelOfPath('https://example.test/boat-trips.html')).toBe('Boat Trips');
    expect(labelOfPath('https://example.test/roomRates')).toBe('Room Rates');
    expect(labelOfPath('https://example.test/teetimes.html')).toBe('Tee Times');
    expect(labelOfPath('https://example.test/index.html')).toBeNull();
    expect(labelOfPath('https://example.test/2019.html')).toBeNull();
  });

  it('reads a row of picture links as offerings, leaving out furniture pages and pictures that link to other sites', () => {
    const tile = (href: string, alt = '') => `<li><a href="${href}"><img src="images/${href.replace('.html', '')}.jpg"${alt ? ` alt="${alt}"` : ''}></a></li>`;
    const model = modelOf(
      page(
        'en',
        'Pine Hollow Golf Club',
        `<div id="tiles"><ul>${tile('teetimes.html')}${tile('golf-lessons.html')}${tile('rates.html')}${tile('outings.html', 'Group Outings')}</ul></div>
        <h3>Welcome to Pine Hollow!</h3><p>A nine-hole course in the hills.<a href="https://weather.example.com/"><img src="https://weather.example.com/badge.png" alt="Weather Forecast"></a></p>`,
      ),
    );
    expect(names(model)).toEqual(['Tee Times', 'Golf Lessons', 'Group Outings']);
  });

  it('never reads a gallery of pictures linking to larger copies or gallery pages as offerings', () => {
    const photo = (href: string) => `<a href="${href}"><img src="thumbs/${href.split('/').pop()}"></a>`;
    const model = modelOf(
      page('en', 'Alder Weddings', `<h1>Alder Weddings</h1><div class="gallery">${photo('photos/sunset-vows.jpg')}${photo('photos/barn-dance.jpg')}${photo('photos/first-kiss.jpg')}${photo('gallery/lake-portraits.html')}</div>`),
    );
    expect(names(model)).toEqual([]);
  });
});

describe('the rooms of one house', () => {
  it("leaves out a room listed under a heading beside that heading's numbered rooms, and keeps the amenities", () => {
    const model = modelOf(
      page(
        'de',
        'Ferienhaus Heide',
        `<h1>Ferienhaus Heide</h1><div class="haus"><h2>Das Haus</h2>
        <h3>Gästezimmer</h3><h4>Gästezimmer 1</h4><p>Doppelbett am Fenster.</p><h4>Gästezimmer 2</h4><p>Zwei Einzelbetten.</p><h4>Spitzboden</h4><p>Zwei Matratzen unter dem Dach.</p>
        <h3>Ausstattung</h3><h4>Kaminofen</h4><p>Holz liegt bereit.</p><h4>Whirlpool</h4><p>Im Garten, das ganze Jahr warm.</p><h4>E-Bikes</h4><p>Vier Räder im Schuppen.</p></div>`,
      ),
    );
    expect(names(model)).toEqual(['Kaminofen', 'Whirlpool', 'E-Bikes']);
  });
});

