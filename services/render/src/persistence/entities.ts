import { EntitySchema } from 'typeorm';
import type { RenderJobKind } from '@sitespark/contracts';

export type RenderJobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export interface RenderJobRecord {
  /** The job id, chosen by the browser (x-render-job-id) or by the route. */
  id: string;
  userId: string;
  kind: RenderJobKind;
  status: RenderJobStatus;
  percent: number;
  stage: string;
  /** Deliveries that started running the job. */
  attempts: number;
  /** What its kind takes (RenderJob in contracts); files it reads are object keys under `render-inputs/`. */
  input: Record<string, unknown>;
  result: Record<string, unknown> | null;
  /** User-facing message of a failed job. */
  error: string | null;
  /** HTTP status the route answers a failed job with (4xx for bad input, 5xx for our failures). */
  errorStatus: number | null;
  /** The kit the render was started from, as the request named it (content checks it is the user's before linking). */
  kitId: string | null;
  createdAt: Date;
  updatedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export const RenderJobRecord = new EntitySchema<RenderJobRecord>({
  name: 'RenderJobRecord',
  tableName: 'render_jobs',
  columns: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid', name: 'user_id' },
    kind: { type: 'text' },
    status: { type: 'text', default: 'queued' },
    percent: { type: 'real', default: 0 },
    stage: { type: 'text', default: 'Queued' },
    attempts: { type: 'int', default: 0 },
    input: { type: 'jsonb' },
    result: { type: 'jsonb', nullable: true },
    error: { type: 'text', nullable: true },
    errorStatus: { type: 'int', name: 'error_status', nullable: true },
    kitId: { type: 'uuid', name: 'kit_id', nullable: true },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
    updatedAt: { type: 'timestamptz', name: 'updated_at', updateDate: true },
    startedAt: { type: 'timestamptz', name: 'started_at', nullable: true },
    finishedAt: { type: 'timestamptz', name: 'finished_at', nullable: true },
  },
});

/** The screenshots `GET /api/screenshots/:index` serves: the user's latest set, in slide order. */
export interface LatestScreenshotsRecord {
  userId: string;
  keys: string[];
  updatedAt: Date;
}

export const LatestScreenshotsRecord = new EntitySchema<LatestScreenshotsRecord>({
  name: 'LatestScreenshotsRecord',
  tableName: 'latest_screenshots',
  columns: {
    userId: { type: 'uuid', name: 'user_id', primary: true },
    keys: { type: 'jsonb' },
    updatedAt: { type: 'timestamptz', name: 'updated_at', updateDate: true },
  },
});
