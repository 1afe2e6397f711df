import type { MusicGenre, MusicMood } from '@sitespark/contracts';
import { frequencyOf } from './music-theory.ts';

/**
 * A piece of music described as voices that ffmpeg's `aevalsrc` can play: every voice is one
 * expression evaluated per sample, looked up from its score with binary searches over the step
 * number. Only one cycle of each voice's score is evaluated and then looped, so a track of several
 * voices renders in a few seconds on one core.
 */
export interface Composition {
  /** Stable and versioned: it names the object and the library row, so a new recipe gets a new slug. */
  slug: string;
  name: string;
  genre: MusicGenre;
  mood: MusicMood;
  durationSeconds: number;
  voices: Voice[];
}

export interface Note {
  /** First step of the note within the voice's cycle. */
  start: number;
  /** Length in steps. */
  length: number;
  /** MIDI numbers sounding together (at most five). */
  pitches: number[];
  velocity?: number;
}

export interface Envelope {
  /** Seconds to full level. */
  attack: number;
  /** Exponential decay rate per second while the note sounds (a pluck); omitted for a held tone. */
  decay?: number;
  /** Seconds of fade before the note's end. */
  release: number;
}

export interface Timbre {
  /** Amplitude of each harmonic, the fundamental first. */
  harmonics: number[];
  /** A second, slightly detuned layer (frequency ratio, e.g. 1.004) for a chorus-like shimmer. */
  detune?: number;
  vibrato?: { rate: number; depth: number };
  /** Harmonics at these frequency ratios instead of 1, 2, 3, ... (bells are inharmonic). */
  ratios?: number[];
}

interface VoiceMix {
  name: string;
  gain: number;
  /** -1 left .. 1 right. */
  pan: number;
  /** Extra ffmpeg audio filters for this voice (EQ, echo), applied before panning. */
  filters?: string[];
  /** Seconds during which the voice plays; it is silent outside. */
  active?: [number, number];
  /** Linear level ramp over the voice's active span (a crescendo). */
  ramp?: [number, number];
  /** Delays one channel a few milliseconds to widen the voice. */
  wide?: boolean;
  /** When the voice's score begins (it loops from there, and backwards before it). */
  startsAt?: number;
  /** Ducks the voice at the start of every beat of this many seconds (the dance-music pump). */
  pumpBeatSeconds?: number;
}

export interface ToneVoice extends VoiceMix {
  kind: 'tone';
  stepSeconds: number;
  cycleSteps: number;
  notes: Note[];
  timbre: Timbre;
  envelope: Envelope;
}

export type DrumSound = 'kick' | 'snare' | 'clap' | 'hat' | 'openHat' | 'shaker' | 'rim' | 'timpani';

export interface DrumVoice extends VoiceMix {
  kind: 'drum';
  sound: DrumSound;
  stepSeconds: number;
  cycleSteps: number;
  hits: Array<{ step: number; velocity: number }>;
  /** Fundamental in Hz for pitched drums (kick, timpani). */
  pitch?: number;
}

export type Voice = ToneVoice | DrumVoice;

export const sampleRate = 44100;

/** Numbers for av_expr: fixed notation (no exponents), trimmed. */
function num(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  const fixed = value.toFixed(7).replace(/0+$/, '').replace(/\.$/, '');
  return fixed === '-0' ? '0' : fixed;
}

interface Range {
  from: number;
  value: number;
}

/** A binary search over `ld(slot)`: ranges sorted by `from`, each lasting until the next one. */
function lookup(slot: number, ranges: Range[]): string {
  if (ranges.length === 0) return '0';
  if (ranges.length === 1) return num(ranges[0]!.value);
  const middle = Math.floor(ranges.length / 2);
  const pivot = ranges[middle]!.from;
  return `if(lt(ld(${slot}),${num(pivot)}),${lookup(slot, ranges.slice(0, middle))},${lookup(slot, ranges.slice(middle))})`;
}

/** Collapses per-step values into ranges of equal values. */
function toRanges(values: number[]): Range[] {
  const ranges: Range[] = [];
  values.forEach((value, step) => {
    if (ranges.at(-1)?.value !== value) ranges.push({ from: step, value });
  });
  return ranges;
}

function noteSteps(voice: ToneVoice): number[] {
  const owner = Array.from({ length: voice.cycleSteps }, () => -1);
  voice.notes.forEach((note, index) => {
    if (note.pitches.length === 0 || note.pitches.length > 5) throw new Error(`${voice.name}: a note needs 1 to 5 pitches`);
    for (let step = note.start; step < note.start + note.length; step++) {
      if (step < 0 || step >= voice.cycleSteps) throw new Error(`${voice.name}: note at step ${note.start} leaves the cycle`);
      if (owner[step] !== -1) throw new Error(`${voice.name}: notes overlap at step ${step}`);
      owner[step] = index;
    }
  });
  return owner;
}

/** Index lookups over note numbers; index -1 (silence) maps to the first note's value, muted by the envelope. */
function byNote(voice: ToneVoice, pick: (note: Note) => number): Range[] {
  return toRanges(voice.notes.map(pick));
}

