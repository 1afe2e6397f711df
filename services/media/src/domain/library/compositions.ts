import { midi } from './music-theory.ts';
import type { Composition, DrumSound, DrumVoice, Envelope, Note, Timbre, ToneVoice } from './synth-graph.ts';

/**
 * The built-in library: one original piece per genre of spec section 9, written here as chord
 * progressions, arpeggios, bass lines, melodies and drum patterns, each with its own tempo and
 * timbres. SiteSpark cannot ship licensed recordings, so it plays these itself (see synth-graph.ts).
 */

interface Harmony {
  /** The bass note, e.g. 'C2'. */
  bass: number;
  /** The voicing played by pads and plucks, low to high. */
  tones: number[];
}

function harmony(bass: string, ...tones: string[]): Harmony {
  return { bass: midi(bass), tones: tones.map(midi) };
}

class Groove {
  readonly beat: number;
  readonly bar: number;
  readonly bpm: number;
  readonly bars: number;

  constructor(bpm: number, bars: number) {
    this.bpm = bpm;
    this.bars = bars;
    this.beat = 60 / bpm;
    this.bar = 4 * this.beat;
  }
  get duration(): number {
    return this.bars * this.bar;
  }
  /** Seconds from the start of `fromBar` to the start of `toBar`. */
  span(fromBar: number, toBar = this.bars): [number, number] {
    return [fromBar * this.bar, toBar * this.bar];
  }
}

type Mix = Pick<ToneVoice, 'name' | 'gain' | 'pan'> & Partial<Pick<ToneVoice, 'filters' | 'active' | 'ramp' | 'wide' | 'pumpBeatSeconds' | 'startsAt'>>;

/** Whole chords held for `barsPerChord` bars each. */
function pad(groove: Groove, chords: Harmony[], barsPerChord: number, transpose: number, sound: { timbre: Timbre; envelope: Envelope }, mix: Mix): ToneVoice {
  return {
    kind: 'tone',
    ...mix,
    ...sound,
    stepSeconds: groove.bar * barsPerChord,
    cycleSteps: chords.length,
    notes: chords.map((chord, index) => ({ start: index, length: 1, pitches: chord.tones.map((tone) => tone + transpose) })),
  };
}

/**
 * Chords played in a rhythm: `rhythm` lists, per bar, [step, length] pairs in steps of
 * 1/`stepsPerBeat` beat.
 */
function comp(
  groove: Groove,
  chords: Harmony[],
  stepsPerBeat: number,
  rhythm: Array<[number, number]>,
  transpose: number,
  sound: { timbre: Timbre; envelope: Envelope },
  mix: Mix,
): ToneVoice {
  const stepsPerBar = 4 * stepsPerBeat;
  const notes: Note[] = chords.flatMap((chord, index) =>
    rhythm.map(([step, length]) => ({ start: index * stepsPerBar + step, length, pitches: chord.tones.map((tone) => tone + transpose) })),
  );
  return { kind: 'tone', ...mix, ...sound, stepSeconds: groove.beat / stepsPerBeat, cycleSteps: chords.length * stepsPerBar, notes };
}

/**
 * One note per step walking through each chord: index i of `pattern` plays the chord's tone
 * i mod n, i div n octaves up; null rests.
 */
function arpeggio(
  groove: Groove,
  chords: Harmony[],
  stepsPerBeat: number,
  pattern: Array<number | null>,
  transpose: number,
  sound: { timbre: Timbre; envelope: Envelope },
  mix: Mix,
): ToneVoice {
  const stepsPerBar = 4 * stepsPerBeat;
  const notes: Note[] = [];
  chords.forEach((chord, index) => {
    for (let step = 0; step < stepsPerBar; step++) {
      const degree = pattern[step % pattern.length];
      if (degree === null || degree === undefined) continue;
      const n = chord.tones.length;
      const pitch = chord.tones[degree % n]! + 12 * Math.floor(degree / n) + transpose;
      notes.push({ start: index * stepsPerBar + step, length: 1, pitches: [pitch] });
    }
  });
  return { kind: 'tone', ...mix, ...sound, stepSeconds: groove.beat / stepsPerBeat, cycleSteps: chords.length * stepsPerBar, notes };
}

