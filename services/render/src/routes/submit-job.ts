import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { renderJobIdHeader } from '@sitespark/contracts';
import { AppError, mediaToolsUnavailableMessage, type MediaTool, type MediaTools } from '@sitespark/service-kit';
import type { ImageSourceDeps } from '../domain/load-image-sources.ts';
import type { RequestRenderDeps } from '../domain/request-render.ts';

/** What the routes that submit render jobs pass to their use cases. */
export type RenderRouteDeps = RequestRenderDeps & ImageSourceDeps & { mediaTools: MediaTools };

/** What a video needs from the machine: ffmpeg always, Chromium when the job captures a site or HTML. */
export const videoTools: readonly MediaTool[] = ['ffmpeg', 'ffprobe'];
export const captureVideoTools: readonly MediaTool[] = ['ffmpeg', 'ffprobe', 'chromium'];

/** 503 at once (no job, no retries, no capture) when a tool the route needs is not installed. */
export function requireMediaTools(tools: MediaTools, needs: readonly MediaTool[]): void {
  const missing = tools.missing().filter((tool) => needs.includes(tool));
  if (missing.length > 0) throw new AppError('UNAVAILABLE', mediaToolsUnavailableMessage('Video rendering', missing));
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
