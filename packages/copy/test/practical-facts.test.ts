import { audiencePhrase, buildSiteModel, parseInstructions, readCampaign, readPage, type KitLanguage, type SiteModel, type WriterBrief } from '@sitespark/site-model';
import { describe, expect, it } from 'vitest';
import { openingHoursOf } from '../src/hours.ts';
import { locales, readStory, writeKit, type KitCopy } from '../src/index.ts';

/** The hours a page's lines give, as [days, [open, close] in minutes] per group. */
function hoursOf(lines: string[], language: KitLanguage = 'en', structured: string[] = []) {
  const site = {
    language,
    schedule: structured.map((text) => ({ text, where: 'structured data' })),
    outline: [{ heading: null, blocks: lines.map((text) => ({ text, where: 'paragraph' })) }],
  } as unknown as SiteModel;
  return openingHoursOf(site)?.groups.map((group) => [group.days, group.spans]) ?? null;
}

describe('opening hours read from the pages', () => {
  it('reads a week in the ways small businesses write it, in five languages', () => {
    expect(hoursOf(['Mon–Sat: 7AM–2PM | Closed Sunday'])).toEqual([[[0, 1, 2, 3, 4, 5], [[420, 840]]]]);
    expect(hoursOf(['Monday - Sunday: 8AM to 6PM'])).toEqual([[[0, 1, 2, 3, 4, 5, 6], [[480, 1080]]]]);
    expect(hoursOf(['Monday: 9:00–17:00', 'Tuesday: 9:00–17:00', 'Saturday: 10:00–13:00'])).toEqual([
      [[0, 1], [[540, 1020]]],
      [[5], [[600, 780]]],
    ]);
    expect(hoursOf(['Lunes a Viernes: 7:30 - 14:30 / Domingos y festivos: 7:30 - 14:00'], 'es')).toEqual([
      [[0, 1, 2, 3, 4], [[450, 870]]],
      [[6], [[450, 840]]],
    ]);
    expect(hoursOf(['Abertos de segunda a sexta das 08:30 às 20:00 sem paragem para almoço.'], 'pt')).toEqual([[[0, 1, 2, 3, 4], [[510, 1200]]]]);
    expect(hoursOf(['Ouvert du mardi au samedi de 9h à 19h'], 'fr')).toEqual([[[1, 2, 3, 4, 5], [[540, 1140]]]]);
    expect(hoursOf(['Mo–Fr 8–17 Uhr, Sa 9–13 Uhr'], 'de')).toEqual([
      [[0, 1, 2, 3, 4], [[480, 1020]]],
      [[5], [[540, 780]]],
    ]);
  });

  it('takes the structured data first, with a split day as two spans', () => {
    expect(hoursOf(['Mon–Fri 9–5'], 'en', ['Monday, Wednesday 09:00–13:00', 'Monday, Wednesday 16:00–20:00', 'Tuesday 12:00–20:00'])).toEqual([
      [[0], [[540, 780], [960, 1200]]],
      [[1], [[720, 1200]]],
      [[2], [[540, 780], [960, 1200]]],
    ]);
  });

  it('gives no hours where the pages give none or contradict themselves (two branches, two seasons)', () => {
    expect(hoursOf(['We bake every morning.', 'Ages 7 - 14 welcome'])).toBeNull();
    expect(hoursOf(['Summer: Monday–Friday 8AM–8PM', 'Winter: Monday–Friday 9AM–5PM'])).toBeNull();
  });
});

const cafe = {
  url: 'https://larkspur-diner.test/',
  html: `<!doctype html><html lang="en"><head><title>Larkspur Diner</title></head><body>
    <header><h1>Larkspur Diner</h1><p>Home cooking in Millbrook since 1987.</p><a href="tel:+15550134477">(555) 013-4477</a></header>
    <section><h2>Our menu</h2>
      <div class="card"><h3>Pancake stack</h3><p>Three buttermilk pancakes with maple syrup.</p></div>
      <div class="card"><h3>Chili bowl</h3><p>Slow-cooked beef chili with cornbread.</p></div>
    </section>
    <footer><h2>Hours</h2><p>Tue–Sun: 6AM–3PM</p><address>42 Mill Street, Millbrook</address></footer></body></html>`,
  prompt: 'Promote our new Sunday brunch this month. Warm, neighbourly tone.',
  audience: 'Families in Millbrook',
};

