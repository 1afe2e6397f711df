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
 * A surrogate that is not half of a pair (iterating by code point, a pair is one code point above
 * U+FFFF): it has no UTF-8 form, so PostgreSQL refuses the whole text.
 */
function isLoneSurrogate(code: number): boolean {
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
    if (!isControl(code) && !isLoneSurrogate(code)) kept += char;
  }
  return kept.replace(bidiControls, '');
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
