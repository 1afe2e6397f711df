/**
 * The owner's brief (the custom prompt and the target audience) read as a campaign: what to
 * promote, for whom, by when, at what price, the points to stress, the owner's own statements of
 * fact, and the tone, in English, German, Spanish, French and Portuguese. How to write (person,
 * register, emoji, words to avoid) is what parseInstructions reads; the campaign carries its answer
 * rather than reading it again.
 *
 * The brief is read sentence by sentence and clause by clause. Every value is the owner's own words
 * (cut to the phrase, articles dropped from things), never a guess; each keeps the clause it came
 * from in `evidence`. A brief with nothing to read gives a campaign of nulls and empty lists.
 */
import { audiencePhrase } from './audience.ts';
import { parseInstructions, readInstructionClause } from './instructions.ts';
import { languageOfText } from './language.ts';
import { amountsIn } from './prices.ts';
import type { KitLanguage, UserInstructions, WriterBrief } from './site-model.ts';
import { splitSentences, thingsAmpersand } from './text.ts';

export const campaignFields = ['what', 'forWhom', 'byWhen', 'price', 'points', 'statements', 'tone'] as const;
export type CampaignField = (typeof campaignFields)[number];

/** One value of the campaign and the clause of the brief (or the audience as typed) it came from. */
export interface CampaignEvidence {
  field: CampaignField;
  value: string;
  clause: string;
}

export interface Campaign {
  /** What to promote, as a noun phrase a writer can use: "Friday fish fry", "épilation laser". */
  what: string | null;
  /** Who it is for: the target audience, else an audience named in the brief. */
  forWhom: string | null;
  /** A deadline, date or season as written: "order by Nov 24", "this month", "im Juni und September". */
  byWhen: string | null;
  /** An offer, price or discount as written: "-20 % sur le premier forfait jambes", "59 € pro Nacht". */
  price: string | null;
  /** Things to mention or stress, each a short phrase or clause: "free expert advice", "aparcamiento". */
  points: string[];
  /** The owner's statements of fact, usable in copy as facts "from your brief": "we have been doing this since 1927". */
  statements: string[];
  /** The tone as the owner describes it: "friendly small-town", "locker und herzlich, wie für Freunde". */
  tone: string | null;
  /** Formal or casual, read by parseInstructions. */
  register: UserInstructions['tone'];
  person: UserInstructions['person'];
  address: UserInstructions['address'];
  emoji: UserInstructions['emoji'];
  avoid: string[];
  evidence: CampaignEvidence[];
}

// ---------------------------------------------------------------------------------------------
// Words

/** Whole-word boundaries for any script (JavaScript's \b only knows ASCII letters). */
const start = String.raw`(?<![\p{L}\p{N}'’-])`;
const end = String.raw`(?![\p{L}\p{N}])`;

const months = String.raw`january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|januar|jänner|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro`;
const weekdays = String.raw`mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|montags?|dienstags?|mittwochs?|donnerstags?|freitags?|samstags?|sonntags?|lunes|martes|miércoles|jueves|viernes|sábados?|domingos?|lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?|dimanches?|segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira`;
const holidays = String.raw`christmas|xmas|easter|thanksgiving|halloween|new\s+year(?:['’]s(?:\s+eve)?)?|valentine['’]?s(?:\s+day)?|mother['’]?s\s+day|father['’]?s\s+day|black\s+friday|the\s+holidays|weihnachten|heiligabend|ostern|gründonnerstag|karfreitag|karsamstag|ostersonntag|ostermontag|pfingsten|nikolaus|allerheiligen|silvester|neujahr|muttertag|vatertag|valentinstag|fasching|karneval|navidad|navidades|semana\s+santa|reyes|todos\s+los\s+santos|san\s+valent[ií]n|d[ií]a\s+de\s+la\s+madre|no[eë]l|p[âa]ques|(?:la\s+)?toussaint|(?:la\s+)?saint-valentin|f[êe]te\s+des\s+m[èe]res|(?:la\s+)?rentr[ée]e|natal|p[áa]scoa|dia\s+das\s+m[ãa]es|dia\s+dos\s+namorados|carnaval|s[ãa]o\s+jo[ãa]o|ano\s+novo|vuelta\s+al\s+cole|schulstart|back\s+to\s+school|(?:sommer|oster|herbst|winter|pfingst|sport|ski|semester|weihnachts)ferien|(?:the\s+)?(?:summer|school|easter|christmas)\s+holidays?|spring\s+break|vacaciones(?:\s+de\s+(?:verano|navidad|semana\s+santa|[\p{L}]+))?|vacances(?:\s+d['’]été|\s+scolaires|\s+de\s+(?:la\s+)?[\p{L}]+)?|férias(?:\s+de\s+[\p{L}]+|\s+escolares)?`;
const seasons = String.raw`summer|winter|spring|autumn|fall|sommer|winter|frühling|frühjahr|herbst|verano|invierno|primavera|otoño|été|hiver|printemps|automne|verão|inverno|outono`;
const day = String.raw`\d{1,2}(?:st|nd|rd|th|\.|º|er)?`;
/** A date, a month, a weekday, a holiday or a season, as written. */
const date = String.raw`(?:(?:the\s+)?${day}\s+(?:of\s+|de\s+)?(?:${months})(?:\s+\d{4})?|(?:${months})\.?\s+${day}(?:,?\s+\d{4})?|\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?|(?:the\s+)?end\s+of\s+(?:the\s+)?(?:month|week|year|season|${months})|ende\s+(?:des\s+monats|(?:${months}))|(?:finales|finais|fin|final|fim)\s+d[eo]\s+(?:mes|mês|(?:${months}))|fin\s+(?:du\s+mois|(?:${months}))|(?:${weekdays})|(?:${months})|(?:${holidays})|(?:${seasons}))`;

/** Periods after "this"/"next": "this month", "diesen Sommer", "este mes", "ce mois-ci", "este mês". */
const period = String.raw`week(?:end)?|month|year|season|semester|term|${months}|(?:(?:${seasons})\s+)?(?:semester|term)|${seasons}|woche(?:nende)?|monat|jahr|saison|semana|fin\s+de\s+semana|mes|año|temporada|semaine|week-end|mois(?:-ci)?|année|saison|fim\s+de\s+semana|mês|ano|época`;

/** Time phrases, deadlines first. Each match is kept as written. */
const deadlinePatterns: RegExp[] = [
  // "ahead of the spring market", "ahead of the 31 January filing deadline", "in time for the school run".
  new RegExp(String.raw`${start}(?:ahead\s+of|in\s+time\s+for)\s+(?:the\s+)?(?:[\p{L}\d-]+\s+){0,3}(?:market|rush|deadline|holidays?|break|term|opening|launch|run|wedding|big\s+day)${end}`, 'iu'),
  // "order by Nov 24", "book before Christmas", "until the end of May", "no later than 3 June".
  new RegExp(String.raw`${start}(?:(?:order|orders|book|booking|bookings|sign\s+up|register|registration|reserve|reservations?|buy|apply|enrol|enroll|pre-?orders?|join)\s+)?(?:by|until|till|before|through|no\s+later\s+than|ends?|ending)\s+(?:${date})${end}`, 'iu'),
  new RegExp(String.raw`${start}(?:(?:bestellen|buchen|anmelden|reservieren|bestellungen|buchungen|anmeldung|anmeldungen|reservierung)\s+)?(?:bis\s+(?:zum\s+|zur\s+|spätestens\s+|ende\s+)?|vor\s+(?:dem\s+)?|spätestens\s+(?:am\s+)?)(?:${date})${end}`, 'iu'),
  new RegExp(String.raw`${start}(?:(?:pide|pedid|pedidos|encargos|reserva|reservas|reservad|apúntate|inscríbete|inscripciones|inscripción)\s+)?(?:hasta\s+(?:el\s+|finales\s+de\s+)?|antes\s+(?:de(?:l)?\s+(?:la\s+|el\s+)?)?)(?:${date})${end}`, 'iu'),
  new RegExp(String.raw`${start}(?:(?:commandez|réservez|inscrivez-vous|commande|commandes|réserve|réservation|réservations|inscription|inscriptions)\s+)?(?:jusqu['’]\s?(?:au|à\s+la|à|a)\s+|avant\s+(?:le\s+|la\s+|l['’]|les\s+)?)(?:${date})${end}`, 'iu'),
  // "before the holiday rush of late November", "avant le rush de fin novembre", "antes del puente de finales de mayo": a few
  // words between the preposition and the date.
  new RegExp(String.raw`${start}(?:before|ahead\s+of|avant|antes\s+d[eo]l?|vor\s+de[mrn])\s+(?:the\s+|le\s+|la\s+|les\s+|l['’]|el\s+|la\s+|o\s+|a\s+)?(?:[\p{L}-]+\s+){1,3}(?:of\s+|de\s+|d['’]|del\s+|da\s+|do\s+|im\s+|am\s+)?(?:late\s+|early\s+)?(?:${date})${end}`, 'iu'),
  new RegExp(String.raw`${start}(?:(?:encomende|encomendas|reserve|reservas|inscreva-se|inscrições|marque|marcações)\s+)?(?:até\s+(?:ao?\s+|dia\s+|o\s+|à\s+)?|antes\s+d[oa]s?\s+)(?:${date})${end}`, 'iu'),
  // "before the rainy season", "ahead of the holiday season", "antes de la temporada de lluvias", "avant la saison des pluies",
  // "antes da época das chuvas", "vor der Regenzeit": the preposition is the deadline's, not the thing's.
  new RegExp(String.raw`${start}(?:by|until|till|before|ahead\s+of|in\s+time\s+for|vor\s+(?:der|dem)|antes\s+de(?:\s+la|l)?|avant\s+(?:la|le|l['’])|antes\s+d[ao]s?)\s*(?:the\s+)?(?:(?:[\p{L}-]+\s+)?season|temporada(?:\s+de(?:\s+las?|\s+los)?\s+[\p{L}-]+)?|saison(?:\s+des?\s+[\p{L}-]+)?|época(?:\s+d[aeo]s?\s+[\p{L}-]+)?|[\p{L}]+zeit|[\p{L}]+saison)${end}`, 'iu'),
];
const periodPatterns: RegExp[] = [
  // A start date: "Start am 5. Mai", "starting June 3", "a partir del 2 de junio", "dès le 1er juin", "início a 3 de março".
  new RegExp(String.raw`${start}(?:start(?:s|ing)?(?:\s+on)?|beginn(?:t)?(?:\s+am)?|start\s+am|ab(?:\s+dem)?|from|desde\s+el|a\s+partir\s+del?|comienza\s+el|dès\s+le|à\s+partir\s+du|début\s+le|início\s+(?:a|em|no\s+dia)|a\s+partir\s+de)\s+(?:${day}\s+(?:of\s+|de\s+)?(?:${months})|(?:${months})\.?\s+${day}|\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?)${end}`, 'iu'),
  // A time of day the offer is for: "after 4pm", "ab 16 Uhr", "a partir de las 16:00", "après 16h", "depois das 16h".
  new RegExp(
    String.raw`${start}(?:(?:after|before|from|ab|nach|vor|après|avant|dès|à\s+partir\s+de)\s+\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|uhr|h\d{0,2})|(?:after|before|from)\s+\d{1,2}:\d{2}|(?:a\s+partir\s+de\s+las|después\s+de\s+las|antes\s+de\s+las|desde\s+las|a\s+partir\s+das|depois\s+das|antes\s+das|desde\s+as)\s+\d{1,2}(?:[:.h]\d{2})?\s*h?)${end}`,
    'iu',
  ),
  new RegExp(String.raw`${start}(?:this|next|all|coming|the\s+coming)\s+(?:${period})${end}`, 'iu'),
  // "todos los martes de octubre", "every Friday in June", "tous les jeudis de juillet".
  new RegExp(String.raw`${start}(?:every|all|todos\s+los|todas\s+las|tous\s+les|todas\s+as|jeden)\s+(?:${weekdays})(?:\s+(?:in|of|de|d['’]|im|em)\s+(?:${months}))?${end}`, 'iu'),
  // "over the long weekend", "over the bank holiday weekend", "during the half-term week".
  new RegExp(String.raw`${start}(?:over|during|for)\s+the\s+(?:[\p{L}-]+\s+){0,2}(?:weekend|week|holidays?|break)${end}`, 'iu'),
  new RegExp(String.raw`${start}(?:in\s+diese[mnrs]?|diese[nmrs]?|nächste[nmrs]?|kommende[nmrs]?|im\s+kommenden)\s+(?:${period})${end}`, 'iu'),
  new RegExp(String.raw`${start}(?:este|esta|el\s+próximo|la\s+próxima|este\s+próximo)\s+(?:${period})${end}`, 'iu'),
  new RegExp(String.raw`${start}(?:ce|cet|cette|le\s+prochain|la\s+prochaine)\s+(?:${period})${end}`, 'iu'),
  new RegExp(String.raw`${start}(?:este|esta|neste|nesta|no\s+próximo|na\s+próxima)\s+(?:${period})${end}`, 'iu'),
  // "in June and September", "from October", "im Juni und September", "en junio", "en juin", "à partir d'octobre", "em junho".
  new RegExp(String.raw`${start}(?:(?:in|during|throughout|from|starting(?:\s+in)?|im|ab|seit|en|durante|desde|a\s+partir\s+de|dès|pour|em|no|na)\s+|à\s+partir\s+d['’]\s?)(?:${months})(?:\s*(?:,|and|&|or|und|oder|bis|y|o|et|ou|e|a)\s*(?:${months}))*${end}`, 'iu'),
  // "for Christmas", "zu Weihnachten", "para Navidad", "pour la rentrée", "pour l'été", "para o Natal", "à la rentrée".
  new RegExp(String.raw`${start}(?:for|over|at|zu|zum|zur|an|über|für(?:\s+(?:den|die|das))?|im|in\s+der|para|por|en|pour|à|dès|de(?=\s+la\s))\s+(?:(?:the|el|la|le|les|o|a)\s+|l['’]\s?)?(?:${holidays}|(?:${seasons})(?:\s+(?:semester|term))?)${end}`, 'iu'),
  // "in den Sommerferien", "in the summer holidays", "durante las vacaciones", "pendant les vacances", "nas férias".
  new RegExp(String.raw`${start}(?:in\s+den|in\s+der|over\s+the|in\s+the|during\s+the|durante\s+las?|en\s+las?|pendant\s+les|nas|durante\s+as)\s+(?:${holidays})${end}`, 'iu'),
  // A date alone, its weekday and preposition with it: "on Tuesday Sept 9", "am 14. März", "el domingo 15 de junio", "le 12 octobre",
  // or a run of days: "Tue 8 to Thu 10 April".
  new RegExp(String.raw`${start}(?:(?:on|am|el|le|o|no|dia|the|from|vom|del|du|de)\s+)?(?:(?:${weekdays}|tue|thu|wed|mon|fri|sat|sun),?\s+)?(?:(?:${day}\s*(?:to|[-–]|bis|al|au|a|à|and|und|y|et|e|&|,)\s*(?:(?:${weekdays}|tue|thu|wed|mon|fri|sat|sun),?\s+)?)?${day}\s+(?:of\s+|de\s+)?(?:${months})|(?:${months})\.?\s+${day}(?:\s*(?:to|[-–]|and|&|,)\s*${day})?)(?![\p{L}\p{N}])`, 'iu'),
  // "holiday season", "rainy season", "Manatee season", "temporada de lluvias", "época de chuvas".
  new RegExp(String.raw`${start}(?:the\s+)?(?:[\p{L}-]+\s+)season${end}|${start}(?:temporada|época|saison)\s+(?:de(?:\s+las?|\s+los)?|d[eoa]s?|des)\s+[\p{L}-]+${end}|${start}[\p{L}-]+saison${end}`, 'iu'),
];
/** A season or a holiday by name ("manatee season", "Regenzeit", "rentrée", "inverno"), not a month, a week or "this season". */
const namedSeason = new RegExp(String.raw`${start}(?:(?:[\p{L}-]+\s+)season|(?:temporada|época|saison)\s+(?:de(?:\s+las?|\s+los)?|d[eoa]s?|des)\s+[\p{L}-]+|[\p{L}-]+saison|[\p{L}]+zeit|${holidays}|${seasons})${end}`, 'iu');

