import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { withTempDir } from '../../engine/temp-dir.ts';
import { restrictedInput, runFfmpeg } from '../ffmpeg.ts';
import { assertSpeechExtension, finishSpeech, localEncodeTimeoutMs as timeoutMs } from './encode-speech.ts';
import { cleanScript, UnsupportedSpeechLanguageError, type SpeechSynthesizer } from './speech-synthesizer.ts';


/** ffmpeg's built-in flite voice (`slt`): offline, a little more natural than espeak-ng, ~0.4 s a script. */
export function createFliteSynthesizer(options: { voice?: 'slt' | 'kal' | 'awb' | 'rms' } = {}): SpeechSynthesizer {
  const voice = options.voice ?? 'slt';
  return {
    kind: 'flite',
    // flite's voices are English: a German script read by them would be gibberish.
    speaks: (language) => language === 'en',
    async synthesize(text, outputFile, { signal, language = 'en' } = {}) {
      if (language !== 'en') throw new UnsupportedSpeechLanguageError('flite', language);
      const script = cleanScript(text);
      assertSpeechExtension(outputFile);
      return withTempDir(async (dir) => {
        const scriptFile = join(dir, 'script.txt');
        // The path goes into a filter argument, where ':' and quotes are syntax.
        if (!/^[\w/.-]+$/.test(scriptFile)) throw new Error(`Unsupported temp path for flite: ${scriptFile}`);
        const wavFile = join(dir, 'speech.wav');
        await writeFile(scriptFile, script, 'utf8');
        await runFfmpeg(
          ['-loglevel', 'error', ...restrictedInput(['lavfi']), '-f', 'lavfi', '-i', `flite=textfile=${scriptFile}:voice=${voice}`, '-y', wavFile],
          { timeoutMs, ...(signal ? { signal } : {}) },
        );
        return { ...(await finishSpeech(wavFile, outputFile, dir, { timeoutMs, ...(signal ? { signal } : {}) })), voice, engine: 'flite' };
      });
    },
  };
}
