import type { KitLanguage } from '@sitespark/site-model';

export interface SynthesizedSpeech {
  file: string;
  durationSec: number;
  /** The voice that spoke, e.g. espeak-ng's "de" or flite's "slt". */
  voice?: string;
  /** The engine that spoke: "openai", "espeak-ng" or "flite". */
  engine?: string;
  /** Why that engine spoke, e.g. "speech endpoint answered 404" (for logs). */
  reason?: string;
  /** Set when the configured endpoint failed and an offline voice read the script instead. */
  fallback?: SpeechFallback;
}

/** Why the configured speech endpoint did not read a script. */
export interface SpeechFallback {
  /** absent (404/405, remembered), server-error (5xx), refused (other 4xx), timeout, unreachable, bad-audio, too-long. */
  kind: string;
  /** For logs: the URL and what it answered. */
  detail: string;
}

export interface SpeechOptions {
  signal?: AbortSignal;
  /** The script's language; a synthesizer without a voice for it refuses rather than read it with another language's voice. Default 'en'. */
  language?: KitLanguage;
}

/** Turns a narration script into an audio file (.mp3 or .wav, by the output file's extension). */
export interface SpeechSynthesizer {
  kind: string;
  /** Does this synthesizer have a voice for the language? */
  speaks(language: KitLanguage): boolean;
  synthesize(text: string, outputFile: string, options?: SpeechOptions): Promise<SynthesizedSpeech>;
}

/** Asked to read a language it has no voice for. */
export class UnsupportedSpeechLanguageError extends Error {
  readonly engine: string;
  readonly language: KitLanguage;

  constructor(engine: string, language: KitLanguage) {
    super(`The ${engine} voice speaks English only and cannot read a ${language} script`);
    this.engine = engine;
    this.language = language;
    this.name = 'UnsupportedSpeechLanguageError';
  }
}

/** Offline engines read scripts far longer than a 90 s narration; the cap only bounds the work. */
export const maxScriptLength = 20_000;

/** Control characters (other than line breaks and tabs) carry no speech and confuse some engines. */
export function cleanScript(text: string): string {
  const cleaned = Array.from(text, (char) => (isControl(char) ? ' ' : char))
    .join('')
    .trim();
  if (cleaned === '') throw new RangeError('The narration script is empty');
  if (cleaned.length > maxScriptLength) throw new RangeError(`The narration script is longer than ${maxScriptLength} characters`);
  return cleaned;
}

function isControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code < 0x20 && char !== '\n' && char !== '\r' && char !== '\t') || code === 0x7f;
}
