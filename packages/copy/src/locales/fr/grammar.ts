/**
 * French grammar for the writer: the gender and number of a noun phrase the owner or the site
 * typed ("épilation laser", "cours d'essai gratuit", "galette des rois"), its articles and
 * possessives with elision ("l'épilation", "ton épilation"), the contractions of à and de
 * ("au", "aux", "du", "des"), adjectives and participles that agree, and the typography of the
 * sentence. Nothing here is worded for a reader; the locale's sentences are built on it.
 */
import { wordEntry } from '@sitespark/site-model';

export type Gender = 'm' | 'f';

export interface NounPhrase {
  /** The phrase without a leading article ("galette des rois"). */
  text: string;
  gender: Gender;
  plural: boolean;
  /** The article the owner wrote, kept when they wrote one ("la", "les", "notre"…), else null. */
  determiner: string | null;
}

// ---------------------------------------------------------------------------------------------
// Sounds

/** Words whose h is aspirated: no elision, no liaison ("le hammam", "du homard"). */
const aspirated = new Set(
  'hache haie haine hall halle halles hamac hambourgeois hamburger hamburgers hameau hammam hanche handball handicap hangar hanneton happening harcèlement hardi haricot haricots harnais harpe hasard hâte hausse haut haute hauteur havre hérisson héron héros hêtre hibou hiérarchie hip-hop hit hobby hockey hold-up homard honte hoquet hors hot-dog hotte houblon houle housse houx hublot huit huitième hurlement hutte hype'.split(' '),
);

