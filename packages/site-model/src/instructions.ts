/**
 * What the user's custom prompt asks for that the built-in writer can honour: a language, a
 * person, emoji on or off, a tone, a form of address, phrases to mention and things to avoid, in
 * English, German, Spanish, French and Portuguese. The prompt is read clause by clause; a clause
 * that maps to nothing is kept verbatim in `unrecognised` so the kit can say it was not honoured.
 * Nothing here is ever pasted into copy except the must-mention phrases, which are cut down to the
 * thing to mention.
 */
import { languageOfText } from './language.ts';
import type { KitLanguage, UserInstructions } from './site-model.ts';
import { splitSentences } from './text.ts';

/** Whole-word boundaries for any script (JavaScript's \b only knows ASCII letters). */
const start = String.raw`(?<![\p{L}\p{N}'’-])`;
const end = String.raw`(?![\p{L}\p{N}])`;

function words(pattern: string, flags = 'iu'): RegExp {
  return new RegExp(`${start}(?:${pattern})${end}`, flags);
}

const languageNames: Record<KitLanguage, string> = {
  en: 'english|englisch|inglés|ingles|anglais|inglês',
  de: 'german|deutsch|alemán|aleman|allemand|alemão|alemao',
  es: 'spanish|spanisch|español|espanol|castellano|espagnol|espanhol',
  fr: 'french|französisch|franzoesisch|francés|frances|français|francais|francês',
  pt: 'portuguese|brazilian portuguese|portugiesisch|portugués|portugues|portugais|português',
};

/** A language request: "in German", "auf Deutsch", "en español", "em português", "Sprache: Deutsch", "German language". */
function requestedLanguage(clause: string): KitLanguage | null {
  for (const [language, names] of Object.entries(languageNames) as [KitLanguage, string][]) {
    const after = String.raw`(?=\s*(?:$|[,.;:!?)+&/]|and\b|und\b|y\b|et\b|e\b|please\b|bitte\b|por favor\b|only\b|nur\b|solamente\b|uniquement\b|apenas\b|language|sprache|idioma|langue|língua|lingua|schreiben|verfassen|texten|please|s'il))`;
    const request = new RegExp(String.raw`${start}(?:in|into|auf|en|em|to|na|no)\s+(?:the\s+)?(?:${names})${after}|${start}(?:${names})\s+(?:language|sprache)${end}|(?:sprache|language|idioma|langue|língua|lingua)\s*:?\s*(?:${names})${end}|${start}(?:translate|übersetze|übersetzen|traduce|traduire|traduza)\b.*${start}(?:${names})${end}`, 'iu');
    if (request.test(clause)) return language;
  }
  return null;
}

const emojiWord = String.raw`(?:emoj\p{L}*|[eé]motic\p{L}*|smileys?)`;
const emojiOff = new RegExp(
  String.raw`${start}(?:no|without|zero|avoid|skip|never(?:\s+use)?|don['’]?t\s+use|do\s+not\s+use|keine?n?|ohne|kein|sin|sans|pas\s+d['’]|aucun\w*|sem|nada\s+de|nenhum\w*|evit\w*|vermeide\w*|not?\s+(?:use|uses|usar|utilise\w*))(?:\s+|(?<=['’]))(?:any\s+|more\s+|de\s+|des\s+)?${emojiWord}|${emojiWord}[-\s]*(?:free|frei)${end}|${emojiWord}\s+(?:weglassen|vermeiden)`,
  'iu',
);
const emojiOn = new RegExp(String.raw`${start}(?:use|add|with|include|mit|con|avec|com|usa|utilise\w*|verwende\w*|benutze\w*)\s+(?:lots\s+of\s+|plenty\s+of\s+|some\s+|many\s+|more\s+|viele[n]?\s+|muchos\s+|beaucoup\s+d['’]|des\s+|muitos\s+|mehr\s+)?${emojiWord}|${start}(?:lots\s+of|plenty\s+of|viele|muchos|beaucoup\s+d['’]|muitos)\s*${emojiWord}`, 'iu');

