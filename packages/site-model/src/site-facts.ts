/**
 * Facts a page states in words, recognised in English, German, Spanish, French and Portuguese:
 * where the business is, when it is open, who it is for and what it offers right now. Every
 * pattern matches whole words (letters and digits never continue a match on either side).
 */

import nlp from 'compromise';

import type { KitLanguage } from './site-model.ts';

const wordStart = String.raw`(?<![\p{L}\p{N}])`;
const wordEnd = String.raw`(?![\p{L}\p{N}])`;
const words = (list: string) => list.trim().split(/\s*\|\s*/u).join('|');

const weekdays = words(`
  monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekdays|weekends|daily|
  montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag|montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags|werktags|täglich|wochenende|
  lunes|martes|miércoles|jueves|viernes|sábado|domingo|sábados|domingos|diario|
  lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lundis|mardis|mercredis|jeudis|vendredis|samedis|dimanches|
  segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|segunda|terça|quarta|quinta|sexta|segundas|terças|quartas|quintas|sextas|diariamente`);
const shortDays = 'mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|mo|di|mi|do|fr|sa|so|lu|ma|me|je|ve|di|lun|mar|mié|mie|jue|vie|sáb|sab|dom|mer|jeu|ven|sam|seg|ter|qua|qui|sex';
const months = words(`
  january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|
  januar|jänner|februar|märz|mai|juni|juli|oktober|dezember|
  enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|
  janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|
  janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|dezembro`);
const hoursWords = words(`opening hours|open|opens|closed|hours|öffnungszeiten|geöffnet|geschlossen|sprechzeiten|termine|horario|horarios|abierto|cerrado|horaires|ouvert|fermé|horário|horários|aberto|fechado|schedule|timetable|stundenplan|kursplan`);

const weekdayPattern = new RegExp(`${wordStart}(?:${weekdays})${wordEnd}`, 'iu');
const dayRangePattern = new RegExp(`${wordStart}(?:${shortDays})\\.?\\s?[-–]\\s?(?:${shortDays})\\.?${wordEnd}`, 'iu');
const timePattern = new RegExp(`${wordStart}(?:\\d{1,2}[:.h]\\d{2}|\\d{1,2}\\s?(?:am|pm|a\\.m\\.|p\\.m\\.|uhr|h))(?![\\p{L}])`, 'iu');
const datePattern = new RegExp(`${wordStart}(?:\\d{1,2}(?:\\.|º|er)?\\s?(?:de\\s)?(?:${months})|(?:${months})\\.?\\s\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}[./]\\d{1,2}[./]\\d{2,4})${wordEnd}`, 'iu');
const hoursWordPattern = new RegExp(`${wordStart}(?:${hoursWords})${wordEnd}`, 'iu');

/** A deadline or a due date is part of a service, not a time to come by ("before the 31 January deadline"). */
const deadlinePattern = new RegExp(
  `${wordStart}(?:${words(`deadline|deadlines|due date|due by|due on|cut-off|cutoff|filing date|tax year|frist|fristen|stichtag|abgabefrist|abgabetermin|fälligkeit|fällig|plazo|plazos|fecha límite|vencimiento|date limite|date butoir|échéance|échéances|délai|délais|prazo|prazos|data limite|vencimento`)})${wordEnd}`,
  'iu',
);
/** "Replies within 24 hours", "intervention sous 24 h": how fast the business answers, not a time to come by. */
const responseTimePattern = new RegExp(
  `${wordStart}(?:within|in under|sous|en moins de|innerhalb(?: von)?|binnen|en menos de|em até|em menos de|dentro de)\\s+(?:\\d{1,3}|one|two|24|48)\\s?(?:h|hrs?|hours?|stunden|std\\.?|heures?|horas?|minutes?|minuten|minutos?|days?|tagen|jours|días|dias)${wordEnd}`,
  'iu',
);
/** A line with an amount and no clock time is a price ("Monday to Friday at noon: three courses for 15,90 €"), not a schedule. */
const pricePattern = /(?:[$£€]|R\$)\s?\d|\d(?:[\d.,\s\u00a0\u202f]*\d)?\s?(?:€|\$|£|EUR|USD|GBP|BRL)(?![\p{L}])/u;
/** "since 12 May 2010", "seit dem 1. März", "fondée le 3 juin": a date in the business's history. */
const historyDatePattern = new RegExp(
  `${wordStart}(?:since|founded|established|opened|seit|gegründet|eröffnet|fundad[oa]|fundada|inaugurad[oa]|depuis|fondée?|créée?|ouvert|aberta|aberto|inaugurada)\\s+(?:(?:on|in|the|dem|am|im|el|en|le|em|no|na|de)\\s+){0,2}\\d`,
  'iu',
);

