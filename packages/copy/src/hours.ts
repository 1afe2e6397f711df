import type { KitLanguage, SiteModel } from '@sitespark/site-model';

/** Opening times of one day, in minutes from midnight: [[450, 870]] is 7:30 to 14:30. */
export type Spans = Array<[number, number]>;

/** Days that share their opening times, Monday = 0: "Monday to Friday, 7:30-17:30". */
export interface DayGroup {
  days: number[];
  spans: Spans;
}

/** The week as the pages give it: the days open, grouped by equal times, Monday first. */
export interface OpeningHours {
  groups: DayGroup[];
}

const strip = (text: string) => text.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** Day names and their short forms, by language; English always (structured data writes its days in English). */
const dayNames: Record<KitLanguage | 'en', string[][]> = {
  en: [['monday', 'mon'], ['tuesday', 'tues', 'tue'], ['wednesday', 'wed'], ['thursday', 'thurs', 'thur', 'thu'], ['friday', 'fri'], ['saturday', 'sat'], ['sunday', 'sun']],
  de: [['montag', 'mo'], ['dienstag', 'di'], ['mittwoch', 'mi'], ['donnerstag', 'do'], ['freitag', 'fr'], ['samstag', 'sa'], ['sonntag', 'so']],
  es: [['lunes', 'lun'], ['martes', 'mar'], ['miercoles', 'mie'], ['jueves', 'jue'], ['viernes', 'vie'], ['sabados', 'sabado', 'sab'], ['domingos', 'domingo', 'dom']],
  fr: [['lundi', 'lun'], ['mardi', 'mar'], ['mercredi', 'mer'], ['jeudi', 'jeu'], ['vendredi', 'ven'], ['samedi', 'sam'], ['dimanche', 'dim']],
  pt: [['segunda-feira', 'segunda', 'seg'], ['terca-feira', 'terca', 'ter'], ['quarta-feira', 'quarta', 'qua'], ['quinta-feira', 'quinta', 'qui'], ['sexta-feira', 'sexta', 'sex'], ['sabados', 'sabado', 'sab'], ['domingos', 'domingo', 'dom']],
};
/** schema.org's two-letter days ("Mo-Fr 07:30-17:30"), read only in structured data. */
const schemaDays = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'];
const everyDay = /(?<![\p{L}])(?:daily|every day|7 days a week|taglich|jeden tag|todos los dias|tous les jours|todos os dias)(?![\p{L}])/gu;
const rangeWord = /^\s*(?:-|–|—|to|through|thru|bis|a|al|hasta|au|à|a|ate)\s*$/u;
const listWord = /^\s*(?:,|&|and|und|y|et|e|\/)?\s*$/u;

