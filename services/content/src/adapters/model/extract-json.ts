/**
 * The JSON object in a model's answer, however it was wrapped: bare, in a ```json fence, or after
 * a sentence of preamble. Servers without structured output (and some with it) answer all three.
 */
export type Extracted = { ok: true; value: unknown } | { ok: false; error: string };

/** The balanced {...} starting at `start` (strings and escapes respected), or null when it never closes. */
function objectAt(text: string, start: number): string | null {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

const maxStarts = 200;

/**
 * The first JSON object in the answer. Reasoning models may think aloud first (<think>…</think>) and
 * a preamble may hold braces ("{Name}"), so every opening brace is tried in turn.
 */
export function extractJson(answer: string): Extracted {
  const text = answer.replace(/<think>[\s\S]*?(?:<\/think>|$)/gu, '').trim();
  if (!text) return { ok: false, error: 'the answer was empty' };
  const fenced = /```(?:json|JSON)?\s*\n?([\s\S]*?)(?:```|$)/u.exec(text)?.[1];
  for (const source of [fenced, text]) {
    if (!source) continue;
    let unclosed = false;
    for (let start = source.indexOf('{'), tries = 0; start >= 0 && tries < maxStarts; start = source.indexOf('{', start + 1), tries++) {
      const candidate = objectAt(source, start);
      if (candidate === null) {
        unclosed = true;
        break;
      }
      try {
        const value: unknown = JSON.parse(candidate);
        if (value && typeof value === 'object' && !Array.isArray(value)) return { ok: true, value };
      } catch {
        // the next opening brace
      }
    }
    if (unclosed && source === text) return { ok: false, error: 'the JSON object never closes (the answer looks cut off)' };
  }
  return { ok: false, error: 'the answer holds no JSON object' };
}
