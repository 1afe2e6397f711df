/**
 * How the French writer reads the owner's words before writing with them: when the campaign runs
 * (a deadline, a period, a season or a holiday, each with the preposition French gives it), what
 * kind of thing it is (something to book, to sign up for, to taste, to come to…), which verb asks
 * for it in the kit's register, and what shape the offer has.
 */
import { wordEntry } from '@sitespark/site-model';
import type { Story } from '../../story.ts';
import { definite, nounPhrase, splitCoordination, type NounPhrase } from './grammar.ts';

const edge = String.raw`(?<![\p{L}\p{N}'’-])`;
const end = String.raw`(?![\p{L}\p{N}-])`;
const months = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
const weekdays = 'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche';
const seasonNouns: Record<string, string> = { été: "l'été", hiver: "l'hiver", automne: "l'automne", printemps: 'le printemps' };
const seasonThis: Record<string, string> = { été: 'cet été', hiver: 'cet hiver', automne: 'cet automne', printemps: 'ce printemps' };
/** Holidays with the article French gives them ("Noël", "la Toussaint", "les fêtes"). */
const holidays: Array<[RegExp, string]> = [
  [/^no[eë]l$/iu, 'Noël'],
  [/^p[âa]ques$/iu, 'Pâques'],
  [/^halloween$/iu, 'Halloween'],
  [/^(?:la\s+)?rentr[ée]e(?:\s+scolaire)?$/iu, 'la rentrée'],
  [/^(?:la\s+)?toussaint$/iu, 'la Toussaint'],
  [/^(?:la\s+)?saint-valentin$/iu, 'la Saint-Valentin'],
  [/^(?:la\s+)?chandeleur$/iu, 'la Chandeleur'],
  [/^(?:l['’])?[ée]piphanie$/iu, "l'Épiphanie"],
  [/^(?:le\s+)?nouvel\s+an$/iu, 'le Nouvel An'],
  [/^(?:la\s+)?f[êe]te\s+des\s+m[èe]res$/iu, 'la fête des Mères'],
  [/^(?:la\s+)?f[êe]te\s+des\s+p[èe]res$/iu, 'la fête des Pères'],
  [/^(?:les\s+)?f[êe]tes(?:\s+de\s+fin\s+d['’]ann[ée]e)?$/iu, 'les fêtes'],
];

const endOfMonth = new RegExp(`^fin\\s+(?:du\\s+mois|${months})${end}`, 'u');
const dateAlone = new RegExp(`^(?:le\\s+)?(?:(?:${weekdays})\\s+)?\\d{1,2}(?:er)?\\s+(?:${months})(?:\\s+\\d{4})?$`, 'u');
const monthsAlone = new RegExp(`^(?:${months})(?:\\s*(?:,|et|ou)\\s*(?:${months}))*$`, 'u');

export type Action = 'commander' | 'réserver' | 'inscrire';

export interface When {
  /** The phrase as it follows a clause: "pour la rentrée", "avant le 6 janvier", "cet été", "le 12 octobre". */
  adverbial: string;
  /** A deadline reads after the clause ("Commande ta galette avant le 6 janvier"); a period or a season before it ("Pour la rentrée, …"). */
  deadline: boolean;
  /** A day ("le 12 octobre"): it reads after the clause like a deadline, but nothing must be done by then. */
  date: boolean;
  /** The season or holiday as a noun with its article ("la rentrée", "Noël", "l'été"), or null. */
  season: string | null;
  /** "cette rentrée", "cet été": a season that takes a demonstrative, or null. */
  thisSeason: string | null;
  /** The verb the owner put with the deadline ("commandez avant le 6 janvier"), or null. */
  action: Action | null;
}

const actions: Array<[RegExp, Action]> = [
  [/^(?:commandez|commande|commander|commandes|pré-?commandes?|précommandez)\s+/iu, 'commander'],
  [/^(?:réservez|réserve|réserver|réservations?)\s+/iu, 'réserver'],
  [/^(?:inscrivez-vous|inscris-toi|inscriptions?|s['’]inscrire)\s+/iu, 'inscrire'],
];

function seasonOf(noun: string): { season: string; thisSeason: string | null } | null {
  const bare = noun.trim().replace(/^(?:la|le|l['’]|les)\s*/iu, '').toLocaleLowerCase();
  const season = wordEntry(seasonNouns, bare);
  if (season) return { season, thisSeason: wordEntry(seasonThis, bare)! };
  for (const [pattern, name] of holidays) if (pattern.test(noun.trim())) return { season: name, thisSeason: name === 'la rentrée' ? 'cette rentrée' : null };
  return null;
}

/** Reads the owner's "when" ("rentrée", "commandez avant le 6 janvier", "pour la rentrée", "cet été", "en juin et septembre"). */
export function readWhen(text: string | null): When | null {
  if (!text) return null;
  let rest = text.trim().replace(/[.!]+$/u, '');
  let action: Action | null = null;
  for (const [pattern, verb] of actions) {
    if (pattern.test(rest)) {
      action = verb;
      rest = rest.replace(pattern, '');
      break;
    }
  }
  if (!rest) return null;
  const lower = rest.toLocaleLowerCase();
  const plain = { season: null, thisSeason: null, action, date: false };
  if (/^(?:jusqu['’]|avant\s|d['’]ici\s|au\s+plus\s+tard)/u.test(lower)) return { adverbial: rest, deadline: true, ...plain };
  // "fin septembre", "fin du mois": until then.
  if (endOfMonth.test(lower)) return { adverbial: `jusqu'à ${rest}`, deadline: true, ...plain };
  const preposed = /^(pour|à|dès|pendant|durant|tout\s+au\s+long\s+de)\s+(.+)$/u.exec(rest);
  if (preposed) {
    const season = seasonOf(preposed[2]!);
    return { adverbial: rest, deadline: false, date: false, season: season?.season ?? null, thisSeason: season?.thisSeason ?? null, action };
  }
  if (/^(?:ce|cet|cette|ces|tout\s+le|toute\s+la|tous\s+les|en|le\s+mois|la\s+semaine|chaque)\s/u.test(lower)) {
    const demonstrative = /^(?:cet|ce)\s+(été|hiver|automne|printemps)$/u.exec(lower);
    return { adverbial: rest, deadline: false, date: false, season: demonstrative ? seasonNouns[demonstrative[1]!]! : null, thisSeason: demonstrative ? rest : null, action };
  }
  // "le 12 octobre", "samedi 5 octobre", "12 octobre": a date.
  if (dateAlone.test(lower)) return { adverbial: /^le\s/u.test(lower) ? rest : `le ${rest}`, deadline: true, ...plain, date: true };
  // "septembre", "juin et septembre": in those months.
  if (monthsAlone.test(lower)) return { adverbial: `en ${rest}`, deadline: false, ...plain };
  const season = seasonOf(rest);
  if (season) {
    const adverbial = wordEntry(seasonThis, rest.toLocaleLowerCase().replace(/^(?:l['’]|le)\s*/u, '')) ?? `pour ${season.season}`;
    return { adverbial, deadline: false, date: false, season: season.season, thisSeason: season.thisSeason, action };
  }
  // Anything else is a noun phrase the campaign is for ("vacances de février", "soldes"): "pour les vacances de février".
  return { adverbial: `pour ${definite(rest)}`, deadline: false, date: false, season: definite(rest), thisSeason: null, action };
}

// ---------------------------------------------------------------------------------------------
// What kind of thing

export type Kind = 'signup' | 'class' | 'care' | 'advice' | 'food' | 'outing' | 'event' | 'product' | 'other';

const kindWords: Array<[Kind, RegExp]> = [
  ['signup', /^(?:inscriptions?|pré-?inscriptions?|réinscriptions?|réservations?|pré-?commandes?|précommandes?|commandes?|candidatures?|adhésions?|billetterie|pré-?ventes?|préventes?)$/u],
  ['class', /^(?:cours|stages?|ateliers?|formations?|leçons?|classes?|initiations?|entraînements?|masterclass|workshops?|camps?|modules?)$/u],
  ['care', /^(?:soins?|épilations?|massages?|modelages?|coupes?|colorations?|brushings?|balayages?|mèches|manucures?|pédicures?|maquillages?|microblading|extensions?|lissages?|tatouages?|piercings?|toilettages?|séances?|consultations?|bilans?|rendez-vous|rdv|traitements?|cures?|rééducation|kinés?|kinésithérapie|ostéopathie|ostéo|détartrages?|blanchiments?|orthodontie|contrôles?|révisions?|diagnostics?|réparations?|entretiens?|nettoyages?|vidanges?|dépannages?|lavages?|repassages?|pressing|retouches?|shootings?|liftings?|peelings?|drainages?|sophrologie|hypnose|thérapies?|naturopathie|réflexologie|lash|brow|onglerie|poses?|examens?|check-up|dépistages?|accompagnements?|coachings?)$/u],
  ['advice', /^(?:conseils?|audits?|devis|études?|déclarations?|créations?|successions?|divorces?|expertises?|assistance|défense|rédactions?|comptabilité|gestion|permanences?|médiations?|estimations?|simulations?)$/u],
  ['food', /^(?:pains?|gâteaux?|galettes?|bûches?|tartes?|croissants?|viennoiseries?|brioches?|crêpes?|gaufres?|chocolats?|glaces?|pizzas?|burgers?|plats?|menus?|brunchs?|buffets?|apéros?|apéritifs?|dîners?|déjeuners?|petits?-déjeuners?|goûters?|repas|huîtres?|fromages?|vins?|bières?|cocktails?|cafés?|thés?|sushis?|kebabs?|sandwichs?|salades?|soupes?|confitures?|miels?|pâtisseries?|desserts?|macarons?|cookies?|paniers?|plateaux?|tapas|fruits?|légumes?|viandes?|poissons?|fruits de mer|couscous|paellas?|quiches?|tourtes?|entremets|éclairs?|fraisiers?|tartelettes?|baguettes?|frites?|raclettes?|fondues?|crêpes?)$/u],
  ['outing', /^(?:visites?|balades?|excursions?|sorties?|randonnées?|croisières?|circuits?|tours?|séjours?|nuits?|nuitées?|chambres?|gîtes?|chalets?|cabanes?|mobil-homes?|mobile-homes?|bungalows?|roulottes?|tentes?|lodges?|emplacements?|appartements?|studios?|suites?|cottages?|yourtes?|week-ends?|locations?|escapades?|safaris?|plongées?|descentes?|vols?|baptêmes?|vacances|escape-games?)$/u],
  ['product', /^(?:bouquets?|fleurs?|plantes?|compositions?|bijoux?|vêtements?|manteaux?|robes?|chaussures?|sacs?|livres?|jouets?|cadeaux?|coffrets?|box|cartes?-cadeaux?|vélos?|meubles?|lunettes|montres?|parfums?|bougies?|savons?|cosmétiques|produits?|articles?|collections?|céramiques?|poteries?|tableaux?|affiches?|accessoires?|marinières?|pulls?|jeans?|sneakers?|baskets?|maillots?|créations?|objets?|luminaires?|tapis|linge|draps?|couettes?|matelas|outils?|pneus?|ordinateurs?|téléphones?)$/u],
  ['event', /^(?:soirées?|fêtes?|marchés?|concerts?|festivals?|spectacles?|ventes?|braderies?|journées?|portes|dégustations?|vernissages?|expositions?|expos?|salons?|tournois?|matchs?|conférences?|afterworks?|brocantes?|animations?|bals?|galas?|lotos?|repas-concerts?)$/u],
];

/** What kind of thing the campaign is about, from its head noun, else from the trade. */
export function kindOf(text: string | null, story: Story): Kind {
  if (text) {
    const np = nounPhrase(text);
    const head = np.text.split(/[\s']/u).find((word) => !/^(?:nouveaux?|nouvelles?|nouvel|premiers?|premières?|petits?|petites?|grands?|grandes?|bons?|bonnes?|vrais?|vraies?|meilleurs?|meilleures?)$/iu.test(word)) ?? '';
    const word = head.toLocaleLowerCase().replace(/[^\p{L}-]/gu, '');
    for (const [kind, pattern] of kindWords) {
      if (!pattern.test(word)) continue;
      // A consultation or a first meeting at a lawyer's or an accountant's is advice, not a treatment.
      if (kind === 'care' && story.trade === 'professional' && /^(?:consultations?|bilans?|rendez-vous|rdv|séances?|entretiens?|accompagnements?|diagnostics?|coachings?)$/u.test(word)) return 'advice';
      return kind;
    }
  }
  switch (story.trade) {
    case 'food':
      return 'food';
    case 'retail':
      return 'product';
    case 'health':
    case 'local':
      return 'care';
    case 'education':
      return 'class';
    case 'professional':
      return 'advice';
    default:
      return 'other';
  }
}

/** Whether a thing is a coordination of two plain things ("ensaïmadas et panellets"). */
export function pairOf(text: string): [string, string] | null {
  const parts = splitCoordination(text);
  return parts.length === 2 ? [parts[0]!, parts[1]!] : null;
}

// ---------------------------------------------------------------------------------------------
// The offer

export type OfferShape =
  /** "-20 % sur le premier forfait jambes", "10 € de remise sur …" */
  | { shape: 'discount'; text: string }
  /** "jusqu'à -40 % sur les manteaux", "2 pour 1": a phrase that stands as it is. */
  | { shape: 'phrase'; text: string }
  /** "cours d'essai gratuit" → "le cours d'essai" + "gratuit" + "" */
  | { shape: 'predicate'; subject: string; np: NounPhrase; adjective: string; rest: string }
  /** "premier rendez-vous à 50 €" → "le premier rendez-vous" + "à 50 €" */
  | { shape: 'priced'; subject: string; np: NounPhrase; price: string }
  /** a noun phrase: "carte fidélité" */
  | { shape: 'thing'; text: string }
  /** a clause with its verb */
  | { shape: 'clause'; text: string };

const predicates = /^(?:gratuite?s?|offerte?s?|incluse?s?|inclus|remboursée?s?|possibles?|disponibles?|ouverte?s?|accessibles?|sécurisée?s?|illimitée?s?|limitée?s?|garantie?s?|sans\s+engagement|sans\s+frais|à\s+volonté)$/iu;

/** A verb that makes a phrase a clause ("on offre…", "le premier cours est gratuit"). */
export function hasVerb(text: string): boolean {
  return verbCue.test(text);
}
const verbCue = new RegExp(`${edge}(?:est|sont|a|ont|sera|seront|fait|font|offre|offrons|offrent|propose|proposons|proposent|reste|restent|devient|peut|peuvent|pouvez|peux|avons|sommes|ouvre|ouvrons|il\\s+y\\s+a|c['’]est|nous|je|j['’]|on|vous|tu)${end}`, 'iu');

/** An amount with no word: "50 €", "28,00 €", "$20". */
export function isBareAmount(text: string): boolean {
  return /^[\s\d.,\u00a0\u202f]*(?:€|eur|euros?|%|\$|£)?[\s\d.,\u00a0\u202f]*$/iu.test(text.trim()) && /\d/u.test(text);
}

/** Reads the offer as typed; null when there is none or it is a bare amount with nothing attached. */
export function readOffer(text: string | null): OfferShape | null {
  if (!text) return null;
  const offer = text.trim().replace(/[.!]+$/u, '');
  if (!offer || isBareAmount(offer)) return null;
  // "-20 % sur…", "10 € de remise sur…": a discount; "150 € la semaine" is a price whose item the brief did not keep.
  if (/^[-−–]\s?\d/u.test(offer) || (/^\+?\d/u.test(offer) && /%|(?:€|euros?)\s+(?:de\s+(?:remise|réduction|moins)|d['’](?:économie|avoir)|offerts?)/iu.test(offer))) return { shape: 'discount', text: offer.replace(/^[−–]/u, '-') };
  if (/^\d/u.test(offer) && /(?:€|euros?)/iu.test(offer)) return null;
  if (/^(?:jusqu['’]|\d|\+)/iu.test(offer)) return { shape: 'phrase', text: offer };
  if (hasVerb(offer)) return { shape: 'clause', text: offer };
  const words = offer.split(/\s+/u);
  // "cours d'essai gratuit", "livraison offerte dès 30 €", "première séance offerte".
  for (let i = 1; i < words.length; i++) {
    const two = `${words[i]} ${words[i + 1] ?? ''}`.trim();
    const single = predicates.test(words[i]!) ? words[i]! : null;
    const double = !single && predicates.test(two) ? two : null;
    if (single || double) {
      const subject = words.slice(0, i).join(' ');
      const rest = words.slice(i + (double ? 2 : 1)).join(' ');
      return { shape: 'predicate', subject, np: nounPhrase(subject), adjective: (single ?? double)!, rest };
    }
  }
  const priced = /^(.+?)\s+à\s+((?:partir\s+de\s+)?\d[\d\s.,]*\s?(?:€|euros?)(?:\s.*)?)$/iu.exec(offer);
  if (priced) return { shape: 'priced', subject: priced[1]!, np: nounPhrase(priced[1]!), price: `à ${priced[2]!}` };
  return { shape: 'thing', text: offer };
}