const firstPerson = words(String.raw`first[-\s]person(?!\s+plural)|1st[-\s]person|write\s+as\s+(?:me|myself|if\s+i\s+(?:am|was|were)\s+writing)|in\s+my\s+(?:own\s+)?voice|as\s+myself|from\s+my\s+(?:own\s+)?(?:point\s+of\s+view|perspective)|use\s+["“']?i["”']?(?:\s+not\s+["“']?we["”']?)?|ich[-\s]?(?:form|perspektive)|in\s+der\s+ersten\s+person(?!\s+plural)|aus\s+meiner\s+sicht|en\s+primera\s+persona(?!\s+del\s+plural)|à\s+la\s+première\s+personne(?!\s+du\s+pluriel)|a\s+la\s+première\s+personne|na\s+primeira\s+pessoa(?!\s+do\s+plural)|em\s+primeira\s+pessoa(?!\s+do\s+plural)`);
const firstPersonPlural = words(String.raw`first[-\s]person\s+plural|as\s+a\s+team|(?:on\s+behalf|in\s+the\s+name)\s+of\s+the\s+team|use\s+["“']?we["”']?|wir[-\s]?(?:form|perspektive)|(?:erste[n]?\s+person\s+plural)|(?:en\s+)?primera\s+persona\s+del\s+plural|(?:à\s+la\s+)?première\s+personne\s+du\s+pluriel|(?:na\s+|em\s+)?primeira\s+pessoa\s+do\s+plural|en\s+nombre\s+del\s+equipo|au\s+nom\s+de\s+l['’]équipe|em\s+nome\s+da\s+equipa|em\s+nome\s+da\s+equipe`);

const informalAddress = words(String.raw`duzen|dutzen|duze|per\s+du|mit\s+du|du[-\s]?form|in\s+der\s+du[-\s]?form|(?:sprich|sprecht|sprechen\s+sie)\s+(?:die\s+leser\s+|die\s+kunden\s+|uns\s+)?mit\s+du|tutoiement|tutoyer|tutoie\w*|tutear|tutea\w*|tuteo|de\s+tú|de\s+tu|trat\w*\s+(?:de|por)\s+(?:tú|tu|você)|use\s+(?:du|tu|tú)|informal\s+address|address\s+(?:readers|people|customers)\s+informally`);
const formalAddress = words(String.raw`siezen|siez\w*|per\s+sie|sie[-\s]?form|in\s+der\s+sie[-\s]?form|vouvoiement|vouvoyer|vouvoie\w*|vouvoy\w*|de\s+usted|ustedear|trat\w*\s+(?:de|por)\s+(?:usted|o\s+senhor|a\s+senhora)|use\s+(?:sie|vous|usted)|formal\s+address|address\s+(?:readers|people|customers)\s+formally`);

const toneCue = words(String.raw`tone|voice|style|sound|feel|keep\s+it|make\s+it|be|ton|tonfall|stil|klingen|locker|tono|estilo|style|ton|tom|estilo|registo|registro`);
const formalTone = words(String.raw`formal|calm|ruhig|sereno|serena|calme|calmo|calma|formell|förmlich|professional|professionell|profesional|professionnel\w*|profissional|serious|seriös|sachlich|serio|seria|sérieux|sérieuse|sério|séria|businesslike|sober|respectful|respektvoll|respetuoso|respectueux|respeitoso|corporate`);
const casualTone = words(String.raw`casual|playful|friendly|witty|fun|funny|relaxed|informal|light[-\s]?hearted|warm|chatty|conversational|humorous|cheeky|locker|lässig|verspielt|freundlich|humorvoll|witzig|lustig|informell|herzlich|desenfadado|divertido|divertida|cercano|cercana|amigable|informal|distendido|décontracté\w*|ludique|amical\w*|chaleureu\w*|drôle|humoristique|descontraído|descontraída|amigável|leve|bem-humorado`);

