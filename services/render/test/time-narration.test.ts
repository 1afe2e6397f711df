import { describe, expect, it } from 'vitest';
import { captionWords, toWebVtt, wordByWordLines } from '../src/domain/caption-narration.ts';
import { fitPartsToVideo, heardSeconds, partSpans, placeNarration, spokenWeight, timeSentences, timeWords } from '../src/domain/time-narration.ts';

const style = { fontFamily: 'Arial' as const };
const tiktok = { width: 1080, height: 1920 };

describe('placing the narration on its slides', () => {
  it('puts each part just after its slide begins, the call to action on the end card, and fills the video', () => {
    // Five sections and the end card; the recording says them one after another.
    const parts = [
      { startSec: 0.1, endSec: 2.9 },
      { startSec: 3.3, endSec: 7.1 },
      { startSec: 7.5, endSec: 10.2 },
      { startSec: 10.6, endSec: 13.9 },
      { startSec: 14.3, endSec: 16.8 },
      { startSec: 17.2, endSec: 19.1 },
    ];
    const { timings, segments, shifts } = placeNarration(parts, 30, { endCardSec: 3, fps: 30 });
    expect(timings).toHaveLength(6);
    expect(timings.reduce((sum, value) => sum + value, 0)).toBeCloseTo(30, 9);
    expect(segments).toHaveLength(6);
    let slideStart = 0;
    for (const [index, segment] of segments.entries()) {
      const part = parts[index]!;
      // Said on its own slide: it starts inside the slide and is over before the next one fades in.
      const voiceStart = part.startSec + shifts[index]!;
      expect(voiceStart).toBeGreaterThanOrEqual(slideStart);
      expect(voiceStart).toBeLessThan(slideStart + 0.5);
      expect(part.endSec + shifts[index]!).toBeLessThanOrEqual(slideStart + timings[index]! + 1e-9);
      expect(segment.toSec - segment.fromSec).toBeGreaterThanOrEqual(part.endSec - part.startSec);
      slideStart += timings[index]!;
    }
    // The last part is on the end card.
    expect(parts[5]!.startSec + shifts[5]!).toBeGreaterThanOrEqual(30 - timings[5]!);
  });

  it('gives a long part a longer slide, and leaves out middle parts a shorter cut has no room for', () => {
    const parts = [{ startSec: 0, endSec: 2 }, { startSec: 2.4, endSec: 10.4 }, null, { startSec: 10.8, endSec: 12 }, { startSec: 12.4, endSec: 13 }, { startSec: 13.4, endSec: 15 }];
    const long = placeNarration(parts, 30, { endCardSec: 3, fps: 10 });
    expect(long.timings[1]).toBeGreaterThanOrEqual(8.6);
    expect(long.shifts[2]).toBeNull();
    const short = placeNarration(parts, 15, { endCardSec: 3, fps: 10 });
    expect(short.timings.reduce((sum, value) => sum + value, 0)).toBeCloseTo(15, 9);
    // The opening and the call to action stay; the long middle part goes.
    expect(short.shifts[0]).not.toBeNull();
    expect(short.shifts[5]).not.toBeNull();
    expect(short.shifts[1]).toBeNull();
  });
});

describe('fitting the parts to the video', () => {
  it('lets a part with no room say its first sentences instead of leaving the whole part out', () => {
    // Five sections and the end card, 30 s; the fourth part says three sentences and overruns the video by about 2 s.
    const lengths = [[2], [4.5], [4.6], [3, 2.6, 2.8], [4.4], [3.2]];
    const sentenceSpans: Array<{ startSec: number; endSec: number }> = [];
    let at = 0;
    for (const part of lengths) {
      for (const seconds of part) {
        sentenceSpans.push({ startSec: at, endSec: at + seconds });
        at += seconds + 0.4;
      }
    }
    const counts = lengths.map((part) => part.length);
    const options = { endCardSec: 3, fps: 10 };
    const whole = placeNarration(partSpans(sentenceSpans, counts), 30, options);
    // Placed as written, a part is left out.
    expect(whole.shifts.some((shift) => shift === null)).toBe(true);
    const kept = fitPartsToVideo(sentenceSpans, counts, 30, options);
    expect(kept).toEqual([1, 1, 1, 2, 1, 1]);
    const fitted = placeNarration(partSpans(sentenceSpans, counts, kept), 30, options);
    expect(fitted.shifts.every((shift) => shift !== null)).toBe(true);
    expect(heardSeconds(fitted)).toBeGreaterThan(heardSeconds(whole));
  });
});

