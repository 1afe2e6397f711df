import { splitSentences, stripEmoji, wordsOf, type KitLanguage } from '@sitespark/site-model';
import type { Frame, LanguageBank } from './banks/bank.ts';
import { endSentence, fitWhole, sentenceCase, type Material, type Slots } from './material.ts';
import type { Random } from './random.ts';
import type { Style } from './style.ts';


const slotPattern = /\{([a-zA-Z0-9]+)\}/gu;

const slotCache = new Map<Frame, string[]>();

/** The slots a frame names; banks are fixed, so each frame is read once. */
export function slotsOf(frame: Frame): string[] {
  let slots = slotCache.get(frame);
  if (!slots) {
    slots = [...frame.matchAll(slotPattern)].map((m) => m[1]!);
    if (slotCache.size > 20_000) slotCache.clear();
    slotCache.set(frame, slots);
  }
  return slots;
}

/** Can every slot of the frame be filled? */
export function fillable(frame: Frame, slots: Slots): boolean {
  return slotsOf(frame).every((slot) => Boolean(slots[slot]));
}

/** Slots whose text is the site's own sentence: a frame ending in one ends as a sentence. */
const sentenceSlots = new Set(['offer', 'schedule', 'detail', 'quote']);

/** A full stop that belongs to the word before it (an initial, "a.m.", "Co."): kept when the sentence runs on. */
const ownFullStop = /(?:^|[\s(])(?:\p{Lu}|\p{L}{1,3}\.\p{L}{1,2}|Co|Dr|Mr|Mrs|Ms|St|Sr|Sra|Jr|Ltd|Inc|Mme|Mlle|Nr|Str|etc|ca|bzw|usw)\.$/u;

/** Spanish "y" becomes "e" before an i- or hi- sound, "o" becomes "u" before an o- or ho- sound. */
function spanishConjunctions(text: string): string {
  return text
    .replace(/(?<=[\p{L}\p{N}.)»”"]\s)y(?=\s+h?[iíIÍ](?![aeoáéóAEOÁÉÓ]))/gu, 'e')
    .replace(/(?<=[\p{L}\p{N}.)»”"]\s)o(?=\s+h?[oóOÓ])/gu, 'u');
}

/** Horizontal spaces other than the narrow no-break space French puts before : ; ? ! (and « »). */
const looseSpace = /[ \t\u00A0]+/u.source;
const repeatedSpace = new RegExp(`(?:${looseSpace}){2,}`, 'gu');
const spaceBeforeComma = new RegExp(`(?:${looseSpace})+([,.])`, 'gu');
const spaceBeforeMark = new RegExp(`(?:${looseSpace})+([;!?])`, 'gu');

/**
 * Fill a frame with the site's words. A value that starts a sentence (also after an opening ¿, ¡
 * or «) is capitalised; a value the sentence runs on after loses its own closing punctuation, so
 * "{offer} at {name}." never reads "Free delivery! at ...", except a full stop that is part of an
 * initial or abbreviation ("Lucía M."). A frame ending in a sentence slot ({offer}, {detail}...)
 * ends as a sentence. Returns null when a slot has no value.
 */
export function fill(frame: Frame, slots: Slots, language?: KitLanguage): string | null {
  if (!fillable(frame, slots)) return null;
  let output = '';
  let last = 0;
  let lastSlot = '';
  for (const match of frame.matchAll(slotPattern)) {
    output += frame.slice(last, match.index);
    last = match.index + match[0].length;
    lastSlot = match[1]!;
    let value = slots[lastSlot]!.trim();
    const rest = frame.slice(last);
    const before = output.replace(/[¿¡«„“"(\s\u202F]+$/u, '');
    if (before.trim() === '' || /[.!?]$/u.test(before)) value = sentenceCase(value);
    const sentenceRunsOn = /^[\p{P}]/u.test(rest) || /^\s+[^\s{]/u.test(rest);
    if (sentenceRunsOn) {
      if (ownFullStop.test(value)) {
        if (rest.startsWith('.')) last += 1;
      } else {
        value = value.replace(/[.!?;:,…]+$/u, '');
      }
    }
    output += value;
  }
  const tail = frame.slice(last);
  output += tail;
  let text = output
    .replace(repeatedSpace, ' ')
    .replace(spaceBeforeComma, '$1')
    .replace(/ \u202F/gu, '\u202F')
    .trim();
  if (language !== 'fr') text = text.replace(spaceBeforeMark, '$1');
  if (tail.trim() === '' && sentenceSlots.has(lastSlot)) text = endSentence(text);
  if (language === 'es') text = spanishConjunctions(text);
  return text;
}

/** Words a sentence cannot end on: prepositions, articles, conjunctions ("Book a class, online at"). */
const danglingWords: Record<KitLanguage, Set<string>> = {
  en: new Set('a an the and or but of at in on to for from with by via into onto about than as our your my their its'.split(' ')),
  de: new Set('der die das den dem des ein eine einen einem einer und oder aber mit für von vom zum zur im in am an auf aus bei nach über unter vor bis als unser unsere dein deine ihr ihre'.split(' ')),
  es: new Set('el la los las un una y e o u pero de del a al en con para por sin sobre que nuestro nuestra tu su'.split(' ')),
  fr: new Set('le la les l un une et ou mais de du des à au aux en dans avec pour par sur sans que notre votre ton ta'.split(' ')),
  pt: new Set('o a os as um uma e ou mas de do da dos das em no na nos nas com para por sem sobre que nosso nossa seu sua'.split(' ')),
};

const urlLike = /\b(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|io|co|uk|de|es|fr|pt|br|app|dev|shop|eu|at|ch)(?:\/\S*)?|\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?(?:\/\S*)?/giu;

/** Does a line (read without its links, as a flyer or a screen reader may) stop on a word that cannot end a sentence? */
export function dangles(text: string, language: KitLanguage): boolean {
  return text.split('\n').some((line) => {
    const bare = line.replace(urlLike, ' ').replace(/[\s:→–—,;]+$/u, '').trim();
    if (!bare) return false;
    const lastWord = bare.split(/\s+/u).at(-1)!.replace(/[^\p{L}]/gu, '').toLowerCase();
    return danglingWords[language].has(lastWord) && /[\p{L}]$/u.test(bare);
  });
}

/** The frame's sentences that say a site fact: a sentence with no slot but {name}, {url} or {domain} ("Share it below.") is dropped. */
const factless = new Set(['name', 'url', 'domain']);
export function factualFrame(frame: Frame): Frame {
  const sentences = frame.split(/(?<=[.!?])\s+(?=[\p{Lu}¿¡{«„“])/u);
  if (sentences.length < 2) return frame;
  const kept = sentences.filter((sentence) => slotsOf(sentence).some((slot) => !factless.has(slot)));
  return kept.length > 0 ? kept.join(' ') : frame;
}

/** Would the frame say a slot's value twice ("for people in Leipzig ... in Leipzig")? */
function repeats(frame: Frame, slots: Slots): boolean {
  const used = slotsOf(frame);
  return used.some((slot) => {
    const value = slots[slot]?.trim().toLowerCase();
    if (!value || value.length < 3 || slot === 'url' || slot === 'domain') return false;
    return used.some((other) => other !== slot && (slots[other] ?? '').toLowerCase().includes(value));
  });
}

const featureSlots = ['feature', 'feature2', 'feature3'];

/**
 * A price that starts with "from" ("desde 120 € al mes", "ab 39 €", "à partir de 60 €") after a
 * frame's "for" reads "por desde", "für ab": such a price takes only frames that do not put a
 * preposition before it.
 */
const fromPrice = /^(?:from|starting at|ab|desde|a partir de|à partir de|dès)\s/iu;
const forBeforePrice = /(?:^|\s)(?:for|at|für|zu|por|a|para|pour|à)\s+\{price\}/iu;
function putsPrepositionBeforeFromPrice(frame: Frame, slots: Slots): boolean {
  return fromPrice.test(slots.price ?? '') && forBeforePrice.test(frame);
}

/**
 * Does a verb-phrase feature name ("learn to bake sourdough") stand as a label in the frame: at
 * its start before a colon, or after a colon at the end of a sentence ("Spotlight: {feature}.")?
 * A frame that puts it where a noun belongs ("Spotlight on {feature}") reads badly.
 */
export function asLabel(frame: Frame, slot: string): boolean {
  const marker = `{${slot}}`;
  const at = frame.indexOf(marker);
  if (at < 0) return true;
  const before = frame.slice(0, at);
  const after = frame.slice(at + marker.length);
  if (before.trim() === '' && /^[\s\u202F]*:/u.test(after)) return true;
  return /:[\s\u202F]*$/u.test(before) && /^[\s\u202F]*(?:[.!?]|$)/u.test(after);
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
  private readonly said = new Map<string, number>();

  readonly bank: LanguageBank;
  readonly material: Material;
  readonly style: Style;
  private readonly random: Random;

  constructor(bank: LanguageBank, material: Material, style: Style, random: Random) {
    this.bank = bank;
    this.material = material;
    this.style = style;
    this.random = random;
  }

  get language(): KitLanguage {
    return this.material.language;
  }

  pick(frames: readonly Frame[], slots: Slots, options: PickOptions = {}): string | null {
    const candidates = frames.filter((frame) => (!options.require || slotsOf(frame).includes(options.require)) && this.suits(frame, slots));
    const ordered = [...this.random.shuffle(candidates.filter((f) => !this.usedFrames.has(f))), ...this.random.shuffle(candidates.filter((f) => this.usedFrames.has(f)))];
    for (const frame of ordered) {
      let line = this.fill(factualFrame(frame), slots);
      if (!line) continue;
      if (options.sentence) line = endSentence(line);
      if (options.maxLength && [...line].length > options.maxLength) continue;
      if (this.usedLines.has(line)) continue;
      if (!this.acceptable(line)) continue;
      this.usedFrames.add(frame);
      this.usedLines.add(line);
      return line;
    }
    return null;
  }

  /** Can the frame take these slots: every slot filled, no value said twice, a verb-phrase feature only as a label? */
  suits(frame: Frame, slots: Slots): boolean {
    if (!fillable(frame, slots) || repeats(frame, slots) || putsPrepositionBeforeFromPrice(frame, slots)) return false;
    return featureSlots.every((slot) => !this.material.verbal.has(slots[slot] ?? '') || asLabel(frame, slot));
  }

  /** A frame filled in the kit's language, or null when it would stop on a dangling word. */
  fill(frame: Frame, slots: Slots): string | null {
    const line = fill(frame, slots, this.language);
    return line && !dangles(line, this.language) ? line : null;
  }

  /** A line the user's instructions allow: nothing they asked to avoid, the person they asked for. */
  acceptable(line: string): boolean {
    return !this.style.mentionsAvoided(line) && this.style.keepsPerson(line);
  }

  /** Has this line been written in the kit already? */
  hasWritten(line: string): boolean {
    return this.usedLines.has(line);
  }

  /** A site sentence used as written: remembered, so no frame repeats it word for word. */
  own(line: string): string {
    this.usedLines.add(line);
    return line;
  }

  /** Note a line written outside `pick` (a site sentence), so it is not repeated word for word as a frame. */
  remember(line: string): void {
    this.usedLines.add(line);
  }

  /** How many pieces of the kit already say this line (for wordings a kit may repeat a little, such as a mention). */
  timesSaid(line: string): number {
    return this.said.get(line) ?? 0;
  }

  /** Count one more piece that says the line. */
  say(line: string): void {
    this.said.set(line, this.timesSaid(line) + 1);
    this.usedLines.add(line);
  }

  nextRandom(): Random {
    return this.random;
  }

  /** A text with any sentence the user's instructions rule out dropped (a word to avoid, the wrong person) and no emoji when they said none. */
  clean(text: string): string {
    let result = text;
    if (this.style.emoji === false) result = stripEmoji(result);
    if (!this.style.hasAvoid && !this.style.personAsked) return result;
    return result
      .split('\n')
      .map((line) => {
        if (this.acceptable(line)) return line;
        const kept = splitSentences(line, this.language).filter((s) => this.acceptable(s));
        return kept.join(' ');
      })
      .filter((line, index, lines) => line.trim() !== '' || (index > 0 && lines[index - 1]!.trim() !== ''))
      .join('\n')
      .replace(/\n{3,}/gu, '\n\n')
      .trim();
  }

  /**
   * Whole sentences that fit, else the first sentence's leading clause when it is a statement of
   * its own (see `fitWhole`: never a cut at a colon or in a list, "Du lernst Zentrieren,
   * Aufbrechen und ..."), and never a last sentence that stops on a dangling word.
   */
  fit(text: string, maxChars: number): string {
    const fitted = fitWhole(text, maxChars, this.language);
    if (!fitted || !dangles(fitted, this.language)) return fitted;
    const sentences = splitSentences(fitted, this.language);
    while (sentences.length > 0 && dangles(sentences.join(' '), this.language)) sentences.pop();
    return sentences.join(' ');
  }

  words(text: string): string[] {
    return wordsOf(text, this.language);
  }
}
