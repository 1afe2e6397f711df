import type { Logger } from '@sitespark/service-kit';
import { SpeechEndpointError } from './openai-synthesizer.ts';
import type { SpeechFallback, SpeechSynthesizer, SynthesizedSpeech } from './speech-synthesizer.ts';

export interface FallbackSpeechOptions {
  /** The configured speech endpoint. */
  endpoint: SpeechSynthesizer;
  /** Its address, for the logs. */
  endpointUrl: string;
  /** The offline voice that reads a script the endpoint could not. */
  offline: SpeechSynthesizer;
  logger?: Logger;
}

/**
 * The speech endpoint with the offline voice behind it: whenever the endpoint fails (no speech route,
 * a server error, no answer in time, unreachable, unusable audio) the offline voice reads the script
 * in its language and the result says why (`fallback`), so a voiceover never fails a video.
 *
 * An endpoint without a speech route (404 or 405: a text-only server) is remembered for the life of
 * the process, logged once, and not asked again; every other failure is passing and only that script
 * falls back, so the next one tries the endpoint again.
 */
export function createFallbackSynthesizer(options: FallbackSpeechOptions): SpeechSynthesizer {
  const { endpoint, endpointUrl, offline, logger } = options;
  let absent: SpeechEndpointError | null = null;

  async function speakOffline(text: string, outputFile: string, speechOptions: Parameters<SpeechSynthesizer['synthesize']>[2], fallback: SpeechFallback, reason: string): Promise<SynthesizedSpeech> {
    const speech = await offline.synthesize(text, outputFile, speechOptions);
    return { ...speech, engine: speech.engine ?? offline.kind, reason, fallback };
  }

  return {
    kind: endpoint.kind,
    speaks: (language) => (absent === null && endpoint.speaks(language)) || offline.speaks(language),
    async synthesize(text, outputFile, speechOptions = {}) {
      if (absent) {
        const reason = `speech endpoint answered ${absent.status} earlier; not asked again until restart`;
        return speakOffline(text, outputFile, speechOptions, { kind: 'absent', detail: absent.message }, reason);
      }
      try {
        const speech = await endpoint.synthesize(text, outputFile, speechOptions);
        return { ...speech, engine: speech.engine ?? endpoint.kind, reason: `speech endpoint ${endpointUrl}` };
      } catch (error) {
        // The job was cancelled: nothing is to be read any more.
        if (speechOptions.signal?.aborted) throw error;
        const failure = error instanceof SpeechEndpointError ? error : null;
        if (failure?.kind === 'absent') {
          absent = failure;
          logger?.warn(
            { speechUrl: failure.url, status: failure.status, fallback: offline.kind },
            `speech endpoint ${failure.url} answered HTTP ${failure.status}: it has no text-to-speech. Voiceovers use the offline ${offline.kind} voice until the service restarts; set SPEECH_BASE_URL to a server with /audio/speech, or SPEECH_PROVIDER=offline`,
          );
        } else {
          logger?.warn({ err: error, speechUrl: endpointUrl, fallback: offline.kind }, `speech endpoint failed; the offline ${offline.kind} voice reads this voiceover`);
        }
        const fallback: SpeechFallback = { kind: failure?.kind ?? 'failed', detail: (error as Error).message ?? String(error) };
        return speakOffline(text, outputFile, speechOptions, fallback, shortReason(error));
      }
    },
  };
}

/** What the per-job log line says about a failed endpoint. */
function shortReason(error: unknown): string {
  if (!(error instanceof SpeechEndpointError)) return `speech endpoint failed: ${(error as Error).message ?? String(error)}`;
  switch (error.kind) {
    case 'absent':
    case 'server-error':
    case 'refused':
      return `speech endpoint answered ${error.status}`;
    case 'timeout':
      return 'speech endpoint timed out';
    case 'unreachable':
      return 'speech endpoint unreachable';
    case 'bad-audio':
      return 'speech endpoint sent unusable audio';
    case 'too-long':
      return 'script too long for the speech endpoint';
  }
}
