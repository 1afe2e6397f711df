import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { withTempDir } from '../../engine/temp-dir.ts';
import { assertSpeechExtension, finishSpeech } from './encode-speech.ts';
import type { SpeechSynthesizer } from './speech-synthesizer.ts';
import { cleanScript } from './speech-synthesizer.ts';

export interface OpenAiSpeechConfig {
  apiKey: string;
  baseUrl?: string;
  model?: string;
  voice?: string;
  timeoutMs?: number;
}

/** The API's own limit on `input`. */
const maxInputLength = 4096;
const maxResponseBytes = 25 * 1024 * 1024;

/** OpenAI's text-to-speech endpoint (`POST /audio/speech`), or any server speaking the same API. */
export function createOpenAiSynthesizer(config: OpenAiSpeechConfig): SpeechSynthesizer {
  const baseUrl = (config.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 120_000;
  return {
    kind: 'openai',
    // The model reads the script's own language with the same voice.
    speaks: () => true,
    async synthesize(text, outputFile, { signal } = {}) {
      const script = cleanScript(text);
      if (script.length > maxInputLength) throw new RangeError(`OpenAI speech takes at most ${maxInputLength} characters`);
      assertSpeechExtension(outputFile);
      const requestSignal = signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
      const response = await fetch(`${baseUrl}/audio/speech`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          model: config.model ?? 'gpt-4o-mini-tts',
          voice: config.voice ?? 'alloy',
          input: script,
          response_format: 'mp3',
        }),
        signal: requestSignal,
        redirect: 'error',
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw new Error(`OpenAI speech failed with HTTP ${response.status}: ${detail}`);
      }
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > maxResponseBytes) throw new Error('OpenAI speech response is too large');
      const audio = Buffer.from(await response.arrayBuffer());
      if (audio.length === 0 || audio.length > maxResponseBytes) throw new Error('OpenAI speech response is empty or too large');
      return withTempDir(async (dir) => {
        const recording = join(dir, 'speech.mp3');
        await writeFile(recording, audio);
        return finishSpeech(recording, outputFile, dir, { timeoutMs, signal: requestSignal });
      });
    },
  };
}