function dayPattern(language: KitLanguage, structured: boolean): RegExp {
  const names = [...new Set([...dayNames.en.flat(), ...dayNames[language].flat(), ...(structured ? schemaDays : [])])].sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![\\p{L}])(?:${names.join('|')})\\.?(?![\\p{L}])`, 'gu');
}

function dayOf(token: string, language: KitLanguage): number {
  const word = token.replace(/\.$/u, '');
  for (const table of [dayNames.en, dayNames[language]]) {
    const index = table.findIndex((names) => names.includes(word));
    if (index >= 0) return index;
  }
  return schemaDays.indexOf(word);
}

/** "7AM", "7:30", "14h30", "9 h", "17.30 Uhr" as minutes, or null. */
function minutesOf(hour: string, minute: string | undefined, meridiem: string | undefined): number | null {
  let h = Number(hour);
  const m = minute ? Number(minute) : 0;
  if (meridiem) {
    const pm = meridiem.startsWith('p');
    if (h === 12) h = pm ? 12 : 0;
    else if (pm) h += 12;
  }
  return h <= 24 && m < 60 ? h * 60 + m : null;
}

// (Quebec writes "7 h 30".)
const timeRange =
  /(\d{1,2})(?:(?:[:.]|\s?h\s?)(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?\s*(?:h|uhr)?\s*(?:-|–|—|to|until|till|bis|a|à|as|às|hasta|ate|até)\s*(\d{1,2})(?:(?:[:.]|\s?h\s?)(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?(?:\s*(?:uhr|h)(?![\p{L}]))?/gu;

function spansIn(text: string): Spans {
  const spans: Spans = [];
  for (const match of text.matchAll(timeRange)) {
    // "7 - 14" without minutes or a meridiem is no time ("7 - 14 Jahre").
    if (!match[2] && !match[5] && !match[3] && !match[6] && !/\d\s*(?:h|uhr)\b/u.test(match[0])) continue;
    const closeMeridiem = match[6]?.charAt(0);
    const open = minutesOf(match[1]!, match[2], match[3]?.charAt(0) ?? (closeMeridiem === 'p' && Number(match[1]) <= 12 && Number(match[1]) > Number(match[4]) ? 'a' : closeMeridiem));
    const close = minutesOf(match[4]!, match[5], closeMeridiem);
    if (open === null || close === null || close <= open) continue;
    spans.push([open, close]);
  }
  return spans;
}

/**
 * One line of hours ("Lunes a Viernes: 7:30 - 14:30 / Domingos y festivos: 7:30 - 14:00", "Mon-Fri
 * 8-17h, Sat 8-13h") as days and their times: days gather until times follow, and those times are theirs.
 */
function readLine(text: string, language: KitLanguage, structured: boolean): Map<number, Spans> {
  const week = new Map<number, Spans>();
  const lower = strip(text);
  const marks = [
    ...[...lower.matchAll(dayPattern(language, structured))].map((m) => ({ at: m.index, end: m.index + m[0].length, day: dayOf(m[0], language), spans: null as Spans | null })),
    ...[...lower.matchAll(everyDay)].map((m) => ({ at: m.index, end: m.index + m[0].length, day: 7, spans: null as Spans | null })),
    ...[...lower.matchAll(timeRange)].map((m) => ({ at: m.index, end: m.index + m[0].length, day: -1, spans: spansIn(m[0]) })),
  ].sort((a, b) => a.at - b.at);
  let days = new Set<number>();
  let previous: (typeof marks)[number] | null = null;
  for (const mark of marks) {
    if (mark.spans) {
      // Days and then other words before the times are not those times' days: "Sunday: closed Holiday courses: 9.30am – 3pm".
      const between = previous && !previous.spans ? lower.slice(previous.end, mark.at) : '';
      if (closedOrLabelled.test(between)) days = new Set();
      if (mark.spans.length > 0 && days.size > 0) for (const day of days) week.set(day, [...(week.get(day) ?? []), ...mark.spans]);
      previous = mark;
      continue;
    }
    if (mark.day < 0) continue;
    if (previous?.spans) days = new Set();
    if (mark.day === 7) for (let day = 0; day < 7; day++) days.add(day);
    else {
      const between = previous && !previous.spans ? lower.slice(previous.end, mark.at) : null;
      if (between !== null && previous!.day < 7 && rangeWord.test(between)) for (let d = previous!.day; d !== mark.day; d = (d + 1) % 7) days.add(d);
      // Days with other words between them ("closed Sunday") start again.
      else if (between !== null && !listWord.test(between)) days = new Set();
      days.add(mark.day);
    }
    previous = mark;
  }
  return week;
}

/** A day said closed, or a label of two words and more between a day and its times. */
const closedOrLabelled = /(?<![\p{L}])(?:closed|geschlossen|ruhetag|cerrado|ferme|fechado|chiuso)(?![\p{L}])|\p{L}{2,}\s+\p{L}{2,}.*:/u;

/**
 * Hours that are not the doors' (the hours messages are answered, "Je réponds aux messages du lundi au vendredi") or only
 * in some months ("samedi de 8 h à 12 h (octobre, novembre, avril et mai seulement)"): said as the week's, they were read as
 * a false claim.
 */
const notTheDoors = /(?<![\p{L}])(?:messages?|reply|replies|respond|answer(?:s|ed)?|phone\s+lines?|erreichbar|antworten|r[ée]ponds?|respondemos|contestamos|respondo|atendemos\s+(?:el\s+)?tel[ée]fono|respondo|only|nur|seulement|solamente|s[oó]lo|apenas|in\s+season|en\s+saison|en\s+temporada|na\s+[ée]poca|january|february|march|april|june|july|august|september|october|november|december|januar|februar|m[äa]rz|juni|juli|oktober|dezember|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janvier|f[ée]vrier|mars|avril|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre|janeiro|fevereiro|mar[cç]o|maio|junho|julho|setembro|outubro|novembro|dezembro)(?![\p{L}])/iu;

const appointmentOnly = /(?<![\p{L}])(?:by\s+appointment\s+only|only\s+by\s+appointment|(?:uniquement|seulement)\s+sur\s+rendez-vous|sur\s+rendez-vous\s+uniquement|nur\s+nach\s+(?:terminvereinbarung|vereinbarung|absprache)|(?:solo|sólo|únicamente)\s+con\s+cita(?:\s+previa)?|apenas\s+(?:por|com)\s+marcação|só\s+com\s+marcação)(?![\p{L}])/iu;

const key = (spans: Spans) => spans.map(([open, close]) => `${open}-${close}`).join(',');

/** Lines read one by one into one week; a day given two different times by two lines (two branches, two seasons) makes the week unknown. */
function readWeek(lines: string[], language: KitLanguage, structured: boolean): Map<number, Spans> | null {
  const week = new Map<number, Spans>();
  for (const line of lines) {
    for (const [day, spans] of readLine(line, language, structured)) {
      const known = week.get(day);
      const merged = known && !structured ? known : [...(known ?? []), ...spans.filter(([open, close]) => !known?.some((span) => span[0] === open && span[1] === close))].sort((a, b) => a[0] - b[0]);
      if (known && !structured && key(known) !== key(spans)) return null;
      week.set(day, merged);
    }
  }
  return week.size > 0 ? week : null;
}

/**
 * The business's opening hours from its structured data or, failing that, from the lines of its
 * pages that name days and times ("Mon–Sat: 7AM–2PM", "Seg–Sex 08:30–20:00"), or null when the
 * pages give none or contradict themselves.
 */
export function openingHoursOf(site: SiteModel): OpeningHours | null {
  const structured = site.schedule.filter((entry) => entry.where === 'structured data').map((entry) => entry.text);
  const pageLines = [...site.schedule.filter((entry) => entry.where !== 'structured data' && entry.where !== 'price').map((entry) => entry.text), ...site.outline.flatMap((section) => section.blocks.map((block) => block.text))].filter((text) => text.length <= 200 && !notTheDoors.test(text));
  // A studio "only by appointment" has hours one can reach it in, not hours it is open: no "open Monday to Friday".
  const byAppointment = [...site.outline.flatMap((section) => section.blocks), ...(site.sentences ?? [])].some((block) => appointmentOnly.test(block.text));
  const week = (structured.length > 0 ? readWeek(structured, site.language, true) : null) ?? (byAppointment ? null : readWeek(pageLines, site.language, false));
  if (!week) return null;
  const groups: DayGroup[] = [];
  for (let day = 0; day < 7; day++) {
    const spans = week.get(day);
    if (!spans) continue;
    const last = groups.at(-1);
    if (last && last.days.at(-1) === day - 1 && key(last.spans) === key(spans)) last.days.push(day);
    else groups.push({ days: [day], spans });
  }
  return { groups };
}

/** The days open as one run (Tuesday to Saturday), when they make one. */
export function openDays(hours: OpeningHours): { from: number; to: number } | null {
  const days = hours.groups.flatMap((group) => group.days);
  const from = days[0]!;
  const to = days.at(-1)!;
  return to - from + 1 === days.length ? { from, to } : null;
}

/** A language's words for the week: each locale gives its own. */
export interface WeekWords {
  /** The day's name as it stands in a list ("Monday", "lunes"). */
  day(day: number): string;
  /** A run of days: "Monday to Friday", "de lunes a viernes", "du mardi au samedi". */
  run(from: string, to: string, fromDay: number, toDay: number): string;
  /** Two days side by side: "Thursday and Friday". */
  pair(first: string, second: string): string;
  /** The whole week: "every day", "täglich". */
  everyDay: string;
  /** One day's times: "7:30am–5:30pm", "de 7:30 a 14:30", "de 9 h à 19 h". */
  times(spans: Spans): string;
  /** Days and their times joined: "Monday to Friday, 7:30am–5:30pm". */
  withTimes(days: string, times: string): string;
  /** Groups listed: "…, and Saturday, 7:30am–1pm". */
  list(items: string[]): string;
}

/**
 * The week in words: every group with its times when there are one or two ("Monday to Friday,
 * 7:30am–5:30pm, and Saturday, 7:30am–1pm"), only the days when the times change more often
 * ("Tuesday to Saturday"), or null when the days make no run and the times no short list.
 */
export function describeWeek(hours: OpeningHours, words: WeekWords): { days: string; withTimes: string | null } | null {
  const daysOf = (days: number[]) => {
    if (days.length === 7) return words.everyDay;
    const from = days[0]!;
    const to = days.at(-1)!;
    if (days.length === 1) return words.day(from);
    if (days.length === 2) return words.pair(words.day(from), words.day(to));
    return words.run(words.day(from), words.day(to), from, to);
  };
  const run = openDays(hours);
  const withTimes = hours.groups.length <= 2 ? words.list(hours.groups.map((group) => words.withTimes(daysOf(group.days), words.times(group.spans)))) : null;
  if (!run && !withTimes) return null;
  return { days: run ? daysOf(hours.groups.flatMap((group) => group.days)) : '', withTimes };
}

/** Minutes as a clock reads in most of Europe: "7:30", "14:00". */
export function clock(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