/**
 * One cycle of the score is evaluated and then looped, so `t` runs over [0, cycle); a score that
 * starts later than 0 is read from the matching point of its cycle.
 */
function localTime(voice: Voice): string {
  const cycle = voice.cycleSteps * voice.stepSeconds;
  const shift = (((-(voice.startsAt ?? 0)) % cycle) + cycle) % cycle;
  return shift > 0 ? `(t+${num(shift)})` : 't';
}

const pitchSlots = [5, 7, 8, 9, 4];

function toneExpression(voice: ToneVoice): string {
  const cycle = voice.cycleSteps * voice.stepSeconds;
  const { envelope, timbre } = voice;
  const polyphony = Math.max(...voice.notes.map((note) => note.pitches.length));
  const parts = [
    `st(0,mod(${localTime(voice)},${num(cycle)}))`,
    `st(1,floor(ld(0)/${num(voice.stepSeconds)}))`,
    `st(2,${lookup(1, toRanges(noteSteps(voice)))})`,
    `st(3,ld(0)-${lookup(2, byNote(voice, (note) => note.start * voice.stepSeconds))})`,
    `st(4,${lookup(2, byNote(voice, (note) => note.length * voice.stepSeconds))})`,
  ];
  const velocities = new Set(voice.notes.map((note) => note.velocity ?? 1));
  const level = velocities.size > 1 ? `*${lookup(2, byNote(voice, (note) => note.velocity ?? 1))}` : '';
  const decay = envelope.decay ? `*exp(-${num(envelope.decay)}*ld(3))` : '';
  parts.push(
    `st(6,gte(ld(2),0)*min(1,ld(3)/${num(envelope.attack)})${decay}*min(1,max(0,ld(4)-ld(3))/${num(envelope.release)})${level})`,
  );
  // Slot 1 (the step) is free from here on: it holds the note's time, warped by the vibrato.
  parts.push(
    timbre.vibrato
      ? `st(1,ld(3)+${num(timbre.vibrato.depth / (2 * Math.PI * timbre.vibrato.rate))}*sin(${num(2 * Math.PI * timbre.vibrato.rate)}*ld(3)))`
      : 'st(1,ld(3))',
  );
  for (let k = 0; k < polyphony; k++) {
    parts.push(`st(${pitchSlots[k]},${lookup(2, byNote(voice, (note) => (note.pitches[k] === undefined ? 0 : 2 * Math.PI * frequencyOf(note.pitches[k]!))))})`);
  }
  const terms: string[] = [];
  const layerGain = timbre.detune ? 0.5 : 1;
  for (let k = 0; k < polyphony; k++) {
    timbre.harmonics.forEach((amplitude, h) => {
      if (amplitude === 0) return;
      const ratio = timbre.ratios?.[h] ?? h + 1;
      const omega = `ld(${pitchSlots[k]})`;
      terms.push(`${num(amplitude * layerGain)}*sin(${num(ratio)}*${omega}*ld(1))`);
      if (timbre.detune) terms.push(`${num(amplitude * layerGain)}*sin(${num(ratio * timbre.detune)}*${omega}*ld(1))`);
    });
  }
  const pump = voice.pumpBeatSeconds ? `*(1-0.7*exp(-9*mod(ld(0),${num(voice.pumpBeatSeconds)})))` : '';
  parts.push(`ld(6)*(${terms.join('+')})${pump}`);
  return parts.join(';');
}

function drumSound(voice: DrumVoice): string {
  const tau = 'ld(3)';
  const noise = '(2*random(9)-1)';
  switch (voice.sound) {
    case 'kick': {
      const end = voice.pitch ?? 50;
      const start = end * 3.2;
      return `sin(2*PI*(${num(end)}*${tau}+${num((start - end) / 30)}*(1-exp(-30*${tau}))))*exp(-7*${tau})*min(1,${tau}*400)`;
    }
    case 'snare':
      return `(0.6*${noise}*exp(-17*${tau})+0.5*sin(2*PI*190*${tau})*exp(-24*${tau}))*min(1,${tau}*600)`;
    case 'clap':
      return `0.6*${noise}*(exp(-70*${tau})+gte(${tau},0.011)*exp(-70*(${tau}-0.011))+gte(${tau},0.022)*exp(-20*(${tau}-0.022)))`;
    case 'hat':
      return `${noise}*exp(-55*${tau})*min(1,${tau}*800)`;
    case 'openHat':
      return `${noise}*exp(-9*${tau})*min(1,${tau}*500)`;
    case 'shaker':
      return `${noise}*min(1,${tau}*120)*exp(-26*${tau})`;
    case 'rim':
      return `(0.6*sin(2*PI*1650*${tau})*exp(-90*${tau})+0.4*${noise}*exp(-130*${tau}))*min(1,${tau}*900)`;
    case 'timpani': {
      const pitch = voice.pitch ?? 73.42;
      return `(sin(2*PI*${num(pitch)}*${tau})+0.5*sin(2*PI*${num(pitch * 1.5)}*${tau})+0.25*sin(2*PI*${num(pitch * 1.98)}*${tau}))*exp(-2.2*${tau})*min(1,${tau}*250)`;
    }
  }
}

