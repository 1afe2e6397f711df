import { billingRoutes } from '@sitespark/contracts';
import type { ServiceApp } from '../http/create-service.ts';
import type { TestService } from './service-harness.ts';
import type { ServiceConfig } from '../runtime.ts';

/** The local payment provider's card that always succeeds. */
export const localTestCard: LocalCard = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123', postalCode: '94107' };

export interface LocalCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  postalCode: string;
}

/**
 * Subscribes `userId` to the monthly plan on a billing service under test and pays with the local
 * provider, as the payment page does; throws unless both steps answer 200. Answers the body of the
 * confirmation.
 */
export async function payWithLocalProvider(
  billing: { app: ServiceApp; as: TestService<ServiceConfig>['as'] },
  userId: string,
  card: LocalCard = localTestCard,
): Promise<unknown> {
  const opened = await billing.app.inject({ method: 'POST', url: billingRoutes.getOrCreateSubscription.path, headers: billing.as(userId, 'none'), payload: { plan: 'monthly' } });
  if (opened.statusCode !== 200) throw new Error(`opening the subscription answered ${opened.statusCode}: ${opened.body}`);
  const { clientSecret } = opened.json() as { clientSecret: string };
  const confirmed = await billing.app.inject({
    method: 'POST',
    url: billingRoutes.confirmLocalPayment.path,
    headers: billing.as(userId, 'incomplete'),
    payload: { clientSecret, card },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirming the payment answered ${confirmed.statusCode}: ${confirmed.body}`);
  return confirmed.json();
}
