import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';
import { renderJobIdHeader, type RenderJobKind } from '@sitespark/contracts';
import { AppError, type Logger, type ObjectStore } from '@sitespark/service-kit';
import { jobFailureError } from '../domain/job-errors.ts';
import { deleteJobInputs } from '../domain/store-job-inputs.ts';
import { submitRenderJob } from '../domain/submit-render-job.ts';
import type { RenderJobUpdates } from '../events/render-job-updates.ts';

export interface RenderRouteDeps {
  dataSource: DataSource;
  store: ObjectStore;
  logger: Logger;
  updates: RenderJobUpdates;
  waitTimeoutMs: number;
  allowPrivateHosts: readonly string[];
  /** Sends what the outbox holds (new jobs) to the bus now. */
  flushOutbox: () => Promise<unknown>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The job id the browser chose (so it could open the job's event stream first), or a new one. */
export function jobIdOf(request: FastifyRequest): string {
  const header = request.headers[renderJobIdHeader];
  if (header === undefined) return randomUUID();
  if (typeof header !== 'string' || !uuidPattern.test(header)) {
    throw new AppError('VALIDATION', `${renderJobIdHeader} must be a UUID.`);
  }
  return header.toLowerCase();
}

/**
 * Runs a render job for a route and returns its result; a failed job becomes its error. Files
 * stored for the job are removed here when the job never got queued, by the worker otherwise.
 */
export async function runJobForRoute(
  deps: RenderRouteDeps,
  request: FastifyRequest,
  job: { userId: string; kind: RenderJobKind; input: Record<string, unknown>; inputKeys?: readonly string[] },
): Promise<Record<string, unknown>> {
  let jobId: string;
  try {
    jobId = jobIdOf(request);
  } catch (error) {
    await deleteJobInputs(deps.store, job.inputKeys ?? []);
    throw error;
  }
  let queued = false;
  try {
    const finished = await submitRenderJob(
      { ...deps, onQueued: () => (queued = true) },
      { jobId, userId: job.userId, kind: job.kind, input: { ...job.input, inputKeys: job.inputKeys ?? [] } },
    );
    if (finished.status === 'failed') throw jobFailureError(finished);
    return finished.result ?? {};
  } catch (error) {
    if (!queued) await deleteJobInputs(deps.store, job.inputKeys ?? []);
    throw error;
  }
}