const drumFilters: Record<DrumSound, string[]> = {
  kick: ['lowpass=f=180'],
  snare: ['highpass=f=150'],
  clap: ['bandpass=f=1300:width_type=q:w=0.8'],
  hat: ['highpass=f=7000'],
  openHat: ['highpass=f=6000'],
  shaker: ['bandpass=f=6000:width_type=q:w=0.9'],
  rim: ['highpass=f=600'],
  timpani: ['lowpass=f=900'],
};

function drumExpression(voice: DrumVoice): string {
  const lastHit = Array.from({ length: voice.cycleSteps }, () => -1);
  const velocity = Array.from({ length: voice.cycleSteps }, () => 0);
  const hits = [...voice.hits].sort((a, b) => a.step - b.step);
  for (const hit of hits) {
    if (hit.step < 0 || hit.step >= voice.cycleSteps) throw new Error(`${voice.name}: hit at step ${hit.step} leaves the cycle`);
    for (let step = hit.step; step < voice.cycleSteps; step++) {
      lastHit[step] = hit.step * voice.stepSeconds;
      velocity[step] = hit.velocity;
    }
  }
  const cycle = voice.cycleSteps * voice.stepSeconds;
  return [
    `st(0,mod(${localTime(voice)},${num(cycle)}))`,
    `st(1,floor(ld(0)/${num(voice.stepSeconds)}))`,
    `st(2,${lookup(1, toRanges(lastHit))})`,
    `st(3,ld(0)-ld(2))`,
    `st(4,${lookup(1, toRanges(velocity))})`,
    `gte(ld(2),0)*ld(4)*${drumSound(voice)}`,
  ].join(';');
}

/** Gates (sample-accurate fades) and slow level ramps over the whole track, after looping. */
function automation(voice: Voice, duration: number): string[] {
  const [from, to] = voice.active ?? [0, duration];
  const filters: string[] = [];
  if (from > 0) filters.push(`afade=t=in:st=${num(from)}:d=0.005`);
  if (to < duration) filters.push(`afade=t=out:st=${num(Math.max(0, to - 0.005))}:d=0.005`);
  if (voice.ramp) {
    const [low, high] = voice.ramp;
    const slope = (high - low) / (to - from);
    filters.push(`volume=eval=frame:volume='clip(${num(low)}+${num(slope)}*(t-${num(from)}),${num(Math.min(low, high))},${num(Math.max(low, high))})'`);
  }
  return filters;
}

const voiceRates = [11025, 22050, sampleRate];

/**
 * A tone voice is evaluated at the lowest rate whose band holds its highest harmonic, then
 * resampled: most of the work is in low pads and basses, which need a quarter of the samples.
 */
function voiceRate(voice: Voice): number {
  if (voice.kind === 'drum') return sampleRate;
  const top = Math.max(...voice.notes.flatMap((note) => note.pitches.map(frequencyOf)));
  const ratios = voice.timbre.harmonics.map((_, h) => voice.timbre.ratios?.[h] ?? h + 1);
  const highest = top * Math.max(...ratios) * (voice.timbre.detune ?? 1) * (1 + (voice.timbre.vibrato?.depth ?? 0));
  return voiceRates.find((rate) => rate / 2 > highest * 1.1) ?? sampleRate;
}

/** The `-filter_complex_script` text that plays a composition into the `[mix]` stereo output. */
export function buildSynthGraph(composition: Composition): string {
  const duration = composition.durationSeconds;
  const chains = composition.voices.map((voice, index) => {
    const body = voice.kind === 'tone' ? toneExpression(voice) : drumExpression(voice);
    if (body.includes("'")) throw new Error(`${voice.name}: expression must not contain quotes`);
    const rate = voiceRate(voice);
    const cycleSamples = Math.round(voice.cycleSteps * voice.stepSeconds * rate);
    const loops = Math.max(0, Math.ceil((duration * rate) / cycleSamples) - 1);
    const angle = ((voice.pan + 1) * Math.PI) / 4;
    const filters = [
      `aevalsrc=exprs='${body}':s=${rate}:d=${num(cycleSamples / rate)}:c=mono`,
      `aloop=loop=${loops}:size=${cycleSamples}`,
      `atrim=end_sample=${Math.round(duration * rate)}`,
      `aresample=${sampleRate}`,
      ...(voice.kind === 'drum' ? drumFilters[voice.sound] : []),
      ...(voice.filters ?? []),
      ...automation(voice, duration),
      `volume=${num(voice.gain)}`,
      `pan=stereo|c0=${num(Math.cos(angle))}*c0|c1=${num(Math.sin(angle))}*c0`,
      ...(voice.wide ? ['adelay=0|13'] : []),
    ];
    return `${filters.join(',')}[v${index}]`;
  });
  const inputs = composition.voices.map((_, index) => `[v${index}]`).join('');
  chains.push(`${inputs}amix=inputs=${composition.voices.length}:normalize=0:duration=first,highpass=f=28,atrim=0:${num(duration)}[mix]`);
  return chains.join(';\n');
}
