import { splitSentences, type KitLanguage } from '@sitespark/site-model';
import { layoutCaption, type CaptionStyle, type FrameSize, type TimedCaption } from '../engine/index.ts';
import { timeSentences, timeWords, type MeasuredSpeech, type SpokenWord } from './time-narration.ts';

/** A caption that would flash by is held at least this long (it borrows from the gap after it). */
const minCaptionSec = 0.8;
/**
 * Gaps shorter than this between two captions are bridged: the box does not blink, and the slide's
 * overlay (shown only when no caption is) never flashes up for a breath between two sentences.
 */
const bridgeGapSec = 1.2;
/** A caption line holds at most this many words even when more would fit: one glance, one line. */
const maxCaptionWords = 9;
/** Word-by-word captions show 2 to 4 words a line: the eye follows the highlight, not a paragraph. */
const maxWordByWordWords = 4;
/** A group of digits as a number is said in parts: "971", "79", "(402)", "759-4144", "35.". */
const numberGroup = /^[(+]?\d[\d)\-./]*[.,;:!?]?$/u;

/** How captions are shown: one line at a time, or that line with the word being spoken highlighted. */
export type CaptionMode = 'line' | 'word-by-word';

/**
 * The narration as caption lines timed to the recorded speech (see timeSentences and timeWords):
 * each sentence starts where the voice starts it. `line` shows each sentence in the fewest lines
 * that fit the frame's caption safe area (two at most); `word-by-word` shows 2-4 words a line, each
 * with its words' times so the one being spoken is highlighted.
 */
export function captionNarration(
  script: string,
  language: KitLanguage,
  speech: MeasuredSpeech,
  size: FrameSize,
  style: Pick<CaptionStyle, 'fontFamily'>,
  mode: CaptionMode = 'line',
): TimedCaption[] {
  const sentences = splitSentences(script, language);
  const words = timeWords(sentences, timeSentences(sentences, speech), speech.silences);
  return captionWords(words, size, style, mode, speech.durationSec);
}

/**
 * Caption lines from words timed in the video: a sentence never shares a line with the next. A line
 * is shown from its first word's start to its last word's end; a short gap to the next line is
 * bridged, and a line too short to read is held a little longer, never past the next or `untilSec`.
 */
export function captionWords(words: readonly SpokenWord[], size: FrameSize, style: Pick<CaptionStyle, 'fontFamily'>, mode: CaptionMode, untilSec: number): TimedCaption[] {
  const sentences: SpokenWord[][] = [];
  for (const word of words) {
    const last = sentences.at(-1);
    if (last && last[0]!.sentence === word.sentence) last.push(word);
    else sentences.push([word]);
  }
  const captions: TimedCaption[] = [];
  for (const sentence of sentences) {
    const texts = sentence.map((word) => word.text);
    const lines = mode === 'word-by-word' ? wordByWordLines(texts, size, style) : captionLines(texts.join(' '), size, style);
    let next = 0;
    for (const line of lines) {
      const count = line.split(' ').length;
      const lineWords = sentence.slice(next, next + count);
      next += count;
      if (lineWords.length === 0) continue;
      captions.push({
        text: line,
        startSec: lineWords[0]!.startSec,
        endSec: lineWords.at(-1)!.endSec,
        ...(mode === 'word-by-word' ? { words: lineWords.map((word) => ({ startSec: word.startSec, endSec: word.endSec })) } : {}),
      });
    }
  }
  for (const [index, caption] of captions.entries()) {
    const next = captions[index + 1];
    const limit = next ? next.startSec : untilSec;
    if (limit - caption.endSec < bridgeGapSec) caption.endSec = limit;
    if (caption.endSec - caption.startSec < minCaptionSec) caption.endSec = Math.max(caption.endSec, Math.min(limit, caption.startSec + minCaptionSec));
  }
  return captions.map((caption) => ({
    ...caption,
    startSec: round(caption.startSec),
    endSec: round(caption.endSec),
    ...(caption.words ? { words: caption.words.map((word) => ({ startSec: round(word.startSec), endSec: round(word.endSec) })) } : {}),
  }));
}

/**
 * A sentence's words in lines of 2 to 4 (a one-word sentence is one line), as even as they can be,
 * each on one line of the caption box; a line that does not fit is cut into more lines.
 */
