import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FlaskConical } from 'lucide-react';
import { confirmLocalPayment } from '../../api/billing.ts';
import { FormField } from '../../components/ui/FormField.tsx';
import { useToast } from '../../components/ui/Toaster.tsx';
import { readApiFailure } from '../../lib/api-error.ts';
import { cardFieldOrder, cardNumberDigits, checkCard, formatCardNumber, formatExpiry, parseExpiry } from '../../lib/card-input.ts';
import type { CardErrors, CardFields } from '../../lib/card-input.ts';
import { PAYMENT_FAILED_TITLE, describePaymentFailure } from '../../lib/payment-error.ts';
import { PaySubmit, PaymentAlert, paymentNotReady } from './payment-form-parts.tsx';
import type { PaymentFormProps } from './payment-form-parts.tsx';

/**
 * The card form of the offline payment provider (development, demos and tests). It behaves like
 * Stripe's test mode: the server answers with Stripe's decline codes, which the page words.
 */
export function LocalCardForm({ clientSecret, plan, onPaid }: PaymentFormProps) {
  const { toast } = useToast();
  const [card, setCard] = useState<CardFields>({ number: '', expiry: '', cvc: '', postalCode: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const fieldRefs = {
    number: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
    postalCode: useRef<HTMLInputElement>(null),
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (processing) return;
    if (!clientSecret) {
      toast({ ...paymentNotReady, variant: 'destructive' });
      return;
    }
    const found = checkCard(card);
    const expiry = parseExpiry(card.expiry);
    const firstWrong = cardFieldOrder.find((field) => found[field]);
    if (firstWrong || !expiry) {
      setErrors(found);
      if (firstWrong) fieldRefs[firstWrong].current?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setProcessing(true);
    try {
      await confirmLocalPayment(clientSecret, {
        number: cardNumberDigits(card.number),
        expMonth: expiry.month,
        expYear: expiry.year,
        cvc: card.cvc.trim(),
        postalCode: card.postalCode.trim(),
      });
    } catch (error) {
      const description = describePaymentFailure(readApiFailure(error));
      toast({ title: PAYMENT_FAILED_TITLE, description, variant: 'destructive' });
      setFailure(description);
      setProcessing(false);
      return;
    }
    onPaid();
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Card details" className="flex flex-col gap-4">
      <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div>
          <p className="font-semibold">Test mode: no real card is charged</p>
          <p className="mt-0.5">
            Use card <span className="font-mono font-semibold whitespace-nowrap">4242 4242 4242 4242</span>, any future expiry
            date, any CVC and any ZIP code.
          </p>
        </div>
      </div>
      <FormField
        ref={fieldRefs.number}
        label="Card number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        error={errors.number}
        onChange={(event) => setCard((current) => ({ ...current, number: formatCardNumber(event.target.value) }))}
      />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <FormField
          ref={fieldRefs.expiry}
          label="Expiry (MM/YY)"
          name="expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={card.expiry}
          error={errors.expiry}
          onChange={(event) => setCard((current) => ({ ...current, expiry: formatExpiry(event.target.value) }))}
        />
        <FormField
          ref={fieldRefs.cvc}
          label="CVC"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={card.cvc}
          error={errors.cvc}
          onChange={(event) => setCard((current) => ({ ...current, cvc: event.target.value.replace(/\D/g, '') }))}
        />
        <FormField
          ref={fieldRefs.postalCode}
          label="ZIP code"
          name="postalCode"
          autoComplete="postal-code"
          placeholder="12345"
          maxLength={10}
          containerClassName="max-sm:col-span-2"
          value={card.postalCode}
          error={errors.postalCode}
          onChange={(event) => setCard((current) => ({ ...current, postalCode: event.target.value }))}
        />
      </div>
      <PaymentAlert message={failure} />
      <PaySubmit plan={plan} processing={processing} />
    </form>
  );
}
