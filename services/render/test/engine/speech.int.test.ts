import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Logger } from '@sitespark/service-kit';
import { createSpeechSynthesizer } from '../../src/adapters/create-speech-synthesizer.ts';
import { parseSpeechVoices, type SpeechEndpoint } from '../../src/adapters/speech/speech-settings.ts';
import { probeMedia } from '../../src/engine/index.ts';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createFliteSynthesizer } from '../../src/adapters/speech/flite-synthesizer.ts';
import { UnsupportedSpeechLanguageError } from '../../src/adapters/speech/speech-synthesizer.ts';
import { startFakeSpeechServer, type FakeSpeechServer } from '../support/fake-speech-server.ts';

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


interface LogEntry {
  level: string;
  fields: Record<string, unknown>;
  message: string;
}

/** A logger that keeps what it is told, to check what an operator would read. */
function recordingLogger(entries: LogEntry[]): Logger {
  const at =
    (level: string) =>
    (fields: unknown, message?: string): void => {
      if (typeof fields === 'string') entries.push({ level, fields: {}, message: fields });
      else entries.push({ level, fields: fields as Record<string, unknown>, message: message ?? '' });
    };
  const logger = { info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug'), trace: at('trace'), fatal: at('fatal'), child: () => logger };
  return logger as unknown as Logger;
}

const german = 'Kanzlei Hartmann begleitet Familien in Köln durch Trennung und Scheidung, mit Festpreisen und verständlicher Sprache.';

describe('speech endpoint with the offline voice behind it', () => {
  let fake: FakeSpeechServer;
  let logs: LogEntry[];

  const endpointOf = (overrides: Partial<SpeechEndpoint> = {}): SpeechEndpoint => ({
    baseUrl: fake.baseUrl,
    apiKey: 'sk-test',
    model: 'gpt-4o-mini-tts',
    voices: parseSpeechVoices('en:alloy,de:onyx,fr:nova'),
    timeoutMs: 10_000,
    ...overrides,
  });
  const synthesizerFor = (endpoint: SpeechEndpoint, offlineEngine: 'espeak-ng' | 'flite' = 'espeak-ng') =>
    createSpeechSynthesizer({ endpoint, offlineEngine, logger: recordingLogger(logs) });

  beforeAll(async () => {
    fake = await startFakeSpeechServer('ok');
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    logs = [];
    fake.mode = 'ok';
    fake.format = 'mp3';
    fake.requests.length = 0;
  });

  it("sends the configured model, key and the script language's voice, and keeps the returned audio", async () => {
    const synthesizer = synthesizerFor(endpointOf());
    expect(synthesizer.kind).toBe('openai');
    const result = await synthesizer.synthesize(german, join(dir, 'endpoint-de.mp3'), { language: 'de' });
    expect(result).toMatchObject({ engine: 'openai', voice: 'onyx' });
    expect(result.fallback).toBeUndefined();
    expect(result.durationSec).toBeCloseTo(1, 0);
    expect((await probeMedia(result.file)).audio?.codec).toBe('mp3');
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/audio/speech', headers: { authorization: 'Bearer sk-test', 'content-type': 'application/json' } });
    expect(request!.body).toMatchObject({ model: 'gpt-4o-mini-tts', voice: 'onyx', input: german, response_format: 'mp3' });
    // The script's language goes where the API takes it: the instructions of the gpt-4o TTS models.
    expect(request!.body.instructions).toMatch(/German/);

    // A language the voice map does not name gets its first voice.
    await synthesizer.synthesize('Bonjour et bienvenue.', join(dir, 'endpoint-es.mp3'), { language: 'es' });
    expect(fake.requests[1]!.body).toMatchObject({ voice: 'alloy', instructions: expect.stringMatching(/Spanish/) });
  });

  it('calls a keyless local server without an Authorization header, sends tts-1 no instructions, and takes WAV answers', async () => {
    fake.format = 'wav';
    const synthesizer = synthesizerFor(endpointOf({ apiKey: undefined, model: 'tts-1', voices: parseSpeechVoices('nova') }));
    const result = await synthesizer.synthesize(sentence, join(dir, 'endpoint-local.wav'), { language: 'en' });
    expect(result).toMatchObject({ engine: 'openai', voice: 'nova' });
    expect((await probeMedia(result.file)).audio?.codec).toBe('pcm_s16le');
    const [request] = fake.requests;
    expect(request!.headers.authorization).toBeUndefined();
    expect(request!.body).toEqual({ model: 'tts-1', voice: 'nova', input: sentence, response_format: 'mp3' });
  });

  it('falls back to espeak-ng in the script language when the server has no speech route, and never asks it again', async () => {
    fake.mode = 'absent';
    const synthesizer = synthesizerFor(endpointOf());
    const first = await synthesizer.synthesize(german, join(dir, 'absent-1.mp3'), { language: 'de' });
    expect(first).toMatchObject({ engine: 'espeak-ng', voice: 'de', reason: 'speech endpoint answered 404', fallback: { kind: 'absent' } });
    expect(first.durationSec).toBeGreaterThan(3);
    expect(existsSync(first.file)).toBe(true);
    expect(fake.requests).toHaveLength(1);

    const second = await synthesizer.synthesize(german, join(dir, 'absent-2.mp3'), { language: 'de' });
    expect(second).toMatchObject({ engine: 'espeak-ng', voice: 'de', fallback: { kind: 'absent' }, reason: expect.stringContaining('not asked again') });
    expect(fake.requests).toHaveLength(1);

    // Logged once, saying where, what it answered and what speaks instead.
    const absentLogs = logs.filter((entry) => entry.fields.status === 404);
    expect(absentLogs).toHaveLength(1);
    expect(absentLogs[0]).toMatchObject({ level: 'warn', fields: { speechUrl: `${fake.baseUrl}/audio/speech`, status: 404, fallback: 'espeak-ng' } });
    expect(absentLogs[0]!.message).toContain('espeak-ng');
  });

  it('falls back for one script on a server error and tries the endpoint again for the next', async () => {
    fake.mode = 'error';
    const synthesizer = synthesizerFor(endpointOf());
    const failed = await synthesizer.synthesize(german, join(dir, 'error-1.mp3'), { language: 'de' });
    expect(failed).toMatchObject({ engine: 'espeak-ng', voice: 'de', reason: 'speech endpoint answered 500', fallback: { kind: 'server-error' } });
    expect(failed.fallback?.detail).toContain('HTTP 500');
    expect(fake.requests).toHaveLength(1);

    fake.mode = 'ok';
    const next = await synthesizer.synthesize(german, join(dir, 'error-2.mp3'), { language: 'de' });
    expect(next).toMatchObject({ engine: 'openai', voice: 'onyx' });
    expect(next.fallback).toBeUndefined();
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up on an endpoint that never answers after its timeout, and reads the script offline', async () => {
    fake.mode = 'hang';
    // Long enough that the answering endpoint afterwards is never mistaken for a hung one on a busy machine.
    const synthesizer = synthesizerFor(endpointOf({ timeoutMs: 2_000 }));
    const result = await synthesizer.synthesize(sentence, join(dir, 'hang.mp3'), { language: 'en' });
    expect(result).toMatchObject({ engine: 'espeak-ng', voice: 'en-us', reason: 'speech endpoint timed out', fallback: { kind: 'timeout' } });
    expect(fake.requests).toHaveLength(1);
    // Not remembered: the next script asks again.
    fake.mode = 'ok';
    expect(await synthesizer.synthesize(sentence, join(dir, 'after-hang.mp3'), { language: 'en' })).toMatchObject({ engine: 'openai' });
  });

  it('falls back on audio that cannot be decoded and on an unreachable server', async () => {
    fake.mode = 'garbage';
    const garbage = await synthesizerFor(endpointOf()).synthesize(sentence, join(dir, 'garbage.mp3'), { language: 'en' });
    expect(garbage).toMatchObject({ engine: 'espeak-ng', fallback: { kind: 'bad-audio' } });

    const closedPort = await freePort();
    const unreachable = await synthesizerFor(endpointOf({ baseUrl: `http://127.0.0.1:${closedPort}/v1` })).synthesize(sentence, join(dir, 'unreachable.mp3'), { language: 'en' });
    expect(unreachable).toMatchObject({ engine: 'espeak-ng', reason: 'speech endpoint unreachable', fallback: { kind: 'unreachable' } });
  });

  it('stops at once when the job is cancelled instead of falling back', async () => {
    fake.mode = 'hang';
    const controller = new AbortController();
    const pending = synthesizerFor(endpointOf()).synthesize(sentence, join(dir, 'cancelled.mp3'), { language: 'en', signal: controller.signal });
    await waitFor(() => fake.requests.length === 1);
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(existsSync(join(dir, 'cancelled.mp3'))).toBe(false);
  });

  it('with only the English flite voice offline, a German script is refused rather than misread once the endpoint is gone', async () => {
    fake.mode = 'absent';
    const synthesizer = synthesizerFor(endpointOf(), 'flite');
    expect(synthesizer.speaks('de')).toBe(true);
    await expect(synthesizer.synthesize(german, join(dir, 'flite-fallback-de.mp3'), { language: 'de' })).rejects.toBeInstanceOf(UnsupportedSpeechLanguageError);
    // The endpoint is known to be absent now: the video can tell before trying.
    expect(synthesizer.speaks('de')).toBe(false);
    expect(synthesizer.speaks('en')).toBe(true);
    expect(await synthesizer.synthesize(sentence, join(dir, 'flite-fallback-en.mp3'), { language: 'en' })).toMatchObject({ engine: 'flite', voice: 'slt', fallback: { kind: 'absent' } });
  });

  it('says why the offline voice speaks when no endpoint is configured', async () => {
    const synthesizer = createSpeechSynthesizer({ offlineEngine: 'espeak-ng', offlineReason: 'SPEECH_PROVIDER=offline' });
    expect(await synthesizer.synthesize(sentence, join(dir, 'offline-reason.mp3'))).toMatchObject({ engine: 'espeak-ng', reason: 'SPEECH_PROVIDER=offline' });
  });
});


/** A port nothing listens on (bound, then released). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!condition()) throw new Error('condition never became true');
}
