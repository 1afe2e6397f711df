import type { ServerResponse } from 'node:http';
import { renderRoutes, requestIdHeader, type RenderJobStreamEvent } from '@sitespark/contracts';
import { bindRoute, type ServiceApp } from '@sitespark/service-kit';
import { watchRenderJob, type WatchRenderJobDeps } from '../domain/watch-render-job.ts';

export interface JobEventRouteDeps extends WatchRenderJobDeps {
  heartbeatMs?: number;
}

/**
 * GET /api/render/jobs/:jobId/events: the job's events (watchRenderJob) as server-sent events,
 * `data` a RenderJobStreamEvent; the stream ends after 'finished'.
 */
export function registerJobEventRoute(app: ServiceApp, deps: JobEventRouteDeps): void {
  const open = new Set<AbortController>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.abort();
  });

  bindRoute(app, renderRoutes.streamJobEvents, async ({ params, identity, request, reply }) => {
    const gone = new AbortController();
    const events = await watchRenderJob(deps, { jobId: params.jobId, userId: identity.userId, signal: gone.signal });

    reply.hijack();
    const raw: ServerResponse = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      [requestIdHeader]: request.id,
    });
    open.add(gone);
    raw.on('close', () => gone.abort());
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), deps.heartbeatMs ?? 15_000);
    const write = (event: RenderJobStreamEvent) => raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    try {
      for await (const event of events) write(event);
    } catch (error) {
      request.log.warn({ err: error, jobId: params.jobId }, 'render job event stream failed');
    } finally {
      clearInterval(heartbeat);
      open.delete(gone);
      raw.end();
    }
  });
}
