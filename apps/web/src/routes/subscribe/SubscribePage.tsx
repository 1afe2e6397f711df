import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { RadioGroup } from 'radix-ui';
import { BadgeCheck, CalendarX2, CircleAlert, CircleCheck, Clapperboard, Loader2, LogIn, Palette, RefreshCw, Sparkles } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { clsx } from 'clsx';
import { defaultPlan, plans } from '@sitespark/contracts';
import type { Plan } from '@sitespark/contracts';
import { useAuth } from '../../api/auth.ts';
import { requestPaymentSession, useBillingConfig } from '../../api/billing.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { Button, buttonClasses } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useToast } from '../../components/ui/Toaster.tsx';
import { LocalCardForm } from './LocalCardForm.tsx';
import { usePaymentCompletion } from './use-payment-completion.ts';
import type { CompletionPhase } from './use-payment-completion.ts';

const StripePaymentForm = lazy(() => import('./StripePaymentForm.tsx').then((module) => ({ default: module.StripePaymentForm })));

type Benefit = { title: string; description: string; icon: LucideIcon };

const benefits: Benefit[] = [
  {
    title: 'AI marketing content',
    description: 'Social posts, email campaigns, ad copy and website copy written from your own site.',
    icon: Sparkles,
  },
  {
    title: 'Promo video studios',
    description: 'Slideshow videos from your screenshots, with text overlays, voiceover and music.',
    icon: Clapperboard,
  },
  {
    title: 'Brand kit and viral predictor',
    description: 'Your colors and voice in one place, and a score for every post before you publish.',
    icon: Palette,
  },
  {
    title: 'Cancel anytime',
    description: 'No contracts and no setup fees. Cancel in one click from your account menu.',
    icon: CalendarX2,
  },
];

const loadFailed = 'Unable to load payment form. Please try again.';
const initFailed = 'Failed to initialize subscription. Please try again.';

type Session = { status: 'loading' } | { status: 'ready'; clientSecret: string } | { status: 'failed'; message: string };

/** A new payment session for every plan chosen (spec section 4); answers for an earlier choice are dropped. */
function usePaymentSession(plan: Plan, enabled: boolean) {
  const { toast } = useToast();
  const [session, setSession] = useState<Session>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setSession({ status: 'loading' });
    requestPaymentSession(plan).then(
      (answer) => {
        if (!current) return;
        if (answer.clientSecret) {
          setSession({ status: 'ready', clientSecret: answer.clientSecret });
          return;
        }
        toast({ title: 'Error', description: loadFailed, variant: 'destructive' });
        setSession({ status: 'failed', message: loadFailed });
      },
      () => {
        if (!current) return;
        toast({ title: 'Error', description: initFailed, variant: 'destructive' });
        setSession({ status: 'failed', message: initFailed });
      },
    );
    return () => {
      current = false;
    };
  }, [plan, enabled, attempt, toast]);

  return { session, retry: () => setAttempt((count) => count + 1) };
}

function PlanChoice({ plan, onChange, disabled }: { plan: Plan; onChange: (plan: Plan) => void; disabled: boolean }) {
  const options: { id: Plan; title: string; price: string; note: string }[] = [
    { id: 'monthly', title: 'Monthly', price: plans.monthly.label, note: 'Cancel anytime' },
    { id: 'yearly', title: 'Yearly', price: plans.yearly.label, note: `Saves ${plans.yearly.savingsPercent}%` },
  ];
  return (
    <RadioGroup.Root
      aria-label="Plan"
      value={plan}
      disabled={disabled}
      onValueChange={(value) => onChange(value === 'yearly' ? 'yearly' : 'monthly')}
      className="grid gap-3 sm:grid-cols-2"
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.id}
          value={option.id}
          className={clsx(
            'group relative flex cursor-pointer flex-col items-start gap-1 rounded-xl border-2 bg-surface p-4 text-left transition-colors',
            'border-line hover:border-brand-300 data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-50/60',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-70',
          )}
        >
          <span className="flex w-full items-center justify-between gap-2">
            <span className="font-semibold text-ink">{option.title}</span>
            <span
              aria-hidden="true"
              className="flex size-5 items-center justify-center rounded-full border-2 border-line group-data-[state=checked]:border-brand-600"
            >
              <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand-600" />
            </span>
          </span>
          <span className="text-2xl font-bold text-ink tabular-nums">{option.price}</span>
          <span className="text-sm text-ink-muted">{option.note}</span>
          {option.id === 'yearly' && (
            <span className="absolute -top-3 right-4 rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-bold text-white shadow-sm">
              {plans.yearly.badge}
            </span>
          )}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}

