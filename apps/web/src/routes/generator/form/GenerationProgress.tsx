import { useEffect, useState } from 'react';
import { Check, Loader2 } from 'lucide-react';
import { clsx } from 'clsx';
import { currentStageIndex, generationStages } from '../model/generation-stages.ts';

/** Shown while the kit is generated: the stages the server works through, one after another. */
export function GenerationProgress({ includeVideo }: { includeVideo: boolean }) {
  const stages = generationStages(includeVideo);
  const [startedAt] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setElapsed(Date.now() - startedAt), 250);
    return () => clearInterval(timer);
  }, [startedAt]);

  const current = currentStageIndex(elapsed, stages.length);
  const percent = Math.round(((current + 0.5) / stages.length) * 100);

  return (
    <div className="rounded-card border border-brand-200 bg-brand-50/60 p-5" aria-label="Generation progress" role="region">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-brand-800" role="status" aria-live="polite">
          {`${stages[current]}…`}
        </p>
        <span className="text-xs text-ink-muted tabular-nums">{`${Math.floor(elapsed / 1000)} s`}</span>
      </div>
      <div className="mt-3 h-2 overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
        <div className="h-full rounded-full bg-brand-600 transition-all duration-500" style={{ width: `${percent}%` }} />
      </div>
      <ol className="mt-4 grid gap-2 sm:grid-cols-2">
        {stages.map((stage, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li key={stage} className={clsx('flex items-center gap-2 text-sm', done || active ? 'text-ink' : 'text-ink-muted')}>
              {done ? (
                <Check aria-hidden="true" className="size-4 text-emerald-600" />
              ) : active ? (
                <Loader2 aria-hidden="true" className="size-4 animate-spin text-brand-600" />
              ) : (
                <span aria-hidden="true" className="ml-1 size-2 rounded-full bg-brand-200" />
              )}
              <span className={clsx(active && 'font-medium')}>{stage}</span>
              {(done || active) && <span className="sr-only">{done ? '(done)' : '(in progress)'}</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
