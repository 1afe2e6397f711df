/**
 * Offerings a page names only in its prose: the list after "we offer", "featuring", "wir bieten",
 * "ofrecemos", "nous proposons", "oferecemos" ("guided reef excursions, sunset sailing tours and a
 * grilled lunch"), in the five languages; each name is a short noun phrase, or nothing is read.
 */
import type { KitLanguage } from './site-model.ts';
import { isStopword } from './text.ts';

/** Words after which a sentence lists what the business offers. */
const offerLead = new RegExp(
  `(?<![\\p{L}])(?:${[
    'we offer|we also offer|offers|offering|we provide|provides|providing|featuring|we specialize in|we specialise in|specializing in|specialising in|such as',
    'we (?:also )?(?:sell|stock|bake|rent|hire out|repair|install|teach|cater for|cater)',
    'wir bieten(?: ihnen| euch)?|bieten wir(?: ihnen| euch)?|im angebot(?: sind| haben wir)?|spezialisiert auf|wie zum beispiel|wie z\\. ?b\\.',
    'wir (?:verkaufen|backen|vermieten|reparieren|unterrichten)|verkaufen wir|backen wir|vermieten wir',
    'ofrecemos|ofrece|ofreciendo|especializad[oa]s? en|tales como|como por ejemplo|vendemos|horneamos|alquilamos|reparamos|enseñamos',
    'nous proposons|nous offrons|propose|proposant|spécialisée?s? (?:en|dans)|tels? que|telles? que|comme par exemple|nous vendons|nous fabriquons|nous louons|nous réparons',
    'oferecemos|oferece|oferecendo|especializad[oa]s? em|tais como|como por exemplo|vendemos|alugamos|reparamos|ensinamos',
  ].join('|')})\\s+`,
  'giu',
);
/** "offers", "ofrece", "propose", "oferece": a third person, who may be the business or something else. */
const thirdPerson = /^(?:offers|offering|provides|providing|ofrece|ofreciendo|propose|proposant|oferece|oferecendo)\s/iu;
/** Before a third-person verb, the business speaking of itself: "we", "our", "the only company that …". */
const selfSubject = /(?<![\p{L}])(?:we|our|us|it|that|which|who|wir|unser\p{L}*|die|der|das|nosotros|nuestr[oa]s?|que|nous|notre|nos|qui|nós|nosso|nossa)(?![\p{L}])/iu;
/** "both X fishing and Y fishing", "sowohl … als auch …": two kinds of one thing. */
const bothLead = /(?<![\p{L}])(?:both|sowohl|tanto|à la fois)\s+/giu;
const conjunction = /\s+(?:and|or|und|oder|sowie|y|e|o|ou|et)\s+/iu;
const leadingConjunction = /^(?:and|or|und|oder|sowie|y|e|o|ou|et)\s+/iu;
/** Where a listed name ends and the sentence goes on ("tours designed for all", "points on the river", "rentals, which"). */
const clauseEnd = new RegExp(
  `\\s+(?:${[
    'on|in|at|for|with|to|by|from|that|which|who|where|while|so|designed|made|available|all year',
    'für|mit|auf|an|im|am|bei|zu|zum|zur|welche|damit|die|der|das|ab',
    'para|con|en|por|que|donde|desde',
    'pour|avec|sur|dans|en|par|que|qui|où|dès',
    'para|com|em|no|na|nos|nas|por|que|onde|desde',
  ].join('|')})(?![\\p{L}]).*$`,
  'iu',
);
const maxWords = 5;
const leadingArticle = /^(?:the|a|an|our|der|die|das|ein|eine|unsere?n?|el|la|los|las|un|una|nuestr[oa]s?|le|la|les|l['’]|un|une|des|nos|notre|o|a|os|as|um|uma|nossos?|nossas?)\s+/iu;

function tidy(item: string): string {
  return item.replace(/^[\s"“”'‘’(]+|[\s"“”'‘’).:;!?]+$/gu, '').replace(leadingArticle, '').trim();
}

function nameLike(item: string, language: KitLanguage): boolean {
  const words = item.split(/\s+/u);
  if (!item || words.length > maxWords || item.length > 50 || /\d/u.test(item)) return false;
  if (!/\p{L}{3}/u.test(item) || isStopword(words[0]!, language) || isStopword(words.at(-1)!, language)) return false;
  return true;
}

/** "A, B and C": the names of a list, or [] when any part is not a short name (then it is a sentence, not a list). */
function splitList(clause: string, language: KitLanguage): string[] {
  const commaParts = clause.split(/\s*,\s*/u).map((part) => part.replace(leadingConjunction, ''));
  const last = commaParts.pop() ?? '';
  const parts = [...commaParts, ...last.split(conjunction)];
  // "great service to both adults and children": a clause runs on inside the list, so it is no list of names.
  if (parts.slice(0, -1).some((part) => clauseEnd.test(part))) return [];
  const cleaned = parts.map((part, index) => tidy(index === parts.length - 1 ? part.replace(clauseEnd, '') : part)).filter(Boolean);
  if (cleaned.length === 0 || !cleaned.every((item) => nameLike(item, language))) return [];
  return cleaned;
}

/**
 * "kayak and canoe rentals", "pick up and drop off points": two words sharing one noun are one
 * offering, named whole. Only where the noun comes last (English, German); in Spanish, French and
 * Portuguese "bicicletas y patinetes eléctricos" are two.
 */
function sharedHead(clause: string, language: KitLanguage): string | null {
  if (language !== 'en' && language !== 'de') return null;
  const whole = tidy(clause.replace(clauseEnd, ''));
  const halves = whole.split(conjunction);
  if (/,/u.test(whole) || halves.length !== 2) return null;
  const [first, second] = (halves as [string, string]).map((half) => half.split(/\s+/u)) as [string[], string[]];
  // "kayak and canoe rentals": the first half is shorter, a modifier waiting for the second's noun;
  // "sunset cruises and snorkel trips" are two names.
  if (first.length >= second.length || first.at(-1)!.toLocaleLowerCase() === second.at(-1)!.toLocaleLowerCase()) return null;
  const words = whole.split(/\s+/u);
  return words.length <= maxWords + 2 && !isStopword(words.at(-1)!, language) && !/\d/u.test(whole) ? whole : null;
}

/** "Gift hampers and party platters are available", "Frische Torten sind auf Bestellung erhältlich": what is on offer, named first. */
const availableTail =
  /^(.{3,60}?)\s+(?:with\s[^,]{1,40}\s)?(?:is|are|ist|sind|está|están|est|sont|estão)\s+(?:(?!(?:not|nicht|nie|no|pas|plus|não|nunca|jamais)\s)[\p{L}-]+\s+){0,3}(?:available|erhältlich|verfügbar|disponibles?|disponíve(?:l|is))(?![\p{L}])/iu;

const notOnOffer = new RegExp(
  `^(?:(?:more|further|free|plenty of|mehr|weitere|más|plus d['’]|mais)\\s+)?(?:${[
    'it|this|that|everything|all|information|info|details|appointments?|parking|help|support|staff|someone|wi-?fi|toilets?|seating|access',
    'es|das|alles|informationen|infos|termine|parkplätze|hilfe|personal',
    'todo|esto|información|detalles|citas|aparcamiento|ayuda',
    'tout|cela|informations|détails|rendez-vous|parking|aide',
    'tudo|isso|informações|detalhes|marcações|estacionamento|ajuda',
  ].join('|')})$`,
  'iu',
);

/** The names a sentence opens with when it says they are available, or []. */
export function namesSaidAvailable(sentence: string, language: KitLanguage): string[] {
  const match = availableTail.exec(sentence.trim());
  if (!match) return [];
  const items = splitList(match[1]!.replace(/\s+with\s.*$/iu, ''), language);
  // "It is available", "More information is available", "Parking is available": a pronoun or the visit's practicalities, not an offering.
  return items.filter((item) => !notOnOffer.test(item));
}

/** The names a sentence lists after an offering verb ("We offer …", "featuring …"), in order. */
export function namesListedAfterOffer(sentence: string, language: KitLanguage, businessName = ''): string[] {
  const names: string[] = [];
  const nameWords = businessName.toLocaleLowerCase().split(/[^\p{L}]+/u).filter((word) => word.length >= 3);
  for (const lead of [offerLead, bothLead]) {
    lead.lastIndex = 0;
    for (const match of sentence.matchAll(lead)) {
      // "The east end offers a variety of fishing": a place or a thing offers it, not the business.
      if (lead === offerLead && thirdPerson.test(match[0])) {
        const subject = sentence.slice(Math.max(0, match.index - 60), match.index).split(/[,;:.!?]/u).pop()!.toLocaleLowerCase();
        if (!selfSubject.test(subject) && !nameWords.some((word) => subject.includes(word))) continue;
      }
      const rest = sentence.slice(match.index + match[0].length).split(/[.;:!?()]|\s[–—-]\s/u)[0]!;
      // "both X and Y" ends at the first comma; a list after "we offer" runs to its relative clause.
      const clause = lead === bothLead ? rest.split(',')[0]! : rest.split(/,\s*(?:which|that|who|where|die|welche|que|qui|onde)\s/iu)[0]!;
      const joined = lead === offerLead ? sharedHead(clause, language) : null;
      let items = joined ? [joined] : splitList(clause, language);
      if (lead === bothLead) {
        // "both adults and children" names an audience; "both fly fishing and sea fishing" two kinds of one thing.
        const heads = new Set(items.map((item) => item.split(/\s+/u).at(-1)!.toLocaleLowerCase()));
        if (items.length !== 2 || heads.size !== 1) continue;
      }
      for (const item of items) if (!names.includes(item)) names.push(item);
    }
  }
  return names;
}
