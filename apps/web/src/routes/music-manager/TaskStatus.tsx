import { CircleAlert, CircleCheck, Clock, Loader2 } from 'lucide-react';
import { clsx } from 'clsx';
import type { UploadTask } from './model/upload-tasks.ts';

const statusLabels = {
  pending: 'Waiting',
  uploading: 'Uploading',
  processing: 'Converting',
  completed: 'Completed',
  failed: 'Failed',
} as const;

/** A task's state, its progress bar and, when it failed, why. */
export function TaskStatus({ task }: { task: UploadTask<unknown> }) {
  const Icon = task.status === 'completed' ? CircleCheck : task.status === 'failed' ? CircleAlert : task.status === 'pending' ? Clock : Loader2;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2 text-xs">
        <span
          className={clsx(
            'inline-flex items-center gap-1 font-semibold',
            task.status === 'completed' && 'text-emerald-700',
            task.status === 'failed' && 'text-danger',
            (task.status === 'uploading' || task.status === 'processing') && 'text-brand-700',
            task.status === 'pending' && 'text-ink-muted',
          )}
          data-status={task.status}
        >
          <Icon aria-hidden="true" className={clsx('size-3.5', (task.status === 'uploading' || task.status === 'processing') && 'animate-spin')} />
          {statusLabels[task.status]}
        </span>
        <span className="text-ink-muted tabular-nums">{`${task.progress}%`}</span>
      </div>
      <div
        role="progressbar"
        aria-label={`${task.file.name} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={task.progress}
        aria-valuetext={`${statusLabels[task.status]}, ${task.progress}%`}
        className="h-1.5 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className={clsx('h-full rounded-full transition-[width] duration-300', task.status === 'completed' ? 'bg-emerald-600' : 'bg-brand-600')}
          style={{ width: `${task.progress}%` }}
        />
      </div>
      {task.error && (
        <p role="alert" className="text-xs font-medium text-danger">
          {task.error}
        </p>
      )}
    </div>
  );
}
