import type { ServerResponse } from 'node:http';
import type { DataSource } from 'typeorm';
import { renderRoutes, requestIdHeader, type RenderJobKind, type RenderJobStreamEvent } from '@sitespark/contracts';
import { AppError, bindRoute, type ServiceApp } from '@sitespark/service-kit';
import { mediaUrl } from '../domain/media-keys.ts';
import type { RenderJobUpdate, RenderJobUpdates } from '../events/render-job-updates.ts';
import { RenderJobRecord } from '../persistence/entities.ts';

export interface JobEventRouteDeps {
  dataSource: DataSource;
  updates: RenderJobUpdates;
  /** How long a stream opened before its job exists waits for the job to be submitted. */
  jobAppearTimeoutMs?: number;
  heartbeatMs?: number;
}

const rowPollMs = 5_000;

/** What the browser may see of a job's result (the MP4 file route keeps only an object key). */
function publicResult(kind: RenderJobKind, result: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!result || kind !== 'generate-video-file') return result;
  return { videoUrl: mediaUrl(String(result.videoKey), String(result.fileName)), duration: result.duration };
}

async function waitForJob(dataSource: DataSource, jobId: string, timeoutMs: number): Promise<RenderJobRecord | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await dataSource.getRepository(RenderJobRecord).findOneBy({ id: jobId });
    if (job || Date.now() >= deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * GET /api/render/jobs/:jobId/events: the job's state now, then each progress step, then its result,
 * as server-sent events (`data` is a RenderJobStreamEvent); the stream ends after 'finished'. The
 * browser may open it before its POST created the job, so a missing job is waited for briefly.
 */
export function registerJobEventRoute(app: ServiceApp, deps: JobEventRouteDeps): void {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  bindRoute(app, renderRoutes.streamJobEvents, async ({ params, identity, request, reply }) => {
    const early: RenderJobUpdate[] = [];
    let deliver: ((update: RenderJobUpdate) => void) | null = null;
    const stopWatching = deps.updates.watch(params.jobId, (update) => (deliver ? deliver(update) : early.push(update)));

    let job: RenderJobRecord | null;
    try {
      job = await waitForJob(deps.dataSource, params.jobId, deps.jobAppearTimeoutMs ?? 10_000);
    } catch (error) {
      stopWatching();
      throw error;
    }
    // Someone else's job looks exactly like a job that does not exist.
    if (!job || job.userId !== identity.userId) {
      stopWatching();
      throw new AppError('NOT_FOUND', 'Render job not found.');
    }
    const owned = job;

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      [requestIdHeader]: request.id,
    });
    open.add(raw);

    let lastPercent = -1;
    let lastStage = '';
    let closed = false;
    const write = (event: RenderJobStreamEvent) => raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    const close = () => {
      if (closed) return;
      closed = true;
      stopWatching();
      clearInterval(heartbeat);
      clearInterval(poll);
      open.delete(raw);
      raw.end();
    };
    const progress = (percent: number, stage: string) => {
      if (closed || percent < lastPercent || (percent === lastPercent && stage === lastStage)) return;
      lastPercent = percent;
      lastStage = stage;
      write({ type: 'progress', percent, stage });
    };
    const finished = (status: 'succeeded' | 'failed', result: Record<string, unknown> | null, error: string | null) => {
      if (closed) return;
      write({ type: 'finished', status, result: status === 'succeeded' ? publicResult(owned.kind, result) : null, error: status === 'failed' ? error : null });
      close();
    };
    const handle = (update: RenderJobUpdate) => {
      if (update.userId !== owned.userId) return;
      if (update.type === 'progress') progress(update.percent, update.stage);
      else finished(update.status, update.result, update.error);
    };

    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), deps.heartbeatMs ?? 15_000);
    // The finished event is what counts; reading the row now and then covers one that was missed.
    const poll = setInterval(() => {
      void deps.dataSource
        .getRepository(RenderJobRecord)
        .findOneBy({ id: owned.id })
        .then((row) => {
          if (row && (row.status === 'succeeded' || row.status === 'failed')) finished(row.status, row.result, row.error);
        })
        .catch(() => undefined);
    }, rowPollMs);
    raw.on('close', close);

    if (owned.status === 'succeeded' || owned.status === 'failed') {
      finished(owned.status, owned.result, owned.error);
      return;
    }
    progress(owned.percent, owned.stage);
    for (const update of early) handle(update);
    deliver = handle;
  });
}
