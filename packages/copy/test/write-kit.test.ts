import { buildSiteModel, fitsPlatform, parseInstructions, readCampaign, readPage, type KitLanguage, type WriterBrief } from '@sitespark/site-model';
import { describe, expect, it } from 'vitest';
import { briefOf } from './brief-of.ts';
import { campaignParts, locales, readStory, writeKit, type KitCopy } from '../src/index.ts';
import { timedAsAttribute } from '../src/story.ts';
import { esBrief, esSites } from './es-fixtures.ts';
import { frBrief, frSites } from './fr-fixtures.ts';

/** A made-up hardware store with a three-thing campaign, two must-mentions and a page full of other wares. */
const hardware = {
  url: 'https://stonebridge-supply.test/',
  html: `<!doctype html><html lang="en"><head><title>Stonebridge Supply | Building materials in Harare</title></head><body>
    <header><h1>Stonebridge Supply</h1><p>Building materials, tools and honest advice for builders and homeowners in Harare since 1998.</p><a class="btn" href="/contact">Call us today</a></header>
    <section><h2>What we stock</h2>
      <div class="card"><h3>Roofing sheets</h3><p>Galvanised and colour-coated sheets cut to length while you wait.</p></div>
      <div class="card"><h3>Gutters</h3><p>PVC and steel gutters with every bracket and downpipe you need.</p></div>
      <div class="card"><h3>Paint</h3><p>Interior and exterior paint mixed to any colour.</p></div>
      <div class="card"><h3>Plumbing</h3><p>Pipes, fittings and geysers from trusted brands.</p></div>
    </section>
    <section class="testimonials"><blockquote>"They cut my roofing sheets on the spot and told me exactly how many brackets I needed. Saved me a second trip." <cite>Tendai M.</cite></blockquote></section>
    <footer><p>14 Kelvin Road, Harare</p></footer></body></html>`,
  prompt: 'Rainy season is coming: promote roofing sheets, waterproofing and gutters. Straight-talking. Must mention free expert advice and that we deliver on site.',
  audience: 'Contractors and homeowners in Harare',
};


const posts = (kit: KitCopy) => kit.social.flatMap((network) => network.options);
/** A made-up tour company whose owner names a season, a reason and two things to mention. */
const manateeTours = {
  url: 'https://river-otter-tours.test/',
  html: `<!doctype html><html lang="en"><head><title>River Otter Tours</title></head><body>
    <h1>River Otter Tours</h1><p>Kayak tours on the Crystal River, Florida.</p><a class="btn" href="/book">Book a tour</a>
    <footer><p>Open daily 8am–6pm</p><p>Call (352) 555-0142</p><p>12 Spring Road, Crystal River</p></footer></body></html>`,
  prompt: 'Manatee season! Get people to book guided tours on weekdays when it is quieter. Mention our private launch and pick-up shuttle.',
  audience: 'Tourists visiting Florida',
};
/** A made-up dance school opening its sign-ups, with a free first class. */
const school = {
  url: 'https://ecole-danse-loire.test/',
  html: `<!doctype html><html lang="fr"><head><title>École de danse Loire</title></head><body><h1>École de danse Loire</h1>
    <p>Cours de danse classique et jazz pour enfants, ados et adultes.</p><address>12 rue Racine, 44000 Nantes</address></body></html>`,
  prompt: "Inscriptions pour la rentrée ouvertes, cours d'essai gratuit.",
  audience: 'Parents et ados nantais',
};
const kits: Array<{ key: string; brief: WriterBrief; kit: KitCopy }> = [
  { key: 'hardware', brief: briefOf(hardware), kit: writeKit(briefOf(hardware)) },
  ...esSites.slice(0, 4).map((site) => ({ key: `es:${site.key}`, brief: esBrief(site), kit: writeKit(esBrief(site)) })),
  ...frSites.slice(0, 4).map((site) => ({ key: `fr:${site.key}`, brief: frBrief(site), kit: writeKit(frBrief(site)) })),
];

