import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { createEspeakSynthesizer } from '../adapters/speech/espeak-synthesizer.ts';
import { createFliteSynthesizer } from '../adapters/speech/flite-synthesizer.ts';
import { createOpenAiSynthesizer } from '../adapters/speech/openai-synthesizer.ts';
import type { SpeechSynthesizer } from '../adapters/speech/speech-synthesizer.ts';

export interface SpeechConfig {
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  openaiModel?: string;
  openaiVoice?: string;
  /** The offline engine; espeak-ng when it is installed, ffmpeg's flite otherwise. */
  offlineEngine?: 'espeak-ng' | 'flite';
}

/** OpenAI TTS when a key is configured, an offline voice otherwise. */
export function createSpeechSynthesizer(config: SpeechConfig): SpeechSynthesizer {
  if (config.openaiApiKey) {
    return createOpenAiSynthesizer({
      apiKey: config.openaiApiKey,
      ...(config.openaiBaseUrl ? { baseUrl: config.openaiBaseUrl } : {}),
      ...(config.openaiModel ? { model: config.openaiModel } : {}),
      ...(config.openaiVoice ? { voice: config.openaiVoice } : {}),
    });
  }
  const engine = config.offlineEngine ?? (onPath('espeak-ng') ? 'espeak-ng' : 'flite');
  return engine === 'espeak-ng' ? createEspeakSynthesizer() : createFliteSynthesizer();
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, command)));
}