/** Verbs that ask for something to be mentioned, and the phrase that follows them. */
const mentionLead = new RegExp(
  String.raw`^(?:(?:please|bitte|por\s+favor|s['’]il\s+(?:te|vous)\s+pla[iî]t|also|auch|también|aussi|também|and|und|y|et|e|make\s+sure\s+(?:to|you)|be\s+sure\s+to|remember\s+to|always)\s+)*(?:mention|mentions|highlight|promote|announce|advertise|feature|emphasi[sz]e|include|push|call\s+out|talk\s+about|don['’]?t\s+forget(?:\s+to\s+mention)?(?:\s+about)?|do\s+not\s+forget(?:\s+to\s+mention)?|erwähne|erwähnt|erwähnen\s+sie|nenne|nennt|nennen\s+sie|hebe|heb|betone|betont|bewirb|bewerbt|vergiss\s+nicht(?:\s+zu\s+erwähnen)?|nicht\s+vergessen:?|weise\s+auf|menciona|mencione|mencionen|mencionar|anuncia|anuncie|anuncien|anunciar|destaca|destaque|destacar|resalta|incluye|incluya|incluir|inclua|promociona|promueve|no\s+olvides(?:\s+mencionar)?|mentionne|mentionnez|mentionner|annonce|annoncez|annoncer|mets\s+en\s+avant|mettez\s+en\s+avant|mettre\s+en\s+avant|souligne|soulignez|inclus|incluez|parle\s+de|parlez\s+de|n['’]oublie(?:z)?\s+pas(?:\s+de\s+mentionner)?|fale\s+(?:sobre|de|do|da)|promova|divulgue|anuncie|anunciem|não\s+esqueça(?:\s+de\s+mencionar)?)(?:\s+(?:that|dass|que|qu['’]))?\s+(.+)$`,
  'iu',
);
/** German puts the verb last: "bitte den Töpferkurs am Samstag erwähnen", "die Festpreise hervorheben". */
const mentionTrail = /^(?:(?:bitte|auch|unbedingt|immer)\s+)*(.+?)\s+(?:erwähnen|hervorheben|nennen|bewerben|betonen|ankündigen|hervor|hin|an)$/iu;

const avoidLead = new RegExp(
  String.raw`^(?:(?:please|bitte|por\s+favor|and|und|y|et|e|also|auch)\s+)*(?:don['’]?t\s+(?:mention|say|use|talk\s+about|include|call\s+(?:us|it|the\s+\w+))|do\s+not\s+(?:mention|say|use|talk\s+about|include)|never\s+(?:mention|say|use|promise|claim|call\s+(?:us|it))|avoid(?:\s+(?:mentioning|saying|using|the\s+word))?|leave\s+out|skip|erwähne\s+(?:nicht|keine?n?)|nenne\s+(?:nicht|keine?n?)|vermeide|vermeidet|vermeiden\s+sie|verzichte\s+auf|no\s+(?:menciones|mencione|mencionar|hables\s+de|uses|digas)|evita|evite|evitar|sin|nunca\s+(?:digas|diga|menciones|mencione)|ne\s+(?:mentionne|mentionnez|parle|parlez|dis|dites)\s+(?:pas|jamais)(?:\s+de)?|évite|évitez|éviter|pas\s+de|não\s+(?:mencione|menciona|mencionar|fale\s+(?:de|sobre)|use|diga)|nunca\s+(?:diga|mencione)|no|without|sans|keine?n?|kein|ohne|sem)\s+(.+)$`,
  'iu',
);
const avoidTrail = /^(?:(?:bitte|auch)\s+)?(?:keine?n?\s+)?(.+?)\s+(?:nicht\s+)?(?:erwähnen|nennen|verwenden|benutzen|schreiben|sagen)$/iu;
const avoidTrailNegated = /^(?:(?:bitte|auch)\s+)?(?:keine?n?|kein)\s+(.+?)(?:\s+(?:erwähnen|nennen|verwenden|benutzen|schreiben|sagen))?$/iu;