/** A word that starts with a vowel sound: "l'épilation", "d'essai", "mon atelier"; not "le hammam", "le yoga", "le onze". */
export function vowelSound(word: string): boolean {
  const w = word.trim().toLocaleLowerCase().replace(/^[«"“(]+/u, '');
  if (!w) return false;
  if (/^(?:onze|onzième|ouistiti|yaourt|yoga|yoyo|youyou|yéti|yacht|yak|yen|yod|ya)/u.test(w)) return false;
  if (w.startsWith('h')) return !aspirated.has(w.split(/[\s'’]/u)[0]!.replace(/[^\p{L}-]/gu, ''));
  // "Yves", "Ypérite": y followed by a consonant sounds like i.
  if (/^y[^aeiouéèêàâîôû]/u.test(w)) return true;
  return /^[aeiouéèêëàâäîïôöùûüœæ]/u.test(w);
}

/** "de" before a word, elided before a vowel sound: "d'épilation", "de galette". */
export function de(word: string): string {
  return vowelSound(word) ? `d'${word}` : `de ${word}`;
}

/** "que" before a word, elided: "qu'on", "que nous". */
export function que(word: string): string {
  return vowelSound(word) ? `qu'${word}` : `que ${word}`;
}

/** "je" before a verb, elided: "j'ouvre", "je propose". */
export function je(verb: string): string {
  return vowelSound(verb) ? `j'${verb}` : `je ${verb}`;
}

/** An object pronoun (me, te, se, le, la) before a verb, elided: "t'attend", "le réserver", "l'offrir". */
export function clitic(pronoun: 'me' | 'te' | 'se' | 'le' | 'la' | 'les' | 'nous' | 'vous', verb: string): string {
  if (pronoun === 'les' || pronoun === 'nous' || pronoun === 'vous') return `${pronoun} ${verb}`;
  return vowelSound(verb) ? `${pronoun.charAt(0)}'${verb}` : `${pronoun} ${verb}`;
}

// ---------------------------------------------------------------------------------------------
// Gender and number

/** Nouns a small business names often, with their gender where the ending would mislead or say nothing. */
const masculine = new Set(
  `abonnement accompagnement accueil agenda anniversaire apéritif apéro appartement après-midi argent article atelier audit automne avis bain baptême bar barbecue beurre bien-être bijou bilan billet biscuit blouson bois bol bonbon bonheur bouquet brunch buffet bureau burger café cake camion camp canapé cappuccino carnet centre chalet champagne chapeau chèque chocolat choix cidre cinéma circuit citron club coaching cocktail code coffret collège comité commerce concert conseil contrôle cookie corps costume côté cours couscous crédit croissant cycle dessert devis diagnostic dîner dimanche directeur divorce domaine dos drainage éclair entretien escape-game espace essai été événement examen exercice festival fitness flan foie forfait fromage gâteau génie gîte goûter groupe guide hammam hiver jardin jeudi jeu jus kebab kit lavage légume lifting livre local loft logement lundi lycée magasin mardi mariage marché massage match matin menu mercredi meuble miel mobilier modèle moment monde mur musée nettoyage noël nom office panier pantalon parcours parfum parking partenariat pass passeport pâté permis pique-nique plan planning plat plateau poisson portrait poulet prestige printemps prix produit programme projet protocole pull rdv relooking rendez-vous repas répertoire restaurant rêve rire rituel riz rôle rosé sac salon samedi sandwich sauna savon séjour service shampoing shooting site soin soir sourire spa spectacle sport stage studio style suivi sushi système tableau tarif tatouage taxi thé théâtre thème tirage tour tournoi traitement transport travail trajet trophée vélo vendredi verre vêtement village vin voyage week-end yoga`.split(/\s+/u),
);
const feminine = new Set(
  `affaire année huître lettre fenêtre grammaire assiette assurance baguette balade barbe beauté bière bio boisson boîte boutique box brioche bûche cabane cage carte chambre chanson chaussure chemise cire classe clinique coiffure collection commande confiture consultation couleur coupe cour crème crêpe croisière cuisine cure danse découverte douceur douleur eau école édition église énergie entreprise envie épice épilation équipe escale esthétique étape excursion expo exposition façon faim famille fête fin fleur foire formule fraîcheur frite galette garde gaufre glace halle heure histoire huile image info journée jupe kiné laverie leçon lecture livraison location lune main maison manucure marche mer minceur mode montagne moto musique nage natation nuit offre page paella peau pédicure pension peur photo pizza place plage planche plante pâtisserie pause pièce piscine pizza plongée pose poterie prestation promo quiche radio randonnée recette remise rentrée réduction réparation rencontre réservation robe rose routine rue saison salade salle salsa santé sauce séance semaine session soirée solde sortie soupe sophrologie tarte table tablette taille tenue terrasse thérapie tisane toilette tournée tradition valeur vente vidange vidéo visite voiture vue zone`.split(/\s+/u),
);
/** Heads that read the same in the singular and the plural ("le cours", "les cours"). */
const invariable = new Set(
  'avis bois box bras choix corps cours concours dos fois gaz héros jus mois nez parcours pass permis poids prix puits rendez-vous repas riz secours temps tapis devis relais'.split(' '),
);

/** Adjectives and participles whose form says the gender and number of the noun they follow. */
const agreeing: Array<[RegExp, Gender, boolean | null]> = [
  [/^(?:gratuite|offerte|ouverte|complète|privée|guidée|personnalisée|nouvelle|première|dernière|artisanale|locale|spéciale|intégrale|collective|individuelle|traditionnelle|maison|incluse|réservée|limitée|fraîche)s$/u, 'f', true],
  [/^(?:gratuite|offerte|ouverte|complète|privée|guidée|personnalisée|nouvelle|première|dernière|artisanale|locale|spéciale|intégrale|collective|individuelle|traditionnelle|incluse|réservée|limitée|fraîche)$/u, 'f', false],
  [/^(?:gratuits|offerts|ouverts|complets|privés|guidés|personnalisés|nouveaux|premiers|derniers|artisanaux|locaux|spéciaux|intégraux|collectifs|individuels|traditionnels|réservés|limités|frais)$/u, 'm', true],
  [/^(?:gratuit|offert|ouvert|complet|privé|guidé|personnalisé|nouveau|premier|dernier|artisanal|local|spécial|intégral|collectif|individuel|traditionnel|inclus|réservé|limité)$/u, 'm', false],
];

/** Adjectives that stand before the noun ("premier forfait", "nouvelle carte", "petits déjeuners"). */
const prenominal: Record<string, [Gender | null, boolean]> = {
  nouveau: ['m', false], nouvel: ['m', false], nouvelle: ['f', false], nouveaux: ['m', true], nouvelles: ['f', true],
  premier: ['m', false], première: ['f', false], premiers: ['m', true], premières: ['f', true],
  dernier: ['m', false], dernière: ['f', false], derniers: ['m', true], dernières: ['f', true],
  petit: ['m', false], petite: ['f', false], petits: ['m', true], petites: ['f', true],
  grand: ['m', false], grande: ['f', false], grands: ['m', true], grandes: ['f', true],
  bon: ['m', false], bonne: ['f', false], bons: ['m', true], bonnes: ['f', true],
  beau: ['m', false], bel: ['m', false], belle: ['f', false], beaux: ['m', true], belles: ['f', true],
  vrai: ['m', false], vraie: ['f', false], vrais: ['m', true], vraies: ['f', true],
  joli: ['m', false], jolie: ['f', false], jolis: ['m', true], jolies: ['f', true],
  meilleur: ['m', false], meilleure: ['f', false], meilleurs: ['m', true], meilleures: ['f', true],
  vieux: ['m', false], vieil: ['m', false], vieille: ['f', false], vieilles: ['f', true],
  gros: ['m', false], grosse: ['f', false], grosses: ['f', true],
  seul: ['m', false], seule: ['f', false],
  deuxième: [null, false], troisième: [null, false],
};

const determiners: Record<string, [Gender | null, boolean | null]> = {
  le: ['m', false], la: ['f', false], les: [null, true], "l'": [null, false], un: ['m', false], une: ['f', false], des: [null, true], du: ['m', false], 'de la': ['f', false], "de l'": [null, false],
  notre: [null, false], nos: [null, true], votre: [null, false], vos: [null, true], mon: [null, false], ma: ['f', false], mes: [null, true], ton: [null, false], ta: ['f', false], tes: [null, true], son: [null, false], sa: ['f', false], ses: [null, true], leur: [null, false], leurs: [null, true],
  ce: ['m', false], cet: ['m', false], cette: ['f', false], ces: [null, true],
};
const determinerPattern = /^(?:(de\s+la|de\s+l['’]|le|la|les|l['’]|un|une|des|du|notre|nos|votre|vos|mon|ma|mes|ton|ta|tes|son|sa|ses|leur|leurs|ce|cet|cette|ces)(?:\s+|(?<=['’])))/iu;

/** The gender an ending gives: a fair guess for a noun outside the lists. */
function genderOfEnding(word: string): Gender {
  if (['isme', 'ème', 'gramme', 'cle', 'logue', 'ège', 'age', 'aire', 'ome', 'phone', 'tre', 'ice'].some((end) => word.endsWith(end)) && !word.endsWith('rice')) return 'm';
  if (['tion', 'sion', 'xion', 'aison', 'ance', 'ence', 'ette', 'elle', 'esse', 'eille', 'aille', 'ouille', 'ure', 'ude', 'ise', 'ose', 'ée', 'ière', 'erie', 'ie', 'ade', 'ine', 'ique', 'ole', 'ité', 'té', 'tude', 'aine', 'ève', 'oire', 'ite', 'ue', 'fleur', 'couleur', 'douleur', 'valeur', 'saveur', 'chaleur', 'odeur', 'humeur', 'fraîcheur', 'douceur', 'largeur', 'hauteur', 'longueur', 'minceur', 'vapeur'].some((end) => word.endsWith(end))) {
    return word.endsWith('atoire') ? 'm' : 'f';
  }
  if (['a', 'e'].some((end) => word.endsWith(end))) return 'f';
  return 'm';
}

/** Splits a phrase into its words, an elided article or "d'" kept with its word ("l'épilation"). */
function wordsOf(text: string): string[] {
  return text.trim().split(/\s+/u).filter(Boolean);
}

const bareWord = (word: string) => word.toLocaleLowerCase().replace(/^[«"“(]+|[»"”),.;:!?]+$/gu, '');

/** The head noun of a phrase, after its determiner and any adjective set before it: "premier forfait jambes" gives "forfait". */
function headOf(words: string[]): { head: string; index: number; before: [Gender | null, boolean] | null } {
  let index = 0;
  let before: [Gender | null, boolean] | null = null;
  while (index < words.length - 1 && wordEntry(prenominal, bareWord(words[index]!))) {
    before = wordEntry(prenominal, bareWord(words[index]!))!;
    index++;
  }
  return { head: bareWord(words[index] ?? ''), index, before };
}

function singularOf(word: string): string {
  if (invariable.has(word)) return word;
  if (word.endsWith('eaux')) return word.slice(0, -1);
  if (word.endsWith('aux') && !['tuyaux', 'noyaux'].some((end) => word.endsWith(end))) return `${word.slice(0, -3)}al`;
  if (['s', 'x'].some((end) => word.endsWith(end))) return word.slice(0, -1);
  return word;
}

/** Evidence from an agreeing adjective after the head ("gratuit", "offertes"), up to the next "de". */
function agreementAfter(words: string[], from: number): { gender: Gender; plural: boolean | null } | null {
  for (let i = from + 1; i < words.length; i++) {
    const word = bareWord(words[i]!);
    if (/^(?:de|du|des|d'|d’|à|au|aux|pour|avec|sur|en|et|ou|,)$/u.test(word) || /^d['’]/u.test(word)) {
      // An adjective at the end of the phrase may still agree with the head ("cours d'essai gratuit").
      const last = bareWord(words.at(-1)!);
      for (const [pattern, gender, plural] of agreeing) if (pattern.test(last) && i < words.length - 1) return { gender, plural };
      return null;
    }
    for (const [pattern, gender, plural] of agreeing) if (pattern.test(word)) return { gender, plural };
  }
  return null;
}

/** Gender of a single noun, singular or plural: "séance", "soins", "galettes". */
export function genderOfNoun(word: string): Gender {
  const w = bareWord(word);
  const single = singularOf(w);
  for (const candidate of [w, single]) {
    if (masculine.has(candidate)) return 'm';
    if (feminine.has(candidate)) return 'f';
  }
  return genderOfEnding(single);
}

/**
 * Reads a noun phrase as typed: its determiner if any, its gender and number. `pluralHint` is the
 * story's guess, used only where the phrase itself cannot tell ("cours de danse").
 */
const phrases = new Map<string, NounPhrase>();
export function nounPhrase(text: string, pluralHint = false): NounPhrase {
  const key = `${pluralHint ? 1 : 0}${text}`;
  const known = phrases.get(key);
  if (known) return known;
  const np = readNounPhrase(text, pluralHint);
  if (phrases.size > 5000) phrases.clear();
  phrases.set(key, np);
  return np;
}

function readNounPhrase(text: string, pluralHint: boolean): NounPhrase {
  let rest = text.trim();
  let determiner: string | null = null;
  let detGender: Gender | null = null;
  let detPlural: boolean | null = null;
  const match = determinerPattern.exec(rest);
  if (match && rest.length > match[0].length) {
    determiner = match[1]!.toLocaleLowerCase().replace(/\s+/gu, ' ').replace('’', "'");
    [detGender, detPlural] = wordEntry(determiners, determiner) ?? [null, null];
    rest = rest.slice(match[0].length);
  }
  const coordinated = splitCoordination(rest);
  if (coordinated.length > 1) {
    const parts = coordinated.map((part) => nounPhrase(part, pluralHint));
    return { text: rest, gender: parts.some((p) => p.gender === 'm') ? 'm' : 'f', plural: true, determiner };
  }
  const words = wordsOf(rest);
  const { head, index, before } = headOf(words);
  const after = agreementAfter(words, index);
  const known = [head, singularOf(head)].some((word) => masculine.has(word) || feminine.has(word));
  const gender: Gender = detGender ?? before?.[0] ?? (!known && after ? after.gender : genderOfNoun(head));
  let plural: boolean;
  if (detPlural !== null) plural = detPlural;
  else if (before) plural = before[1];
  else if (invariable.has(head)) plural = after?.plural ?? pluralHint;
  else if (['is', 'us'].some((end) => head.endsWith(end)) && !masculine.has(singularOf(head)) && !feminine.has(singularOf(head))) plural = after?.plural ?? pluralHint;
  else if (['s', 'x'].some((end) => head.endsWith(end)) && !head.endsWith('ss')) plural = true;
  else plural = false;
  return { text: rest, gender, plural, determiner };
}

/**
 * The noun phrases of a coordination, when the phrase is one ("épilation laser et soins du visage");
 * "traiteur pour fêtes et entreprises" and "cours de danse et de chant" are one phrase.
 */
export function splitCoordination(text: string): string[] {
  const parts = text.split(/\s+(?:et|&)\s+|,\s+/u);
  if (parts.length < 2) return [text];
  const first = ` ${parts[0]!}`;
  // "pour fêtes et entreprises", "séances de kiné et d'ostéo": a preposition before a bare noun takes the list with it.
  if (/\s(?:de|pour|à|en|avec|sur|sans|par)\s+(?!(?:la|le|les|un|une|des)\s|l['’])|\sd['’]/u.test(first)) return [text];
  if (parts.slice(1).some((part) => /^(?:de|d['’]|du|des|à|au|aux|pour|en|avec|sur|sans)(?:\s|(?<=['’]))/u.test(part))) return [text];
  // "soins visage et corps": one word after a longer phrase is the first phrase's complement.
  if (wordsOf(parts[0]!).length >= 2 && parts.slice(1).some((part) => wordsOf(part).length === 1)) return [text];
  return parts;
}

// ---------------------------------------------------------------------------------------------
// Articles, possessives and contractions

export type Owner = 'we' | 'I' | 'tu' | 'vous';

/** A phrase with its definite article: "l'épilation laser", "la galette des rois", "les inscriptions". */
export function definite(text: string, pluralHint = false): string {
  const np = nounPhrase(text, pluralHint);
  if (np.determiner) return text.trim();
  const parts = splitCoordination(np.text);
  if (parts.length > 1) return joinAnd(parts.map((part) => definite(part, pluralHint)));
  if (np.plural) return `les ${np.text}`;
  if (vowelSound(np.text)) return `l'${np.text}`;
  return `${np.gender === 'f' ? 'la' : 'le'} ${np.text}`;
}

/** A phrase with its indefinite article: "un cours d'essai gratuit", "une remise", "des panellets", "de nouveaux cours". */
export function indefinite(text: string, pluralHint = false): string {
  const np = nounPhrase(text, pluralHint);
  if (np.determiner) return text.trim();
  const parts = splitCoordination(np.text);
  if (parts.length > 1) return joinAnd(parts.map((part) => indefinite(part, pluralHint)));
  if (np.plural) return wordEntry(prenominal, bareWord(wordsOf(np.text)[0]!)) ? de(np.text) : `des ${np.text}`;
  return `${np.gender === 'f' ? 'une' : 'un'} ${np.text}`;
}

/** A phrase with a possessive: notre/nos (we), mon/ma/mes (I), ton/ta/tes (tu), votre/vos (vous). "mon épilation", "ta galette". */
export function possessive(owner: Owner, text: string, pluralHint = false): string {
  const np = nounPhrase(text, pluralHint);
  if (np.determiner) return text.trim();
  const parts = splitCoordination(np.text);
  if (parts.length > 1) return joinAnd(parts.map((part) => possessive(owner, part, pluralHint)));
  const forms: Record<Owner, [string, string, string]> = { we: ['notre', 'notre', 'nos'], vous: ['votre', 'votre', 'vos'], I: ['mon', 'ma', 'mes'], tu: ['ton', 'ta', 'tes'] };
  const [m, f, pl] = forms[owner];
  if (np.plural) return `${pl} ${np.text}`;
  return `${np.gender === 'f' && !vowelSound(np.text) ? f : m} ${np.text}`;
}

/** "de" + the phrase with its definite article, each part of a list contracted: "du pain au levain et des croissants". */
export function ofDefinite(text: string, pluralHint = false): string {
  const np = nounPhrase(text, pluralHint);
  const parts = np.determiner ? [text] : splitCoordination(np.text);
  return joinAnd(parts.map((part) => ofThe(definite(part, pluralHint))));
}

/** "à" + the phrase with its definite article, each part contracted: "au cours d'essai", "à l'épilation et aux soins". */
export function toDefinite(text: string, pluralHint = false): string {
  const np = nounPhrase(text, pluralHint);
  const parts = np.determiner ? [text] : splitCoordination(np.text);
  return joinAnd(parts.map((part) => toThe(definite(part, pluralHint))));
}

/** "à" before a phrase with its article, contracted: "au centre", "aux cours", "à la rentrée", "à l'institut". */
export function toThe(phraseWithArticle: string): string {
  return contract('à', phraseWithArticle);
}

/** "de" before a phrase with its article, contracted: "du pain", "des cours", "de la rentrée", "de l'épilation". */
export function ofThe(phraseWithArticle: string): string {
  return contract('de', phraseWithArticle);
}

/** à/de before a determined phrase: à + le = au, à + les = aux, de + le = du, de + les = des, de + un = d'un. */
export function contract(preposition: 'à' | 'de', phrase: string): string {
  const text = phrase.trim();
  const lower = text.toLocaleLowerCase();
  if (/^le\s/u.test(lower)) return `${preposition === 'à' ? 'au' : 'du'} ${text.slice(3)}`;
  if (/^les\s/u.test(lower)) return `${preposition === 'à' ? 'aux' : 'des'} ${text.slice(4)}`;
  // "de des panellets" is "de panellets"; "de de nouveaux cours" is "de nouveaux cours".
  if (preposition === 'de' && /^des\s/u.test(lower)) return `de ${text.slice(4)}`;
  if (preposition === 'de' && /^de\s|^d['’]/u.test(lower)) return text;
  if (preposition === 'de') return de(lowerArticle(text));
  return `à ${lowerArticle(text)}`;
}

/** "Le centre de la danse" mid-sentence: its article lower case ("le centre de la danse"), the rest as written. */
function lowerArticle(text: string): string {
  return text.replace(/^(Le|La|Les|L['’]|Un|Une|Des)(?=\s|['’]|$)/u, (article) => article.toLocaleLowerCase());
}

/** A place's name that carries its article: "Le Centre de la danse", "La Boulangerie" (not "Elema'Beauté"). */
export function namedWithArticle(name: string): boolean {
  return /^(?:le|la|les|l['’])(?:\s|(?<=['’]))/iu.test(name);
}

/** At a place named with its article: "au Centre de la danse", "à la Boulangerie", "chez Elema'Beauté". */
export function atPlace(name: string): string {
  return namedWithArticle(name) ? toThe(name) : `chez ${name}`;
}

/** Of a place named with its article: "du Centre de la danse", "d'Elema'Beauté", "de la Boulangerie". */
export function ofPlace(name: string): string {
  return namedWithArticle(name) ? ofThe(name) : de(name);
}

/** A name with its article lower case mid-sentence: "le Centre de la danse" stays a name. */
export function nameMid(name: string): string {
  return lowerArticle(name);
}

export function joinAnd(items: string[]): string {
  const list = items.filter(Boolean);
  if (list.length <= 1) return list[0] ?? '';
  return `${list.slice(0, -1).join(', ')} et ${list.at(-1)}`;
}

// ---------------------------------------------------------------------------------------------
// Agreement

/** An adjective or participle agreeing with a phrase: ouvert → ouverte, ouverts, ouvertes. */
export function agree(adjective: string, gender: Gender, plural: boolean): string {
  const irregular: Record<string, [string, string, string, string]> = {
    nouveau: ['nouveau', 'nouvelle', 'nouveaux', 'nouvelles'],
    beau: ['beau', 'belle', 'beaux', 'belles'],
    complet: ['complet', 'complète', 'complets', 'complètes'],
    prêt: ['prêt', 'prête', 'prêts', 'prêtes'],
    frais: ['frais', 'fraîche', 'frais', 'fraîches'],
    inclus: ['inclus', 'incluse', 'inclus', 'incluses'],
  };
  const forms = irregular[adjective];
  if (forms) return forms[(gender === 'f' ? 1 : 0) + (plural ? 2 : 0)]!;
  let word = adjective;
  if (gender === 'f' && !word.endsWith('e')) word = word.endsWith('if') ? `${word.slice(0, -1)}ve` : word.endsWith('el') ? `${word}le` : word.endsWith('ier') ? `${word.slice(0, -2)}ère` : `${word}e`;
  if (plural && !['s', 'x'].some((end) => word.endsWith(end))) word = gender === 'm' && word.endsWith('al') ? `${word.slice(0, -2)}aux` : `${word}s`;
  return word;
}

/** A verb agreeing with a phrase: "t'attend" / "t'attendent", "est" / "sont". */
export function verbFor(np: NounPhrase, singular: string, plural: string): string {
  return np.plural ? plural : singular;
}

/** The object pronoun for a phrase: le, la, les ("commande-la", "on les prépare"). */
export function objectPronoun(np: NounPhrase): 'le' | 'la' | 'les' {
  return np.plural ? 'les' : np.gender === 'f' ? 'la' : 'le';
}

// ---------------------------------------------------------------------------------------------
// Typography

/**
 * French typography: a narrow no-break space before ; : ! ? and inside « », a no-break space
 * between a number and its unit (20 %, 30 €, 7 h) and in "Dr Martin"; two spaces are one.
 * URLs are left alone.
 */
const typesetCache = new Map<string, string>();
export function typeset(text: string): string {
  const known = typesetCache.get(text);
  if (known !== undefined) return known;
  const result = typesetText(text);
  if (typesetCache.size > 5000) typesetCache.clear();
  typesetCache.set(text, result);
  return result;
}

function typesetText(text: string): string {
  return text
    .split(/(\bhttps?:\/\/\S+)/u)
    .map((part, index) => {
      if (index % 2 === 1) return part;
      return part
        .replace(/[ \t]{2,}/gu, ' ')
        .replace(/[ \u00a0\u202f]*([;:!?])(?=[\s"”»)]|$)/gu, '\u202f$1')
        .replace(/«[ \u00a0\u202f]*/gu, '«\u202f')
        .replace(/[ \u00a0\u202f]*»/gu, '\u202f»')
        .replace(/(\d)[ \u00a0\u202f]?(%|€)/gu, '$1\u202f$2');
    })
    .join('');
}
