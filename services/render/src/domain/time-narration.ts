import type { Silence } from '../engine/detect-silences.ts';
import type { VoiceSegment } from '../engine/index.ts';

export interface Span {
  startSec: number;
  endSec: number;
}

/** A word of the narration and when it is spoken. */
export interface SpokenWord extends Span {
  text: string;
  /** The sentence of the script it belongs to. */
  sentence: number;
}

/** What a recording is measured as: its pauses and its length. */
export interface MeasuredSpeech {
  silences: readonly Silence[];
  durationSec: number;
}

/**
 * When each sentence of a recording is spoken. The recording is measured, not guessed: its pauses
 * (silencedetect) mark where sentences end. Which pauses do is decided for the whole script at
 * once: a voice pauses longer after a full stop than at a comma, a sentence holds about as many
 * pauses as it has commas, colons and dashes, and it lasts about its share of the script's
 * syllables (a number takes far longer to say than its letters suggest, so letters would misplace
 * every sentence after one).
 */
export function timeSentences(sentences: readonly string[], speech: MeasuredSpeech): Span[] {
  if (sentences.length === 0 || speech.durationSec <= 0) return [];
  const { silences, durationSec } = speech;
  const leading = silences[0] && silences[0].startSec <= 0.05 ? silences[0] : null;
  const trailing = silences.at(-1) && silences.at(-1)!.endSec >= durationSec - 0.05 ? silences.at(-1)! : null;
  const speechStart = leading?.endSec ?? 0;
  const speechEnd = trailing && trailing !== leading ? trailing.startSec : durationSec;
  const pauses = silences.filter((silence) => silence !== leading && silence !== trailing && silence.startSec > speechStart && silence.endSec < speechEnd);
  const count = sentences.length;
  if (count === 1) return [{ startSec: speechStart, endSec: speechEnd }];

  const weights = sentences.map((sentence) => Math.max(1, sentence.split(/\s+/u).filter(Boolean).reduce((sum, word) => sum + spokenWeight(word), 0)));
  const marks = sentences.map((sentence) => (sentence.match(innerPauseMark) ?? []).length);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const span = Math.max(0.001, speechEnd - speechStart);
  // Pause k (1-based) ends a sentence; 0 is the speech's start and pauses.length + 1 its end.
  const startAfter = (k: number) => (k === 0 ? speechStart : pauses[k - 1]!.endSec);
  const endAt = (k: number) => (k === pauses.length + 1 ? speechEnd : pauses[k - 1]!.startSec);
  const sentenceCost = (index: number, from: number, to: number) => {
    const seconds = endAt(to) - startAfter(from);
    if (seconds <= 0) return Number.POSITIVE_INFINITY;
    const expected = (span * weights[index]!) / totalWeight;
    const inner = to - from - 1;
    const missedPauses = inner - marks[index]!;
    return Math.log(seconds / expected) ** 2 + (missedPauses * missedPauses) / (marks[index]! + 2);
  };
  // A long pause is a sentence's end: choosing it costs less the longer it is.
  const boundaryCost = (k: number) => -sentenceEndWeight * Math.min(maxPauseCreditSec, pauses[k - 1]!.endSec - pauses[k - 1]!.startSec);

  // best[i][k]: the least cost of sentences 0..i with sentence i ending at pause k.
  const last = pauses.length + 1;
  const best: number[][] = [];
  const from: number[][] = [];
  for (let index = 0; index < count; index++) {
    best.push(Array.from({ length: last + 1 }, () => Number.POSITIVE_INFINITY));
    from.push(Array.from({ length: last + 1 }, () => -1));
    const ends = index === count - 1 ? [last] : [...Array(pauses.length).keys()].map((k) => k + 1);
    for (const k of ends) {
      // Leave a pause for every sentence boundary still to come.
      if (index < count - 1 && pauses.length - k < count - 2 - index) continue;
      const closing = k === last ? 0 : boundaryCost(k);
      if (index === 0) {
        best[0]![k] = sentenceCost(0, 0, k) + closing;
        continue;
      }
      for (let j = index; j < k; j++) {
        const before = best[index - 1]![j]!;
        if (!Number.isFinite(before)) continue;
        const cost = before + sentenceCost(index, j, k) + closing;
        if (cost < best[index]![k]!) {
          best[index]![k] = cost;
          from[index]![k] = j;
        }
      }
    }
  }
  if (!Number.isFinite(best[count - 1]![last]!)) return evenSentenceSpans(weights, speechStart, speechEnd);
  const ends: number[] = [last];
  for (let index = count - 1; index > 0; index--) ends.unshift(from[index]![ends[0]!]!);
  return ends.map((k, index) => ({ startSec: startAfter(index === 0 ? 0 : ends[index - 1]!), endSec: endAt(k) }));
}

/** The punctuation a voice pauses at inside a sentence. */
const innerPauseMark = /[,;:\u2013\u2014](?=\s)|\s[\u2013\u2014-](?=\s)/gu;
/** How much a second of pause counts towards its being a sentence's end, up to this long a pause. */
const sentenceEndWeight = 12;
const maxPauseCreditSec = 0.6;

