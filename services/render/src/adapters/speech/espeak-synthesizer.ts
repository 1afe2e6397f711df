import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { withTempDir } from '../../engine/temp-dir.ts';
import { runProcess } from '../ffmpeg.ts';
import { assertSpeechExtension, finishSpeech, localEncodeTimeoutMs as timeoutMs } from './encode-speech.ts';
import type { KitLanguage } from '@sitespark/site-model';
import { cleanScript, type SpeechSynthesizer } from './speech-synthesizer.ts';


/** espeak-ng's voice for each kit language (`espeak-ng --voices=de` lists them). */
export const espeakVoices: Record<KitLanguage, string> = { en: 'en-us', de: 'de', es: 'es', fr: 'fr-fr', pt: 'pt' };

/** espeak-ng: robotic but instant and fully offline (a 56-word script takes ~0.03 s); speaks the script's language. */
export function createEspeakSynthesizer(options: { voice?: string; wordsPerMinute?: number } = {}): SpeechSynthesizer {
  const wordsPerMinute = options.wordsPerMinute ?? 160;
  return {
    kind: 'espeak-ng',
    speaks: () => true,
    async synthesize(text, outputFile, { signal, language = 'en' } = {}) {
      // A configured voice is the English one; every other language gets its own voice.
      const voice = language === 'en' && options.voice ? options.voice : espeakVoices[language];
      const script = cleanScript(text);
      assertSpeechExtension(outputFile);
      return withTempDir(async (dir) => {
        const scriptFile = join(dir, 'script.txt');
        const wavFile = join(dir, 'speech.wav');
        await writeFile(scriptFile, script, 'utf8');
        // The script is read from a file so no part of it can be taken for an option.
        await runProcess('espeak-ng', ['-v', voice, '-s', String(wordsPerMinute), '-w', wavFile, '-f', scriptFile], {
          timeoutMs,
          ...(signal ? { signal } : {}),
        });
        return { ...(await finishSpeech(wavFile, outputFile, dir, { timeoutMs, ...(signal ? { signal } : {}) })), voice, engine: 'espeak-ng' };
      });
    },
  };
}