/**
 * What kind of time a line gives: 'hours' for opening hours and class or course times (a weekday,
 * a day range, a time with an hours word or a time range), 'date' for a date alone (an event), or
 * null. A deadline, a due date or a date in the business's history is no schedule.
 */
export function scheduleEvidence(text: string): 'hours' | 'date' | null {
  if (text.length > 220 || !/\d|\p{L}{4}/u.test(text)) return null;
  if (deadlinePattern.test(text) || responseTimePattern.test(text)) return null;
  // A priced line is a schedule only with its clock times (a class "Saturdays 11 to 4 pm, 95 €").
  if (pricePattern.test(text) && !timePattern.test(text)) return null;
  if (weekdayPattern.test(text) || dayRangePattern.test(text)) return 'hours';
  if (timePattern.test(text) && (hoursWordPattern.test(text) || /\d\s?[-–]\s?\d/u.test(text))) return 'hours';
  if (datePattern.test(text) && !historyDatePattern.test(text)) return 'date';
  return null;
}

/** Does this line give opening hours, a schedule or an event date? */
export function isScheduleText(text: string): boolean {
  return scheduleEvidence(text) !== null;
}

const audienceNouns = words(`
  families|family|kids|children|teens|teenagers|beginners|adults|seniors|students|teams|businesses|companies|professionals|freelancers|parents|couples|homeowners|landlords|tenants|startups|founders|women|men|everyone|individuals|employers|employees|small businesses|small teams|pet owners|dog owners|locals|newcomers|athletes|runners|musicians|artists|creators|developers|agencies|nonprofits|schools|
  familien|kinder|jugendliche|anfänger|anfängerinnen|einsteiger|einsteigerinnen|fortgeschrittene|erwachsene|senioren|seniorinnen|studierende|schüler|selbstständige|selbständige|unternehmen|firmen|teams|freiberufler|eltern|paare|gründer|frauen|männer|alle|privatkunden|geschäftskunden|hundebesitzer|
  familias|niños|niñas|jóvenes|principiantes|adultos|mayores|estudiantes|empresas|autónomos|profesionales|equipos|padres|parejas|mujeres|hombres|todos|particulares|pymes|
  familles|enfants|ados|adolescents|débutants|adultes|seniors|étudiants|entreprises|indépendants|professionnels|équipes|parents|couples|femmes|hommes|tous|particuliers|pme|
  famílias|crianças|jovens|iniciantes|adultos|idosos|estudantes|empresas|autônomos|autónomos|profissionais|equipes|pais|casais|mulheres|homens|todos|pequenas empresas`);
const audienceLeads = words(`for|für|para|pour|pra`);
const audienceFillers = words(`the|all|busy|young|small|local|growing|new|first-time|die|alle|junge|kleine|kleinere|mittelständische|berufstätige|los|las|todas|todos|pequeñas|jóvenes|les|tous|toutes|petites|jeunes|as|os|pequenas|novos|novas`);
const audiencePattern = new RegExp(`${wordStart}(?:${audienceLeads})\\s+(?:(?:${audienceFillers})\\s+){0,2}(?:${audienceNouns})${wordEnd}`, 'giu');
const agesPattern = new RegExp(`${wordStart}(?:ages?\\s\\d{1,2}\\s?[-–+]\\s?\\d{0,2}|ab\\s\\d{1,2}\\sJahren|de\\s\\d{1,2}\\sa\\s\\d{1,2}\\saños|dès\\s\\d{1,2}\\sans|a partir de\\s\\d{1,2}\\s(?:años|anos))${wordEnd}`, 'giu');

const audienceLead = new RegExp(`${wordStart}(?:${audienceLeads})\\s`, 'iu');

function collectMatches(pattern: RegExp, text: string, into: string[]): void {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) into.push(match[0]);
  pattern.lastIndex = 0;
}