/**
 * A bass line over the chords' bass notes, one bar pattern of eighth notes repeated: tokens
 * 'R' root, 'F' fifth, 'O' octave, '.' rest, each with ':length' in eighths.
 */
function bassLine(groove: Groove, chords: Harmony[], pattern: string, sound: { timbre: Timbre; envelope: Envelope }, mix: Mix): ToneVoice {
  const offsets: Record<string, number> = { R: 0, F: 7, O: 12 };
  const tokens = pattern.split(/\s+/).map((token) => {
    const [symbol = '.', length = '1'] = token.split(':');
    return { symbol, length: Number(length) };
  });
  const notes: Note[] = [];
  chords.forEach((chord, index) => {
    let step = index * 8;
    for (const { symbol, length } of tokens) {
      const offset = offsets[symbol];
      if (offset !== undefined) notes.push({ start: step, length, pitches: [chord.bass + offset] });
      step += length;
    }
  });
  return { kind: 'tone', ...mix, ...sound, stepSeconds: groove.beat / 2, cycleSteps: chords.length * 8, notes };
}

/** A melody in eighth notes: 'B4:2 D5:2 .:2', a rest being '.'. */
function melody(groove: Groove, line: string, sound: { timbre: Timbre; envelope: Envelope }, mix: Mix): ToneVoice {
  const notes: Note[] = [];
  let step = 0;
  for (const token of line.trim().split(/\s+/)) {
    const [name = '.', length = '1'] = token.split(':');
    if (name !== '.') notes.push({ start: step, length: Number(length), pitches: [midi(name)] });
    step += Number(length);
  }
  return { kind: 'tone', ...mix, ...sound, stepSeconds: groove.beat / 2, cycleSteps: step, notes };
}

/** A drum pattern in sixteenths: 'X' full, 'x' medium, 'o' soft, '.' nothing. */
function drums(groove: Groove, sound: DrumSound, pattern: string, mix: Mix & { pitch?: number }): DrumVoice {
  const levels: Record<string, number> = { X: 1, x: 0.7, o: 0.4 };
  const steps = pattern.replaceAll(' ', '');
  const hits = [...steps].flatMap((symbol, step) => (levels[symbol] === undefined ? [] : [{ step, velocity: levels[symbol]! }]));
  return { kind: 'drum', ...mix, sound, stepSeconds: groove.beat / 4, cycleSteps: steps.length, hits };
}

const sounds = {
  piano: { timbre: { harmonics: [1, 0.5, 0.28, 0.16, 0.08, 0.04] }, envelope: { attack: 0.004, decay: 3.2, release: 0.05 } },
  softPad: { timbre: { harmonics: [1, 0.35, 0.18, 0.08], detune: 1.0035 }, envelope: { attack: 0.6, release: 0.5 } },
  airPad: { timbre: { harmonics: [1, 0.2, 0.05], detune: 1.005 }, envelope: { attack: 1.8, release: 1.6 } },
  strings: {
    timbre: { harmonics: [1, 0.5, 0.33, 0.25, 0.2, 0.16, 0.14, 0.12], detune: 1.004, vibrato: { rate: 5.2, depth: 0.004 } },
    envelope: { attack: 0.9, release: 0.6 },
  },
  staccatoStrings: { timbre: { harmonics: [1, 0.5, 0.33, 0.25, 0.2, 0.16] }, envelope: { attack: 0.01, decay: 6, release: 0.05 } },
  horn: { timbre: { harmonics: [1, 0.6, 0.45, 0.3, 0.2, 0.1], vibrato: { rate: 4.8, depth: 0.003 } }, envelope: { attack: 0.12, release: 0.25 } },
  squarePluck: { timbre: { harmonics: [1, 0, 0.33, 0, 0.2, 0, 0.14] }, envelope: { attack: 0.003, decay: 7, release: 0.03 } },
  brightStab: { timbre: { harmonics: [1, 0.6, 0.4, 0.3, 0.2, 0.15] }, envelope: { attack: 0.004, decay: 9, release: 0.04 } },
  sawPad: { timbre: { harmonics: [1, 0.5, 0.33, 0.25, 0.2, 0.16], detune: 1.006 }, envelope: { attack: 0.05, release: 0.2 } },
  ePiano: { timbre: { harmonics: [1, 0.3, 0.08, 0, 0.04] }, envelope: { attack: 0.005, decay: 1.6, release: 0.08 } },
  bell: { timbre: { harmonics: [1, 0.4, 0.25, 0.12], ratios: [1, 2.76, 5.4, 8.93] }, envelope: { attack: 0.003, decay: 1.4, release: 0.1 } },
  lead: { timbre: { harmonics: [1, 0, 0.11, 0, 0.04], vibrato: { rate: 5.5, depth: 0.006 } }, envelope: { attack: 0.02, decay: 0.8, release: 0.08 } },
  sineBass: { timbre: { harmonics: [1, 0.15] }, envelope: { attack: 0.01, release: 0.06 } },
  roundBass: { timbre: { harmonics: [1, 0.4, 0.15, 0.08] }, envelope: { attack: 0.006, decay: 1.5, release: 0.04 } },
  sawBass: { timbre: { harmonics: [1, 0.5, 0.33, 0.25, 0.2] }, envelope: { attack: 0.004, decay: 4, release: 0.03 } },
  drone: { timbre: { harmonics: [1, 0.1], detune: 1.002 }, envelope: { attack: 2.5, release: 2 } },
} satisfies Record<string, { timbre: Timbre; envelope: Envelope }>;

