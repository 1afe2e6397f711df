import { clsx } from 'clsx';

export function scoreTone(score: number): string {
  if (score >= 75) return 'bg-emerald-500';
  if (score >= 55) return 'bg-brand-500';
  return 'bg-amber-500';
}

/** A 0-100 bar with the number read out. */
export function ScoreMeter({ score, label, className }: { score: number; label: string; className?: string }) {
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={score}
      className={clsx('h-2 w-full overflow-hidden rounded-full bg-line', className)}
    >
      <div className={clsx('h-full rounded-full', scoreTone(score))} style={{ width: `${Math.max(0, Math.min(100, score))}%` }} />
    </div>
  );
}
