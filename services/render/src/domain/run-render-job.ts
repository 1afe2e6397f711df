import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderJobFinishedV1, renderJobProgressV1, renderJobSchemas, type RenderJobKind } from '@sitespark/contracts';
import type { Bus, Logger, ObjectStore } from '@sitespark/service-kit';
import type { Chromium } from '../adapters/chromium.ts';
import type { RenderJobOutcome, RenderMetrics } from '../metrics.ts';
import type { JobFailure, RenderJobRepository, RenderJobState } from '../persistence/render-job-repository.ts';
import type { SiteCampaignCopyRepository } from '../persistence/site-campaign-repository.ts';
import type { SiteCorrectionCopyRepository } from '../persistence/site-correction-repository.ts';
import { classifyJobError } from './job-errors.ts';
import { createRenderContext, jobObjectKeysOf, type JobRenderers, type RenderContext, type RenderEngine, type RenderOutcome, type RenderSettings } from './render-context.ts';

export interface RunRenderJobDeps {
  jobs: RenderJobRepository;
  bus: Bus;
  store: ObjectStore;
  logger: Logger;
  chromium: Chromium;
  engine: RenderEngine;
  renderers: JobRenderers;
  settings: RenderSettings & { maxAttempts: number };
  /** Where each attempt's duration and outcome are recorded. */
  metrics?: RenderMetrics;
  /** The owners' corrections of their sites, for the studios' videos. */
  siteCorrections?: Pick<SiteCorrectionCopyRepository, 'listBySite'>;
  /** The campaigns of the users' latest kits of their sites, for the studios' videos. */
  siteCampaigns?: Pick<SiteCampaignCopyRepository, 'findBySite'>;
}

/** Progress rows are written at most this often; every change is still published. */
const progressWriteIntervalMs = 500;

/**
 * One delivery of a render job. A finished job is only announced again (redelivery is harmless);
 * otherwise the job runs, its result is written and announced. Bad input fails at once; any other
 * error is thrown for the bus to redeliver until the last attempt, which reports the job failed.
 */
export async function runRenderJob(deps: RunRenderJobDeps, delivery: { jobId: string; deliveryCount: number }): Promise<void> {
  const { jobs, bus, store, logger } = deps;
  const job = await jobs.find(delivery.jobId);
  if (!job) {
    logger.warn({ jobId: delivery.jobId }, 'render job not found; dropping its message');
    return;
  }
  if (job.status === 'succeeded' || job.status === 'failed') {
    await announceFinished(bus, job, { status: job.status, result: job.result, error: job.error });
    return;
  }

  // The attempt number fences the job: a worker whose attempt was overtaken by a newer one (its
  // heartbeats were lost, say, while NATS was down) may no longer change the job.
  const attempt = Math.max(job.attempts + 1, delivery.deliveryCount);
  const log = logger.child({ jobId: job.id, kind: job.kind, attempt });
  if (!(await jobs.claim(job.id, attempt))) {
    log.warn('render job was taken by another attempt; leaving it to that one');
    return;
  }
  log.info('render job started');

  const progress = progressReporter(deps, job, attempt);
  const stored: string[] = [];
  const workDir = await mkdtemp(path.join(tmpdir(), 'sitespark-job-'));
  const controller = new AbortController();
  const startedAt = performance.now();
  let outcome: RenderJobOutcome | undefined;
  try {
    const context = createRenderContext({
      job: { id: job.id, userId: job.userId, kind: job.kind, input: job.input },
      attempt,
      workDir,
      signal: controller.signal,
      store,
      chromium: deps.chromium,
      engine: deps.engine,
      settings: deps.settings,
      logger: log,
      ...(deps.metrics ? { metrics: deps.metrics } : {}),
      ...(deps.siteCorrections ? { siteCorrections: deps.siteCorrections } : {}),
      ...(deps.siteCampaigns ? { siteCampaigns: deps.siteCampaigns } : {}),
      progress: progress.report,
      onStored: (key) => stored.push(key),
    });
    const rendered = await render(deps.renderers, context);
    // Checked before it is kept, so a job never holds a result its route cannot answer with.
    const result = renderJobSchemas[job.kind].result.parse(rendered.result);
    await progress.settled();
    if (!(await jobs.recordSucceeded(job, attempt, { result, ...(rendered.screenshotKeys ? { screenshotKeys: rendered.screenshotKeys } : {}) }))) {
      // Another attempt owns the job now (or it was reported failed): this result is not the job's.
      log.warn('render job attempt finished after it was overtaken; discarding its result');
      await deleteObjects(store, stored, log);
      return;
    }
    outcome = 'succeeded';
    log.info('render job succeeded');
    // Inputs (and the captures kept for retries) go before the announcement, so whoever hears of the result finds the job fully over.
    await deleteObjects(store, jobObjectKeysOf(job), log);
    await announceFinished(bus, job, { status: 'succeeded', result, error: null });
  } catch (error) {
    // The result is stored: keep its files, and let a redelivery announce it again.
    if (outcome === 'succeeded') throw error;
    controller.abort();
    await progress.settled();
    await deleteObjects(store, stored, log);
    const failure = classifyJobError(error, job.kind);
    if (!failure.permanent && attempt < deps.settings.maxAttempts) {
      if (!(await jobs.requeue(job.id, attempt, `Retrying (attempt ${attempt + 1} of ${deps.settings.maxAttempts})`))) {
        log.warn({ err: error }, 'render job attempt failed after it was overtaken; leaving the job to the newer attempt');
        return;
      }
      outcome = 'retry';
      log.warn({ err: error }, 'render job attempt failed; it will be retried');
      throw error;
    }
    if (failure.permanent) log.info({ reason: failure.message }, 'render job refused');
    else log.error({ err: error }, 'render job failed after its last attempt');
    if (await markFailed(deps, { job, failure, attempt })) outcome = 'failed';
  } finally {
    if (outcome) deps.metrics?.attemptFinished(job.kind, outcome, (performance.now() - startedAt) / 1000);
    await rm(workDir, { recursive: true, force: true });
  }
}