function steadyProgress(): Composition {
  const g = new Groove(104, 16);
  const chords = [
    harmony('C2', 'C4', 'E4', 'G4', 'D5'),
    harmony('G2', 'B3', 'D4', 'G4', 'D5'),
    harmony('A2', 'A3', 'C4', 'E4', 'G4'),
    harmony('F2', 'A3', 'C4', 'F4', 'E5'),
  ];
  return {
    slug: 'corporate-steady-progress-v1',
    name: 'Steady Progress',
    genre: 'Corporate',
    mood: 'Professional',
    durationSeconds: g.duration,
    voices: [
      pad(g, chords, 1, 0, sounds.softPad, { name: 'pad', gain: 0.06, pan: 0, wide: true, filters: ['lowpass=f=2200'] }),
      arpeggio(g, chords, 2, [0, 2, 1, 3, 2, 1, 3, 2], 12, sounds.piano, {
        name: 'piano arpeggio',
        gain: 0.16,
        pan: 0.25,
        filters: ['aecho=0.8:0.5:190:0.25'],
      }),
      bassLine(g, chords, 'R:1 .:1 R:1 R:1 .:1 R:1 F:1 R:1', sounds.roundBass, { name: 'bass', gain: 0.35, pan: 0, active: g.span(4) }),
      drums(g, 'kick', 'X.......X.......', { name: 'kick', gain: 0.55, pan: 0, active: g.span(4) }),
      drums(g, 'clap', '....x.......x...', { name: 'clap', gain: 0.2, pan: -0.1, active: g.span(8) }),
      drums(g, 'hat', '..o...o...o...o.', { name: 'hat', gain: 0.25, pan: 0.3, active: g.span(4) }),
    ],
  };
}

function brightSide(): Composition {
  const g = new Groove(120, 20);
  const chords = [
    harmony('E2', 'E3', 'G3', 'B3', 'D4'),
    harmony('C2', 'E3', 'G3', 'C4', 'D4'),
    harmony('G2', 'G3', 'B3', 'D4', 'G4'),
    harmony('D2', 'F#3', 'A3', 'D4', 'F#4'),
  ];
  const hook = `
    B4:2 D5:2 E5:3 D5:1   E5:2 G5:2 E5:2 D5:2   B4:3 A4:1 G4:2 A4:2   A4:4 .:2 D5:2
    B4:2 D5:2 E5:3 G5:1   A5:2 G5:2 E5:2 G5:2   D5:2 B4:2 D5:2 E5:2   D5:6 .:2`;
  return {
    slug: 'pop-bright-side-v1',
    name: 'Bright Side',
    genre: 'Pop',
    mood: 'Upbeat',
    durationSeconds: g.duration,
    voices: [
      comp(g, chords, 2, [[1, 1], [3, 1], [5, 1], [7, 1]], 12, sounds.brightStab, {
        name: 'offbeat stabs',
        gain: 0.07,
        pan: -0.2,
        filters: ['lowpass=f=4500'],
      }),
      bassLine(g, chords, 'R:1 R:1 R:1 R:1 R:1 R:1 R:1 O:1', sounds.sawBass, { name: 'bass', gain: 0.3, pan: 0, filters: ['lowpass=f=700'] }),
      melody(g, hook, sounds.lead, { name: 'hook', gain: 0.16, pan: 0.15, active: g.span(4), startsAt: g.bar * 4, filters: ['aecho=0.8:0.4:250:0.2'] }),
      drums(g, 'kick', 'X...X...X...X...', { name: 'kick', gain: 0.5, pan: 0, active: g.span(4) }),
      drums(g, 'snare', '....X.......X...', { name: 'snare', gain: 0.3, pan: 0.05, active: g.span(4) }),
      drums(g, 'hat', 'o.x.o.x.o.x.o.x.', { name: 'hat', gain: 0.22, pan: 0.3 }),
    ],
  };
}