function PaymentPanel({ plan, session, onRetry, onPaid }: { plan: Plan; session: Session; onRetry: () => void; onPaid: () => void }) {
  const config = useBillingConfig();

  if (session.status === 'failed' || config.isError) {
    const message = session.status === 'failed' ? session.message : loadFailed;
    return (
      <div className="flex flex-col items-center gap-4 py-8 text-center">
        <CircleAlert aria-hidden="true" className="size-8 text-danger" />
        <p role="alert" className="font-medium text-ink">
          {message}
        </p>
        <Button variant="secondary" onClick={() => (config.isError ? void config.refetch() : onRetry())}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  if (session.status === 'loading' || !config.data) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-sm text-ink-muted">
        <Spinner className="size-8" label="Loading payment form" />
        Preparing your secure payment form...
      </div>
    );
  }
  const { provider, publishableKey } = config.data;
  if (provider === 'stripe' && publishableKey) {
    return (
      <Suspense fallback={<Spinner className="size-8" label="Loading payment form" />}>
        <StripePaymentForm key={session.clientSecret} publishableKey={publishableKey} clientSecret={session.clientSecret} plan={plan} onPaid={onPaid} />
      </Suspense>
    );
  }
  if (provider === 'stripe') {
    return (
      <p role="alert" className="py-8 text-center font-medium text-ink">
        {loadFailed}
      </p>
    );
  }
  return <LocalCardForm key={session.clientSecret} clientSecret={session.clientSecret} plan={plan} onPaid={onPaid} />;
}

function Activation({ phase, onRetry }: { phase: Exclude<CompletionPhase, 'paying'>; onRetry: () => void }) {
  if (phase === 'activating') {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-10 text-center">
        <CircleCheck aria-hidden="true" className="size-10 text-emerald-600" />
        <p className="text-lg font-semibold text-ink">Subscription Activated!</p>
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Loader2 aria-hidden="true" className="size-4 animate-spin text-brand-600" />
          Welcome to SiteSpark! Redirecting you to the app...
        </p>
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
      <CircleCheck aria-hidden="true" className="size-10 text-emerald-600" />
      <p className="text-lg font-semibold text-ink">Your payment went through</p>
      <p className="max-w-sm text-sm text-ink-muted">
        Your account is taking longer than usual to update. It will be ready in a moment.
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Check again
      </Button>
    </div>
  );
}

function SignedOutNotice() {
  const { toast } = useToast();
  const toasted = useRef(false);
  useEffect(() => {
    if (toasted.current) return;
    toasted.current = true;
    toast({ title: 'Please Sign In', description: 'You need to create an account first to subscribe.', variant: 'destructive' });
  }, [toast]);
  return (
    <Card className="mx-auto mt-10 max-w-md">
      <CardContent className="flex flex-col items-center gap-4 text-center">
        <LogIn aria-hidden="true" className="size-8 text-brand-600" />
        <p className="text-base font-medium text-ink">Please sign in first to complete your subscription</p>
        <Link href="/" className={buttonClasses('primary', 'md')}>
          Go Back to Sign In
        </Link>
      </CardContent>
    </Card>
  );
}

function AlreadySubscribed() {
  return (
    <Card className="mx-auto mt-10 max-w-md">
      <CardContent className="flex flex-col items-center gap-4 text-center">
        <BadgeCheck aria-hidden="true" className="size-10 text-emerald-600" />
        <p className="text-base font-medium text-ink">Your SiteSpark subscription is active.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link href="/create" className={buttonClasses('primary', 'md')}>
            Start Creating Content
          </Link>
          <Link href="/pricing" className={buttonClasses('secondary', 'md')}>
            Manage subscription
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

export function SubscribePage() {
  const { user } = useAuth();
  const [plan, setPlan] = useState<Plan>(defaultPlan);
  const active = user?.subscriptionStatus === 'active';
  const { session, retry } = usePaymentSession(plan, Boolean(user) && !active);
  const { phase, complete, retry: checkAgain } = usePaymentCompletion();

  return (
    <PageShell heading="Subscribe to SiteSpark" description="Every SiteSpark tool, one simple price.">
      {!user ? (
        <SignedOutNotice />
      ) : active && phase === 'paying' ? (
        <AlreadySubscribed />
      ) : (
        <div className="mt-10 grid items-start gap-6 lg:grid-cols-[1fr_1.1fr]">
          <div className="flex flex-col gap-6">
            <Card>
              <CardHeader>
                <CardTitle>What You Get</CardTitle>
                <CardDescription>Everything SiteSpark does, in both plans.</CardDescription>
              </CardHeader>
              <CardContent>
                <ul className="flex flex-col gap-4">
                  {benefits.map(({ title, description, icon: Icon }) => (
                    <li key={title} className="flex gap-3">
                      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                        <Icon aria-hidden="true" className="size-4.5" />
                      </span>
                      <span>
                        <span className="block font-semibold text-ink">{title}</span>
                        <span className="block text-sm text-ink-muted">{description}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
            <section aria-labelledby="plan-heading">
              <h2 id="plan-heading" className="mb-4 text-lg font-semibold text-ink">
                Choose your plan
              </h2>
              <PlanChoice plan={plan} onChange={setPlan} disabled={phase !== 'paying'} />
            </section>
          </div>
          <Card className="lg:sticky lg:top-24">
            <CardHeader>
              <CardTitle>Complete Your Subscription</CardTitle>
              <CardDescription>
                {plan === 'yearly' ? 'Yearly plan: $50 per year, billed today.' : 'Monthly plan: $5 per month, billed today.'}
              </CardDescription>
            </CardHeader>
            <CardContent>
              {phase === 'paying' ? (
                <PaymentPanel plan={plan} session={session} onRetry={retry} onPaid={complete} />
              ) : (
                <Activation phase={phase} onRetry={checkAgain} />
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </PageShell>
  );
}