/** Who a line says the business is for ("for families", "für Selbstständige", "dès 6 ans"), as written. */
export function audienceCuesIn(text: string): string[] {
  const cues: string[] = [];
  // exec on the compiled patterns (matchAll clones them per call); the age pattern needs a digit.
  if (audienceLead.test(text)) collectMatches(audiencePattern, text, cues);
  if (/\d/.test(text)) collectMatches(agesPattern, text, cues);
  return cues;
}

const offerPattern = new RegExp(
  `${wordStart}(?:${words(`
  (?:[$€£]\\s?\\d{1,4}|\\d{1,4}\\s?(?:€|euros?))\\s?(?:off|rabatt|nachlass|de descuento|de réduction|de remise|de desconto)|
  free trial|free (?:(?:initial|first|no-obligation)\\s)?(?:consultation|call|lesson|class|session|visit|quote|estimate)|first (?:lesson|class|session|visit|consultation|month) (?:is\\s)?free|free (?:delivery|shipping)|no credit card|money-back|\\d{1,2}\\s?% off|\\d{1,2}\\s?% discount|buy one get one|2 for 1|half price|
  (?:erste|erstes|erster)\\s\\p{L}+\\s(?:gratis|kostenlos)|gratis|kostenlos|kostenlose|kostenloser|kostenloses|unverbindlich|probestunde|probetraining|schnupperstunde|\\d{1,2}\\s?% rabatt|rabatt|
  prueba gratuita|gratuita|gratuito|\\d{1,2}\\s?% de descuento|descuento|2x1|primera clase gratis|
  essai gratuit|gratuite|gratuit|offert|offerte|\\d{1,2}\\s?% de réduction|réduction|remise|
  grátis|gratuita|\\d{1,2}\\s?% de desconto|desconto|aula experimental`)})${wordEnd}`,
  'iu',
);

/** A promotion that stands even in a button's words: a discount, a gift, a limited deal, a free first session. */
const strongOfferPattern = new RegExp(
  `${wordStart}(?:${words(`
  (?:[$€£]\\s?\\d{1,4}|\\d{1,4}\\s?(?:€|euros?))\\s?(?:off|rabatt|nachlass|de descuento|de réduction|de remise|de desconto)|
  \\d{1,2}\\s?% off|\\d{1,2}\\s?% discount|discount|half price|buy one get one|2 for 1|free gift|gift with|limited time|limited offer|this (?:week|month) only|first (?:lesson|class|session|visit|consultation|month) (?:is\\s)?free|
  \\d{1,2}\\s?% rabatt|rabatt|geschenk|gratis dazu|nur für kurze zeit|nur diesen monat|(?:erste|erstes|erster)\\s\\p{L}+\\s(?:gratis|kostenlos)|
  \\d{1,2}\\s?% de descuento|descuento|2x1|de regalo|regalo|por tiempo limitado|solo este mes|primera (?:clase|visita|sesión|consulta) (?:es\\s)?gratis|
  \\d{1,2}\\s?% de réduction|réduction|remise|en cadeau|cadeau offert|offre limitée|durée limitée|ce mois-ci seulement|
  \\d{1,2}\\s?% de desconto|desconto|brinde|de presente|por tempo limitado|só este mês|primeira (?:aula|visita|sessão|consulta) (?:é\\s)?(?:grátis|gratuita)`)})${wordEnd}`,
  'iu',
);
const giftOrLimitedPattern = new RegExp(
  `${wordStart}(?:${words(`free gift|gift with (?:every|each|your|any)|limited time|limited offer|this (?:week|month) only|als geschenk|gratis dazu|nur für kurze zeit|nur diesen monat|de regalo|por tiempo limitado|solo este mes|en cadeau|cadeau offert|offre limitée|durée limitée|de brinde|brinde|por tempo limitado|só este mês`)})${wordEnd}`,
  'iu',
);

