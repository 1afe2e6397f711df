import { capitalizeFirst, fitSentences, splitSentences, wordsOf, type KitLanguage } from '@sitespark/site-model';
import type { Frame, LanguageBank } from './banks/bank.ts';
import { endSentence, type Material, type Slots } from './material.ts';
import type { Random } from './random.ts';
import type { Style } from './style.ts';

const slotPattern = /\{([a-zA-Z0-9]+)\}/gu;

export function slotsOf(frame: Frame): string[] {
  return [...frame.matchAll(slotPattern)].map((m) => m[1]!);
}

/** Can every slot of the frame be filled? */
export function fillable(frame: Frame, slots: Slots): boolean {
  return slotsOf(frame).every((slot) => Boolean(slots[slot]));
}

/**
 * Fill a frame with the site's words. A value that starts a sentence is capitalised; a value the
 * sentence runs on after loses its own closing punctuation, so "{offer} at {name}." never reads
 * "Free delivery! at ...". Returns null when a slot has no value.
 */
export function fill(frame: Frame, slots: Slots): string | null {
  if (!fillable(frame, slots)) return null;
  let output = '';
  let last = 0;
  for (const match of frame.matchAll(slotPattern)) {
    output += frame.slice(last, match.index);
    last = match.index + match[0].length;
    let value = slots[match[1]!]!.trim();
    const rest = frame.slice(last);
    if (output.trim() === '' || /[.!?]\s+$/u.test(output)) value = capitalizeFirst(value);
    const sentenceRunsOn = /^[\p{P}]/u.test(rest) || /^\s+[^\s{]/u.test(rest);
    if (sentenceRunsOn) value = value.replace(/[.!?;:,…]+$/u, '');
    output += value;
  }
  output += frame.slice(last);
  return output.replace(/\s{2,}/gu, ' ').replace(/\s+([,.;!?])/gu, '$1').trim();
}

export interface PickOptions {
  /** The frame must name this slot (the fact the piece leads with). */
  require?: string;
  /** End the line as a sentence. */
  sentence?: boolean;
  maxLength?: number;
}

/**
 * Chooses frames for one kit: a frame already used in this kit is taken again only when no
 * unused one fits, and a line already written is never written twice.
 */
export class Composer {
  private readonly usedFrames = new Set<string>();
  private readonly usedLines = new Set<string>();

  constructor(
    readonly bank: LanguageBank,
    readonly material: Material,
    readonly style: Style,
    private readonly random: Random,
  ) {}

  get language(): KitLanguage {
    return this.material.language;
  }

  pick(frames: readonly Frame[], slots: Slots, options: PickOptions = {}): string | null {
    const candidates = frames.filter((frame) => (!options.require || slotsOf(frame).includes(options.require)) && fillable(frame, slots));
    const ordered = [...this.random.shuffle(candidates.filter((f) => !this.usedFrames.has(f))), ...this.random.shuffle(candidates.filter((f) => this.usedFrames.has(f)))];
    for (const frame of ordered) {
      let line = fill(frame, slots);
      if (!line) continue;
      if (options.sentence) line = endSentence(line);
      if (options.maxLength && [...line].length > options.maxLength) continue;
      if (this.usedLines.has(line)) continue;
      if (this.style.mentionsAvoided(line)) continue;
      this.usedFrames.add(frame);
      this.usedLines.add(line);
      return line;
    }
    return null;
  }

  /** Note a line written outside `pick` (a site sentence), so it is not repeated word for word as a frame. */
  remember(line: string): void {
    this.usedLines.add(line);
  }

  nextRandom(): Random {
    return this.random;
  }

  /** A text with any sentence the user asked to avoid dropped. */
  clean(text: string): string {
    if (!this.style.hasAvoid) return text;
    return text
      .split('\n')
      .map((line) => {
        if (!this.style.mentionsAvoided(line)) return line;
        const kept = splitSentences(line, this.language).filter((s) => !this.style.mentionsAvoided(s));
        return kept.join(' ');
      })
      .filter((line, index, lines) => line.trim() !== '' || (index > 0 && lines[index - 1]!.trim() !== ''))
      .join('\n')
      .replace(/\n{3,}/gu, '\n\n')
      .trim();
  }

  fit(text: string, maxChars: number): string {
    return fitSentences(text, maxChars, this.language);
  }

  words(text: string): string[] {
    return wordsOf(text, this.language);
  }
}
