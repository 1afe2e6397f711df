export interface SynthesizedSpeech {
  file: string;
  durationSec: number;
}

/** Turns a narration script into an audio file (.mp3 or .wav, by the output file's extension). */
export interface SpeechSynthesizer {
  kind: string;
  synthesize(text: string, outputFile: string, options?: { signal?: AbortSignal }): Promise<SynthesizedSpeech>;
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
