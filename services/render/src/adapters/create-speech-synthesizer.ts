import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { Logger } from '@sitespark/service-kit';
import { createEspeakSynthesizer } from './speech/espeak-synthesizer.ts';
import { createFallbackSynthesizer } from './speech/fallback-synthesizer.ts';
import { createFliteSynthesizer } from './speech/flite-synthesizer.ts';
import { createOpenAiSynthesizer } from './speech/openai-synthesizer.ts';
import type { SpeechEndpoint } from './speech/speech-settings.ts';
import type { SpeechSynthesizer } from './speech/speech-synthesizer.ts';

export interface SpeechConfig {
  /** An OpenAI-compatible `/audio/speech` endpoint (see resolveSpeechSettings); the offline voice alone when absent. */
  endpoint?: SpeechEndpoint;
  /** Why there is no endpoint, for the per-job log line. */
  offlineReason?: string;
  /** The offline engine; espeak-ng when it is installed, ffmpeg's flite otherwise. */
  offlineEngine?: 'espeak-ng' | 'flite';
  logger?: Logger;
}

/**
 * The speech endpoint with the offline voice to fall back on when one is configured, the offline
 * voice alone otherwise. Every result says which engine spoke and why (`engine`, `reason`).
 */
export function createSpeechSynthesizer(config: SpeechConfig): SpeechSynthesizer {
  const engine = config.offlineEngine ?? (onPath('espeak-ng') ? 'espeak-ng' : 'flite');
  const offline = engine === 'espeak-ng' ? createEspeakSynthesizer() : createFliteSynthesizer();
  if (!config.endpoint) return withReason(offline, config.offlineReason ?? 'no speech endpoint configured');
  const { baseUrl, apiKey, model, voices, timeoutMs } = config.endpoint;
  return createFallbackSynthesizer({
    endpoint: createOpenAiSynthesizer({ baseUrl, ...(apiKey ? { apiKey } : {}), model, voices, timeoutMs }),
    endpointUrl: `${baseUrl}/audio/speech`,
    offline,
    ...(config.logger ? { logger: config.logger } : {}),
  });
}

function withReason(synthesizer: SpeechSynthesizer, reason: string): SpeechSynthesizer {
  return {
    kind: synthesizer.kind,
    speaks: (language) => synthesizer.speaks(language),
    async synthesize(text, outputFile, options) {
      const speech = await synthesizer.synthesize(text, outputFile, options);
      return { ...speech, engine: speech.engine ?? synthesizer.kind, reason };
    },
  };
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, command)));
}
