import { chooseBusinessName, squash } from './business-name.ts';
import { classifySite } from './classify-site.ts';
import { chooseContact } from './contact.ts';
import { heritageOf } from './heritage.ts';
import { peopleOf } from './people.ts';
import { keyPhrases } from './key-phrases.ts';
import { detectLanguage } from './language.ts';
import { amountsIn } from './prices.ts';
import type { FeatureBlock, PageBlock, PageFacts } from './read-page.ts';
import { audienceCuesIn, isCallToActionText, isFullSentence, isOfferText, placeInAddress, placeNamedIn, scheduleEvidence } from './site-facts.ts';
import { languageNames, tradeOfType, type KitLanguage, type SiteFeature, type SiteModel, type SitePrice, type SiteTestimonial, type SourceText, type UserInstructions } from './site-model.ts';
import { isStopword, splitSentences } from './text.ts';
import { detectVoice } from './voice.ts';
import { dayRowsOf, isDayLabel } from './week-hours.ts';
import { namesListedAfterOffer, namesSaidAvailable } from './listed-names.ts';
import { labelOfPath } from './tile-labels.ts';
import { isPlumbingLink, mergePageFacts, pageOfText, type ReadSubPage } from './sub-pages.ts';

export interface BuildSiteModelInput {
  url: string;
  /** What readPage found, or null when the page could not be read. */
  facts: PageFacts | null;
  /** Other pages of the site read after the home page (prices, menu, team, contact). */
  subPages?: ReadSubPage[];
  /** Text the pages addressed to AI models, left out of the facts. */
  ignoredText?: string[];
  fetchNote: string | null;
  /** The user's screenshot descriptions: they describe images and are never features. */
  snippets: Array<{ description: string }>;
  prompt: string;
  instructions: UserInstructions;
  /** Brand colours chosen from the page's evidence; null uses the default palette. */
  brand: SiteModel['brand'] | null;
}

export const defaultBrand: SiteModel['brand'] = {
  colors: { primary: '#8b5cf6', secondary: '#6366f1', accent: '#f59e0b', neutral: '#1f2937' },
  found: false,
  evidence: ['no brand colours were read from the site, so the default palette is used'],
};

const maxFeatures = 8;
/** Fewer offerings than this from the page's structure and menu: the page is read further for more. */
const fewOfferings = 4;
const maxSentences = 1_500;

