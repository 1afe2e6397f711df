import { splitSentences, type KitLanguage } from '@sitespark/site-model';
import { layoutCaption, type CaptionStyle, type FrameSize, type TimedCaption } from '../engine/index.ts';
import type { Silence } from '../engine/detect-silences.ts';

/** A caption that would flash by is held at least this long (it borrows from the gap after it). */
const minCaptionSec = 0.8;
/** Gaps shorter than this between two captions are bridged so the box does not blink. */
const bridgeGapSec = 0.6;
/** A caption line holds at most this many words even when more would fit: one glance, one line. */
const maxCaptionWords = 9;

/**
 * The narration as caption lines timed to the recorded speech. The recording is measured, not
 * guessed: its pauses (silencedetect) mark where each sentence ends, the sentence boundary being the
 * pause nearest to where the sentence's share of the script would put it. Within a sentence each
 * line's time is its share of the sentence's letters. Every line fits the frame's caption safe
 * area in at most two lines at the caption size (long sentences are split until they do).
 */
export function captionNarration(
  script: string,
  language: KitLanguage,
  speech: { silences: readonly Silence[]; durationSec: number },
  size: FrameSize,
  style: Pick<CaptionStyle, 'fontFamily'>,
): TimedCaption[] {
  const sentences = splitSentences(script, language);
  if (sentences.length === 0 || speech.durationSec <= 0) return [];
  const { silences, durationSec } = speech;
  const leading = silences[0] && silences[0].startSec <= 0.05 ? silences[0] : null;
  const trailing = silences.at(-1) && silences.at(-1)!.endSec >= durationSec - 0.05 ? silences.at(-1)! : null;
  const speechStart = leading?.endSec ?? 0;
  const speechEnd = trailing && trailing !== leading ? trailing.startSec : durationSec;
  const pauses = silences.filter((silence) => silence !== leading && silence !== trailing && silence.startSec > speechStart && silence.endSec < speechEnd);

  // Sentence k ends where the pause chosen for boundary k starts; the next begins where it ends.
  const letters = sentences.map((sentence) => Math.max(1, sentence.length));
  const totalLetters = letters.reduce((sum, count) => sum + count, 0);
  const span = speechEnd - speechStart;
  const bounds: Array<{ start: number; end: number }> = [];
  let cursor = speechStart;
  let lettersBefore = 0;
  let nextPause = 0;
  for (const [index, count] of letters.entries()) {
    lettersBefore += count;
    if (index === letters.length - 1) {
      bounds.push({ start: cursor, end: speechEnd });
      break;
    }
    const expected = speechStart + (span * lettersBefore) / totalLetters;
    // The nearest pause not yet used, leaving one for each boundary still to come.
    const remainingBoundaries = letters.length - 2 - index;
    let best = -1;
    for (let candidate = nextPause; candidate < pauses.length - remainingBoundaries; candidate++) {
      const middle = (pauses[candidate]!.startSec + pauses[candidate]!.endSec) / 2;
      if (middle <= cursor) continue;
      if (best < 0 || Math.abs(middle - expected) < Math.abs((pauses[best]!.startSec + pauses[best]!.endSec) / 2 - expected)) best = candidate;
    }
    const pause = best >= 0 ? pauses[best]! : { startSec: Math.max(cursor, expected), endSec: Math.max(cursor, expected) };
    if (best >= 0) nextPause = best + 1;
    bounds.push({ start: cursor, end: pause.startSec });
    cursor = pause.endSec;
  }

  const captions: TimedCaption[] = [];
  for (const [index, sentence] of sentences.entries()) {
    const { start, end } = bounds[index]!;
    const lines = captionLines(sentence, size, style);
    const lineLetters = lines.map((line) => Math.max(1, line.length));
    const sum = lineLetters.reduce((total, count) => total + count, 0);
    let at = start;
    for (const [lineIndex, line] of lines.entries()) {
      const length = ((end - start) * lineLetters[lineIndex]!) / sum;
      captions.push({ text: line, startSec: at, endSec: at + length });
      at += length;
    }
  }
  for (const [index, caption] of captions.entries()) {
    const next = captions[index + 1];
    const limit = next ? next.startSec : durationSec;
    if (limit - caption.endSec < bridgeGapSec) caption.endSec = limit;
    if (caption.endSec - caption.startSec < minCaptionSec) caption.endSec = Math.min(limit, caption.startSec + minCaptionSec);
  }
  return captions.map((caption) => ({ text: caption.text, startSec: round(caption.startSec), endSec: round(caption.endSec) }));
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

/** Captions cut to a video of `lengthSec`: lines starting later are dropped, a line running past the end is shortened. */
export function captionsWithin(captions: readonly TimedCaption[], lengthSec: number): TimedCaption[] {
  return captions.filter((caption) => caption.startSec < lengthSec - 0.2).map((caption) => ({ ...caption, endSec: Math.min(caption.endSec, lengthSec) }));
}

/** The captions as a WebVTT file. */
export function toWebVtt(captions: readonly TimedCaption[]): string {
  const cues = captions.map((caption, index) => `${index + 1}\n${timestamp(caption.startSec)} --> ${timestamp(caption.endSec)}\n${caption.text.replace(/-->/g, '->')}`);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
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
