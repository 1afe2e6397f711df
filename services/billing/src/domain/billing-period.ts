import { plans, type Plan } from '@sitespark/contracts';

/** One month or one year after `from` (UTC); the 31st becomes the last day of a shorter month. */
export function addBillingPeriod(from: Date, plan: Plan): Date {
  const months = plans[plan].interval === 'year' ? 12 : 1;
  const day = from.getUTCDate();
  const result = new Date(from);
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
