/** Small text tools for the built-in generator: a seeded random source and sentence helpers. */

export function hashString(value: string): number {
  let hash = 2166136261;
  for (let i = 0; i < value.length; i++) hash = Math.imul(hash ^ value.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** mulberry32: fast, seedable, good enough to choose between phrasings. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }

  /** A child source for one part of the kit, so adding a phrasing in one part leaves the others unchanged. */
  fork(label: string): Random {
    return new Random(hashString(`${this.state}:${label}`));
  }
}

export const capitalize = (value: string) => (value ? value.charAt(0).toUpperCase() + value.slice(1) : value);

const minorWord = /^(and|or|of|for|to|the|a|an|in|on|with|by|&)$/;

/**
 * Prepares a phrase for the middle of a sentence: Title Case labels ("Automated Reports") become
 * lowercase, acronyms and names with inner capitals (API, iPhone) are kept.
 */
export function lowerFirst(value: string): string {
  const words = value.split(' ');
  const titleCase = words.length > 1 && words.every((w) => /^[A-Z][a-z'’]*(-[A-Za-z]+)*$/.test(w) || minorWord.test(w) || /^[A-Z0-9]{2,}$/.test(w));
  if (titleCase) return words.map((w) => (/^[A-Z0-9]{2,}$/.test(w) ? w : w.toLowerCase())).join(' ');
  const first = words[0] ?? '';
  if (/[A-Z].*[A-Z]/.test(first) || /\d/.test(first)) return value;
  return value.charAt(0).toLowerCase() + value.slice(1);
}

export function sentence(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return trimmed;
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

export function stripEnd(value: string): string {
  return value.trim().replace(/[.!?…,;:]+$/, '');
}

export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Cuts at a word boundary and marks the cut; never returns more than max characters. */
export function clip(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.5 ? cut.slice(0, space) : cut).replace(/[\s,;:.\-–—]+$/, '')}…`;
}

export function hashtag(words: string): string {
  const tag = words
    .replace(/&/g, ' and ')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => (/^[A-Z0-9]+$/.test(word) && word.length <= 4 ? word : capitalize(word.toLowerCase())))
    .join('');
  return tag ? `#${tag}` : '';
}

export function uniqueHashtags(candidates: readonly string[], count: number): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const candidate of candidates) {
    const tag = candidate.startsWith('#') ? candidate : hashtag(candidate);
    const key = tag.toLowerCase();
    if (tag.length < 3 || tag.length > 28 || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
    if (result.length === count) break;
  }
  return result;
}

export function wordCount(value: string): number {
  return value.split(/\s+/).filter(Boolean).length;
}