/** The job's renderer, by its kind. */
function render<K extends RenderJobKind>(renderers: JobRenderers, context: RenderContext<K>): Promise<RenderOutcome<K>> {
  const renderer: JobRenderers[K] = renderers[context.job.kind];
  return renderer(context);
}

/**
 * Reports an unfinished job failed (after its last attempt, or when its workers kept dying); with
 * `attempt`, only while that attempt still owns the job. False when the job was not changed.
 */
export async function markFailed(
  deps: Pick<RunRenderJobDeps, 'jobs' | 'bus' | 'store' | 'logger'>,
  input: { job: RenderJobState; failure: JobFailure; attempt?: number },
): Promise<boolean> {
  const { job, failure, attempt } = input;
  if (!(await deps.jobs.recordFailed(job.id, failure, attempt))) return false;
  await deleteObjects(deps.store, jobObjectKeysOf(job), deps.logger);
  await announceFinished(deps.bus, job, { status: 'failed', result: null, error: failure.message });
  return true;
}

async function announceFinished(
  bus: Bus,
  job: Pick<RenderJobState, 'id' | 'userId' | 'kind'>,
  finish: { status: 'succeeded' | 'failed'; result: unknown; error: string | null },
): Promise<void> {
  const succeeded = finish.status === 'succeeded';
  const data = renderJobFinishedV1.payload.parse({
    jobId: job.id,
    userId: job.userId,
    kind: job.kind,
    status: finish.status,
    result: succeeded ? finish.result : null,
    error: succeeded ? null : finish.error,
  });
  await bus.publish(renderJobFinishedV1.subject, data, { msgId: `${job.id}.finished` });
}

async function deleteObjects(store: ObjectStore, keys: readonly string[], logger: Logger): Promise<void> {
  for (const key of keys) {
    await store.delete(key).catch((error: unknown) => logger.warn({ err: error, key }, 'could not delete a render object'));
  }
}

function progressReporter(deps: RunRenderJobDeps, job: RenderJobState, attempt: number) {
  let lastPercent = -1;
  let lastStage = '';
  let lastWrite = 0;
  let pending: Promise<unknown> = Promise.resolve();
  return {
    report(rawPercent: number, stage: string): void {
      const percent = Math.max(lastPercent, Math.min(99, Math.floor(rawPercent)));
      if (percent === lastPercent && stage === lastStage) return;
      const stageChanged = stage !== lastStage;
      lastPercent = percent;
      lastStage = stage;
      const data = { jobId: job.id, userId: job.userId, percent, stage };
      const now = Date.now();
      const write = stageChanged || now - lastWrite >= progressWriteIntervalMs;
      if (write) lastWrite = now;
      // Publishing in sequence keeps the events in order; progress is best effort and never fails a job.
      pending = pending
        .then(() => deps.bus.publish(renderJobProgressV1.subject, data))
        .then(() => (write ? deps.jobs.recordProgress(job.id, attempt, { percent, stage }) : undefined))
        .catch((error: unknown) => deps.logger.debug({ err: error, jobId: job.id }, 'progress update failed'));
    },
    async settled(): Promise<void> {
      await pending;
    },
  };
}
