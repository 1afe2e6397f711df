import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { CalendarDays } from 'lucide-react';
import { kitPlatformOfNetwork, type PostingPlanSummary } from '@sitespark/contracts';
import { callRoute } from '../../api/call-route.ts';
import { routeUrl } from '../../api/route-url.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { kitPlanPath } from '../paths.ts';
import { addDays, dayLabel } from './plan-calendar.ts';

export const kitPlansQueryKey = (kitId: string) => [routeUrl('content.listKitPlans', { params: { id: kitId } })] as const;

export function useKitPlans(kitId: string) {
  return useQuery({ queryKey: kitPlansQueryKey(kitId), queryFn: () => callRoute('content.listKitPlans', { params: { id: kitId } }) });
}

export function planSpan(plan: Pick<PostingPlanSummary, 'start' | 'days'>): string {
  return `${dayLabel(plan.start)} to ${dayLabel(addDays(plan.start, plan.days - 1))}`;
}

/** The kit's posting plans, newest first, each a link back to its calendar; nothing while there are none. */
export function KitPlans({ kitId, currentPlanId }: { kitId: string; currentPlanId?: string | null }) {
  const headingId = useId();
  const plans = useKitPlans(kitId);
  const items = plans.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card role="region" aria-labelledby={headingId} className="mt-6">
      <CardHeader>
        <CardTitle id={headingId} className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-5 text-brand-600" />
          Posting plans of this kit
        </CardTitle>
        <CardDescription>Open a plan to see its calendar, move or edit its posts, and export them.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2" aria-label="Posting plans">
          {items.map((plan, index) => (
            <li key={plan.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
              <Link href={kitPlanPath(kitId, plan.id)} aria-current={plan.id === currentPlanId ? 'page' : undefined} className="font-medium text-brand-700 underline">
                {planSpan(plan)}
              </Link>
              <span className="text-ink-muted">
                {`${plan.networks.map((network) => kitPlatformOfNetwork[network]).join(', ')} · ${plan.posts} posts · made ${formatDateTime(plan.createdAt)}`}
                {index === 0 && items.length > 1 ? ' · latest' : ''}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
