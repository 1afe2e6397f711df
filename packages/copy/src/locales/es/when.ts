import type { Story } from '../../story.ts';

/** The owner's deadline or season, ready to stand in a sentence. */
export interface When {
  /** An adverbial that can open or close a sentence: "este mes", "hasta el 4 de enero", "por Navidad". */
  adverb: string;
  /** A limit ("hasta…", "antes de…"), not a period. */
  deadline: boolean;
  /** What the deadline is for, when the owner said it: "encargos", "reservas", "inscripciones". */
  lead: 'encargo' | 'pedido' | 'reserva' | 'inscripcion' | null;
  /** The holiday or season itself ("Navidad", "el verano"), for "¿Lo tienes todo listo para…?". */
  occasion: string | null;
}

const months = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
const seasons = 'verano|invierno|primavera|otoño';
const holidays = String.raw`navidad(?:es)?|semana\s+santa|reyes|todos\s+los\s+santos|san\s+valent[ií]n|d[ií]a\s+de\s+la\s+madre|d[ií]a\s+del\s+padre|carnaval(?:es)?|pascua|san\s+juan|fin\s+de\s+año|nochevieja|halloween|black\s+friday|vuelta\s+al\s+cole`;

const leads: Array<[RegExp, When['lead']]> = [
  [/^(?:encargos?|encarga|encargad)\s+/iu, 'encargo'],
  [/^(?:pedidos?|pide|pedid)\s+/iu, 'pedido'],
  [/^(?:reservas?|reservad)\s+/iu, 'reserva'],
  [/^(?:inscripci(?:ón|ones)|inscríbete|apúntate)\s+/iu, 'inscripcion'],
];

/** Reads the owner's "when" ("encargos hasta el 4 de enero", "este mes", "Navidad") as an adverbial. */
export function whenOf(story: Story): When | null {
  const raw = story.when?.trim().replace(/[.,;:]+$/u, '');
  if (!raw) return null;
  let text = raw;
  let lead: When['lead'] = null;
  for (const [pattern, kind] of leads) {
    if (pattern.test(text) && /^(?:hasta|antes)\b/iu.test(text.replace(pattern, ''))) {
      lead = kind;
      text = text.replace(pattern, '');
      break;
    }
  }
  // Months, seasons and "este/hasta/antes…" are written lower case mid-sentence; a holiday keeps its capitals.
  text = text.replace(/^\p{Lu}(?=\p{Ll})/u, (first) => (new RegExp(`^(?:${holidays})`, 'iu').test(text) ? first : first.toLocaleLowerCase()));
  const lower = text.toLocaleLowerCase();
  let adverb: string;
  if (/^(?:este|esta|estos|estas|en|hasta|antes|durante|todo|toda|todos|todas|el|la|los|las|a\s+partir|desde|del|cada|pr[óo]xim[oa]|hoy|mañana|ya|por|para|entre|a\s+finales|a\s+principios|a\s+mediados)\b/u.test(lower)) adverb = text;
  else if (/^\d/u.test(lower)) adverb = `el ${text}`;
  else if (new RegExp(`^(?:${months})\\b`, 'u').test(lower)) adverb = `en ${text}`;
  else if (/^(?:s[áa]bados|domingos)\b/u.test(lower)) adverb = `los ${text}`;
  else if (/^(?:lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo)\b/u.test(lower)) adverb = `el ${text}`;
  else if (new RegExp(`^(?:${seasons})\\b`, 'u').test(lower)) adverb = `en ${text}`;
  else if (new RegExp(`^(?:${holidays})\\b`, 'iu').test(lower)) adverb = `por ${text}`;
  else adverb = text;
  const occasionMatch = new RegExp(`(?:^|\\s)(?:(?:el|la)\\s+)?(${holidays}|${seasons})$`, 'iu').exec(text);
  const occasion = occasionMatch ? occasionMatch[1]!.replace(new RegExp(`^(?:${seasons})$`, 'iu'), (season) => `${/^primavera$/iu.test(season) ? 'la' : 'el'} ${season.toLocaleLowerCase()}`) : null;
  return { adverb, deadline: /^(?:hasta|antes)\b/iu.test(adverb), lead, occasion };
}