/** Scope and filler words around a phrase that are not part of the thing to mention. */
const trailingFiller = new RegExp(
  String.raw`\s+(?:in\s+(?:every|each|all(?:\s+the)?|(?:at\s+least\s+)?(?:half|most|some)\s+of\s+the|(?:at\s+least\s+)?\d+\s*%\s+of\s+the)\s+(?:social\s+(?:media\s+)?)?(?:posts?|pieces?|emails?|ads?|texts?)|everywhere|in\s+the\s+(?:email|posts?|ads?|flyer)|too|as\s+well|please|bitte|in\s+jedem\s+(?:post|beitrag|text)|in\s+allen\s+(?:posts|beiträgen|texten)|überall|unbedingt|auch|en\s+(?:cada|tod[oa]s\s+l[oa]s)\s+(?:publicaci\w+|posts?|textos?)|por\s+favor|también|dans\s+(?:chaque|tous\s+les|toutes\s+les)\s+(?:posts?|publications?|textes?)|aussi|partout|em\s+(?:cada|todos\s+os|todas\s+as)\s+(?:posts?|textos?|publicaç\w+)|também|em\s+todo\s+lado)$`,
  'iu',
);

/** Words before the thing itself: a conjunction left by a list, or "that we offer" after "mention". */
const leadingFiller = /^(?:and|und|y|et|e|also|auch|también|aussi|também|that|dass|que|qu['’]|(?:we|wir|nous|nosotros|nós)\s+(?:offer|have|provide|run|bieten|haben|ofrecemos|tenemos|proposons|offrons|avons|oferecemos|temos)(?:\s+(?:an?|ein\w*))?)\s+/iu;
/**
 * Adverbs and fillers in front of the thing itself, in the five languages: "especially the £650
 * divorce", "unbedingt den Kurs", "sobre todo la revisión", "surtout la rencontre", "também o curso".
 */
const leadingAdverb = new RegExp(
  String.raw`^(?:${[
    String.raw`especially|particularly|in\s+particular|above\s+all|definitely|absolutely|really|please|also|always|explicitly|prominently|clearly|mainly|mostly|specifically|especially\s+also|not\s+least|of\s+course`,
    String.raw`unbedingt|auch|bitte|besonders|vor\s+allem|insbesondere|ausdrücklich|immer|gerne?|ruhig|natürlich|speziell|vorrangig`,
    String.raw`sobre\s+todo|también|especialmente|en\s+especial|en\s+particular|particularmente|siempre|por\s+favor|sin\s+falta|claramente|principalmente|desde\s+luego`,
    String.raw`surtout|aussi|également|notamment|en\s+particulier|particulièrement|absolument|toujours|bien|s['’]il\s+(?:te|vous)\s+pla[iî]t|principalement|évidemment`,
    String.raw`também|especialmente|sobretudo|principalmente|em\s+especial|em\s+particular|sempre|por\s+favor|claramente|sem\s+falta`,
  ].join('|')})(?:\s*[:,]\s*|\s+)`,
  'iu',
);
/** The same words after the thing: "the divorce especially", "den Kurs besonders". */
const trailingAdverb = /\s+(?:especially|in\s+particular|above\s+all|particularly|besonders|vor\s+allem|insbesondere|sobre\s+todo|especialmente|en\s+particular|surtout|en\s+particulier|notamment|sobretudo|em\s+especial|em\s+particular)$/iu;
/** German (and Spanish/Portuguese infinitive) verbs at the end of a request: "Preise nennen". */
const trailingVerb = /\s+(?:erwähnen|nennen|verwenden|benutzen|schreiben|sagen|hervorheben|bewerben|betonen)$/iu;

/** The same scope in front of the thing: "in jedem Post den Töpferkurs", "in every post the trial". */
const leadingScope = /^(?:in\s+(?:every|each|all(?:\s+the)?)\s+(?:social\s+)?(?:posts?|pieces?|texts?)|in\s+(?:jedem|allen)\s+(?:posts?|beiträgen?|texten?)|en\s+(?:cada|tod[oa]s\s+l[oa]s)\s+(?:publicaci\w+|posts?|textos?)|dans\s+(?:chaque|tous\s+les|toutes\s+les)\s+(?:posts?|publications?|textes?)|em\s+(?:cada|todos\s+os|todas\s+as)\s+(?:posts?|textos?|publicaç\w+))[\s,]+/iu;
/** A bracketed aside is a detail of the request, not part of the thing's name: "the trial (no credit card needed)". */
const parenthetical = /\s*\([^()]*\)/gu;
/** A phrase that is nothing but a filler ("please", "bitte", "too"). */
const onlyFiller = /^(?:please|too|as\s+well|bitte|auch|por\s+favor|también|s['’]il\s+(?:te|vous)\s+pla[iî]t|aussi|também|thanks|danke|gracias|merci|obrigad[oa])$/iu;

function cleanPhrase(raw: string): string {
  let phrase = raw.trim().replace(/^["“„«'‘]+|["”“»'’]+$/gu, '').replace(parenthetical, '');
  for (let pass = 0; pass < 3; pass++) {
    const before = phrase;
    phrase = phrase.replace(/[\s.!?;:,]+$/u, '').replace(trailingFiller, '').replace(/^(?:the\s+word|das\s+wort|la\s+palabra|le\s+mot|a\s+palavra)\s+/iu, '').trim();
    phrase = phrase.replace(/^["“„«'‘]+|["”“»'’]+$/gu, '').trim();
    phrase = phrase.replace(leadingFiller, '').replace(leadingAdverb, '').replace(leadingScope, '').replace(trailingVerb, '').replace(trailingAdverb, '').trim();
    if (phrase === before) break;
  }
  return onlyFiller.test(phrase) ? '' : phrase;
}

const determiners = /^(?:the|our|a|an|my|der|die|das|den|dem|unser\w*|mein\w*|el|la|los|las|nuestr\w+|mi|le|les|notre|nos|mon|ma|o|os|as|nosso|nossa|nossos|nossas|meu|minha)\s/iu;
const listJoiner = /\s*(?:,|\+|&|\band\b|\bund\b|\by\b|\be\b|\bet\b)\s*/iu;

/** "the Saturday course and the fixed fees" → two phrases; "rye and spelt bread" stays one. */
function splitMentionList(phrase: string): string[] {
  const parts = phrase.split(listJoiner).map((part) => part.trim()).filter(Boolean);
  if (parts.length < 2) return [phrase];
  const standAlone = parts.every((part) => part.split(/\s+/u).length >= 2 || determiners.test(`${part} `));
  return standAlone ? parts : [phrase];
}

/** "an outcome or say 'guaranteed'": alternatives to avoid, with the verb repeated or not. */
const avoidAlternative = /\s+(?:or|oder|o|ou)\s+(?:(?:say|use|mention|promise|claim|write|call\s+(?:us|it)|sagen|schreiben|verwenden|digas|diga|uses|dire|dis|dites|utiliser|fale|use)\s+)?/iu;

function splitAvoidList(phrase: string): string[] {
  return phrase
    .split(listJoiner)
    .flatMap((part) => part.split(avoidAlternative))
    .map((part) => cleanPhrase(part))
    .filter(Boolean);
}

/** A must-mention or avoid phrase is short: a thing, not the rest of the prompt. */
const maxPhraseWords = 10;
/** "push it hard", "highlight this", "erwähne es": a pronoun stands for the campaign, it is no thing to mention. */
const pronounObject = /^(?:it|this|that|them|these|those|es|ihn|lo|eso|esto|ça|cela|ceci|isso|isto)(?:\s|$)/iu;

function isUsablePhrase(phrase: string): boolean {
  const count = phrase.split(/\s+/u).filter(Boolean).length;
  return count >= 1 && count <= maxPhraseWords && /\p{L}|\p{N}/u.test(phrase) && !(pronounObject.test(phrase) && count <= 3);
}

export interface ClauseReading {
  language?: KitLanguage;
  person?: 'I' | 'we';
  emoji?: boolean;
  tone?: 'formal' | 'casual';
  address?: 'formal' | 'informal';
  mention?: string[];
  avoid?: string[];
}

function readClause(rawClause: string): ClauseReading | null {
  const clause = rawClause.trim().replace(/[\s.!?…]+$/u, '');
  const reading: ClauseReading = {};
  const language = requestedLanguage(clause);
  if (language) reading.language = language;
  if (emojiOff.test(clause)) reading.emoji = false;
  else if (emojiOn.test(clause)) reading.emoji = true;
  if (firstPersonPlural.test(clause)) reading.person = 'we';
  else if (firstPerson.test(clause)) reading.person = 'I';
  if (informalAddress.test(clause)) reading.address = 'informal';
  else if (formalAddress.test(clause)) reading.address = 'formal';

  const wordCount = clause.split(/\s+/u).length;
  const toneContext = toneCue.test(clause) || wordCount <= 6;
  if (toneContext && reading.address === undefined) {
    const formal = formalTone.test(clause);
    const casual = casualTone.test(clause);
    if (formal !== casual) reading.tone = formal ? 'formal' : 'casual';
  }

  const settled = Object.keys(reading).length > 0;
  if (reading.emoji === undefined) {
    const avoided = avoidLead.exec(clause) ?? (/(?:erwähnen|nennen|verwenden|benutzen|schreiben|sagen)$/iu.test(clause) && /(?:^|\s)(?:nicht|keine?n?|kein)\s/iu.test(clause) ? (avoidTrailNegated.exec(clause) ?? avoidTrail.exec(clause)) : null);
    if (avoided?.[1] && !settled) {
      const items = splitAvoidList(cleanPhrase(avoided[1])).filter(isUsablePhrase);
      if (items.length) reading.avoid = items;
      return Object.keys(reading).length ? reading : null;
    }
  }
  if (!settled) {
    const mentioned = mentionLead.exec(clause) ?? mentionTrail.exec(clause);
    if (mentioned?.[1]) {
      const phrase = cleanPhrase(mentioned[1]);
      const items = splitMentionList(phrase).map(cleanPhrase).filter(isUsablePhrase);
      if (items.length) reading.mention = items;
    }
  }
  return Object.keys(reading).length ? reading : null;
}

/** What one clause of a prompt asks for (a language, person, emoji, tone, address, things to mention or avoid), or null. */
export const readInstructionClause = readClause;

/** Clause boundaries inside a sentence: commas, semicolons, and "and"/"und"/"y"/"et"/"e"/"+" before a new instruction. */
function clausesOf(sentence: string): string[] {
  // Commas and semicolons inside brackets belong to the aside: "as Ines (I, not we)".
  const masked = sentence.replace(/\([^()]*\)/gu, (aside) => aside.replace(/,/gu, '\uE000').replace(/;/gu, '\uE001'));
  return clausesOfMasked(masked).map((clause) => clause.replace(/\uE000/gu, ',').replace(/\uE001/gu, ';'));
}

function clausesOfMasked(sentence: string): string[] {
  const pieces = sentence.split(/\s*(?:;|,(?!\d)|[!?]+(?=\s)|(?<=\p{L}{4})\.(?=\s)|\s[-–—]\s|\s\+\s)\s*/u).map((piece) => piece.trim()).filter(Boolean);
  const clauses: string[] = [];
  for (const piece of pieces) {
    // Split at a conjunction only when what follows reads as an instruction of its own.
    const conjunction = /\s(?:and|und|y|et|e|but|aber|pero|mais|mas)\s/giu;
    let rest = piece;
    let match: RegExpExecArray | null;
    while ((match = conjunction.exec(rest)) !== null) {
      const left = rest.slice(0, match.index);
      const right = rest.slice(match.index + match[0].length);
      if (readClause(right) && readClause(left)) {
        clauses.push(left.trim());
        rest = right;
        conjunction.lastIndex = 0;
      }
    }
    clauses.push(rest.trim());
  }
  return clauses.filter(Boolean);
}

function empty(): UserInstructions {
  return { language: null, person: null, emoji: null, tone: null, address: null, mustMention: [], avoid: [], unrecognised: [] };
}

function pushUnique(list: string[], items: string[]): void {
  for (const item of items) if (!list.some((existing) => existing.toLowerCase() === item.toLowerCase())) list.push(item);
}

/**
 * Read the user's custom prompt (and target audience, for explicit requests only) for what the
 * built-in writer can honour. Messy prompts are fine: clauses it cannot map are returned verbatim
 * in `unrecognised`; it returns empty lists rather than guesses.
 */
export function parseInstructions(customPrompt: string, targetAudience: string): UserInstructions {
  const result = empty();
  const prompt = customPrompt.trim();
  const promptLanguage = languageOfText(prompt) ?? 'en';
  const sentences = prompt ? splitSentences(prompt.replace(/^\s*(?:[-*•]|\d+[.)])\s+/gmu, ''), promptLanguage) : [];

  let lastList: 'mention' | 'avoid' | null = null;
  for (const sentence of sentences) {
    for (const clause of clausesOf(sentence)) {
      const reading = readClause(clause);
      if (!reading) {
        // "mention the Saturday course, the fixed fees": a bare item continues the list before it.
        const items = lastList === 'avoid' ? splitAvoidList(cleanPhrase(clause)) : splitMentionList(cleanPhrase(clause)).map(cleanPhrase);
        const continues = lastList !== null && items.length > 0 && items.every((item) => isUsablePhrase(item) && item.split(/\s+/u).length <= 5);
        if (continues && lastList === 'mention') pushUnique(result.mustMention, items);
        else if (continues && lastList === 'avoid') pushUnique(result.avoid, items);
        else {
          const verbatim = clause.trim().replace(/[\s,;]+$/u, '');
          if (/\p{L}/u.test(verbatim) && !/^(?:please|bitte|por favor|thanks|thank you|danke|gracias|merci|obrigad[oa])[.!]*$/iu.test(verbatim)) pushUnique(result.unrecognised, [verbatim]);
          lastList = null;
        }
        continue;
      }
      if (reading.language) result.language = reading.language;
      if (reading.person) result.person = reading.person;
      if (reading.emoji !== undefined) result.emoji = reading.emoji;
      if (reading.tone) result.tone = reading.tone;
      if (reading.address) result.address = reading.address;
      if (reading.mention) pushUnique(result.mustMention, reading.mention);
      if (reading.avoid) pushUnique(result.avoid, reading.avoid);
      lastList = reading.mention ? 'mention' : reading.avoid ? 'avoid' : null;
    }
    // A list continues within a sentence only.
    lastList = null;
  }

  // The audience field is who the kit is for; only explicit requests in it count ("Familien (bitte duzen)").
  for (const clause of targetAudience.split(/[()[\];,]/u).map((part) => part.trim()).filter(Boolean)) {
    const reading = readClause(clause);
    if (!reading) continue;
    if (reading.language && !result.language && requestedLanguage(clause)) result.language = reading.language;
    if (reading.address && !result.address) result.address = reading.address;
    if (reading.emoji !== undefined && result.emoji === null) result.emoji = reading.emoji;
  }

  // Never the whole prompt as a thing to mention.
  const wholePrompt = cleanPhrase(prompt).toLowerCase();
  result.mustMention = result.mustMention.filter((phrase) => phrase.toLowerCase() !== wholePrompt || phrase.split(/\s+/u).length <= 4);
  return result;
}