function stillWater(): Composition {
  const g = new Groove(64, 12);
  const chords = [
    harmony('D2', 'D3', 'A3', 'C#4', 'E4', 'F#4'),
    harmony('B1', 'B2', 'F#3', 'A3', 'C#4', 'D4'),
    harmony('G1', 'G2', 'D3', 'F#3', 'A3', 'B3'),
    harmony('A1', 'A2', 'E3', 'B3', 'C#4', 'E4'),
  ];
  const bells = `
    F#5:3 .:1 A5:2 .:2   .:4 E5:4   .:8   D5:2 .:2 B4:4
    .:8   C#5:3 .:1 E5:4   .:8   .:4 A4:4`;
  return {
    slug: 'ambient-still-water-v1',
    name: 'Still Water',
    genre: 'Ambient',
    mood: 'Calm',
    durationSeconds: g.duration,
    voices: [
      pad(g, chords, 2, 0, sounds.airPad, { name: 'pad', gain: 0.05, pan: 0, wide: true, filters: ['lowpass=f=1800', 'aecho=0.8:0.6:310:0.3'] }),
      pad(g, chords, 2, 12, sounds.airPad, { name: 'shimmer', gain: 0.012, pan: 0.3, wide: true, filters: ['highpass=f=600', 'aecho=0.8:0.7:420:0.4'] }),
      {
        kind: 'tone',
        name: 'drone',
        gain: 0.16,
        pan: 0,
        ...sounds.drone,
        stepSeconds: g.bar * 2,
        cycleSteps: chords.length,
        notes: chords.map((chord, index) => ({ start: index, length: 1, pitches: [chord.bass + 12] })),
      },
      melody(g, bells, sounds.bell, { name: 'bells', gain: 0.12, pan: -0.3, active: g.span(2), startsAt: g.bar * 2, filters: ['aecho=0.8:0.7:240|410:0.35|0.25'] }),
    ],
  };
}

function neonCircuit(): Composition {
  const g = new Groove(126, 24);
  const chords = [
    harmony('A1', 'A3', 'C4', 'E4'),
    harmony('F1', 'A3', 'C4', 'F4'),
    harmony('C2', 'G3', 'C4', 'E4'),
    harmony('G1', 'G3', 'B3', 'D4'),
  ];
  return {
    slug: 'electronic-neon-circuit-v1',
    name: 'Neon Circuit',
    genre: 'Electronic',
    mood: 'Energetic',
    durationSeconds: g.duration,
    voices: [
      arpeggio(g, chords, 4, [0, 1, 2, 3, 4, 3, 2, 1, 0, 1, 2, 3, 4, 5, 4, 2], 12, sounds.squarePluck, {
        name: 'arpeggio',
        gain: 0.12,
        pan: 0.2,
        filters: ['lowpass=f=3200', 'aecho=0.8:0.4:357:0.25'],
      }),
      pad(g, chords, 1, 0, sounds.sawPad, { name: 'pumping pad', gain: 0.035, pan: -0.1, wide: true, pumpBeatSeconds: g.beat, filters: ['lowpass=f=1600'] }),
      bassLine(g, chords, '.:1 O:1 .:1 O:1 .:1 O:1 .:1 O:1', sounds.sawBass, { name: 'offbeat bass', gain: 0.3, pan: 0, filters: ['lowpass=f=550'] }),
      drums(g, 'kick', 'X...X...X...X...', { name: 'kick', gain: 0.55, pan: 0, active: g.span(4) }),
      drums(g, 'openHat', '..x...x...x...x.', { name: 'open hat', gain: 0.12, pan: 0.25, active: g.span(4) }),
      drums(g, 'clap', '....X.......X...', { name: 'clap', gain: 0.22, pan: 0, active: g.span(8) }),
      drums(g, 'hat', 'xoxoxoxoxoxoxoxo', { name: 'hat', gain: 0.14, pan: -0.3, active: g.span(8) }),
    ],
  };
}

