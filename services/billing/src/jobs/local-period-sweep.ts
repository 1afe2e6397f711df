import type { Scheduler } from '@sitespark/service-kit';
import type { BillingContext } from '../domain/billing-context.ts';
import { sweepLocalPeriods } from '../domain/sweep-local-periods.ts';

export const localPeriodSweepJob = 'billing.local-period-sweep';

/**
 * Renews or ends local-provider subscriptions past their period end, every `intervalMs`, once per
 * tick across replicas. A failing pass is logged by the scheduler and the next tick tries again.
 */
export function scheduleLocalPeriodSweep(scheduler: Scheduler, context: BillingContext, intervalMs: number): void {
  scheduler.every(localPeriodSweepJob, { interval: intervalMs }, async () => {
    const changed = await sweepLocalPeriods(context);
    if (changed > 0) context.logger.info({ changed }, 'local subscription periods renewed or ended');
  });
}
