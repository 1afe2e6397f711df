import { paymentErrorMessages, paymentFallbackMessage } from '@sitespark/contracts';
import type { PaymentErrorCode } from '@sitespark/contracts';

export const PAYMENT_FAILED_TITLE = 'Payment Failed';

export type PaymentFailure = { code?: string | null; message?: string | null };

function isWordedCode(code: string): code is PaymentErrorCode {
  return Object.hasOwn(paymentErrorMessages, code);
}

/**
 * Spec section 8: three provider codes get the product's own sentence, any other provider message
 * is shown as is, and a failure without one gets the fallback.
 */
export function describePaymentFailure(failure: PaymentFailure | null | undefined): string {
  const code = failure?.code;
  if (code && isWordedCode(code)) return paymentErrorMessages[code];
  const message = failure?.message?.trim();
  return message || paymentFallbackMessage;
}