describe('finding the sentences in the recording', () => {
  // A voice reading a price list: it pauses 0.35-0.45 s after a full stop and 0.2-0.3 s at a comma
  // or colon, and a number takes far longer to say than its few letters ("228 314 574" ~5 s).
  const sentences = [
    'Meet Harbour Laundry.',
    'Dry cleaning for every garment you own.',
    'Garments: suits, coats, dresses, shirts and more.',
    'Leather: from 30,00€.',
    'Call 228 314 574.',
    'Harbour Road, 73.',
  ];
  const said = [
    { startSec: 0, endSec: 1.9 },
    { startSec: 2.3, endSec: 5.6 },
    { startSec: 6.0, endSec: 10.8 },
    { startSec: 11.2, endSec: 14.1 },
    { startSec: 14.5, endSec: 19.9 },
    { startSec: 20.3, endSec: 22.4 },
  ];
  const fullStops = said.slice(0, -1).map((span, index) => ({ startSec: span.endSec, endSec: said[index + 1]!.startSec }));
  const commas = [6.7, 7.5, 8.3, 9.2].map((at) => ({ startSec: at, endSec: at + 0.25 }));
  const colon = { startSec: 11.9, endSec: 12.2 };
  const silences = [...fullStops, ...commas, colon].sort((a, b) => a.startSec - b.startSec);

  it("ends each sentence at a full stop's pause, however long its numbers take to say, never at a comma", () => {
    const spans = timeSentences(sentences, { silences, durationSec: 22.4 });
    expect(spans.map((span) => [span.startSec, span.endSec])).toEqual(said.map((span) => [span.startSec, span.endSec]));
  });

  it('shares the speech by syllables when the voice made too few pauses to end every sentence at one', () => {
    const spans = timeSentences(sentences, { silences: [fullStops[0]!], durationSec: 22.4 });
    expect(spans).toHaveLength(sentences.length);
    expect(spans[0]!.startSec).toBe(0);
    expect(spans.at(-1)!.endSec).toBe(22.4);
    for (const [index, span] of spans.entries()) {
      expect(span.endSec).toBeGreaterThan(span.startSec);
      if (index > 0) expect(span.startSec).toBeGreaterThanOrEqual(spans[index - 1]!.endSec);
    }
  });
});

describe('word timings', () => {
  it('shares a sentence by syllables, a breath after a comma, never across a pause', () => {
    expect(spokenWeight('bread')).toBe(1);
    expect(spokenWeight('sourdough')).toBe(2);
    expect(spokenWeight('Croissants')).toBe(2);
    const words = timeWords(['Fresh bread, every morning.'], [{ startSec: 1, endSec: 3 }], [{ startSec: 1.8, endSec: 2.2 }]);
    expect(words.map((word) => word.text)).toEqual(['Fresh', 'bread,', 'every', 'morning.']);
    for (const [index, word] of words.entries()) {
      expect(word.endSec).toBeGreaterThanOrEqual(word.startSec);
      if (index > 0) expect(word.startSec).toBeGreaterThanOrEqual(words[index - 1]!.endSec - 1e-6);
      // No word is said during the pause.
      expect(word.startSec >= 2.2 - 1e-6 || word.endSec <= 1.8 + 1e-6).toBe(true);
    }
    expect(words[0]!.startSec).toBe(1);
    expect(words.at(-1)!.endSec).toBeCloseTo(3, 3);
    // Two syllables take longer than one.
    expect(words[3]!.endSec - words[3]!.startSec).toBeGreaterThan(words[0]!.endSec - words[0]!.startSec);
  });
});

describe('word-by-word captions', () => {
  it('never leaves a word alone on a line after a phrase ("NE." after "Cafe in Geneva,")', () => {
    const lines = wordByWordLines('Welcome to Sisters Cafe in Geneva, NE.'.split(' '), tiktok, style);
    expect(lines.at(-1)).toBe('Geneva, NE.');
    for (const line of lines) expect(line.split(' ').length, line).toBeGreaterThanOrEqual(2);
  });

  it('never cuts a phone number said in groups across two lines', () => {
    for (const sentence of ['Llámanos al 971 79 85 35.', 'Questions? Call us at (402) 759-4144 any weekday morning.', 'Ruf uns an unter 02524 9293606, wir freuen uns.']) {
      const number = /[(+]?\d[\d ()-]*\d/u.exec(sentence)![0];
      const lines = wordByWordLines(sentence.split(' '), tiktok, style);
      expect(lines.some((line) => line.includes(number)), `${lines.join(' | ')}`).toBe(true);
      expect(lines.join(' ')).toBe(sentence);
    }
  });

  it('shows 2 to 4 words a line, each with its words times, and writes them to WebVTT with the same timing', () => {
    const sentence = 'We bake sourdough every morning with flour milled down the road.';
    expect(wordByWordLines(sentence.split(' '), tiktok, style).every((line) => line.split(' ').length >= 2 && line.split(' ').length <= 4)).toBe(true);
    const words = timeWords([sentence, 'Visit us.'], [{ startSec: 0.3, endSec: 4.5 }, { startSec: 5, endSec: 6 }]);
    const captions = captionWords(words, tiktok, style, 'word-by-word', 7);
    expect(captions.map((caption) => caption.text)).toEqual(['We bake sourdough every', 'morning with flour', 'milled down the road.', 'Visit us.']);
    for (const caption of captions) {
      expect(caption.words).toHaveLength(caption.text.split(' ').length);
      expect(caption.words![0]!.startSec).toBe(caption.startSec);
    }
    const vtt = toWebVtt(captions);
    // One cue per line, each later word carrying the time it is spoken.
    expect(vtt).toContain(`00:00:00.300 --> ${stamp(captions[0]!.endSec)}\nWe <${stamp(captions[0]!.words![1]!.startSec)}>bake <${stamp(captions[0]!.words![2]!.startSec)}>sourdough`);
    expect(vtt.match(/-->/g)).toHaveLength(captions.length);
    // A line caption has no word times.
    expect(captionWords(words, tiktok, style, 'line', 7).every((caption) => caption.words === undefined)).toBe(true);
  });
});

function stamp(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `00:${pad(Math.floor(millis / 60_000))}:${pad(Math.floor((millis % 60_000) / 1000))}.${pad(millis % 1000, 3)}`;
}