/** Verbs that open a call to action in the kit's languages ("Book a free call", "Jetzt Termin buchen", "Pide tu cita"). */
const ctaVerbs = new Set(
  `book call get start try sign join order buy shop contact request schedule reserve download subscribe claim grab ask email message visit arrange see view learn discover explore register apply enquire inquire find talk chat send
  buchen bestellen anrufen rufen kontaktieren vereinbaren sichern jetzt schreiben melden anfragen reservieren testen entdecken sprechen vorbeikommen kaufen anmelden ansehen anschauen
  reserva reservar llama llámanos llame pide pedir pida solicita solicitar solicite contacta contáctanos escríbenos agenda agendar compra comprar prueba probar empieza apúntate inscríbete descubre reserve pide ver mira
  réservez réserver appelez contactez demandez prenez commandez essayez inscrivez-vous découvrez écrivez appelez-nous contactez-nous voir consultez
  agende agendar marque marcar ligue fale peça pedir solicite compre experimente reservar inscreva-se chame saiba entre veja conheça`
    .split(/\s+/u)
    .filter(Boolean),
);

/** A button's words: a short line that starts (or, in German, ends) with a call-to-action verb. */
export function isCallToActionText(text: string): boolean {
  const tokens = text.replace(/[.!?…]+$/u, '').split(/\s+/u).filter(Boolean);
  if (tokens.length === 0 || tokens.length > 7 || /[.!?]\s/u.test(text)) return false;
  const first = tokens[0]!.toLocaleLowerCase().replace(/[^\p{L}'’-]/gu, '');
  const last = tokens[tokens.length - 1]!.toLocaleLowerCase().replace(/[^\p{L}'’-]/gu, '');
  return ctaVerbs.has(first) || (tokens.length > 1 && ctaVerbs.has(last) && /(?:en|ern|eln)$/u.test(last));
}

/**
 * Is this line a promotion ("First lesson free", "Erste Stunde gratis", "10 % de descuento")? A
 * call to action is not, even with "free" in it ("Book a free call"), unless it names a discount,
 * a gift or a limited deal.
 */
export function isOfferText(text: string, options: { label?: boolean } = {}): boolean {
  if (text.length > 200 || !offerPattern.test(text) && !giftOrLimitedPattern.test(text)) return false;
  if (options.label || isCallToActionText(text)) return strongOfferPattern.test(text);
  return true;
}

/** Finite verbs and auxiliaries that make a line a sentence rather than a label ("es", "ist", "est", "é"). */
const finiteVerbs: Record<Exclude<KitLanguage, 'en'>, Set<string>> = {
  de: new Set(`ist sind war gibt gilt hat haben habt bekommst bekommen bekommt erhalten erhältst erhält schenken schenkt bieten bietet sparen sparst spart zahlst zahlt zahlen kostet kosten kommt kommen wird werden lädt laden geht gehen bringt bringen`.split(' ')),
  es: new Set(`es son está están hay tiene tienen tienes tenemos regalamos ofrecemos incluye incluyen obtén consigue llévate ahorra pagas paga cuesta cuestan damos invitamos será sale`.split(' ')),
  fr: new Set(`est sont a ont offre offrons bénéficiez profitez obtenez recevez payez coûte coûtent inclut comprend sera c'est vaut`.split(' ')),
  pt: new Set(`é são está estão tem têm há oferecemos ganhe ganha receba recebe aproveite paga pague custa custam inclui damos será sai`.split(' ')),
};

/**
 * Is the line a full sentence (it has a finite verb: "La primera revisión infantil es gratuita.")
 * or a label that a writer may set mid-sentence ("Primera visita gratuita.")? A call to action is
 * a sentence in the imperative.
 */
export function isFullSentence(text: string, language: KitLanguage): boolean {
  if (isCallToActionText(text)) return true;
  if (language === 'en') {
    const doc = nlp(text);
    return doc.has('^#Imperative') || doc.has('(#Copula|#Modal|#Auxiliary)') || doc.has('#Pronoun #Verb') || doc.has('#Noun (#PresentTense|#PastTense) #Determiner');
  }
  const verbs = finiteVerbs[language];
  return text
    .toLocaleLowerCase()
    .split(/[^\p{L}'’]+/u)
    .some((word) => verbs.has(word.replace(/’/gu, "'")));
}

const notPlaces = new Set(
  `english|german|spanish|french|portuguese|deutsch|englisch|español|inglés|français|anglais|português|inglês|europe|europa|
  january|february|march|april|may|june|july|august|september|october|november|december|januar|februar|märz|mai|juni|juli|oktober|dezember|
  monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|
  handarbeit|ruhe|kleingruppen|gruppen|person|präsenz|teilzeit|vollzeit|zukunft|bewegung|form|ordnung|kürze|sachen|zusammenarbeit|kooperation|
  person|line|time|touch|house|store|stock|style|season|business|action|detail|minutes|hours|days|weeks|months|years|one|two|three|our|your|the|a|an`
    .split(/[|\s]+/u)
    .filter(Boolean),
);
const placeAfterIn = /(?<![\p{L}\p{N}])(?:in|en|à|em|no|na|au|near|bei|cerca de|près de|perto de)\s+((?:\p{Lu}[\p{L}'’-]+)(?:[\s-](?:am|an|de|del|la|sur|do|da|\p{Lu}[\p{L}'’-]+)){0,3})/gu;

/** A town named as "in Leeds", "en Sevilla", "à Lyon" in a title or a pitch. */
export function placeNamedIn(text: string, exclude: Set<string>): string | null {
  placeAfterIn.lastIndex = 0;
  for (let match = placeAfterIn.exec(text); match; match = placeAfterIn.exec(text)) {
    const place = match[1]!.replace(/[\s-](?:am|an|de|del|la|sur|do|da)$/u, '');
    const first = place.split(/[\s-]/u)[0]!.toLowerCase();
    if (notPlaces.has(first) || exclude.has(first) || place.length < 3) continue;
    return place;
  }
  return null;
}

const postalPlacePatterns: RegExp[] = [
  // UK: "Leeds LS1 4AP"
  // (Not the street's last word with it: "118 London Road, Reading RG1 5AS" is in Reading.)
  /((?:(?!(?:Road|Rd|Street|St|Lane|Avenue|Ave|Way|Close|Drive|Place|Square|Terrace|Row|Court|Crescent|Gardens|Parade|Walk|Hill|Mews)\s)\p{Lu}[\p{L}'’-]+\s)?\p{Lu}[\p{L}'’-]+),?\s+[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}(?![\p{L}\p{N}])/u,
  // US: "Portland, OR 97214"
  /(\p{Lu}[\p{L}.'’-]+(?:\s\p{Lu}[\p{L}.'’-]+)?),\s*[A-Z]{2}\s+\d{5}(?![\p{L}\p{N}])/u,
  // Brazil: "01310-100 São Paulo" or "São Paulo - SP"
  /\d{5}-\d{3},?\s+(\p{Lu}[\p{L}'’-]+(?:\s(?:do|da|de|dos|das|\p{Lu}[\p{L}'’-]+)){0,3})/u,
  /(\p{Lu}[\p{L}'’-]+(?:\s(?:do|da|de|\p{Lu}[\p{L}'’-]+)){0,3})\s[-–/]\s[A-Z]{2}(?![\p{L}\p{N}])/u,
  // Continental Europe: "04109 Leipzig", "75011 Paris", "28013 Madrid", "8001 Zürich", "1000-001 Lisboa";
  // a capitalised word that opens a phrase ("4250-327 Porto Como chegar →") is no part of the town.
  // (Nor the contact label after it: "8010 Graz<br>Telefon: …", "47001 Valladolid · Tel.".)
  /(?<![\p{L}\p{N}])(?:[A-Z]-)?\d{4,5}(?:-\d{3})?\s+(\p{Lu}[\p{L}'’-]+(?:[\s-](?:am|an|im|de|del|sur|(?!(?:Tel|Telefon|Tél|Teléfono|Telefone|Telf|Phone|Fon|Fax|Mobil|Handy|Mail|E-Mail|Email|Web|WhatsApp|Whatsapp)(?![\p{L}]))\p{Lu}[\p{L}'’-]+(?![\p{L}'’-])(?!\s+\p{Ll}))){0,2})/u,
];

/** The town in a postal address ("Hauptstraße 5, 04109 Leipzig" gives "Leipzig"). */
export function placeInAddress(text: string): string | null {
  // "© 2024 Roatan Reel Adventures" is a year and the owner, not a postcode and a town.
  if (/©|\(c\)\s*\d{4}|copyright/iu.test(text)) return null;
  for (const pattern of postalPlacePatterns) {
    const match = pattern.exec(text);
    if (match?.[1]) return match[1].trim();
  }
  return null;
}
