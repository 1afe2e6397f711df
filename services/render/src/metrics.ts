import { renderJobQueue, type RenderJobKind } from '@sitespark/contracts';
import { Counter, Gauge, Histogram, type Bus, type Logger, type Registry } from '@sitespark/service-kit';

/** How one attempt at a job ended: done, given up for good, or thrown back to the queue for another try. */
export type RenderJobOutcome = 'succeeded' | 'failed' | 'retry';

export interface RenderMetrics {
  /** Records one attempt at a job that ran for `seconds`. */
  attemptFinished(kind: RenderJobKind, outcome: RenderJobOutcome, seconds: number): void;
  /** One voiceover: the engine that spoke ('none' for none) and why another than the configured one did ('none' when it did not). */
  voiceoverRecorded(engine: string, fallback: string): void;
}

/** A scrape never waits longer than this for the queue depth. */
const queueDepthTimeoutMs = 1000;

/** Render jobs take from about a second (a screenshot) to several minutes (a professional video). */
const durationBuckets = [1, 2.5, 5, 10, 20, 30, 45, 60, 90, 120, 180, 300, 450, 600];

/**
 * The render service's own metrics, on its app's registry: attempt durations and counts by kind and
 * outcome, and the work queue's depth, read from the bus at scrape time. The depth is NaN (unknown)
 * while the bus does not answer, so a scrape never fails because of it.
 */
export function createRenderMetrics(registry: Registry, options: { bus: Bus; logger: Logger }): RenderMetrics {
  const { bus, logger } = options;
  const duration = new Histogram({
    name: 'render_job_duration_seconds',
    help: 'Time one attempt at a render job took, by job kind and outcome (succeeded, failed, retry)',
    labelNames: ['kind', 'outcome'] as const,
    buckets: durationBuckets,
    registers: [registry],
  });
  const attempts = new Counter({
    name: 'render_jobs_total',
    help: 'Attempts at render jobs, by job kind and outcome (succeeded, failed, retry)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  const voiceovers = new Counter({
    name: 'render_voiceovers_total',
    help: 'Voiceovers by the engine that spoke (openai, espeak-ng, flite, none) and why the endpoint did not (absent, server-error, timeout, ...; none when it did)',
    labelNames: ['engine', 'fallback'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'render_queue_depth',
    help: 'Render jobs on the work queue not yet finished (waiting or being rendered); NaN when the bus does not answer',
    registers: [registry],
    async collect() {
      try {
        this.set(await withTimeout(bus.queueDepth(renderJobQueue), queueDepthTimeoutMs));
      } catch (error) {
        logger.debug({ err: error }, 'render queue depth unavailable for metrics');
        this.set(Number.NaN);
      }
    },
  });
  return {
    attemptFinished(kind, outcome, seconds) {
      duration.observe({ kind, outcome }, seconds);
      attempts.inc({ kind, outcome });
    },
    voiceoverRecorded(engine, fallback) {
      voiceovers.inc({ engine, fallback });
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  // An answer (or error) after the timeout is dropped, never an unhandled rejection.
  promise.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