/**
 * The season or holiday a campaign's time names, without its preposition or article: "manatee season" of "this manatee
 * season", "inverno" of "antes do inverno", "rentrée" of "pour la rentrée"; null for a month, a date or "this month".
 */
export function seasonNamed(byWhen: string | null): string | null {
  const found = byWhen ? namedSeason.exec(byWhen)?.[0] : null;
  if (!found || /^(?:this|next|the|that|coming)\s+season$/iu.test(found)) return null;
  return found.replace(/^(?:the|la|le|el|o|a)\s+/iu, '');
}

/** A season, a holiday or a month alone in a label ("Promo rentrée", "Sommeraktion"). */
const timeAlone = new RegExp(String.raw`^(?:${holidays}|${seasons}|${months})$`, 'iu');

function findTime(text: string): { phrase: string; deadline: boolean; index: number } | null {
  for (const pattern of deadlinePatterns) {
    const match = pattern.exec(text);
    if (match) return { phrase: match[0].trim(), deadline: true, index: match.index };
  }
  let best: { phrase: string; deadline: boolean; index: number } | null = null;
  for (const pattern of periodPatterns) {
    const match = pattern.exec(text);
    if (match && (!best || match.index < best.index)) best = { phrase: match[0].trim(), deadline: false, index: match.index };
  }
  return best;
}

/** The text without a time phrase, and the spaces and commas it leaves behind. */
function without(text: string, phrase: string): string {
  const at = text.toLowerCase().indexOf(phrase.toLowerCase());
  if (at < 0) return text;
  // (And the preposition it leaves dangling: "bridal packages for | the wedding season".)
  return `${text.slice(0, at).replace(/\s+(?:for|für|para|pour|pra)\s*$/iu, '')} ${text.slice(at + phrase.length)}`.replace(/\(\s*\)/gu, '').replace(/\s+([,.;:!?)])/gu, '$1').replace(/\s{2,}/gu, ' ').replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/gu, '').trim();
}

/** Verbs that ask for a thing to be promoted, and what follows them. */
const promoteLead = new RegExp(
  String.raw`^(?:(?:we|i)(?:\s+(?:(?:really\s+)?(?:want|would\s+like|need|are\s+looking|plan)\s+to)|['’]d\s+like\s+to|\s+would\s+love\s+to|['’]d\s+love\s+to)\s+|(?:could|can|would)\s+you\s+(?:please\s+)?|(?:want(?:s)?\s+to|wanna|need\s+to|would\s+like\s+to|wish\s+to)\s+|(?:let['’]s|help\s+(?:us|me)|please|also|now)\s+|(?:me|nos)\s+(?:pueden|puedes|podéis|podrían)\s+ayudar\s+a\s+|(?:me|nos)\s+gustar[ií]a\s+|(?:necesito|nesecito|quiero|quisiera|queremos|deseamos|deseo|pretendemos|pretendo|desejamos|pretende|souhaite(?:nt)?|souhaitons)\s+|(?:nous\s+voudrions|je\s+voudrais|on\s+voudrait|on\s+aimerait|nous\s+aimerions|j['’]aimerais|pouvez-vous|peux-tu|pourriez-vous)\s+|(?:podem|pode|poderiam|podes)\s+(?:me\s+|nos\s+)?(?:ajudar\s+a\s+)?|(?:gostaria\s+de|queria|quero|queríamos|preciso\s+de|precisava\s+de)\s+)*(?:(?:quer|quiere|veut|wants\s+to)\s+(?=promover|divulgar|promocionar|dar\s+a\s+conocer|promouvoir|faire|annoncer|promote|push)(?:promover|divulgar|promocionar|dar\s+a\s+conocer|promouvoir|faire\s+connaître|annoncer|promote|push)|(?:write|make|create|need|do|draft|put\s+together)\s+(?:something|a\s+post|posts|a\s+campaign|an?\s+ad|some\s+posts|copy)\s+(?:for|about|on|to\s+promote)|(?:(?:we|i)\s*)?(?:want|need|would\s+(?:like|love)|['’]d\s+(?:like|love)|are\s+after|could\s+use)\s+more(?:\s+(?:bookings|customers|clients|people|guests|sign-?ups|orders|students|members|visitors|enquiries)\s+(?:for|at|in|on))?|(?:wir\s+)?(?:brauchen|möchten|wollen|hätten\s+gern)\s+mehr\s+(?:leute|kunden|gäste|buchungen|anmeldungen|teilnehmer)\s+(?:für|beim|bei|zum|zur)|(?:necesitamos|queremos|quiero|necesito)\s+más\s+(?:gente|clientes|reservas|alumnos)\s+(?:para|en)|(?:(?:nous\s+)?voulons|on\s+veut|je\s+veux)\s+plus\s+de\s+(?:clients|monde|réservations|inscrits)\s+(?:pour|à|au)|(?:mais\s+(?:clientes|gente|reservas|alunos|pessoas)\s+(?:pra|para|no|na|em))|que\s+más\s+gente\s+(?:conozca|conociera|pruebe|probara|venga\s+a|descubra)|promote|push|advertise|market|sell|launch|showcase|spotlight|highlight|feature|put\s+the\s+spotlight\s+on|plug|boost|drive\s+(?:bookings|sales|sign-?ups|orders|traffic|interest)\s+(?:for|to)|fill(?:\s+up)?|get\s+the\s+word\s+out\s+(?:about|on)|spread\s+the\s+word\s+(?:about|on)|raise\s+awareness\s+(?:of|for|about)|focus\s+on|get\s+(?:people|customers|folks|locals|more\s+people|everyone|visitors|guests)\s+(?:to\s+)?(?:book(?:ing)?|buy(?:ing)?|try(?:ing)?|order(?:ing)?|join(?:ing)?|come\s+(?:to|for|in\s+for)|coming\s+(?:to|for)|sign(?:ing)?\s+up\s+for|visit(?:ing)?|register(?:ing)?\s+for|reserv(?:e|ing)|pre-?order(?:ing)?|check(?:ing)?\s+out)|(?:wir\s+|ich\s+)?(?:bewirb|bewerbt|bewerben\s+sie|wirb\s+für|werbt\s+für|mach(?:t)?\s+werbung\s+für|werbung\s+für|push(?:e|t)?|promote|stell(?:e|t)?\s+vor|stell(?:e|t)?\s+in\s+den\s+mittelpunkt)|(?:queremos|quiero|quisiéramos|nos\s+gustaría|me\s+gustaría|necesitamos|vamos\s+a)?\s*(?:promocionar|promociona|promocione|promover|promueve|promueva|dar\s+a\s+conocer|da\s+a\s+conocer|anunciar|anuncia|anuncie|impulsar|impulsa|difundir|difunde|vender|vende|lanzar|lanza|potenciar|potencia|publicitar|llenar|centrarnos\s+en|destaca|destaque|destacar)|(?:nous\s+(?:voulons|souhaitons|aimerions|allons)|je\s+(?:veux|voudrais|souhaite)|on\s+(?:veut|va)|il\s+faut)?\s*(?:promouvoir|promeus|promouvez|faire\s+(?:la\s+)?(?:promo(?:tion)?|connaître|découvrir)(?:\s+(?:de|du|des|d['’]))?|fais|faites\s+(?:la\s+)?(?:promo(?:tion)?|connaître|découvrir)(?:\s+(?:de|du|des|d['’]))?|lancer|lance|lancez|annoncer|vendre|pousser|faire\s+une\s+promo(?:tion)?(?:\s+(?:de|sur))?|booster|remplir|mettre\s+l['’]accent\s+sur|mettez\s+l['’]accent\s+sur|mets\s+en\s+avant|mettez\s+en\s+avant|mettre\s+en\s+avant|mettre\s+en\s+valeur)|(?:queremos|quero|gostaríamos\s+de|precisamos\s+de|vamos)?\s*(?:divulgar|divulga|divulgue|divulguem|promover|promove|promova|dar\s+a\s+conhecer|lançar|lança|lance|vender|impulsionar|encher|apostar\s+em|destacar|destaque|realçar|realce))(?:\s*:\s*|\s+)(.+)$`,
  'iu',
);
/** German puts the verb last: "wir wollen den Catering-Service bewerben", "die Sommerwochen pushen". */
const promoteTrail = /^(?:(?:wir|ich)\s+(?:wollen|will|möchten|möchte|würden\s+gerne?|würde\s+gerne?)\s+|(?:wollen|möchten|würden)\s+wir\s+(?:gerne?\s+)?|(?:will|möchte|würde)\s+ich\s+(?:gerne?\s+)?|bitte\s+)?(?:(?:werbung\s+)?(?:für|fuer)\s+(?=.+\s(?:werben|machen)$))?(.+?)\s+(?:werben|(?<=werbung\s+(?:für|fuer)\s+.+\s)machen|bewerben|promoten|pushen|bekannt\s+machen|vorstellen|verkaufen|anpreisen|ins\s+rampenlicht\s+stellen|hervorheben|in\s+den\s+mittelpunkt\s+stellen|voll\s*(?:kriegen|bekommen|machen)|füllen|auffüllen|auslasten|(?:(?:jetzt|gleich|schon)\s+)?(?:vorbestellen|bestellen|buchen|reservieren|sichern))$/iu;

