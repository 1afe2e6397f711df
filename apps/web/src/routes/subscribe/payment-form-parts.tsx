import { Loader2, Lock } from 'lucide-react';
import { plans } from '@sitespark/contracts';
import type { Plan } from '@sitespark/contracts';
import { Button } from '../../components/ui/Button.tsx';

export type PaymentFormProps = {
  clientSecret: string | null;
  plan: Plan;
  /** Called once the provider has confirmed the payment. */
  onPaid: () => void;
};

export const paymentNotReady = { title: 'Payment system not ready', description: 'Please wait a moment and try again.' } as const;
export const paymentFormError = { title: 'Payment Error', description: 'An unexpected error occurred. Please try again.' } as const;

export function subscribeLabel(plan: Plan): string {
  return `Subscribe for ${plans[plan].label}`;
}

export function PaymentAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-danger/30 bg-danger-soft px-3 py-2.5 text-sm font-medium text-danger-strong">
      {message}
    </p>
  );
}

export function PaySubmit({ plan, processing }: { plan: Plan; processing: boolean }) {
  return (
    <>
      <Button type="submit" size="lg" className="w-full" disabled={processing} aria-busy={processing || undefined}>
        {processing ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Lock aria-hidden="true" />}
        {processing ? 'Processing Payment...' : subscribeLabel(plan)}
      </Button>
      <p className="text-center text-xs text-ink-muted">
        Your card is charged once per successful payment, then {plan === 'yearly' ? 'every year' : 'every month'} until you
        cancel. Cancel anytime.
      </p>
    </>
  );
}