function toTitleCase(value: string): string {
  return value.replace(/(^|[\s-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

function registrableLabel(hostname: string): string {
  const labels = hostname.replace(/^www\d?\./, '').split('.');
  if (labels.length <= 1) return labels[0] ?? hostname;
  const last = labels[labels.length - 1]!;
  const secondLast = labels[labels.length - 2]!;
  const twoPartSuffix = last.length === 2 && secondLast.length <= 3 && labels.length >= 3;
  return labels[labels.length - (twoPartSuffix ? 3 : 2)] ?? secondLast;
}

/** "hartwell-osei.co.uk" reads as "Hartwell Osei". */
export function nameFromDomain(hostname: string): string {
  if (/^[\d.]+$|:/.test(hostname)) return hostname;
  const label = registrableLabel(hostname);
  return toTitleCase(label.replace(/[-_]+/g, ' ').trim()) || hostname;
}


/** The business name as the page states it; the domain turned into words only when the page names nothing. */
function chooseName(facts: PageFacts | null, hostname: string): { name: string; source: string } {
  const stated = facts ? chooseBusinessName(facts, registrableLabel(hostname)) : null;
  if (stated) return stated;
  return { name: nameFromDomain(hostname), source: 'the domain name' };
}

/** Whole sentences from the start of a text, up to about `maxChars` (the first sentence always). */
function leadingSentences(text: string, language: KitLanguage, maxChars: number): string {
  const sentences = splitSentences(text, language);
  let result = sentences[0] ?? text;
  for (const sentence of sentences.slice(1)) {
    if (result.length + 2 + sentence.length > maxChars) break;
    // Pieces a page set apart with "·", "|" or a line ("Ferienhaus mit Garten · bis zu 12 Personen") run on
    // with a comma, not into one another.
    result = /[.!?…:;]["”»)]?$/u.test(result) ? `${result} ${sentence}` : `${result}, ${sentence}`;
  }
  return result;
}

const noise = /cookie|javascript|©|all rights reserved|alle rechte|todos los derechos|tous droits|todos os direitos/i;

function chooseDescription(facts: PageFacts | null, language: KitLanguage): SourceText | null {
  if (!facts) return null;
  const fromMeta: Array<[string | undefined, string]> = [
    [facts.meta.description, 'meta description'],
    [facts.meta['og:description'], 'meta description'],
    [facts.meta['twitter:description'], 'meta description'],
    [facts.jsonLd.descriptions.find((d) => d.length >= 30), 'structured data'],
  ];
  for (const [text, where] of fromMeta) if (text && text.length >= 20 && !noise.test(text)) return { text: leadingSentences(text, language, 300), where };
  const paragraph = facts.paragraphs.find((p) => p.text.length >= 60 && !/footer|nav|cookie|testimonial|review|quote/.test(p.section) && !noise.test(p.text));
  return paragraph ? { text: leadingSentences(paragraph.text, language, 300), where: 'paragraph' } : null;
}

const genericHeading = new RegExp(
  `^(?:${[
    // English
    'home|about( us)?|contact( us)?|pricing|prices|plans?|dishes|(today.s |daily )?specials|photos?|photo gallery|pictures|rules|house rules|policies|policy|faqs?|frequently asked questions|testimonials?|reviews?|blog|news|careers|jobs|team|our team|meet the team|menu|log ?in|sign ?in|sign ?up|get started|features|services|products|solutions|resources|support|help|privacy( policy)?|terms( of (service|use))?|follow us|newsletter|subscribe|company|legal|social|quick links|navigation|why (choose )?us|why choose .*|how it works|what we do|learn more|read more|customers|partners|integrations|get in touch|shop|cart|search|explore|overview|latest( posts| news)?|featured|recent posts|categories|tags|archives|gallery|location|locations|find us|visit us|opening hours|hours|what (our )?(clients|customers|people) say|what people are saying|kind words|welcome|hello|story|mission|values|copyright.*|all rights reserved.*',
    // German
    'startseite|fotos|bilder|regeln|hausordnung|über uns|ueber uns|wir über uns|kontakt|impressum|datenschutz|öffnungszeiten|anfahrt|so finden sie uns|aktuelles|neuigkeiten|preise|leistungen|angebot|angebote|kurse|termine|häufige fragen|bewertungen|kundenstimmen|galerie|willkommen|mehr erfahren|philosophie|geschichte|jetzt buchen|newsletter abonnieren',
    // Spanish
    'fotos|galería de fotos|normas|sobre nosotros|quiénes somos|quienes somos|nuestra historia|contacto|horario|horarios|equipo|precios|servicios|preguntas frecuentes|opiniones|testimonios|galería|ubicación|dónde estamos|bienvenidos?|inicio|carta|productos',
    // French
    'photos|galerie photos|règles|règlement|à propos|a propos|qui sommes-nous|notre histoire|horaires|équipe|tarifs|prestations|questions fréquentes|avis|témoignages|accès|nous trouver|bienvenue|accueil|produits',
    // Portuguese
    'fotografias|regras|sobre( nós)?|quem somos|nossa história|contato|horários|equipe|preços|serviços|perguntas frequentes|depoimentos|galeria|localização|bem-vindos?|início|produtos|cardápio',
  ].join('|')})$`,
  'iu',
);
// "Our story", "Unsere Kurse", "Nos services": a possessive and a word or two title a section.
const possessiveSectionTitle = /^(?:(?:the|die|der|das|los|las|el|la|les|le|os|as|o|a)\s+)?(?:our|unser|unsere|unser\p{L}*|nuestr[oa]s?|nos|notre|nossos?|nossas?|nosso|nossa|my|mein|meine)\s+\p{L}+(?:\s+\p{L}+)?$/iu;
// Section words as read-page records them (the word found in a class or id): matched as whole words,
// so a French "carte" (card) or a Portuguese "cartao" is never the shop's "cart".
const sectionWord = (list: string) => new RegExp(`(?<![\\p{L}])(?:${list})(?![\\p{L}])`, 'u');
const featureSection = sectionWord('feature|service|product|solution|capabilit|menu|course|kurs|curso|cours|class|offer|angebot|leistung|servicio|servico|prestation|practice|carta|karte|carte|cardapio|work|portfolio|project|program|programa|programme|highlight|aula|clase|rayon|oferta');
const excludedSection = sectionWord('testimonial|review|quote|faq|blog|post|article|cart|nav|footer|contact|kontakt|hours|team|about');
const priceSectionWords = sectionWord('pricing|price|preis|tarif|plan');
/** Cards that say why to choose the business ("Half a century of history", "Always open"): reasons, not what it sells. */
const benefitSection = sectionWord('benefits?|advantages?|vorteile?|ventajas?|avantages?|vantagens?|why|usp|reasons?|values?|werte|valores|valeurs|promise');
const whyHeading = /^(?:why|warum|wieso|weshalb|por ?qu[eé]|porqu[eê]|por que|pourquoi)(?![\p{L}])|(?<![\p{L}])(?:choose us|uns wählen|elegirnos|nous choisir|escolher-nos|nos escolher)(?![\p{L}])/iu;
/** The surroundings of a holiday home or a venue ("Die Umgebung", "Things to do nearby"): other places, not the offer. */
const surroundingsHeading = /(?<![\p{L}])(?:surroundings|nearby|the area|local area|things to do|umgebung|ausflüge|ausflugsziele|in der nähe|alrededores|entorno|qué hacer|alentours|environs|à proximité|à faire|arredores|perto|o que fazer)(?![\p{L}])/iu;
/**
 * Labels of the way to reach the business (a phone, an address, the hours, a form) and questions
 * that title a section ("What to bring", "How it works"): the page's furniture, never an offering.
 */
const contactLabel = new RegExp(
  `^(?:${[
    'address|addresses|phone|telephone|tel|mobile|call us|fax|e-?mail|email us|contact|contact info(?:rmation)?|hours|opening hours|hours of operation|business hours|hours (?:&|and) location|location|directions|map|send us a message|write to us|leave a message|get in touch|follow us|social',
    'adresse|anschrift|telefon|handy|mobil|fax|e-?mail|kontakt|öffnungszeiten|oeffnungszeiten|anfahrt|karte|schreib uns(?: eine nachricht)?|schreiben sie uns|nachricht|hier findest du uns|so finden sie uns',
    'dirección|direccion|teléfono|telefono|móvil|correo(?: electrónico)?|horario|horarios|ubicación|cómo llegar|escríbenos|mapa',
    'adresse|téléphone|telephone|portable|courriel|horaires|accès|plan d\'accès|écrivez-nous|nous écrire',
    'endereço|endereco|morada|telefone|telemóvel|celular|horário|horários|horario|localização|como chegar|escreva-nos|fale connosco|fale conosco|mapa',
  ].join('|')})$`,
  'iu',
);
const sectionQuestion = /^(?:what|why|how|where|when|who|which|was|warum|wie|wo|wann|wer|welche|qu[eé]|por qu[eé]|c[oó]mo|d[oó]nde|cu[aá]ndo|qui[eé]n|que|quoi|pourquoi|comment|où|quand|qui|o que|porqu[eê]|como|onde|quando|quem)(?![\p{L}'’])/iu;
// Sections that list dishes: their items are prices, not what the business is about.
const menuSection = sectionWord('menu|carta|karte|cardapio');
/**
 * A heading that says an offering follows: "Our services", "What we offer", "Unsere Kurse",
 * "Nuestros servicios", "Ce que vous trouverez chez nous", "As nossas aulas", "How you can help".
 */
const offeringHeading = new RegExp(
  `(?<![\\p{L}])(?:${[
    'services?|offer(?:s|ings?)?|what we (?:do|offer|make|sell|stock|carry|bake|cook|serve|build|fix|repair)|what you(?:.ll| will) find|how (?:we|you) can help|programs?|programmes?|courses?|classes|lessons|treatments|packages|specialit(?:y|ies)|practice areas|highlights|products|collections?|shop by',
    'leistungen|angebot(?:e)?|kurse|kursangebot|was wir (?:machen|bieten|tun|verkaufen|backen|führen|anbieten)|sortiment|behandlungen',
    'servicios|lo que (?:hacemos|ofrecemos|vendemos|cocinamos|preparamos)|cursos|clases|tratamientos|especialidades|productos|nuestr[oa]s',
    'prestations|ce que (?:nous|vous)|nos|cours|ateliers|soins|spécialités|produits|rayons|offres?',
    'serviços|o que (?:fazemos|oferecemos|vendemos|preparamos)|aulas|cursos|tratamentos|especialidades|produtos|nossos|nossas',
  ].join('|')})(?![\\p{L}])`,
  'iu',
);
/** How many cards of one group are read as a long list (a menu, a catalogue) rather than a few highlights. */
const longList = 8;

function cleanTitle(text: string): string {
  return text.replace(/^[\s•·\-–—*✓✔→>]+/u, '').replace(/[\s:;,]+$/u, '').trim();
}

function isFeatureName(text: string, name: string): boolean {
  const words = text.split(' ').length;
  if (text.length < 3 || text.length > 60 || words > 7) return false;
  if (/[?!.…]$/u.test(text) || genericHeading.test(text) || possessiveSectionTitle.test(text)) return false;
  if (contactLabel.test(text.replace(/[:\s]+$/u, '')) || sectionQuestion.test(text)) return false;
  if (!/\p{L}/u.test(text) || /©|cookie/i.test(text) || amountsIn(text).length > 0) return false;
  const squashed = squash(text);
  return squashed !== squash(name) && !(squash(name).length >= 4 && squashed.includes(squash(name)));
}

/** Words a page writes in lower case somewhere ("volunteer", "plumbing"): such a word is not a proper name there. */
function writtenLowerCase(word: string, text: string): boolean {
  const lower = word.toLocaleLowerCase();
  if (lower === word) return true;
  for (let at = text.indexOf(lower); at >= 0; at = text.indexOf(lower, at + 1)) {
    const before = at > 0 ? text.charAt(at - 1) : ' ';
    const after = text.charAt(at + lower.length);
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after || ' ')) return true;
  }
  return false;
}

/** A title that is a name ("Biscuit", "Dana Kim"): one or two capitalised words the page never writes in lower case. */
function isNameTitle(title: string, text: string, language: KitLanguage): boolean {
  const words = title.split(/\s+/u);
  if (words.length > 2) return false;
  return words.every((word) => /^\p{Lu}[\p{Ll}'’-]+$/u.test(word) && !isStopword(word, language) && !writtenLowerCase(word, text));
}

interface FeatureCandidate {
  feature: SiteFeature;
  score: number;
  order: number;
  /** Plan tiers ("Starter", "Pro") name prices. */
  planTier: boolean;
  /** A dish or an item of a long priced list. */
  catalogue: boolean;
  /** A reason to choose the business ("Always open", "50 years of history"), not what it sells. */
  benefit: boolean;
  group: string;
}

/** "Puten Döner Tasche 7,50 €", "Harbour room — £95": the item's name without the price its title carries. */
function withoutTrailingPrice(title: string): string {
  const found = amountsIn(title);
  if (found.length === 0) return title;
  const first = title.indexOf(found[0]!.amount);
  if (first <= 0) return title;
  return title.slice(0, first).replace(/[\s:–—·|/-]+$/u, '').replace(/\s(?:ab|from|desde|dès|à partir de|a partir de)$/iu, '').trim();
}

/** The site's offerings with their own descriptions: card titles, definition terms, feature lists. */
function chooseFeatures(facts: PageFacts | null, pageUrl: string, name: string, language: KitLanguage): SiteFeature[] {
  if (!facts) return [];
  const candidates: FeatureCandidate[] = [];
  let order = 0;
  const add = (title: string, description: string | null, where: string, score: number, flags: { planTier?: boolean; catalogue?: boolean; benefit?: boolean; group?: string } = {}) => {
    const clean = withoutTrailingPrice(cleanTitle(title));
    if (!isFeatureName(clean, name)) return;
    const ownDescription = description ? leadingSentences(description, language, 280) : null;
    candidates.push({
      feature: { name: clean, description: ownDescription && ownDescription !== clean ? ownDescription : null, source: { text: clean, where } },
      score,
      order: order++,
      planTier: flags.planTier ?? false,
      catalogue: flags.catalogue ?? false,
      benefit: flags.benefit ?? false,
      group: flags.group ?? '',
    });
  };
  for (const feature of facts.jsonLd.featureLists) add(feature, null, 'structured data', 6);
  // A menu's or a price list's sections ("Vegetarisch", "Boxen & Snacks") name what the business sells.
  const pricedUnder = new Map<string, number>();
  // A dish's line with two sizes' prices ("Pommes klein 3,00 € / groß 3,50 €") is priced too.
  const isPriced = (block: FeatureBlock) => block.priced || (block.kind === 'heading' && amountsIn(block.title).length > 0);
  for (const block of facts.featureBlocks) if (isPriced(block) && block.underHeading) pricedUnder.set(block.underHeading, (pricedUnder.get(block.underHeading) ?? 0) + 1);
  // A menu's sections ("Vegetarisch", "Tellergerichte"): two or more headings each over priced items.
  // A dish under one of them is an item of that section, even when its own line carries two sizes' prices.
  // The page's own title (its h1) heads everything below it: it is no menu section.
  const pageTitles = new Set(facts.headings.filter((heading) => heading.level === 1).map((heading) => heading.text));
  const menuSections = new Set([...pricedUnder].filter(([heading, count]) => count >= 2 && !pageTitles.has(heading)).map(([heading]) => heading));
  // Each heading's parent heading, to see what a title stands under two or three levels up.
  const parentOf = new Map<string, string>();
  for (const block of facts.featureBlocks) if (block.kind === 'heading' && block.underHeading && !parentOf.has(block.title)) parentOf.set(block.title, block.underHeading);
  const headingsAbove = (heading: string | null): string[] => {
    const chain: string[] = [];
    for (let current = heading; current && chain.length < 4 && !chain.includes(current); current = parentOf.get(current) ?? null) chain.push(current);
    return chain;
  };
  // "Schlafzimmer 1", "Schlafzimmer 2": numbered parts of one thing, not offerings each.
  const stems = new Map<string, number>();
  for (const block of facts.featureBlocks) {
    const stem = /^(.+?)\s+\d{1,2}$/u.exec(block.title)?.[1];
    if (stem) stems.set(stem, (stems.get(stem) ?? 0) + 1);
  }
  const numberedPart = (block: FeatureBlock) => (stems.get(/^(.+?)\s+\d{1,2}$/u.exec(block.title)?.[1] ?? '') ?? 0) >= 2;
  // "Dachboden" under the heading "Schlafzimmer", beside "Schlafzimmer 1" and "2": one more room of that list.
  const partsUnder = new Set(facts.featureBlocks.filter((block) => numberedPart(block) && block.underHeading && block.title.startsWith(`${block.underHeading} `)).map((block) => block.underHeading!));
  for (const block of facts.featureBlocks) {
    if (numberedPart(block) || (block.underHeading !== null && partsUnder.has(block.underHeading) && !block.priced)) continue;
    if (block.titlesSection && (pricedUnder.get(block.title) ?? 0) >= 2 && !excludedSection.test(block.section)) {
      add(block.title, null, 'heading', 5, { group: `menu:${block.underHeading ?? ''}` });
      continue;
    }
    if (excludedSection.test(block.section) || block.titlesSection) continue;
    if (headingsAbove(block.underHeading).some((heading) => surroundingsHeading.test(heading))) continue;
    if (isGuestRequest(block, facts)) continue;
    // Under "What to bring" or "How it works" stand advice and steps; under "What we do" the offer.
    if (block.underHeading && isAdviceHeading(block.underHeading)) continue;
    const inFeatureSection = featureSection.test(block.section);
    const isCard = block.siblings >= 2;
    if (block.kind === 'heading' && !isCard && !inFeatureSection && !(block.level >= 3 && block.description)) continue;
    // Captions are weaker than cards: a photo's caption can be a date or a couple's names.
    if (block.kind === 'caption' && (/[,\d]/u.test(block.title) || block.title.split(' ').length > 5)) continue;
    let score = block.kind === 'heading' ? (block.level >= 3 ? 2 : 1) : block.kind === 'caption' ? 2 : 3;
    if (isCard) score += 2;
    if (block.description) score += 1;
    // A descriptive sentence ("Open your home for a few weeks.") describes an offering; a list of ingredients does not.
    if (block.description && /[.!?…]["”»)]?$/u.test(block.description) && block.description.split(' ').length >= 6) score += 1;
    if (inFeatureSection) score += 2;
    const kicker = block.underKicker ?? null;
    if ((block.underHeading && offeringHeading.test(block.underHeading)) || (kicker && offeringHeading.test(kicker) && !whyHeading.test(kicker))) score += 2;
    const dishOfSection = menuSections.size >= 2 && block.underHeading !== null && menuSections.has(block.underHeading) && isPriced(block);
    const catalogue = (block.priced && (block.siblings >= longList || menuSection.test(block.section))) || dishOfSection;
    const benefit =
      benefitSection.test(block.section) ||
      (block.underHeading !== null && (whyHeading.test(block.underHeading) || /[.!?]\s+\p{Lu}/u.test(block.underHeading))) ||
      (kicker !== null && whyHeading.test(kicker));
    add(block.title, block.description, block.kind === 'heading' ? 'heading' : 'list item', score, { planTier: priceSectionWords.test(block.section), catalogue, benefit, group: block.group });
  }
  // A run of links in a page's own content ("Gala Wedding Buffet", "Silver Party Plan") lists what the site has a page for.
  for (const run of linkRuns(facts)) for (const label of run) add(label, null, 'list item', 3, { group: `links:${run[0]}` });
  // Picture tiles side by side, each opening a page of its own, are that grid's offerings even without words.
  for (const run of imageTileRuns(facts, pageUrl)) for (const label of run) add(label, null, 'list item', 3, { group: `tiles:${run[0]}` });
  // A footer's or menu's column titled "Products", "Tratamientos", "Prestations" lists what the site sells,
  // often more of it than the cards above show.
  const chromeHeadings = new Set(facts.blocks.filter((block) => block.chrome && (block.where === 'heading' || block.where === 'h1')).map((block) => block.text));
  for (const block of facts.blocks) {
    if (!block.chrome || !block.heading || block.where !== 'list item' || !chromeHeadings.has(block.heading)) continue;
    if (!offeringHeading.test(block.heading) || block.text === block.heading || isCallToActionText(block.text)) continue;
    add(block.text, null, 'list item', 2, { group: `chrome:${block.heading}` });
  }
  // Under "What to bring" stand the customer's to-dos, not what the business offers.
  const adviceItems = new Set(facts.blocks.filter((block) => block.where === 'list item' && block.heading && isAdviceHeading(block.heading)).map((block) => block.text));
  for (const item of facts.listItems) {
    if (!featureSection.test(item.section) || excludedSection.test(item.section) || /[.!?]$/u.test(item.text) || adviceItems.has(item.text)) continue;
    add(item.text, null, 'list item', 2, { catalogue: menuSection.test(item.section) });
  }
  // A gallery of names (pets to adopt, the team) beside other cards: those are who, not what the site offers.
  const byGroup = new Map<string, FeatureCandidate[]>();
  for (const candidate of candidates) if (candidate.group) byGroup.set(candidate.group, [...(byGroup.get(candidate.group) ?? []), candidate]);
  const nameGroups = new Set<string>();
  for (const [group, members] of byGroup) {
    // Sections over priced items ("Wraps", "Teller", "Beilagen") are what is sold, whatever their capitals.
    if (members.length < 3 || group.startsWith('menu:')) continue;
    const names = members.filter((member) => isNameTitle(member.feature.name, facts.text, language)).length;
    if (names / members.length >= 0.75) nameGroups.add(group);
  }
  // Plan tiers, dishes and name galleries are used only when the page names nothing else.
  const tiers: Array<(c: FeatureCandidate) => boolean> = [
    (c) => !c.planTier && !c.catalogue && !c.benefit && !nameGroups.has(c.group),
    (c) => !c.planTier && !c.benefit && !nameGroups.has(c.group),
    (c) => !c.planTier && !c.benefit,
    (c) => !c.benefit,
    () => true,
  ];
  const pool = tiers.map((keep) => candidates.filter(keep)).find((list) => list.length >= 2) ?? candidates;
  const seen = new Set<string>();
  const features: SiteFeature[] = [];
  // "Gold Party Plan", "Silver Party Plan", "Bronze Party Plan": tiers of one offering. The first stands
  // for them all; the others come only after every other offering has had its place.
  const tierTail = (name: string) => {
    const words = name.toLocaleLowerCase().split(/\s+/u);
    return words.length >= 3 ? words.slice(1).join(' ') : null;
  };
  const tails = new Set<string>();
  const deferred: FeatureCandidate[] = [];
  let limit = maxFeatures;
  const take = (candidate: FeatureCandidate, deferTiers: boolean) => {
    const key = candidate.feature.name.toLocaleLowerCase();
    if (seen.has(key) || features.length >= limit) return;
    // "Épilation cire" beside "Épilation à la cire", "LPG" beside "LPG · Soins du corps": one offering named twice.
    if (features.some((chosen) => namesSameOffering(chosen.name, candidate.feature.name, language))) return;
    const tail = tierTail(candidate.feature.name);
    if (deferTiers && tail && tails.has(tail)) {
      deferred.push(candidate);
      return;
    }
    if (tail) tails.add(tail);
    seen.add(key);
    features.push(candidate.feature);
  };
  // A small site's menu is often the list of what it offers ("Memberships", "Pro Shop", "Banquet Halls"):
  // when the content is one offering's own list (a food menu's sections, a run of links to party
  // plans), the menu's other offering keeps a place beside it.
  const menuLabels = menuOfferings(facts, pageUrl, name);
  const listsOneOffering = pool.some((candidate) => candidate.group.startsWith('menu:') || candidate.group.startsWith('links:'));
  const covered = (label: string) => features.some((chosen) => chosen.name.toLocaleLowerCase() === label.toLocaleLowerCase() || namesSameOffering(chosen.name, label, language));
  const sorted = pool.sort((a, b) => b.score - a.score || a.order - b.order);
  limit = menuLabels.length > 0 && listsOneOffering ? maxFeatures - 1 : maxFeatures;
  for (const candidate of sorted) take(candidate, true);
  for (const candidate of deferred) take(candidate, false);
  limit = maxFeatures;
  // Keep the page's order among the chosen: it is the order the site presents its offer in.
  const position = new Map(candidates.map((c) => [c.feature, c.order]));
  features.sort((a, b) => position.get(a)! - position.get(b)!);
  // When its content names fewer offerings than we can use, the menu's own pages fill the rest.
  for (const label of menuLabels) {
    if (features.length >= maxFeatures) break;
    if (covered(label)) continue;
    features.push({ name: label, description: null, source: { text: label, where: 'navigation' } });
  }
  // The place kept for the menu went unused (its pages are offerings the content named already).
  if (features.length === maxFeatures - 1 && menuLabels.length > 0 && listsOneOffering) {
    const before = features.length;
    for (const candidate of [...sorted, ...deferred]) if (features.length === before) take(candidate, false);
  }
  // Only a page whose structure and menu name almost nothing is read further (its price-table rows,
  // the lists its prose gives): beside enough clear cards those would be details of the cards.
  const fillers = features.length < fewOfferings ? fillerOfferings(facts, features, name, language) : [];
  for (const filler of fillers) {
    if (features.length >= maxFeatures) break;
    const label = filler.name;
    if (!isFeatureName(label, name) || features.some((chosen) => chosen.name.toLocaleLowerCase() === label.toLocaleLowerCase() || namesSameOffering(chosen.name, label, language))) continue;
    features.push({ name: label, description: null, source: { text: label, where: filler.where } });
  }
  return features;
}

const pleaseWord = /(?<![\p{L}])(?:please|kindly|bitte|por favor|s['’]il vous pla[iî]t|veuillez|merci de|por gentileza|favor de)(?![\p{L}])/iu;

/**
 * "Bed linen & towels: please bring your own", "Endreinigung: bitte hinterlasst das Haus …": a
 * section that asks the guest to do something is a house rule, unless it also sells the thing
 * ("… or book the final clean for 125 €").
 */
function isGuestRequest(block: FeatureBlock, facts: PageFacts): boolean {
  const opening = block.description?.split(/(?<=[.!?])\s/u)[0] ?? '';
  if (!pleaseWord.test(opening)) return false;
  return !facts.blocks.some((other) => other.heading === block.title && amountsIn(other.text).length > 0);
}

/** "What to bring", "How it works", "Wo parken?": a question titles advice or steps, unless it asks what the business offers or why to choose it. */
function isAdviceHeading(heading: string): boolean {
  return sectionQuestion.test(heading) && !offeringHeading.test(heading) && !whyHeading.test(heading);
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
const ticketRowLabel = new RegExp(
  `^(?:${[
    'adults?|children|child|kids?|seniors?|students?|infants?|toddlers?|families|family|members?|non-members?|groups?|under \\d+s?|over \\d+s?|total|subtotal|deposit|tax|vat',
    'erwachsene|kinder|kind|senioren|studenten|schüler|familien?|mitglieder|gruppen?|gesamt|summe|anzahlung|mwst',
    'adultos?|niños?|niñas?|jubilados|estudiantes|familias?|socios|grupos?|total|iva',
    'adultes?|enfants?|seniors|étudiants|familles?|membres|groupes?|total|acompte|tva',
    'adultos?|crianças|criança|seniores|estudantes|famílias?|sócios|grupos?|total',
  ].join('|')})(?:\\s*\\(.*\\))?$`,
  'iu',
);

/**
 * When the page's structure names fewer offerings than can be used, what it names elsewhere fills
 * the rest, surest first: the rows of a price table ("Tandem kayak | $40"), then the lists its prose
 * gives after "we offer", "featuring", "wir bieten", "ofrecemos", "nous proposons". The list a card's
 * description opens with ("Wash, cut and blow-dry") is not read: beside the card it names steps.
 */
function fillerOfferings(facts: PageFacts, features: SiteFeature[], name: string, language: KitLanguage): Array<{ name: string; where: string }> {
  const fillers: Array<{ name: string; where: string }> = [];
  for (const block of facts.blocks) {
    const cells = block.cells ?? [];
    if (block.chrome || cells.length < 2 || amountsIn(cells[0]!).length > 0 || !cells.slice(1).some((cell) => amountsIn(cell).length > 0)) continue;
    // "Adults | £12", "Kinder | 6 €", "Monday | $5", "Total": who pays, when, or a sum, not what is sold.
    if (ticketRowLabel.test(cells[0]!.trim()) || isDayLabel(cells[0]!)) continue;
    fillers.push({ name: cleanTitle(cells[0]!), where: 'price' });
  }
  for (const block of facts.blocks) {
    if (block.chrome || block.control || block.where === 'testimonial' || excludedSection.test(block.section)) continue;
    if (block.where !== 'paragraph' && block.where !== 'h1' && block.where !== 'heading') continue;
    for (const sentence of sentencesOf(block.text, language)) {
      for (const listedName of [...namesListedAfterOffer(sentence, language, name), ...namesSaidAvailable(sentence, language)]) fillers.push({ name: capitalised(listedName), where: 'paragraph' });
    }
  }
  return fillers;
}

// "The Course", "Das Haus", "La Clínica": an article and a noun title a page about the place itself.
const articleLed = /^(?:the|der|die|das|el|la|los|las|le|les|l['’]|o|a|os|as)\s/iu;
const labelJoin = /\s*(?:&|\+|\/|,|\band\b|\bund\b|\by\b|\be\b|\bet\b)\s*/iu;
/** Labels every site has ("Home", "About", "Services & Prices", "Contact"), alone or joined. */
function isFurnitureLabel(label: string): boolean {
  const parts = label.replace(/['’]s\b/gu, 's').split(labelJoin).filter(Boolean);
  const furniture = (part: string) => [part, part.replace(/(?:s|e|es|en)$/iu, '')].some((form) => genericHeading.test(form) || contactLabel.test(form) || siteFurniture.test(form) || possessiveSectionTitle.test(form));
  // "River rules", "Guest FAQs": the last word says what kind of page it is.
  return parts.length > 0 && (parts.every(furniture) || siteFurnitureHead.test(label));
}
const siteFurniture =
  /^(?:rates|fees|costs|price list|food menu|drinks menu|kosten|preisliste|speisekarte|getränkekarte|honorare|tarifas|honorarios|honoraires|custos|honorários|availability|portfolio|clients|references|downloads?|links|sitemap|more|other|imprint|staff|teachers|instructors|coaches|profs|verfügbarkeit|belegung|referenzen|kunden|mehr|mitarbeiter|lehrer|disponibilidad|clientes|referencias|más|profesores|disponibilités|références|plus|professeurs|disponibilidade|referências|mais|professores|equipa|(?:en|de|es|fr|pt))$/iu;
const siteFurnitureHead = /(?<![\p{L}])(?:rules|polic(?:y|ies)|faqs?|gallery|photos|blog|news|info|reviews|testimonials|regeln|fotos|normas|règles|regras)$/iu;

function sharesNameWord(label: string, name: string): boolean {
  const nameWordSet = new Set(name.toLocaleLowerCase().split(/[^\p{L}]+/u).filter((word) => word.length >= 4));
  return label.toLocaleLowerCase().split(/[^\p{L}]+/u).some((word) => nameWordSet.has(word));
}

/** The labels of the site's menu that open a page of their own and are not the site's furniture, in menu order. */
function menuOfferings(facts: PageFacts, pageUrl: string, name: string): string[] {
  let home: URL;
  try {
    home = new URL(pageUrl);
  } catch {
    return [];
  }
  const homePath = home.pathname.replace(/\/(?:index\.\w+)?$/u, '/');
  const brand = new Set([name, ...facts.brandTexts].map((text) => squash(text)));
  // The menu itself: a footer's "Quick links" column holds its own calls ("Browse the shop").
  const menuTexts = new Set(facts.blocks.filter((block) => block.chrome === 'nav').map((block) => block.text));
  // "Tratamientos" in the menu and over a column of treatments: the title of the list, not one of them.
  const listTitles = new Set(facts.headings.filter((heading) => offeringHeading.test(heading.text)).map((heading) => heading.text.toLocaleLowerCase()));
  const labels: string[] = [];
  for (const link of facts.links) {
    if (!link.chrome || !menuTexts.has(link.text)) continue;
    let target: URL;
    try {
      target = new URL(link.href);
    } catch {
      continue;
    }
    if (target.origin !== home.origin || target.pathname.replace(/\/(?:index\.\w+)?$/u, '/') === homePath) continue;
    const label = cleanTitle(link.text);
    if (isPlumbingLink(label, target.pathname) || listTitles.has(label.toLocaleLowerCase())) continue;
    if (label.split(' ').length > 4 || !isFeatureName(label, name) || articleLed.test(label) || isFurnitureLabel(label) || isCallToActionText(label)) continue;
    // "Weeki Wachee River" beside "Weeki Wachee Kayaking": the place or the business itself, not an offering.
    if (brand.has(squash(label)) || /\d/u.test(label) || labels.includes(label) || sharesNameWord(label, name)) continue;
    labels.push(label);
  }
  return labels;
}

/** The content words of a name, lower case ("Manucure & pédicure" → manucure, pédicure). */
function nameWords(name: string, language: KitLanguage): string[] {
  return name
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !isStopword(word, language));
}

/** One name's words all stand in the other's: the same offering, once short and once long. */
function namesSameOffering(a: string, b: string, language: KitLanguage): boolean {
  const x = nameWords(a, language);
  const y = nameWords(b, language);
  if (x.length === 0 || y.length === 0) return false;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.every((word) => long.includes(word));
}

const mediaPath = /\.(?:jpe?g|png|gif|webp|avif|svg|bmp|tiff?|pdf|mp4|webm|mov)$|(?:^|\/)(?:gallery|galleries|photos?|pictures|images?|img|media|uploads|galerie|fotos?|bilder|galer[ií]a|imagens|portfolio)(?:\/|$)/iu;

/** Three or more picture links in a row in a page's content, each named by its alt text or, without one, by its page's address. */
function imageTileRuns(facts: PageFacts, pageUrl: string): string[][] {
  const origin = URL.canParse(pageUrl) ? new URL(pageUrl).origin : null;
  const runs: string[][] = [];
  let run: Array<{ label: string | null; href: string }> = [];
  const close = () => {
    const labels = [...new Set(run.map((tile) => tile.label).filter((label): label is string => label !== null))];
    if (run.length >= 3 && new Set(run.map((tile) => tile.href)).size === run.length) runs.push(labels.filter((label) => !isFurnitureLabel(label) && !isPlumbingLink(label, new URL(run.find((tile) => tile.label === label)!.href).pathname)));
    run = [];
  };
  for (const link of facts.links) {
    // A picture that links to another site (a weather widget, a badge), to a larger copy of itself or
    // into a gallery is no tile of this one.
    const target = URL.canParse(link.href) ? new URL(link.href) : null;
    if (link.image && !link.chrome && target?.origin === origin && !mediaPath.test(target.pathname)) run.push({ label: link.text || labelOfPath(link.href), href: link.href });
    else close();
  }
  close();
  return runs;
}

/** Runs of three or more link labels side by side in a page's content (not its navigation or footer), each a name. */
function linkRuns(facts: PageFacts): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  let navigation = false;
  const close = () => {
    // A run with "Home" or "Contact" in it is a menu the page did not mark as navigation.
    if (run.length >= 3 && !navigation) runs.push(run);
    run = [];
    navigation = false;
  };
  for (const block of facts.blocks) {
    const label = block.text;
    const nameLike = block.control && !block.chrome && label.length <= 50 && !/[.!?…:]$/u.test(label) && !/\d{3}/u.test(label) && !isCallToActionText(label);
    if (nameLike && (genericHeading.test(label) || contactLabel.test(label))) navigation = true;
    else if (nameLike) {
      if (!run.includes(label)) run.push(label);
    } else close();
  }
  close();
  return runs;
}

function choosePrices(facts: PageFacts | null): SitePrice[] {
  if (!facts) return [];
  return facts.prices.slice(0, 20).map((price) => ({ item: price.item, amount: price.amount, source: { text: price.text, where: 'price' } }));
}

/** Labels a review widget puts beside the name ("Local Guide", "Reseña en Google", "· 12 reviews"): not the author. */
const reviewWidgetLabels = /(?<![\p{L}])(?:local guide|reseña en google|google review|avis google|avaliação google|rezension)(?![\p{L}])|[·|].*$/giu;

/**
 * A review's author as a person reads it: "J Juan Manuel Pereira Reseña en Google" is Juan Manuel
 * Pereira, "SN Sibongile N.Homeowner" is Sibongile N., "Mike T. Regular Customer" is Mike T.
 */
export function cleanAuthor(author: string | null): string | null {
  if (!author) return null;
  // An avatar's initials before the name, a role glued after an initial.
  let clean = author.replace(reviewWidgetLabels, '').replace(/^\p{Lu}{1,3}\s+(?=\p{Lu}\p{Ll})/u, '').replace(/\.(?=\p{Lu}\p{Ll})/gu, '. ').replace(/\s{2,}/gu, ' ').replace(/[\s,–—-]+$/u, '').trim();
  const initialled = /^(\p{Lu}[\p{Ll}'’-]+\s\p{Lu}\.)\s+\p{Lu}/u.exec(clean);
  if (initialled) clean = initialled[1]!;
  return clean.length >= 2 ? clean : author.trim() || null;
}

/** A reviews section's own line ("Real reviews from our wonderful community", "Lo que dicen nuestros clientes"): no one's words. */
const reviewsIntro = /(?<![\p{L}])(?:reviews?|testimonials?|customers|clients|community|guests|bewertungen|stimmen|kunden|rese[ñn]as|opiniones|clientes|avis|t[ée]moignages|depoimentos|opini[õo]es)(?![\p{L}])/iu;

function chooseTestimonials(facts: PageFacts | null): SiteTestimonial[] {
  if (!facts) return [];
  // A short line with no sentence end that names the reviews is the section's heading, not a review (an author read
  // beside it belongs to the card after it).
  const intro = (quote: string) => !/[.!?…]["”»]?$/u.test(quote.trim()) && reviewsIntro.test(quote) && quote.split(/\s+/u).length <= 10;
  const reviews = facts.testimonials.filter((t) => !intro(t.quote)).flatMap((t) => reviewsIn(t.quote, t.author));
  return reviews.slice(0, 8).map((t) => ({ quote: t.quote, author: cleanAuthor(t.author), source: { text: t.quote, where: 'testimonial' } }));
}

/** Where one quoted review ends and the next begins inside one paragraph: `… bestanden!" – Lea, 18 „Ferienkurs …`. */
const reviewJoint = /(?<=[.!?…])\s*["“”»]\s*[–—-]\s*([^„“"«»”]{2,40}?)\s*[„“"«]\s*/u;

/**
 * The reviews of a paragraph that quotes several, each with its author: a page that sets them one per line in a single
 * paragraph ("„…“ – Lea, 18<br>„…“ – Murat Y.") was read as one review by the last author.
 */
function reviewsIn(quote: string, author: string | null): Array<{ quote: string; author: string | null }> {
  const found: Array<{ quote: string; author: string | null }> = [];
  let rest = quote;
  for (let joint = reviewJoint.exec(rest); joint; joint = reviewJoint.exec(rest)) {
    found.push({ quote: rest.slice(0, joint.index).trim(), author: joint[1]!.replace(/[,;:]\s*$/u, '').trim() });
    rest = rest.slice(joint.index + joint[0].length);
  }
  found.push({ quote: rest.trim(), author });
  return found.filter((review) => review.quote.length > 0);
}

function chooseLocation(facts: PageFacts | null, name: string, headline: string | null, description: SourceText | null): SourceText | null {
  if (!facts) return null;
  const locality = facts.jsonLd.localities[0];
  if (locality) return { text: locality, where: 'structured data' };
  const geo = facts.meta['geo.placename'];
  if (geo) return { text: geo, where: 'meta' };
  const nameWords = new Set(name.toLocaleLowerCase().split(/[^\p{L}]+/u).filter(Boolean));
  const squashedName = squash(name);
  // A town named in a postal address may share words with the business ("Silver Lake" of "Silver
  // Lake Paddle"); one word of the name alone ("Roatan" of "Roatan Reel") or the whole name is the business itself.
  const notTheName = (place: string | null) => {
    if (!place) return null;
    const words = place.toLocaleLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
    if (!words.some((word) => nameWords.has(word))) return place;
    return words.length >= 2 && squash(place) !== squashedName ? place : null;
  };
  // "2015 Rates" looks like a postcode and a town; a town is a proper noun the page never writes in lower case.
  const properNoun = (place: string | null) => (place && !writtenLowerCase(place.split(/[\s-]/u)[0]!, facts.text) ? place : null);
  for (const address of [...facts.addresses, ...facts.jsonLd.addresses]) {
    const place = notTheName(placeInAddress(address));
    if (place) return { text: place, where: 'address' };
  }
  for (const block of facts.blocks) {
    if (block.chrome === 'nav' || block.text.length > 200) continue;
    const place = properNoun(notTheName(placeInAddress(block.text)));
    if (place) return { text: place, where: 'address' };
  }
  // "📍 Barendorf, Ortsteil von Dassow", a map-pin icon before "São Paulo, Brasil": a line that says where, with no street.
  for (const block of facts.blocks) {
    if (!(block.pinned || block.text.startsWith('📍')) || /\d/u.test(block.text) || block.text.length > 120) continue;
    const first = block.text.replace(/^📍\s*/u, '').split(/[,·|(]/u)[0]!.trim();
    if (!/^\p{Lu}[\p{L}'’-]*(?:[\s-]\p{L}[\p{L}'’-]*){0,3}$/u.test(first) || contactLabel.test(first) || genericHeading.test(first) || squash(first) === squashedName) continue;
    // The pin says it is a place, so a town the business is named after ("… Barendorf") counts.
    if (properNoun(first)) return { text: first, where: 'address' };
  }
  const named: Array<[string | null | undefined, string]> = [
    [facts.title, 'title'],
    [description?.text, description?.where ?? 'meta description'],
    [headline, 'h1'],
  ];
  for (const [text, where] of named) {
    const place = text ? placeNamedIn(text, nameWords) : null;
    if (place) return { text: place, where };
  }
  // "We are located in the quiet east end of Seal Island", "began in Brooklyn, New York in 1927".
  for (const block of facts.blocks) {
    if (block.chrome === 'nav' || block.control || block.where === 'testimonial' || block.text.length > 600) continue;
    const place = properNoun(notTheName(placeIntroducedIn(block.text)));
    if (place) return { text: place, where: block.where };
  }
  return null;
}

/** "located in" as "[Ll]ocated in": a sentence may open with the lead, while the town's capital still has to be one. */
const eitherCase = (alternatives: string) => alternatives.replace(/(^|\|)(\p{Ll})/gu, (_, bar: string, first: string) => `${bar}[${first.toLocaleUpperCase()}${first}]`);
const placeIntroduction = new RegExp(
  String.raw`(?<![\p{L}])(?:${eitherCase(
    [
      'located in|based in|situated in|nestled in|began in|founded in|started in|opened in|established in',
      'ansässig in|mit Sitz in|gelegen in|befinden uns in|gegründet in',
      'ubicad[oa]s? en|situad[oa]s? en|estamos en|fundad[oa] en|nació en',
      'située?s? (?:à|a|en|dans)|installée?s? (?:à|a|en|dans)|basée?s? (?:à|a|en)|fondée? (?:à|a|en)',
      'localizad[oa]s? em|situad[oa]s? em|sediad[oa]s? em|fundad[oa] em|estamos em',
    ].join('|'),
  )})\s+((?:\p{Ll}[\p{Ll}'’-]*\s+){0,6}?)(\p{Lu}[\p{L}'’-]+(?:\s(?:de|do|da|del|am|an|sur)?\s?\p{Lu}[\p{L}'’-]+){0,2})`,
  'u',
);
/** Words before a name that keep it a place ("the east end of", "the heart of"); other words ("a small studio in") mean the name is no town. */
const placeLeadWords = /^(?:(?:the|a|an|of|in|on|heart|centre|center|middle|east|west|north|south|end|side|stunning|beautiful|historic|quiet|old|town|city|village|island|coast|lovely|vibrant|charming|de|la|el|le|du|des|do|da|centro|coração|cœur|centre-ville|mitten|im|herzen|von|der|zentrum)\s+)*$/iu;

/** The town a sentence places the business in, after "located in", "based in", "ansässig in", "ubicados en", "située à", "localizada em". */
function placeIntroducedIn(text: string): string | null {
  const match = placeIntroduction.exec(text);
  if (!match || !placeLeadWords.test(match[1] ?? '')) return null;
  return match[2]!.replace(/['’]s$/u, '');
}

// Most blocks (headings, list items, one-line paragraphs) hold one sentence; the segmenter is skipped for them.
const possibleBreak = /[.!?…;·|•\n](?=\s*\S)/u;
function sentencesOf(text: string, language: KitLanguage): string[] {
  return possibleBreak.test(text) ? splitSentences(text, language) : [text.trim()];
}

interface PageSentence extends SourceText {
  block: PageBlock | null;
}

function pageSentences(facts: PageFacts, language: KitLanguage, description: SourceText | null): PageSentence[] {
  const sentences: PageSentence[] = [];
  const seen = new Set<string>();
  const push = (text: string, where: string, block: PageBlock | null) => {
    for (const sentence of sentencesOf(text, language)) {
      if (sentences.length >= maxSentences) return;
      if (seen.has(sentence) || !/\p{L}/u.test(sentence)) continue;
      seen.add(sentence);
      sentences.push({ text: sentence, where, block });
    }
  };
  for (const part of facts.title.split(/\s[|·•–—-]\s/u)) push(part, 'title', null);
  if (description && description.where !== 'paragraph') push(description.text, description.where, null);
  for (const block of facts.blocks) {
    if (block.chrome === 'nav') continue;
    const hasPrice = amountsIn(block.text).length > 0 || facts.prices.some((price) => price.text === block.text);
    push(block.text, hasPrice && block.where !== 'testimonial' ? 'price' : block.where, block);
  }
  return sentences;
}

/**
 * Opening hours, class and course times, event dates. A date inside a service's description ("we
 * file your return before the 31 January deadline") describes the service: there only days and
 * times ("dienstags um 18 Uhr") make a schedule.
 */
function chooseSchedule(facts: PageFacts | null, sentences: PageSentence[], features: SiteFeature[]): SourceText[] {
  if (!facts) return [];
  // A page that shows its week day by day says it in its own words and language, closed days too:
  // those rows come first, then structured data (English day names, open days only, but exact).
  const week = dayRowsOf(facts.blocks);
  const schedule: SourceText[] = [
    ...week.rows.map((text) => ({ text, where: 'hours' })),
    ...facts.jsonLd.openingHours.map((text) => ({ text, where: 'structured data' })),
  ];
  const limit = Math.max(6, schedule.length + 2);
  const descriptions = features.map((feature) => feature.description).filter((text): text is string => text !== null);
  for (const sentence of sentences) {
    if (schedule.length >= limit) break;
    if (sentence.where === 'title' || sentence.where === 'testimonial' || sentence.block?.control) continue;
    if (sentence.block && week.blocks.has(sentence.block)) continue;
    const evidence = scheduleEvidence(sentence.text);
    if (evidence === null) continue;
    // "Free enrolment for sign-ups until 31 January" is an offer with its deadline, not a date to come by.
    if (isOfferText(sentence.text)) continue;
    if (evidence === 'date' && (sentence.text.split(' ').length > 20 || descriptions.some((text) => text.includes(sentence.text)))) continue;
    if (schedule.some((s) => s.text === sentence.text)) continue;
    schedule.push({ text: sentence.text, where: sentence.block?.chrome === 'footer' ? 'footer' : sentence.where });
  }
  return schedule;
}

function chooseAudienceCues(sentences: PageSentence[]): SourceText[] {
  const cues: SourceText[] = [];
  for (const sentence of sentences) {
    if (sentence.block?.chrome || sentence.where === 'testimonial') continue;
    for (const cue of audienceCuesIn(sentence.text)) {
      if (cues.some((c) => c.text.toLocaleLowerCase() === cue.toLocaleLowerCase())) continue;
      cues.push({ text: cue, where: sentence.where });
      if (cues.length >= 5) return cues;
    }
  }
  return cues;
}

/** An offer as the page writes it (a capital at a line's start kept), and whether it is a full sentence or a label a writer may set mid-sentence. */
export interface SiteOffer extends SourceText {
  sentence: boolean;
}

/** Is this offer (from `site.offers`) a full sentence? Offers read before this was recorded are taken as sentences. */
export function offerIsSentence(offer: SourceText, language: KitLanguage): boolean {
  const recorded = (offer as Partial<SiteOffer>).sentence;
  return typeof recorded === 'boolean' ? recorded : isFullSentence(offer.text, language);
}

/** Promotions on the page (a discount, a free first session, a gift, a limited deal); buttons and calls to action are not offers. */
function chooseOffers(sentences: PageSentence[], callsToAction: string[], language: KitLanguage): SiteOffer[] {
  const offers: SiteOffer[] = [];
  const labels = new Set(callsToAction.map((label) => label.toLocaleLowerCase()));
  for (const sentence of sentences) {
    if (sentence.block?.chrome || sentence.where === 'testimonial' || sentence.where === 'title') continue;
    const label = sentence.block?.control === true || labels.has(sentence.text.toLocaleLowerCase());
    if (!isOfferText(sentence.text, { label })) continue;
    offers.push({ text: sentence.text, where: sentence.where, sentence: isFullSentence(sentence.text, language) });
    if (offers.length >= 4) break;
  }
  return offers;
}

/** Of the footer only what places the business and says when it is open is page copy: an address, hours. */
function isFooterFact(block: PageBlock): boolean {
  if (noise.test(block.text)) return false;
  return block.where === 'address' || scheduleEvidence(block.text) !== null || placeInAddress(block.text) !== null;
}

/** The page's visible copy section by section: a new section starts at each heading. */
function chooseOutline(facts: PageFacts | null): SiteModel['outline'] {
  if (!facts) return [];
  const outline: SiteModel['outline'] = [];
  // A footer heading ("Quick links") whose lines were all chrome leaves an empty section: it is dropped.
  const footerHeadings = new Set<SiteModel['outline'][number]>();
  let current: SiteModel['outline'][number] | null = null;
  for (const block of facts.blocks) {
    if (block.chrome === 'nav') continue;
    if (block.where === 'h1' || block.where === 'heading') {
      current = { heading: block.text, blocks: [] };
      outline.push(current);
      if (block.chrome === 'footer') footerHeadings.add(current);
      continue;
    }
    if (block.control || (block.chrome === 'footer' && !isFooterFact(block))) continue;
    if (!current) {
      current = { heading: null, blocks: [] };
      outline.push(current);
    }
    current.blocks.push({ text: block.text, where: block.where });
  }
  return outline.filter((section) => section.blocks.length > 0 || !footerHeadings.has(section));
}

function decideLanguage(facts: PageFacts | null, input: BuildSiteModelInput): { language: KitLanguage; evidence: string } {
  const requested = input.instructions.language;
  if (requested) return { language: requested, evidence: `your prompt asks for ${languageNames[requested]}` };
  if (facts) {
    const sample = [facts.title, facts.meta.description ?? '', ...facts.headings.slice(0, 40).map((h) => h.text), ...facts.paragraphs.slice(0, 60).map((p) => p.text)].join(' \n');
    const detected = detectLanguage({ htmlLang: facts.htmlLang ?? facts.meta['content-language'] ?? null, text: sample.length >= 200 ? sample : `${sample} ${facts.text.slice(0, 4000)}` });
    return { language: detected.language, evidence: detected.evidence };
  }
  // Nothing was read: the language the user typed their descriptions in is the best guess left.
  const typed = [...input.snippets.map((s) => s.description), input.prompt].join(' \n');
  const detected = detectLanguage({ htmlLang: null, text: typed });
  return { language: detected.language, evidence: typed.trim() ? `${detected.evidence} (from your own text: the page could not be read)` : detected.evidence };
}

/** Everything the writers and the videos know about a site, read once. Pure: no I/O. */
export function buildSiteModel(input: BuildSiteModelInput): SiteModel {
  const url = new URL(input.url);
  const domain = url.hostname.replace(/^www\./, '');
  const subPages = input.facts ? (input.subPages ?? []) : [];
  const facts = input.facts ? mergePageFacts(input.facts, subPages) : null;
  const prompt = input.prompt.trim();
  const snippetDescriptions = input.snippets.map((s) => s.description.trim()).filter(Boolean);
  const named = chooseName(facts, url.hostname);
  const { language, evidence: languageEvidence } = decideLanguage(facts, input);
  const classification = classifySite(facts, { snippets: snippetDescriptions, prompt });
  const description = chooseDescription(facts, language);
  const h1 = facts?.headings.find((h) => h.level === 1)?.text ?? null;
  const headline: SourceText | null = h1 && h1.length <= 120 ? { text: h1, where: 'h1' } : null;
  const people = peopleOf(facts, named.name);
  const features = chooseFeatures(facts, url.href, named.name, language).filter((feature) => !people.some((person) => feature.name === person.name || feature.name.startsWith(`${person.name} `)));
  const sentences = facts ? pageSentences(facts, language, description) : [];
  const paragraphs = facts ? facts.paragraphs.filter((p) => !/\b(nav|footer)\b/.test(p.section)).map((p) => p.text) : [];
  const corpus: SourceText[] = sentences.map(({ text, where }) => ({ text, where }));
  for (const snippet of snippetDescriptions) for (const text of splitSentences(snippet, language)) corpus.push({ text, where: 'snippet' });
  for (const text of splitSentences(prompt, language)) corpus.push({ text, where: 'prompt' });

  const model: SiteModel = {
    url: url.href,
    domain,
    fetched: facts !== null,
    fetchNote: input.fetchNote,
    name: named.name,
    nameSource: named.source,
    language,
    languageEvidence,
    type: classification.type,
    trade: tradeOfType[classification.type],
    typeEvidence: classification.evidence,
    typeConfidence: classification.confidence,
    headline,
    description,
    offers: chooseOffers(sentences, facts?.callsToAction ?? [], language),
    features,
    prices: choosePrices(facts),
    location: chooseLocation(facts, named.name, h1, description),
    schedule: chooseSchedule(facts, sentences, features),
    contact: chooseContact(facts),
    testimonials: chooseTestimonials(facts),
    callsToAction: facts?.callsToAction.slice(0, 5) ?? [],
    audienceCues: chooseAudienceCues(sentences),
    // A sample of paragraphs is enough to hear how the site speaks.
    voice: detectVoice(paragraphs.slice(0, 20), language),
    keyPhrases: keyPhrases({
      language,
      name: `${named.name} ${registrableLabel(url.hostname)}`,
      featureNames: features.map((f) => f.name),
      // Headings of the reviews, the team or the way there, and customers' quotes, are not the offering.
      headings: facts ? facts.headings.filter((h) => !/\b(nav|footer)\b/.test(h.section) && !excludedSection.test(h.section)).map((h) => h.text) : [],
      texts: sentences.filter((s) => s.where !== 'title' && s.where !== 'testimonial' && !s.block?.control && !(s.block && excludedSection.test(s.block.section))).map((s) => s.text),
      prompt,
    }),
    sentences: corpus,
    outline: chooseOutline(facts),
    snippetDescriptions,
    brand: input.brand ?? defaultBrand,
    logoUrl: facts?.logoImages[0] ?? null,
    pagesRead: input.facts ? [url.href, ...subPages.map((page) => page.url)] : [],
    people,
    heritage: null,
    ignoredText: (input.ignoredText ?? []).slice(0, 20).map((text) => text.slice(0, 300)),
  };
  model.heritage = heritageOf(sentences, model.outline);
  if (input.facts && subPages.length > 0) markPages(model, pageOfText({ url: url.href, facts: input.facts }, subPages));
  return model;
}

/** Each fact says which page it stands on, so grounding can cite it. */
function markPages(model: SiteModel, pageOf: (text: string) => string | undefined): void {
  const mark = (source: SourceText | null) => {
    const page = source ? pageOf(source.text) : undefined;
    if (source && page) source.page = page;
  };
  for (const feature of model.features) mark(feature.source);
  for (const price of model.prices) mark(price.source);
  for (const testimonial of model.testimonials) mark(testimonial.source);
  for (const person of model.people ?? []) mark(person.source);
  mark(model.heritage?.source ?? null);
  for (const entry of [...model.schedule, ...model.offers, ...model.sentences]) mark(entry);
  mark(model.location);
}

