/**
 * Prices as written on a page ("£450", "ab 39 €", "12,50 €", "R$ 89,90/mês", "from $12/month") and
 * what each one is for. Matching is on whole tokens: a digit run inside a word is never a price.
 */

const lead = String.raw`(?:(?:ab|from|desde|à partir de|a partir de|dès|starting at|only|just|nur|seulement|solo|apenas|por apenas)\s+)?`;
const amountNumber = String.raw`\d{1,3}(?:[.,\u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const currencyBefore = String.raw`(?:R\$|US\$|CHF|EUR|GBP|USD|[$€£])\s?(?:${amountNumber})(?:,-|\.-)?`;
const currencyAfter = String.raw`(?:${amountNumber})(?:,-|\.-)?\s?(?:€|EUR|CHF|£|\$|euros?|Euro)`;
const period = String.raw`(?:\s?(?:\/|per|pro|por|par|al|au|a|la|le)\s?(?:month|mo|year|yr|hour|hr|h|session|person|lesson|class|night|user|seat|week|monat|jahr|stunde|std|person|termin|stück|nacht|woche|mes|año|hora|sesión|persona|clase|noche|semana|mois|an|heure|séance|personne|cours|nuit|semaine|mês|ano|sessão|pessoa|aula|noite)(?![\p{L}\p{N}])\.?){0,2}`;

const pricePattern = new RegExp(String.raw`(?<![\p{L}\p{N}])${lead}(?:${currencyBefore}|${currencyAfter})${period}(?![\p{L}\p{N}])`, 'giu');
const anyDigit = /\d/;
/** Every written amount carries one of these (a quick test before the full pattern). */
const currencyMark = /[$€£]|EUR|CHF|GBP|USD|euro/i;
/** A menu row's bare amount at the end of the line: "Seeded rye ..... 6.50". */
const bareRowAmount = /(?:^|\s|\.)(\d{1,3}[.,]\d{2})\s*$/u;
const leaderDots = /\.{3,}|…{2,}|·{3,}|_{3,}/;
const separatorsAtEnd = /[\s.…·:|–—\-_,;]+$/u;
const separatorsAtStart = /^[\s.…·:|–—\-_,;]+/u;
/** Linking words between an item and its price ("The course costs ab 39 €"); dropped from the item. */
const linkingWords = new Set(
  'costs cost is are at for just only kostet kosten ist sind für nur cuesta cuestan es son por desde solo coûte coûtent est sont pour à seulement custa custam é são por apenas'.split(' '),
);

export interface FoundAmount {
  amount: string;
  start: number;
  end: number;
}

/** Amounts with a currency, as written. `bareRow` also accepts a row's trailing "6.50" (menus, price lists). */
export function amountsIn(text: string, options: { bareRow?: boolean } = {}): FoundAmount[] {
  const found: FoundAmount[] = [];
  // Every amount has a digit; most page text has none (cheaper than running the pattern).
  if (!anyDigit.test(text)) return found;
  if (currencyMark.test(text)) {
    // exec on the one compiled pattern: matchAll would clone the regular expression on every call.
    pricePattern.lastIndex = 0;
    for (let match = pricePattern.exec(text); match; match = pricePattern.exec(text)) {
      found.push({ amount: match[0].trim(), start: match.index, end: match.index + match[0].length });
      if (found.length >= 6) break;
    }
    pricePattern.lastIndex = 0;
  }
  if (found.length === 0 && options.bareRow) {
    const bare = bareRowAmount.exec(text);
    if (bare) {
      const start = bare.index + bare[0].indexOf(bare[1]!);
      found.push({ amount: bare[1]!, start, end: start + bare[1]!.length });
    }
  }
  return found;
}

export function hasLeaderDots(text: string): boolean {
  return leaderDots.test(text);
}

function cleanItem(raw: string): string | null {
  const words = raw.replace(separatorsAtEnd, '').replace(separatorsAtStart, '').split(/\s+/).filter(Boolean);
  while (words.length > 0 && linkingWords.has(words[words.length - 1]!.toLowerCase())) words.pop();
  while (words.length > 0 && linkingWords.has(words[0]!.toLowerCase())) words.shift();
  const item = words.join(' ').replace(separatorsAtEnd, '');
  if (!item || words.length > 6 || item.length > 60 || !/\p{L}/u.test(item) || /[.!?]\s/.test(item)) return null;
  return item;
}

/**
 * What a price in `text` is for: a table row's other cell, the words right before it ("Uncontested
 * divorce — £450"), the words right after it ("£450 for an uncontested divorce"), else the heading
 * of the card it sits in.
 */
export function itemOfPrice(found: FoundAmount, text: string, context: { cells?: string[]; heading: string | null }): string | null {
  if (context.cells && context.cells.length > 1) {
    const other = context.cells.find((cell) => !cell.includes(found.amount) && amountsIn(cell, { bareRow: true }).length === 0 && /\p{L}/u.test(cell));
    const cleaned = other ? cleanItem(other) : null;
    if (cleaned) return cleaned;
  }
  const before = text.slice(0, found.start);
  const lastBreak = Math.max(before.lastIndexOf('. '), before.lastIndexOf(': '), before.lastIndexOf('! '), before.lastIndexOf('? '));
  const fromBefore = cleanItem(lastBreak >= 0 && !hasLeaderDots(before) ? before.slice(lastBreak + 2) : before);
  if (fromBefore) return fromBefore;
  const after = text.slice(found.end).split(/[.!?;(]/u)[0] ?? '';
  const fromAfter = /^\s*(?:for|für|por|pour|para|pro)\s/iu.test(after) ? cleanItem(after) : null;
  if (fromAfter) return fromAfter;
  return context.heading ? cleanItem(context.heading) : null;
}
