import { useCallback, useState } from 'react';
import type { ProgressListener, RenderProgress } from './render-job.ts';

export const startingProgress: RenderProgress = { percent: 0, stage: 'Starting' };

/** A render's progress as the page shows it: never moving backwards, null when nothing runs. */
export function useRenderProgress(): {
  progress: RenderProgress | null;
  begin: () => void;
  report: ProgressListener;
  finish: () => void;
  clear: () => void;
} {
  const [progress, setProgress] = useState<RenderProgress | null>(null);
  const begin = useCallback(() => setProgress(startingProgress), []);
  const report = useCallback<ProgressListener>((update) => {
    setProgress((current) => (current ? { percent: Math.max(current.percent, update.percent), stage: update.stage } : current));
  }, []);
  const finish = useCallback(() => setProgress((current) => (current ? { percent: 100, stage: 'Done' } : current)), []);
  const clear = useCallback(() => setProgress(null), []);
  return { progress, begin, report, finish, clear };
}
