/**
 * Text that arrives with an upload (a file's name, a track's name, a description) as it may be
 * stored and shown: no control characters (PostgreSQL cannot even store NUL) or lone surrogates, no
 * bidirectional overrides that make "invoice\u202Egnp.exe" read as "invoiceexe.png", and for file
 * names no path.
 */

/** C0 and C1 controls other than tab, line feed and carriage return. */
function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);
}
/**
 * A UTF-16 surrogate. Iterating by code point one is met only alone (a pair is one code point
 * above U+FFFF), and alone it has no UTF-8 form: PostgreSQL refuses the whole text.
 */
function isSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdfff;
}
/** Bidirectional embeddings, overrides and isolates (the marks LRM and RLM stay: they reorder nothing). */
const bidiControls = /[\u202a-\u202e\u2066-\u2069]/g;
/**
 * Marks that are invisible in a file name and only serve to disguise one: zero-width space,
 * LRM, RLM, the Arabic letter mark and BOM. The zero-width non-joiner and joiner (U+200C, U+200D)
 * stay: Persian and Indic words are spelt with them and emoji sequences are made with them.
 */
const invisibleInNames = /[\u200b\u200e\u200f\u061c\ufeff]/g;

/** Free text (a description, a prompt): controls, lone surrogates and bidirectional overrides removed, line breaks kept. */
export function cleanText(value: string): string {
  let kept = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (!isControl(code) && !isSurrogate(code)) kept += char;
  }
  return kept.replace(bidiControls, '');
}

/** Might cleanText change the text? Most texts of a page hold nothing it removes, and are kept as they are without copying. */
function mayNeedCleaning(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (isControl(code) || isSurrogate(code) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return true;
  }
  return false;
}

/**
 * Every string of plain data (a page read from a site, a model's answer) as cleanText leaves it,
 * keys included; other values are kept. A new value; the input is left as it was.
 */
export function cleanAllText<T>(value: T): T {
  if (typeof value === 'string') return (mayNeedCleaning(value) ? cleanText(value) : value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => cleanAllText(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [cleanAllText(key), cleanAllText(item)])) as T;
  }
  return value;
}

/** One line of text (a track name, an id): as cleanText, with tabs and line breaks turned into spaces. */
export function cleanLine(value: string): string {
  return cleanText(value).replace(/[\t\n\r]/g, ' ');
}

/**
 * The name of an uploaded file as shown to its owner: its last path segment only, clean, trimmed
 * and at most `maxLength` characters; null when nothing meaningful is left. Never a storage key:
 * keys are always made by the server.
 */
export function displayFileName(value: string | null | undefined, maxLength = 255): string | null {
  if (value === null || value === undefined) return null;
  const lastSegment = cleanLine(value).replace(invisibleInNames, '').split(/[\\/]/).pop() ?? '';
  const name = lastSegment.trim();
  if (name === '' || name === '.' || name === '..') return null;
  return name.slice(0, maxLength);
}
