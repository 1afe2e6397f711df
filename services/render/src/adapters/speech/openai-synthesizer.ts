import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { languageNames, type KitLanguage } from '@sitespark/site-model';
import { withTempDir } from '../../engine/temp-dir.ts';
import { assertSpeechExtension, finishSpeech, localEncodeTimeoutMs } from './encode-speech.ts';
import { defaultSpeechModel, defaultSpeechTimeoutMs, openAiBaseUrl, parseSpeechVoices, voiceFor, type SpeechVoices } from './speech-settings.ts';
import type { SpeechSynthesizer } from './speech-synthesizer.ts';
import { cleanScript } from './speech-synthesizer.ts';

export interface OpenAiSpeechConfig {
  /** Sent as a Bearer token; without one the request carries no Authorization header (a local server). */
  apiKey?: string;
  baseUrl?: string;
  model?: string;
  /** The voice per script language; a string is one voice for all. Default alloy. */
  voices?: SpeechVoices | string;
  timeoutMs?: number;
}

/**
 * How a speech request failed. `absent`: the server has no `/audio/speech` (404, 405), which will
 * not change while the process runs; every other kind may be gone on the next request.
 */
export type SpeechFailureKind = 'absent' | 'server-error' | 'refused' | 'timeout' | 'unreachable' | 'bad-audio' | 'too-long';

/** The speech endpoint could not read a script; `kind` says why, `status` is the HTTP answer if there was one. */
export class SpeechEndpointError extends Error {
  readonly kind: SpeechFailureKind;
  readonly url: string;
  readonly status: number | undefined;

  constructor(kind: SpeechFailureKind, url: string, message: string, status?: number, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
    this.url = url;
    this.status = status;
    this.name = 'SpeechEndpointError';
  }
}

/** The API's own limit on `input`. */
const maxInputLength = 4096;
const maxResponseBytes = 25 * 1024 * 1024;

/**
 * The models that take `instructions` (OpenAI's gpt-4o TTS family); tts-1, tts-1-hd and other
 * servers' models are sent only the documented fields, since unknown ones may be refused.
 */
const takesInstructions = (model: string) => /^gpt-4o/i.test(model);

/**
 * OpenAI's text-to-speech endpoint (`POST /audio/speech`), or any server speaking the same API. The
 * voice is the one configured for the script's language; models that take instructions are also
 * told the language, so a German script is read as German rather than with an English accent.
 */
export function createOpenAiSynthesizer(config: OpenAiSpeechConfig): SpeechSynthesizer {
  const baseUrl = (config.baseUrl ?? openAiBaseUrl).replace(/\/+$/, '');
  const url = `${baseUrl}/audio/speech`;
  const model = config.model ?? defaultSpeechModel;
  const voices = typeof config.voices === 'string' || config.voices === undefined ? parseSpeechVoices(config.voices) : config.voices;
  const timeoutMs = config.timeoutMs ?? defaultSpeechTimeoutMs;
  return {
    kind: 'openai',
    // The model reads any of the kit's languages.
    speaks: () => true,
    async synthesize(text, outputFile, { signal, language = 'en' } = {}) {
      const script = cleanScript(text);
      assertSpeechExtension(outputFile);
      if (script.length > maxInputLength) throw new SpeechEndpointError('too-long', url, `the script is longer than the ${maxInputLength} characters the speech API takes`);
      const voice = voiceFor(voices, language);
      const timeout = AbortSignal.timeout(timeoutMs);
      const requestSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
      const failed = (error: unknown): never => {
        if (signal?.aborted) throw error;
        if (timeout.aborted) throw new SpeechEndpointError('timeout', url, `the speech endpoint ${url} did not answer within ${timeoutMs} ms`, undefined, { cause: error });
        if (error instanceof SpeechEndpointError) throw error;
        throw new SpeechEndpointError('unreachable', url, `the speech endpoint ${url} could not be reached: ${describeNetworkError(error)}`, undefined, { cause: error });
      };
      let audio: Buffer;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}), 'content-type': 'application/json' },
          body: JSON.stringify({
            model,
            voice,
            input: script,
            response_format: 'mp3',
            ...(takesInstructions(model) ? { instructions: languageInstructions(language) } : {}),
          }),
          signal: requestSignal,
          redirect: 'error',
        });
        if (!response.ok) {
          const detail = (await response.text().catch(() => '')).slice(0, 300);
          throw new SpeechEndpointError(
            failureKindOf(response.status),
            url,
            `the speech endpoint ${url} answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`,
            response.status,
          );
        }
        const declared = Number(response.headers.get('content-length') ?? 0);
        if (declared > maxResponseBytes) throw new SpeechEndpointError('bad-audio', url, `the speech endpoint ${url} sent more than ${maxResponseBytes} bytes`);
        audio = Buffer.from(await response.arrayBuffer());
      } catch (error) {
        return failed(error);
      }
      if (audio.length === 0 || audio.length > maxResponseBytes) throw new SpeechEndpointError('bad-audio', url, `the speech endpoint ${url} sent ${audio.length === 0 ? 'no' : 'too much'} audio`);
      try {
        return await withTempDir(async (dir) => {
          // ffmpeg recognises the format (MP3 as asked, or WAV from a server that ignores response_format).
          const recording = join(dir, 'speech-answer');
          await writeFile(recording, audio);
          // The endpoint's timeout is about the endpoint: decoding its answer here is this machine's work,
          // with the same budget as the offline voices, so a busy machine never blames a server that answered.
          return { ...(await finishSpeech(recording, outputFile, dir, { timeoutMs: localEncodeTimeoutMs, ...(signal ? { signal } : {}) })), voice, engine: 'openai' };
        });
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new SpeechEndpointError('bad-audio', url, `the speech endpoint ${url} sent audio that could not be decoded: ${(error as Error).message}`, undefined, { cause: error });
      }
    },
  };
}

/** 404 and 405: the server has no speech route (a text-only server); others may pass. */
function failureKindOf(status: number): SpeechFailureKind {
  if (status === 404 || status === 405) return 'absent';
  if (status >= 500) return 'server-error';
  return 'refused';
}

function languageInstructions(language: KitLanguage): string {
  const name = languageNames[language];
  return `The text is in ${name}. Read it aloud in ${name} with a natural native ${name} pronunciation, in a warm, clear voice-over style.`;
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message ?? String(error);
}