/** Too few pauses to end every sentence at one: each sentence its share of the syllables. */
function evenSentenceSpans(weights: readonly number[], speechStart: number, speechEnd: number): Span[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let cursor = speechStart;
  return weights.map((weight) => {
    const startSec = cursor;
    cursor += ((speechEnd - speechStart) * weight) / total;
    return { startSec, endSec: cursor };
  });
}

/**
 * Each word's time inside its sentence's. The speech engines we run give no word timings, so a
 * sentence's time is shared by its words' spoken weight: their syllables (a vowel group each), a
 * digit as the syllables it is read with, and a breath after a comma, colon or dash. The
 * recording's own pauses inside a sentence are kept: each falls between the two words nearest to
 * where the weights would put it, and the words between two pauses share the speech between them.
 */
export function timeWords(sentences: readonly string[], bounds: readonly Span[], silences: readonly Silence[] = []): SpokenWord[] {
  const words: SpokenWord[] = [];
  for (const [index, sentence] of sentences.entries()) {
    const span = bounds[index];
    const texts = sentence.split(/\s+/).filter(Boolean);
    if (!span || texts.length === 0) continue;
    const weights = texts.map((text, at) => spokenWeight(text) + (at < texts.length - 1 && /[,;:\u2013\u2014-]["'\u201d\u00bb)]?$/u.test(text) ? breathWeight : 0));
    // The stretches of speech between the sentence's inner pauses.
    const inner = silences.filter((silence) => silence.startSec > span.startSec + 0.05 && silence.endSec < span.endSec - 0.05);
    const stretches: Span[] = [];
    let from = span.startSec;
    for (const silence of inner) {
      stretches.push({ startSec: from, endSec: silence.startSec });
      from = silence.endSec;
    }
    stretches.push({ startSec: from, endSec: span.endSec });
    const spoken = stretches.reduce((sum, stretch) => sum + stretch.endSec - stretch.startSec, 0);
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    // Word boundary b (after b words) at its share of the weights; each pause takes the nearest one
    // still free, leaving a word for every stretch after it.
    const cumulative = weights.reduce<number[]>((sums, weight) => [...sums, sums.at(-1)! + weight], [0]);
    const cuts: number[] = [0];
    let before = 0;
    for (const [at, stretch] of stretches.slice(0, -1).entries()) {
      before += stretch.endSec - stretch.startSec;
      const share = (before / Math.max(0.001, spoken)) * total;
      const lowest = cuts.at(-1)! + 1;
      const highest = texts.length - (stretches.length - 1 - at);
      let best = Math.min(Math.max(lowest, 1), highest);
      for (let boundary = lowest; boundary <= highest; boundary++) if (Math.abs(cumulative[boundary]! - share) < Math.abs(cumulative[best]! - share)) best = boundary;
      cuts.push(best);
    }
    cuts.push(texts.length);
    for (const [at, stretch] of stretches.entries()) {
      const first = cuts[at]!;
      const last = cuts[at + 1]!;
      const weightSum = cumulative[last]! - cumulative[first]!;
      const length = stretch.endSec - stretch.startSec;
      for (let word = first; word < last; word++) {
        const startSec = stretch.startSec + (length * (cumulative[word]! - cumulative[first]!)) / Math.max(0.001, weightSum);
        const endSec = stretch.startSec + (length * (cumulative[word + 1]! - cumulative[first]!)) / Math.max(0.001, weightSum);
        words.push({ text: texts[word]!, startSec, endSec, sentence: index });
      }
    }
  }
  return words;
}

/** A breath after a comma, in syllables. */
const breathWeight = 1;

/** How long a word takes to say, in syllables: vowel groups, digits read out, at least one. */
export function spokenWeight(word: string): number {
  const letters = word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  if (!letters) return 0.5;
  const digits = (letters.match(/\p{N}/gu) ?? []).length;
  const vowels = (letters.replace(/\p{N}/gu, '').match(/[aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿœ]+/gu) ?? []).length;
  // A silent final e ("make", "Leeds" is fine) is not a syllable in English-like spelling.
  const silentE = /[^aeiouy]e$/u.test(letters) && vowels > 1 ? 1 : 0;
  return Math.max(1, vowels - silentE + digits * 1.2);
}

/** The time a part of the narration takes on its slide: its speech and the pauses around it. */
export function partSeconds(part: Span): number {
  return part.endSec - part.startSec + leadSec + tailSec;
}

/** Where each part of the narration goes in a video of slides. */
export interface NarrationPlacement {
  /** Seconds each slide is shown, the end card last; they add up to the video's length. */
  timings: number[];
  /** The recording's stretches, each at its slide. */
  segments: VoiceSegment[];
  /** Per part (null when it is not said in this cut): seconds to add to a time of the recording to get the video's. */
  shifts: Array<number | null>;
}

/** The voice starts this long into its slide (it fades in over the first half second)... */
const leadSec = 0.2;
/** ...and is done this long before the next slide begins to fade in. */
const tailSec = 0.25;
/** Of the pause on each side of a part, this much goes with it. */
const edgeSec = 0.06;
/** A slide is never shorter than this: its camera arrives 2 s in. */
const minSlideSec = 2.5;

/**
 * Slide times for a video of `lengthSec` whose parts of the narration (one per slide, the end card's
 * last) were spoken at `parts` of the recording (null: nothing to say there): every slide long
 * enough for its part, the time left shared by the speaking slides, and each part placed just
 * after its slide begins. When the parts cannot all fit (a shorter cut of the same
 * narration), the middle ones are left out from the last back; the opening and the call to action stay.
 */
export function placeNarration(parts: ReadonlyArray<Span | null>, lengthSec: number, options: { endCardSec: number; fps: number }): NarrationPlacement {
  const { endCardSec, fps } = options;
  const slides = parts.length - 1;
  const said = parts.map((part) => part !== null && part.endSec > part.startSec);
  const need = (index: number): number => (said[index] ? partSeconds(parts[index]!) : 0);
  const floor = (index: number): number => (index === slides ? endCardSec : minSlideSec);
  const base = (index: number): number => Math.max(need(index), floor(index));
  const total = () => parts.reduce((sum, _, index) => sum + base(index), 0);
  for (let index = slides - 1; index >= 1 && total() > lengthSec; index--) said[index] = false;

  // The time the parts leave is shared by the slides that speak, so the pauses between parts are
  // even; a silent slide keeps its least (nothing is said there to wait for).
  const endCard = base(slides);
  const sections = [...Array(slides).keys()];
  const speaking = sections.filter((index) => said[index]);
  const slack = lengthSec - endCard - sections.reduce((sum, index) => sum + base(index), 0);
  const sharing = speaking.length > 0 ? speaking : sections;
  const seconds = sections.map((index) => base(index) + (sharing.includes(index) ? slack / sharing.length : 0));

  // Whole frames, adding up to the video exactly (the remainder goes to the longest slide).
  const frames = [...seconds, endCard].map((value) => Math.max(1, Math.round(value * fps)));
  const remainder = Math.round(lengthSec * fps) - frames.reduce((sum, value) => sum + value, 0);
  const longest = frames.slice(0, slides).reduce((best, value, index) => (value > frames[best]! ? index : best), 0);
  frames[slides > 0 ? longest : 0]! += remainder;
  const timings = frames.map((value) => value / fps);

  const segments: VoiceSegment[] = [];
  const shifts: Array<number | null> = [];
  let slideStart = 0;
  for (const [index, part] of parts.entries()) {
    if (part && said[index]) {
      // A little of the pauses around the part is kept, so no breath or final consonant is cut.
      const before = Math.min(edgeSec, part.startSec);
      const atSec = slideStart + leadSec;
      segments.push({ fromSec: part.startSec - before, toSec: part.endSec + edgeSec, atSec: atSec - before });
      shifts.push(atSec - part.startSec);
    } else shifts.push(null);
    slideStart += timings[index]!;
  }
  return { timings, segments, shifts };
}

/** Seconds of the recording a placement plays. */
export function heardSeconds(placement: NarrationPlacement): number {
  return placement.segments.reduce((sum, segment) => sum + Math.max(0, segment.toSec - segment.fromSec), 0);
}

/**
 * How many of its sentences each part keeps so that the video holds as much of the voice as it
 * can: a part with no room loses its last sentences (a part says its first thing first) before
 * the whole part is left out. `sentenceCounts` per part; the spans are the recording's sentences.
 */
export function fitPartsToVideo(sentenceSpans: readonly Span[], sentenceCounts: readonly number[], lengthSec: number, options: { endCardSec: number; fps: number }): number[] {
  const kept = [...sentenceCounts];
  let best = { kept: [...kept], seconds: -1 };
  for (;;) {
    const spans = partSpans(sentenceSpans, sentenceCounts, kept);
    const placement = placeNarration(spans, lengthSec, options);
    const seconds = heardSeconds(placement);
    if (seconds > best.seconds) best = { kept: [...kept], seconds };
    const leftOut = spans.some((span, index) => span !== null && span.endSec > span.startSec && placement.shifts[index] === null);
    const trimmable = kept.map((count, index) => ({ index, count, seconds: spans[index] ? partSeconds(spans[index]!) : 0 })).filter((part) => part.count > 1);
    if (!leftOut || trimmable.length === 0) return best.kept;
    kept[trimmable.reduce((a, b) => (b.seconds > a.seconds ? b : a)).index]! -= 1;
  }
}

/**
 * The spans of the recording each part covers, from the spans of its sentences (`sentenceCounts`
 * per part), each part as far as its first `keptCounts` sentences when given.
 */
export function partSpans(sentenceSpans: readonly Span[], sentenceCounts: readonly number[], keptCounts: readonly number[] = sentenceCounts): Array<Span | null> {
  let next = 0;
  return sentenceCounts.map((count, index) => {
    const spans = sentenceSpans.slice(next, next + Math.min(count, keptCounts[index] ?? count));
    next += count;
    return spans.length > 0 ? { startSec: spans[0]!.startSec, endSec: spans.at(-1)!.endSec } : null;
  });
}
