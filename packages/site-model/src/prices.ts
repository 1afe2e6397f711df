/**
 * Prices as written on a page ("£450", "ab 39 €", "12,50 €", "R$ 89,90/mês", "from $12/month") and
 * what each one is for. Matching is on whole tokens: a digit run inside a word is never a price.
 */

const lead = String.raw`(?:(?:ab|from|desde|à partir de|a partir de|dès|starting at|only|just|nur|seulement|solo|apenas|por apenas)\s+)?`;
const amountNumber = String.raw`\d{1,3}(?:[.,\u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const currencyBefore = String.raw`(?:R\$|US\$|CHF|EUR|GBP|USD|[$€£])\s?(?:${amountNumber})(?:,-|\.-)?`;
/** Where the currency follows, thousands may be set apart by a plain space too ("1 150 € TTC"). */
const amountNumberSpaced = String.raw`\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?(?!\d)|\d+(?:[.,]\d{1,2})?`;
const currencyAfter = String.raw`(?:${amountNumberSpaced})(?:,-|\.-)?\s?(?:€|EUR|CHF|£|\$|euros?|Euro)`;
const period = String.raw`(?:\s?(?:\/|per|pro|por|par|al|au|a|la|le)\s?(?:month|mo|year|yr|hour|hr|h|session|person|lesson|class|night|day|user|seat|week|tag|día|dia|jour|monat|jahr|stunde|std|person|termin|stück|nacht|woche|mes|año|hora|sesión|persona|clase|noche|semana|mois|an|heure|séance|personne|cours|nuit|semaine|mês|ano|sessão|pessoa|aula|noite|m²|m2|m³|m3|qm|kg|km|kilo|ml|cl|l|litro|liter|litre)(?![\p{L}\p{N}])\.?){0,2}`;

/** The quantity the amount buys, in brackets after it: "8,50€ (5 litros)", "$12 (2 lb)", "4 € (6 Stück)". */
const quantity = String.raw`(?:\s?\(\s?\d+(?:[.,]\d+)?\s?(?:l|litros?|liters?|litres?|kg|g|gr|lb|lbs|oz|ml|cl|m|cm|pcs|pieces?|unidades?|unid|units?|stück|stk|piezas?|peças?|pièces?|pack|x)\.?\s?\))?`;
const pricePattern = new RegExp(String.raw`(?<![\p{L}\p{N}])${lead}(?:${currencyBefore}|${currencyAfter})${period}${quantity}(?![\p{L}\p{N}])`, 'giu');
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

/** Abbreviated units whose full stop belongs to the amount ("12 € pro Std.", "$9/mo."). */
const abbreviatedUnit = /(?<![\p{L}])(?:mo|yr|hr|h|std|min|sess|pers)\.$/iu;
const leadWord = /^(?:ab|from|desde|à partir de|a partir de|dès|starting at|only|just|nur|seulement|solo|apenas|por apenas)(?=\s)/iu;

/**
 * The amount as a clean phrase: a lead word in lower case ("From £45" at the start of a line is
 * "from £45": the capital only says where the line starts; callers case it for their sentence)
 * and no sentence-final full stop ("85 € par personne." is "85 € par personne").
 */
export function cleanAmount(raw: string): string {
  let amount = raw.trim();
  if (amount.endsWith('.') && !amount.endsWith('.-') && !abbreviatedUnit.test(amount)) amount = amount.slice(0, -1).trimEnd();
  return amount.replace(leadWord, (word) => word.toLocaleLowerCase());
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
      const written = match[0].trim();
      const amount = cleanAmount(written);
      const start = match.index + match[0].indexOf(written);
      found.push({ amount, start, end: start + amount.length });
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

/** Articles before a noun: "Die Tasse" names a cup, the item is "Tasse". */
const articles = new Set(
  `the a an der die das den dem des ein eine einen einem einer eines el la los las un una unos unas le les l' du des o os as um uma uns umas`.split(/\s+/u),
);
/** Words that open a clause about the price, not a thing: "Von vielen Krankenkassen bezuschusst", "Priced by the hour". */
const clauseOpeners = new Set(`by with von mit durch bei por con sin par avec sans pelo pela com sem`.split(/\s+/u));
const clauseSecondWords = new Set(`by per at durch`.split(/\s+/u));
/** Insurance, reimbursement and quotes qualify a price; they are never what is priced. */
const qualifierWords =
  /(?<![\p{L}])(?:insur\p{L}*|covered|reimburs\p{L}*|subsidi[sz]ed|krankenkass\p{L}*|kassen|bezuschusst|erstattet|zuzahlung|seguros?|aseguradoras?|reembols\p{L}*|mutuelles?|rembours\p{L}*|convênios?|conv[eê]nio|plano de saúde|quoted?)(?![\p{L}])/iu;
