import type { PageFacts } from './read-page.ts';

/**
 * The pages a person opens to learn a small business beyond its home page: prices, services, the
 * menu, rooms, the team, contact and hours. Chosen by link text and path, in the five languages.
 */
const worthReading: Array<{ words: RegExp; weight: number }> = [
  { words: /pric|rates?\b|tarif|preis|precio|preço|preco|cost|fees?\b|honorar|kosten|pricing/u, weight: 5 },
  { words: /menu|speisekarte|karte\b|carta|carte|card[aá]pio|dishes|food|gerichte|platos/u, weight: 5 },
  { words: /servic|leistung|prestation|servi[cç]o|treatment|behandlung|tratamiento|tratamento|soins?\b|offer|angebot|oferta|what-we-do|products?|produkt|producto|produit|produto|catalog|sortiment|courses?|kurse?\b|cursos?|cours\b|classes|aulas|lessons|memberships?|mitglied|rooms?\b|zimmer|habitaci|chambres?|quartos?|unterkunft|apartment|tours?\b|rentals?|packages?|plans?\b|practice|catering|events?\b/u, weight: 4 },
  { words: /contact|kontakt|contacto|contato|hours|öffnungszeit|oeffnungszeit|horari|horaire|hor[aá]rio|anfahrt|find-us|location|directions|visit/u, weight: 3 },
  { words: /about|über-uns|ueber-uns|uber-uns|wir\b|team|staff|equipo|équipe|equipe|equipa|quienes|qui-sommes|quem-somos|sobre|nosotros|histor|story|geschichte/u, weight: 2 },
  { words: /testimonial|reviews?\b|bewertung|opiniones|avis\b|depoimento|kundenstimme/u, weight: 1 },
];
/** Pages that tell nothing about the offer, or that act (log in, pay). */
const notWorthReading =
  /blog|news|press|presse|privacy|datenschutz|rechtlich|privacidad|confidentialit|privacidade|impressum|imprint|legal|mentions|aviso|terms|agb|conditions|cookie|login|log-in|sign-?in|sign-?up|register|account|konto|cart|warenkorb|carrito|panier|carrinho|checkout|kasse|careers|jobs|karriere|empleo|emploi|vagas|sitemap|feed|rss|wp-admin|wp-login|search|suche|\.(?:pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?|mp4|mp3|css|js|xml|json)$/iu;

/** A link to the site's plumbing (legal notes, privacy, a log-in, the blog, a file), by its text or path. */
export function isPlumbingLink(text: string, path: string): boolean {
  return notWorthReading.test(path) || notWorthReading.test(squash(text));
}

const squash = (value: string) => value.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** Up to `limit` same-origin pages worth reading, best first; the home page itself and other sites never. */
export function chooseSubPages(facts: PageFacts, pageUrl: string, limit = 6): string[] {
  if (limit <= 0) return [];
  let home: URL;
  try {
    home = new URL(pageUrl);
  } catch {
    return [];
  }
  const homePath = home.pathname.replace(/\/(?:index\.\w+)?$/u, '/');
  const scored = new Map<string, { score: number; order: number }>();
  facts.links.forEach((link, order) => {
    let target: URL;
    try {
      target = new URL(link.href);
    } catch {
      return;
    }
    if (target.origin !== home.origin || target.search.length > 40) return;
    const path = target.pathname.replace(/\/(?:index\.\w+)?$/u, '/');
    if (path === homePath) return;
    const words = `${squash(link.text)} ${squash(decodeURIComponent(path).replace(/[/_.]+/gu, ' '))}`;
    if (notWorthReading.test(path) || notWorthReading.test(squash(link.text))) return;
    const weight = Math.max(0, ...worthReading.filter((entry) => entry.words.test(words)).map((entry) => entry.weight));
    if (weight === 0) return;
    // A page linked from the menu is one of the site's own sections; one deep path down is a detail page.
    const depth = path.split('/').filter(Boolean).length;
    const score = weight + (link.chrome ? 1 : 0) - Math.max(0, depth - 2);
    const key = `${target.origin}${target.pathname}${target.search}`;
    const known = scored.get(key);
    if (!known || known.score < score) scored.set(key, { score, order: known?.order ?? order });
  });
  return [...scored.entries()]
    .sort((a, b) => b[1].score - a[1].score || a[1].order - b[1].order)
    .slice(0, limit)
    .map(([href]) => href);
}

/** A sub-page of the site as read, with its address. */
export interface ReadSubPage {
  url: string;
  facts: PageFacts;
}

