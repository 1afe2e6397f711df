import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpeechSynthesizer, probeMedia } from '../../src/engine/index.ts';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createFliteSynthesizer } from '../../src/adapters/speech/flite-synthesizer.ts';
import { UnsupportedSpeechLanguageError } from '../../src/adapters/speech/speech-synthesizer.ts';
import { tone } from './fixtures.ts';

const sentence =
  'Acme Widgets helps small businesses grow with dependable tools, friendly support and fair prices for everyone.';
const words = sentence.split(' ').length;

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-speech-test-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Roughly 100-250 words a minute, as any voice speaks. */
function expectPlausibleLength(durationSec: number): void {
  expect(durationSec).toBeGreaterThan((words / 250) * 60);
  expect(durationSec).toBeLessThan((words / 100) * 60);
}

describe('offline speech', () => {
  it('speaks a sentence with espeak-ng by default', async () => {
    const synthesizer = createSpeechSynthesizer({});
    expect(synthesizer.kind).toBe('espeak-ng');
    const outputFile = join(dir, 'espeak.mp3');
    const result = await synthesizer.synthesize(sentence, outputFile);
    expect(result.file).toBe(outputFile);
    expectPlausibleLength(result.durationSec);
    const info = await probeMedia(outputFile);
    expect(info.audio?.codec).toBe('mp3');
    expect(info.durationSec).toBeCloseTo(result.durationSec, 1);
  });

  it('speaks with ffmpeg flite when chosen', async () => {
    const synthesizer = createSpeechSynthesizer({ offlineEngine: 'flite' });
    expect(synthesizer.kind).toBe('flite');
    const result = await synthesizer.synthesize(sentence, join(dir, 'flite.wav'));
    expectPlausibleLength(result.durationSec);
    expect((await probeMedia(result.file)).audio?.codec).toBe('pcm_s16le');
  });

  it('reads a German script with the German espeak-ng voice, not the English one', async () => {
    const german = 'Kanzlei Hartmann begleitet Familien in Köln durch Trennung und Scheidung, mit Festpreisen und verständlicher Sprache.';
    const synthesizer = createSpeechSynthesizer({ offlineEngine: 'espeak-ng' });
    expect(synthesizer.speaks('de')).toBe(true);
    const result = await synthesizer.synthesize(german, join(dir, 'german.wav'), { language: 'de' });
    expect(result.voice).toBe('de');
    // The same script through espeak-ng directly: the German voice gives the same recording, the English one does not.
    const run = promisify(execFile);
    const durationOf = async (voice: string) => {
      const file = join(dir, `direct-${voice}.wav`);
      await run('espeak-ng', ['-v', voice, '-s', '160', '-w', file, german]);
      return (await probeMedia(file)).durationSec;
    };
    const [asGerman, asEnglish] = await Promise.all([durationOf('de'), durationOf('en-us')]);
    expect(result.durationSec).toBeCloseTo(asGerman, 1);
    expect(Math.abs(asGerman - asEnglish)).toBeGreaterThan(0.2);
  });

  it('never reads a German script with the English-only flite voice: it refuses, so the video can say so', async () => {
    const synthesizer = createFliteSynthesizer();
    expect(synthesizer.speaks('en')).toBe(true);
    expect(synthesizer.speaks('de')).toBe(false);
    await expect(synthesizer.synthesize('Guten Tag aus Köln.', join(dir, 'flite-de.wav'), { language: 'de' })).rejects.toBeInstanceOf(UnsupportedSpeechLanguageError);
  });

  it('refuses an empty script and an unsupported file type', async () => {
    const synthesizer = createSpeechSynthesizer({});
    await expect(synthesizer.synthesize(' \u0000 ', join(dir, 'empty.mp3'))).rejects.toThrow(/empty/);
    await expect(synthesizer.synthesize(sentence, join(dir, 'speech.ogg'))).rejects.toThrow(/\.mp3 or \.wav/);
  });
});

describe('OpenAI speech', () => {
  let server: Server;
  let baseUrl: string;
  let fail = false;
  const requests: { url: string; authorization: string; body: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    const audio = await readFile(await tone(join(dir, 'openai-answer.mp3'), 3, 330));
    server = createServer((request: IncomingMessage, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        requests.push({
          url: request.url ?? '',
          authorization: request.headers.authorization ?? '',
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
        });
        if (fail) {
          response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
        } else {
          response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(audio);
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('is used when a key is configured and writes the returned audio', async () => {
    const synthesizer = createSpeechSynthesizer({ openaiApiKey: 'sk-test', openaiBaseUrl: baseUrl });
    expect(synthesizer.kind).toBe('openai');
    const result = await synthesizer.synthesize(sentence, join(dir, 'openai.mp3'));
    expect(result.durationSec).toBeCloseTo(3, 0);
    expect(requests.at(-1)).toMatchObject({
      url: '/v1/audio/speech',
      authorization: 'Bearer sk-test',
      body: { input: sentence, response_format: 'mp3' },
    });
  });

  it('fails clearly on an error answer and writes nothing', async () => {
    fail = true;
    const synthesizer = createSpeechSynthesizer({ openaiApiKey: 'sk-test', openaiBaseUrl: baseUrl });
    const outputFile = join(dir, 'openai-failed.mp3');
    await expect(synthesizer.synthesize(sentence, outputFile)).rejects.toThrow(/HTTP 500/);
    expect(existsSync(outputFile)).toBe(false);
  });
});