const quoteMarks = /["“”„«»]/u;
const quantityOnly = /^[\d.,\s]+\p{L}{0,3}\.?$/u;

/**
 * A price's item must name a thing: not a clause about insurance or a quote, not a quantity
 * ("250 g"), and without a leading article ("Die Tasse" is "Tasse").
 */
export function itemPhrase(raw: string | null): string | null {
  // "Turma (2x por semana, 1h30)": the thing is named before its details in brackets.
  const cleaned = raw ? cleanItem(raw.replace(/\s*\([^()]*,[^()]*\)\s*$/u, '')) : null;
  if (!cleaned || quoteMarks.test(cleaned) || /[,;]/u.test(cleaned) || qualifierWords.test(cleaned) || quantityOnly.test(cleaned)) return null;
  const words = cleaned.split(' ');
  if (clauseOpeners.has(words[0]!.toLowerCase()) || (words.length > 1 && clauseSecondWords.has(words[1]!.toLowerCase()))) return null;
  while (words.length > 1 && articles.has(words[0]!.toLowerCase().replace(/’/gu, "'"))) words.shift();
  if (words.length === 1 && /^l['’]/iu.test(words[0]!)) words[0] = words[0]!.slice(2);
  const item = words.join(' ');
  return /\p{L}{2}/u.test(item) ? item : null;
}

/** Section headings over a list of prices ("Fees", "Unsere Preise", "Tarifs"): they say prices follow, not what is priced. */
const genericPriceHeading =
  /^(?:(?:our|my|unsere?|meine?|nuestr[oa]s|mis|nos|mes|nossos|nossas|os nossos|as nossas)\s+)?(?:fees?|prices?|pricing|price list|rates|costs?|plans?|packages|menu|preise|preisliste|kosten|honorare?|tarife?|karte|speisekarte|precios|tarifas|honorarios|lista de precios|carta|men[uú]|tarifs?|prix|honoraires|carte|forfaits|preços|tabela de preços|honorários|card[aá]pio|valores|planes|paquetes|pakete|tarifpakete|formules|planos|pacotes)$/iu;

/** Is this heading a generic price section title rather than the name of what is priced? */
export function isGenericPriceHeading(heading: string): boolean {
  return genericPriceHeading.test(heading.trim().replace(/[\s:.]+$/u, ''));
}

/** "$1.50 each", "12 € pro Stück", "5 € cada uno": how the amount counts, not what it is for. */
const unitTail = /^(?:each|apiece|ea|pp|a piece|per piece|person|pers|stück|stk|je stück|cada(?: uno| una| um| uma)?|chacun|chacune|la pièce|pièce|unidad|unidade|inkl\.?.*|incl\.?.*|tax|vat|mwst\.?|iva|tva|net|brutto|netto)$/iu;
const sentenceBreaks = ['. ', '! ', '? '];
const clauseBreaks = ['. ', '! ', '? ', ': ', ', ', '; '];
/** A row label ends in a separator right before the amount: "Self assessment only: £250", "Seeded rye ..... 6.50", "Consent order – £650". */
const labelSeparator = /(?:[:·|–—]|\s-|\.{3,}|…+|_{3,})\s*$/u;

function lastBreakIn(text: string, breaks: string[]): number {
  let last = -1;
  for (const mark of breaks) last = Math.max(last, text.lastIndexOf(mark));
  return last;
}

/**
 * What a price in `text` is for, the thing priced: a table row's other cell; a row's own label
 * ("Self assessment only: £250 a year"); the title of the card the price stands in ("Full groom"
 * for "From £45 for small dogs."); a noun phrase right before the amount ("Monthly membership is
 * $29/month"); the words right after it ("£450 for an uncontested divorce"); else the heading above,
 * unless that heading only says prices follow ("Fees").
 */
export function itemOfPrice(found: FoundAmount, text: string, context: { cells?: string[]; heading: string | null; card?: string | null }): string | null {
  if (context.cells && context.cells.length > 1) {
    const other = context.cells.find((cell) => !cell.includes(found.amount) && amountsIn(cell, { bareRow: true }).length === 0 && /\p{L}/u.test(cell));
    const cleaned = itemPhrase(other ?? null);
    if (cleaned) return cleaned;
  }
  const before = text.slice(0, found.start);
  // The clause the amount stands in, and whether a label with a separator leads into it.
  if (labelSeparator.test(before) || hasLeaderDots(before)) {
    const label = before.replace(separatorsAtEnd, '');
    const start = hasLeaderDots(before) ? 0 : lastBreakIn(label, sentenceBreaks) + 1;
    const fromLabel = itemPhrase(label.slice(start));
    if (fromLabel) return fromLabel;
  }
  const card = context.card && !isGenericPriceHeading(context.card) ? itemPhrase(context.card) : null;
  if (card) return card;
  const clauseStart = lastBreakIn(before, clauseBreaks);
  // "primero, segundo, postre, pan y bebida por 15,90 €": the last of an enumeration is not what the price is for.
  const sentence = before.slice(lastBreakIn(before, sentenceBreaks) + 1);
  const listTail = before.slice(clauseStart, clauseStart + 2) === ', ' && (sentence.match(/, /gu)?.length ?? 0) >= 2;
  const fromBefore = listTail ? null : itemPhrase(clauseStart >= 0 ? before.slice(clauseStart + 2) : before);
  if (fromBefore) return fromBefore;
  const after = text.slice(found.end).split(/[.!?;,(]/u)[0] ?? '';
  const fromAfter = /^\s*(?:for|für|por|pour|para|pro)\s/iu.test(after) ? itemPhrase(after) : null;
  if (fromAfter) return fromAfter;
  // A short line that ends on what is priced: "non member $5 Greens fee", "$18.00 per 18 Holes", "20 € Rabatt".
  const tail = after.replace(/^\s*(?:per|pro|por|par|je|a|à)\s+/iu, '').trim();
  const tailWords = tail.split(/\s+/u).filter(Boolean);
  const lineEnds = text.slice(found.end).trim().replace(/[.!]$/u, '') === after.trim();
  if (lineEnds && text.split(/\s+/u).length <= 12 && tailWords.length >= 1 && tailWords.length <= 4 && /\p{L}{3}/u.test(tail) && !unitTail.test(tail)) {
    const fromTail = itemPhrase(tail);
    // Who the price is for, said before it and no item itself ("Up to 11 years old - non member $5 Greens fee"), stays
    // with the item: "Greens fee" alone read as every player's greens fee.
    const condition = before.replace(separatorsAtEnd, '').replace(separatorsAtStart, '').trim();
    if (fromTail && /\p{L}{2}/u.test(condition) && condition.split(/\s+/u).length <= 8) return `${fromTail} (${condition.toLocaleLowerCase()})`;
    if (fromTail) return fromTail;
  }
  return context.heading && !isGenericPriceHeading(context.heading) ? itemPhrase(context.heading) : null;
}
