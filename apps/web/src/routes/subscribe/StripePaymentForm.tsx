import { useState } from 'react';
import type { FormEvent } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useToast } from '../../components/ui/Toaster.tsx';
import { PAYMENT_FAILED_TITLE, describePaymentFailure } from '../../lib/payment-error.ts';
import { PaySubmit, PaymentAlert, paymentFormError, paymentNotReady } from './payment-form-parts.tsx';
import type { PaymentFormProps } from './payment-form-parts.tsx';

// This module is loaded lazily, so Stripe.js is fetched from Stripe's servers only when its form is shown.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

function StripeCheckout({ plan, onPaid }: Omit<PaymentFormProps, 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const { toast } = useToast();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (processing) return;
    if (!stripe || !elements || !ready) {
      toast({ ...paymentNotReady, variant: 'destructive' });
      return;
    }
    setFailure(null);
    setProcessing(true);
    try {
      // Spec section 7: the provider's return address is the site origin.
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: window.location.origin },
        redirect: 'if_required',
      });
      if (error) {
        const description = describePaymentFailure({ code: error.code ?? null, message: error.message ?? null });
        toast({ title: PAYMENT_FAILED_TITLE, description, variant: 'destructive' });
        setFailure(description);
        setProcessing(false);
        return;
      }
    } catch {
      toast({ ...paymentFormError, variant: 'destructive' });
      setFailure(paymentFormError.description);
      setProcessing(false);
      return;
    }
    onPaid();
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Card details" className="flex flex-col gap-4">
      {!ready && (
        <div className="flex justify-center py-6">
          <Spinner label="Loading payment form" />
        </div>
      )}
      <PaymentElement
        options={{ layout: 'tabs' }}
        onReady={() => setReady(true)}
        onLoadError={() => {
          toast({ ...paymentFormError, variant: 'destructive' });
          setFailure(paymentFormError.description);
        }}
      />
      <PaymentAlert message={failure} />
      <PaySubmit plan={plan} processing={processing} />
    </form>
  );
}

/** Stripe's Payment Element for the subscription's first payment (the `stripe` provider). */
export function StripePaymentForm({ publishableKey, clientSecret, plan, onPaid }: PaymentFormProps & { publishableKey: string }) {
  if (!clientSecret) return null;
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret,
        appearance: {
          theme: 'stripe',
          variables: { colorPrimary: '#7c3aed', colorText: '#1c1830', borderRadius: '8px', fontFamily: 'Inter, system-ui, sans-serif' },
        },
      }}
    >
      <StripeCheckout plan={plan} onPaid={onPaid} />
    </Elements>
  );
}
