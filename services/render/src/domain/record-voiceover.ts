import path from 'node:path';
import { languageNames, type KitLanguage } from '@sitespark/site-model';
import { UnsupportedSpeechLanguageError, type SynthesizedSpeech } from '../adapters/speech/speech-synthesizer.ts';
import type { RenderContext } from './render-context.ts';

export interface Voiceover {
  /** The narration in the work directory, or null when the video goes out without one. */
  speech: SynthesizedSpeech | null;
  /** For the user: why there is no voiceover, or why the offline voice read it. */
  note?: string;
}

/** The user's words for why the speech service did not read the script (SpeechFallback.kind). */
const fallbackPhrases: Record<string, string> = {
  absent: 'the speech service is not available on this server',
  'server-error': 'the speech service had an error',
  refused: 'the speech service refused the request',
  timeout: 'the speech service did not answer in time',
  unreachable: 'the speech service could not be reached',
  'bad-audio': 'the speech service sent audio that could not be used',
  'too-long': 'the script is too long for the speech service',
};

/**
 * Reads the narration in the script's language. A failing speech endpoint falls back to the offline
 * voice (the synthesizer does that); if no voice can read the script at all the video goes out
 * without a voiceover and the note says why: speech never fails a video. One log line per job says
 * which engine spoke and why.
 */
export async function recordVoiceover(context: RenderContext, script: string, language: KitLanguage): Promise<Voiceover> {
  const { speech: synthesizer } = context.engine;
  const languageName = languageNames[language];
  if (!synthesizer.speaks(language)) {
    context.logger.info({ speech: 'none', reason: `${synthesizer.kind} has no ${languageName} voice`, language }, 'voiceover not recorded');
    context.metrics?.voiceoverRecorded('none', 'no-voice');
    return { speech: null, note: noVoiceNote(languageName) };
  }
  let speech: SynthesizedSpeech;
  try {
    speech = await synthesizer.synthesize(script, path.join(context.workDir, 'narration.mp3'), { signal: context.signal, language });
  } catch (error) {
    if (context.signal.aborted) throw error;
    if (error instanceof UnsupportedSpeechLanguageError) {
      // The endpoint failed and the offline voice left is English-only.
      context.logger.warn({ err: error, speech: 'none', reason: `the speech endpoint failed and ${error.engine} has no ${languageName} voice`, language }, 'voiceover not recorded');
      context.metrics?.voiceoverRecorded('none', 'no-voice');
      return { speech: null, note: `The natural voice was unavailable and ${noVoiceNote(languageName).replace(/^No/, 'no')}` };
    }
    context.logger.error({ err: error, speech: 'none', reason: `every voice failed: ${(error as Error).message}`, language }, 'voiceover not recorded');
    context.metrics?.voiceoverRecorded('none', 'failed');
    return { speech: null, note: 'The voiceover could not be recorded this time, so the video has no voiceover; the script is below.' };
  }
  const engine = speech.engine ?? synthesizer.kind;
  context.logger.info(
    { speech: engine, voice: speech.voice, language, reason: speech.reason ?? 'configured voice', ...(speech.fallback ? { fallback: speech.fallback.kind, detail: speech.fallback.detail } : {}) },
    'voiceover recorded',
  );
  context.metrics?.voiceoverRecorded(engine, speech.fallback?.kind ?? 'none');
  if (!speech.fallback) return { speech };
  const why = fallbackPhrases[speech.fallback.kind] ?? 'the speech service failed';
  return {
    speech,
    note: `The natural voice was unavailable (${why}), so the built-in ${engine} voice read the ${languageName} script instead; it sounds more robotic.`,
  };
}

function noVoiceNote(languageName: string): string {
  return `No ${languageName} voice is installed (espeak-ng is missing and the flite voice speaks English only), so the video has no voiceover; the script is below.`;
}
