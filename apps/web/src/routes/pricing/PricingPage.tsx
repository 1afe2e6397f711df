import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { CalendarClock, CircleAlert, CreditCard, Loader2, RefreshCw } from 'lucide-react';
import { clsx } from 'clsx';
import { plans } from '@sitespark/contracts';
import type { BillingSubscription, SubscriptionStatus } from '@sitespark/contracts';
import { callRoute } from '../../api/call-route.ts';
import { SUBSCRIPTION_QUERY_KEY } from '../../api/billing.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { Button, buttonClasses } from '../../components/ui/Button.tsx';
import { Card, CardContent } from '../../components/ui/Card.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useToast } from '../../components/ui/Toaster.tsx';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/AlertDialog.tsx';
import { readApiFailure } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/format-date.ts';

function formatDateOf(iso: string | null): string | null {
  return iso ? formatDate(iso) : null;
}

const statusLabels: Record<SubscriptionStatus, { label: string; tone: string }> = {
  active: { label: 'Active', tone: 'bg-emerald-100 text-emerald-800' },
  incomplete: { label: 'Awaiting payment', tone: 'bg-amber-100 text-amber-900' },
  past_due: { label: 'Payment overdue', tone: 'bg-danger-soft text-danger-strong' },
  canceled: { label: 'Canceled', tone: 'bg-line text-ink' },
  none: { label: 'No subscription', tone: 'bg-line text-ink' },
};

function StatusBadge({ subscription }: { subscription: BillingSubscription }) {
  const ending = subscription.status === 'active' && subscription.cancelAtPeriodEnd;
  const { label, tone } = ending ? { label: 'Ends soon', tone: 'bg-amber-100 text-amber-900' } : statusLabels[subscription.status];
  return <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', tone)}>{label}</span>;
}

type Change = 'cancel' | 'resume';

function useSubscriptionChange() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [pending, setPending] = useState<Change | null>(null);

  async function change(kind: Change) {
    setPending(kind);
    try {
      const updated = await callRoute(kind === 'cancel' ? 'billing.cancelSubscription' : 'billing.resumeSubscription');
      queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, updated);
      const date = formatDateOf(updated.currentPeriodEnd);
      toast(
        kind === 'cancel'
          ? { title: 'Subscription canceled', description: date ? `You keep access until ${date}.` : 'You keep access until the end of this period.' }
          : { title: 'Subscription resumed', description: date ? `Your plan renews on ${date}.` : 'Your plan renews as usual.' },
      );
    } catch (error) {
      const failure = readApiFailure(error);
      toast({ title: 'Error', description: failure?.message ?? 'Something went wrong. Please try again.', variant: 'destructive' });
    } finally {
      setPending(null);
    }
  }

  return { pending, change };
}

function ConfirmChange({
  kind,
  date,
  pending,
  onConfirm,
}: {
  kind: Change;
  date: string | null;
  pending: boolean;
  onConfirm: () => void;
}) {
  const cancel = kind === 'cancel';
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant={cancel ? 'secondary' : 'primary'} disabled={pending}>
          {pending && <Loader2 aria-hidden="true" className="animate-spin" />}
          {cancel ? 'Cancel subscription' : 'Resume subscription'}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{cancel ? 'Cancel your subscription?' : 'Resume your subscription?'}</AlertDialogTitle>
        <AlertDialogDescription>
          {cancel
            ? `You keep every SiteSpark tool until ${date ?? 'the end of this billing period'}, and you will not be charged again. You can resume anytime before then.`
            : `Your subscription will renew on ${date ?? 'the end of this billing period'} as usual.`}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancel ? 'Keep subscription' : 'Not now'}</AlertDialogCancel>
          <AlertDialogAction variant={cancel ? 'destructive' : 'primary'} onClick={onConfirm}>
            {cancel ? 'Cancel subscription' : 'Resume subscription'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function SubscriptionDetails({ subscription }: { subscription: BillingSubscription }) {
  const { pending, change } = useSubscriptionChange();
  const { plan } = subscription;
  const date = formatDateOf(subscription.currentPeriodEnd);

  if (!plan || subscription.status === 'none') {
    return (
      <CardContent className="flex flex-col items-start gap-4">
        <p className="text-ink">You do not have a subscription yet.</p>
        <Link href="/subscribe" className={buttonClasses('primary', 'md')}>
          Choose a plan
        </Link>
      </CardContent>
    );
  }

  const terms = plans[plan];
  const active = subscription.status === 'active';
  return (
    <CardContent className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
            <CreditCard aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 className="text-lg font-semibold text-ink">SiteSpark {plan === 'yearly' ? 'Yearly' : 'Monthly'}</h2>
            <p className="text-sm text-ink-muted">{terms.label}</p>
          </div>
        </div>
        <StatusBadge subscription={subscription} />
      </div>
      {date && active && (
        <p className="flex items-center gap-2 text-sm text-ink">
          <CalendarClock aria-hidden="true" className="size-4 text-ink-muted" />
          {subscription.cancelAtPeriodEnd ? `Ends on ${date}. You keep access until then.` : `Renews on ${date}.`}
        </p>
      )}
      {active ? (
        <div className="flex flex-wrap gap-3 border-t border-line pt-6">
          {subscription.cancelAtPeriodEnd ? (
            <ConfirmChange kind="resume" date={date} pending={pending === 'resume'} onConfirm={() => void change('resume')} />
          ) : (
            <ConfirmChange kind="cancel" date={date} pending={pending === 'cancel'} onConfirm={() => void change('cancel')} />
          )}
        </div>
      ) : (
        <Link href="/subscribe" className={buttonClasses('primary', 'md', 'self-start')}>
          Complete your subscription
        </Link>
      )}
    </CardContent>
  );
}

export function PricingPage() {
  const query = useQuery({ queryKey: SUBSCRIPTION_QUERY_KEY, queryFn: () => callRoute('billing.getSubscription') });

  return (
    <PageShell heading="Subscription" description="Your plan, your next renewal and how to cancel or resume.">
      <Card className="mt-10 max-w-2xl">
        {query.isPending ? (
          <CardContent className="flex justify-center py-12">
            <Spinner className="size-8" label="Loading your subscription" />
          </CardContent>
        ) : query.isError ? (
          <CardContent className="flex flex-col items-start gap-4">
            <p role="alert" className="flex items-center gap-2 font-medium text-ink">
              <CircleAlert aria-hidden="true" className="size-5 text-danger" />
              We could not load your subscription.
            </p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </CardContent>
        ) : (
          <SubscriptionDetails subscription={query.data} />
        )}
      </Card>
    </PageShell>
  );
}