function risingHorizon(): Composition {
  const g = new Groove(76, 16);
  const chords = [
    harmony('D2', 'D3', 'A3', 'D4', 'F4'),
    harmony('Bb1', 'D3', 'F3', 'Bb3', 'D4'),
    harmony('F2', 'C3', 'F3', 'A3', 'C4'),
    harmony('C2', 'C3', 'E3', 'G3', 'C4'),
  ];
  const theme = 'A4:4 D5:4   F5:6 E5:2   C5:4 F5:4   E5:8';
  return {
    slug: 'cinematic-rising-horizon-v1',
    name: 'Rising Horizon',
    genre: 'Cinematic',
    mood: 'Inspiring',
    durationSeconds: g.duration,
    voices: [
      pad(g, chords, 1, 0, sounds.strings, { name: 'strings', gain: 0.045, pan: 0, wide: true, ramp: [0.4, 1], filters: ['lowpass=f=2600', 'aecho=0.8:0.6:280:0.3'] }),
      bassLine(g, chords, 'R:1 O:1 R:1 O:1 R:1 O:1 R:1 O:1', sounds.staccatoStrings, {
        name: 'low ostinato',
        gain: 0.16,
        pan: -0.15,
        active: g.span(4),
        ramp: [0.6, 1],
        filters: ['lowpass=f=1400'],
      }),
      melody(g, theme, sounds.horn, { name: 'horn theme', gain: 0.1, pan: 0.2, active: g.span(8), filters: ['lowpass=f=1800', 'aecho=0.8:0.6:300:0.3'] }),
      drums(g, 'timpani', 'X.............o.', { name: 'timpani', gain: 0.5, pan: 0, pitch: 73.42, active: g.span(4), ramp: [0.6, 1] }),
      drums(g, 'snare', '....o.......o.o.', { name: 'snare', gain: 0.12, pan: 0.1, active: g.span(12) }),
    ],
  };
}

function cleanLines(): Composition {
  const g = new Groove(90, 16);
  const chords = [
    harmony('F2', 'F3', 'A3', 'C4', 'E4'),
    harmony('E2', 'E3', 'G3', 'B3', 'D4'),
    harmony('D2', 'D3', 'F3', 'A3', 'C4'),
    harmony('C2', 'C3', 'E3', 'G3', 'B3'),
  ];
  return {
    slug: 'background-clean-lines-v1',
    name: 'Clean Lines',
    genre: 'Background',
    mood: 'Modern',
    durationSeconds: g.duration,
    voices: [
      comp(g, chords, 2, [[0, 3], [3, 3], [6, 2]], 12, sounds.ePiano, {
        name: 'electric piano',
        gain: 0.08,
        pan: -0.1,
        wide: true,
        filters: ['tremolo=f=4:d=0.2', 'lowpass=f=3000'],
      }),
      bassLine(g, chords, 'R:3 R:2 F:1 .:1 R:1', sounds.sineBass, { name: 'bass', gain: 0.35, pan: 0 }),
      drums(g, 'kick', 'X.....x...X.....', { name: 'kick', gain: 0.4, pan: 0, active: g.span(2) }),
      drums(g, 'rim', '....x.......x...', { name: 'rim', gain: 0.12, pan: 0.2, active: g.span(4) }),
      drums(g, 'shaker', 'oxoxoxoxoxoxoxox', { name: 'shaker', gain: 0.08, pan: 0.35, active: g.span(4) }),
    ],
  };
}

export const libraryCompositions: readonly Composition[] = [steadyProgress(), brightSide(), stillWater(), neonCircuit(), risingHorizon(), cleanLines()];
