import type { KitLanguage } from '@sitespark/site-model';

export interface SynthesizedSpeech {
  file: string;
  durationSec: number;
  /** The voice that spoke, e.g. espeak-ng's "de" or flite's "slt". */
  voice?: string;
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
  constructor(
    readonly engine: string,
    readonly language: KitLanguage,
  ) {
    super(`The ${engine} voice speaks English only and cannot read a ${language} script`);
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
