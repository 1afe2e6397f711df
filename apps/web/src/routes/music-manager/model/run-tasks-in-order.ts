import { advanceTask, completeTask, failTask, startTask, taskErrorMessage } from './upload-tasks.ts';
import type { ActiveStatus, UploadTask } from './upload-tasks.ts';

export type TaskChange<Fields> = (task: UploadTask<Fields>) => UploadTask<Fields>;

export type RunTasksOptions<Fields, Result> = {
  tasks: readonly UploadTask<Fields>[];
  activeStatus: ActiveStatus;
  /** 'Upload failed' or 'Conversion failed': the message when the server answered without one. */
  fallbackError: string;
  send: (task: UploadTask<Fields>) => Promise<Result>;
  update: (id: string, change: TaskChange<Fields>) => void;
  onCompleted?: (task: UploadTask<Fields>, result: Result) => void;
  /** How often a running task's progress creeps up while the server works. */
  tickMs?: number;
};

export const progressTickMs = 500;

/**
 * Uploads the pending tasks one after another (spec section 4): each starts at 10, creeps towards
 * 90 while its request runs, and ends completed at 100 or failed at 0 with the reason.
 */
export async function runTasksInOrder<Fields, Result>({
  tasks,
  activeStatus,
  fallbackError,
  send,
  update,
  onCompleted,
  tickMs = progressTickMs,
}: RunTasksOptions<Fields, Result>): Promise<void> {
  for (const task of tasks) {
    if (task.status !== 'pending') continue;
    update(task.id, (current) => startTask(current, activeStatus));
    const ticker = setInterval(() => update(task.id, (current) => advanceTask(current)), tickMs);
    try {
      const result = await send(task);
      clearInterval(ticker);
      update(task.id, completeTask);
      onCompleted?.(task, result);
    } catch (error) {
      clearInterval(ticker);
      console.error(`${fallbackError}: ${task.file.name}`, error);
      update(task.id, (current) => failTask(current, taskErrorMessage(error, fallbackError)));
    }
  }
}