describe('the writer, in every language', () => {
  it('splits a campaign of several things into its things, and keeps one thing whole', () => {
    const parts = (text: string, language: KitLanguage) => campaignParts({ what: { text, plural: false, fromBrief: true }, language } as never).map((part) => part.text);
    expect(parts('roofing sheets, waterproofing and gutters', 'en')).toEqual(['roofing sheets', 'waterproofing', 'gutters']);
    expect(parts('ortodoncia invisible y revisiones para niños', 'es')).toEqual(['ortodoncia invisible', 'revisiones para niños']);
    expect(parts('recolha e entrega ao domicílio no Grande Porto e limpeza de edredões', 'pt')).toEqual(['recolha e entrega ao domicílio no Grande Porto', 'limpeza de edredões']);
    // One thing with two names in it, or a second word that belongs to the first's preposition.
    for (const [text, language] of [['Catering für Feiern und Firmen', 'de'], ['recolha e entrega ao domicílio', 'pt'], ['cakes for weddings and birthday parties', 'en'], ['Friday fish fry', 'en']] as const) expect(parts(text, language)).toEqual([]);
  });

  it('gives the posts of a three-thing campaign each thing in turn, while the offer posts tell it whole', () => {
    const { kit } = kits[0]!;
    const all = posts(kit).join('\n').toLowerCase();
    for (const network of kit.social) expect(network.options[0]!.split('\n')[0]!.toLowerCase()).toContain('roofing sheets, waterproofing and gutters');
    // The other angles' openings and ties name one thing at a time: each thing gets posts of its own.
    const single = posts(kit).filter((text) => !text.toLowerCase().includes('roofing sheets, waterproofing and gutters'));
    for (const thing of ['waterproofing', 'gutters']) expect(single.some((text) => text.toLowerCase().includes(thing)), thing).toBe(true);
    expect(all).not.toMatch(/come and try our (?:roofing|gutters|waterproofing)/u);
  });

  it.each(kits.map((k) => k.key))('sets the body of each post of %s as running text, asks no stock question, and says its call to action once', (key) => {
    const { kit } = kits.find((k) => k.key === key)!;
    for (const text of posts(kit)) {
      const blocks = text.split('\n\n');
      const body = blocks.filter((block) => !block.startsWith('#') && !/https?:\/\/|\bbio\b/iu.test(block));
      // The opening, a customer's quote, and at most two paragraphs of running text.
      expect(body.length, text).toBeLessThanOrEqual(4);
      expect(text).not.toMatch(/Ask us anything about|Fragen zu .*\? Schreib|dudas sobre .*\? (?:Te|Se) las|Une question sur .* \? [ÉE]cri|Alguma dúvida sobre|Don't miss|Remember to ask about/u);
      // Instagram's pointer to the bio counts too ("Jetzt anfragen!" then "Jetzt anfragen: Link in der Bio.").
      const cta = blocks.find((block) => /https?:\/\/|\bbio\b/iu.test(block)) ?? '';
      const label = cta.split(/\s*(?::|→)\s*/u)[0]!.trim().toLowerCase();
      if (label.split(/\s+/u).length >= 2 && !/^https?:/u.test(label)) expect(body.join(' ').toLowerCase(), text).not.toContain(label);
    }
  });

  it.each(kits.map((k) => k.key))("opens the posts of %s with the campaign's openings in turn, none more often than another but once", (key) => {
    const { kit, brief } = kits.find((k) => k.key === key)!;
    const story = readStory(brief);
    const locale = locales[story.language]!;
    const hooks = new Set([0, 1, 2, 3, 4, 5].map((variant) => locale.campaignHook(story, variant)).filter((hook): hook is string => !!hook));
    const openings = new Map([...hooks].map((hook) => [hook, 0]));
    for (const text of posts(kit)) {
      const first = text.split('\n')[0]!;
      if (openings.has(first)) openings.set(first, openings.get(first)! + 1);
    }
    const counts = [...openings.values()].filter((count) => count > 0);
    expect(counts.length, [...openings.keys()].join(' | ')).toBeGreaterThan(0);
    expect(Math.max(...counts) - Math.min(...counts), JSON.stringify([...openings])).toBeLessThanOrEqual(1);
    if (hooks.size >= 4) expect(Math.max(...counts)).toBeLessThanOrEqual(2);
  });

  it.each([...kits.map((k) => k.key), 'few openings'])('never opens more than two posts of %s alike, nor says a page sentence in more than two', (key) => {
    // A campaign with only two openings of its own (no deadline, no announcement) still opens its twelve posts in turn.
    const few = { ...hardware, prompt: 'Promote our gutters. Straight-talking.' };
    const { kit, brief } = key === 'few openings' ? { kit: writeKit(briefOf(few)), brief: briefOf(few) } : kits.find((k) => k.key === key)!;
    const story = readStory(brief);
    const openings = new Map<string, number>();
    for (const text of posts(kit)) openings.set(text.split('\n')[0]!, (openings.get(text.split('\n')[0]!) ?? 0) + 1);
    expect(Math.max(...openings.values()), JSON.stringify([...openings])).toBeLessThanOrEqual(2);
    const pageSentences = [story.pitch, ...story.details.map((detail) => detail.description)].filter((line): line is string => !!line && line.split(/\s+/u).length >= 5);
    for (const line of pageSentences) expect(posts(kit).filter((text) => text.includes(line)).length, line).toBeLessThanOrEqual(2);
  });

  it.each(kits.map((k) => k.key))("tags each post of %s with what it says: a campaign thing or a point only on the posts that name it", (key) => {
    const { kit, brief } = kits.find((k) => k.key === key)!;
    const story = readStory(brief);
    const stems = (text: string) => text.toLocaleLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 4).map((word) => word.slice(0, 5));
    // The place and the business go on any post; so does a one-thing campaign's own tag.
    const single = campaignParts(story).length === 0 && story.what ? story.what.text : '';
    const anywhere = [story.name, story.place ?? '', single].flatMap(stems);
    for (const network of kit.social.filter((n) => n.platform !== 'Instagram')) {
      for (const text of network.options) {
        const [body, tagLine] = [text.split('\n\n').slice(0, -1).join(' '), text.split('\n\n').at(-1) ?? ''];
        for (const tag of tagLine.match(/#[\p{L}\p{N}_]+/gu) ?? []) {
          const words = stems(tag.slice(1).replace(/(?<=\p{Ll})(?=\p{Lu})/gu, ' '));
          if (words.every((word) => anywhere.includes(word))) continue;
          expect(words.every((word) => body.toLocaleLowerCase().includes(word)), `${tag} on: ${text}`).toBe(true);
        }
      }
    }
  });

  it('heads and describes the ad with the campaign, not with the business name twice, when the campaign is long', () => {
    const { kit } = kits[0]!;
    expect(kit.ad.headline).not.toBe('Stonebridge Supply');
    expect(kit.ad.headline.length).toBeLessThanOrEqual(30);
    expect(kit.ad.headline.toLowerCase()).toMatch(/roofing sheets|waterproofing|gutters/u);
    expect(kit.ad.description).not.toBe('Stonebridge Supply');
    expect(kit.ad.description.length).toBeLessThanOrEqual(90);
    expect(kit.ad.description.toLowerCase()).toMatch(/roofing sheets|waterproofing|gutters|advice/u);
  });

  it("counts as the campaign's only the details that share its words or say all of a point the owner made", () => {
    const cafe = briefOf({
      url: 'https://maple-diner.test/',
      html: `<!doctype html><html lang="en"><head><title>Maple Diner</title></head><body><h1>Maple Diner</h1><p>Home cooking on Main Street since 1979.</p>
        <section><div class="card"><h3>Breakfast Special</h3><p>Two eggs with our homemade biscuits and gravy.</p><p>$8.95</p></div>
        <div class="card"><h3>Lunch Special</h3><p>Hot beef sandwich with mashed potatoes and gravy.</p><p>$11.00</p></div>
        <div class="card"><h3>Fish Plate</h3><p>Beer-battered cod with fries and slaw.</p></div></section></body></html>`,
      prompt: "We're adding a Friday fish fry this month. Mention the biscuits & gravy.",
      audience: 'Families in town',
    });
    const onTopic = readStory(cafe).details.filter((detail) => detail.onTopic).map((detail) => detail.name);
    expect(onTopic).toContain('Breakfast Special');
    expect(onTopic).not.toContain('Lunch Special');
    const hardwareStory = readStory(kits[0]!.brief);
    expect(hardwareStory.details.filter((detail) => detail.onTopic).map((detail) => detail.name).sort()).toEqual(['Gutters', 'Roofing sheets']);
  });

  it('keeps the campaign after a long review on X, where the thanks gives way', () => {
    for (const { kit, brief } of kits) {
      const story = readStory(brief);
      for (const text of kit.social.find((network) => network.platform === 'Twitter')!.options) {
        const quote = /^[«"“„](.+?)[»"”“]/u.exec(text)?.[1];
        if (!quote || quote.length <= 150 || !story.what) continue;
        const afterQuote = text.split('\n\n')[1] ?? '';
        expect(afterQuote.length, text).toBeGreaterThan(0);
        expect(afterQuote, text).not.toMatch(/^(?:Thank|Thanks|Gracias|Merci)/u);
      }
    }
  });

  it("keeps the site's own formal address when the brief asks only for warmth, and says tu when it asks for tu or the site does", () => {
    const salon = (body: string, prompt: string) =>
      readStory(
        briefOf({
          url: 'https://institut-lys.test/',
          html: `<!doctype html><html lang="fr"><head><title>Institut Lys</title></head><body><h1>Institut Lys</h1>${body}
            <section><div class="card"><h3>Épilation laser</h3><p>Des séances courtes, adaptées à chaque peau.</p></div><div class="card"><h3>Soin visage</h3><p>Un soin sur mesure pour chaque type de peau.</p></div></section></body></html>`,
          prompt,
          audience: 'Femmes de Voiron',
        }),
      ).casual;
    const formalPage = '<p>Nous vous accueillons du mardi au samedi. Réservez votre séance en ligne, nous vous répondons vite.</p>';
    const plainPage = '<p>Un institut de beauté au cœur de Voiron, ouvert du mardi au samedi.</p>';
    expect(salon(formalPage, "Promo rentrée sur l'épilation laser. Ton chaleureux, complice.")).toBe(false);
    expect(salon(formalPage, "Promo rentrée sur l'épilation laser. Tutoie les clientes.")).toBe(true);
    expect(salon(plainPage, "Promo rentrée sur l'épilation laser. Ton chaleureux, complice.")).toBe(true);
    // A Portuguese site speaks formally by its imperatives ("Peça", "Contacte-nos") more than by "você".
    const laundry = readStory(
      briefOf({
        url: 'https://lavandaria-sol.test/',
        html: `<!doctype html><html lang="pt"><head><title>Lavandaria Sol</title></head><body><h1>Lavandaria Sol</h1><p>Peça a recolha da sua roupa em casa. Contacte-nos para saber mais.</p>
          <section><div class="card"><h3>Limpeza de edredões</h3><p>Edredões lavados e secos em 48 horas.</p></div><div class="card"><h3>Engomadoria</h3><p>Camisas passadas a ferro com cuidado.</p></div></section></body></html>`,
        prompt: 'Queremos divulgar a limpeza de edredões antes do inverno. Tom simpático e de confiança.',
        audience: 'Famílias de Braga',
      }),
    );
    expect(laundry.casual).toBe(false);
  });

  it("quotes the campaign's own reviews beside it, never a review of another service", () => {
    const kit = writeKit(
      briefOf({
        url: 'https://institut-lys.test/',
        html: `<!doctype html><html lang="fr"><head><title>Institut Lys</title></head><body><h1>Institut Lys</h1><p>Un institut de beauté au cœur de Voiron.</p>
          <section><div class="card"><h3>Épilation laser</h3><p>Des séances courtes, adaptées à chaque peau.</p></div><div class="card"><h3>Microblading</h3><p>Des sourcils dessinés poil à poil.</p></div></section>
          <section class="testimonials"><blockquote>"Après six séances d'épilation laser sur les jambes, plus rien à raser. Une équipe douce et précise." <cite>Émilie</cite></blockquote>
          <blockquote>"Mon microblading est parfaitement naturel, exactement ce que je voulais. Je recommande sans hésiter." <cite>Sarah</cite></blockquote></section></body></html>`,
        prompt: "Promo rentrée sur l'épilation laser : -20 % sur le premier forfait jambes.",
        audience: 'Femmes de Voiron',
      }),
    );
    const all = [...posts(kit), kit.email.body, kit.website.testimonial].join('\n');
    expect(all).toContain('plus rien à raser');
    expect(all).not.toContain('microblading est parfaitement naturel');
  });

  it("tags a post with the campaign, the place and the business, never with the page's other wares", () => {
    const { kit } = kits[0]!;
    const tags = posts(kit).flatMap((text) => text.match(/#[\p{L}\p{N}_]+/gu) ?? []);
    expect(tags).toContain('#RoofingSheets');
    for (const tag of tags) expect(tag, tag).not.toMatch(/^#(?:Paint|Plumbing|Geysers|Pipes)/u);
  });
});

describe("the brief's subject", () => {
  const school = {
    url: 'https://ember-loaf.test/',
    html: `<!doctype html><html lang="en"><head><title>Ember Loaf Bakery School</title></head><body>
      <h1>Ember Loaf Bakery School</h1><p>Small baking classes in a working bakery kitchen.</p>
      <section><h2>Our classes</h2>
        <div class="card"><h3>Sourdough</h3><p>Feeding a starter, shaping and scoring a sourdough loaf you bake yourself.</p></div>
        <div class="card"><h3>Cake decorating</h3><p>Buttercream, piping and a six-inch cake to take home.</p></div>
        <div class="card"><h3>Pastry</h3><p>Laminated dough, croissants and pains au chocolat from scratch.</p></div>
      </section></body></html>`,
    prompt: 'Sourdough baking for beginners — promote our weekend classes.',
    audience: 'Home bakers in Leeds',
  };
  const brief = briefOf(school);
  const kit = writeKit(brief);

  it('reads a line of the brief that is only a thing as what the campaign is about, not as an extra to mention', () => {
    const story = readStory(brief);
    expect(story.what?.text).toBe('weekend classes');
    expect(story.mentions.find((thing) => thing.text === 'Sourdough baking for beginners' || thing.text === 'sourdough baking for beginners')?.topic).toBe(true);
    // The page's sourdough card is about the campaign; the cake card is not.
    expect(story.details.find((detail) => detail.name === 'Sourdough')?.onTopic).toBe(true);
    expect(story.details.find((detail) => detail.name === 'Cake decorating')?.onTopic).toBe(false);
  });

  it('says the subject as what the campaign is, never "also" or "of course" beside it, and asks it in an opening', () => {
    const all = posts(kit);
    expect(all.join('\n')).not.toMatch(/also find our sourdough|sourdough baking for beginners, of course/iu);
    // As a person asks and says it, not as a label ("Sourdough baking for beginners?", "Our weekend classes: sourdough …").
    expect(all.some((text) => text.startsWith('Looking for sourdough baking for beginners? '))).toBe(true);
    expect(all.join('\n')).toMatch(/Our weekend classes are all about sourdough baking for beginners\./iu);
    // The email opens on it, and does not say it again under the question.
    expect(kit.email.body).toMatch(/^Looking for sourdough baking for beginners\? /mu);
    expect(kit.email.body.match(/sourdough baking for beginners/giu)?.length).toBe(1);
    expect([...all, kit.email.body].join('\n')).not.toMatch(/^Sourdough baking for beginners\?|weekend classes: sourdough/imu);
  });

  it('never posts a page heading alone', () => {
    for (const text of posts(kit)) expect(text.split('\n')[0]).not.toBe('Ember Loaf Bakery School');
  });

  it('says the subject in the ad and under the headline, where the headline names only the campaign', () => {
    expect(kit.ad.headline).toBe('Weekend classes');
    expect(kit.ad.description).toMatch(/^Sourdough baking for beginners\. Book a weekend class today\.$/u);
    expect(kit.website.hero).toBe('Weekend classes');
    expect(kit.website.subheading).toMatch(/^Sourdough baking for beginners\./u);
  });

  it('says the subject once a post: an opening that asks it has no line under it saying it again', () => {
    for (const text of posts(kit)) if (text.startsWith('Sourdough baking for beginners? ')) expect(text, text).not.toMatch(/Our weekend classes: sourdough baking/iu);
  });

  it('says no page sentence in more than two posts and the page top', () => {
    const pieces = [...posts(kit), kit.ad.description, `${kit.website.hero} ${kit.website.subheading}`];
    for (const said of brief.site.sentences.filter((s) => s.where !== 'prompt' && s.text.length >= 40)) {
      expect(pieces.filter((piece) => piece.includes(said.text)).length, said.text).toBeLessThanOrEqual(2);
    }
  });
});

describe('a priced dish or service', () => {
  const diner = {
    url: 'https://copper-kettle.test/',
    html: `<!doctype html><html lang="en"><head><title>Copper Kettle Diner</title></head><body>
      <h1>Copper Kettle Diner</h1><p>Homemade breakfast and lunch in Ashford.</p>
      <section><h2>Daily specials</h2>
        <div class="card"><h3>Breakfast Special</h3><p class="price">$8.95</p><p>Start your day with our homemade pancakes and bacon.</p></div>
        <div class="card"><h3>Lunch Special</h3><p class="price">$11.00</p><p>Our meatloaf with mashed potatoes and gravy.</p></div>
        <div class="card"><h3>Dessert Special</h3><p class="price">$3.25</p><p>Warm apple pie with a scoop of vanilla ice cream.</p></div>
      </section></body></html>`,
    prompt: 'Promote our breakfast special. Mention the pancakes.',
    audience: 'Commuters in Ashford',
  };
  const kit = writeKit(briefOf(diner));
  const all = [...posts(kit), kit.email.body].join('\n');

  it('is told as what it is, what it serves and what it costs, never as a menu card nor its sales line', () => {
    expect(all).toContain('Our breakfast special: homemade pancakes and bacon, $8.95.');
    // "Start your day with …" is the card's sales line, pasted (judged so on every real diner).
    expect(all).not.toMatch(/Start your day with/u);
    expect(all).not.toMatch(/Breakfast Special \(\$8\.95\):/u);
  });

  it('is a dish not to miss, not one that "is on the menu" (what a menu always says) nor one to try "while you\'re here"', () => {
    const cafe = { ...diner, prompt: 'Promote our lunch special this month. Mention the apple pie.' };
    const text = posts(writeKit(briefOf(cafe))).join('\n');
    expect(text).not.toMatch(/(?:is|are) on the menu\.|While you're here/u);
    expect(text).toMatch(/Don't miss our apple pie\./u);
    // Not "Save room for …": beside another dish it was read as saving room after it for this one.
    expect(text).not.toMatch(/Save room for/u);
  });

  it('is told in the email by its card when the owner asks to mention it, in a paragraph after the news with the owner\'s other statements', () => {
    const fishFry = writeKit(briefOf({ ...diner, prompt: 'We are adding a Friday fish fry this month. Mention we open at 7AM and the pancakes.' }));
    const paragraphs = fishFry.email.body.split('\n\n');
    // The news alone first: "We're adding a Friday fish fry this month! We open at 7AM. Don't miss our pancakes." read as stitched together.
    expect(paragraphs[1], fishFry.email.body).toMatch(/Friday fish fry/u);
    expect(paragraphs[1], fishFry.email.body).not.toMatch(/7AM|pancakes/u);
    const after = paragraphs.find((paragraph) => /7AM/u.test(paragraph));
    expect(after, fishFry.email.body).toMatch(/homemade pancakes and bacon, \$8\.95\./u);
    expect(fishFry.email.body).not.toMatch(/Don't miss our pancakes/u);
  });

  it('is not followed by a line that mentions again what it just said', () => {
    for (const text of posts(kit)) {
      if (text.includes('pancakes and bacon')) expect(text, text).not.toMatch(/also find our pancakes|pancakes (?:is|are) on the menu too/iu);
    }
  });
});

describe('what counts as the campaign', () => {
  const salon = {
    url: 'https://linden-skin.test/',
    html: `<!doctype html><html lang="en"><head><title>Linden Skin Studio</title></head><body>
      <h1>Linden Skin Studio</h1><p>Skin and hair removal treatments in Bath.</p>
      <section><h2>Our treatments</h2>
        <div class="card"><h3>Laser hair removal</h3><p>Smooth legs without daily shaving or ingrown hairs.</p></div>
        <div class="card"><h3>Hair removal with wax</h3><p>Warm wax for every zone, done gently.</p></div>
        <div class="card"><h3>Facials</h3><p>Visible results from the first session.</p></div>
      </section></body></html>`,
    prompt: 'Promote laser hair removal this autumn, 20% off the first legs package.',
    audience: 'Women in Bath',
  };
  const story = readStory(briefOf(salon));

  it("is the offering named for the thing, not another whose card lists it among its own (whitening beside aligners)", () => {
    const dentist = {
      url: 'https://harbour-dental.test/',
      html: `<!doctype html><html lang="en"><head><title>Harbour Dental</title></head><body><h1>Harbour Dental</h1><p>Family dentistry in Whitby.</p>
        <section><h2>Treatments</h2>
          <div class="card"><h3>Cosmetic dentistry</h3><p>Whitening and clear aligners for a natural smile you can be proud of.</p></div>
          <div class="card"><h3>Clear aligners</h3></div>
          <div class="card"><h3>Children's dentistry</h3><p>Yearly check-ups and prevention for little ones.</p></div>
        </section></body></html>`,
      prompt: 'Promote clear aligners this month.',
      audience: 'Adults in Whitby',
    };
    const onTopic = readStory(briefOf(dentist)).details.filter((detail) => detail.onTopic).map((detail) => detail.name);
    expect(onTopic).toEqual(['Clear aligners']);
  });

  it('is the detail that shares the most of what is promoted, not one that shares only its head word or a word of the offer', () => {
    const onTopic = story.details.filter((detail) => detail.onTopic).map((detail) => detail.name);
    expect(onTopic).toEqual(['Laser hair removal']);
  });
});

describe('a season the owner names', () => {
  it('is in every opening of the campaign, not in one of them', () => {
    const brief = briefOf({ ...hardware, prompt: 'Rainy season is coming: promote our gutters. Straight-talking.' });
    const story = readStory(brief);
    const openings = [0, 1, 2, 3].map((variant) => locales.en!.campaignHook(story, variant)!);
    for (const opening of openings) expect(opening).toMatch(/rainy season/iu);
    expect(new Set(openings).size).toBeGreaterThan(1);
  });

  it("opens in the owner's own line for the season when they wrote one, not a quiz", () => {
    const brief = briefOf({ ...hardware, prompt: 'Rainy season is coming: promote our gutters. Straight-talking.' });
    const openings = posts(writeKit(brief)).map((text) => text.split('\n')[0]!);
    expect(openings.some((line) => line.startsWith('Rainy season is coming.')), openings.join('\n')).toBe(true);
    expect(openings.filter((line) => line.startsWith('Ready for'))).toEqual([]);
  });
});

describe('English frames a native copywriter would keep', () => {
  const tours = {
    url: 'https://blue-heron-paddle.test/',
    html: `<!doctype html><html lang="en"><head><title>Blue Heron Paddle Co.</title></head><body>
      <h1>Blue Heron Paddle Co.</h1><p>Kayak rentals and guided paddles on the Silver River.</p>
      <section><h2>Our tours</h2>
        <div class="card"><h3>Guided tours</h3><p>Two hours on the river with a guide who knows every spring.</p></div>
        <div class="card"><h3>Kayak rentals</h3><p>Single and tandem kayaks by the hour.</p></div>
        <div class="card"><h3>Sunset paddles</h3><p>An evening on calm water as the birds come home.</p></div>
      </section><footer><a href="tel:+13525550188">(352) 555-0188</a></footer></body></html>`,
    prompt: 'Otter season! Get people to book guided tours on weekdays. Fun tone. Mention our private launch and pick-up shuttle.',
    audience: 'Families visiting Florida',
  };
  const kit = writeKit(briefOf(tours));
  const all = [...posts(kit), kit.email.body].join('\n');

  it('says when a thing is had before it, as a person does: "our weekday guided tours", not "our guided tours on weekdays"', () => {
    expect(all).toMatch(/our weekday guided tours/u);
    expect(all).not.toMatch(/guided tours on weekdays/u);
    expect(timedAsAttribute('lunches on Fridays', 'en')).toBe('Friday lunches');
    expect(timedAsAttribute('yoga classes in the morning', 'en')).toBe('morning yoga classes');
    // A list, another language or no time: as written.
    expect(timedAsAttribute('roofing sheets and gutters on weekdays', 'en')).toBe('roofing sheets and gutters on weekdays');
    expect(timedAsAttribute('visitas entre semana', 'es')).toBe('visitas entre semana');
  });

  it("tells the owner's reason for the campaign as their sentence, and never lists it as an item", () => {
    const quieter = writeKit(briefOf({ ...tours, prompt: tours.prompt.replace('on weekdays.', 'on weekdays when it is quieter.') }));
    const text = [...posts(quieter), quieter.email.body].join('\n');
    // Said as people write posts: "It's quieter", not "It is quieter".
    expect(text).toMatch(/It's quieter on weekdays\./u);
    expect(text).not.toMatch(/It is quieter/u);
    expect(quieter.email.body).toMatch(/It's quieter on weekdays\./u);
    expect(text).not.toMatch(/^(?:✔|–) It(?:'s| is) quieter/mu);
    // The reason is no part of what is promoted: no tour "when it is quieter".
    expect(text).not.toMatch(/tours on weekdays when/u);
    // It makes its point in a post or two, after the campaign, never above it.
    const telling = posts(quieter).filter((post) => /quieter/u.test(post));
    expect(telling.length).toBeGreaterThanOrEqual(1);
    expect(telling.length).toBeLessThanOrEqual(2);
    for (const post of telling) expect(post, post).not.toMatch(/^It's quieter/u);
  });

  it("contracts the owner's statements as posts do, and leaves a verb that ends its clause whole", () => {
    const story = readStory(briefOf(tours));
    expect(locales.en!.statement('we are CIFOZ certified', story)).toBe("We're CIFOZ certified.");
    expect(locales.en!.statement('there is free parking', story)).toBe("There's free parking.");
    expect(locales.en!.statement('we do not charge for advice', story)).toBe("We don't charge for advice.");
    expect(locales.en!.statement("that is what it is", story)).toBe("That's what it is.");
  });

  it("says it would love to see the reader in a whole sentence, never after a label and a colon, and claims no scarcity", () => {
    const story = readStory(briefOf(tours));
    const ties = [0, 1, 2, 3, 4, 5].map((variant) => locales.en!.campaignTie(story, variant)).filter((tie): tie is string => !!tie && /love to see you/u.test(tie));
    expect(ties.length).toBeGreaterThan(0);
    for (const tie of ties) expect(tie).toMatch(/^(?:We'd|I'd) love to see you (?:on|at) /u);
    expect(all).not.toMatch(/: we'd love to see you there/u);
    // Nor any scarcity the page and the brief never state.
    expect(all).not.toMatch(/while there's room|spots? left|limited (?:places|spots|space)|selling fast/iu);
  });

  it("sets the campaign's own lines under the hero, not a site pitch about something else", () => {
    const rentals = { ...tours, html: tours.html.replace('<p>Kayak rentals and guided paddles on the Silver River.</p>', '<p>We rent kayaks and canoes with all the equipment you need for a day on the water.</p>') };
    const hero = writeKit(briefOf(rentals)).website;
    expect(hero.hero.toLowerCase()).toContain('guided tours');
    expect(hero.subheading).not.toMatch(/rent kayaks/u);
    expect(hero.subheading.length).toBeGreaterThan(0);
  });

  it('adds the things to mention as a whole sentence, never "And …, of course."', () => {
    expect(all).toMatch(/private launch/u);
    expect(all).not.toMatch(/^And .*, of course\./mu);
    // Said as what the business has, each thing with its article; never a connector with nothing before it.
    expect(all).toMatch(/(?:We have|You get) a private launch and a pick-up shuttle\./u);
    expect(all).not.toMatch(/our private launch and our pick-up shuttle/u);
    expect(all).not.toMatch(/(?:^|\. )And our private launch/u);
    expect(all).not.toMatch(/^(?:Plus|Also|And)\b/mu);
    expect(all).not.toMatch(/make it easy/u);
  });

  it('asks no British "Is everything sorted for…?", and says "call us at" to an American number', () => {
    expect(all).not.toMatch(/Is everything sorted/u);
    expect(all).toMatch(/call us at \(352\) 555-0188/iu);
    expect(all).not.toMatch(/Call us on \(352\)/u);
  });
});

describe("an offering's own sentence in the owner's voice", () => {
  it('stands without its card label in every language, while a fragment keeps the label it describes', () => {
    const storyIn = (prefix: string) => readStory(kits.find((k) => k.key.startsWith(prefix))!.brief);
    const cases = [
      ['es:', 'Asistencia infantil', 'Aseguramos la salud dental de los más pequeños con revisiones anuales.'],
      ['fr:', 'Soins du visage', 'Nous travaillons avec des produits bio.'],
      ['hardware', 'Roofing sheets', 'We cut every sheet to length while you wait.'],
    ] as const;
    for (const [prefix, name, description] of cases) {
      const story = storyIn(prefix);
      const line = locales[story.language]!.detailSentences({ name, description, price: null }, story, 0)!.replace(/\u202f/gu, ' ');
      expect(line, prefix).toBe(description);
    }
    const es = storyIn('es:');
    expect(locales.es!.detailSentences({ name: 'Estética dental', description: 'Blanqueamiento dental y ortodoncia transparente.', price: null }, es, 0)).toMatch(/^Estética dental: /u);
  });
});

describe('a long review, the offer and the statements', () => {
  const long = "I was nervous about laser after a bad experience elsewhere. Mara explained everything and set the intensity to what felt right for me. After eight sessions on my legs the result is amazing and I have nothing left to shave.";
  const studio = {
    url: 'https://fern-laser.test/',
    html: `<!doctype html><html lang="en"><head><title>Fern Laser Studio</title>
      <script type="application/ld+json">{"@type":"BeautySalon","name":"Fern Laser Studio","review":{"@type":"Review","author":{"@type":"Person","name":"Holly"},"reviewBody":"I was nervous about laser. Mara explained everything. After eight sessions on my legs the result is amazing."}}</script></head><body>
      <h1>Fern Laser Studio</h1><p>Laser hair removal and skin care in Bath.</p>
      <section><h2>Our treatments</h2>
        <div class="card"><h3>Laser hair removal</h3><p>No more daily shaving or ingrown hairs.</p></div>
        <div class="card"><h3>Facials</h3><p>Targeted care for dull or tired skin.</p></div>
        <div class="card"><h3>Waxing</h3><p>Warm wax for every zone.</p></div>
      </section>
      <section class="testimonials"><blockquote>"${long}" <cite>Holly, Bath</cite></blockquote></section></body></html>`,
    prompt: 'Promote laser hair removal this autumn: 20% off the first legs package. Mention that online booking is free.',
    audience: 'Women in Bath',
  };
  const brief = briefOf(studio);
  const kit = writeKit(brief);
  const tweets = kit.social.find((network) => network.platform === 'Twitter')!.options;

  it('quotes a review the page gives twice (its text and a shorter copy in its data) once, whole where there is room', () => {
    expect(readStory(brief).proof.map((proof) => proof.quote)).toEqual([long]);
  });

  it('cuts a long review on X to its last whole sentences, the verdict, with no stray ellipsis, and keeps the line back to the campaign', () => {
    const quoted = tweets.find((text) => text.includes('nothing left to shave'));
    expect(quoted).toBeDefined();
    expect(quoted).toMatch(/“\p{Lu}[^”…]*nothing left to shave\.” — Holly/u);
    expect(quoted).not.toMatch(/I was nervous/u);
    expect(quoted!.toLowerCase()).toContain('laser hair removal');
    for (const text of tweets) expect(fitsPlatform(text, 'Twitter'), text).toBe(true);
  });

  it('never says a treatment promoted this autumn "starts" this autumn: only something new starts', () => {
    expect(posts(kit).join('\n')).not.toMatch(/starts this autumn/u);
    const fishFry = writeKit(briefOf({ ...studio, prompt: "We're adding a Friday fish fry this month." }));
    expect(posts(fishFry).join('\n')).toMatch(/Friday fish fry starts this month/u);
  });

  it("says the owner's offer in every post, reviews and details included, and keeps it on X", () => {
    for (const text of posts(kit)) expect(text, text).toMatch(/20% off/u);
    for (const text of tweets) expect(fitsPlatform(text, 'Twitter'), text).toBe(true);
  });

  it("puts the owner's offer in the ad and every statement in the campaign email", () => {
    expect(kit.ad.description).toMatch(/20% off/u);
    expect(kit.email.body.toLowerCase()).toContain('online booking is free');
  });
});

describe('a thing the owner asked to mention', () => {
  it('is said in a little over half of the posts, not in nearly every one', () => {
    const { kit } = kits[0]!;
    const said = posts(kit).filter((text) => text.split('\n').some((line) => !line.startsWith('#') && /free expert advice|expert advice is free/iu.test(line))).length;
    // The hardware brief "must mention" free expert advice: every post; a thing to mention only, in its share.
    expect(said, posts(kit).filter((text) => !/free expert advice|expert advice is free/iu.test(text)).join('\n=====\n')).toBe(12);
    const tours = writeKit(briefOf({ ...hardware, prompt: 'Rainy season is coming: promote roofing sheets. Mention our site delivery.' }));
    const delivery = posts(tours).filter((text) => text.split('\n').some((line) => !line.startsWith('#') && /site delivery/iu.test(line))).length;
    expect(delivery).toBeGreaterThanOrEqual(6);
    expect(delivery).toBeLessThanOrEqual(8);
  });
});

describe("the owner's promotion window", () => {
  it('is not said as the offer\'s own time ("This month we want to promote …"), while a time the offer has stays', () => {
    const clinic = {
      url: 'https://harbour-physio.test/',
      html: `<!doctype html><html lang="en"><head><title>Harbour Physio</title></head><body><h1>Harbour Physio</h1>
        <section><h2>Sports massage</h2><p>Deep tissue work for runners and cyclists.</p></section><footer><p>4 Quay Street, Whitby</p></footer></body></html>`,
      prompt: 'This month we want to promote our sports massage.',
      audience: 'Runners in Whitby',
    };
    const kit = writeKit(briefOf(clinic));
    expect([...posts(kit), kit.email.subject, kit.email.body, kit.website.hero].join('\n')).not.toMatch(/this month/iu);
    const diner = { ...clinic, prompt: "We're adding a Friday fish fry this month." };
    expect(posts(writeKit(briefOf(diner))).join('\n')).toMatch(/this month/u);
  });
});

describe('the things the owner asked to mention, across the networks', () => {
  it('reach every network\'s posts, two of its three at most, not only the first networks\'', () => {
    const kit = writeKit(briefOf(manateeTours));
    for (const network of kit.social) {
      const saying = network.options.filter((text) => /private launch/iu.test(text.replace(/#\S+/gu, ''))).length;
      // (Facebook's posts, last in turn, had none: rated unusable as ignoring the brief.)
      expect(saying, `${network.platform}:\n${network.options.join('\n---\n')}`).toBeGreaterThanOrEqual(1);
      expect(saying).toBeLessThanOrEqual(2);
    }
  });
});

describe('English for goods a local business stocks', () => {
  it('says what it has and asks what a customer needs, never "Get our gutters" or "Thinking about gutters?", and says free advice is free', () => {
    const all = [...posts(kits[0]!.kit), kits[0]!.kit.email.body].join('\n');
    expect(all).toMatch(/We've got roofing sheets, waterproofing and gutters/u);
    expect(all).not.toMatch(/\bGet our\b/u);
    expect(all).not.toMatch(/Thinking about/u);
    expect(all).not.toMatch(/Ask us about free expert advice/u);
    expect(all).toMatch(/Our expert advice is free/u);
  });

  it('asks at most two questions in a kit, and says two short statements in a row as one sentence', () => {
    const kit = kits[0]!.kit;
    // The questions to the readers ("Need gutters for the rainy season?"), not an opening's "Ready for …?".
    const asking = posts(kit).filter((text) => /(?:^|[.!?] )(?:Need|Who's joining)\b[^?]*\?/mu.test(text));
    expect(asking.length).toBeGreaterThanOrEqual(1);
    expect(asking.length, asking.join('\n=====\n')).toBeLessThanOrEqual(2);
    const all = [...posts(kit), kit.email.body].join('\n');
    expect(all).toMatch(/(?:free|site), and (?:our|we)\b/u);
    expect(all).not.toMatch(/(?:We are|Our) [^.!?]{3,45}\. (?:Our|We are) [^.!?]{3,45}\./u);
  });
});

describe('a deadline written after the last of several things', () => {
  it('belongs to that thing: the posts about the other things do not carry it', () => {
    const kit = writeKit(briefOf({ ...hardware, prompt: 'Promote our gutter installation and roof repairs before the rainy season.' }));
    const alone = posts(kit).filter((text) => /gutter installation/iu.test(text) && !/roof repairs/iu.test(text));
    expect(alone.length).toBeGreaterThan(0);
    for (const text of alone) expect(text, text).not.toMatch(/rainy season/iu);
    expect(posts(kit).some((text) => /roof repairs/iu.test(text) && !/gutter installation/iu.test(text) && /rainy season/iu.test(text))).toBe(true);
    expect([...posts(kit), kit.email.subject, kit.email.body].join('\n')).not.toMatch(/the before|roof repairs before/iu);
  });
});

describe('a "Call us" call to action', () => {
  it('gives the number the pages show, once a post', () => {
    const withPhone = { ...hardware, html: hardware.html.replace('<footer>', '<footer><a href="tel:+263242555018">+263 24 255 5018</a>') };
    const kit = writeKit(briefOf(withPhone));
    const facebook = kit.social.find((network) => network.platform === 'Facebook')!.options;
    expect(facebook[0]).toMatch(/Call us today at \+263 24 255 5018 or visit https:\/\/stonebridge-supply\.test\//u);
    for (const text of [...posts(kit), kit.email.body]) expect(text.split('255 5018').length - 1, text).toBeLessThanOrEqual(1);
  });
});

describe("a tweet under a customer's review", () => {
  it('keeps its line back to the campaign beside what the owner asked for in every piece, and no question whose answer was cut', () => {
    const { kit } = kits[0]!;
    const tweets = kit.social.find((network) => network.platform === 'Twitter')!.options.filter((text) => text.startsWith('“'));
    for (const text of tweets) {
      const body = text.split('\n\n').slice(1, -2).join(' ');
      expect(body, text).toMatch(/roofing sheets|waterproofing|gutters/iu);
      expect(body, text).not.toMatch(/\?$/u);
      expect(fitsPlatform(text, 'Twitter'), text).toBe(true);
    }
  });
});

describe('the hashtag of a post about one thing of the campaign', () => {
  it("is that thing's, not the campaign's first thing's", () => {
    const { kit } = kits[0]!;
    const aboutGutters = posts(kit).filter((text) => /gutters/iu.test(text.split('\n')[0]!) && !/roofing sheets/iu.test(text.split('\n')[0]!));
    expect(aboutGutters.length).toBeGreaterThan(0);
    for (const text of aboutGutters) expect(text.split('\n').at(-1), text).toMatch(/^#Gutters\b/u);
  });
});

describe('the campaign email', () => {
  it('is signed by the one person the page names, where the business writes as "I", else by the business', () => {
    expect(writeKit(briefOf(hardware)).email.body).toMatch(/\nStonebridge Supply$/u);
    // "Retrouvez-moi …" signed "Elema'Beauté" was read as a letter from nobody.
    const studio = {
      url: 'https://fern-studio.test/',
      html: `<!doctype html><html lang="en"><head><title>Fern Studio</title></head><body><h1>Fern Studio</h1>
        <p>I'm Maya Lind, and I run Fern Studio, a one-woman pottery studio in Hove.</p>
        <section><h2>Classes</h2><div class="card"><h3>Wheel classes</h3><p>Four evenings at the wheel, clay and firing included.</p></div></section>
        <section><h2>Maya Lind – founder</h2><p>I throw every pot in the studio myself.</p></section></body></html>`,
      prompt: 'Promote my wheel classes this autumn. Write in the first person.',
      audience: 'Beginners in Hove',
    };
    const brief = briefOf(studio);
    expect(readStory(brief).person).toBe('I');
    expect(writeKit(brief).email.body).toMatch(/\nMaya$/u);
  });
});

describe("a card's promise to the visitor", () => {
  const outfitter = {
    url: 'https://cedar-run.test/',
    html: `<!doctype html><html lang="en"><head><title>Cedar Run Outfitters</title></head><body><h1>Cedar Run Outfitters</h1>
      <p>Kayak rentals and river trips on the Cedar River.</p>
      <section><h2>What we do</h2>
        <div class="card"><h3>Guided tours</h3><p>We can work with you in advance to plan out unique tours. Otters and herons are the main attraction on the upper river.</p></div>
        <div class="card"><h3>Rentals</h3><p>Single and tandem kayaks by the day.</p></div>
      </section></body></html>`,
    prompt: 'Promote our guided tours this spring. Fun tone.',
    audience: 'Families in Cedar Falls',
  };

  it('is no description of the thing', () => {
    // "We can work with you in advance to plan out unique tours." and "Buscamos la solución más adecuada para ti: …"
    // were read as the page's sales talk pasted in; the card's next sentence in its place was rated unusable too.
    const story = readStory(briefOf(outfitter));
    expect(story.details.find((detail) => detail.name === 'Guided tours')?.description).toBeNull();
    const kit = writeKit(briefOf(outfitter));
    expect([...posts(kit), kit.email.body].join('\n')).not.toMatch(/work with you in advance/u);
  });

  it('is only an offer to do whatever the reader needs: a plain commitment to them describes its offering', () => {
    const workshop = {
      ...outfitter,
      html: outfitter.html.replace('We can work with you in advance to plan out unique tours. Otters and herons are the main attraction on the upper river.', 'We repair every kayak we rent out, for as long as you paddle it.'),
    };
    expect(readStory(briefOf(workshop)).details.find((detail) => detail.name === 'Guided tours')?.description).toBe('We repair every kayak we rent out, for as long as you paddle it.');
  });
});

describe('a campaign for the whole business ("bookings for the summer", "inscriptions pour la rentrée")', () => {
  it("is told with what the business offers, since every offering is what it is about", () => {
    const studio = {
      url: 'https://tidewater-yoga.test/',
      html: `<!doctype html><html lang="en"><head><title>Tidewater Yoga</title></head><body><h1>Tidewater Yoga</h1>
        <section><h2>Classes</h2>
          <div class="card"><h3>Morning flow</h3><p>An hour of slow flow to start the day, all levels welcome.</p></div>
          <div class="card"><h3>Yin and breath</h3><p>Long holds and breathing for a calm evening.</p></div>
        </section></body></html>`,
      prompt: 'Bookings for the summer term are open.',
      audience: '',
    };
    const story = readStory(briefOf(studio));
    expect(story.details.filter((detail) => detail.onTopic).map((detail) => detail.name)).toEqual(expect.arrayContaining(['Morning flow', 'Yin and breath']));
    expect(posts(writeKit(briefOf(studio))).join('\n')).toMatch(/slow flow|Long holds/u);
  });
});

describe("a category's 'from' price", () => {
  it('stays with the category, never before a list of its items, which the price list may price otherwise', () => {
    const laundry = {
      url: 'https://bluewater-laundry.test/',
      html: `<!doctype html><html lang="en"><head><title>Bluewater Laundry</title></head><body><h1>Bluewater Laundry</h1><p>Dry cleaning and laundry in Leeds.</p>
        <section><h2>Our services</h2>
          <div class="card"><h3>Home textiles</h3><p>Duvets, curtains, bedspreads, rugs.</p><p class="price">from £4/kg</p></div>
          <div class="card"><h3>Suits</h3><p>Pressed and cleaned in two days.</p><p class="price">from £12</p></div>
        </section></body></html>`,
      prompt: 'Promote our home textiles cleaning before winter.',
      audience: 'Families in Leeds',
    };
    const kit = writeKit(briefOf(laundry));
    const all = [...posts(kit), kit.email.body, kit.website.features].join('\n');
    expect(all).not.toMatch(/£4\/kg[^.\n]*:\s*duvets|duvets[^.\n]*£4\/kg/iu);
  });
});

describe('a post that opens on its own line', () => {
  const tours = {
    url: 'https://river-kayaks.test/',
    html: `<!doctype html><html lang="en"><head><title>River Kayaks</title></head><body><h1>River Kayaks</h1><p>Kayak and canoe rentals and guided tours on the Silver River.</p>
      <section><h2>Guided tours</h2><p>Our guides take small groups down the river every morning.</p></section>
      <section><h2>Rentals</h2><p>Single and tandem kayaks by the hour or the day.</p></section>
      <footer><p>12 River Road, Silver Springs</p><p>Open every day, 8am–6pm</p></footer></body></html>`,
    prompt: 'Manatee season! Get people to book guided tours on weekdays when it is quieter. Fun, outdoorsy tone. Mention our private launch and pick-up shuttle.',
    audience: 'Tourists and families',
  };

  it('adds to nothing ("There\'s a private launch, too."), and names the campaign once, not again in the line back to it', () => {
    for (const text of posts(writeKit(briefOf(tours)))) {
      expect(text.split('\n')[0], text).not.toMatch(/,\s*too[.!]$/u);
      for (const paragraph of text.split('\n\n')) expect(paragraph.match(/weekday guided tours/giu)?.length ?? 0, text).toBeLessThanOrEqual(1);
    }
  });
});

describe('a question after an opening', () => {
  it('never asks whether the reader needs what the opening has just offered ("We\'ve got gutters …", then "Need gutters …?")', () => {
    // A page that says nothing of the campaign's things: the posts are the owner's points under the campaign's openings.
    const html = hardware.html.replace(/<div class="card"><h3>(?:Roofing sheets|Gutters)<\/h3>.*?<\/div>/gu, '');
    const rk = { ...hardware, html, prompt: 'Rainy season is coming — promote roofing sheets, waterproofing and gutters. Straight-talking, practical. Must mention free expert advice and that we are CIFOZ certified.' };
    for (const text of posts(writeKit(briefOf(rk)))) {
      const [opening, ...rest] = text.split('\n\n');
      for (const thing of ['roofing sheets', 'waterproofing', 'gutters']) {
        if (new RegExp(`got ${thing}`, 'iu').test(opening!)) expect(rest.join(' '), text).not.toMatch(new RegExp(`Need ${thing}`, 'iu'));
      }
    }
  });
});

describe('a thing to mention that the page prices', () => {
  it('is said with its price', () => {
    const page = { ...hardware, html: hardware.html.replace('<footer>', '<section class="promo"><div class="promo-label">Deal of the week</div><div class="promo-item"><span class="promo-name">Paint rollers</span><span class="promo-price">$6.50 <small>(each)</small></span></div></section><footer>'), prompt: 'Rainy season is coming: promote roofing sheets. Mention the paint roller deal.' };
    const brief = briefOf(page);
    expect(readStory(brief).mentions.find((thing) => /paint roller/iu.test(thing.text))?.price).toBe('$6.50');
    const said = posts(writeKit(brief)).filter((text) => /paint roller deal/iu.test(text));
    expect(said.length).toBeGreaterThan(0);
    for (const text of said) expect(text, text).toMatch(/paint roller deal \(\$6\.50\)/iu);
  });
});

describe('words that name members of every object', () => {
  // A page or a brief may say "constructor" or "toString": the word tables read them as words, not as methods.
  const words = 'constructor toString valueOf hasOwnProperty __proto__';
  it.each(['en', 'de', 'es', 'fr', 'pt'] as const)('writes a whole kit in %s for a business that uses them', (language) => {
    const site = {
      url: 'https://constructor.test/',
      html: `<!doctype html><html lang="${language}"><head><title>constructor</title></head><body><h1>constructor</h1><p>${words}</p><ul><li>toString</li><li>valueOf</li></ul></body></html>`,
      prompt: `${words} ${words}`,
      audience: 'constructor',
    };
    const brief = briefOf(site);
    for (const person of ['I', 'we'] as const) {
      const kit = writeKit({ ...brief, instructions: { ...brief.instructions, person } });
      const text = JSON.stringify(kit);
      expect(posts(kit).length).toBeGreaterThan(0);
      expect(text).not.toMatch(/function|\[native code\]|\[object Object\]|undefined/u);
    }
  });
});

describe('the ad, the campaign email and the hero', () => {
  /** A made-up deli launching catering, with a card that asks the visitor a question and an offer in the brief. */
  const deli = {
    url: 'https://harbor-street-deli.test/',
    html: `<!doctype html><html lang="en"><head><title>Harbor Street Deli</title></head><body>
      <h1>Harbor Street Deli</h1><p>Sandwiches and salads on Harbor Street, Portland.</p><a class="btn" href="/contact">Contact us</a>
      <section><h2>Why us</h2>
        <div class="card"><h3>Sauces</h3><p>Garlic, chili or herb?</p></div>
        <div class="card"><h3>Pickles</h3><p>Dill or bread-and-butter? We brine every jar ourselves.</p></div>
        <div class="card"><h3>Fresh daily</h3><p>We slice our vegetables every morning and pick our meat with care.</p></div>
      </section></body></html>`,
    prompt: 'New: catering for parties and offices. 10% off the first order. Short and punchy.',
    audience: 'Offices and families in Portland',
  };

  it("heads the ad with the campaign and describes it with what the page adds, not the headline again", () => {
    const kit = writeKit(briefOf(deli));
    const headline = kit.ad.headline.toLowerCase();
    const added = kit.ad.description.toLowerCase().split(/[^a-z0-9%]+/u).filter((word) => word.length >= 4 && !headline.includes(word));
    expect(added.length, kit.ad.description).toBeGreaterThanOrEqual(3);
  });

  it("describes the ad in short pieces that each add a fact: the campaign's other things, the owner's points, never the headline again", () => {
    const kit = writeKit(briefOf(hardware));
    // The headline says where, the business's name not saying it.
    expect(kit.ad.headline).toBe('Roofing sheets in Harare');
    // (The campaign whole again under its first thing was read as the headline said twice, five judges of ten.)
    expect(kit.ad.description).toMatch(/^Plus waterproofing and gutters\. Free expert advice\./u);
    expect(kit.ad.description).not.toMatch(/Roofing sheets|Harare/u);
    expect(kit.ad.description.length).toBeLessThanOrEqual(90);
  });

  it('lists what the house\'s description lists for a reader under the owner\'s points, never its offerings, towns or a clause', () => {
    const store = {
      url: 'https://kelvin-supply.test/',
      html: `<!doctype html><html lang="en"><head><title>Kelvin Supply</title>
        <meta name="description" content="Kelvin Supply, Harare's building materials store since 2001. 400+ products, same-day delivery, trade pricing."></head><body>
        <h1>Kelvin Supply</h1><section><h2>Roofing sheets</h2><p>Galvanised sheets cut to length.</p></section>
        <p>We are a family business, open and honest, serving Harare, Chitungwiza and Ruwa.</p><footer><p>9 Kelvin Road, Harare</p></footer></body></html>`,
      prompt: 'Rainy season is coming: promote roofing sheets and gutters. Must mention free expert advice and that we are certified.',
      audience: 'Contractors in Harare',
    };
    const kit = writeKit(briefOf(store));
    const listed = posts(kit).find((text) => text.includes('✔ Free expert advice'));
    expect(listed, posts(kit).join('\n---\n')).toBeDefined();
    expect(listed).toMatch(/✔ 400\+ products\n✔ Same-day delivery/u);
    expect(posts(kit).join('\n')).not.toMatch(/✔ (?:Roofing sheets|Ruwa|Chitungwiza|We are)/u);
  });

  it('adds the campaign\'s other things to the one its headline names, in the kit\'s language', () => {
    const clinic = {
      url: 'https://clinica-rio.test/',
      html: `<!doctype html><html lang="es"><head><title>Clínica Río</title></head><body><h1>Clínica Río</h1>
        <p>Clínica dental familiar en Irún desde 1998.</p><footer><p>Calle del Río, 24, 20301 Irún</p></footer></body></html>`,
      prompt: 'Este mes queremos dar a conocer la ortodoncia invisible y las revisiones para niños. Recordar que hay aparcamiento.',
      audience: 'Familias de Irún',
    };
    const { ad } = writeKit(briefOf(clinic));
    expect(ad.headline).toMatch(/^Ortodoncia invisible/u);
    expect(ad.description).toMatch(/^Y revisiones para niños\./u);
    expect(ad.description).not.toMatch(/ortodoncia/iu);
  });

  it("says the owner's offer in the campaign email's subject and at the top of the page", () => {
    const kit = writeKit(briefOf(deli));
    expect(kit.email.subject).toContain('10%');
    expect(`${kit.website.hero} ${kit.website.subheading}`).toContain('10%');
  });

  it('names the campaign whole where a post announces it and by its head after that, as a person would', () => {
    const kit = writeKit(briefOf(deli));
    const all = posts(kit);
    expect(all.filter((text) => /catering for parties and offices/iu.test(text)).length, all.join('\n---\n')).toBeGreaterThanOrEqual(3);
    expect(all.some((text) => /catering/iu.test(text) && !/catering for parties and offices/iu.test(text)), all.join('\n---\n')).toBe(true);
    expect(`${kit.email.subject} ${kit.email.body}`).toMatch(/catering for parties and offices/iu);
  });

  it("says the owner's offer once a post, invites the reader to ask once, and opens on the campaign's whole name", () => {
    const all = posts(writeKit(briefOf(deli)));
    for (const text of all) {
      expect(text.match(/10%/gu)?.length ?? 0, text).toBeLessThanOrEqual(1);
      if (/ask us|talk to us/iu.test(text)) expect(text, text).not.toMatch(/Questions\?/u);
      // "Harbor Street Deli: catering." says nothing: an opening names the campaign whole.
      expect(text.split('\n')[0], text).not.toMatch(/catering[.!]?$/iu);
    }
  });

  it('gives a catering post the number to order it by with its button, never the shop’s address', () => {
    const shop = {
      ...deli,
      html: `<!doctype html><html lang="en"><head><title>Harbor Street Deli</title></head><body>
        <h1>Harbor Street Deli</h1><p>Sandwiches and salads on Harbor Street, Portland.</p>
        <footer><p>Call <a href="tel:+12075550142">(207) 555-0142</a></p><address>12 Harbor Street, Portland</address></footer></body></html>`,
      prompt: 'New: catering for parties and offices. Short and punchy.',
    };
    const all = posts(writeKit(briefOf(shop)));
    // Where the shop is says nothing to a reader the catering comes to ("Du findest uns in der Elmstraße 6" under a
    // catering was read as filler in four pieces of four); the number goes with the button, one call to action a post.
    expect(all.join('\n'), all.join('\n---\n')).not.toContain('12 Harbor Street');
    expect(all.some((text) => /(?:https?:\/\/\S+|link in bio)\.?\nOr call us at \(207\) 555-0142/u.test(text)), all.join('\n---\n')).toBe(true);
    for (const text of all) expect(text.match(/555-0142/gu)?.length ?? 0, text).toBeLessThanOrEqual(1);
    for (const text of all) expect(text, text).not.toMatch(/Questions\? Call us/u);
  });

  it('takes no question a card asks the visitor as what the offering is', () => {
    const story = readStory(briefOf(deli));
    expect(story.details.find((detail) => detail.name === 'Sauces')?.description ?? null).toBeNull();
    expect(story.details.find((detail) => detail.name === 'Pickles')?.description).toBe('We brine every jar ourselves.');
    expect(posts(writeKit(briefOf(deli))).join('\n')).not.toContain('Garlic, chili or herb?');
  });
});

describe('an owner’s points woven into the posts', () => {
  /** A made-up paddle outfitter: a reason for the campaign, two things to mention, and a rentals card that is not the campaign. */
  const paddle = {
    url: 'https://cedar-creek-paddle.test/',
    html: `<!doctype html><html lang="en"><head><title>Cedar Creek Paddle Co.</title></head><body>
      <h1>Cedar Creek Paddle Co.</h1><p>Paddle trips on Cedar Creek, Missouri.</p><a class="btn" href="/book">Book a trip</a>
      <section><h2>What we do</h2>
        <div class="card"><h3>Guided sunset trips</h3><p>Two hours on the water with a guide who knows every bend of the creek.</p></div>
        <div class="card"><h3>Canoe rentals</h3><p>We rent canoes and kayaks by the day, paddles and vests included.</p></div>
      </section>
      <footer><p>Open daily 8am–6pm</p><p>Call (573) 555-0199</p></footer></body></html>`,
    prompt: 'Get people to book guided sunset trips on weekdays when it is quieter. Fun tone. Mention our riverside parking and free dry bags.',
    audience: 'Families visiting the Ozarks',
  };
  /** A made-up diner: a new dish to push, and a breakfast dish the owner wants mentioned that has its own card. */
  const diner = {
    url: 'https://maple-street-diner.test/',
    html: `<!doctype html><html lang="en"><head><title>Maple Street Diner</title></head><body>
      <h1>Maple Street Diner</h1><p>Home cooking in Salem, Oregon.</p><a class="btn" href="/order">Order online</a>
      <section><h2>Specials</h2><div class="card"><h3>Breakfast special</h3><p>Buttermilk pancakes with blueberry syrup, $7.50.</p></div></section>
      <footer><p>Open Monday to Saturday, 6am–2pm</p><p>120 Maple Street, Salem</p></footer></body></html>`,
    prompt: "We're adding a Saturday chili night this month. Friendly tone, mention the buttermilk pancakes.",
    audience: 'Families in Salem',
  };

  it("sets the owner's reason right after the opening it is the reason for, not as a line of its own under it", () => {
    const all = posts(writeKit(briefOf(paddle)));
    expect(all.some((text) => /guided sunset trip[^\n]* — it's quieter/iu.test(text.split('\n')[0]!)), all.join('\n---\n')).toBe(true);
  });

  it('books a tour where the site\'s own button only says "Contact us" (read as a weak ask under every post)', () => {
    const html = manateeTours.html.replace('<a class="btn" href="/book">Book a tour</a>', '<a class="btn" href="/contact">CONTACT US</a>');
    const kit = writeKit(briefOf({ ...manateeTours, html }));
    expect(kit.ad.cta).toBe('Book now');
    for (const text of posts(kit)) expect(text).not.toMatch(/Contact us/iu);
  });

  it("never sets the owner's reason on a line of its own, after a question either", () => {
    for (const text of posts(writeKit(briefOf(manateeTours)))) {
      for (const line of text.split('\n')) expect(line, text).not.toMatch(/^It's quieter (?:on weekdays|then)\./u);
    }
  });

  it('says the time the opening names already as "then" ("Book our weekday … — it\'s quieter on weekdays." said it twice)', () => {
    const openings = posts(writeKit(briefOf(paddle))).map((text) => text.split('\n')[0]!);
    expect(openings.some((line) => /^Book a weekday guided sunset trip\b[^\n]* — it's quieter then\.$/u.test(line)), openings.join('\n')).toBe(true);
    for (const line of openings) expect(line).not.toMatch(/weekday.* — it's quieter on weekdays/u);
  });

  it('asks no question naming the campaign right after an opening that named it', () => {
    for (const text of posts(writeKit(briefOf(diner)))) {
      const [opening, ...rest] = text.split('\n\n');
      if (!/chili night/iu.test(opening!)) continue;
      for (const line of rest) expect(line, text).not.toMatch(/chili night\?/iu);
    }
  });

  it("leads no post with the page's line for one of the owner's points, nor lists that offering as an item of the campaign", () => {
    const all = posts(writeKit(briefOf(diner)));
    for (const text of all) expect(text.split('\n')[0], text).not.toMatch(/^(?:our )?breakfast special/iu);
    expect(all.join('\n')).not.toMatch(/✔ Buttermilk pancakes/u);
  });

  it('asks the reader to order food bought to give, never to come and try it or to join them for it', () => {
    const gifts = { ...diner, prompt: 'Holiday push: individual turkey dinners as gifts for first responders and seniors. Warm family voice.' };
    const all = [...posts(writeKit(briefOf(gifts)))].join('\n');
    expect(all, all).toMatch(/Order our individual turkey dinners/u);
    expect(all).not.toMatch(/Come and try our individual turkey dinners|love to see you at our individual turkey dinners|joining us for our individual turkey dinners/u);
    // Too long for an ad's headline whole, the campaign heads the ad by its head, not by the diner's name.
    expect(writeKit(briefOf(gifts)).ad.headline).toBe('Individual turkey dinners');
  });

  it("says a campaign's long name whole in the offer posts only, and heads the page with it rather than with the business's name", () => {
    const gifts = { ...diner, prompt: 'Holiday season push: individual turkey dinners for Thanksgiving as gifts for first responders and seniors. Warm family voice.' };
    const kit = writeKit(briefOf(gifts));
    // What the dinners are given as is a sentence of its own, not part of a name said in every post.
    expect(posts(kit).join('\n')).not.toMatch(/dinners[^.\n]* as gifts for/u);
    expect(posts(kit).filter((text) => text.includes('as a gift to first responders and seniors')).length, posts(kit).join('\n---\n')).toBeGreaterThan(0);
    for (const text of posts(kit)) expect(text).toMatch(/turkey dinners/u);
    expect(posts(kit).join('\n')).not.toMatch(/Thanksgiving (?:for the|this) holiday season|#ForThanksgiving/u);
    expect(kit.website.hero).toMatch(/^Individual turkey dinners/u);
    expect(kit.website.hero).not.toBe('Maple Street Diner');
  });

  it("says the owner's 'doing this since 1927' with the page's words for what they have done, and a gift right after the thing given", () => {
    const caterer = {
      url: 'https://rossi-catering.test/',
      html: `<!doctype html><html lang="en"><head><title>Rossi Catering</title><meta name="description" content="Fine Food and Catering Since 1927."></head><body>
        <h1>Rossi Catering</h1><p>Family caterers in Brooklyn, New York.</p><footer><p>Call (718) 555-0100</p></footer></body></html>`,
      prompt: 'Holiday season push: individual turkey dinners for Thanksgiving as gifts for first responders and seniors, and book your Christmas party now in our Brooklyn banquet hall. Warm, old-fashioned family voice. Mention we have been doing this since 1927.',
      audience: 'Brooklyn families',
    };
    const kit = writeKit(briefOf(caterer));
    const all = [...posts(kit), kit.email.body, kit.ad.description, kit.website.subheading].join('\n---\n');
    expect(all).toMatch(/Fine food and catering since 1927\./u);
    expect(all).not.toMatch(/doing this since 1927|Fine Food and Catering Since 1927/u);
    // The gift is said of the dinners: never right after another line ("Book your Christmas party now … Give one as a gift").
    expect(all).toMatch(/turkey dinners[^\n]*[—.] [Gg]ive one as a gift to first responders and seniors/u);
    expect(all).not.toMatch(/banquet hall\. Give one as a gift/u);
    // The email: the second piece of news a paragraph of its own, no one-sentence paragraph between, a warm sign-off.
    const paragraphs = kit.email.body.split('\n\n');
    expect(paragraphs, kit.email.body).toContain('Book your Christmas party now in our Brooklyn banquet hall.');
    expect(paragraphs, kit.email.body).not.toContain('Fine food and catering since 1927.');
    expect(kit.email.body).toMatch(/Warm regards,\nRossi Catering/u);
  });

  it("leads an English email's subject with its period or its named season, not a label with the time tacked on", () => {
    expect(writeKit(briefOf(diner)).email.subject).toBe('New this month: our Saturday chili night');
    expect(writeKit(briefOf(manateeTours)).email.subject).toBe('Manatee season: weekday guided tours');
  });

  it('never asks who comes and then tells the reader whom to bring, nor to tag them, in the same post', () => {
    const house = {
      url: 'https://ostseehaus-moewe.test/',
      html: '<html lang="de"><head><title>Ostseehaus Möwe</title></head><body><h1>Ostseehaus Möwe</h1><p>Ferienhaus für bis zu 12 Personen an der Ostsee.</p><p>Sauna im oberen Badezimmer.</p><address>Strandweg 3, Barendorf</address></body></html>',
      prompt: 'Wir haben im Juni und September noch freie Wochen. Bitte locker und herzlich schreiben, wie für Freunde. Sauna erwähnen.',
      audience: 'Familien und Freundesgruppen aus Hamburg',
    };
    for (const brief of [briefOf(house), briefOf({ ...manateeTours, audience: 'Tourists and families visiting Florida' })]) {
      for (const text of posts(writeKit(brief))) {
        if (!/^(?:Wen|Wer|Who)\b[^?\n]*\?/mu.test(text)) continue;
        expect(text, text).not.toMatch(/Bringt die ganze Familie|Bring the whole family|Markiert, wen|Tag who/u);
      }
    }
  });

  it('asks for the campaign once a post: no line under the opening asks for it again in other words', () => {
    for (const brief of [briefOf(diner), briefOf(manateeTours), briefOf({ ...diner, prompt: 'Promote our tee times.' })]) {
      const locale = locales[brief.site.language]!;
      const story = readStory(brief);
      const asks = new Set([0, 1, 2, 3, 4, 5].flatMap((step) => [locale.campaignTie(story, step), locale.campaignHook(story, step)]).filter((line): line is string => !!line));
      for (const text of posts(writeKit(brief))) {
        const [opening, ...rest] = text.split('\n\n');
        if (!asks.has(opening!) || /^["“„«]/u.test(opening!)) continue;
        const lines = rest.flatMap((part) => part.split(/(?<=[.!?])\s+/u));
        expect(lines.filter((line) => asks.has(line)), text).toEqual([]);
      }
    }
  });

  it("says the owner's price with what it buys and when, never a bare price, nor the page's rate for the same thing beside it", () => {
    const golf = {
      url: 'https://pine-ridge-golf.test/',
      html: `<!doctype html><html lang="en"><head><title>Pine Ridge Golf Club</title></head><body><h1>Pine Ridge Golf Club</h1>
        <p>A 9-hole course in the hills outside Salem.</p>
        <section><h2>Rates</h2><table><tr><td>9 Holes (Rates With Cart)</td><td>$17</td></tr><tr><td>18 Holes (Rates With Cart)</td><td>$25</td></tr></table></section>
        <footer><p>Call (503) 555-0134</p></footer></body></html>`,
      prompt: 'Promote twilight golf: after 4pm, 18 holes with cart for $19. Relaxed, friendly tone.',
      audience: 'Golfers around Salem',
    };
    const kit = writeKit(briefOf(golf));
    const all = [...posts(kit), kit.email.body, kit.ad.description, kit.website.subheading].join('\n---\n');
    expect(all).toMatch(/18 holes with cart for \$19/u);
    expect(all).toMatch(/twilight golf after 4pm/iu);
    expect(all).not.toMatch(/(?:^|[.!?]\s+)\$19\.|We (?:have|offer) after 4pm|Rates With Cart/mu);
  });

  it("tells the campaign's offering from the others by what it is, not by the word the house's name gives them all", () => {
    const clinic = {
      url: 'https://clinica-norte.test/',
      html: `<!doctype html><html lang="es"><head><title>Clínica Dental Norte</title></head><body><h1>Clínica Dental Norte</h1><p>Dentistas en Irún.</p>
        <section><h2>Tratamientos</h2>
          <div class="card"><h3>Estética dental</h3><p>Blanqueamiento dental con luz led en una sola sesión.</p></div>
          <div class="card"><h3>Prótesis dentales</h3><p>Rehabilitación de tu dentadura con prótesis fijas o removibles.</p></div>
        </section><address>San Pedro, 24, Irún</address></body></html>`,
      prompt: 'Promociona el blanqueamiento dental: primera consulta gratis hasta el 30 de noviembre.',
      audience: '',
    };
    const story = readStory(briefOf(clinic));
    expect(story.details.find((detail) => detail.name === 'Estética dental')?.onTopic).toBe(true);
    expect(story.details.find((detail) => detail.name === 'Prótesis dentales')?.onTopic).toBe(false);
    const kit = writeKit(briefOf(clinic));
    expect([kit.email.body, kit.ad.description, kit.website.subheading].join('\n')).not.toMatch(/prótesis/iu);
    expect([kit.email.body, kit.website.subheading].join('\n')).toMatch(/luz led/iu);
  });

  it('books a time or a table as one books it, and never asks to see anyone at it or to join them for it', () => {
    const all = posts(writeKit(briefOf({ ...diner, prompt: 'Promote our tee times. Friendly tone.' }))).join('\n');
    expect(all, all).toMatch(/Book a tee time/u);
    expect(all).not.toMatch(/love to see you at our tee times|joining us for our tee times/u);
  });

  it('tags the season the campaign is for and no point of three words, and a long English campaign by its last two words', () => {
    const tags = new Set(posts(writeKit(briefOf(manateeTours))).join('\n').match(/#\p{L}+/gu) ?? []);
    expect([...tags].join(' ')).toContain('#ManateeSeason');
    expect(tags.has('#GuidedTours'), [...tags].join(' ')).toBe(true);
    for (const artificial of ['#PickUpShuttle', '#WeekdayGuidedTours', '#GuidedToursOnWeekdays']) expect(tags.has(artificial), [...tags].join(' ')).toBe(false);
  });

  it("tells a dish the owner named by the page's own card for it in some posts, not by the same stock frame in all", () => {
    const cafe = {
      url: 'https://prairie-kitchen.test/',
      html: `<!doctype html><html lang="en"><head><title>Prairie Kitchen</title></head><body>
        <h1>Prairie Kitchen</h1><p>Homemade breakfast and lunch in York, Nebraska.</p>
        <section><h2>Daily specials</h2><div class="card"><h3>Breakfast Special</h3><p class="price">$8.95</p><p>Start your day right with our hearty homemade biscuits and gravy</p></div>
          <div class="card"><h3>Lunch Special</h3><p class="price">$11.00</p><p>Our famous meatloaf with real mashed potatoes</p></div></section>
        <footer><p>Open Monday to Saturday, 7am–2pm</p><p>Call (402) 555-0117</p></footer></body></html>`,
      prompt: "We're adding a Friday fish fry this month. Friendly tone, mention the biscuits & gravy.",
      audience: 'Families around York',
    };
    const kit = writeKit(briefOf(cafe));
    // Nor is it a sentence of its own in the ad ("Biscuits & gravy." between two lines read as a bare fragment, session 51).
    expect(kit.ad.description, kit.ad.description).not.toMatch(/(?:^|[.!?] )Biscuits & gravy\./u);
    const all = posts(kit);
    const framed = all.filter((text) => /Don't miss our biscuits/iu.test(text));
    const told = all.filter((text) => /Our breakfast special: hearty homemade biscuits and gravy, \$8\.95\./u.test(text));
    expect(told.length, all.join('\n---\n')).toBeGreaterThanOrEqual(2);
    expect(framed.length, all.join('\n---\n')).toBeLessThanOrEqual(3);
  });

  it("tags a thing the owner named by what it is, not by the word that frames it (#DryBags, not #FreeDryBags)", () => {
    const tags = posts(writeKit(briefOf(paddle))).join('\n').match(/#\p{L}+/gu) ?? [];
    expect(tags, tags.join(' ')).toContain('#DryBags');
    expect(tags).not.toContain('#FreeDryBags');
  });

  it("quotes no review of another dish in the campaign email, and quotes the house's review first in the posts", () => {
    const reviewed = {
      ...diner,
      html: diner.html.replace(
        '</section>',
        `<div class="card"><h3>Lunch special</h3><p>Slow-cooked pot roast with mashed potatoes, $11.</p></div></section>
        <section><blockquote>"Best pot roast in Oregon, and the mashed potatoes are real." <cite>Dana K.</cite></blockquote>
        <blockquote>"We have breakfast here every week. The staff treat you like family." <cite>Lee M.</cite></blockquote></section>`,
      ),
    };
    const kit = writeKit(briefOf(reviewed));
    expect(kit.email.body).not.toMatch(/Best pot roast in Oregon/u);
    expect(kit.email.body).toMatch(/treat you like family/u);
    const quoted = posts(kit).filter((text) => /^["“]/u.test(text));
    expect(quoted[0] ?? '', quoted.join('\n---\n')).toMatch(/treat you like family/u);
  });

  it('says what comes with the campaign as the business has it, never as an addition to nothing before it', () => {
    const all = posts(writeKit(briefOf(paddle))).join('\n');
    // "There's riverside parking and free dry bags, too." was rated 1 in every piece of three rounds.
    expect(all).not.toMatch(/There's [^.]*, too\./u);
    expect(all).toMatch(/We (?:have|offer) riverside parking and free dry bags\./u);
  });

  it("never fills a post with an offering the campaign is not about while the campaign has lines left", () => {
    expect(posts(writeKit(briefOf(paddle))).join('\n')).not.toContain('We rent canoes and kayaks by the day');
  });

  it("heads the page with the campaign and, under it, the owner's points rather than the site's slogan", () => {
    const kit = writeKit(briefOf(paddle));
    expect(kit.website.subheading).not.toContain('Paddle trips on Cedar Creek');
    expect(kit.website.subheading).toMatch(/quieter on weekdays|parking|dry bags/iu);
  });

  it('opens the campaign email on another line than its subject', () => {
    const kit = writeKit(briefOf(diner));
    const opening = kit.email.body.split('\n\n')[1]!;
    expect(opening.toLowerCase()).not.toContain(kit.email.subject.toLowerCase());
  });
});

describe('what there is at the place', () => {
  it("is said where the page says where the place is, not as the owner's note on its own line", () => {
    const clinic = {
      url: 'https://clinica-mar.test/',
      html: `<!doctype html><html lang="es"><head><title>Clínica Mar</title></head><body><h1>Clínica Mar</h1>
        <section><h2>Tratamientos</h2><div class="card"><h3>Blanqueamiento dental</h3><p>Un blanqueamiento seguro en dos sesiones.</p></div></section>
        <section><h2>Dónde estamos</h2><p>Estamos en Calle Mayor, 12, 33201 Gijón, junto al mercado, con aparcamiento gratuito para pacientes.</p></section>
        <footer><p>Dirección: Calle Mayor, 12, 33201 Gijón</p><p>Tel. 985 12 34 56</p></footer></body></html>`,
      prompt: 'Este mes queremos dar a conocer el blanqueamiento dental. Recordar que hay aparcamiento.',
      audience: 'Familias de Gijón',
    };
    const kit = writeKit(briefOf(clinic));
    const all = posts(kit).join('\n');
    expect(all).toContain('junto al mercado, con aparcamiento gratuito para pacientes.');
    expect(all).not.toMatch(/(?:^|\n|[.!?] )(?:También hay|Hay) aparcamiento\./u);
    // Under the page's headline, never the bare note ("Hay aparcamiento." was read as curt, rated 1).
    expect(kit.website.subheading).not.toMatch(/(?:^|[.!?] )(?:También hay|Hay) aparcamiento\./u);
  });

  it('is left out of the hero’s subheading where the page’s line for it is a whole address (read as pasted there)', () => {
    const clinic = {
      url: 'https://clinica-rio.test/',
      html: `<!doctype html><html lang="es"><head><title>Clínica Río</title><meta name="description" content="Clínica dental familiar en Irún."></head><body><h1>Clínica Río</h1>
        <section><h2>Dónde estamos</h2><p>Estamos en Calle del Río, 24 bajo, 20301 Irún, justo frente a la entrada del centro de salud de la plaza, con amplia zona de aparcamiento.</p></section></body></html>`,
      prompt: 'Este mes queremos dar a conocer la ortodoncia invisible. Recordar que hay aparcamiento.',
      audience: '',
    };
    const { subheading } = writeKit(briefOf(clinic)).website;
    expect(subheading).not.toMatch(/Calle del Río|(?:^|[.!?] )Hay aparcamiento\./u);
  });
});

describe('one of the things a reader books', () => {
  const blueSpring = (prompt: string, audience: string) => ({
    url: 'https://blue-spring.test/',
    html: `<!doctype html><html lang="en"><head><title>Blue Spring Paddling | Kayak tours in Inglis</title></head><body><h1>Blue Spring Paddling</h1>
      <section><h2>Guided tours</h2><p>Two-hour paddles along the spring run with a local guide.</p></section><footer><p>12 River Road, Inglis</p></footer></body></html>`,
    prompt,
    audience,
  });

  it('is asked for as one, without the business name after it: "Book a weekday guided tour", not "Book our weekday guided tours at …"', () => {
    const all = posts(writeKit(briefOf(blueSpring('Get people to book guided tours on weekdays when it is quieter.', ''))));
    expect(all.some((text) => /Book a weekday guided tour\b/u.test(text)), all.join('\n---\n')).toBe(true);
    for (const text of all) expect(text).not.toMatch(/Book our weekday guided tours|guided tour at Blue Spring Paddling/u);
  });

  it('is booked with the business in some of the posts, never all, and the name is said once a post at most', () => {
    const all = posts(writeKit(briefOf(blueSpring('Manatee season! Get people to book guided tours on weekdays when it is quieter.', 'Tourists and families'))));
    // A kit whose twelve posts never named the business was read as anonymous templates.
    const naming = all.filter((text) => text.replace(/#\S+/gu, '').includes('Blue Spring Paddling'));
    expect(naming.length, all.join('\n---\n')).toBeGreaterThanOrEqual(2);
    expect(naming.length).toBeLessThan(all.length / 2);
    expect(all.some((text) => /Book a weekday guided tour with Blue Spring Paddling\b/u.test(text)), all.join('\n---\n')).toBe(true);
    for (const text of naming) expect(text.replace(/#\S+/gu, '').split('Blue Spring Paddling').length - 1).toBe(1);
  });
});

describe('a review in an English post', () => {
  it('is followed by the line back to the campaign, not by thanks that read as a reply to it', () => {
    const all = writeKit(briefOf(hardware)).social.flatMap((network) => network.options);
    const quoting = all.filter((text) => text.includes('Tendai M.'));
    expect(quoting.length, all.join('\n---\n')).toBeGreaterThanOrEqual(1);
    for (const text of quoting) expect(text).not.toMatch(/Thank you, Tendai|Thanks for the kind words/u);
  });
});

describe('the hero under a catering of the house’s food', () => {
  it('says what the house is known for in the catering, not the site’s slogan', () => {
    const html = `<!doctype html><html lang="de"><head><title>Grillhaus Mitte</title><meta name="description" content="Moderne Grillkultur trifft auf traditionellen Geschmack."></head><body>
      <h1>Grillhaus Mitte</h1><p>Moderne Grillkultur trifft auf traditionellen Geschmack.</p>
      <section><h2>Unsere Spezialitäten</h2>
        <div class="card"><h3>Hausgemachte Saucen</h3><p>Nach eigenem Rezept, jeden Tag frisch.</p></div>
        <div class="card"><h3>Knuspriges Brot</h3><p>Immer warm und perfekt getoastet.</p></div>
      </section><footer><p>Elmstraße 6, Ennigerloh</p></footer></body></html>`;
    const prompt = 'Wir bieten jetzt Catering für Feiern und Firmen an. Kurz und knackig.';
    const instructions = parseInstructions(prompt, '');
    const site = buildSiteModel({ url: 'https://grillhaus.test/', facts: readPage(html, 'https://grillhaus.test/'), fetchNote: null, snippets: [], prompt, instructions, brand: null });
    const kit = writeKit({ site, instructions, customPrompt: prompt, targetAudience: '', audiencePhrase: null, campaign: readCampaign(prompt, '', site.language) });
    expect(kit.website.subheading).not.toMatch(/Moderne Grillkultur/u);
    expect(kit.website.hero).toMatch(/Catering/u);
    expect(kit.website.subheading).toMatch(/hausgemachten Saucen/u);
    // A catering for parties asks about the reader's next one, not "Besondere Wünsche zum Catering? Sprich uns an."
    const all = kit.social.flatMap((network) => network.options).join('\n');
    expect(all).toMatch(/Steht bei (?:dir|euch|Ihnen) eine Feier an\? Wir kümmern uns ums Essen\./u);
    expect(all).not.toMatch(/Besondere Wünsche/u);
  });
});

describe('the campaign email, as a letter to the owner’s audience', () => {
  const river = {
    url: 'https://river-otter-tours.test/',
    html: `<!doctype html><html lang="en"><head><title>River Otter Tours</title></head><body>
      <h1>River Otter Tours</h1><p>Kayak tours on the Crystal River, Florida.</p><a class="btn" href="/book">Book a tour</a>
      <section><h2>Tours</h2><div class="card"><h3>Guided tours</h3><p>Two hours on the water with a guide.</p></div></section>
      <footer><p>Open daily 8am–6pm</p><p>Call (352) 555-0142</p><p>12 Spring Road, Crystal River</p></footer></body></html>`,
    prompt: 'Manatee season! Get people to book guided tours on weekdays when it is quieter.',
    audience: 'Tourists and families visiting Florida',
  };

  it('asks the reader to bring the people the audience names, and says goodbye as one who will see them', () => {
    const body = writeKit(briefOf(river)).email.body;
    expect(body).toContain('Bring the whole family!');
    const paragraphs = body.split('\n\n');
    // The farewell signs off, the signer's name right under it: "See you soon!" then "Cheers," read as signing off twice.
    expect(paragraphs.at(-1)!.split('\n').slice(0, 2), body).toEqual(['See you soon!', 'River Otter Tours']);
    expect(body).not.toMatch(/Cheers,|Kind regards,/u);
  });

  it('says the day a weekly campaign is on in its goodbye', () => {
    const diner = {
      url: 'https://corner-diner.test/',
      html: '<html lang="en"><head><title>Corner Diner | Restaurant in Millbrook</title></head><body><h1>Corner Diner</h1><p>Homemade breakfast and lunch in Millbrook, our family restaurant.</p><section><h2>Menu</h2><div class="card"><h3>Pancakes</h3><p>Buttermilk pancakes with maple syrup. $6.50</p></div><div class="card"><h3>Soup of the day</h3><p>Made fresh every morning. $4.25</p></div></section><p>Open Monday to Saturday, 7AM–2PM.</p></body></html>',
      prompt: "We're adding a Friday fish fry this month.",
      audience: 'Families around Millbrook',
    };
    expect(writeKit(briefOf(diner)).email.body).toMatch(/\n\nSee you Friday!\nCorner Diner\n/u);
  });

  it('says goodbye once where the sign-off says it already ("À bientôt,")', () => {
    const body = writeKit(briefOf(school)).email.body;
    expect(body).not.toMatch(/Au plaisir/u);
  });

  it('invites no one to goods or a delivery, and no one the audience does not name', () => {
    const body = writeKit(briefOf(hardware)).email.body;
    expect(body).not.toMatch(/Bring |See you/u);
    expect(writeKit(briefOf({ ...river, audience: 'Tourists visiting Florida' })).email.body).not.toContain('Bring ');
  });

  /** A made-up holiday house whose owner writes to friends. */
  const holidayHouse = (prompt: string) => ({
    url: 'https://ostseehaus-sand.test/',
    html: `<!doctype html><html lang="de"><head><title>Ferienhaus Sand</title></head><body><h1>Ferienhaus Sand</h1>
      <p>Ferienhaus mit Garten für bis zu 10 Personen, der Strand ist zu Fuß erreichbar.</p><p>Kontakt: info@ferienhaus-sand.test</p></body></html>`,
    prompt,
    audience: 'Familien und Freundesgruppen aus Hamburg',
  });

  it('opens a German host\'s posts with a verb, never a label and a colon ("Im Ferienhaus Sand: freie Wochen im Juli.")', () => {
    const all = posts(writeKit(briefOf(holidayHouse('Wir haben im Juli noch freie Wochen. Bitte locker und herzlich schreiben, wie für Freunde. Sauna und Fahrräder erwähnen.'))));
    // (Both were read as telegraphic in three rounds, beside openings that say the same with a verb.)
    for (const text of all) expect(text, text).not.toMatch(/^(?:Im Ferienhaus Sand: freie Wochen|Freie Wochen im Juli(?: im Ferienhaus Sand\.|: Wir freuen uns))/mu);
    expect(all.some((text) => /^Fragt einfach an – im Juli gibt's noch freie Wochen\./mu.test(text)), all.join('\n---\n')).toBe(true);
    // One invitation to ask a post: "Fragt einfach an …" then "Fragen? Schreibt sie uns in die Kommentare." read as said twice.
    for (const text of all.filter((post) => post.includes('Fragt einfach an'))) expect(text, text).not.toMatch(/Fragen\?/u);
  });

  it('invites in German as the owner addresses the reader ("Bringt die ganze Familie oder eure Freunde mit!")', () => {
    const body = writeKit(briefOf(holidayHouse('Wir haben im Juli noch freie Wochen. Bitte locker und herzlich schreiben, wie für Freunde.'))).email.body;
    expect(body).toMatch(/Bring(?:t)? die ganze Familie oder (?:eure|deine) Freunde mit!/u);
    expect(body).toMatch(/Wir freuen uns auf (?:euch|dich)!/u);
  });
});

describe('a campaign tied to a season', () => {
  it('says the season in every post, also in the lines that ask for the campaign ("… this manatee season")', () => {
    const kit = writeKit(briefOf(manateeTours));
    for (const text of posts(kit)) expect(text, text).toMatch(/manatee season/iu);
    expect(posts(kit).join('\n')).not.toMatch(/this manatee season today/u);
  });
});

describe('an ad under a campaign of framing words ("freie Wochen", "inscriptions")', () => {
  /** A made-up holiday house with free weeks to let. */
  const house = {
    url: 'https://ferienhaus-sand.test/',
    html: `<!doctype html><html lang="de"><head><title>Ferienhaus Sand</title></head><body><h1>Ferienhaus Sand</h1>
      <p>Ferienhaus mit Garten für bis zu 10 Personen.</p><p>Kontakt: info@ferienhaus-sand.test</p></body></html>`,
    prompt: 'Wir haben im Juni und September noch freie Wochen. Sauna und die Fahrräder erwähnen, und dass der Strand zu Fuß erreichbar ist.',
    audience: '',
  };

  it('heads it by whose it is, the description saying the campaign and its time (under "Freie Wochen: Juni & September" it "never says Ostsee")', () => {
    const { ad } = writeKit(briefOf(house));
    expect(ad.headline).toBe('Ferienhaus Sand');
    expect(ad.description, ad.description).toMatch(/^Wir haben im Juni und September noch freie Wochen!/u);
  });

  it('names the campaign or its time in every post ("Wen nehmt ihr mit? Der Strand ist zu Fuß erreichbar." never named the free weeks)', () => {
    const forFriends = { ...house, prompt: house.prompt.replace('. Sauna', '. Bitte locker und herzlich schreiben, wie für Freunde. Sauna'), audience: 'Familien und Freundesgruppen aus Hamburg und Lübeck' };
    expect(forFriends.prompt).toContain('wie für Freunde');
    for (const text of posts(writeKit(briefOf(forFriends)))) expect(text, text).toMatch(/Juni|September|freie Wochen/u);
  });

  it('says what opens, not where alone ("Inscriptions à Nantes"), and the offer with the opening', () => {
    const { ad } = writeKit(briefOf(school));
    expect(ad.headline).not.toMatch(/^Inscriptions à /u);
    // Whose and where: "never even says it's about dance in Nantes" under "Inscriptions pour la rentrée" (session 51).
    expect(ad.headline).toMatch(/^(?:L'|Le |La )?École/u);
    expect(ad.description, ad.description).toMatch(/inscriptions/iu);
    expect(ad.description).toMatch(/cours d'essai/u);
  });
});

describe('a kit with no brief', () => {
  const club = {
    url: 'https://maple-run-golf.test/',
    html: `<!doctype html><html lang="en"><head><title>Maple Run Golf Club</title></head><body><h1>Maple Run Golf Club</h1>
      <nav><a href="/tee-times">Tee Times</a><a href="/events">Events</a></nav>
      <p class="description">The 9-hole course at Maple Run Golf Club in Lakeview, Ohio opened in 1981. It was designed by a local farmer.
      Our course features wide fairways, two ponds and a friendly challenge for every player.
      The short length of our course and our low rates make Maple Run a favourite for an evening round.</p>
      <section><h2>Rates</h2><p>Walking Rates</p><p>9 Holes $11, 18 Holes $16</p><p>Twilight 18 Holes $14</p><p>Seniors: $9.00 per 9 holes</p></section>
      <p>Click for weather forecast</p><footer><p>© 2024 Maple Run Golf Club</p></footer></body></html>`,
    prompt: '',
    audience: '',
  };

  it('reads the home page’s whole sentences about the house, not one that leans on another or the page’s chrome', () => {
    const story = readStory(briefOf(club));
    expect(story.about).toContain('Our course features wide fairways, two ponds and a friendly challenge for every player.');
    expect(story.about.join(' ')).not.toMatch(/It was designed|Click for|©/u);
    // Under a brief, the posts are the campaign's: no sentences about the house to open them.
    expect(readStory(briefOf({ ...club, prompt: 'Promote our evening rounds this summer.' })).about).toEqual([]);
  });

  it('opens posts with the house in its own words, each sentence once, and tells them in the email, the ad and under the hero', () => {
    const kit = writeKit(briefOf(club));
    const openings = posts(kit).map((text) => text.split('\n')[0]!);
    const story = readStory(briefOf(club));
    const opened = story.about.filter((line) => openings.includes(line));
    expect(opened.length, openings.join('\n')).toBeGreaterThanOrEqual(2);
    for (const line of opened) expect(openings.filter((opening) => opening === line).length, line).toBe(1);
    expect(kit.email.body.split('\n\n')[1], kit.email.body).toMatch(/Our course features wide fairways/u);
    expect(story.about).toContain(kit.ad.description);
    expect(story.about).toContain(kit.website.subheading);
  });

  it('says its rates as one list, the way a rate card reads, never one rate as a post of its own', () => {
    const kit = writeKit(briefOf(club));
    const all = posts(kit);
    const listed = all.filter((text) => text.split('\n').filter((line) => /^[–✔] .+: \$\d/u.test(line)).length >= 3);
    expect(listed.length, all.join('\n---\n')).toBe(1);
    for (const text of all) expect(text.split('\n')[0], text).not.toMatch(/: \$\d+(?:\.\d\d)?(?: per [\w ]+)?\.$/u);
  });
});

describe('the hero of the business’s own page', () => {
  it('says what and when, not the business’s name again ("Friday fish fry at Sisters Cafe" was read as flat)', () => {
    for (const { key, brief, kit } of kits) {
      if (!brief.campaign?.what) continue;
      expect(kit.website.hero, key).not.toContain(brief.site.name);
    }
    const hero = writeKit(briefOf(hardware)).website.hero;
    expect(hero).toMatch(/rainy season/iu);
  });

  it('says what comes with a catering of the house’s food in German, its adjectives declined ("mit hausgemachten Saucen")', () => {
    const html = `<!doctype html><html lang="de"><head><title>Grillhaus Nord</title></head><body><h1>Grillhaus Nord</h1>
      <section><h2>Unsere Spezialitäten</h2>
        <div class="card"><h3>Hausgemachte Saucen</h3><p>Nach eigenem Rezept, jeden Tag frisch.</p></div>
        <div class="card"><h3>Knuspriges Brot</h3><p>Immer warm und perfekt getoastet.</p></div>
      </section></body></html>`;
    const kit = writeKit(briefOf({ url: 'https://grillhaus-nord.test/', html, prompt: 'Neu: Catering für Feiern und Firmen. Kurz und knackig.', audience: '' }));
    expect(kit.website.hero).toBe('Catering für Feiern und Firmen');
    // What it comes with under a headline that names it ("Unser Catering für Feiern und Firmen: …" under "Catering für
    // Feiern und Firmen" was read as the same words twice, "Unser Catering: mit …, wie du sie kennst." as stilted).
    expect(kit.website.subheading).toMatch(/^Mit hausgemachten Saucen und knusprigem Brot, wie (?:du sie von uns kennst|ihr sie von uns kennt)\./u);
  });
});

describe('a long post under a campaign of two offers', () => {
  it('under a campaign of two offers, a post about one says the other beneath its opening', () => {
    const clinic = {
      url: 'https://clinica-ribera.test/',
      html: `<!doctype html><html lang="es"><head><title>Clínica Dental Ribera</title><meta name="description" content="Clínica dental en Logroño."></head><body><h1>Clínica Dental Ribera</h1>
        <p>Somos una clínica dental familiar en Logroño.</p><address>Calle Mayor 3, Logroño</address></body></html>`,
      prompt: 'Este mes queremos dar a conocer el blanqueamiento dental y las revisiones para niños.',
      audience: 'Familias de Logroño',
    };
    const brief = briefOf(clinic);
    const kit = writeKit(brief);
    const parts = campaignParts(readStory(brief)).map((part) => part.text.toLocaleLowerCase());
    expect(parts).toHaveLength(2);
    const long = kit.social.filter((network) => network.platform !== 'Twitter').flatMap((network) => network.options);
    // A long post that names one offer alone under its opening, with nothing else to say, was read as too thin.
    // ("… para niños" is said "de los niños" after "Pide cita para …".)
    const says = (text: string, part: string) => text.includes(part) || text.includes(part.replace(/ para (\p{L}+)$/u, ' de los $1'));
    const both = long.filter((text) => parts.every((part) => says(text.toLocaleLowerCase(), part)));
    expect(both.length).toBeGreaterThanOrEqual(6);
  });
});

describe("a long post that says little ends on the network's ask for a reply", () => {
  const page = (lang: string, name: string, line: string, address: string) =>
    `<!doctype html><html lang="${lang}"><head><title>${name}</title></head><body><h1>${name}</h1><p>${line}</p><address>${address}</address></body></html>`;
  /** Holiday houses with a few free weeks, for families and friends: a brief with little to tell beyond the weeks. */
  const houses = [
    { url: 'https://haus-duene.test/', html: page('de', 'Haus Düne', 'Ferienhaus mit Garten für bis zu acht Personen, fünf Minuten vom Strand.', 'Dünenweg 4, Zingst'), prompt: 'Wir haben im Mai noch freie Wochen. Locker und herzlich schreiben.', audience: 'Familien und Freunde aus Berlin', tag: 'Markiert, wen ihr mitnehmt!', comments: 'Schreibt sie uns in die Kommentare.' },
    { url: 'https://casa-roble.test/', html: page('es', 'Casa Rural El Roble', 'Casa rural con jardín y chimenea para ocho personas.', 'Calle Mayor 5, Cercedilla'), prompt: 'Tenemos fines de semana libres en octubre. Tono cercano.', audience: 'Familias y amigos de Madrid', tag: 'Etiqueta a quien vendría contigo.', comments: 'Pregúntanos en los comentarios.' },
    { url: 'https://casa-do-rio.test/', html: page('pt', 'Casa do Rio', 'Casa de campo com jardim para oito pessoas.', 'Rua do Rio 7, Tomar'), prompt: 'Temos fins de semana livres em maio. Tom simpático.', audience: 'Famílias e amigos de Lisboa', tag: 'Identifica quem trazias contigo!', comments: 'Pergunta-nos nos comentários.' },
  ];

  it('asks Instagram who the reader would bring, and Facebook for the comments, once or twice a kit', () => {
    for (const house of houses) {
      const kit = writeKit(briefOf(house));
      const options = (platform: string) => kit.social.find((network) => network.platform === platform)!.options;
      // A post of one line and a link was read as too thin for the channel: the network's own ask ends it, in the kit's voice.
      expect(options('Instagram').filter((text) => text.includes(house.tag)), house.url).toHaveLength(1);
      const commenting = options('Facebook').filter((text) => text.includes(house.comments));
      expect(commenting, house.url).toHaveLength(1);
      // Never where the post asks the reader to call or ask already.
      for (const text of commenting) expect(text).not.toMatch(/Ruf|Llámanos|Ligue|Liga/u);
      // Only where a post said little: not on X, nor in a post with more to say.
      expect(options('Twitter').join('\n')).not.toContain(house.tag);
      for (const text of [...options('Instagram'), ...options('Facebook')].filter((post) => post.includes(house.tag) || post.includes(house.comments))) {
        const body = text.split('\n\n').filter((paragraph) => !paragraph.startsWith('#')).slice(0, -1).join(' ');
        expect(body.split(/(?<=[.!?])\s+/u).length, text).toBeLessThanOrEqual(4);
      }
    }
  });

});

describe('a school opening its sign-ups', () => {
  it('names the school in an opening, with its article ("au Centre de la danse"), and never as "chez" a name without one', () => {
    const named = { ...school, html: school.html.replaceAll('École de danse Loire', 'Le Centre de danse Loire') };
    const openings = posts(writeKit(briefOf(named))).map((text) => text.split('\n')[0]!);
    // Posts that never named the school were read as anonymous templates.
    expect(openings.filter((line) => /ouvertes au Centre de danse Loire/u.test(line)).length, openings.join('\n')).toBeGreaterThanOrEqual(1);
    expect(posts(writeKit(briefOf(school))).join('\n')).not.toMatch(/chez École/u);
  });
});

describe('LinkedIn speaks to the business customers the audience names', () => {
  const bakery = {
    url: 'https://forn-des-moli.test/',
    html: `<!doctype html><html lang="es"><head><title>Forn des Molí</title></head><body><h1>Forn des Molí</h1>
      <p>Panadería y pastelería en Palma desde 1982.</p>
      <section><h2>Nuestros productos</h2><div class="card"><h3>Ensaimadas</h3><p>Masa de toda la vida, con manteca.</p></div></section>
      <footer><p>Carrer del Molí, 4, Palma</p><p>971 555 012</p></footer></body></html>`,
    prompt: 'Queremos promocionar las ensaimadas de Navidad. Tono cercano. Menciona que hacemos pedidos para hoteles y restaurantes.',
    audience: 'Vecinos del barrio, y hoteles y restaurantes de Palma',
  };
  const laundry = {
    url: 'https://lavandaria-sol.test/',
    html: `<!doctype html><html lang="pt-PT"><head><title>Lavandaria Sol</title></head><body><h1>Lavandaria Sol</h1>
      <p>Limpeza a seco e tratamento de roupa em Braga desde 1988.</p><footer><p>Rua do Sol, 12, Braga</p><p>253 555 010</p></footer></body></html>`,
    prompt: 'Queremos divulgar a recolha e entrega ao domicílio em Braga. Tom simpático. Mencionar a promoção de detergentes.',
    audience: 'Famílias e pequenos negócios (clínicas, restaurantes) de Braga',
  };

  it('asks the businesses where they are, once in the kit, where the owner says what they do for them, and answers with it', () => {
    const linkedIn = (site: typeof bakery) => writeKit(briefOf(site)).social.find((network) => network.platform === 'LinkedIn')!.options;
    const es = linkedIn(bakery);
    // Asked as businesses where the answer names them ("hoteles y restaurantes" twice was read as the question echoed).
    const asked = es.filter((text) => text.startsWith('¿Tienes un negocio en Palma?'));
    expect(asked, es.join('\n---\n')).toHaveLength(1);
    expect(asked[0]!.split('\n\n')[1]).toMatch(/^Hacemos pedidos para hoteles y restaurantes\./u);
    // Not where the owner says nothing they do for businesses: a clinic asked, then told about its duvets "ao domicílio", was
    // rated 0 in two rounds of three (session 51).
    for (const text of posts(writeKit(briefOf(laundry)))) expect(text, text).not.toMatch(/^Tem (?:uma clínica|um negócio)/u);
    const others = writeKit(briefOf(bakery)).social.filter((network) => network.platform !== 'LinkedIn').flatMap((network) => network.options);
    for (const text of others) expect(text).not.toMatch(/¿Tienes un (?:hotel|negocio)/u);
  });

  it('asks them in the email too, right before what the owner does for them', () => {
    const body = writeKit(briefOf(bakery)).email.body;
    // Said bare after the news it read as a line stacked on it (rated 0, session 51).
    expect(body).toMatch(/¿Tienes un hotel o un restaurante en Palma\? Hacemos pedidos para hoteles y restaurantes\./u);
  });

  it('asks no business anything when the audience names none', () => {
    const neighbours = { ...bakery, audience: 'Vecinos del barrio de Son Rapinya' };
    for (const text of posts(writeKit(briefOf(neighbours)))) expect(text).not.toMatch(/¿Tienes un/u);
  });
});
