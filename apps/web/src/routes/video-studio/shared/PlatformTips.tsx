import type { ReactNode } from 'react';
import type { PlatformOptimization } from '@sitespark/contracts';

/** One platform's tips: optimal length, thumbnail text, hook line and hashtags. */
export function PlatformTips({ optimization, children }: { optimization: PlatformOptimization; children?: ReactNode }) {
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4" aria-label={`${optimization.platform} video`}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-ink">{optimization.platform}</h3>
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">{`${optimization.optimalLength} s`}</span>
      </div>
      {children}
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Optimal length</dt>
          <dd className="text-ink">{`${optimization.optimalLength} seconds`}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Thumbnail text</dt>
          <dd className="text-ink">{optimization.thumbnailText}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Hook line</dt>
          <dd className="text-ink">{optimization.hookLine}</dd>
        </div>
        {optimization.hashtagStrategy.length > 0 && (
          <div>
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Hashtags</dt>
            <dd className="mt-1 flex flex-wrap gap-1.5">
              {optimization.hashtagStrategy.map((tag) => (
                <span key={tag} className="rounded-full bg-canvas px-2 py-0.5 text-xs text-ink-muted ring-1 ring-line">
                  {tag}
                </span>
              ))}
            </dd>
          </div>
        )}
      </dl>
    </article>
  );
}