function briefOf(site: typeof cafe): WriterBrief {
  const instructions = parseInstructions(site.prompt, site.audience);
  const model = buildSiteModel({ url: site.url, facts: readPage(site.html, site.url), fetchNote: null, snippets: [], prompt: site.prompt, instructions, brand: null });
  return { site: model, instructions, customPrompt: site.prompt, targetAudience: site.audience, audiencePhrase: audiencePhrase(site.audience, model.language), campaign: readCampaign(site.prompt, site.audience, model.language) };
}

const posts = (kit: KitCopy) => kit.social.flatMap((network) => network.options);

describe('the practical facts a reader needs to act', () => {
  const kit = writeKit(briefOf(cafe));

  it('tells when the business is open and how to reach it in the campaign email, the first welcome email and an offer post', () => {
    expect(kit.email.sequences.welcome[0]!.body).toContain("We're open Tuesday to Sunday, 6am–3pm.");
    expect(kit.email.sequences.welcome[0]!.body).toMatch(/\(555\) 013-4477|42 Mill Street, Millbrook/u);
    // The campaign email is read whole: all of it, the way to call, the way to come and when, under the sign-off as a letter
    // gives them ("Questions? Call us at …" and "Find us at …" stacked above the button were read as one-line facts, and
    // "We're open …" as a paragraph of its own as a stray fragment).
    expect(kit.email.body).toMatch(/\nLarkspur Diner\n42 Mill Street, Millbrook · \(555\) 013-4477\nTuesday to Sunday, 6am–3pm$/u);
    expect(kit.email.body).not.toMatch(/We're open/u);
    expect(kit.email.body).not.toMatch(/Call us at|Find us at/u);
    const facebook = kit.social.find((network) => network.platform === 'Facebook')!.options[0]!;
    expect(facebook).toMatch(/We're open Tuesday to Sunday, 6am–3pm\.|Call us at \(555\) 013-4477\.|Find us at 42 Mill Street/u);
  });

  it('closes a post that has little more than its opening on a practical fact, each fact in a third of the posts at most, the campaign kept', () => {
    const all = posts(kit);
    for (const fact of ["We're open Tuesday", '013-4477', '42 Mill Street']) {
      const saying = all.filter((text) => text.includes(fact)).length;
      expect(saying, fact).toBeGreaterThanOrEqual(1);
      expect(saying, fact).toBeLessThanOrEqual(4);
    }
    // A post of an opening alone is unfinished: every post says something after it (a fact, a detail, a review).
    // (The number with the button, "Find out more: [link] or call us at …", is what the reader needs to act too.)
    for (const text of all) expect(text.split('\n\n').filter((paragraph) => !paragraph.startsWith('#') && (!/https?:|link in bio/u.test(paragraph) || paragraph.includes('013-4477'))).length, text).toBeGreaterThanOrEqual(2);
    // A fact never takes the campaign's place, on X either.
    for (const text of all.filter((post) => /Mill Street|013-4477|We're open/u.test(post))) expect(text, text).toMatch(/Sunday brunch/u);
    // An address in a post is the street and the town: no postcode, no state.
    expect(writeKit(briefOf({ ...cafe, html: cafe.html.replace('42 Mill Street, Millbrook', '42 Mill Street, Millbrook, NY 12545') })).email.sequences.welcome[0]!.body).toContain('42 Mill Street, Millbrook.');
  });

  it('says the hours in each language with its own words for the week and the clock', () => {
    const lines = { de: 'Öffnungszeiten: Mo–Fr 8–17 Uhr', es: 'Horario: Lunes a Viernes: 7:30 - 14:30', fr: 'Horaires : du mardi au samedi de 9h à 19h', pt: 'Seg–Sex 08:30–20:00' };
    const expected = { de: 'Geöffnet: Montag bis Freitag 8:00–17:00 Uhr.', es: 'Abrimos de lunes a viernes de 7:30 a 14:30.', fr: 'Ouvert du mardi au samedi de 9 h à 19 h.', pt: 'Estamos abertos de segunda a sexta das 8:30 às 20:00.' };
    for (const language of ['de', 'es', 'fr', 'pt'] as const) {
      const html = `<html lang="${language}"><head><title>Atelier Nord</title></head><body><h1>Atelier Nord</h1><p>${lines[language]}</p></body></html>`;
      const site = { url: 'https://atelier-nord.test/', html, prompt: '', audience: '' };
      const body = writeKit(briefOf(site as typeof cafe)).email.sequences.welcome[0]!.body.replace(/\u202f/gu, ' ');
      expect(body, language).toContain(expected[language]);
    }
  });

  it('says where to find the business in each language as a sentence to the reader, never a bare "Adresse:" field', () => {
    const lines = { de: 'Elmstraße 6, 59320 Ennigerloh', fr: '96 Rue de la République, 38140 Rives', pt: 'Rua da Natária, 73, 4250-327 Porto', es: 'Camí de la Vileta, 152, 07011 Palma' };
    const expected = { de: 'Sie finden uns in der Elmstraße 6, Ennigerloh.', fr: 'Retrouvez-nous au 96 Rue de la République, Rives.', pt: 'Estamos na Rua da Natária, 73, Porto.', es: 'Estamos en Camí de la Vileta, 152, Palma.' };
    for (const language of ['de', 'es', 'fr', 'pt'] as const) {
      const html = `<html lang="${language}"><head><title>Atelier Nord</title></head><body><h1>Atelier Nord</h1><address>${lines[language]}</address></body></html>`;
      const site = { url: 'https://atelier-nord.test/', html, prompt: '', audience: '' };
      const body = writeKit(briefOf(site as typeof cafe)).email.sequences.welcome[0]!.body.replace(/\u202f/gu, ' ');
      expect(body, language).toContain(expected[language]);
      expect(body, language).not.toMatch(/(?:^|\n)(?:Adresse|Morada)\s?:/u);
    }
    // One person writing in French welcomes the reader ("Retrouvez-moi au …" was read as an unexplained "moi").
    const html = `<html lang="fr"><head><title>Atelier Nord</title></head><body><h1>Atelier Nord</h1><address>${lines.fr}</address></body></html>`;
    const story = { ...readStory(briefOf({ url: 'https://atelier-nord.test/', html, prompt: '', audience: '' } as typeof cafe)), person: 'I' as const };
    expect(locales.fr!.contactSentence(story, 1)).toBe('Je vous accueille au 96 Rue de la République, Rives.');
  });

  it("lists the owner's points and how to visit once, as Instagram's checklist under the campaign, not as bare sentences", () => {
    const brunch = writeKit(briefOf({ ...cafe, prompt: 'Promote our new Sunday brunch this month. Mention our bottomless coffee and that there is free parking.' }));
    const instagram = brunch.social.find((network) => network.platform === 'Instagram')!.options;
    const listed = instagram.filter((text) => /^✔ /mu.test(text));
    expect(listed, instagram.join('\n=====\n')).toHaveLength(1);
    const [post] = listed;
    expect(post).toMatch(/Sunday brunch/u);
    // Items are what there is ("✔ Free parking"), not sentences ("There is free parking.").
    expect(post).toMatch(/^✔ Bottomless coffee$/mu);
    expect(post).toMatch(/^✔ Free parking$/mu);
    expect(post).toMatch(/^🕒 Tuesday to Sunday, 6am–3pm$/mu);
    expect(post).toMatch(/^📍 42 Mill Street, Millbrook$/mu);
    expect(post).not.toMatch(/There is free parking/u);
    // Without emoji the list keeps its shape with dashes.
    const plain = writeKit(briefOf({ ...cafe, prompt: 'Promote our new Sunday brunch this month. Mention our bottomless coffee and that there is free parking. No emoji.' }));
    expect(plain.social.flatMap((network) => network.options).join('\n')).toMatch(/^– Free parking$/mu);
  });

  it("tells a catering with what the menu's own cards say it serves, since the brief says no more", () => {
    const catering = writeKit(briefOf({ ...cafe, prompt: 'Promote our new catering for parties and offices.' }));
    const all = posts(catering);
    const menu = all.filter((text) => /buttermilk pancakes|beef chili/u.test(text));
    expect(menu.length, all.join('\n=====\n')).toBeGreaterThanOrEqual(2);
    // Each with the campaign, never a menu card alone.
    for (const text of menu) expect(text, text).toMatch(/catering/iu);
  });

  it('says what the place has with where it is ("…, Irún, y hay aparcamiento."), not as a bare sentence after it', () => {
    const html = '<html lang="es"><head><title>Clínica Sonrisa</title></head><body><h1>Clínica Sonrisa</h1><p>Dentistas en Irún desde 1998.</p><address>San Pedro, 24, 20302 Irún</address><a href="tel:+34943638545">943 63 85 45</a></body></html>';
    const site = { url: 'https://clinica-sonrisa.test/', html, prompt: 'Este mes queremos dar a conocer la ortodoncia invisible. Recordar que hay aparcamiento.', audience: 'Familias de Irún' };
    const kit = writeKit(briefOf(site as typeof cafe));
    const all = [...posts(kit), kit.email.body, ...kit.email.sequences.welcome.map((m) => m.body)].join('\n');
    expect(all).toMatch(/San Pedro, 24, Irún, y hay aparcamiento\./u);
    expect(all).not.toMatch(/San Pedro, 24, Irún\. Hay aparcamiento\./u);
    // Where no address is said beside it, it is one more thing after the opening, not a bare fact.
    for (const text of posts(kit)) expect(text.split('\n').slice(1).join('\n'), text).not.toMatch(/(?:^|[.!?]\s+)Hay aparcamiento\./mu);
    expect(posts(kit).join('\n')).toMatch(/También hay aparcamiento\./u);
  });

  it('says where the business is in the page’s own words when they say more than the address, and the owner’s parking once', () => {
    const html =
      '<html lang="es"><head><title>Clínica Sonrisa</title></head><body><h1>Clínica Sonrisa</h1><p>Dentistas en Irún desde 1998.</p>' +
      '<section class="contacto"><h2>Dónde estamos</h2><p>Estamos en San Pedro, 24, 20302 Irún (Gipuzkoa), justo frente al ambulatorio Dumboa, con amplia zona de aparcamiento.</p></section>' +
      '<address>San Pedro, 24, 20302 Irún</address><a href="tel:+34943638545">943 63 85 45</a></body></html>';
    const site = { url: 'https://clinica-sonrisa.test/', html, prompt: 'Este mes queremos dar a conocer la ortodoncia invisible. Recordar que hay aparcamiento.', audience: 'Familias de Irún' };
    const kit = writeKit(briefOf(site as typeof cafe));
    const all = posts(kit);
    const directed = all.filter((text) => text.includes('justo frente al ambulatorio Dumboa, con amplia zona de aparcamiento.'));
    expect(directed.length, all.join('\n=====\n')).toBeGreaterThanOrEqual(1);
    // The street as a post gives it, without the postcode.
    for (const text of directed) expect(text).toContain('Estamos en San Pedro, 24, Irún, justo frente');
    // The parking the directions already give is not said again.
    for (const text of directed) expect(text, text).not.toMatch(/hay aparcamiento/iu);
    for (const text of all) expect(text, text).not.toMatch(/^[ \t]/mu);
    // The email says where the clinic is once, however many of its paragraphs would give it.
    expect(kit.email.body.split('justo frente al ambulatorio Dumboa').length - 1, kit.email.body).toBe(1);
  });

  it('has the business say what it is where the page sets it after the name as a label ("Somos una panadería …", "Somos especialistas …")', () => {
    const page = (lang: string, name: string, description: string) =>
      `<html lang="${lang}"><head><title>${name}</title><meta name="description" content="${name}: ${description}"></head><body><h1>${name}</h1><p>${name}: ${description}</p></body></html>`;
    const bakery = writeKit(
      briefOf({ url: 'https://forn-vell.test/', html: page('es', 'Forn Vell', 'Panadería y pastelería tradicional en Sóller desde 1962.'), prompt: 'Queremos promocionar las cocas de San Juan. Menciona que hacemos pedidos para hoteles.', audience: '' } as typeof cafe),
    );
    const said = [...posts(bakery), bakery.website.subheading].join('\n');
    expect(said).toMatch(/Somos una panadería y pastelería tradicional en Sóller desde 1962\./u);
    expect(said).not.toMatch(/Forn Vell: Panadería/u);
    // Said once, at the page's top: in the posts and the email it was read as the site's tagline pasted (rounds s41d-s42d).
    expect(posts(bakery).join('\n')).not.toMatch(/Somos una panadería/u);
    expect(bakery.email.body).not.toMatch(/Somos una panadería/u);
    const laundry = writeKit(
      briefOf({ url: 'https://lavandaria-sol.test/', html: page('pt-PT', 'Lavandaria Sol', 'Especialistas em limpeza a seco de todo o tipo de vestuário.'), prompt: 'Queremos divulgar a limpeza de edredões antes do inverno.', audience: '' } as typeof cafe),
    );
    expect([...posts(laundry), laundry.website.subheading].join('\n')).toMatch(/Somos especialistas em limpeza a seco/u);
  });

  it("says the owner's line for business customers on LinkedIn and in the email, not in the neighbours' posts, the ad or the page's top", () => {
    const page = '<html lang="es"><head><title>Forn Vell</title></head><body><h1>Forn Vell</h1><p>Panadería y pastelería tradicional en Sóller desde 1962.</p><address>Carrer de Sa Lluna, 12, Sóller</address></body></html>';
    const kit = writeKit(briefOf({ url: 'https://forn-vell.test/', html: page, prompt: 'Queremos promocionar las cocas de San Juan. Menciona que hacemos pedidos para hoteles y restaurantes.', audience: 'Vecinos de Sóller' } as typeof cafe));
    const where = (network: string) => kit.social.find((n) => n.platform === network)!.options.filter((text) => /hoteles y restaurantes/u.test(text)).length;
    expect(where('LinkedIn'), kit.social.find((n) => n.platform === 'LinkedIn')!.options.join('\n---\n')).toBeGreaterThanOrEqual(1);
    for (const network of ['Twitter', 'Instagram', 'Facebook']) expect(where(network), network).toBe(0);
    expect(kit.email.body).toMatch(/hoteles y restaurantes/u);
    expect(`${kit.ad.description} ${kit.website.subheading}`).not.toMatch(/hoteles y restaurantes/u);
  });

  it('gives no address on the posts of a campaign that comes to the reader (a catering, a delivery), and still the phone and hours', () => {
    const catering = writeKit(briefOf({ ...cafe, prompt: 'Promote our new catering for parties and offices this month.' }));
    const all = posts(catering).join('\n');
    expect(all).not.toContain('42 Mill Street');
    expect(all).toMatch(/013-4477|We're open Tuesday/u);
  });
});

describe('how long the house has been going, where the page has no review', () => {
  const pageOf = (lang: string, name: string, body: string) => `<html lang="${lang}"><head><title>${name}</title></head><body><h1>${name}</h1>${body}</body></html>`;
  const sites = [
    { lang: 'en', html: pageOf('en', 'Stonebridge Supply', '<p>Building materials and tools for builders in Harare since 1998.</p><address>12 Fife Avenue, Harare</address>'), prompt: 'Promote our roofing sheets this month.', said: /(?<![\p{L}])We've been (?:in Harare|at it) since 1998\./mu },
    { lang: 'es', html: pageOf('es', 'Horno Sol', '<p>Panadería tradicional en Sevilla desde 1965.</p><address>Calle Feria, 12, Sevilla</address>'), prompt: 'Queremos promocionar los roscos de Navidad.', said: /(?<![\p{L}])Desde 1965 estamos (?:en Sevilla|a su servicio)\./mu },
    { lang: 'pt', html: pageOf('pt', 'Lavandaria Sol', '<p>Especialistas em limpeza a seco.</p><p>Há mais de 40 anos de experiência no Porto.</p><address>Rua Direita, 3, Porto</address>'), prompt: 'Queremos divulgar a limpeza de edredões antes do inverno.', said: /(?<![\p{L}])São mais de 40 anos ao seu serviço\./mu },
    { lang: 'de', html: pageOf('de', 'Bäckerei Korn', '<p>Handwerksbäckerei in Kiel seit 1972.</p><address>Holstenstraße 5, Kiel</address>'), prompt: 'Wir wollen unsere Weihnachtsstollen bewerben.', said: /(?<![\p{L}])Uns gibt es (?:in Kiel )?seit 1972\./mu },
    { lang: 'fr', html: pageOf('fr', 'Atelier Lune', '<p>Cours de céramique à Lyon depuis 1990.</p><address>3 rue Mercière, Lyon</address>'), prompt: 'Nous voulons promouvoir les stages de tournage de décembre.', said: /(?<![\p{L}])Nous sommes (?:à Lyon|à votre service) depuis 1990\./mu },
  ];

  it.each(sites.map((site) => [site.lang, site] as const))('says it in %s as the business in the email, and opens no post with it', (_lang, site) => {
    const kit = writeKit(briefOf({ url: 'https://house.test/', html: site.html, prompt: site.prompt, audience: '' } as typeof cafe));
    expect(kit.email.body).toMatch(site.said);
    // Above the campaign in a post ("Desde 1970 estamos en Palma de Mallorca." then the campaign) it was rated 1 in twelve
    // pieces of twelve, three sites in three languages, three rounds.
    const opens = new RegExp(`^(?:${site.said.source})`, 'u');
    for (const text of posts(kit)) expect(text.split('\n')[0], text).not.toMatch(opens);
  });

  it('leaves who founded the house out of the email, and does not tell its years there instead', () => {
    const html = pageOf('es', 'Horno Sol', '<p>Panadería tradicional en Sevilla desde 1965.</p><p>Hace tres generaciones que Carmen Ruiz y Pedro Gil fundaron Horno Sol.</p>');
    const kit = writeKit(briefOf({ url: 'https://house.test/', html, prompt: 'Queremos promocionar los roscos de Navidad.', audience: '' } as typeof cafe));
    // "Juana Sanmartí y Miguel Ventura fundaron Forn Nou en 1970." in an email was read as dropped in between unrelated
    // lines, rated 0 in three rounds (sessions 50, 51); "…, y desde 1965 estamos en Sevilla." as the tagline tacked on (49).
    expect(kit.email.body).not.toMatch(/fundaron|desde 1965 estamos/u);
  });

  it('leaves it to the owner where their brief says it ("Mention we have been doing this since 1998.")', () => {
    const kit = writeKit(briefOf({ url: 'https://house.test/', html: sites[0]!.html, prompt: 'Promote our roofing sheets this month. Mention we have been doing this since 1998.', audience: '' } as typeof cafe));
    const all = [...posts(kit), kit.email.body].join('\n');
    expect(all).toMatch(/since 1998/u);
    expect(all).not.toMatch(/We've been (?:in Harare|at it) since 1998/u);
  });

  it("tells it in the email beside the customer's words, closing a paragraph, never as a paragraph of its own", () => {
    const html = pageOf('en', 'Stonebridge Supply', '<p>Building materials and tools for builders in Harare since 1998.</p><section class="testimonials"><h2>What our customers say</h2><blockquote>“They had every roofing sheet we needed, cut to size the same day.” — Tendai M.</blockquote></section>');
    // An email has room for the customer's words and the house's years: one without them was read as too thin to send.
    // The years alone in a paragraph were read as a fragment stacked on the rest (three emails of ten, session 51).
    for (const prompt of ['Promote our roofing sheets this month.', 'Promote our roofing sheets this month. Mention that we are CIFOZ certified.']) {
      const kit = writeKit(briefOf({ url: 'https://house.test/', html, prompt, audience: '' } as typeof cafe));
      const paragraphs = kit.email.body.split('\n\n');
      const review = paragraphs.findIndex((paragraph) => paragraph.includes('Tendai M.'));
      const years = paragraphs.find((paragraph) => /since 1998/u.test(paragraph));
      expect(review, kit.email.body).toBeGreaterThan(0);
      expect(years, kit.email.body).toMatch(/\S[.!] We've been (?:in Harare|at it) since 1998\.$/u);
    }
  });
});

describe('a question to the reader before a season', () => {
  it('asks in Portuguese whether their own things are ready, and answers it', () => {
    const html = '<html lang="pt"><head><title>Lavandaria Sol</title></head><body><h1>Lavandaria Sol</h1><p>Especialistas em limpeza a seco.</p><address>Rua Direita, 3, Porto</address></body></html>';
    const kit = writeKit(briefOf({ url: 'https://house.test/', html, prompt: 'Queremos divulgar a limpeza de edredões antes do inverno.', audience: '' } as typeof cafe));
    const all = posts(kit);
    const asking = all.filter((text) => text.includes('Os seus edredões já estão prontos para o inverno?'));
    expect(asking.length, all.join('\n=====\n')).toBeGreaterThanOrEqual(1);
    expect(all.join('\n')).not.toContain('Já está tudo pronto');
    // The question opens a post: the line after it says what the business does about it.
    for (const text of asking.filter((post) => post.startsWith('Os seus edredões'))) expect(text.split('\n\n')[1], text).toMatch(/edredões/u);
  });

  it('says nothing under it that says the question again, where another line answers it', () => {
    const html = '<html lang="pt"><head><title>Lavandaria Sol</title></head><body><h1>Lavandaria Sol</h1><p>Especialistas em limpeza a seco.</p><address>Rua Direita, 3, Porto</address></body></html>';
    const prompt = 'Queremos divulgar a recolha e entrega ao domicílio no Grande Porto e a limpeza de edredões antes do inverno.';
    const all = posts(writeKit(briefOf({ url: 'https://house.test/', html, prompt, audience: '' } as typeof cafe)));
    const answered = all.filter((text) => text.startsWith('Os seus edredões já estão prontos para o inverno?') && /Recolhemos e entregamos/u.test(text));
    expect(answered.length, all.join('\n---\n')).toBeGreaterThan(0);
    // "… Limpamos os seus edredões a tempo do inverno." under it was read as repeating itself within three lines (session 51).
    for (const text of answered) expect(text, text).not.toMatch(/Limpamos os seus edredões a tempo do inverno/u);
  });
});

describe('the ad', () => {
  it('heads with the campaign and where when the name does not say it, and its description still says what it is for', () => {
    const html = '<html lang="en"><head><title>Corner Diner | Homemade breakfast in Millbrook</title></head><body><h1>Corner Diner</h1><p>Homemade breakfast and lunch in Millbrook.</p><p>Open Monday to Saturday, 7AM–2PM.</p></body></html>';
    const kit = writeKit(briefOf({ url: 'https://corner-diner.test/', html, prompt: "We're adding a Friday fish fry this month. Mention we open at 7AM and the biscuits & gravy.", audience: '' } as typeof cafe));
    expect(kit.ad.headline).toBe('Friday fish fry in Millbrook');
    // Not the owner's points alone ("Biscuits & gravy. We open at 7AM."), which say not what they are for.
    expect(kit.ad.description, kit.ad.description).toMatch(/fish fry/iu);
  });
});

describe('a service that comes to the reader', () => {
  it('says in Portuguese what it spares them, and never "É só marcar" nor "Precisa de …? Estamos cá para isso."', () => {
    const html = '<html lang="pt"><head><title>Lavandaria Sol</title></head><body><h1>Lavandaria Sol</h1><p>Especialistas em limpeza a seco.</p><address>Rua Direita, 3, Porto</address></body></html>';
    const kit = writeKit(briefOf({ url: 'https://house.test/', html, prompt: 'Queremos divulgar a recolha e entrega ao domicílio e a limpeza de edredões antes do inverno.', audience: '' } as typeof cafe));
    const all = posts(kit).join('\n');
    expect(all).toMatch(/nem precisa de sair de casa: recolhemos e entregamos ao domicílio/u);
    // Opening a post, whole: "Nem precisa …" with nothing before it answers nothing.
    for (const text of posts(kit)) expect(text).not.toMatch(/^Nem precisa/u);
    // Said of the reader, not "Sem sair de casa: recolhemos …" (read as the business staying home).
    expect(all).toMatch(/^Não precisa de sair de casa: recolhemos e entregamos ao domicílio/mu);
    expect(all).not.toMatch(/Sem sair de casa/u);
    expect(all).not.toMatch(/É só marcar|Estamos cá para isso/u);
    // Two services, one at the door, are two sentences, never one joined by "e" (read as machine-assembled), and the
    // hero says what is done and when in verbs, not the brief's two nouns joined.
    expect(all).toMatch(/O inverno está à porta: limpamos os seus edredões\. E nem precisa de sair de casa: recolhemos e entregamos ao domicílio\./u);
    expect(all).not.toMatch(/recolhemos e entregamos ao domicílio e limpamos/iu);
    expect(kit.website.hero).toBe('Limpamos os seus edredões antes do inverno, com recolha e entrega ao domicílio');
    // The email does not open on its subject word for word.
    const opening = kit.email.body.split('\n\n')[1]!;
    expect(opening.startsWith(kit.email.subject), `${kit.email.subject}\n${opening}`).toBe(false);
    // A longer service named after it would make the headline too long: what is done and when, then.
    const porto = writeKit(briefOf({ url: 'https://house.test/', html, prompt: 'Queremos divulgar a recolha e entrega ao domicílio no Grande Porto e a limpeza de edredões antes do inverno.', audience: '' } as typeof cafe));
    expect(porto.website.hero).toBe('Limpamos os seus edredões antes do inverno');
    // The other service is said under it, and in the ad the seasonal one is not an afterthought ("E ainda limpeza de edredões.").
    expect(porto.website.subheading).toMatch(/^Recolhemos e entregamos ao domicílio no Grande Porto\./u);
    expect(porto.ad.description).not.toMatch(/E ainda/u);
    expect(porto.ad.description).toMatch(/edredões/u);
  });
});

describe('the house’s years in the ad', () => {
  it('says them as a piece of the ad’s description, from the page', () => {
    const html = '<html lang="pt"><head><title>Lavandaria Sol</title></head><body><h1>Lavandaria Sol</h1><p>Especialistas em limpeza a seco.</p><p>Há mais de 40 anos de experiência no Porto.</p></body></html>';
    const kit = writeKit(briefOf({ url: 'https://house.test/', html, prompt: 'Queremos divulgar a limpeza de edredões antes do inverno.', audience: '' } as typeof cafe));
    // With what they are of: "Más de 25 años." alone was read as choppy and unclear.
    expect(kit.ad.description).toMatch(/Mais de 40 anos de experiência\./u);
  });
});

describe('a question to the readers', () => {
  it('is never answered by its own words again ("¿Quién se viene a probar …?" then "Ven a probar …")', () => {
    const html = '<html lang="es"><head><title>Horno Sol</title></head><body><h1>Horno Sol</h1><p>Panadería tradicional en Sevilla desde 1970.</p><p>Lunes a Viernes: 7:30 - 14:30 / Domingos y festivos: 7:30 - 14:00</p><p>📞 Teléfono: 971 79 85 35</p><address>Calle Feria, 12, Sevilla</address></body></html>';
    const kit = writeKit(briefOf({ url: 'https://house.test/', html, prompt: 'Queremos promocionar las ensaïmadas y los panellets de Todos los Santos. Tono cercano, de barrio, de toda la vida. Menciona que hacemos pedidos para hoteles y restaurantes.', audience: '' } as typeof cafe));
    const words = (text: string) => new Set(text.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '').split(/[^\p{L}]+/u).filter((word) => word.length >= 4).map((word) => word.slice(0, 5)));
    for (const text of posts(kit)) {
      const paragraphs = text.split('\n\n');
      const at = paragraphs.findIndex((paragraph) => paragraph.trim().endsWith('?'));
      if (at === -1 || !paragraphs[at + 1] || /https?:|#/u.test(paragraphs[at + 1]!)) continue;
      const asked = words(paragraphs[at]!);
      const next = [...words(paragraphs[at + 1]!)].filter((word) => !['todos', 'santo'].includes(word));
      expect(next.some((word) => !asked.has(word)), text).toBe(true);
      // Nor by the campaign named again ("¿Quién se viene a probar las ensaïmadas …? / Las ensaïmadas … te esperan.").
      if (/ensaïmadas/u.test(paragraphs[at]!)) expect(paragraphs[at + 1], text).not.toMatch(/ensaïmadas/u);
    }
  });
});

describe('a discount that opens a French post', () => {
  it('says what it is on ("… forfait jambes en épilation laser"), where the owner wrote only the package', () => {
    const html = '<html lang="fr"><head><title>Institut Lune</title></head><body><h1>Institut Lune</h1><p>Soins du visage et épilation laser à Voiron.</p><address>3 rue Mercière, Voiron</address></body></html>';
    const kit = writeKit(briefOf({ url: 'https://lune.test/', html, prompt: "Promo rentrée sur l'épilation laser : -20 % sur le premier forfait jambes.", audience: '' } as typeof cafe));
    const openings = posts(kit).map((text) => text.split('\n')[0]!).filter((line) => line.includes('forfait jambes'));
    expect(openings.length, posts(kit).join('\n---\n')).toBeGreaterThanOrEqual(1);
    for (const line of openings) expect(line).toMatch(/épilation laser/u);
  });
});

describe("a card's slogan", () => {
  it('is no description of its offering: no post, email or hero pastes it', () => {
    const html = `<html lang="es"><head><title>Clínica Sonrisa</title></head><body><h1>Clínica Sonrisa</h1><p>Dentistas en Irún.</p>
      <section><h2>Especialidades</h2>
        <div class="card"><h3>Odontología infantil</h3><p>Aseguramos la salud dental de los más pequeños con revisiones anuales, en un ambiente de confianza.</p></div>
        <div class="card"><h3>Ortodoncia invisible</h3><p>Alineadores transparentes a medida, cambiados cada dos semanas.</p></div>
      </section><address>San Pedro, 24, Irún</address></body></html>`;
    const brief = briefOf({ url: 'https://sonrisa.test/', html, prompt: 'Este mes queremos dar a conocer la ortodoncia invisible y la odontología infantil.', audience: '' } as typeof cafe);
    const kit = writeKit(brief);
    const all = [...posts(kit), kit.email.body, kit.website.subheading, kit.ad.description].join('\n');
    expect(all).not.toMatch(/Aseguramos la salud dental/u);
    // A card that says what the offering is still describes it.
    const details = readStory(brief).details;
    expect(details.find((detail) => detail.name === 'Ortodoncia invisible')?.description).toBe('Alineadores transparentes a medida, cambiados cada dos semanas.');
    expect(details.find((detail) => detail.name === 'Odontología infantil')?.description ?? null).toBeNull();
  });
});

describe('an offer the page makes, not the owner', () => {
  it('stands in three posts at most and in the email, not in most of the kit', () => {
    const html = '<html lang="de"><head><title>Ostseehaus Möwe</title></head><body><h1>Ostseehaus Möwe</h1><p>Ferienhaus für bis zu 12 Personen an der Ostsee.</p><p>Ab 6 Nächten: 20 € Rabatt pro Nacht.</p><address>Strandweg 3, Barendorf</address></body></html>';
    const kit = writeKit(briefOf({ url: 'https://moewe.test/', html, prompt: 'Wir haben im Juni und September noch freie Wochen. Bitte locker und herzlich schreiben.', audience: '' } as typeof cafe));
    const saying = posts(kit).filter((text) => text.includes('20 € Rabatt pro Nacht'));
    expect(saying.length, posts(kit).join('\n---\n')).toBeGreaterThanOrEqual(1);
    expect(saying.length, saying.join('\n---\n')).toBeLessThanOrEqual(3);
    expect(kit.email.body).toContain('20 € Rabatt pro Nacht');
  });
});
