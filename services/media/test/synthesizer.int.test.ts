import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFfmpeg } from '../src/adapters/ffmpeg.ts';
import { libraryCompositions } from '../src/domain/library/compositions.ts';
import { midi } from '../src/domain/library/music-theory.ts';
import { renderComposition } from '../src/domain/library/render-composition.ts';
import type { Composition, ToneVoice } from '../src/domain/library/synth-graph.ts';
import { MediaFiles } from './support/media-files.ts';

const rate = 22050;
let files: MediaFiles;
let workDir: string;

beforeAll(async () => {
  files = await MediaFiles.create();
  workDir = await mkdtemp(path.join(tmpdir(), 'sitespark-synth-test-'));
});
afterAll(async () => {
  await files?.cleanup();
  await rm(workDir, { recursive: true, force: true });
});

/** Power of one frequency over a window of samples (Goertzel). */
function powerAt(samples: Float32Array, from: number, to: number, frequency: number): number {
  const start = Math.round(from * rate);
  const end = Math.round(to * rate);
  const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / rate);
  let previous = 0;
  let beforePrevious = 0;
  for (let i = start; i < end; i++) {
    const current = samples[i]! + coefficient * previous - beforePrevious;
    beforePrevious = previous;
    previous = current;
  }
  return (previous ** 2 + beforePrevious ** 2 - coefficient * previous * beforePrevious) / (end - start) ** 2;
}

function rms(samples: Float32Array, from: number, to: number): number {
  let sum = 0;
  const start = Math.round(from * rate);
  const end = Math.round(to * rate);
  for (let i = start; i < end; i++) sum += samples[i]! ** 2;
  return Math.sqrt(sum / (end - start));
}

async function play(composition: Composition): Promise<Float32Array> {
  const ffmpeg = createFfmpeg({ ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' });
  const rendered = await renderComposition(composition, ffmpeg, workDir);
  expect(Math.abs(rendered.durationSeconds - composition.durationSeconds)).toBeLessThan(0.1);
  return files.samples(await readFile(rendered.file), 'mp3', rate);
}

const sine = { timbre: { harmonics: [1] }, envelope: { attack: 0.01, release: 0.05 } };

describe('the synthesiser', () => {
  it('plays the notes of a score at their times, loops it, and keeps a gated voice silent outside its span', async () => {
    const melody: ToneVoice = {
      kind: 'tone',
      name: 'two notes',
      gain: 0.3,
      pan: 0,
      ...sine,
      stepSeconds: 0.5,
      cycleSteps: 4,
      notes: [
        { start: 0, length: 2, pitches: [midi('A4')] },
        { start: 2, length: 2, pitches: [midi('E5')] },
      ],
    };
    const late: ToneVoice = { ...melody, name: 'late C6', gain: 0.3, active: [4, 6], notes: [{ start: 0, length: 4, pitches: [midi('C6')] }] };
    const samples = await play({ slug: 'test-score', name: 'Test', genre: 'Pop', mood: 'Calm', durationSeconds: 10, voices: [melody, late] });

    const a4 = 440;
    const e5 = 659.26;
    const c6 = 1046.5;
    // First cycle, then the loop's second and third cycles.
    for (const cycleStart of [0, 2, 4]) {
      expect(powerAt(samples, cycleStart + 0.2, cycleStart + 0.8, a4)).toBeGreaterThan(100 * powerAt(samples, cycleStart + 0.2, cycleStart + 0.8, e5));
      expect(powerAt(samples, cycleStart + 1.2, cycleStart + 1.8, e5)).toBeGreaterThan(100 * powerAt(samples, cycleStart + 1.2, cycleStart + 1.8, a4));
    }
    const c6Before = powerAt(samples, 2.2, 3.8, c6);
    const c6During = powerAt(samples, 4.2, 5.8, c6);
    expect(c6During).toBeGreaterThan(1000 * c6Before);
  });

  it('strikes drums on their steps', async () => {
    const samples = await play({
      slug: 'test-drums',
      name: 'Test drums',
      genre: 'Pop',
      mood: 'Calm',
      durationSeconds: 8,
      voices: [{ kind: 'drum', name: 'kick', sound: 'kick', gain: 0.8, pan: 0, stepSeconds: 0.125, cycleSteps: 16, hits: [{ step: 0, velocity: 1 }, { step: 8, velocity: 1 }] }],
    });
    for (const hit of [1, 2, 3, 4]) {
      expect(rms(samples, hit, hit + 0.1)).toBeGreaterThan(20 * rms(samples, hit - 0.2, hit - 0.05));
    }
  });
});

describe('the built-in compositions', () => {
  it('give each genre its own tempo, chords and instruments', () => {
    const signatures = libraryCompositions.map((composition) => {
      const tones = composition.voices.filter((voice): voice is ToneVoice => voice.kind === 'tone');
      const harmonies = new Set(tones.flatMap((voice) => voice.notes.filter((note) => note.pitches.length >= 3).map((note) => note.pitches.join(','))));
      const steps = composition.voices.map((voice) => voice.stepSeconds);
      return { composition, harmonies: harmonies.size, shortestStep: Math.min(...steps), voices: composition.voices.length };
    });
    for (const { composition, harmonies, voices } of signatures) {
      expect(harmonies, `${composition.name} chord changes`).toBeGreaterThanOrEqual(4);
      expect(voices, composition.name).toBeGreaterThanOrEqual(4);
      expect(composition.durationSeconds).toBeGreaterThanOrEqual(30);
      expect(composition.durationSeconds).toBeLessThanOrEqual(60);
    }
    expect(new Set(signatures.map((s) => s.shortestStep.toFixed(4))).size).toBe(libraryCompositions.length);
    expect(new Set(libraryCompositions.map((c) => c.slug)).size).toBe(libraryCompositions.length);
  });
});