/** Verbs that ask for a point to be mentioned or stressed, with an optional "that". */
const mentionLead = new RegExp(
  String.raw`^(?:(?:please|bitte|por\s+favor|also|auch|también|aussi|também|and|und|y|et|e|always|immer|siempre|toujours|sempre|and\s+also)\s+)*(?:(?:(?:could|can|would)\s+you\s+(?:please\s+)?|könnten\s+sie\s+(?:bitte\s+)?|kannst\s+du\s+(?:bitte\s+)?|pourriez-vous\s+|podrías\s+|poderia\s+)|(?:you\s+)?(?:must|should|need\s+to|have\s+to|make\s+sure\s+(?:to|you)|be\s+sure\s+to|remember\s+to|don['’]?t\s+forget\s+to|do\s+not\s+forget\s+to)\s+)?(?:pensez\s+à\s+(?:mentionner|citer|parler\s+de)|se\s+ruega\s+mencionar|(?:de\s+paso\s+)?que\s+se\s+sepa(?:\s+que)?|que\s+sepan(?:\s+que)?|que\s+quede\s+claro(?:\s+que)?|dejar\s+claro(?:\s+que)?|faire\s+savoir(?:\s+que)?|que\s+(?:les\s+gens|tout\s+le\s+monde)\s+sache(?:nt)?(?:\s+que)?|que\s+(?:as\s+pessoas\s+)?saibam(?:\s+que)?|deixar\s+claro(?:\s+que)?|favor\s+(?:de\s+)?mencionar|agradecia\s+que\s+referissem|agradeço\s+que\s+refiram|merci\s+de\s+(?:mentionner|préciser|citer)|mention|mentions|say|state|include|stress|emphasi[sz]e|underline|point\s+out|call\s+out|note|talk\s+about|tell\s+(?:people|them|everyone|readers|customers)|remind\s+(?:people|them|everyone|readers|customers)(?:\s+(?:of|about))?|let\s+(?:people|them|everyone)\s+know|don['’]?t\s+forget|do\s+not\s+forget|important|key\s+points?|points?\s+to\s+(?:stress|mention)|erwähne|erwähnt|erwähnen(?:\s+sie)?|nenne|nennt|nennen\s+sie|betone|betont|betonen(?:\s+sie)?|sag|sagt|sagen\s+sie|schreib(?:t)?|weise\s+darauf\s+hin|vergiss\s+nicht|nicht\s+vergessen|denk(?:t)?\s+dran|wichtig|unbedingt\s+erwähnen|menciona|mencione|mencionen|mencionar|recuerda|recuerde|recordad|recordar|resalta|resalte|resaltar|subraya|subraye|subrayar|incluye|incluya|incluir|di|diga|decir|no\s+olvides(?:\s+(?:mencionar|decir))?|importante|mentionne|mentionnez|mentionner|cite|citez|citer|rappelle|rappelez|rappeler|souligne|soulignez|souligner|insiste\s+sur|insistez\s+sur|insister\s+sur|indique|indiquez|indiquer|précise|précisez|préciser|dis|dites|n['’]oublie(?:z)?\s+pas(?:\s+de\s+(?:mentionner|dire|citer|rappeler))?|parle[zr]?\s+(?=d(?:e|es|u|['’]))|refere|refira|referir|lembra|lembre|lembrar|sublinha|sublinhe|sublinhar|reforçar|reforce|reforcem|frisar|frise|inclua|incluir|dizer|fal(?:e|a|ar)(?:\s+(?:de|sobre))?|não\s+(?:te\s+)?esqueças?\s+de(?:\s+(?:mencionar|dizer|referir))?)(?:\s*:\s*|\s+)(.+)$`,
  'iu',
);
/** German verb-last: "Sauna und die Fahrräder erwähnen", "die Festpreise betonen". */
const mentionTrail = /^(?:(?:bitte|auch|unbedingt|immer)\s+)*(.+?)\s+(?:erwähnen|nennen|betonen|sagen|einbauen|ansprechen|erwähnt\s+werden)$/iu;
const onlyAdverb = /^(?:also|too|as\s+well|please|auch|bitte|unbedingt|noch|bien|también|aussi|également|também|ainda|todavía|siempre|immer|always)$/iu;
/** "that", "dass", "que", "qu'", "de que" opening a statement. */
const thatLead = /^(?:that|dass|daß|que|qu['’]|de\s+que)\s*/iu;

/** Calls to action the owner writes into the brief: "book your Christmas party now", "reserva ya". */
const ctaLead = new RegExp(
  String.raw`^(?:book|order|call|visit|come|reserve|buy|try|sign\s+up|register|join|pre-?order|stop\s+by|drop\s+by|grab|get\s+your|buche|bucht|buchen\s+sie|bestell|bestelle|bestellt|bestellen\s+sie|ruf|ruft|rufen\s+sie|komm|kommt|kommen\s+sie|besuch|besucht|reservier|reserviere|reserviert|melde\s+dich|meldet\s+euch|reserva|reservad|reserven|pide|pida|pedid|llama|llame|ven|venga|visita|visite|compra|prueba|apúntate|inscríbete|réserve|réservez|commande|commandez|appelle|appelez|viens|venez|passe|passez|inscris-toi|inscrivez-vous|essaie|essayez|encomende|encomenda|ligue|liga|venha|vem|compre|experimente|inscreva-se|marque|marca)${end}`,
  'iu',
);

/** "New:", "Neu:", "Nuevo:", "Nouveau :", "Novo:" and launch verbs: the thing is new, and it is what the brief is about. */
const newLead = new RegExp(
  String.raw`^(?:(?:brand\s+)?new|now\s+open|just\s+launched|introducing|coming\s+soon|neu|neue[rsnm]?|jetzt\s+neu|ganz\s+neu|ab\s+sofort|neu\s+bei\s+uns|neu\s+im\s+(?:angebot|sortiment)|nuevo|nueva|nuevos|nuevas|novedad|ya\s+(?:está|están)\s+aquí|nouveau|nouvelle|nouveaux|nouvelles|nouveauté|désormais|novo|nova|novos|novas|novidade|já\s+(?:chegou|chegaram))\s*[:!–—-]?\s+(.+)$`,
  'iu',
);
const launchLead = new RegExp(
  String.raw`^(?:(?:(?:the|la|le|el|a|o|die|der|das)\s+)?(?:\p{Lu}|(?<=^(?:the|la|le|el|a|o|die|der|das)\s+)\p{Ll})[\p{L}'’&.-]*(?:\s+[\p{L}'’&.,-]+){0,5}?\s+(?:is\s+(?:launching|introducing|opening|starting|clearing|bringing\s+back)|launches|introduces|lance|lancent|lanza|lanzan|lança|lançam|estrena|inaugura|startet|eröffnet|lanciert(?:\s+neu)?|führt\s+neu)|(?:bieten|starten|haben|eröffnen)\s+wir(?:\s+(?:ab\s+sofort|jetzt|neu))?|(?:we|i)\s*(?:['’]re|\s+are|['’]ve|\s+have|['’]m|\s+am|\s+just|\s+now|\s+finally)?\s*(?:just\s+|now\s+|finally\s+)?(?:adding|added|launching|launched|introducing|introduced|opening|opened|starting|started|rolling\s+out|rolled\s+out|bringing\s+back|brought\s+back|now\s+offering|now\s+offer|debuting)|wir\s+(?:haben|bieten|starten|eröffnen|führen|bauen|machen|fertigen|liefern|verkaufen|reparieren|installieren|backen|kochen)\s+(?:ab\s+sofort|jetzt|neu|ab\s+\S+)(?:\s+neu)?|wir\s+starten|wir\s+eröffnen|(?:we['’]re|we\s+are)\s+(?:going\s+to|about\s+to)\s+(?:open|launch|start|introduce)|(?:we|i)\s+(?:now|also\s+now)\s+(?:build|make|fit|install|do|sell|bake|cook|serve|repair|clean|teach|run|deliver|stock|carry|offer)|(?:nous\s+(?:faisons|proposons|offrons)|on\s+(?:fait|propose|offre))\s+(?:maintenant|désormais)|we(?:['’]ll|\s+will)\s+(?:be\s+)?(?:opening|launching|starting|introducing|open|launch|start|introduce)|vamos\s+a\s+(?:abrir|lanzar|estrenar|inaugurar)|(?:on\s+va|nous\s+allons)\s+(?:ouvrir|lancer|inaugurer)|vamos\s+(?:abrir|lançar|estrear|inaugurar)|estrenamos|lanzamos|abrimos|inauguramos|ahora\s+(?:ofrecemos|tenemos|hacemos)|(?:nous\s+lançons|nous\s+ouvrons|on\s+lance|nous\s+proposons\s+désormais|nous\s+inaugurons)|(?:lançamos|abrimos|inauguramos|estreamos|agora\s+temos|agora\s+fazemos|agora\s+oferecemos))\s+(.+)$`,
  'iu',
);

/** What is still free or open: "Wir haben noch freie Wochen", "Inscriptions ouvertes", "quedan plazas libres". */
const availabilityPatterns: RegExp[] = [
  /^(?:we\s+(?:still\s+)?have|we['’]ve\s+(?:still\s+)?got|there\s+are)\s+(?:still\s+)?(?:a\s+few\s+|some\s+)?(.+?)\s+(?:left|available|free|open)$/iu,
  /^(?:wir\s+haben|es\s+gibt|bei\s+uns\s+gibt\s+es)\s+(?:noch\s+|auch\s+)*((?:freie|frei|verfügbare|offene|wenige|einige|ein\s+paar)\s+.+)$/iu,
  /^(?:tenemos|quedan|hay|aún\s+quedan|todavía\s+quedan|nos\s+quedan)\s+(?:aún\s+|todavía\s+)?(.+?)\s+(?:libres|disponibles)$/iu,
  /^(?:il\s+(?:nous\s+)?reste|nous\s+avons\s+encore|on\s+a\s+encore)\s+(?:encore\s+)?(.+?)(?:\s+(?:libres|disponibles))?$/iu,
  /^(?:temos|ainda\s+temos|há|restam)\s+(?:ainda\s+)?(.+?)\s+(?:livres|disponíveis)$/iu,
  /^(?!(?:we|i|wir|ich|nous|je|nós)\s)(.+?)\s+(?:(?:are|is|sind|ist|están|está|sont|est|estão)\s+)?(?:now\s+|jetzt\s+|ya\s+|já\s+|désormais\s+)?(?:open|available|bookable|offen|geöffnet|buchbar|abiert[oa]s?|disponibles?|ouvert(?:e|es|s)?|abert[oa]s?|disponíve(?:l|is))$/iu,
];

/** Words of an offer with no amount: "free trial lesson", "cours d'essai gratuit". */
const freeWord = new RegExp(String.raw`${start}(?:free|gratis|kostenlos\w*|umsonst|gratuit\w*|offert\w*|gratuito|gratuita|gratuitos|gratuitas|grátis|sin\s+coste|sem\s+custos?)${end}`, 'iu');
const percent = /(?:[-−–]\s?)?\d+(?:[.,]\d+)?\s?(?:%|percent|per\s+cent|prozent|por\s+ciento|pour\s+cent|por\s+cento)(?![\p{L}])/iu;
const dealPattern = new RegExp(String.raw`${start}(?:\d+\s?(?:for|für|por|pour|por|x)\s?\d+|buy\s+one,?\s+get\s+one(?:\s+free)?|bogo|2x1|3x2)${end}`, 'iu');

/** Words that describe a tone. A clause of these (and "tone", "Ton", "tono" ...) is the tone. */
const toneWords = new Set(
  `straight salesy pushy chatty no-nonsense no-fuss corporate stuffy hypey friendly warm fun funny playful casual relaxed formal professional serious calm straight-talking straightforward direct practical honest down-to-earth punchy short snappy crisp upbeat energetic enthusiastic cheerful cosy cozy elegant premium luxurious chic witty cheeky quirky bold confident reassuring caring empathetic gentle personal neighbourly neighborly old-fashioned homely homey welcoming inviting laid-back outdoorsy adventurous sophisticated trustworthy authoritative approachable informal conversational light light-hearted lighthearted humble respectful sober simple plain clear concise small-town family-friendly local modern youthful heartfelt passionate excited exciting inspiring motivating expert knowledgeable helpful polite kind easygoing easy-going humorous hearty folksy rustic genuine authentic natural human relatable
  locker herzlich freundlich lustig humorvoll witzig seriös traditionell kitschig werblich sachlich professionell förmlich ruhig warm persönlich kurz knackig frech modern jung jugendlich direkt ehrlich bodenständig familiär gemütlich elegant edel lässig verspielt charmant einladend vertrauensvoll klar einfach heiter fröhlich entspannt nahbar authentisch humorvoll informell respektvoll sympathisch kompetent
  cercano cercana cálido cálida divertido divertida profesional serio seria formal informal desenfadado desenfadada amable simpático simpática familiar directo directa sencillo sencilla claro clara elegante fresco fresca juvenil alegre cariñoso cariñosa tranquilo tranquila natural honesto honesta auténtico auténtica confiable empático empática humano humana moderno moderna breve respetuoso respetuosa entusiasta acogedor acogedora
  chaleureux chaleureuse complice convivial conviviale amical amicale décontracté décontractée drôle ludique professionnel professionnelle sérieux sérieuse élégant élégante simple direct directe bienveillant bienveillante rassurant rassurante dynamique jeune frais fraîche familial familiale sympa sympathique accessible clair claire naturel naturelle authentique enjoué enjouée doux douce léger légère posé posée chic court courte moderne humain humaine pétillant pétillante
  simpático simpática próximo próxima caloroso calorosa divertido divertida profissional sério séria descontraído descontraída leve amigável familiar direto direta simples claro clara elegante jovem acolhedor acolhedora confiável humano humana alegre natural autêntico autêntica tranquilo tranquila moderno moderna curto curta respeitoso respeitosa`
    .split(/\s+/u)
    .filter(Boolean),
);
/** Words that name the tone itself: "Friendly small-town tone", "Ton chaleureux", "Tono cercano". */
const toneCue = new RegExp(String.raw`${start}(?:tone|voice|style|vibe|feel|register|ton|tonfall|stil|tono|estilo|tom|registo|registro|tonalité)${end}`, 'iu');
/** Words around tone words that are not the tone: "Bitte locker und herzlich schreiben", "keep it fun". */
const toneFiller = new RegExp(
  String.raw`${start}(?:please|bitte|gerne?|por\s+favor|s['’]il\s+(?:te|vous)\s+pla[iî]t|keep\s+it|make\s+it|be|sound|write|writing|written|in\s+an?|an?|with\s+an?|schreib\w*|klingen|formulier\w*|halte\s+es|escrib\w*|redact\w*|con\s+un|un|una|écri\w*|rédig\w*|avec\s+un|sur\s+un|escrev\w*|redij\w*|com\s+um|um|uma|tone|voice|style|vibe|feel|ton|tonfall|stil|tono|estilo|tom|registo|registro|tonalité|way|manner|weise|art|manera|forma|façon|maneira)${end}`,
  'giu',
);
const connectorWords = new Set(['eher', 'rather', 'plutôt', 'más bien', 'mais', 'and', 'but', 'yet', 'or', 'und', 'aber', 'doch', 'oder', 'y', 'pero', 'o', 'et', 'mais', 'ou', 'e', 'mas', 'not', 'nicht', 'no', 'pas', 'não', 'very', 'sehr', 'muy', 'très', 'muito', 'a', 'bit', 'little', 'etwas', 'un', 'poco', 'peu', 'pouco', 'de', 'of']);

/** "target audience: …", "junge Zielgruppe", "público joven". */
const audienceCue = new RegExp(String.raw`${start}(?:target\s+(?:audience|group|market)|audience|zielgruppe|público(?:\s+objetivo|-alvo|\s+alvo)?|publico|cible|public(?:\s+cible)?)${end}`, 'iu');

/** Labels before a colon that say what the rest is. */
const labels: Array<{ kind: 'byWhen' | 'price' | 'tone' | 'forWhom' | 'what' | 'points'; pattern: RegExp }> = [
  { kind: 'byWhen', pattern: /^(?:deadline|until|by\s+when|when|dates?|period|timing|bis\s+wann|bis|frist|zeitraum|wann|termin|hasta|plazo|fecha(?:\s+límite)?|cuándo|periodo|jusqu['’]\s?(?:au|à)|date(?:\s+limite)?|quand|période|até|prazo|data(?:\s+limite)?|quando|período)$/iu },
  { kind: 'price', pattern: /^(?:offer|price|prices|discount|deal|special\s+offer|angebot|preis|preise|rabatt|sonderangebot|oferta|precio|precios|descuento|offre|prix|remise|réduction|preço|preços|desconto)$/iu },
  { kind: 'tone', pattern: /^(?:tone|voice|style|ton|tonfall|stil|tono|estilo|tom|registo)$/iu },
  { kind: 'forWhom', pattern: /^(?:for|audience|target\s+audience|für|zielgruppe|para|público|público\s+objetivo|pour|cible|público-alvo|público\s+alvo)$/iu },
  { kind: 'what', pattern: /^(?:(?:bitte|please|por\s+favor|favor)\s+)?(?:what|promote|campaign|focus|product|bewerben|kampagne|aktion|fokus|schwerpunkt|produkt|promocionar|campaña|producto|promouvoir|campagne|produit|divulgar|campanha|produto|foco)$/iu },
  { kind: 'points', pattern: /^(?:mention|points?|key\s+points?|highlights?|important|erwähnen|wichtig|punkte|mencionar|puntos|importante|citer|mentionner|points?\s+clés|à\s+retenir|pontos|destaques)$/iu },
];
/** A label that announces a campaign: "Holiday season push", "Promo rentrée sur …", "Sommeraktion". */
const campaignWord = new RegExp(String.raw`${start}(?:push|promo|promotion|campaign|special|specials|sale|deal|deals|offer|aktion|angebot|kampagne|promoción|promocion|oferta|campaña|rebajas|campagne|offre|soldes|promoção|promocao|campanha|saldos)${end}`, 'iu');
/** The preposition before the thing a campaign label is about: "Promo rentrée sur l'épilation laser". */
const labelObject = new RegExp(String.raw`${start}(?:on|for|sur|pour|auf|für|en|para|de|em|sobre|del|des|du|do|da)\s+(.+)$`, 'iu');

/** Words after a promoted thing that say how hard, not what: "push it hard". */
const trailingIntensifier = /\s+(?:hard|harder|heavily|a\s+lot|big(?:\s+time)?|strongly|now|today|everywhere|kräftig|stark|richtig|jetzt|mucho|fuerte|ya|à\s+fond|fort|maintenant|bastante|muito|já|agora)$/iu;
const pronoun = /^(?:it|this|that|them|these|those|es|das|dies|diese[ns]?|ihn|sie|lo|la|los|las|eso|esto|le|les|ça|cela|isso|isto|o|a|os|as)$/iu;
/** A clause inside a thing that is a reason or a condition, not the thing: "guided tours on weekdays when it is quieter". */
const subordinate = /\s+(?:(?:pra|para)\s+quem|para\s+quienes|pour\s+(?:celles|ceux)\s+qui|for\s+(?:those|people|anyone|couples|families)\s+who|für\s+alle,?\s+die|when|because|so\s+that|since|while|which|who|wenn|weil|damit|cuando|porque|ya\s+que|para\s+que|quand|parce\s+qu['’]e?|puisque|pour\s+que|quando|porque|para\s+que|já\s+que)\s+.*$/iu;

/** Articles and possessives in front of a thing: "the biscuits & gravy", "unseren Töpferkurs", "l'épilation laser". */
const articlesOf: Record<KitLanguage, RegExp> = {
  en: /^(?:the|a|an|our|my)\s+/iu,
  de: /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|unser|unsere|unseren|unserem|unserer|unseres|mein|meine|meinen|meinem|meiner)\s+/iu,
  es: /^(?:el|la|los|las|un|una|unos|unas|nuestro|nuestra|nuestros|nuestras|mi|mis|sus?)\s+/iu,
  fr: /^(?:le|la|les|un|une|des|du|notre|nos|mon|ma|mes|ses|son|sa|leurs?)\s+|^l['’]\s*/iu,
  pt: /^(?:(?:o\s+|a\s+|os\s+|as\s+)?(?:nosso|nossa|nossos|nossas|meu|minha|meus|minhas)|o|a|os|as|um|uma|uns|umas)\s+/iu,
};
const conjunctionOf: Record<KitLanguage, string> = { en: 'and', de: 'und', es: 'y', fr: 'et', pt: 'e' };

/** A clause a person says about the business: "we open at 7AM", "hay aparcamiento", "il y a un parking". */
const firstPersonSubject = new RegExp(
  String.raw`^(?:(?:since|seit|desde|depuis|há)\s+\S+\s+)?(?:we|we['’](?:re|ve|ll|d)|i|i['’](?:m|ve|ll)|our\s+\S+(?:\s+\S+)?\s+(?:is|are|has|have)|there\s+(?:is|are)|wir|ich|unser\w*\s+\S+\s+(?:ist|sind|hat|haben)|es\s+gibt|bei\s+uns|nosotros|hay|nuestr[oa]s?\s+\S+\s+(?:es|son|está|están|tiene|tienen)|nous|on|je|j['’]|il\s+y\s+a|notre\s+\S+\s+(?:est|a)|nos\s+\S+\s+(?:sont|ont)|nós|há|(?:o|a)\s+noss[oa]\s+\S+\s+(?:é|tem|está)|\p{L}+(?:amos|emos|imos))${end}`,
  'iu',
);
const firstPersonAnywhere = new RegExp(String.raw`${start}(?:we|we['’](?:re|ve)|wir|nous|nós|nosotros)${end}`, 'iu');
/** Requests, not statements: "we want to …", "wir möchten …". */
const request = new RegExp(String.raw`${start}(?:want|would\s+like|['’]d\s+like|need\s+you|wollen|möchten|hätten\s+gerne?|queremos|quisiéramos|nos\s+gustaría|voulons|souhaitons|aimerions|gostaríamos|precisamos\s+que|please|bitte|por\s+favor)${end}`, 'iu');
/** A request about the writing rather than the business: "keep posts short", "schreib kurze Sätze", "usa hashtags". */
const writingRequest = new RegExp(
  String.raw`^(?:keep|make|write|use|add|avoid|be|don['’]?t|do|try|limit|end|start|sound|aim|speak|address|give|put|let|schreib\w*|halte|haltet|mach|macht|verwende\w*|nutze|nutzt|benutze\w*|füge|sprich|escrib\w*|usa|usad|haz|mantén|utiliza|añade|écri\w*|utilise\w*|fais|faites|garde\w*|ajoute\w*|escreva|use|faça|mantenha|adicione)${end}|${start}(?:posts?|tweets?|emails?|e-mails?|hashtags?|captions?|copy|texts?|beitr[äa]ge?|publicaci\w+|publications?|publicaç\w+|characters|zeichen|caracteres|words|wörter|palabras|mots|palavras|sentences|sätze|frases|phrases)${end}`,
  'iu',
);
/** A thing and what it is: "the beach is a short walk away", "Hunde sind willkommen", "o material está incluído". */
const thingClause = new RegExp(
  String.raw`^(?:(?:the|our|der|die|das|unser\w*|el|la|los|las|nuestr\w+|le|les|l['’]|notre|nos|o|a|os|as|noss[oa]s?)\s*)?[\p{L}-]+\s+(?:is|are|has|have|was|were|ist|sind|hat|haben|liegt|liegen|war|waren|es|son|está|están|tiene|tienen|est|sont|ont|é|são|estão|tem|têm)${end}`,
  'iu',
);
/** Copulas and existentials in front of a point: "that we are CIFOZ certified" stresses "CIFOZ certified". */
/** The copula or "there is" before what a statement says there is: "we are CIFOZ certified", "hay aparcamiento". */
export const copulaLead = /^(?:we\s+are|we['’]re|i\s+am|i['’]m|there\s+(?:is|are)|there['’]s|es\s+gibt|wir\s+sind|ich\s+bin|hay|somos|estamos|il\s+y\s+a|nous\s+sommes|on\s+est|je\s+suis|há|existe|existem)\s+/iu;

/** Words (English capitalises them) that keep their capital inside a phrase. */
const keepsCapital = new RegExp(String.raw`^(?:${weekdays}|${months}|${holidays})$`, 'iu');

// ---------------------------------------------------------------------------------------------
// Reading

interface Part {
  text: string;
  sentence: string;
  /** First part of its sentence (its capital is the sentence's). */
  first: boolean;
}

/** Clauses of a sentence: at semicolons, commas before a space and spaced dashes. */
function partsOf(sentence: string): string[] {
  // Commas inside brackets belong to the aside.
  const masked = sentence.replace(/\([^()]*\)/gu, (aside) => aside.replace(/,/gu, '\uE000'));
  return masked
    // (And before a second request joined by "and": "keep it straight up not salesy and mention the 24/7 emergency line".)
    // (And before a wish joined to what the owner says of the house: "Tengo un taller en Palermo y quiero promocionar …".)
    .split(/\s+(?=(?:and|y|et|e|und)\s+(?:(?:i|we)\s*(?:['’]d|would|want|wanna|need)|quiero|queremos|quisiera|nos\s+gustaría|me\s+gustaría|je\s+veux|je\s+voudrais|on\s+veut|on\s+voudrait|on\s+aimerait|nous\s+voulons|quero|queremos|gostaria|gostaríamos|queria|ich\s+möchte|wir\s+möchten|wir\s+wollen|ich\s+will)\s)/iu)
    .flatMap((piece) => piece.split(/\s*;\s*|,\s+|(?<=\p{L}{4})(?<!inkl|zzgl|incl|excl|approx|bzw|usw|etwa)\.\s+|\s+[–—-]\s+|\s*—\s*(?=\p{Lu})|\s+(?=(?:and|und|y|et|e)\s+(?:mention|stress|include|remember\s+to|erwähne|erwähnt|erwähnen|betonen|betone|menciona|mencione|mencionar|recuerda|mentionne[zr]?|mentionner|cite[zr]?|citer|parle[zr]?\s+de|fale|falar|mencionar|refira|referir|reforçar|lembre)(?:\s|,|$))/iu)
    )
    .map((piece) => piece.replace(/\uE000/gu, ',').trim())
    .filter(Boolean);
}

/** Leading conjunctions and politeness, trailing punctuation. */
function tidy(text: string): string {
  return text
    .replace(/^(?:(?:and|und|y|et|e|but|aber|pero|mais|mas|also|auch|plus|oh|so|also,)\s+)+/iu, '')
    .replace(/^[\s"“„«'‘¿¡]+|[\s"”“»'’]+$/gu, '')
    .replace(/[\s.!?…,;:]+$/u, '')
    .trim();
}

function wordCount(text: string): number {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

interface Reader {
  language: KitLanguage;
  campaign: Campaign;
  times: Array<{ phrase: string; deadline: boolean; clause: string }>;
  /** Something the brief says is new or free, for "push it" and for a brief that names no promotion. */
  candidates: Array<{ thing: string; clause: string }>;
  /** A thing named beside a price ("2x1 en tacos al pastor"), the campaign when nothing else is. */
  pricedThings: Array<{ thing: string; clause: string }>;
  audienceHint: { text: string; clause: string } | null;
  /** A reason given apart from the thing promoted ("…, wenn es ruhiger ist"). */
  reason?: { text: string; clause: string };
}

/** A thing as a noun phrase: articles dropped from each item of a list, a reason or condition dropped, cased for mid-sentence. */
function thingOf(raw: string, reader: Reader, atSentenceStart: boolean): string {
  let phrase = tidy(raw).replace(subordinate, '').replace(trailingIntensifier, '');
  // German "da" opens a reason ("…, da wir umbauen"); elsewhere it is "of the" inside a name ("pacote Dia da Noiva").
  if (reader.language === 'de') phrase = phrase.replace(/\s+da\s+.*$/iu, '');
  // "Wir bieten ab sofort Yoga am Abend an": the verb's particle is no part of the thing.
  if (reader.language === 'de' && wordCount(phrase) > 2) phrase = phrase.replace(/\s+(?:an|auf|aus|ein|vor|mit)$/u, '');
  phrase = tidy(phrase);
  const items = splitThings(phrase).map((item) => item.replace(articlesOf[reader.language], '').trim());
  phrase = items.length > 1 ? joinThings(items, phrase, reader.language) : (items[0] ?? '');
  return atSentenceStart ? lowerFirst(phrase, reader.language) : phrase;
}

/** Items of a list of things, split only where each item stands alone ("las ensaïmadas y los panellets"), never "biscuits & gravy". */
function splitThings(phrase: string): string[] {
  const parts = phrase.split(/\s+(?:and|und|y|e|et)\s+(?=(?:that|dass|daß|que|the|a|an|our|der|die|das|den|dem|unser\w*|el|la|los|las|nuestr\w*|le|la|les|l['’]|notre|nos|o|a|os|as|nosso|nossa|nossos|nossas)\s|l['’]|qu['’])/iu);
  if (parts.length > 1) return parts.map((part) => part.trim()).filter(Boolean);
  // "our private launch and pick-up shuttle": two things when each has two words or more; "biscuits & gravy" is one.
  // (Not at an ampersand inside a name: "Teeth & Tidy add-on", "Bed & Breakfast".)
  const words = phrase.split(new RegExp(String.raw`\s+(?:and|und|y|e|et)\s+|${thingsAmpersand}`, 'iu')).map((part) => part.trim());
  return words.length > 1 && words.every((part) => wordCount(part) >= 2) && !firstPersonSubject.test(phrase) ? words : [phrase];
}

/** German subordinate order made a main clause: "der Strand zu Fuß erreichbar ist" → "der Strand ist zu Fuß erreichbar". */
function mainClause(clause: string, language: KitLanguage): string {
  if (language !== 'de') return clause;
  const match = /^((?:der|die|das|den|dem|ein|eine|unser\w*|mein\w*)\s+\S+|wir|ich|es|man|alle\s+\S+|\p{Lu}\p{Ll}+)\s+(.+)\s+(ist|sind|hat|haben|wird|werden|kann|können|muss|müssen|soll|sollen|sollte|sollten|darf|dürfen|liegt|liegen|gibt|bietet|bieten|bekommt|bekommen)$/iu.exec(clause);
  return match ? `${match[1]} ${match[3]} ${match[2]}` : clause;
}

/** The items joined as the owner joined them: "a, b and c" kept, "a and b" in the brief's language. */
function joinThings(items: string[], original: string, language: KitLanguage): string {
  const conjunction = /\s(and|und|y|e|et)\s/iu.exec(original)?.[1] ?? conjunctionOf[language];
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** A capital that only says "start of the sentence" goes; German nouns, names, weekdays and acronyms keep theirs. */
function lowerFirst(phrase: string, language: KitLanguage): string {
  const first = phrase.split(/\s+/u)[0] ?? '';
  if (!/^\p{Lu}\p{Ll}/u.test(first) || keepsCapital.test(first.replace(/[^\p{L}'’-]/gu, ''))) return phrase;
  if (language === 'de' && !toneWords.has(first.toLowerCase())) return phrase;
  return phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

function note(reader: Reader, field: CampaignField, value: string, clause: string): void {
  reader.campaign.evidence.push({ field, value, clause });
}

function setOnce(reader: Reader, field: 'what' | 'price' | 'tone', value: string, clause: string): boolean {
  if (!value || reader.campaign[field] !== null) return false;
  reader.campaign[field] = value;
  note(reader, field, value, clause);
  return true;
}

function addTo(reader: Reader, field: 'points' | 'statements', value: string, clause: string): void {
  const list = reader.campaign[field];
  if (!value || !/[\p{L}\p{N}]/u.test(value) || list.some((item) => item.toLowerCase() === value.toLowerCase())) return;
  list.push(value);
  note(reader, field, value, clause);
}

function addWhat(reader: Reader, thing: string, clause: string): void {
  if (!thing) return;
  if (reader.campaign.what === null) setOnce(reader, 'what', thing, clause);
  else if (reader.campaign.what.toLowerCase() !== thing.toLowerCase()) addTo(reader, 'points', thing, clause);
}

/** A mentioned item: a statement when it is a clause ("we open at 7AM"), and a point either way. */
function addMentioned(reader: Reader, raw: string, clause: string, atSentenceStart: boolean): void {
  for (const item of splitThings(tidy(raw))) {
    const hadThat = thatLead.test(item);
    const bare = tidy(item.replace(thatLead, ''));
    if (!bare) continue;
    if (hadThat || firstPersonSubject.test(bare) || thingClause.test(bare)) {
      const statement = mainClause(bare, reader.language);
      addTo(reader, 'statements', lowerFirst(statement, reader.language), clause);
      addTo(reader, 'points', lowerFirst(statement.replace(copulaLead, ''), reader.language), clause);
    } else addTo(reader, 'points', thingOf(bare, reader, atSentenceStart), clause);
  }
}

/** Tone words of a clause, or null when it is no tone: "Friendly small-town tone" → "friendly small-town". */
function toneOf(said: string, language: KitLanguage): string | null {
  // "want it to feel welcoming for people who've never done yoga lol": the tone is "welcoming"; whom for is the audience's.
  const text = said
    .replace(/^(?:(?:i|we)\s+)?(?:want|would\s+like|['’]d\s+like)\s+(?:it|this|them|the\s+posts?)\s+to\s+/iu, '')
    .replace(/\s+(?:for|für|para|pour|pra)\s+(?:people|those|anyone|folks|everyone|alle|quienes|quem|ceux|celles|gente|personas|pessoas|les\s+gens)(?![\p{L}]).*$/iu, '')
    .replace(/[\s,]+(?:lol|haha|hehe|pls|plz|please|svp|stp|bitte|jaja|kkk|xx)$/iu, '');
  const cue = toneCue.test(text);
  const bare = text.replace(toneFiller, ' ').replace(/\s*:\s*/gu, ' ').replace(/\s+/gu, ' ').trim();
  const words = bare.split(/\s+/u).filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return null;
  const content = words.filter((word) => !connectorWords.has(word.toLowerCase()));
  const toned = content.filter((word) => toneWords.has(word.toLowerCase().replace(/[^\p{L}-]/gu, '')));
  const isTone = cue ? toned.length > 0 || words.length <= 5 : content.length > 0 && content.length <= 6 && toned.length * 2 >= content.length && toned.length > 0;
  if (!isTone) return null;
  return lowerFirst(bare.replace(/^[,;]\s*|[,;]\s*$/gu, ''), language);
}

/** The price or offer in a clause, from its amount (or lead word) to the clause's end: "59 € pro Nacht". */
function priceOf(text: string): string | null {
  const amount = amountsIn(text)[0];
  const percentMatch = percent.exec(text);
  const deal = dealPattern.exec(text);
  const starts = [amount?.start, percentMatch?.index, deal?.index].filter((n): n is number => n !== undefined);
  if (starts.length === 0) return null;
  let from = Math.min(...starts);
  // Keep a lead word: "from £45", "ab 39 €", "à partir de 20 €", "only $5".
  const before = text.slice(0, from);
  const lead = /(?:^|\s)((?:from|starting\s+at|only|just|ab|nur|desde|solo|sólo|por\s+solo|dès|à\s+partir\s+de|seulement|a\s+partir\s+de|por\s+apenas|apenas|save|spare|spar|ahorra|économisez|poupe|(?:desconto|descuento|remise|réduction|discount|rabatt)\s+(?:de|of|von))\s*)$/iu.exec(before);
  if (lead) from -= lead[1]!.length;
  // "Early bird price $450", "Einführungspreis 29 €": the name of the price is part of it.
  const named = /(?:^|\s)((?:[\p{L}-]+\s+){0,2}(?:price|rate|offer|deal|special|fee|preis|angebot|tarif|precio|oferta|tarifa|prix|offre|preço|promoção|[\p{L}-]+preis))\s*:?\s*$/iu.exec(text.slice(0, from));
  if (named && !/\S/u.test(text.slice(0, from - named[0].length + (named[0].length - named[0].trimStart().length)))) from -= named[0].trimStart().length;
  // (Not the ask's verb after it: "Unseren Herbstkurs mit 15 % Rabatt bewerben".)
  return tidy(text.slice(from).replace(/\s+(?:bewerben|promoten|vorstellen|promote|promocionar|divulgar|promouvoir)$/iu, '')) || null;
}

/** The word that joins a thing to its price: "soup and sandwich for $12", "formule complète à 25 €", "Mittagstisch für 9,90 €". */
const priceJoin = /\s+(?:for|at|à|a|al|por|para|pour|für|zu|per)$/iu;

/**
 * The price with the thing it buys, where the clause names one after its last comma or colon: "18 holes with cart for $19"
 * of "Promote twilight golf: 18 holes with cart for $19" (the price alone, "$19.", was a price with nothing attached).
 * The thing promoted itself ("el menú del día a 12,50 €") is not repeated: its price is the amount alone.
 */
function pricedItemOf(text: string): string | null {
  const price = priceOf(text);
  if (!price) return null;
  const head = text.slice(0, text.indexOf(price));
  const join = priceJoin.exec(head.trimEnd());
  if (!join) return price;
  const cut = Math.max(...[':', ',', ';', '–', '—'].map((mark) => head.lastIndexOf(mark)));
  const item = tidy(head.slice(cut + 1, head.trimEnd().length - join[0].length));
  const words = wordCount(item);
  const clause = promoteLead.test(item) || mentionLead.test(item) || firstPersonSubject.test(item) || firstPersonAnywhere.test(item);
  return words >= 1 && words <= 6 && !clause ? tidy(`${item}${join[0]} ${price}`) : price;
}

/** A thing without the price that follows it: "el menú del día a 12,50 €" → "el menú del día". */
function beforePrice(text: string): string {
  const price = priceOf(text);
  const at = price ? text.indexOf(price) : -1;
  if (at <= 0) return text;
  return text
    .slice(0, at)
    // ("bridal package with a 10% discount", "menú del día con un 10% de descuento", "pacote … com desconto de 10%".)
    .replace(/\s+(?:with|con|com|mit|avec)(?:\s+(?:a|an|un|una|um|uma|einem|einer|une?))?(?:\s+(?:discount|descuento|desconto|rabatt|remise|réduction)(?:\s+(?:of|de|von))?)?\s*$/iu, '')
    .replace(/\s+(?:at|for|for\s+just|for\s+only|from|zu|für|für\s+nur|ab|a|al|por|desde|à|pour|à\s+partir\s+de|por\s+apenas|de|em|com|con|avec|mit)\s*$/iu, '')
    .replace(/[\s,:;–—-]+$/u, '')
    .trim() || text;
}

/**
 * An "Offer:" line: the thing on offer and its price apart ("blanqueamiento dental 199€ (antes 290€)", "-20 % sur les
 * séances d'ostéopathie", "Frühjahrs-Reifenwechsel … für 49 €"), or the thing alone when it names no price.
 */
function readOffer(reader: Reader, value: string, clause: string): void {
  const price = priceOf(value);
  // With the thing named already, the line is its offer whole ("20% off all bikes", "-15 % sur la deuxième séance").
  if (reader.campaign.what !== null && (price || freeWord.test(value))) {
    setOnce(reader, 'price', value, clause);
    return;
  }
  if (!price) {
    if (freeWord.test(value)) setOnce(reader, 'price', value, clause);
    else addWhat(reader, thingOf(value, reader, true), clause);
    return;
  }
  const on = new RegExp(String.raw`^(?:[-−–]\s?)?\d+(?:[.,]\d+)?\s?(?:%|[€$£])\s*(?:off|de\s+descuento|de\s+desconto|rabatt|de\s+réduction)?\s+(?:on|auf|sur|en|em|no|na|nos|nas|en\s+(?:el|la|los|las))\s+(.+)$`, 'iu').exec(value);
  if (on?.[1]) {
    addWhat(reader, thingOf(on[1], reader, false), clause);
    setOnce(reader, 'price', tidy(value.slice(0, value.length - on[1].length).replace(/\s+(?:on|off|auf|sur|en|em|no|na|nos|nas)\s*$/iu, '')), clause);
    return;
  }
  const thing = beforePrice(value);
  if (thing !== value && wordCount(thing) <= 8) addWhat(reader, thingOf(thing, reader, true), clause);
  setOnce(reader, 'price', thing !== value ? tidy(value.slice(value.indexOf(price))) : value, clause);
}

function readLabelled(reader: Reader, label: string, body: string, part: Part): Kind | null {
  const plain = tidy(label);
  const match = labels.find(({ pattern }) => pattern.test(plain));
  if (match) {
    const value = tidy(body);
    if (!value) return 'other';
    if (match.kind === 'byWhen') reader.times.unshift({ phrase: value, deadline: true, clause: part.text });
    else if (match.kind === 'price') readOffer(reader, value, part.text);
    else if (match.kind === 'tone') setOnce(reader, 'tone', toneOf(value, reader.language) ?? lowerFirst(value, reader.language), part.text);
    else if (match.kind === 'forWhom') reader.audienceHint ??= { text: value, clause: part.text };
    else if (match.kind === 'what') {
      // "Bewerben: Herbstkurs ab Oktober": the thing, its time apart.
      const time = findTime(value);
      if (time) reader.times.push({ phrase: time.phrase, deadline: time.deadline, clause: part.text });
      addWhat(reader, thingOf(time ? without(value, time.phrase) : value, reader, true), part.text);
    }
    else addMentioned(reader, value, part.text, true);
    return match.kind === 'byWhen' ? 'time' : match.kind === 'forWhom' ? 'audience' : match.kind;
  }
  if (newLead.test(`${plain}: x`) && wordCount(plain) <= 3) {
    // "Neu: Feierabend-Döner ab 17 Uhr für 5 €": the thing, its time and its price apart.
    const time = findTime(body);
    if (time) reader.times.push({ phrase: time.phrase, deadline: time.deadline, clause: part.text });
    const rest = time ? without(body, time.phrase) : body;
    const price = priceOf(rest);
    if (price) setOnce(reader, 'price', price, part.text);
    const thing = thingOf(price ? beforePrice(rest) : rest, reader, true);
    addWhat(reader, thing, part.text);
    addTo(reader, 'statements', tidy(part.text), part.text);
    return 'what';
  }
  if (campaignWord.test(plain) && wordCount(plain) <= 8 && !promoteLead.test(plain) && !request.test(plain) && !firstPersonAnywhere.test(plain)) {
    // "Holiday season push: …", "Promo rentrée sur l'épilation laser : -20 % …".
    const rest = tidy(plain.replace(campaignWord, ' ').replace(/\s+/gu, ' '));
    const object = labelObject.exec(rest);
    const timePart = tidy(object ? rest.slice(0, object.index) : rest);
    if (timePart && (timeAlone.test(timePart) || findTime(timePart))) reader.times.push({ phrase: timePart, deadline: false, clause: part.text });
    if (object?.[1]) addWhat(reader, thingOf(object[1], reader, false), part.text);
    const value = tidy(body);
    const price = priceOf(value);
    if (price && price.length >= value.length - 2) setOnce(reader, 'price', value, part.text);
    else if (readPart(reader, { ...part, text: value, first: true }) === 'other') addWhat(reader, thingOf(value, reader, true), part.text);
    return 'what';
  }
  return null;
}

/** A note that names its promotion first: "promo vidange + contrôle 25 points 69€", "promo del curso de inglés …". */
const promoNote = /^promo(?:ción|cion|ção|cao|tion)?\s+(?:(?:del?|de\s+la|do|da|des|du|de\s+l['’])\s*)?(?=\p{L})(.+)$/iu;

/** Where a wish or a promote verb starts inside a clause, after its subject or a lead-in. */
const innerWish = /(?<=\s)(?:(?:we|i)\s+(?:want|would\s+like|need)\s+to|would\s+like\s+to|wishes\s+to|wants\s+to|want\s+to|souhaite(?:nt|rait|raient)?(?=\s+(?:promouvoir|faire|mettre|annoncer))|souhaitons|deseamos|deseo|pretendemos|pretendo|pretende|desejamos|deseja|je\s+veux|quisiera|(?:we|i)['’]d\s+like\s+to|on\s+(?:veut|voudrait|aimerait)|nous\s+(?:voulons|voudrions|aimerions)|je\s+(?:veux|voudrais)|queremos|quiero|nos\s+gustaría|me\s+gustaría|quero|queremos|gostaria\s+de|gostaríamos\s+de|queria|(?:möchten|wollen)\s+wir|(?:möchte|will)\s+ich|wir\s+(?:möchten|wollen)|ich\s+(?:möchte|will)|quer(?=\s+(?:promover|divulgar))|quiere(?=\s+(?:promocionar|dar))|veut(?=\s+(?:promouvoir|faire|annoncer)))(?![\p{L}])/iu;

/** A clause in which the business says what or where it is, or names itself, rather than what it promotes. */
function describesTheBusiness(point: string): boolean {
  return (
    /^(?:sou|soy|somos|we['’]re|we\s+are|i['’]m|i\s+am|wir\s+sind|ich\s+bin|je\s+suis|nous\s+sommes|on\s+est|been\s+going|seit\s+\d)(?![\p{L}])/iu.test(point) ||
    // (A place, not a holiday: "Las torrijas vuelven en Semana Santa" says when.)
    (/^(?:[\p{L}'’&.-]+\s+){0,3}(?:in|en|em|à|a|im|aus|chez|de|da|do)\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?\.?$/u.test(point) && !findTime(point)) ||
    /^\p{Lu}[\p{L}'’&.-]*(?:\s+\p{Lu}[\p{L}'’&.-]*)+$/u.test(point)
  );
}

/** A label that is a thing's name: a few words, no greeting, no request, no word only a note to the writer says ("Quick one"). */
function namesAThing(label: string, reader: Reader): boolean {
  const plain = tidy(label.replace(/\s*\([^()]{1,60}\)/gu, ' '));
  const time = findTime(plain);
  const words = wordCount(time ? without(plain, time.phrase) : plain);
  return words >= 2 && words <= 8 && !greeting.test(plain) && !request.test(plain) && !writingRequest.test(plain) && !/^(?:sou|soy|somos|we['’]re|we\s+are|i['’]m|i\s+am|wir\s+sind|ich\s+bin|je\s+suis|nous\s+sommes|on\s+est)(?![\p{L}])/iu.test(plain) && !/^(?:quick|note|update|idea|fyi|brief|context|background|info|hinweis|nota|remarque|idée)(?![\p{L}])/iu.test(plain) && !firstPersonAnywhere.test(plain) && reader.campaign.what === null;
}

/** A greeting or a thanks, alone in its clause. */
const greeting = /^(?:hi|hello|hey|hiya|good\s+(?:morning|afternoon|evening)|thanks|thank\s+you|cheers|hallo|hi\s+zusammen|guten\s+(?:tag|morgen|abend)|servus|grüezi|moin|danke|vielen\s+dank|hola|buenas|buenas\s+tardes|buenos\s+días|buenas\s+noches|gracias|muchas\s+gracias|bonjour|bonsoir|salut|coucou|merci|merci\s+beaucoup|olá|ola|oi|bom\s+dia|boa\s+tarde|boa\s+noite|obrigad[oa])(?:\s+[\p{L}]+)?$/iu;

/** Verbs that ask to show a thing off, which after a thing already named ask to mention another. */
const weakPromote = /^(?:highlight|feature|spotlight|showcase|destaca|destaque|destacar|resalta|resaltar|mettre\s+en\s+(?:avant|valeur)|mets\s+en\s+avant|mettez\s+en\s+avant|hervorheben|heb\s+hervor|realçar|realce|destacar)(?![\p{L}])/iu;

/** "two things", "zwei Sachen", "dos cosas", "deux choses", "duas coisas": a count of things named after a colon. */
const countOfThings = /^(?:two|three|a\s+few|some|a\s+couple\s+of|zwei|drei|ein\s+paar|dos|tres|algunas|deux|trois|quelques|duas|dois|três|algumas)\s+(?:things|items|offers|services|products|sachen|dinge|angebote|leistungen|produkte|cosas|ofertas|servicios|productos|choses|offres|services|produits|prestations|coisas|ofertas|serviços|produtos)$/iu;

/** A thing and its price: "our Full Service is £65", "unser Rückencheck kostet jetzt 49 €", "nuestro menú está a 12 €". */
const repricedThing = /^(?:our|the|my|unser\w*|der|die|das|nuestr[oa]s?|el|la|los|las|notre|nos|le|la|les|l['’]|(?:o|a)\s+noss[oa]|noss[oa]s?|o|a)\s*(.+?)\s+(?:is|are|costs?|now\s+costs?|kostet|kosten|ist|sind|cuesta|cuestan|está\s+a|están\s+a|sale\s+a|coûte|coûtent|est\s+à|passe\s+à|custa|custam|sai\s+(?:por|a)|fica\s+(?:por|em))\s+(?:now\s+|only\s+|just\s+|jetzt\s+|nur\s+|ahora\s+|solo\s+|désormais\s+|seulement\s+|agora\s+|só\s+)?(?:[$£€]|\d)/iu;

/** A second ask after the thing promoted: a conjunction and a verb that asks ("and get people booking …", "y que la gente …"). */
const secondAsk = new RegExp(
  String.raw`\s+(?:and|y|e|et|und)\s+(?:get\s+(?:people|customers|folks|everyone|families|clients|more\s+people)|invite|ask\s+(?:people|customers|everyone|families)|encourage|remind|push|drive|fill|que\s+(?:la\s+gente|los\s+clientes|la\s+clientela|todo\s+el\s+mundo|nos|me)|animar\s+a|invitar\s+a|llenar|pousser|booster|relancer|remplir|inviter|encourager|inciter|faire\s+(?:réserver|venir)|pedir\s+(?:pra|para|que)|convidar|incentivar|lotar|encher)${end}.*$`,
  'iu',
);

/**
 * A second ask said as an ask to the reader: "book your holiday grooms now" of "get people booking their holiday grooms
 * now", "join us for the Winter Recital" of "invite families to the Winter Recital", "reserve mesa …" of "que la gente
 * reserve mesa …", "agende a avaliação gratuita" of "pedir pra agendarem a avaliação gratuita"; others are read as they are.
 */
function readSecondAsk(reader: Reader, clause: string, part: Part): void {
  const text = clause.replace(/^(?:and|y|e|et|und)\s+/iu, '');
  const asks: Array<[RegExp, (match: RegExpExecArray) => string]> = [
    [/^get\s+(?:people|customers|folks|everyone|families|clients|more\s+people)\s+(?:to\s+)?(book|order|buy|try|join|sign\s+up\s+for|register\s+for|reserve|pre-?order)(?:ing)?\s+(?:their\s+)?(.+)$/iu, (m) => `${m[1]!.replace(/ing$/u, '')} your ${m[2]}`],
    [/^invite\s+(?:[\p{L}-]+\s+){0,3}?to\s+(.+)$/iu, (m) => `join us for ${m[1]}`],
    [/^que\s+(?:la\s+gente|los\s+clientes|la\s+clientela|todo\s+el\s+mundo|nos|me)\s+(.+)$/iu, (m) => m[1]!],
    [/^pedir\s+(?:pra|para|que)\s+(?:(?:as\s+pessoas|o\s+pessoal|os\s+clientes|a\s+gente)\s+)?(\p{L}+?)(ar|er|ir)em\s+(.+)$/iu, (m) => `${m[1]}${m[2] === 'ar' ? 'e' : 'a'} ${m[3]}`],
  ];
  for (const [pattern, said] of asks) {
    const match = pattern.exec(text);
    if (!match) continue;
    addTo(reader, 'points', lowerFirst(tidy(said(match)), reader.language), part.text);
    return;
  }
  if (readPart(reader, { ...part, text, first: false }) === 'other') addTo(reader, 'points', lowerFirst(text, reader.language), part.text);
}

/** An ask to promote with nothing to promote but a word pointing back ("bitte bewerben", "please push it", "merci de le promouvoir"). */
const pointsBackAsk = /^(?:(?:please|bitte|por\s+favor|favor|merci\s+de|s['’]il\s+vous\s+pla[iî]t|also|auch)[\s,]+)*(?:(?:promote|push|advertise|share)\s+(?:it|them|this|that)|(?:es|das|ihn|sie|diese[ns]?)?\s*(?:bewerben|promoten|pushen|vorstellen)|(?:le|la|les|l['’])\s*(?:promouvoir|mettre\s+en\s+avant|annoncer)|(?:promocionarlo|promocionarla|promocionarlos|divulgarlo|divulgarla|difundirlo|promover(?:\s+isso)?|divulgar(?:\s+isso)?|divulgá-l[oa]s?|promovê-l[oa]s?))[\s.!]*$/iu;

type Kind = 'what' | 'points' | 'tone' | 'price' | 'instruction' | 'statement' | 'time' | 'audience' | 'reason' | 'other';

function readPart(reader: Reader, part: Part): Kind {
  let text = tidy(part.text);
  if (!text) return 'other';
  // "MOT + service combo (£129)": a price in brackets is the price, out of the thing's words.
  const bracketed = /\s*\(([^()]{1,40})\)/u.exec(text);
  if (bracketed && priceOf(bracketed[1]!) && wordCount(text.replace(bracketed[0], ' ')) >= 1 && !/^[^(]*:/u.test(text)) {
    setOnce(reader, 'price', tidy(bracketed[1]!), part.text);
    text = tidy(text.replace(bracketed[0], ' ').replace(/\s{2,}/gu, ' '));
  }
  const labelled = /^([^:]{1,80}?)\s*:\s+(.+)$/u.exec(text);
  if (labelled) {
    const known = readLabelled(reader, labelled[1]!, labelled[2]!, part);
    if (known) return known;
    // "Bitte die Sommerwochen bewerben: 59 € pro Nacht": the request, then what it says.
    const before = readPart(reader, { ...part, text: labelled[1]! });
    if (before === 'points') {
      addMentioned(reader, labelled[2]!, part.text, true);
      return 'points';
    }
    const after = readPart(reader, { ...part, text: labelled[2]!, first: true });
    // "Menú especial Día del Padre (domingo 15 de junio): parrillada para 4 …", "Pose de pneus d'hiver : prenez rendez-vous
    // avant …": a brief that opens on a thing's name and a colon names its campaign there; what follows says it.
    if (before === 'other' && reader.campaign.what === null && part.first && namesAThing(labelled[1]!, reader)) {
      const time = findTime(labelled[1]!);
      addWhat(reader, thingOf((time ? without(labelled[1]!, time.phrase) : labelled[1]!).replace(/\s*\([^()]{1,60}\)/gu, ' '), reader, true), part.text);
      // ("Banho e tosa: na compra de 4 banhos o 5º é grátis": the offer on it.)
      if (after === 'other' && (priceOf(labelled[2]!) || freeWord.test(labelled[2]!))) setOnce(reader, 'price', tidy(labelled[2]!), part.text);
      return 'what';
    }
    if (after !== 'other') return after;
    // "Bitte den neuen Rückenfit-Kurs bewerben: Start am 8. Oktober, dienstags 18 Uhr, nur 8 Plätze": what the colon lists
    // is said of the thing, not more of it.
    if (before === 'what') {
      // (The things a count announced: "two things: our sunset kayak tours and the new gift vouchers".)
      if (reader.campaign.what === null) {
        const [first, ...rest] = splitThings(tidy(labelled[2]!));
        if (first) addWhat(reader, thingOf(first, reader, true), part.text);
        for (const item of rest) addMentioned(reader, item, part.text, false);
        return 'what';
      }
      addMentioned(reader, labelled[2]!, part.text, true);
      return 'points';
    }
    // "Banho e tosa: na compra de 4 banhos o 5º é grátis": an unnamed label before an offer is what the offer is on.
    if (before === 'other' && reader.campaign.what === null && wordCount(labelled[1]!) <= 5 && (priceOf(labelled[2]!) || freeWord.test(labelled[2]!))) {
      addWhat(reader, thingOf(labelled[1]!, reader, true), part.text);
      if (after === 'other') setOnce(reader, 'price', tidy(labelled[2]!), part.text);
      return 'what';
    }
    return before;
  }

  // Time phrases come out first: "We're adding a Friday fish fry this month" is about a fish fry.
  const time = findTime(text);
  if (time) reader.times.push({ phrase: time.phrase, deadline: time.deadline, clause: part.text });
  const rest = time ? without(text, time.phrase) : text;
  const price = pricedItemOf(rest);

  // "…, bitte bewerben.", "please promote it", "merci de le promouvoir": the ask points back at the thing already named.
  if (pointsBackAsk.test(rest)) return 'other';
  const mention = mentionLead.exec(rest) ?? mentionTrail.exec(rest);
  // "Erwähne auch, dass …": only an adverb after the verb, the object in the next clause.
  if (mention?.[1] && onlyAdverb.test(tidy(mention[1]))) return 'points';
  if (mention?.[1]) {
    const object = mention[1];
    for (const item of object.split(/\s+(?:and|und|y|et|e)\s+(?=(?:that|dass|daß|que|qu['’])\s)/iu)) addMentioned(reader, item, part.text, false);
    return 'points';
  }
  // "Betone, dass …": the verb alone, its object in the next clause.
  if (mentionLead.exec(`${rest} x`)?.[1] === 'x') return 'points';

  // "Pour le temps des sucres on veut annoncer …", "A lavandaria Bolha, em Braga, quer promover …": the ask after a lead-in.
  const innerAsk = innerWish.exec(rest);
  const promoted = promoteLead.exec(rest) ?? promoteTrail.exec(rest) ?? (part.text.includes(':') ? null : promoNote.exec(rest)) ?? (innerAsk && innerAsk.index > 0 ? (promoteLead.exec(rest.slice(innerAsk.index).trim()) ?? promoteTrail.exec(rest.slice(innerAsk.index).trim())) : null);
  if (promoted?.[1]) {
    // ("Bitte Werbung für unsere Nordic-Walking-Gruppe machen": the verb that ends a German request is no part of the thing.)
    let object = tidy(promoted[1]).replace(trailingIntensifier, '').replace(/\s+(?:machen|bewerben|werben)$/u, '');
    // "Push our new Teeth & Tidy add-on ($15)": the price in brackets is the thing's price, not part of its name.
    const aside = /\s*\(([^()]{1,40})\)/u.exec(object);
    if (aside && priceOf(aside[1]!)) {
      setOnce(reader, 'price', tidy(aside[1]!), part.text);
      object = tidy(object.replace(aside[0], ' ').replace(/\s{2,}/gu, ' '));
    }
    // "… and get people booking their holiday grooms", "y que la gente reserve mesa …", "et pousser les réservations …",
    // "e pedir pra agendarem …": a second ask, read on its own, never part of the thing's name.
    const second = secondAsk.exec(object);
    if (second && second.index > 0) object = tidy(object.slice(0, second.index));
    // "want more hot water system jobs": the work asked for is the thing.
    object = object.replace(/\s+(?:jobs|work|customers|clients|bookings|enquiries|inquiries|leads|calls|sales)$/iu, '');
    // "highlight that we take most major insurance" stresses a statement.
    if (thatLead.test(object)) {
      addMentioned(reader, object, part.text, false);
      return 'points';
    }
    // "I want to push two things: …": the things are the colon's.
    if (countOfThings.test(object)) return 'what';
    // "Cours de ski … — 10 % … . Mettre en avant nos moniteurs diplômés.": after a thing the brief named, "highlight" asks to mention.
    if (reader.campaign.what === null && weakPromote.test(rest) && (reader.campaign.points.length > 0 || reader.candidates.length > 0)) {
      addMentioned(reader, object, part.text, false);
      return 'points';
    }
    if (pronoun.test(object)) object = reader.candidates.at(-1)?.thing ?? '';
    else {
      // "faire une promo -20% sur les tenues homme": the deal first, then what it is on.
      const dealOn = /^(?:(?:our|the|my|unser\w*|nuestr\w+|notre|nos|noss\w+)\s+)?(?:(?:[-−–]\s?)?\d+(?:[.,]\d+)?\s?(?:%|[€$£])\s*(?:off\s+)?|buy\s+one,?\s+get\s+one(?:\s+free)?\s+|bogo\s+|\d\s?(?:x|for|für|por|pour)\s?\d\s+)(?:sur|on|en|em|auf|no|na|nos|nas)\s+(?:all\s+|todos?\s+(?:los\s+|las\s+)?|tous\s+les\s+|alle\s+)?(.+)$/iu.exec(object);
      if (dealOn?.[1]) setOnce(reader, 'price', tidy(object.slice(0, object.length - dealOn[1].length).replace(/\s+(?:sur|on|en|em|auf|no|na|nos|nas)(?:\s+(?:all|todos?(?:\s+(?:los|las))?|tous\s+les|alle))?\s*$/iu, '').replace(/^(?:our|the|my|unser\w*|nuestr\w+|notre|nos|noss\w+)\s+/iu, '')), part.text);
      // (A run-on note goes on to what to mention: "… on all hair masks this weekend only mention we're cruelty free".)
      const [named, ...mentioned] = (dealOn?.[1] ?? object).split(/\s+(?:only\s+|also\s+|and\s+)?(?=(?:mention|erwähne\w*|menciona\w*|mentionne\w*|falar|fala|refira|citer)\s)/iu);
      for (const rest of mentioned) addMentioned(reader, rest.replace(/^\S+\s+/u, ''), part.text, false);
      object = thingOf(beforePrice(named!), reader, false);
    }
    // (A determiner alone is no thing: "need a post for our | buy one get one free …" named nothing before its deal.)
    if (!articlesOf[reader.language].test(`${object} `) || wordCount(object) > 1) addWhat(reader, object, part.text);
    if (price) setOnce(reader, 'price', price, part.text);
    if (second && second.index > 0) readSecondAsk(reader, tidy(second[0]), part);
    return 'what';
  }

  const instruction = readInstructionClause(text);
  if (instruction && (instruction.language || instruction.person || instruction.emoji !== undefined || instruction.address || instruction.avoid)) {
    if (instruction.tone) setOnce(reader, 'tone', toneOf(text, reader.language) ?? '', part.text);
    return 'instruction';
  }

  const tone = toneOf(text, reader.language);
  if (tone && !price) {
    if (reader.campaign.tone === null) setOnce(reader, 'tone', tone, part.text);
    else {
      reader.campaign.tone = `${reader.campaign.tone}, ${tone}`;
      note(reader, 'tone', tone, part.text);
    }
    return 'tone';
  }

  if (audienceCue.test(text) && wordCount(text) <= 6) {
    reader.audienceHint ??= { text: text.replace(/^(?:target\s+audience|zielgruppe|público\s+objetivo|público-alvo|cible)\s*:?\s*/iu, ''), clause: part.text };
    return 'audience';
  }

  if (ctaLead.test(rest)) {
    addTo(reader, 'points', lowerFirst(rest, reader.language), part.text);
    return 'points';
  }

  const fresh = newLead.exec(rest) ?? launchLead.exec(rest);
  if (fresh?.[1]) {
    // ("Ab 1. April bieten wir einen Fahrrad-Check für 29 € an": the thing without its price, the price without the verb's particle.)
    // ("new beginners series starts tuesday sept 9 (6 weeks …)": the thing is the subject of its start, what follows says it.)
    const subject = fresh[1].split(copula[reader.language])[0]!;
    const launched = reader.language === 'de' ? subject.replace(/\s+(?:an|ein|vor)$/u, '') : subject;
    const thing = thingOf(beforePrice(launched), reader, false);
    reader.candidates.push({ thing, clause: part.text });
    addTo(reader, 'statements', lowerFirst(text, reader.language), part.text);
    const launchedPrice = priceOf(launched);
    if (launchedPrice) setOnce(reader, 'price', launchedPrice, part.text);
    else if (price) setOnce(reader, 'price', price, part.text);
    return 'statement';
  }

  for (const pattern of availabilityPatterns) {
    const open = pattern.exec(rest);
    // (Not a note that strings a deal and a point together: "heizungswartung 2 für 1 … online buchbar".)
    if (!open?.[1] || wordCount(open[1]) > 8 || priceOf(open[1])) continue;
    reader.candidates.push({ thing: thingOf(open[1], reader, part.first), clause: part.text });
    if (firstPersonSubject.test(text)) addTo(reader, 'statements', lowerFirst(text, reader.language), part.text);
    return 'statement';
  }

  // "our Full Service is £65 instead of £85": the thing with a new price is what the offer is on.
  const repriced = price ? repricedThing.exec(rest) : null;
  if (repriced?.[1] && wordCount(repriced[1]) <= 5) reader.candidates.push({ thing: thingOf(repriced[1], reader, false), clause: part.text });
  // "weihnachtsgutscheine massagepraxis 2 für 1", "promo vidange + contrôle 25 points 69€", "2x1 en tacos al pastor",
  // "buy one get one free on all hair masks": with nothing promoted yet, the thing named beside the price is.
  if (price && reader.campaign.what === null && reader.candidates.length === 0) {
    const dealOn = new RegExp(String.raw`^(?:.*?\s)?(?:\d+\s?(?:x|for|für|por|pour)\s?\d+|buy\s+one,?\s+get\s+one(?:\s+free)?|bogo|[-−–]?\d+(?:[.,]\d+)?\s?%(?:\s+off)?)\s+(?:on|en|sur|auf|em|no|na|nos|nas)\s+(?:all\s+|todos?\s+(?:los\s+|las\s+)?|tous\s+les\s+|alle\s+)?(.+)$`, 'iu').exec(rest);
    const named = tidy(rest.slice(0, rest.indexOf(price)).replace(/^(?:promo(?:tion|ção|ción)?|aktion|angebot|oferta|offre|deal|sale)\s+/iu, '').replace(priceJoin, ''));
    // (Not a mention's "especially the £650 uncontested divorce": a word that singles out names no thing.)
    const thing = (dealOn?.[1] ? tidy(dealOn[1]).split(/\s+(?:only|mention|erwähnen|mencionar|falar|préciser)\b/iu)[0]! : named)
      .replace(/^(?:especially|particularly|including|like|such\s+as|vor\s+allem|besonders|inklusive|sobre\s+todo|especialmente|incluido|surtout|notamment|y\s+compris|principalmente|incluindo)(?:\s+|$)/iu, '')
      .concat(' ')
      .replace(articlesOf[reader.language], '')
      .trim();
    if (wordCount(thing) >= 1 && wordCount(thing) <= 6 && !request.test(thing) && !firstPersonSubject.test(thing) && !firstPersonAnywhere.test(thing) && !writingRequest.test(thing))
      reader.pricedThings.push({ thing: thingOf(thing, reader, part.first), clause: part.text });
  }
  if (price) {
    setOnce(reader, 'price', price, part.text);
    if (firstPersonSubject.test(text)) addTo(reader, 'statements', lowerFirst(text, reader.language), part.text);
    return 'price';
  }

  if ((firstPersonSubject.test(text) || firstPersonAnywhere.test(text)) && !request.test(text) && wordCount(text) >= 3) {
    addTo(reader, 'statements', lowerFirst(text, reader.language), part.text);
    return 'statement';
  }

  // What is left after a time phrase ("Rainy season is coming", "Manatee season!") says nothing more.
  if (time && wordCount(rest) <= 2) return 'time';
  if (freeWord.test(rest) && wordCount(rest) <= 8) {
    setOnce(reader, 'price', lowerFirst(rest, reader.language), part.text);
    return 'price';
  }
  return 'other';
}

/** The audience as a phrase for mid-sentence, with the typed capitals of names kept ("familias de Irún"). */
function forWhomOf(targetAudience: string, language: KitLanguage): string | null {
  const phrase = audiencePhrase(targetAudience, language);
  if (!phrase) return null;
  const typed = new Map<string, string>();
  for (const word of targetAudience.split(/[\s,;()]+/u)) if (word) typed.set(word.toLowerCase(), word);
  return phrase
    .split(/(\s+)/u)
    .map((word, index) => {
      if (index === 0 || /^\s+$/u.test(word)) return word;
      const bare = word.replace(/[,;]+$/u, '');
      const original = typed.get(bare.toLowerCase());
      return original && original !== bare && /^\p{Lu}/u.test(original) ? word.replace(bare, original) : word;
    })
    .join('');
}

/**
 * Read the owner's brief into a campaign. `language` is the kit's language (articles and list words
 * are read in the brief's own language when it can be told).
 */
export function readCampaign(customPrompt: string, targetAudience: string, language: KitLanguage): Campaign {
  // The writer, the kit's assembly and the instruction check read the same brief: read it once.
  const key = `${language}\u0000${targetAudience}\u0000${customPrompt}`;
  let read = recentlyRead.get(key);
  if (!read) {
    read = readBrief(customPrompt, targetAudience, language);
    if (recentlyRead.size >= 64) recentlyRead.delete(recentlyRead.keys().next().value!);
    recentlyRead.set(key, read);
  }
  return structuredClone(read);
}

const recentlyRead = new Map<string, Campaign>();

/** Is the clause, whole, one of the owner's statements of fact ("We're a family bakery since 1952")? */
export function isOwnerStatement(clause: string, language: KitLanguage): boolean {
  const said = tidy(clause);
  if (!(firstPersonSubject.test(said) || firstPersonAnywhere.test(said) || thingClause.test(said)) || request.test(said)) return false;
  return readCampaign(clause, '', language).statements.some((statement) => statement.toLowerCase() === said.toLowerCase());
}

function readBrief(customPrompt: string, targetAudience: string, language: KitLanguage): Campaign {
  const instructions = parseInstructions(customPrompt, targetAudience);
  // A sentence typed without its capital ("… same day. keep it straight up …") is still a sentence of its own.
  const prompt = customPrompt
    .replace(/^\s*(?:[-*•]|\d+[.)])\s+/gmu, '')
    .replace(/(?<=[\p{L}\d)]{3}[.!?])\s+(\p{Ll})(?=\p{Ll})/gu, (_, letter: string) => ` ${letter.toUpperCase()}`)
    .trim();
  const briefLanguage = (prompt && languageOfText(prompt)) || language;
  const reader: Reader = {
    language: briefLanguage,
    campaign: {
      what: null,
      forWhom: null,
      byWhen: null,
      price: null,
      points: [],
      statements: [],
      tone: null,
      register: instructions.tone,
      person: instructions.person,
      address: instructions.address,
      emoji: instructions.emoji,
      avoid: instructions.avoid,
      evidence: [],
    },
    times: [],
    candidates: [],
    pricedThings: [],
    audienceHint: null,
  };

  const statedThings: Array<{ point: string; clause: string }> = [];
  // ("Ab 1. März", "die 9. und 10. Klasse": an ordinal's point ends no sentence.)
  const ordinal = new RegExp(String.raw`(?<![\p{L}\d])(\d{1,2})\.\s+(?=(?:${months}|und|bis|oder|klasse|stock|jh|jahrhundert|ordnung|liga|platz|mal)(?![\p{L}]))`, 'giu');
  // A brief typed in lower case starts its sentences in lower case too ("… tuesday sept 9. want it to feel welcoming"); not
  // after an abbreviation ("max. 16 wochen", "ca. 8", "z.B. die").
  const lowerCaseStart = /(?<!(?:^|[\s(])(?:max|min|ca|approx|aprox|inkl|zzgl|bzw|usw|etc|vs|incl|excl|mind|evtl|ggf|nr|tel|av|sr|sra|dr|mr|mrs|ms|st|ex|cf|z\.b|d\.h|u\.a|p\.ex|i\.e|e\.g))(?<=[\p{L}\p{N})])\.\s+(?=\p{Ll})/gu;
  const sentences = prompt
    ? splitSentences(prompt.replace(ordinal, '$1.\uE001'), briefLanguage)
        .flatMap((sentence) => sentence.split(lowerCaseStart).map((piece, index, pieces) => (index < pieces.length - 1 ? `${piece}.` : piece)))
        .map((sentence) => sentence.replace(/\s?\uE001/gu, ' '))
    : [];
  for (const sentence of sentences) {
    let previous: Kind | null = null;
    const parts = partsOf(sentence);
    parts.forEach((text, index) => {
      const part: Part = { text, sentence, first: index === 0 };
      // "…, und dass der Strand zu Fuß erreichbar ist": a that-clause after a mention is one more thing to mention.
      const continuesMention = previous === 'points' && (thatLead.test(tidy(text)) || firstPersonSubject.test(tidy(text)));
      if (continuesMention) addMentioned(reader, text, text, false);
      // "…Führungen unter der Woche, wenn es ruhiger ist": a reason after the thing is neither an item of it nor a statement alone.
      const givesReason = !continuesMention && previous === 'what' && reasonLead.exec(` ${tidy(text)}`)?.index === 0;
      if (givesReason) reader.reason ??= { text: tidy(text), clause: sentence };
      // "…, and invite families to the Winter Recital in December": the second ask in a clause of its own.
      const asksAgain = !continuesMention && !givesReason && previous === 'what' && secondAsk.exec(` ${text.trim()}`)?.index === 0;
      if (asksAgain) readSecondAsk(reader, text.trim(), part);
      let kind: Kind = continuesMention ? 'points' : givesReason ? 'reason' : asksAgain ? 'points' : readPart(reader, part);
      // A bare item after a list continues it: "promote roofing sheets, waterproofing and gutters", "Tono cercano, de barrio".
      // (Not after a dash: "… voll kriegen – Theorie in 2 Wochen" says something of it, it is no more of it.)
      const afterDash = new RegExp(String.raw`[–—-]\s*${text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}`, 'u').test(sentence);
      if (kind === 'other' && previous !== null && wordCount(text) <= 6) {
        const item = tidy(text);
        // (Nor whom it is for: "…, aimed at balcony gardeners" says the audience.)
        const aimedAt = /^(?:aimed\s+at|targeted\s+at|targeting|ideal\s+for|perfect\s+for|dirigid[oa]s?\s+a|pensad[oa]s?\s+para|destiné(?:e|es|s)?\s+aux?|pour\s+les|für\s+alle|voltad[oa]s?\s+para)\s+(.+)$/iu.exec(item);
        if (previous === 'what' && aimedAt?.[1]) {
          reader.audienceHint ??= { text: aimedAt[1], clause: text };
          kind = 'audience';
        } else if (previous === 'what' && reader.campaign.what !== null && (priceOf(item) || /[$£€]\s?\d|\d\s?[$£€]/u.test(item)) && setOnce(reader, 'price', item, text)) {
          // (A price after the thing is its price: "…, £22pp" is no more of "garden brunch".)
          kind = 'price';
        } else if (previous === 'what' && reader.campaign.what !== null && !afterDash) {
          const thing = thingOf(item, reader, false);
          reader.campaign.what = `${reader.campaign.what}, ${thing}`;
          note(reader, 'what', thing, text);
          kind = 'what';
        } else if (previous === 'points') {
          addMentioned(reader, item, text, false);
          kind = 'points';
        } else if (previous === 'tone' && reader.campaign.tone !== null) {
          reader.campaign.tone = `${reader.campaign.tone}, ${item}`;
          note(reader, 'tone', item, text);
          kind = 'tone';
        } else if (previous === 'price' && reader.campaign.price !== null) {
          reader.campaign.price = `${reader.campaign.price}, ${item}`;
          note(reader, 'price', item, text);
          kind = 'price';
        }
      }
      // "December fills up fast so book before Dec 10": what the owner says, then what follows from it, read apart.
      const consequence = kind === 'other' ? /\s+(?:so|therefore|also|deshalb|daher|darum|así\s+que|por\s+eso|donc|alors|então|por\s+isso)\s+/iu.exec(tidy(text)) : null;
      if (consequence && wordCount(tidy(text).slice(0, consequence.index)) >= 2) {
        const said = tidy(text).slice(0, consequence.index);
        addTo(reader, 'statements', lowerFirst(said, reader.language), text);
        readPart(reader, { ...part, text: tidy(text).slice(consequence.index + consequence[0].length), first: false });
        kind = 'statement';
      }
      // "Hi!", "Buenas tardes.", "Boa tarde!": a greeting says nothing of the campaign.
      if (kind === 'other' && greeting.test(tidy(text))) kind = 'instruction';
      // A noun phrase the brief states on its own ("Fly fishing for permit and bonefish") is a point to make.
      if (kind === 'other') {
        // (Its bracketed price read apart already: "Brake check + tyre rotation (£59)".)
        const item = tidy(tidy(text).replace(/\s*\(([^()]{1,40})\)/u, (aside, inside: string) => (priceOf(inside) ? ' ' : aside)).replace(/\s{2,}/gu, ' '));
        // (Its time and an aside in brackets are no more words of it: "pacotes de verão para miúdos (7-14 anos) em julho e agosto".)
        const itemTime = findTime(item);
        const words = wordCount((itemTime ? without(item, itemTime.phrase) : item).replace(/\s*\([^()]{1,40}\)/gu, ' '));
        if (words >= 2 && words <= 10 && !request.test(item) && !writingRequest.test(item) && !pointsBackAsk.test(item)) {
          addTo(reader, 'points', lowerFirst(item, briefLanguage), text);
          statedThings.push({ point: lowerFirst(item, briefLanguage), clause: text });
        }
      }
      previous = kind === 'instruction' || kind === 'statement' || kind === 'time' || kind === 'audience' || kind === 'reason' ? null : kind;
    });
  }

  const { campaign } = reader;
  // "We're adding a Friday fish fry …": with no promotion asked for, the new or free thing is the campaign.
  if (campaign.what === null && reader.candidates[0]) setOnce(reader, 'what', reader.candidates[0].thing, reader.candidates[0].clause);
  // "Kids swim lessons this summer, 8 lessons for $120.": with nothing else asked for, the thing the brief states first is
  // the campaign, its time apart (a kit with no campaign promoted the site's own first offer instead).
  // (Not the business saying what and where it is: "Velowerkstatt in Winterthur.", "Estúdio de tatuagem em Lisboa.", "Sou de Maputo".)
  const stated = campaign.what === null ? statedThings.find((thing) => !describesTheBusiness(thing.point)) : undefined;
  if (stated) {
    const time = findTime(stated.point);
    // "Pumpkin spice lattes are back": the thing is the subject, not the clause.
    const subject = (time ? without(stated.point, time.phrase) : stated.point).replace(/\s*\([^()]{1,40}\)/gu, ' ').split(copula[briefLanguage])[0]!.trim();
    const thing = thingOf(subject, reader, false);
    if (wordCount(thing) >= 1) {
      setOnce(reader, 'what', thing, stated.clause);
      campaign.points = campaign.points.filter((point) => point !== stated.point);
      campaign.evidence = campaign.evidence.filter((evidence) => !(evidence.field === 'points' && evidence.value === stated.point));
    }
  }
  const priced = campaign.what === null ? reader.pricedThings[0] : undefined;
  if (priced) setOnce(reader, 'what', priced.thing, priced.clause);
  // "Book your boiler service before the cold snap": with nothing else promoted, what the brief asks readers to book is.
  if (campaign.what === null) {
    const asked = campaign.points.map((point) => ({ point, thing: /^(?:book|order|pre-?order|reserve|buy|try|get|bucht|buche|buchen|bestell\p{L}*|reserv\p{L}*|pide|encarga|réservez|commandez|reserve|encomende|marque)\s+(?:your|our|a|an|the|euren?|eure|deine?n?|unser\p{L}*|tu|su|vuestr\p{L}*|votre|vos|o\s+seu|a\s+sua|o|a)\s+(.+)$/iu.exec(point)?.[1] })).find((found) => found.thing && wordCount(found.thing) <= 6);
    if (asked?.thing) {
      const clause = campaign.evidence.find((evidence) => evidence.field === 'points' && evidence.value === asked.point)?.clause ?? asked.point;
      setOnce(reader, 'what', tidy(asked.thing), clause);
      campaign.points = campaign.points.filter((point) => point !== asked.point);
      campaign.evidence = campaign.evidence.filter((evidence) => !(evidence.field === 'points' && evidence.value === asked.point));
    }
  }
  for (const candidate of reader.candidates.slice(1)) if (candidate.thing.toLowerCase() !== campaign.what?.toLowerCase()) addTo(reader, 'points', candidate.thing, candidate.clause);

  const time = reader.times.find((t) => t.deadline) ?? reader.times[0];
  if (time) {
    campaign.byWhen = lowerFirst(time.phrase, briefLanguage);
    note(reader, 'byWhen', campaign.byWhen, time.clause);
  }

  const forWhom = targetAudience.trim() ? forWhomOf(targetAudience, language) : null;
  if (forWhom) {
    campaign.forWhom = forWhom;
    note(reader, 'forWhom', forWhom, targetAudience.trim());
  } else if (reader.audienceHint) {
    campaign.forWhom = lowerFirst(tidy(reader.audienceHint.text), briefLanguage);
    note(reader, 'forWhom', campaign.forWhom, reader.audienceHint.clause);
  }

  // "…guided tours on weekdays when it is quieter": the owner's reason is theirs to say ("It is quieter on weekdays.").
  const reason = campaign.what ? reasonOf(campaign, briefLanguage, reader.reason ?? null) : null;
  if (reason) addTo(reader, 'statements', reason.statement, reason.clause);

  // The thing promoted is not also a point, and a point is not the price again.
  campaign.points = campaign.points.filter((point) => point.toLowerCase() !== campaign.what?.toLowerCase() && point.toLowerCase() !== campaign.price?.toLowerCase());
  return campaign;
}

/** The verb that says what a thing is or that it is back: "are back", "ist wieder da", "vuelven", "est de retour", "chegou". */
const copula: Record<KitLanguage, RegExp> = {
  en: /\s(?:is|are|returns?|comes?|starts?|begins?|kicks\s+off|opens?)(?:\s|$)/iu,
  de: /\s(?:ist|sind|kommt|kommen|startet|starten|beginnt|beginnen|läuft|laufen)(?:\s|$)/iu,
  es: /\s(?:es|son|está|están|vuelve|vuelven|llega|llegan|empieza|empiezan|comienza|comienzan|arranca|arrancan|abre)(?:\s|$)/iu,
  fr: /\s(?:est|sont|revient|reviennent|arrive|arrivent|commence|commencent|débute|débutent|démarre|démarrent|reprend|ouvre)(?:\s|$)/iu,
  pt: /\s(?:é|são|está|estão|volta|voltam|voltou|voltaram|chega|chegam|chegou|chegaram|começa|começam|arranca|arrancam|abre|inicia)(?:\s|$)/iu,
};

/** A reason after the thing promoted: "… when it is quieter", "… weil wir frisch backen", "… porque hay menos gente". */
const reasonLead = /\s(when|because|since|as|wenn|weil|da(?=\s+(?:wir|ich|es|sie|er|man|der|die|das|unser\p{L}*)\s)|cuando|porque|ya\s+que|quand|parce\s+qu['’]e?|puisque|quando|já\s+que)\s+(.+)$/iu;
const causal = /^(?:because|since|as|weil|da|porque|ya\s+que|parce\s+qu['’]e?|puisque|já\s+que)$/iu;
/** When the thing promoted is better: "on weekdays", "unter der Woche", "entre semana", "en semaine", "durante a semana". */
const timeCondition = new RegExp(
  String.raw`\s((?:on|at|during)\s+(?:week\s*days|weekends?|the\s+weekend|the\s+week|(?:${weekdays})(?:\s+(?:mornings?|evenings?|afternoons?))?)|in\s+the\s+(?:mornings?|afternoons?|evenings?)|(?:weekday|weekend)\s+(?:mornings?|afternoons?|evenings?)|unter\s+der\s+woche|werktags|am\s+wochenende|(?:morgens|vormittags|nachmittags|abends)|entre\s+semana|(?:el|los)\s+fines?\s+de\s+semana|(?:por|en)\s+la\s+(?:mañana|tarde|noche)|de\s+lunes\s+a\s+viernes|en\s+semaine|le\s+week-end|du\s+lundi\s+au\s+vendredi|(?:le\s+)?(?:matin|soir)|durante\s+a\s+semana|(?:ao|no)\s+fim\s+de\s+semana|(?:de|pela)\s+manhã|dias\s+úteis|de\s+segunda\s+a\s+sexta)$`,
  'iu',
);
/** A reason that points back at the thing ("because we bake it at night") needs the thing beside it. */
const pointsBack = /(?<![\p{L}])(?:it|them|they|ihn|sie|lo|los|las|les)(?![\p{L}])/iu;
/** A clause whose subject is only "it" says nothing without its condition ("it is quieter"). */
const emptySubject = /^(?:it|es|c['’]est|ce|il|está)\b/iu;

/**
 * The owner's reason for the campaign, as their statement: a cause stands alone ("we bake
 * through the night"); a "when" needs the time the thing promoted names ("On weekdays, it is quieter").
 */
function reasonOf(campaign: Campaign, language: KitLanguage, apart: { text: string; clause: string } | null): { statement: string; clause: string } | null {
  const what = campaign.what!;
  const evidence = campaign.evidence.find((e) => e.field === 'what' && e.value === what);
  if (!evidence) return null;
  const at = evidence.clause.toLocaleLowerCase().indexOf(what.toLocaleLowerCase());
  const after = at < 0 ? '' : evidence.clause.slice(at + what.length).trim();
  const own = reasonLead.exec(` ${after}`);
  const said = own?.index === 0 ? { text: after, clause: evidence.clause } : apart;
  const match = said === apart && apart ? reasonLead.exec(` ${apart.text}`) : own;
  if (!said || !match || match.index !== 0) return null;
  const clause = tidy(match[2]!);
  if (wordCount(clause) < 2 || wordCount(clause) > 14 || request.test(clause)) return null;
  const condition = timeCondition.exec(what)?.[1] ?? null;
  if (!causal.test(match[1]!) && !condition) return null;
  if (!condition && (emptySubject.test(clause) || pointsBack.test(clause))) return null;
  if (!condition) return { statement: lowerFirst(mainClause(clause, language), language), clause: said.clause };
  if (language === 'de') {
    // "wenn es ruhiger ist" → "unter der Woche ist es ruhiger": the verb second, after the time.
    const main = mainClause(clause, language);
    const verbSecond = /^(\S+)\s+(ist|sind|hat|haben|wird|werden|kann|können|gibt)\s+(.+)$/iu.exec(main);
    return verbSecond ? { statement: `${condition} ${verbSecond[2]} ${verbSecond[1]} ${verbSecond[3]}`, clause: said.clause } : null;
  }
  // "It is quieter on weekdays", "Entre semana hay menos gente", "En semaine, c'est plus calme".
  if (language === 'en') return { statement: `${clause} ${condition}`, clause: said.clause };
  if (language === 'es') return { statement: `${condition} ${clause}`, clause: said.clause };
  return { statement: `${condition}, ${clause}`, clause: said.clause };
}

const connectors: Record<KitLanguage, { for: string; until: string }> = {
  en: { for: 'for', until: 'until' },
  de: { for: 'für', until: 'bis' },
  es: { for: 'para', until: 'hasta' },
  fr: { for: 'pour', until: 'jusqu’à' },
  pt: { for: 'para', until: 'até' },
};
/** A bare date or holiday reads after "until" ("until Nov 24", "bis Ostern"); a phrase with its own preposition, a season or a period does not. */
function readsAfterUntil(byWhen: string): boolean {
  if (/^(?:\S+\s+)?(?:by|until|till|before|this|next|in|during|for|on|from|bis|vor|im|ab|zu|zum|zur|diese\w*|hasta|antes|este|esta|en|durante|para|jusqu\S*|avant|ce|cet|cette|pour|dès|até|neste|nesta|em|no|na)(?=\s)/iu.test(byWhen)) return false;
  return /\d/u.test(byWhen) || new RegExp(String.raw`^(?:${months}|${weekdays}|christmas|xmas|easter|thanksgiving|halloween|weihnachten|ostern|pfingsten|silvester|navidad|semana\s+santa|no[eë]l|p[âa]ques|natal|p[áa]scoa|carnaval)$`, 'iu').test(byWhen);
}

/** "Campaign: Friday fish fry for families around Geneva, this month" in the kit's language, or null when the brief names none of the three. */
export function campaignSummary(campaign: Pick<Campaign, 'what' | 'forWhom' | 'byWhen'>, language: KitLanguage): string | null {
  const words = connectors[language];
  const parts: string[] = [];
  if (campaign.what) parts.push(campaign.what);
  if (campaign.forWhom) parts.push(`${words.for} ${campaign.forWhom}`);
  if (campaign.byWhen) parts.push(readsAfterUntil(campaign.byWhen) ? `${words.until} ${campaign.byWhen}` : parts.length ? `· ${campaign.byWhen}` : campaign.byWhen);
  return parts.length ? `Campaign: ${parts.join(' ')}` : null;
}

/** The campaign of a writer's brief: the one it carries, else read from its prompt and audience. */
export function campaignOf(brief: Pick<WriterBrief, 'campaign' | 'customPrompt' | 'targetAudience' | 'site'>): Campaign {
  return brief.campaign ?? readCampaign(brief.customPrompt, brief.targetAudience, brief.site.language);
}