/**
 * The home page's facts with what its sub-pages add: their blocks, titles, prices, testimonials,
 * addresses and hours. The name, language, brand and description stay the home page's; the
 * navigation and footer every page repeats are read once.
 */
export function mergePageFacts(home: PageFacts, subPages: ReadSubPage[]): PageFacts {
  if (subPages.length === 0) return home;
  const merged: PageFacts = {
    ...home,
    jsonLd: { ...home.jsonLd, types: [...home.jsonLd.types], addresses: [...home.jsonLd.addresses], localities: [...home.jsonLd.localities], openingHours: [...home.jsonLd.openingHours], telephones: [...home.jsonLd.telephones], reviews: [...home.jsonLd.reviews], featureLists: [...home.jsonLd.featureLists] },
    headings: [...home.headings],
    paragraphs: [...home.paragraphs],
    listItems: [...home.listItems],
    blocks: [...home.blocks],
    featureBlocks: [...home.featureBlocks],
    prices: [...home.prices],
    addresses: [...home.addresses],
    testimonials: [...home.testimonials],
    imageAlts: [...home.imageAlts],
    brandTexts: [...home.brandTexts],
  };
  const seenBlocks = new Set(home.blocks.map((block) => block.text));
  subPages.forEach(({ facts }, index) => {
    const chromeTexts = new Set(facts.blocks.filter((block) => block.chrome).map((block) => block.text));
    // Each page's title heading ("Speisekarte", "Our rates") only names the page.
    merged.headings.push(...facts.headings.filter((h) => h.level > 1 && !chromeTexts.has(h.text)));
    merged.paragraphs.push(...facts.paragraphs.filter((p) => !seenBlocks.has(p.text)));
    merged.listItems.push(...facts.listItems.filter((l) => !seenBlocks.has(l.text)));
    for (const block of facts.blocks) {
      if (block.chrome === 'nav' || seenBlocks.has(block.text)) continue;
      seenBlocks.add(block.text);
      merged.blocks.push(block);
    }
    // A card every page repeats (a footer's, a shared teaser) is read once.
    const known = new Set(merged.featureBlocks.map((block) => `${block.title}\u0000${block.description ?? ''}`));
    merged.featureBlocks.push(
      ...facts.featureBlocks.filter((block) => !known.has(`${block.title}\u0000${block.description ?? ''}`)).map((block) => ({ ...block, group: block.group ? `p${index + 1}:${block.group}` : '' })),
    );
    for (const price of facts.prices) if (!merged.prices.some((p) => p.amount === price.amount && p.item === price.item)) merged.prices.push(price);
    for (const address of facts.addresses) if (!merged.addresses.includes(address)) merged.addresses.push(address);
    for (const testimonial of facts.testimonials) if (!merged.testimonials.some((t) => t.quote === testimonial.quote)) merged.testimonials.push(testimonial);
    merged.jsonLd.addresses.push(...facts.jsonLd.addresses);
    merged.jsonLd.localities.push(...facts.jsonLd.localities);
    merged.jsonLd.openingHours.push(...facts.jsonLd.openingHours.filter((hours) => !merged.jsonLd.openingHours.includes(hours)));
    merged.jsonLd.reviews.push(...facts.jsonLd.reviews);
    merged.telLinks += facts.telLinks;
    merged.jsonLd.telephones.push(...facts.jsonLd.telephones.filter((phone) => !merged.jsonLd.telephones.includes(phone)));
    merged.phones = [...merged.phones, ...facts.phones.filter((phone) => !merged.phones.includes(phone))].slice(0, 5);
    merged.imageAlts.push(...facts.imageAlts.filter((alt) => !merged.imageAlts.includes(alt)).slice(0, 20));
  });
  merged.text = [home.text, ...subPages.map((page) => page.facts.text)].join(' ').slice(0, 60_000);
  return merged;
}

/** The page each text came from, home first: a fact found on several pages belongs to the first. */
export function pageOfText(home: { url: string; facts: PageFacts }, subPages: ReadSubPage[]): (text: string) => string | undefined {
  const pages = new Map<string, string>();
  for (const { url, facts } of [home, ...subPages]) {
    for (const block of facts.blocks) if (!pages.has(block.text)) pages.set(block.text, url);
    for (const price of facts.prices) if (!pages.has(price.text)) pages.set(price.text, url);
    for (const testimonial of facts.testimonials) if (!pages.has(testimonial.quote)) pages.set(testimonial.quote, url);
  }
  const bodies = [home, ...subPages].map(({ url, facts }) => ({ url, text: facts.text }));
  return (text: string) => pages.get(text) ?? bodies.find((body) => body.text.includes(text))?.url;
}
