/**
 * The JSON object in a model's answer, however it was wrapped: bare, in a ```json fence, or after
 * a sentence of preamble. Servers without structured output (and some with it) answer all three.
 */
export type Extracted = { ok: true; value: unknown } | { ok: false; error: string };

/** The first balanced {...} in the text (strings and escapes respected), or null when it never closes. */
function outermostObject(text: string): string | null {
  const start = text.indexOf('{');
  if (start < 0) return null;
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

export function extractJson(answer: string): Extracted {
  const text = answer.trim();
  if (!text) return { ok: false, error: 'the answer was empty' };
  const fenced = /```(?:json|JSON)?\s*\n?([\s\S]*?)(?:```|$)/u.exec(text)?.[1];
  for (const candidate of [text, fenced, outermostObject(fenced ?? text), outermostObject(text)]) {
    if (!candidate) continue;
    try {
      const value: unknown = JSON.parse(candidate);
      if (value && typeof value === 'object' && !Array.isArray(value)) return { ok: true, value };
    } catch {
      // the next, narrower candidate
    }
  }
  if (text.includes('{') && outermostObject(text) === null) return { ok: false, error: 'the JSON object never closes (the answer looks cut off)' };
  return { ok: false, error: 'the answer holds no JSON object' };
}
