import { useEffect, useState } from 'react';
import { clsx } from 'clsx';
import type { RenderProgress } from './render-job.ts';

export type RenderProgressBarProps = {
  progress: RenderProgress;
  label: string;
  className?: string;
};

/** A render's real progress (from the job's events): the stage, the percentage and the time so far. */
export function RenderProgressBar({ progress, label, className }: RenderProgressBarProps) {
  const [startedAt] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setElapsed(Date.now() - startedAt), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);

  const percent = Math.round(Math.min(100, Math.max(0, progress.percent)));
  return (
    <div className={clsx('rounded-card border border-brand-200 bg-brand-50/60 p-4 sm:p-5', className)}>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-brand-800" aria-live="polite">
          {`${progress.stage}…`}
        </p>
        <span className="text-xs text-ink-muted tabular-nums">{`${percent}% · ${Math.floor(elapsed / 1000)} s`}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: ${progress.stage}`}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-brand-100"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500 ease-out" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-xs text-ink-muted">Rendering takes a little while. You can leave this page: you will be told when it is ready, and find it in Your videos.</p>
    </div>
  );
}