export function wordByWordLines(words: readonly string[], size: FrameSize, style: Pick<CaptionStyle, 'fontFamily'>): string[] {
  const fitsOneLine = (text: string): boolean => {
    const layout = layoutCaption(text, style, size.width, size.height);
    return layout.fits && layout.lines.length === 1;
  };
  // A number said in groups (a phone number, "971 79 85 35") is never cut across two lines.
  const units: string[] = [];
  for (const word of words) {
    const last = units.at(-1);
    if (last !== undefined && numberGroup.test(word) && numberGroup.test(last.split(' ').at(-1)!) && !/[.!?:;,]$/u.test(last)) units[units.length - 1] = `${last} ${word}`;
    else units.push(word);
  }
  // A line ends where a phrase does ("Meet Crumb & Co." | "Sourdough worth" | "waking up for."),
  // unless that would leave a word alone.
  const phrases: string[][] = [];
  for (const word of units) {
    const last = phrases.at(-1);
    if (last && !/[.!?:;,]["'\u201d\u00bb)]?$/u.test(last.at(-1)!)) last.push(word);
    else phrases.push([word]);
  }
  const merged = phrases.reduce<string[][]>((all, phrase) => {
    const last = all.at(-1);
    if (last && (last.length === 1 || phrase.length === 1) && last.length + phrase.length <= maxWordByWordWords) last.push(...phrase);
    else all.push([...phrase]);
    return all;
  }, []);
  const lines = merged.flatMap((phrase) => {
    for (let parts = Math.max(1, Math.ceil(phrase.length / maxWordByWordWords)); parts <= phrase.length; parts++) {
      const lines = balancedSplit(phrase, parts);
      if (lines.every((line) => fitsOneLine(line) || !line.includes(' '))) return lines;
    }
    return phrase;
  });
  // A word alone on the last line ("NE." after "Cafe in Geneva,") takes the word before it along, where that still fits.
  for (let index = 1; index < lines.length; index++) {
    const before = lines[index - 1]!.split(' ');
    const alone = lines[index]!;
    if (alone.includes(' ') || before.length < 3 || numberGroup.test(before.at(-1)!)) continue;
    const joined = `${before.at(-1)} ${alone}`;
    if (!fitsOneLine(joined)) continue;
    lines[index - 1] = before.slice(0, -1).join(' ');
    lines[index] = joined;
  }
  return lines;
}

/** A sentence cut into the fewest caption lines that each fit the safe area, balanced in length. */
export function captionLines(sentence: string, size: FrameSize, style: Pick<CaptionStyle, 'fontFamily'>): string[] {
  const words = sentence.split(/\s+/).filter(Boolean);
  const fits = (text: string): boolean => layoutCaption(text, style, size.width, size.height).fits;
  for (let parts = Math.max(1, Math.ceil(words.length / maxCaptionWords)); parts <= words.length; parts++) {
    const lines = balancedSplit(words, parts);
    if (lines.every(fits)) return lines;
  }
  // A single word wider than the safe area: it is drawn broken by character, never past the edge.
  return words;
}

/** Captions shown before `untilSec`: lines starting later are dropped, a line running past it is shortened (and its words with it). */
export function captionsBefore(captions: readonly TimedCaption[], untilSec: number): TimedCaption[] {
  return captions
    .filter((caption) => caption.startSec < untilSec - 0.2)
    .map((caption) => ({
      ...caption,
      endSec: Math.min(caption.endSec, untilSec),
      ...(caption.words ? { words: caption.words.map((word) => ({ startSec: Math.min(word.startSec, untilSec), endSec: Math.min(word.endSec, untilSec) })) } : {}),
    }));
}

/**
 * The captions as a WebVTT file. A word-by-word line is one cue whose words after the first carry
 * their start as a cue timestamp (`<00:00:01.200>word`), so a player can highlight the same word at
 * the same moment as the burned-in captions.
 */
export function toWebVtt(captions: readonly TimedCaption[]): string {
  const cues = captions.map((caption, index) => `${index + 1}\n${timestamp(caption.startSec)} --> ${timestamp(caption.endSec)}\n${cueText(caption)}`);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

function cueText(caption: TimedCaption): string {
  // '<' and '&' would open a tag or an entity in a cue's text.
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const words = caption.text.split(' ');
  if (!caption.words || caption.words.length !== words.length) return escape(caption.text);
  return words
    .map((word, index) => {
      const at = caption.words![index]!.startSec;
      return index === 0 || at <= caption.startSec || at >= caption.endSec ? escape(word) : `<${timestamp(at)}>${escape(word)}`;
    })
    .join(' ');
}

function balancedSplit(words: string[], parts: number): string[] {
  const lines: string[] = [];
  let from = 0;
  for (let part = 0; part < parts; part++) {
    const to = Math.round(((part + 1) * words.length) / parts);
    if (to > from) lines.push(words.slice(from, to).join(' '));
    from = to;
  }
  return lines;
}

function timestamp(seconds: number): string {
  const millis = Math.max(0, Math.round(seconds * 1000));
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const secs = Math.floor((millis % 60_000) / 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(millis % 1000, 3)}`;
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
