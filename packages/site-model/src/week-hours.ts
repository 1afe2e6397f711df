/**
 * Opening hours as a page lays them out: one row per day or day range ("Lunes | 9:00–13:00",
 * "Mon – Fri | 7:30 AM – 5:30 PM", "Dimanche | Fermé"), in a table, a definition list, a list or
 * two spans side by side, in the five languages. The rows are kept as the page writes them, closed
 * days included, so the hours read in the page's own language.
 */
import type { PageBlock } from './read-page.ts';

const day = [
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|weekdays?|weekends?|holidays?|public holidays',
  'montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag|mo|di|mi|do|fr|sa|so|werktags?|feiertags?|feiertage',
  'lunes|martes|miércoles|miercoles|jueves|viernes|sábados?|sabados?|domingos?|lun|mar|mié|mie|jue|vie|sáb|sab|dom|festivos?|feriados?',
  'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lun|mar|mer|jeu|ven|sam|dim|jours fériés|fériés',
  'segunda(?:-feira)?|terça(?:-feira)?|quarta(?:-feira)?|quinta(?:-feira)?|sexta(?:-feira)?|sábado|domingo|seg|ter|qua|qui|sex|sáb|dom',
].join('|');
const joiner = String.raw`\s*(?:[-–—&,/+]|to|through|thru|bis|und|a|al|y|à|au|et|até|e|às)\s*`;
/** A day, a day range or two days, alone on its line ("Mon – Fri", "Lunes a Viernes:", "Domingos y festivos"). */
const dayLabel = new RegExp(String.raw`^(?:${day})\.?(?:${joiner}(?:${day})\.?)?\s*:?$`, 'iu');
const dayLead = new RegExp(String.raw`^((?:${day})\.?(?:${joiner}(?:${day})\.?)?)\s*:?\s+(.+)$`, 'iu');

const time = String.raw`\d{1,2}(?:[:.h]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|uhr|h|hrs)?`;
const closed = 'closed|geschlossen|ruhetag|cerrado|fermé|ferme|fechado|encerrado';
/** The hours of one row: times and ranges ("9:00–13:00 · 16:00–20:00", "7AM–2PM", "9h–19h") or a closed word. */
const hoursValue = new RegExp(String.raw`^(?:(?:${closed})|(?:(?:von|de|from|das|dès)\s+)?${time}(?:\s*(?:[-–—]|to|bis|a|à|às|até)\s*${time})?(?:\s*(?:[·|,/&;]|and|und|y|et|e)\s*(?:(?:von|de|from|das)\s+)?${time}(?:\s*(?:[-–—]|to|bis|a|à|às|até)\s*${time})?)*(?:\s*uhr)?)\.?$`, 'iu');

export function isDayLabel(text: string): boolean {
  return text.length <= 40 && dayLabel.test(text.trim());
}

/** A clock time or a range, not a bare number: "Mar" above "25" is a blog post's date, not Tuesday's hours. */
const clockEvidence = new RegExp(String.raw`\d[:.h]\d{2}|\d\s?(?:am|pm|a\.m\.|p\.m\.|uhr|h|hrs)(?![\p{L}])|\d\s*(?:[-–—]|to|bis|à|a|às|até)\s*\d|^(?:${closed})\.?$`, 'iu');

export function isHoursValue(text: string): boolean {
  const value = text.trim();
  return value.length > 0 && value.length <= 60 && hoursValue.test(value) && clockEvidence.test(value);
}

/** A whole row on one line ("Monday: 7AM–2PM", "Sunday Closed"), or null. */
function rowOnOneLine(text: string): string | null {
  const match = dayLead.exec(text.trim());
  return match && isHoursValue(match[2]!) ? text.trim() : null;
}

export interface DayRows {
  rows: string[];
  /** The blocks the rows were read from, so their halves are not read again as lines of their own. */
  blocks: Set<PageBlock>;
}

/** The page's day-by-day hours, in page order, when it shows at least two such rows. */
export function dayRowsOf(blocks: readonly PageBlock[]): DayRows {
  const rows: string[] = [];
  const used = new Set<PageBlock>();
  const add = (row: string, ...from: PageBlock[]) => {
    if (!rows.includes(row)) rows.push(row);
    for (const block of from) used.add(block);
  };
  for (let index = 0; index < blocks.length && rows.length < 14; index++) {
    const block = blocks[index]!;
    if (block.chrome === 'nav' || block.control) continue;
    const cells = (block.cells ?? []).map((cell) => cell.trim()).filter(Boolean);
    // "Monday | 9:00 – 17:00", or "Monday | 9:00 | 17:00" under "Day | Opens | Closes".
    if (cells.length >= 2 && cells.length <= 4 && isDayLabel(cells[0]!) && cells.slice(1).every(isHoursValue)) {
      const times = cells.slice(1);
      add(`${cells[0]!.replace(/\s*:$/u, '')}: ${times.length === 2 && times.every((time) => /^\S+$/u.test(time)) ? times.join('–') : times.join(' · ')}`, block);
      continue;
    }
    const next = blocks[index + 1];
    if (isDayLabel(block.text) && next && !next.control && isHoursValue(next.text)) {
      add(`${block.text.trim().replace(/\s*:$/u, '')}: ${next.text.trim()}`, block, next);
      index += 1;
      continue;
    }
    const row = rowOnOneLine(block.text);
    if (row) add(row, block);
  }
  return rows.length >= 2 ? { rows, blocks: used } : { rows: [], blocks: new Set() };
}
