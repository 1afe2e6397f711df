import { renderJobRequestedV1, type RenderJobInput, type RenderJobKind, type RenderJobResult } from '@sitespark/contracts';
import { AppError, type Logger, type ObjectStore } from '@sitespark/service-kit';
import type { RenderJobRepository } from '../persistence/render-job-repository.ts';
import { awaitJob, type AwaitJobDeps } from './await-job.ts';
import { jobFailureError } from './job-errors.ts';
import { reserveRender, type RenderQuotaDeps } from './reserve-render.ts';
import { deleteJobInputs, storeJobInputs, type JobInputFile } from './store-job-inputs.ts';

export interface RequestRenderDeps extends AwaitJobDeps {
  jobs: Pick<RenderJobRepository, 'addQueued' | 'find'>;
  store: ObjectStore;
  /** Puts committed jobs on the queue now rather than at the outbox relay's next poll. */
  flushOutbox: () => Promise<unknown>;
  logger: Logger;
  /** How long the request waits for its job before answering TIMEOUT (the job keeps rendering). */
  waitTimeoutMs: number;
  /** The daily render limit; without it renders are not counted. */
  quota?: RenderQuotaDeps;
}

export interface RenderRequest<K extends RenderJobKind> {
  jobId: string;
  userId: string;
  kind: K;
  /** The kit the render was started from; its MP4 is linked to the kit once it is rendered. */
  kitId?: string | null;
  /** Files the job reads, stored under render-inputs/ before it is queued. */
  files?: readonly JobInputFile[];
  /** The job's input; a function receives the stored files' keys, in order. */
  input: RenderJobInput<K> | ((fileKeys: string[]) => RenderJobInput<K>);
}

/**
 * Stores the job's files, records the job with its queue message (through the outbox: while the bus
 * is away the job waits there instead of being refused or lost) and waits until a worker finished
 * it. Answers the job's result; a failed job becomes its error. Until the job is recorded its files
 * are removed here when anything fails; from then on the worker owns them.
 */
export async function requestRender<K extends RenderJobKind>(deps: RequestRenderDeps, request: RenderRequest<K>): Promise<RenderJobResult<K>> {
  const { jobId, userId, kind } = request;
  // Counted before anything is stored, so a user at the limit leaves no file and no job.
  const reservation = deps.quota ? await reserveRender(deps.quota, { userId }) : null;
  let fileKeys: string[] = [];
  try {
    fileKeys = await storeJobInputs(deps.store, userId, request.files ?? []);
    const input = typeof request.input === 'function' ? request.input(fileKeys) : request.input;
    const message = renderJobRequestedV1.payload.parse({ jobId, userId, kind, input, requestedAt: new Date().toISOString() });
    if (!(await deps.jobs.addQueued(message, { kitId: request.kitId ?? null }))) throw new AppError('CONFLICT', 'This render job id is already in use.');
  } catch (error) {
    await deleteJobInputs(deps.store, fileKeys);
    await reservation?.release();
    throw error;
  }
  deps.flushOutbox().catch((error: unknown) => deps.logger.warn({ err: error, jobId }, 'render job recorded; it is queued once the bus answers'));
  deps.logger.info({ jobId, kind, userId }, 'render job queued');

  const job = await awaitJob(deps, { jobId, timeoutMs: deps.waitTimeoutMs });
  if (job.status === 'failed') throw jobFailureError(job);
  // The job is of the kind it was recorded as, and a succeeded job has its result.
  return job.result as RenderJobResult<K>;
}
