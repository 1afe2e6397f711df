import { readApiFailure } from '../../../lib/api-error.ts';

/** Spec section 4: pending, then uploading or processing, then completed or failed. */
export type UploadTaskStatus = 'pending' | 'uploading' | 'processing' | 'completed' | 'failed';
export type ActiveStatus = Extract<UploadTaskStatus, 'uploading' | 'processing'>;

export type UploadTask<Fields> = {
  id: string;
  file: File;
  fields: Fields;
  status: UploadTaskStatus;
  progress: number;
  error: string | null;
};

/** Progress starts at 10, rises to at most 90 while the server works, ends at 100 (or 0 on failure). */
export const taskProgress = { start: 10, ceiling: 90, step: 10, completed: 100, failed: 0 } as const;

export function createTask<Fields>(id: string, file: File, fields: Fields): UploadTask<Fields> {
  return { id, file, fields, status: 'pending', progress: 0, error: null };
}

export function isActive(task: UploadTask<unknown>): boolean {
  return task.status === 'uploading' || task.status === 'processing';
}

export function isFinished(task: UploadTask<unknown>): boolean {
  return task.status === 'completed' || task.status === 'failed';
}

export function startTask<Fields>(task: UploadTask<Fields>, status: ActiveStatus): UploadTask<Fields> {
  if (task.status !== 'pending') return task;
  return { ...task, status, progress: taskProgress.start, error: null };
}

/** One tick while the server works; never past the ceiling, and only for a task that is running. */
export function advanceTask<Fields>(task: UploadTask<Fields>, step: number = taskProgress.step): UploadTask<Fields> {
  if (!isActive(task)) return task;
  return { ...task, progress: Math.min(taskProgress.ceiling, task.progress + Math.max(0, step)) };
}

export function completeTask<Fields>(task: UploadTask<Fields>): UploadTask<Fields> {
  if (!isActive(task)) return task;
  return { ...task, status: 'completed', progress: taskProgress.completed, error: null };
}

export function failTask<Fields>(task: UploadTask<Fields>, error: string): UploadTask<Fields> {
  if (!isActive(task)) return task;
  return { ...task, status: 'failed', progress: taskProgress.failed, error };
}

/**
 * A failed upload's message: the server's own, else `fallback` ('Upload failed' or 'Conversion
 * failed') when the server answered without one, else 'Network error' when no answer came.
 */
export function taskErrorMessage(error: unknown, fallback: string): string {
  const failure = readApiFailure(error);
  if (failure) return failure.message ?? fallback;
  if (error instanceof TypeError) return 'Network error';
  return fallback;
}
