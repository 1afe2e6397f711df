import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { clsx } from 'clsx';
import { callRoute } from '../../api/call-route.ts';
import { routeUrl } from '../../api/route-url.ts';
import { formatBytes, useStorageUsage, useVideoUsage } from '../../api/videos.ts';
import { buttonClasses } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { VIDEOS_PATH } from '../paths.ts';
import { formatTime, formatUtcTime } from '../../lib/format-date.ts';

type Meter = { used: number; limit: number; text: string } | 'loading' | 'failed';

function UsageMeter({ label, meter, note }: { label: string; meter: Meter; note?: ReactNode }) {
  const ratio = typeof meter === 'object' ? Math.min(1, meter.used / meter.limit) : 0;
  const full = typeof meter === 'object' && meter.used >= meter.limit;
  return (
    <div className="flex flex-col gap-2" data-testid={`usage-${label.toLowerCase().replace(/\s+/g, '-')}`}>
      <div className="flex items-baseline justify-between gap-3">
        <dt className="text-sm font-medium text-ink">{label}</dt>
        <dd className={clsx('text-sm tabular-nums', full ? 'font-semibold text-danger-strong' : 'text-ink-muted')}>
          {meter === 'loading' ? <span className="inline-block h-4 w-16 animate-pulse rounded bg-line" aria-label="Loading" /> : meter === 'failed' ? 'Not available right now' : meter.text}
        </dd>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(ratio * 100)}
        className="h-2 overflow-hidden rounded-full bg-brand-100"
      >
        <div className={clsx('h-full rounded-full', full ? 'bg-danger' : 'bg-brand-600')} style={{ width: `${ratio * 100}%` }} />
      </div>
      {note && <p className="text-xs text-ink-muted">{note}</p>}
    </div>
  );
}

/**
 * The render count's day is a UTC day: say so, with the moment in the viewer's own time when that
 * is not UTC ("Starts again at 12:00 AM UTC (7:00 PM your time)").
 */
export function resetNote(resetsAt: Date): string {
  const utc = formatUtcTime(resetsAt);
  return resetsAt.getTimezoneOffset() === 0 ? `Starts again at ${utc}` : `Starts again at ${utc} (${formatTime(resetsAt)} your time)`;
}

/** Kits kept, renders today and storage used, each against the limit the server is configured with. */
export function UsageCard() {
  const stats = useQuery({ queryKey: [routeUrl('content.getStats')], queryFn: () => callRoute('content.getStats') });
  const renders = useVideoUsage();
  const storage = useStorageUsage();

  const kits: Meter = stats.isPending
    ? 'loading'
    : stats.isError
      ? 'failed'
      : { used: stats.data.kitsKept ?? stats.data.contentCreated, limit: stats.data.kitsLimit, text: `${stats.data.kitsKept ?? stats.data.contentCreated} of ${stats.data.kitsLimit}` };
  const rendersToday: Meter = renders.isPending
    ? 'loading'
    : renders.isError
      ? 'failed'
      : { used: renders.data.rendersToday, limit: renders.data.rendersPerDayLimit, text: `${renders.data.rendersToday} of ${renders.data.rendersPerDayLimit}` };
  const storageUsed: Meter = storage.isPending
    ? 'loading'
    : storage.isError
      ? 'failed'
      : { used: storage.data.usedBytes, limit: storage.data.limitBytes, text: `${formatBytes(storage.data.usedBytes)} of ${formatBytes(storage.data.limitBytes)}` };
  const resetsAt = renders.data ? new Date(renders.data.resetsAt) : null;

  return (
    <Card className="mt-6" aria-labelledby="usage-heading">
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle id="usage-heading">Your usage</CardTitle>
        <Link href={VIDEOS_PATH} className={buttonClasses('ghost', 'sm')}>
          Your videos
        </Link>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-6 sm:grid-cols-3">
          <UsageMeter label="Kits kept" meter={kits} />
          <UsageMeter
            label="Renders today"
            meter={rendersToday}
            {...(resetsAt ? { note: resetNote(resetsAt) } : {})}
          />
          <UsageMeter
            label="Storage used"
            meter={storageUsed}
            {...(storage.data ? { note: `Music ${formatBytes(storage.data.musicBytes)} · videos ${formatBytes(storage.data.videoBytes)} · kit images ${formatBytes(storage.data.contentBytes)}` } : {})}
          />
        </dl>
      </CardContent>
    </Card>
  );
}
